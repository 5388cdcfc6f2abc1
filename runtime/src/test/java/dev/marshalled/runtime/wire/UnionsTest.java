package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.at;
import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** The tag byte of a sealed-type value: 0 null, 1..n a subtype, anything above refused. */
class UnionsTest {

    @Test
    void tagsAreOneByteAndReadBack() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Unions.putTag(buffer, 0);
        Unions.putTag(buffer, 2);
        assertArrayEquals(bytes(0, 2), buffer.toByteArray());
        assertEquals(0, Unions.getTag(buffer, "Order.payment", 2));
        assertEquals(2, Unions.getTag(buffer, "Order.payment", 2));
        assertEquals(2, buffer.readIndex());
    }

    @Test
    void aTagAboveTheSubtypesIsRefusedAndNotConsumed() {
        UnsafeBuffer buffer = at(1, 0, 3);
        MarshalException e = assertThrows(MarshalException.class, () -> Unions.getTag(buffer, "Order.payment", 2));
        assertEquals("Order.payment: subtype tag 3 at offset 1 is out of range 1..2 (0 means null)", e.getMessage());
        assertEquals(1, e.offset());
        assertEquals(1, buffer.readIndex());
        // The tag is unsigned: 0xFF is 255, not -1.
        MarshalException ff = assertThrows(MarshalException.class, () -> Unions.getTag(at(0, 0xFF), "O.p", 2));
        assertEquals("O.p: subtype tag 255 at offset 0 is out of range 1..2 (0 means null)", ff.getMessage());
    }

    @Test
    void aMissingTagIsTruncated() {
        MarshalException e = assertThrows(MarshalException.class, () -> Unions.getTag(at(1, 1), "Order.payment", 2));
        assertEquals("truncated input: Order.payment needs 1 byte at offset 1 but only 0 remain", e.getMessage());
        assertEquals(1, e.offset());
    }

    @Test
    void aValueOfAnUnknownSubclassNamesItAndTheWriteIndex() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putInt(7);
        MarshalException e = Unions.notPermitted(buffer, "Order.payment", "IOU", "Card, Cash");
        assertEquals("Order.payment: cannot write a java.lang.String: only the @Marshalled subtypes Card, Cash have"
                + " tags; annotate it and recompile the type that holds the field", e.getMessage());
        assertEquals(4, e.offset());
    }
}
