package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.at;
import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Zigzag varints: exact bytes, every length read with nothing after it, and the three refusals. */
class VarIntsTest {

    private static byte[] ofInt(int value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        VarInts.writeInt(buffer, value);
        return buffer.toByteArray();
    }

    private static byte[] ofLong(long value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        VarInts.writeLong(buffer, value);
        return buffer.toByteArray();
    }

    @Test
    void intsAreZigzagThenSevenBitsAByteLowFirst() {
        assertArrayEquals(bytes(0x00), ofInt(0));
        assertArrayEquals(bytes(0x01), ofInt(-1));
        assertArrayEquals(bytes(0x02), ofInt(1));
        assertArrayEquals(bytes(0x05), ofInt(-3));
        assertArrayEquals(bytes(0x7E), ofInt(63));
        assertArrayEquals(bytes(0x7F), ofInt(-64));
        assertArrayEquals(bytes(0x80, 0x01), ofInt(64));
        assertArrayEquals(bytes(0xAC, 0x02), ofInt(150));
        assertArrayEquals(bytes(0x80, 0x80, 0x01), ofInt(8192));
        assertArrayEquals(bytes(0xFE, 0xFF, 0xFF, 0xFF, 0x0F), ofInt(Integer.MAX_VALUE));
        assertArrayEquals(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x0F), ofInt(Integer.MIN_VALUE));
    }

    /** Every int is the same bytes whether the array has room to spare after it or ends right after it. */
    @Test
    void everyIntIsTheSameBytesWithRoomToSpareAndAtTheVeryEnd() {
        java.util.Random random = new java.util.Random(40);
        for (int n = 0; n < 20_000; n++) {
            int value = n < 64 ? (n % 2 == 0 ? 1 : -1) << (n / 2) : random.nextInt() >> random.nextInt(32);
            byte[] expected = reference(value);
            UnsafeBuffer roomy = new UnsafeBuffer(64);
            roomy.writeIndex(7);
            VarInts.writeInt(roomy, value);
            assertEquals(7 + expected.length, roomy.writeIndex(), "write index after " + value);
            assertArrayEquals(expected, java.util.Arrays.copyOfRange(roomy.toByteArray(), 7, roomy.writeIndex()));
            UnsafeBuffer exact = UnsafeBuffer.wrap(new byte[expected.length]);
            exact.writeIndex(0);
            VarInts.writeInt(exact, value);
            assertArrayEquals(expected, exact.toByteArray(), "at the end of a fixed buffer: " + value);
            assertEquals(value, VarInts.readInt(UnsafeBuffer.wrap(expected), "x"));
        }
    }

    /** The varint of {@code value}'s zigzag form, seven bits at a time. */
    private static byte[] reference(int value) {
        long raw = ((value << 1) ^ (value >> 31)) & 0xFFFFFFFFL;
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        while (raw >= 0x80) {
            out.write((int) (raw & 0x7F) | 0x80);
            raw >>>= 7;
        }
        out.write((int) raw);
        return out.toByteArray();
    }

    @Test
    void longsTakeUpToTenBytes() {
        assertArrayEquals(bytes(0x03), ofLong(-2));
        assertArrayEquals(bytes(0x80, 0x80, 0x80, 0x80, 0x10), ofLong(1L << 31));
        assertArrayEquals(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01), ofLong(Long.MIN_VALUE));
        assertArrayEquals(bytes(0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01), ofLong(Long.MAX_VALUE));
    }

    @Test
    void everyLengthReadsBackWhenTheInputEndsRightAfterIt() {
        // With fewer than four bytes left the reader cannot take its unrolled path: both are covered.
        for (int shift = 0; shift < 32; shift++) {
            for (int value : new int[] {1 << shift, (1 << shift) - 1, -(1 << shift), ~(1 << shift)}) {
                byte[] encoded = ofInt(value);
                assertEquals(VarInts.sizeOfInt(value), encoded.length, "size of " + value);
                UnsafeBuffer exact = UnsafeBuffer.wrap(encoded);
                assertEquals(value, VarInts.readInt(exact, "x"));
                assertEquals(encoded.length, exact.readIndex());
                UnsafeBuffer padded = UnsafeBuffer.wrap(java.util.Arrays.copyOf(encoded, encoded.length + 8));
                assertEquals(value, VarInts.readInt(padded, "x"));
                assertEquals(encoded.length, padded.readIndex());
            }
        }
        for (int shift = 0; shift < 64; shift++) {
            for (long value : new long[] {1L << shift, (1L << shift) - 1, -(1L << shift)}) {
                byte[] encoded = ofLong(value);
                assertEquals(VarInts.sizeOfLong(value), encoded.length, "size of " + value);
                UnsafeBuffer exact = UnsafeBuffer.wrap(encoded);
                assertEquals(value, VarInts.readLong(exact, "x"));
                assertEquals(encoded.length, exact.readIndex());
            }
        }
    }

    @Test
    void aVarintCutOffByTheEndIsTruncatedAtItsStart() {
        UnsafeBuffer buffer = at(1, 0x09, 0x80, 0x80);
        MarshalException e = assertThrows(MarshalException.class, () -> VarInts.readInt(buffer, "T.count"));
        assertEquals("truncated input: T.count has a varint at offset 1 that the input ends inside", e.getMessage());
        assertEquals(1, e.offset());
        assertEquals(1, buffer.readIndex());
        assertThrows(MarshalException.class, () -> VarInts.readLong(UnsafeBuffer.wrap(new byte[0]), "T.id"));
    }

    @Test
    void aVarintWithATrailingZeroByteIsNotMinimal() {
        UnsafeBuffer buffer = at(0, 0x80, 0x00, 0x00, 0x00);
        MarshalException e = assertThrows(MarshalException.class, () -> VarInts.readInt(buffer, "T.x"));
        assertEquals("T.x: varint at offset 0 is longer than needed", e.getMessage());
        assertEquals(0, buffer.readIndex());
        MarshalException longer = assertThrows(MarshalException.class,
                () -> VarInts.readLong(at(2, 0, 0, 0x81, 0x80, 0x00), "T.y"));
        assertEquals("T.y: varint at offset 2 is longer than needed", longer.getMessage());
    }

    @Test
    void aVarintWithMoreBitsThanItsTypeIsRefused() {
        // The fifth byte of an int holds four bits; 0x10 is a fifth.
        MarshalException e = assertThrows(MarshalException.class,
                () -> VarInts.readInt(at(0, 0xFF, 0xFF, 0xFF, 0xFF, 0x10), "T.x"));
        assertEquals("T.x: varint at offset 0 does not fit in 32 bits", e.getMessage());
        assertThrows(MarshalException.class, () -> VarInts.readInt(at(0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01), "T.x"));
        // The tenth byte of a long holds one bit.
        MarshalException l = assertThrows(MarshalException.class,
                () -> VarInts.readLong(at(0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02), "T.y"));
        assertEquals("T.y: varint at offset 0 does not fit in 64 bits", l.getMessage());
        assertEquals(0, l.offset());
    }

    @Test
    void sizesAreOneToFiveAndOneToTen() {
        assertEquals(1, VarInts.sizeOfInt(-64));
        assertEquals(2, VarInts.sizeOfInt(64));
        assertEquals(5, VarInts.sizeOfInt(Integer.MIN_VALUE));
        assertEquals(1, VarInts.sizeOfLong(0));
        assertEquals(10, VarInts.sizeOfLong(Long.MIN_VALUE));
        assertEquals(5, VarInts.sizeOfUnsigned(0xFFFFFFFFL));
    }
}
