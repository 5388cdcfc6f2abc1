package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The presence byte: 1 present, 0 null, nothing else read. */
class PresenceTest {

    @Test
    void writesOneForPresentAndZeroForNull() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Presence.write(buffer, true);
        Presence.write(buffer, false);
        assertArrayEquals(new byte[] {1, 0}, buffer.toByteArray());
        assertTrue(Presence.read(buffer, "a"));
        assertFalse(Presence.read(buffer, "b"));
        assertEquals(2, buffer.readIndex());
    }

    @Test
    void refusesAnyOtherByteNamingFieldAndOffset() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[] {1, 2});
        Presence.read(buffer, "x");
        MarshalException e = assertThrows(MarshalException.class, () -> Presence.read(buffer, "Shape.owner"));
        assertEquals("Shape.owner: presence byte 2 at offset 1 is neither 0 (null) nor 1 (present)", e.getMessage());
        assertThrows(MarshalException.class, () -> Presence.read(UnsafeBuffer.wrap(new byte[0]), "y"));
    }
}
