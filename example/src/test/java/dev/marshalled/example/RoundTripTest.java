package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.AllTypesRecord;
import dev.marshalled.example.model.AllTypesRecordMarshaller;
import dev.marshalled.example.model.Bean;
import dev.marshalled.example.model.BeanMarshaller;
import dev.marshalled.example.model.Clash;
import dev.marshalled.example.model.ClashMarshaller;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.Customer;
import dev.marshalled.example.model.CustomerMarshaller;
import dev.marshalled.example.model.Outer;
import dev.marshalled.example.model.Outer_InnerMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Values go through generated marshallers and come back equal, with sizeOf exact. */
class RoundTripTest {

    /** Writes into a buffer that must grow, checks sizeOf, reads back, and checks nothing is left. */
    static <T> T roundTrip(Marshaller<T> marshaller, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(1);
        marshaller.write(value, buffer);
        assertEquals(marshaller.sizeOf(value), buffer.writeIndex(), "sizeOf must equal the bytes written");
        T copy = marshaller.read(buffer);
        assertEquals(0, buffer.remaining(), "read must consume exactly what write produced");
        // The same through an exact-size fixed buffer, and through the array helpers.
        byte[] bytes = marshaller.toByteArray(value);
        assertArrayEquals(buffer.toByteArray(), bytes, "equal values must give equal bytes");
        assertTrue(Values.deepEquals(copy, marshaller.fromByteArray(bytes)));
        return copy;
    }

    @Test
    void classWithEveryTypeOnEdgeValues() {
        for (AllTypes value : Values.edgeCases()) {
            AllTypes copy = roundTrip(AllTypesMarshaller.INSTANCE, value);
            assertTrue(Values.deepEquals(value, copy), () -> "string " + value.string);
        }
    }

    @Test
    void recordWithEveryTypeOnEdgeValues() {
        for (AllTypes value : Values.edgeCases()) {
            AllTypesRecord record = Values.toRecord(value);
            AllTypesRecord copy = roundTrip(AllTypesRecordMarshaller.INSTANCE, record);
            assertTrue(Values.deepEquals(record, copy), () -> "string " + value.string);
        }
    }

    @Test
    void classAndRecordOfTheSameValuesEncodeTheSame() {
        for (AllTypes value : Values.edgeCases()) {
            assertArrayEquals(AllTypesMarshaller.INSTANCE.toByteArray(value),
                    AllTypesRecordMarshaller.INSTANCE.toByteArray(Values.toRecord(value)));
        }
    }

    @Test
    void randomValues() {
        Random random = new Random(20261122L);
        for (int i = 0; i < 3000; i++) {
            AllTypes value = Values.random(random);
            AllTypes copy = roundTrip(AllTypesMarshaller.INSTANCE, value);
            assertTrue(Values.deepEquals(value, copy), "value #" + i);
        }
    }

    @Test
    void stringsKeepEveryUtf16CodeUnit() {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            all.append(c);
        }
        all.append(Character.MAX_VALUE);
        AllTypes value = new AllTypes();
        value.string = all.toString();
        assertEquals(all.toString(), roundTrip(AllTypesMarshaller.INSTANCE, value).string);
    }

    @Test
    void staticAndTransientFieldsAreNotWritten() {
        AllTypes value = new AllTypes();
        value.notOnTheWireEither = 12345;
        AllTypes copy = roundTrip(AllTypesMarshaller.INSTANCE, value);
        assertEquals(7, copy.notOnTheWireEither, "a transient field keeps its initial value");
    }

    @Test
    void beanThroughGettersAndSetters() {
        Bean bean = new Bean();
        bean.setName("bean");
        bean.setActive(true);
        bean.setCount(null);
        Bean copy = roundTrip(BeanMarshaller.INSTANCE, bean);
        assertEquals("bean", copy.getName());
        assertTrue(copy.isActive());
        assertNull(copy.getCount());
        // 4 + 4 name bytes, 1 boolean, 1 + 4 boxed Integer
        assertEquals(14, BeanMarshaller.sizeOf(bean));
    }

    @Test
    void constructorFinalFieldsAndInheritedFields() {
        Customer customer = new Customer("Ada", new double[] {1.5, -0.0});
        customer.setCreatedBy("admin");
        customer.favourite = Color.GREEN;
        Customer copy = roundTrip(CustomerMarshaller.INSTANCE, customer);
        assertTrue(Values.deepEquals(customer, copy));
        assertEquals("admin", copy.getCreatedBy());
        assertEquals(Color.GREEN, copy.favourite);
    }

    @Test
    void nestedTypeAndNullNestedValues() {
        Outer.Inner tree = new Outer.Inner("root", new Outer.Inner("child", new Outer.Inner(null, null)));
        assertEquals(tree, roundTrip(Outer_InnerMarshaller.INSTANCE, tree));
        assertSame(Outer_InnerMarshaller.INSTANCE, Outer_InnerMarshaller.INSTANCE);
    }

    @Test
    void fieldNamesEqualToGeneratedVariableNames() {
        Clash clash = new Clash(1, "two", 3L, 4, null, 6);
        assertEquals(clash, roundTrip(ClashMarshaller.INSTANCE, clash));
    }

    @Test
    void manyMessagesInOneBuffer() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        List<AllTypes> values = Values.edgeCases();
        for (AllTypes v : values) {
            AllTypesMarshaller.write(v, buffer);
        }
        for (AllTypes v : values) {
            assertTrue(Values.deepEquals(v, AllTypesMarshaller.read(buffer)));
        }
        assertEquals(0, buffer.remaining());
    }

    @Test
    void writingNullIsAnError() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        NullPointerException e = assertThrows(NullPointerException.class, () -> AllTypesMarshaller.write(null, buffer));
        assertEquals("cannot write a null AllTypes", e.getMessage());
        assertEquals(0, buffer.writeIndex());
    }

    @Test
    void trailingBytesAreRejectedByFromByteArray() {
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(new AllTypes());
        byte[] longer = java.util.Arrays.copyOf(bytes, bytes.length + 1);
        MarshalException e = assertThrows(MarshalException.class, () -> AllTypesMarshaller.INSTANCE.fromByteArray(longer));
        assertEquals("AllTypes: 1 trailing byte after the value, at offset " + bytes.length, e.getMessage());
        assertEquals("AllTypes", e.path());
        byte[] twoLonger = java.util.Arrays.copyOf(bytes, bytes.length + 2);
        e = assertThrows(MarshalException.class, () -> AllTypesMarshaller.INSTANCE.fromByteArray(twoLonger));
        assertEquals("AllTypes: 2 trailing bytes after the value, at offset " + bytes.length, e.getMessage());
    }
}
