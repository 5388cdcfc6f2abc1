package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.graph.Customer;
import dev.marshalled.example.graph.CustomerNote;
import dev.marshalled.example.graph.CustomerNoteMarshaller;
import dev.marshalled.example.graph.Ledger;
import dev.marshalled.example.graph.LedgerMarshaller;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.graph.OrderLine;
import dev.marshalled.example.graph.OrderLineMarshaller;
import dev.marshalled.example.graph.OrderMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Shared and cyclic references: written once, read back as one object. */
class ReferencesTest {
    /**
     * Round trip for object graphs, which have no structural equals: the copy must encode to the
     * same bytes, which also compares where the back references point.
     */
    static <T> T roundTrip(Marshaller<T> marshaller, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(1);
        marshaller.write(value, buffer);
        assertEquals(marshaller.sizeOf(value), buffer.writeIndex(), "sizeOf must equal the bytes written");
        T copy = marshaller.read(buffer);
        assertEquals(0, buffer.remaining(), "read must consume exactly what write produced");
        assertArrayEquals(buffer.toByteArray(), marshaller.toByteArray(copy), "the copy must encode the same");
        return copy;
    }

    private static Order copy(Order order) {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        OrderMarshaller.write(order, buffer);
        assertEquals(OrderMarshaller.sizeOf(order), buffer.writeIndex(), "sizeOf must equal the bytes written");
        Order copy = OrderMarshaller.read(buffer);
        assertEquals(0, buffer.remaining());
        return copy;
    }

    private static void assertSameOrder(Order expected, Order actual) {
        assertEquals(expected.id, actual.id);
        assertEquals(expected.description, actual.description);
        assertEquals(expected.totalCost, actual.totalCost);
        assertEquals(expected.customer, actual.customer);
        assertEquals(expected.lines.size(), actual.lines.size());
        for (int i = 0; i < expected.lines.size(); i++) {
            OrderLine want = expected.lines.get(i);
            OrderLine got = actual.lines.get(i);
            assertEquals(want.lineNumber, got.lineNumber);
            assertEquals(want.description, got.description);
            assertEquals(want.cost, got.cost);
        }
    }

    @Test
    void backReferenceFromLineToOrderKeepsIdentity() {
        Order order = Order.sample(3);
        Order copy = copy(order);
        assertSameOrder(order, copy);
        for (OrderLine line : copy.lines) {
            assertSame(copy, line.order, "line.order must be the order that holds the line");
        }
    }

    @Test
    void backReferenceCostsFiveBytes() {
        Order one = Order.sample(1);
        one.lines.get(0).order = null;
        int withoutBackReference = OrderMarshaller.sizeOf(one);
        one.lines.get(0).order = one;
        // a null reference is a 1-byte tag; a back reference is the tag and an int32 id
        assertEquals(withoutBackReference + 4, OrderMarshaller.sizeOf(one));
        byte[] bytes = OrderMarshaller.INSTANCE.toByteArray(one);
        assertArrayEquals(bytes, OrderMarshaller.INSTANCE.toByteArray(copy(one)), "equal graphs give equal bytes");
    }

    @Test
    void sharedObjectIsWrittenOnceAndReadBackOnce() {
        Customer acme = new Customer(1, "Acme");
        Order first = Order.sample(2);
        Order second = Order.sample(1);
        first.customer = acme;
        second.customer = acme;
        Ledger ledger = new Ledger(List.of(first, second, first), acme, List.of(acme, new Customer(1, "Acme")));
        Ledger copy = roundTrip(LedgerMarshaller.INSTANCE, ledger);
        assertSame(copy.orders().get(0), copy.orders().get(2), "the same order twice is one object");
        assertNotSame(copy.orders().get(0), copy.orders().get(1));
        assertSame(copy.auditor(), copy.orders().get(0).customer);
        assertSame(copy.auditor(), copy.orders().get(1).customer);
        assertSame(copy.auditor(), copy.customers().get(0));
        assertNotSame(copy.auditor(), copy.customers().get(1), "equal but distinct objects stay distinct");
        assertEquals(copy.auditor(), copy.customers().get(1));
        for (Order order : copy.orders()) {
            for (OrderLine line : order.lines) {
                assertSame(order, line.order);
            }
        }
    }

    @Test
    void manySharedObjectsKeepTheirIdentity() {
        List<Order> orders = new ArrayList<>();
        List<Customer> customers = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            customers.add(new Customer(i, "c" + i));
        }
        for (int i = 0; i < 500; i++) {
            Order order = i % 3 == 2 ? orders.get(i / 2) : Order.sample(i % 4);
            order.customer = customers.get((i * 7) % 300);
            orders.add(order);
        }
        Ledger copy = roundTrip(LedgerMarshaller.INSTANCE, new Ledger(orders, customers.get(5), customers));
        for (int i = 0; i < 500; i++) {
            Order order = copy.orders().get(i);
            if (i % 3 == 2) {
                assertSame(copy.orders().get(i / 2), order);
            }
            assertSame(copy.customers().get((int) orders.get(i).customer.id()), order.customer);
            for (OrderLine line : order.lines) {
                assertSame(order, line.order);
            }
        }
        assertSame(copy.customers().get(5), copy.auditor());
    }

    @Test
    void eachTopLevelWriteStartsAfresh() {
        Order order = Order.sample(2);
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        OrderMarshaller.write(order, buffer);
        int one = buffer.writeIndex();
        OrderMarshaller.write(order, buffer);
        assertEquals(2 * one, buffer.writeIndex(), "the second message must not refer back into the first");
        Order a = OrderMarshaller.read(buffer);
        Order b = OrderMarshaller.read(buffer);
        assertNotSame(a, b);
        assertSame(b, b.lines.get(1).order);
    }

    @Test
    void lineWrittenAloneCarriesItsOrder() {
        Order order = Order.sample(2);
        OrderLine line = order.lines.get(1);
        OrderLine copy = roundTrip(OrderLineMarshaller.INSTANCE, line);
        // OrderLine does not keep identity, so the line inside the order is a second, equal copy;
        // the order itself is one object throughout.
        assertNotSame(copy, copy.order.lines.get(1));
        assertEquals(copy.description, copy.order.lines.get(1).description);
        assertSame(copy.order, copy.order.lines.get(0).order);
        assertSame(copy.order, copy.order.lines.get(1).order);
    }

    @Test
    void cycleThroughConstructorBuiltTypeFailsOnWriteAndLosesNothing() {
        CustomerNote note = new CustomerNote("first");
        note.replies().add(new CustomerNote("reply"));
        note.replies().add(note); // a cycle through a record: cannot exist before its fields are read
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        buffer.putInt(7);
        MarshalException e = assertThrows(MarshalException.class, () -> CustomerNoteMarshaller.write(note, buffer));
        assertTrue(e.getMessage().contains("cannot write a cycle through CustomerNote: it is built by its constructor"),
                e.getMessage());
        assertEquals(4, buffer.writeIndex(), "the failed message must leave the buffer as it was");
        // shared without a cycle is fine
        CustomerNote shared = new CustomerNote("shared");
        CustomerNote twice = new CustomerNote("top", new ArrayList<>(List.of(shared, shared)));
        CustomerNote copy = roundTrip(CustomerNoteMarshaller.INSTANCE, twice);
        assertSame(copy.replies().get(0), copy.replies().get(1));
    }

    @Test
    void backReferenceToAnObjectNeverWrittenIsRejected() {
        Order order = Order.sample(1);
        byte[] bytes = OrderMarshaller.INSTANCE.toByteArray(order);
        // the line's reference to its order is the last 5 bytes before the customer: tag 2, id 0
        int at = indexOfBackReference(bytes);
        bytes[at + 1] = 9;
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        MarshalException e = assertThrows(MarshalException.class, () -> OrderMarshaller.read(buffer));
        assertTrue(e.getMessage().contains("OrderLine.order: back reference at offset " + at + " names object 9, but only"
                + " 1 objects were read before it"), e.getMessage());
        assertEquals(at, e.offset());
        assertEquals(0, buffer.readIndex());
        bytes[at] = 3;
        e = assertThrows(MarshalException.class, () -> OrderMarshaller.read(UnsafeBuffer.wrap(bytes)));
        assertTrue(e.getMessage().contains("reference tag 3"), e.getMessage());
    }

    @Test
    void backReferenceToAnObjectOfAnotherTypeIsRejected() {
        // Objects in order: the first order (0), its customer (1), the second order (2), whose
        // line refers back to it (tag 2, id 2). Pointing that reference at the customer names an
        // object already read, so only the type check can refuse it.
        Ledger ledger = new Ledger(List.of(Order.sample(1), Order.sample(1)), null, null);
        byte[] bytes = LedgerMarshaller.INSTANCE.toByteArray(ledger);
        int at = indexOf(bytes, new byte[] {2, 2, 0, 0, 0});
        bytes[at + 1] = 1;
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        MarshalException e = assertThrows(MarshalException.class, () -> LedgerMarshaller.read(buffer));
        assertTrue(e.getMessage().contains("OrderLine.order: back reference at offset " + at
                + " names object 1 of type Customer, not Order"), e.getMessage());
        assertEquals(at, e.offset());
        assertEquals(0, buffer.readIndex());
        // the same bytes with the reference left alone read
        bytes[at + 1] = 2;
        Ledger copy = LedgerMarshaller.read(UnsafeBuffer.wrap(bytes));
        assertSame(copy.orders().get(1), copy.orders().get(1).lines.get(0).order);
    }

    @Test
    void backReferenceToAConstructorBuiltObjectStillBeingReadIsRejected() {
        // top (object 0) holds shared (object 1) twice: new object, then tag 2 id 1. Pointing the
        // second at object 0 asks for a cycle through a record, which does not exist yet.
        CustomerNote shared = new CustomerNote("shared");
        byte[] bytes = CustomerNoteMarshaller.INSTANCE.toByteArray(
                new CustomerNote("top", new ArrayList<>(List.of(shared, shared))));
        int at = indexOf(bytes, new byte[] {2, 1, 0, 0, 0});
        bytes[at + 1] = 0;
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        MarshalException e = assertThrows(MarshalException.class, () -> CustomerNoteMarshaller.read(buffer));
        assertTrue(e.getMessage().contains("back reference at offset " + at + " names object 0, which is still being read"),
                e.getMessage());
        assertEquals(at, e.offset());
        assertEquals(0, buffer.readIndex());
    }

    @Test
    void corruptedGraphsGiveOnlyMarshalException() {
        Ledger ledger = new Ledger(List.of(Order.sample(3), Order.sample(2)), new Customer(3, "c"), null);
        byte[] full = LedgerMarshaller.INSTANCE.toByteArray(ledger);
        Random random = new Random(11);
        Corruption.run(LedgerMarshaller.INSTANCE, full, random, 10_000);
    }

    @Test
    void nullReferencesRoundTrip() {
        Order order = new Order();
        order.lines = null;
        Order copy = copy(order);
        assertNull(copy.lines);
        assertNull(copy.customer);
    }

    /** The offset of the only occurrence of {@code part} in {@code bytes}. */
    private static int indexOf(byte[] bytes, byte[] part) {
        int found = -1;
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                assertEquals(-1, found, "more than one " + Arrays.toString(part) + " in " + Arrays.toString(bytes));
                found = i;
            }
        }
        assertTrue(found >= 0, "no " + Arrays.toString(part) + " in " + Arrays.toString(bytes));
        return found;
    }

    /** The offset of the first back reference (tag 2, int32 0) in an encoded Order. */
    private static int indexOfBackReference(byte[] bytes) {
        for (int i = bytes.length - 5; i >= 0; i--) {
            if (bytes[i] == 2 && bytes[i + 1] == 0 && bytes[i + 2] == 0 && bytes[i + 3] == 0 && bytes[i + 4] == 0) {
                return i;
            }
        }
        throw new AssertionError("no back reference in " + Arrays.toString(bytes));
    }
}
