package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.marshalled.runtime.wire.Booleans;
import dev.marshalled.runtime.wire.Boxes;
import dev.marshalled.runtime.wire.Presence;
import dev.marshalled.runtime.wire.StandardTypes;
import org.junit.jupiter.api.Test;

/** What a failure says, and that its message and its path name the same place. */
class MarshalExceptionTest {

    @Test
    void aBadPresenceByteIsCalledAPresenceByte() {
        UnsafeBuffer uuid = UnsafeBuffer.wrap(new byte[] {-2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        MarshalException e = assertThrows(MarshalException.class, () -> StandardTypes.readUuid(uuid, "Payment.id"));
        assertEquals("Payment.id: presence byte -2 at offset 0 is neither 0 (null) nor 1 (present)", e.getMessage());
        assertEquals(0, e.offset());

        UnsafeBuffer box = UnsafeBuffer.wrap(new byte[] {7, 3, 0, 0, 0});
        e = assertThrows(MarshalException.class, () -> Boxes.presentAt(box, 0, 4, "Order.limit"));
        assertEquals("Order.limit: presence byte 7 at offset 0 is neither 0 (null) nor 1 (present)", e.getMessage());

        UnsafeBuffer nested = UnsafeBuffer.wrap(new byte[] {0, 2});
        nested.readIndex(1);
        e = assertThrows(MarshalException.class, () -> Presence.read(nested, "Shape.owner"));
        assertEquals("Shape.owner: presence byte 2 at offset 1 is neither 0 (null) nor 1 (present)", e.getMessage());

        // A boolean field is still a boolean.
        UnsafeBuffer flag = UnsafeBuffer.wrap(new byte[] {2});
        e = assertThrows(MarshalException.class, () -> Booleans.getAt(flag, 0, "Order.paid"));
        assertEquals("Order.paid: byte 2 at offset 0 is not a boolean (0 or 1)", e.getMessage());
    }

    @Test
    void trailingBytesAreCountedInGoodEnglishAndHaveAPath() {
        MarshalException one = MarshalException.trailingBytes("Order", 1, 312);
        assertEquals("Order: 1 trailing byte after the value, at offset 312", one.getMessage());
        assertEquals("Order", one.path());
        assertEquals(312, one.offset());
        MarshalException many = MarshalException.trailingBytes("Account.Holder", 17, 9);
        assertEquals("Account.Holder: 17 trailing bytes after the value, at offset 9", many.getMessage());
        assertEquals("Account.Holder", many.path());
    }

    @Test
    void countsOfBytesAreInGoodEnglish() {
        UnsafeBuffer two = UnsafeBuffer.wrap(new byte[] {1, 2, 3});
        two.readIndex(2);
        MarshalException e = assertThrows(MarshalException.class, () -> two.take(2, "Trade.id"));
        assertEquals("truncated input: Trade.id needs 2 bytes at offset 2 but only 1 remains", e.getMessage());
        UnsafeBuffer none = UnsafeBuffer.wrap(new byte[] {1});
        none.readIndex(1);
        e = assertThrows(MarshalException.class, () -> none.take(1, "Trade.side"));
        assertEquals("truncated input: Trade.side needs 1 byte at offset 1 but only 0 remain", e.getMessage());
    }

    @Test
    void theMessageNamesThePathWhereverTheFailureIs() {
        // the innermost reader's name is the path: nothing is added
        MarshalException flat = new MarshalException("Trade.symbol: length -2 at offset 20 is negative", 20)
                .inField("symbol", "Trade");
        assertEquals("Trade.symbol", flat.path());
        assertEquals("Trade.symbol: length -2 at offset 20 is negative", flat.getMessage());

        // an Optional's value: the reader names the value inside, the path the field
        MarshalException optional = new MarshalException(
                "Payment.memo.get(): null at offset 5, which a present Optional cannot hold", 5).inField("memo", "Payment");
        assertEquals("Payment.memo", optional.path());
        assertEquals("Payment.memo.get(): null at offset 5, which a present Optional cannot hold (at Payment.memo)",
                optional.getMessage());

        // nested and indexed: the path from the outermost type
        MarshalException deep = new MarshalException("truncated input: Line.sku needs 4 bytes at offset 90 but only 2 remain",
                90).inField("sku", "Line").inElement(3).inField("lines", "Order");
        assertEquals("Order.lines[3].sku", deep.path());
        assertTrue(deep.getMessage().endsWith(" (at Order.lines[3].sku)"), deep.getMessage());

        // the path as the start of a longer name is not the path
        MarshalException longer = new MarshalException("Order.linesTotal: value 9 at offset 4 is too large", 4)
                .inField("lines", "Order");
        assertEquals("Order.lines: value 9 at offset 4 is too large".replace(": value", "Total: value") + " (at Order.lines)",
                longer.getMessage());

        // a path that is only the type read (no field recorded, as a tool reading by schema
        // gives) is named by a message that names a place inside the type
        MarshalException typeOnly = new MarshalException("Order.lines: count 9 at offset 4 is too large", 4)
                .inField(null, "Order");
        assertEquals("Order", typeOnly.path());
        assertEquals("Order.lines: count 9 at offset 4 is too large", typeOnly.getMessage());

        // a run's path names all its fields; the message names the one that was bad
        MarshalException run = new MarshalException("AllTypes.aBoolean: byte 2 at offset 0 is not a boolean (0 or 1)", 0)
                .inField("{aBoolean, aByte}", "AllTypes");
        assertEquals("AllTypes.{aBoolean, aByte}", run.path());
        assertEquals("AllTypes.aBoolean: byte 2 at offset 0 is not a boolean (0 or 1)", run.getMessage());
        MarshalException runTruncated = new MarshalException(
                "truncated input: AllTypes.{aBoolean, aByte} needs 2 bytes at offset 0 but only 1 remains", 0)
                .inField("{aBoolean, aByte}", "AllTypes");
        assertEquals("truncated input: AllTypes.{aBoolean, aByte} needs 2 bytes at offset 0 but only 1 remains",
                runTruncated.getMessage());

        // outside any read of a marshaller there is no path, and nothing is added
        MarshalException bare = new MarshalException("buffer full: writing at offset 8", 8);
        assertEquals("", bare.path());
        assertEquals("buffer full: writing at offset 8", bare.getMessage());
    }

    @Test
    void aMessagesOwnFailuresHaveThePathMessage() {
        Marshallers none = Marshallers.of();
        // type id 101, body length 0
        MarshalException unknown = assertThrows(MarshalException.class,
                () -> none.readMessage(UnsafeBuffer.wrap(new byte[] {101, 0, 0, 0, 0, 0, 0, 0})));
        assertEquals("message", unknown.path());
        assertTrue(unknown.getMessage().startsWith("message: unknown type id 101 at offset 0"), unknown.getMessage());

        MarshalException header = assertThrows(MarshalException.class,
                () -> none.readMessage(UnsafeBuffer.wrap(new byte[] {101, 0, 0})));
        assertEquals("message", header.path());
        assertFalse(header.getMessage().contains("(at "), header.getMessage());

        MarshalException length = assertThrows(MarshalException.class,
                () -> none.readMessage(UnsafeBuffer.wrap(new byte[] {101, 0, 0, 0, 9, 0, 0, 0})));
        assertEquals("message", length.path());
        assertEquals(4, length.offset());

        MarshalException zero = assertThrows(MarshalException.class,
                () -> none.fromByteArray(new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 1}));
        assertEquals("message", zero.path(), zero.getMessage());
    }
}
