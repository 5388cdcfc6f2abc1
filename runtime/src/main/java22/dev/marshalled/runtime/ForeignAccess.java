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
 * JIT removes it, so no segment is kept in the buffer and none outlives a call. That needs every
 * call from the caller down into the JDK inlined, within the JIT's depth limit, so each method
 * calls {@code ofArray} itself rather than through a helper: a level saved here is one a caller
 * (the buffer, the wire package) may spend. Like
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

    static void putShort(byte[] a, int i, short v) {
        MemorySegment.ofArray(a).set(SHORT, i, v);
    }

    static short getShort(byte[] a, int i) {
        return MemorySegment.ofArray(a).get(SHORT, i);
    }

    static void putChar(byte[] a, int i, char v) {
        MemorySegment.ofArray(a).set(CHAR, i, v);
    }

    static char getChar(byte[] a, int i) {
        return MemorySegment.ofArray(a).get(CHAR, i);
    }

    static void putInt(byte[] a, int i, int v) {
        MemorySegment.ofArray(a).set(INT, i, v);
    }

    static int getInt(byte[] a, int i) {
        return MemorySegment.ofArray(a).get(INT, i);
    }

    static void putLong(byte[] a, int i, long v) {
        MemorySegment.ofArray(a).set(LONG, i, v);
    }

    static long getLong(byte[] a, int i) {
        return MemorySegment.ofArray(a).get(LONG, i);
    }

    static void putFloat(byte[] a, int i, float v) {
        MemorySegment.ofArray(a).set(FLOAT, i, v);
    }

    static float getFloat(byte[] a, int i) {
        return MemorySegment.ofArray(a).get(FLOAT, i);
    }

    static void putDouble(byte[] a, int i, double v) {
        MemorySegment.ofArray(a).set(DOUBLE, i, v);
    }

    static double getDouble(byte[] a, int i) {
        return MemorySegment.ofArray(a).get(DOUBLE, i);
    }

    // Bulk copies: one MemorySegment.copy each, swapping bytes on a big-endian host.

    static void copyShorts(short[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, MemorySegment.ofArray(dst), SHORT, at, src.length);
    }

    static void copyShorts(byte[] src, int at, short[] dst) {
        MemorySegment.copy(MemorySegment.ofArray(src), SHORT, at, dst, 0, dst.length);
    }

    static void copyChars(char[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, MemorySegment.ofArray(dst), CHAR, at, src.length);
    }

    static void copyChars(byte[] src, int at, char[] dst) {
        MemorySegment.copy(MemorySegment.ofArray(src), CHAR, at, dst, 0, dst.length);
    }

    static void copyInts(int[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, MemorySegment.ofArray(dst), INT, at, src.length);
    }

    static void copyInts(byte[] src, int at, int[] dst) {
        MemorySegment.copy(MemorySegment.ofArray(src), INT, at, dst, 0, dst.length);
    }

    static void copyLongs(long[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, MemorySegment.ofArray(dst), LONG, at, src.length);
    }

    static void copyLongs(byte[] src, int at, long[] dst) {
        MemorySegment.copy(MemorySegment.ofArray(src), LONG, at, dst, 0, dst.length);
    }

    static void copyFloats(float[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, MemorySegment.ofArray(dst), FLOAT, at, src.length);
    }

    static void copyFloats(byte[] src, int at, float[] dst) {
        MemorySegment.copy(MemorySegment.ofArray(src), FLOAT, at, dst, 0, dst.length);
    }

    static void copyDoubles(double[] src, byte[] dst, int at) {
        MemorySegment.copy(src, 0, MemorySegment.ofArray(dst), DOUBLE, at, src.length);
    }

    static void copyDoubles(byte[] src, int at, double[] dst) {
        MemorySegment.copy(MemorySegment.ofArray(src), DOUBLE, at, dst, 0, dst.length);
    }
}
