package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Primitive arrays: int32 length (-1 null), then the elements little-endian; lengths checked before allocating. */
class PrimitiveArraysTest {

    @Test
    void lengthThenElementsLittleEndian() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        PrimitiveArrays.writeInts(buffer, new int[] {1, -2});
        PrimitiveArrays.writeBooleans(buffer, new boolean[] {true, false});
        PrimitiveArrays.writeChars(buffer, new char[] {'\u20AC'});
        PrimitiveArrays.writeLongs(buffer, null);
        PrimitiveArrays.writeBytes(buffer, new byte[0]);
        assertArrayEquals(bytes(
                2, 0, 0, 0, 1, 0, 0, 0, 0xFE, 0xFF, 0xFF, 0xFF,
                2, 0, 0, 0, 1, 0,
                1, 0, 0, 0, 0xAC, 0x20,
                0xFF, 0xFF, 0xFF, 0xFF,
                0, 0, 0, 0), buffer.toByteArray());
        assertArrayEquals(new int[] {1, -2}, PrimitiveArrays.readInts(buffer, "a"));
        assertArrayEquals(new boolean[] {true, false}, PrimitiveArrays.readBooleans(buffer, "a"));
        assertArrayEquals(new char[] {'\u20AC'}, PrimitiveArrays.readChars(buffer, "a"));
        assertNull(PrimitiveArrays.readLongs(buffer, "a"));
        assertArrayEquals(new byte[0], PrimitiveArrays.readBytes(buffer, "a"));
        assertEquals(buffer.writeIndex(), buffer.readIndex());
    }

    @Test
    void everyTypeRoundTripsAndSizesMatchTheBytes() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        short[] shorts = {Short.MIN_VALUE, 0, Short.MAX_VALUE};
        long[] longs = {Long.MIN_VALUE, 1};
        float[] floats = {Float.NaN, -0.0f, Float.MIN_VALUE};
        double[] doubles = {Double.longBitsToDouble(0x7FF8_0000_0000_0001L), Double.NEGATIVE_INFINITY};
        byte[] someBytes = {-128, 0, 127};
        PrimitiveArrays.writeShorts(buffer, shorts);
        assertEquals(PrimitiveArrays.sizeOf(shorts), buffer.writeIndex());
        PrimitiveArrays.writeLongs(buffer, longs);
        PrimitiveArrays.writeFloats(buffer, floats);
        PrimitiveArrays.writeDoubles(buffer, doubles);
        PrimitiveArrays.writeBytes(buffer, someBytes);
        assertEquals(PrimitiveArrays.sizeOf(shorts) + PrimitiveArrays.sizeOf(longs) + PrimitiveArrays.sizeOf(floats)
                + PrimitiveArrays.sizeOf(doubles) + PrimitiveArrays.sizeOf(someBytes), buffer.writeIndex());
        assertArrayEquals(shorts, PrimitiveArrays.readShorts(buffer, "a"));
        assertArrayEquals(longs, PrimitiveArrays.readLongs(buffer, "a"));
        float[] floatsBack = PrimitiveArrays.readFloats(buffer, "a");
        for (int i = 0; i < floats.length; i++) {
            assertEquals(Float.floatToRawIntBits(floats[i]), Float.floatToRawIntBits(floatsBack[i]));
        }
        double[] doublesBack = PrimitiveArrays.readDoubles(buffer, "a");
        assertEquals(0x7FF8_0000_0000_0001L, Double.doubleToRawLongBits(doublesBack[0]), "NaN payload kept");
        assertEquals(Double.NEGATIVE_INFINITY, doublesBack[1]);
        assertArrayEquals(someBytes, PrimitiveArrays.readBytes(buffer, "a"));
        assertEquals(4, PrimitiveArrays.sizeOf((int[]) null));
        assertEquals(4 + 3 * 8, PrimitiveArrays.sizeOf(new double[3]));
    }

    @Test
    void aBooleanOtherThanZeroOrOneIsRefusedAtItsByteAndNothingConsumed() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(3, 0, 0, 0, 1, 2, 0));
        MarshalException e = assertThrows(MarshalException.class, () -> PrimitiveArrays.readBooleans(buffer, "A.flags"));
        assertEquals("A.flags[1]: byte 2 at offset 5 is not a boolean (0 or 1)", e.getMessage());
        assertEquals(5, e.offset());
        assertEquals(0, buffer.readIndex());
    }

    @Test
    void aNegativeLengthOtherThanMinusOneIsRefused() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(7, 0xFE, 0xFF, 0xFF, 0xFF)).readIndex(1);
        MarshalException e = assertThrows(MarshalException.class, () -> PrimitiveArrays.readLongs(buffer, "A.q"));
        assertEquals("A.q: length -2 at offset 1 is negative (only -1, meaning null, is allowed)", e.getMessage());
        assertEquals(1, e.offset());
        assertEquals(1, buffer.readIndex());
    }

    @Test
    void aLengthPastTheEndIsRefusedBeforeAllocating() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(2, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8));
        MarshalException e = assertThrows(MarshalException.class, () -> PrimitiveArrays.readLongs(buffer, "A.q"));
        assertEquals("truncated input: A.q has length 2 at offset 0, which needs 16 bytes, but only 8 remain",
                e.getMessage());
        assertEquals(0, buffer.readIndex());
        // Integer.MAX_VALUE doubles: the byte count is computed in long arithmetic, not wrapped.
        MarshalException huge = assertThrows(MarshalException.class,
                () -> PrimitiveArrays.readDoubles(UnsafeBuffer.wrap(bytes(0xFF, 0xFF, 0xFF, 0x7F)), "A.d"));
        assertEquals("truncated input: A.d has length 2147483647 at offset 0, which needs 17179869176 bytes, but only"
                + " 0 remain", huge.getMessage());
        MarshalException cut = assertThrows(MarshalException.class,
                () -> PrimitiveArrays.readInts(UnsafeBuffer.wrap(bytes(1, 0)), "A.i"));
        assertEquals("truncated input: A.i needs 4 bytes at offset 0 but only 2 remain", cut.getMessage());
    }

    @Test
    void aLengthAboveTheBuffersLimitIsRefused() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(3, 0, 0, 0, 1, 2, 3)).limits(ReadLimits.defaults().withMaxLength(2));
        MarshalException e = assertThrows(MarshalException.class, () -> PrimitiveArrays.readBytes(buffer, "A.b"));
        assertEquals("A.b: length 3 at offset 0 is above the limit of 2 (ReadLimits.maxLength,"
                + " -Ddev.marshalled.maxLength)", e.getMessage());
        assertEquals(0, buffer.readIndex());
    }
}
