package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Where a refused back reference is reported: at its start, in both encodings, whatever the id's width. */
class ReferencesTest {

    /** Reads one reference at offset {@code at} of {@code bytes}, after two objects were read (ids 0 and 1). */
    private static MarshalException refuse(byte[] bytes, int at, boolean compact, boolean pendingFirst) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        boolean started = References.beginRead(buffer);
        try {
            int first = References.reserveRead(buffer);
            if (!pendingFirst) {
                References.setRead(buffer, first, "a string, not a Long");
            }
            References.setRead(buffer, References.reserveRead(buffer), 7L);
            buffer.readIndex(at);
            int id = compact ? References.getCompact(buffer, "T.f") : References.get(buffer, "T.f");
            return assertThrows(MarshalException.class, () -> References.resolve(buffer, id, Long.class, "T.f"));
        } finally {
            References.endRead(buffer, started);
        }
    }

    @Test
    void aBackReferenceToAnObjectOfAnotherTypeIsReportedAtItsStart() {
        // Fixed: tag 2 and an int32 id 0, at offset 3.
        assertEquals(3, refuse(new byte[] {9, 9, 9, 2, 0, 0, 0, 0}, 3, false, false).offset());
        // Compact: the varint id + 2, one byte, at offset 3.
        assertEquals(3, refuse(new byte[] {9, 9, 9, 2}, 3, true, false).offset());
    }

    @Test
    void aBackReferenceToAnObjectStillBeingReadIsReportedAtItsStart() {
        assertEquals(3, refuse(new byte[] {9, 9, 9, 2, 0, 0, 0, 0}, 3, false, true).offset());
        assertEquals(3, refuse(new byte[] {9, 9, 9, 2}, 3, true, true).offset());
    }

    @Test
    void aBackReferenceToAnIdNeverReadIsRefusedAtItsTag() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(9, 2, 3, 0, 0, 0)).readIndex(1);
        boolean started = References.beginRead(buffer);
        MarshalException e = assertThrows(MarshalException.class, () -> References.get(buffer, "T.next"));
        assertEquals("T.next: back reference at offset 1 names object 3, but only 0 objects were read before it",
                e.getMessage());
        assertEquals(1, buffer.readIndex());
        MarshalException tag = assertThrows(MarshalException.class,
                () -> References.get(UnsafeBuffer.wrap(bytes(3)), "T.next"));
        assertEquals("T.next: reference tag 3 at offset 0 is not 0 (null), 1 (new object) or 2 (back reference)",
                tag.getMessage());
        References.endRead(buffer, started);
    }
}
