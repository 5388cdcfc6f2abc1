package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Claiming the run of a collection whose elements all take one fixed size. */
class CountsTest {

    @Test
    void claimsTheWholeRunAfterTheCount() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Counts.write(buffer, 3);
        assertEquals(Counts.SIZE, Counts.claimRun(buffer, 3, 5));
        assertEquals(Counts.SIZE + 15, buffer.writeIndex());
        assertEquals(Counts.SIZE + 15, Counts.claimRun(buffer, 0, 5));
        assertEquals(Counts.SIZE + 15, buffer.writeIndex());
    }

    @Test
    void aRunPastTheLargestArrayIsAMarshalExceptionNotAnOverflow() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.claim(7);
        // 1,000,000,000 * 5 bytes overflows an int: unchecked, the claim would be negative.
        MarshalException e = assertThrows(MarshalException.class, () -> Counts.claimRun(buffer, 1_000_000_000, 5));
        assertEquals("message too large: 1000000000 elements of 5 bytes each at offset 7 exceed the largest array",
                e.getMessage());
        assertEquals(7, buffer.writeIndex());
    }

    @Test
    void aFixedBufferWithoutRoomForTheRunSaysSo() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[10]);
        buffer.writeIndex(0);
        MarshalException e = assertThrows(MarshalException.class, () -> Counts.claimRun(buffer, 3, 5));
        assertEquals(true, e.getMessage().startsWith("buffer full: writing at offset 0 needs 15 bytes"), e.getMessage());
        assertEquals(0, buffer.writeIndex());
    }

    @Test
    void aListThatOverReportsWhileSizedIsAFailureWithoutAnOffset() {
        RuntimeException cause = new IndexOutOfBoundsException("Index 2 out of bounds for length 2");
        MarshalException e = Counts.changedWhileSized(3, 2, "Order.tags", cause);
        assertEquals(-1, e.offset());
        assertEquals(cause, e.getCause());
        assertEquals("Order.tags: the collection changed while it was sized: its size was 3 when sizeOf began, but it"
                + " gave 2 elements (sizeOf reads no buffer, so there is no offset)", e.getMessage());
    }
}
