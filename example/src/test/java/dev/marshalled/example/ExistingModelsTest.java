package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.domain.Customer;
import dev.marshalled.example.domain.CustomerMarshaller;
import dev.marshalled.example.domain.Shipment;
import dev.marshalled.example.domain.ShipmentMarshaller;
import dev.marshalled.example.domain.external.Money;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.runtime.inspect.Inspector;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Models as real projects write them, with only {@code @Marshalled} added: private and inherited
 * private fields, constructors of any access, final collections, converters for foreign types.
 * Compared field by field, by reflection in the test (the marshallers use none).
 */
class ExistingModelsTest {

    private static Customer customer() {
        Customer c = new Customer("  Ada Lovelace ");
        c.saved(42);
        c.addEmail("ada@example.org");
        c.addEmail("countess@example.org");
        c.setCredit(Money.of("12.50", "EUR"));
        List<Money> payments = new ArrayList<>();
        payments.add(Money.of("1.00", "EUR"));
        payments.add(null);
        payments.add(Money.of("0.001", "CHF"));
        c.setPayments(payments);
        c.setAccountFormat(Pattern.compile("[0-9]{8}"));
        return c;
    }

    @Test
    void privateAndInheritedFieldsRoundTripFieldByField() {
        Customer original = customer();
        Customer copy = roundTrip(CustomerMarshaller.INSTANCE, original);
        assertSameFields(original, copy);
        assertEquals(42L, copy.getId());
        assertEquals(1, copy.getVersion());
        assertEquals(List.of("ada@example.org", "countess@example.org"), new ArrayList<>(copy.getEmails()));
        assertEquals(Money.of("0.001", "CHF"), copy.getPayments().get(2));
        assertNull(copy.getPayments().get(1));
    }

    @Test
    void emptyAndNullFieldsStayEmptyAndNull() {
        Customer original = new Customer("Bob");
        Customer copy = roundTrip(CustomerMarshaller.INSTANCE, original);
        assertSameFields(original, copy);
        assertNull(copy.getId());
        assertNull(copy.getCredit());
        assertTrue(copy.getEmails().isEmpty());
    }

    @Test
    void gettersAndSettersAreNotCalled() throws ReflectiveOperationException {
        Customer original = new Customer("Carol");
        // The getter would show a substitute, the setter would refuse: the fields are what travels.
        assertEquals(Customer.NO_NICKNAME, original.getNickname());
        set(original, "name", null);
        Customer copy = roundTrip(CustomerMarshaller.INSTANCE, original);
        assertNull(get(copy, "nickname"));
        assertNull(copy.getName());
    }

    @Test
    void privateConstructorsFinalFieldsAndACollectionParameter() {
        Shipment original = Shipment.of("ABC123", Shipment.Weight.grams(1500),
                new Shipment.Leg("Hamburg", "Rotterdam"), new Shipment.Leg("Rotterdam", "Felixstowe"));
        Shipment copy = roundTrip(ShipmentMarshaller.INSTANCE, original);
        assertSameFields(original, copy);
        assertEquals(1500, copy.weight().grams());
        assertEquals(original.legs(), copy.legs());
    }

    @Test
    void aConstructorThatRefusesTheBytesFailsTheReadWithMarshalException() throws ReflectiveOperationException {
        Shipment original = Shipment.of("ABC123", Shipment.Weight.grams(1));
        set(original, "reference", "BAD");
        byte[] bytes = ShipmentMarshaller.INSTANCE.toByteArray(original);
        MarshalException e = assertThrows(MarshalException.class, () -> ShipmentMarshaller.INSTANCE.fromByteArray(bytes));
        assertTrue(e.getMessage().contains("Shipment"), e.getMessage());
        assertInstanceOf(IllegalArgumentException.class, e.getCause(), e.getMessage());
    }

    @Test
    void aConverterThatRefusesTheBytesFailsTheReadAtItsField() {
        byte[] bytes = CustomerMarshaller.INSTANCE.toByteArray(customer());
        byte[] pattern = "[0-9]{8}".getBytes(StandardCharsets.UTF_8);
        int at = indexOf(bytes, pattern);
        bytes[at] = '(';
        MarshalException e = assertThrows(MarshalException.class, () -> CustomerMarshaller.INSTANCE.fromByteArray(bytes));
        assertEquals("Customer.accountFormat", e.path(), e.getMessage());
    }

    @Test
    void convertedFieldsAreTheWireTypeInTheSchemaAndTheInspector() {
        assertEquals(WireSchema.Kind.NESTED, field(CustomerMarshaller.SCHEMA, "credit").kind());
        assertEquals(WireSchema.Kind.SEQUENCE, field(CustomerMarshaller.SCHEMA, "payments").kind());
        assertEquals(WireSchema.Kind.STRING, field(CustomerMarshaller.SCHEMA, "accountFormat").kind());
        String text = Inspector.inspect(CustomerMarshaller.INSTANCE, CustomerMarshaller.INSTANCE.toByteArray(customer()))
                .toText();
        assertTrue(text.contains("12.50") && text.contains("EUR") && text.contains("[0-9]{8}"), text);
    }

    private static WireSchema.Field field(WireSchema schema, String name) {
        for (WireSchema.Field f : schema.fields()) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        throw new AssertionError("no field " + name + " in " + schema.fields());
    }

    private static <T> T roundTrip(Marshaller<T> marshaller, T value) {
        byte[] bytes = marshaller.toByteArray(value);
        assertEquals(bytes.length, marshaller.sizeOf(value));
        T copy = marshaller.fromByteArray(bytes);
        assertArrayEquals(bytes, marshaller.toByteArray(copy), "the copy writes the same bytes");
        return copy;
    }

    /** Every instance field, superclass fields included, equal in both objects. */
    private static void assertSameFields(Object original, Object copy) {
        Map<String, Object> expected = fields(original);
        Map<String, Object> actual = fields(copy);
        assertEquals(expected.keySet(), actual.keySet());
        for (String name : expected.keySet()) {
            Object a = expected.get(name);
            Object b = actual.get(name);
            if (a instanceof Pattern p) {
                assertEquals(p.pattern(), ((Pattern) b).pattern(), name);
            } else if (a != null && a.getClass().getPackageName().startsWith("dev.marshalled.example.domain")
                    && !(a instanceof Money)) {
                assertSameFields(a, b);
            } else {
                assertTrue(Objects.deepEquals(a, b), name + ": " + a + " against " + b);
            }
        }
    }

    private static Map<String, Object> fields(Object value) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (Class<?> c = value.getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    try {
                        values.put(c.getSimpleName() + "." + f.getName(), f.get(value));
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }
        assertNotNull(values);
        return values;
    }

    private static Object get(Object target, String name) throws ReflectiveOperationException {
        Field f = target.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(target);
    }

    private static void set(Object target, String name, Object value) throws ReflectiveOperationException {
        Field f = target.getClass().getDeclaredField(name);
        f.setAccessible(true);
        f.set(target, value);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
