package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Boxes: a presence byte, then the primitive, all zero for null; a null with other bytes is refused. */
class BoxesTest {

    @Test
    void eachBoxIsPresenceThenItsLittleEndianValue() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Boxes.putAt(buffer, buffer.claim(2), Boolean.TRUE);
        Boxes.putAt(buffer, buffer.claim(2), (byte) -1);
        Boxes.putAt(buffer, buffer.claim(3), (short) 0x1234);
        Boxes.putAt(buffer, buffer.claim(3), 'A');
        Boxes.putAt(buffer, buffer.claim(5), 0x01020304);
        Boxes.putAt(buffer, buffer.claim(9), 0x0102030405060708L);
        Boxes.putAt(buffer, buffer.claim(5), 1.0f);
        Boxes.putAt(buffer, buffer.claim(9), -2.0d);
        assertArrayEquals(bytes(
                1, 1,
                1, 0xFF,
                1, 0x34, 0x12,
                1, 0x41, 0,
                1, 4, 3, 2, 1,
                1, 8, 7, 6, 5, 4, 3, 2, 1,
                1, 0, 0, 0x80, 0x3F,
                1, 0, 0, 0, 0, 0, 0, 0, 0xC0), buffer.toByteArray());
        assertEquals(Boolean.TRUE, Boxes.getBooleanAt(buffer, 0, "b"));
        assertEquals((byte) -1, Boxes.getByteAt(buffer, 2, "b"));
        assertEquals((short) 0x1234, Boxes.getShortAt(buffer, 4, "b"));
        assertEquals('A', Boxes.getCharacterAt(buffer, 7, "b"));
        assertEquals(0x01020304, Boxes.getIntegerAt(buffer, 10, "b"));
        assertEquals(0x0102030405060708L, Boxes.getLongAt(buffer, 15, "b"));
        assertEquals(1.0f, Boxes.getFloatAt(buffer, 24, "b"));
        assertEquals(-2.0d, Boxes.getDoubleAt(buffer, 29, "b"));
    }

    @Test
    void nullIsAllZeroBytes() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Boxes.putAt(buffer, buffer.claim(2), (Boolean) null);
        Boxes.putAt(buffer, buffer.claim(5), (Integer) null);
        Boxes.putAt(buffer, buffer.claim(9), (Double) null);
        assertArrayEquals(new byte[16], buffer.toByteArray());
        assertNull(Boxes.getBooleanAt(buffer, 0, "b"));
        assertNull(Boxes.getIntegerAt(buffer, 2, "b"));
        assertNull(Boxes.getDoubleAt(buffer, 7, "b"));
    }

    @Test
    void aNullWithANonZeroValueByteIsRefusedAtThatByte() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(9, 0, 0, 0x07, 0, 0));
        MarshalException e = assertThrows(MarshalException.class, () -> Boxes.getIntegerAt(buffer, 1, "Order.limit"));
        assertEquals("Order.limit: null box at offset 1 has byte 0x07 at offset 3 (the value bytes of a null box are zero)",
                e.getMessage());
        assertEquals(3, e.offset());
        // Only the box's own bytes count: a Short at 1 reaches the 0x07, a Byte ends before it.
        assertThrows(MarshalException.class, () -> Boxes.getShortAt(buffer, 1, "x"));
        assertNull(Boxes.getByteAt(buffer, 1, "x"));
    }

    @Test
    void aPresenceByteOtherThanZeroOrOneIsRefused() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(2, 0, 0, 0, 0));
        MarshalException e = assertThrows(MarshalException.class, () -> Boxes.getIntegerAt(buffer, 0, "Order.limit"));
        assertEquals("Order.limit: presence byte 2 at offset 0 is neither 0 (null) nor 1 (present)", e.getMessage());
        assertEquals(0, e.offset());
    }

    @Test
    void aPresentBooleanMustBeZeroOrOne() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(1, 2));
        MarshalException e = assertThrows(MarshalException.class, () -> Boxes.getBooleanAt(buffer, 0, "Order.flag"));
        assertEquals("Order.flag: byte 2 at offset 1 is not a boolean (0 or 1)", e.getMessage());
        assertEquals(1, e.offset());
    }
}
