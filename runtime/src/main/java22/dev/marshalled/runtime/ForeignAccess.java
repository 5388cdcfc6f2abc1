package dev.marshalled.runtime;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * The foreign-memory backend (JDK 22 and later): little-endian loads, stores and bulk copies
 * on a {@code byte[]} through a heap {@link MemorySegment}. This is the multi-release jar's
 * {@code META-INF/versions/22} version of the class; on older JDKs the base version says the
 * backend is unavailable.
 *
 * <p>A segment is made per call with {@link MemorySegment#ofArray(byte[])}; once inlined, the
 * JIT removes it, so no segment is kept in the buffer and none outlives a call. Like
 * {@link ByteArrayAccess}, nothing here checks more than the segment itself does: callers check
 * every index first.
 */
final class ForeignAccess {

    /** True when the foreign memory API works in this JVM. */
    static final boolean AVAILABLE = probe();

    private static final ValueLayout.OfShort SHORT = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfChar CHAR = ValueLayout.JAVA_CHAR_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong LONG = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfFloat FLOAT = ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfDouble DOUBLE = ValueLayout.JAVA_DOUBLE_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private ForeignAccess() {
    }

    private static boolean probe() {
        try {
            byte[] probe = new byte[8];
            MemorySegment.ofArray(probe).set(ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), 0,
                    0x0102030405060708L);
            return probe[0] == 8 && probe[7] == 1;
        } catch (RuntimeException | LinkageError unavailable) {
            return false;
        }
    }

    private static MemorySegment on(byte[] a) {
        return MemorySegment.ofArray(a);
    }

    static void putShort(byte[] a, int i, short v) {
        on(a).set(SHORT, i, v);
    }

    static short getShort(byte[] a, int i) {
        return on(a).get(SHORT, i);
    }

    static void putChar(byte[] a, int i, char v) {
        on(a).set(CHAR, i, v);
    }

    static char getChar(byte[] a, int i) {
        return on(a).get(CHAR, i);
    }

    static void putInt(byte[] a, int i, int v) {
        on(a).set(INT, i, v);
    }

    static int getInt(byte[] a, int i) {
        return on(a).get(INT, i);
    }

    static void putLong(byte[] a, int i, long v) {
        on(a).set(LONG, i, v);
    }

    static long getLong(byte[] a, int i) {
        return on(a).get(LONG, i);
    }

    static void putFloat(byte[] a, int i, float v) {
        on(a).set(FLOAT, i, v);
    }

    static float getFloat(byte[] a, int i) {
        return on(a).get(FLOAT, i);
    }

    static void putDouble(byte[] a, int i, double v) {
        on(a).set(DOUBLE, i, v);
    }

    static double getDouble(byte[] a, int i) {
        return on(a).get(DOUBLE, i);
    }

    // Bulk copies: one MemorySegment.copy each, swapping bytes on a big-endian host.

    static void copyShorts(short[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, on(dst), SHORT, at, src.length);
    }

    static void copyShorts(byte[] src, int at, short[] dst) {
        MemorySegment.copy(on(src), SHORT, at, dst, 0, dst.length);
    }

    static void copyChars(char[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, on(dst), CHAR, at, src.length);
    }

    static void copyChars(byte[] src, int at, char[] dst) {
        MemorySegment.copy(on(src), CHAR, at, dst, 0, dst.length);
    }

    static void copyInts(int[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, on(dst), INT, at, src.length);
    }

    static void copyInts(byte[] src, int at, int[] dst) {
        MemorySegment.copy(on(src), INT, at, dst, 0, dst.length);
    }

    static void copyLongs(long[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, on(dst), LONG, at, src.length);
    }

    static void copyLongs(byte[] src, int at, long[] dst) {
        MemorySegment.copy(on(src), LONG, at, dst, 0, dst.length);
    }

    static void copyFloats(float[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, on(dst), FLOAT, at, src.length);
    }

    static void copyFloats(byte[] src, int at, float[] dst) {
        MemorySegment.copy(on(src), FLOAT, at, dst, 0, dst.length);
    }

    static void copyDoubles(double[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, on(dst), DOUBLE, at, src.length);
    }

    static void copyDoubles(byte[] src, int at, double[] dst) {
        MemorySegment.copy(on(src), DOUBLE, at, dst, 0, dst.length);
    }
}
