package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Evolvable bodies: an int32 length, read within it; older bodies end early, newer ones are skipped. */
class BodiesTest {

    @Test
    void theLengthCountsTheBytesAfterIt() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putByte((byte) 9);
        int at = Bodies.begin(buffer);
        buffer.putInt(7);
        buffer.putByte((byte) 1);
        Bodies.end(buffer, at);
        assertEquals(1, at);
        assertArrayEquals(bytes(9, 5, 0, 0, 0, 7, 0, 0, 0, 1), buffer.toByteArray());
    }

    @Test
    void aBodyFromAnOlderVersionEndsBeforeTheNewerFields() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(4, 0, 0, 0, 7, 0, 0, 0, 0x55));
        int limit = Bodies.enter(buffer, "Versioned");
        assertEquals(8, buffer.readLimit());
        assertEquals(7, buffer.getInt());
        assertFalse(Bodies.more(buffer));
        Bodies.exit(buffer, limit);
        assertEquals(8, buffer.readIndex());
        assertEquals(9, buffer.readLimit());
    }

    @Test
    void aBodyFromANewerVersionIsSkippedPastWhatThisVersionKnows() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(6, 0, 0, 0, 7, 0, 0, 0, 0xAA, 0xBB, 0x55));
        int limit = Bodies.enter(buffer, "Versioned");
        assertEquals(7, buffer.getInt());
        assertTrue(Bodies.more(buffer));
        Bodies.exit(buffer, limit);
        assertEquals(10, buffer.readIndex());
        assertEquals(11, buffer.readLimit());
    }

    @Test
    void aFieldCannotReadPastTheBody() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(2, 0, 0, 0, 1, 2, 3, 4));
        Bodies.enter(buffer, "Versioned");
        MarshalException e = assertThrows(MarshalException.class, () -> buffer.getInt("Versioned.count"));
        assertEquals("truncated input: Versioned.count needs 4 bytes at offset 4 but only 2 remain", e.getMessage());
    }

    @Test
    void aNegativeLengthIsRefusedAndNothingConsumed() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(0, 0xFF, 0xFF, 0xFF, 0xFF)).readIndex(1);
        MarshalException e = assertThrows(MarshalException.class, () -> Bodies.enter(buffer, "Versioned"));
        assertEquals("Versioned: body length -1 at offset 1 is negative", e.getMessage());
        assertEquals(1, e.offset());
        assertEquals(1, buffer.readIndex());
        assertEquals(5, buffer.readLimit());
    }

    @Test
    void aLengthPastTheEndIsTruncated() {
        UnsafeBuffer three = UnsafeBuffer.wrap(bytes(5, 0, 0, 0, 1, 2, 3));
        MarshalException e = assertThrows(MarshalException.class, () -> Bodies.enter(three, "Versioned"));
        assertEquals("truncated input: Versioned has body length 5 at offset 0, but only 3 bytes remain", e.getMessage());
        assertEquals(0, e.offset());
        assertEquals(0, three.readIndex());
        MarshalException one = assertThrows(MarshalException.class,
                () -> Bodies.enter(UnsafeBuffer.wrap(bytes(2, 0, 0, 0, 1)), "Versioned"));
        assertEquals("truncated input: Versioned has body length 2 at offset 0, but only 1 byte remains",
                one.getMessage());
    }

    @Test
    void aLengthCutOffIsTruncated() {
        MarshalException e = assertThrows(MarshalException.class,
                () -> Bodies.enter(UnsafeBuffer.wrap(bytes(1, 2, 3)), "Versioned"));
        assertEquals("truncated input: Versioned (body length) needs 4 bytes at offset 0 but only 3 remain",
                e.getMessage());
    }
}
