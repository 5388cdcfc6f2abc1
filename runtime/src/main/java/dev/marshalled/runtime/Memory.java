package dev.marshalled.runtime;

import java.nio.charset.StandardCharsets;

/**
 * Where an {@link UnsafeBuffer}'s bytes are: its array, reached through {@link ByteArrayAccess},
 * or a wrapped {@code ByteBuffer}'s memory, reached through {@link NativeAccess}. Each method
 * picks one by whether the buffer has an array, so that the buffer itself holds one line per
 * accessor: its indexes and bounds.
 *
 * <p>Nothing here checks bounds: the buffer has checked every index against its memory before
 * it calls in. Each method reads the buffer's array afresh, after the buffer's check, because a
 * growable buffer replaces its array when it grows.
 */
final class Memory {
    private Memory() {
    }

    // ---- single values, little-endian ----

    static void putByte(UnsafeBuffer b, int i, byte v) {
        byte[] a = b.array;
        if (a != null) {
            a[i] = v;
        } else {
            NativeAccess.putByte(b.memory, b.base, b.address, i, v);
        }
    }

    static byte getByte(UnsafeBuffer b, int i) {
        byte[] a = b.array;
        return a != null ? a[i] : NativeAccess.getByte(b.memory, b.base, b.address, i);
    }

    static void putShort(UnsafeBuffer b, int i, short v) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.putShort(a, i, v);
        } else {
            NativeAccess.putShort(b.memory, b.base, b.address, i, v);
        }
    }

    static short getShort(UnsafeBuffer b, int i) {
        byte[] a = b.array;
        return a != null ? ByteArrayAccess.getShort(a, i) : NativeAccess.getShort(b.memory, b.base, b.address, i);
    }

    static void putChar(UnsafeBuffer b, int i, char v) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.putChar(a, i, v);
        } else {
            NativeAccess.putChar(b.memory, b.base, b.address, i, v);
        }
    }

    static char getChar(UnsafeBuffer b, int i) {
        byte[] a = b.array;
        return a != null ? ByteArrayAccess.getChar(a, i) : NativeAccess.getChar(b.memory, b.base, b.address, i);
    }

    static void putInt(UnsafeBuffer b, int i, int v) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.putInt(a, i, v);
        } else {
            NativeAccess.putInt(b.memory, b.base, b.address, i, v);
        }
    }

    static int getInt(UnsafeBuffer b, int i) {
        byte[] a = b.array;
        return a != null ? ByteArrayAccess.getInt(a, i) : NativeAccess.getInt(b.memory, b.base, b.address, i);
    }

    static void putLong(UnsafeBuffer b, int i, long v) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.putLong(a, i, v);
        } else {
            NativeAccess.putLong(b.memory, b.base, b.address, i, v);
        }
    }

    static long getLong(UnsafeBuffer b, int i) {
        byte[] a = b.array;
        return a != null ? ByteArrayAccess.getLong(a, i) : NativeAccess.getLong(b.memory, b.base, b.address, i);
    }

    static void putFloat(UnsafeBuffer b, int i, float v) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.putFloat(a, i, v);
        } else {
            NativeAccess.putFloat(b.memory, b.base, b.address, i, v);
        }
    }

    static float getFloat(UnsafeBuffer b, int i) {
        byte[] a = b.array;
        return a != null ? ByteArrayAccess.getFloat(a, i) : NativeAccess.getFloat(b.memory, b.base, b.address, i);
    }

    static void putDouble(UnsafeBuffer b, int i, double v) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.putDouble(a, i, v);
        } else {
            NativeAccess.putDouble(b.memory, b.base, b.address, i, v);
        }
    }

    static double getDouble(UnsafeBuffer b, int i) {
        byte[] a = b.array;
        return a != null ? ByteArrayAccess.getDouble(a, i) : NativeAccess.getDouble(b.memory, b.base, b.address, i);
    }

    // ---- bytes ----

    static void putBytes(UnsafeBuffer b, int i, byte[] src, int offset, int length) {
        byte[] a = b.array;
        if (a != null) {
            System.arraycopy(src, offset, a, i, length);
        } else {
            NativeAccess.putBytes(b.memory, b.base, b.address, i, src, offset, length);
        }
    }

    static void getBytes(UnsafeBuffer b, int i, byte[] dst, int offset, int length) {
        byte[] a = b.array;
        if (a != null) {
            System.arraycopy(a, i, dst, offset, length);
        } else {
            NativeAccess.getBytes(b.memory, b.base, b.address, i, dst, offset, length);
        }
    }

    static void moveBytes(UnsafeBuffer b, int from, int to, int length) {
        byte[] a = b.array;
        if (a != null) {
            System.arraycopy(a, from, a, to, length);
        } else {
            NativeAccess.moveBytes(b.memory, b.base, b.address, from, to, length);
        }
    }

    // ---- typed arrays, little-endian, back to back ----

    static void putShorts(UnsafeBuffer b, int at, short[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyShorts(values, a, at);
        } else {
            NativeAccess.putShorts(b.memory, b.base, b.address, at, values);
        }
    }

    static void getShorts(UnsafeBuffer b, int at, short[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyShorts(a, at, values);
        } else {
            NativeAccess.getShorts(b.memory, b.base, b.address, at, values);
        }
    }

    static void putChars(UnsafeBuffer b, int at, char[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyChars(values, a, at);
        } else {
            NativeAccess.putChars(b.memory, b.base, b.address, at, values);
        }
    }

    static void getChars(UnsafeBuffer b, int at, char[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyChars(a, at, values);
        } else {
            NativeAccess.getChars(b.memory, b.base, b.address, at, values);
        }
    }

    static void putInts(UnsafeBuffer b, int at, int[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyInts(values, a, at);
        } else {
            NativeAccess.putInts(b.memory, b.base, b.address, at, values);
        }
    }

    static void getInts(UnsafeBuffer b, int at, int[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyInts(a, at, values);
        } else {
            NativeAccess.getInts(b.memory, b.base, b.address, at, values);
        }
    }

    static void putLongs(UnsafeBuffer b, int at, long[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyLongs(values, a, at);
        } else {
            NativeAccess.putLongs(b.memory, b.base, b.address, at, values);
        }
    }

    static void getLongs(UnsafeBuffer b, int at, long[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyLongs(a, at, values);
        } else {
            NativeAccess.getLongs(b.memory, b.base, b.address, at, values);
        }
    }

    static void putFloats(UnsafeBuffer b, int at, float[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyFloats(values, a, at);
        } else {
            NativeAccess.putFloats(b.memory, b.base, b.address, at, values);
        }
    }

    static void getFloats(UnsafeBuffer b, int at, float[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyFloats(a, at, values);
        } else {
            NativeAccess.getFloats(b.memory, b.base, b.address, at, values);
        }
    }

    static void putDoubles(UnsafeBuffer b, int at, double[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyDoubles(values, a, at);
        } else {
            NativeAccess.putDoubles(b.memory, b.base, b.address, at, values);
        }
    }

    static void getDoubles(UnsafeBuffer b, int at, double[] values) {
        byte[] a = b.array;
        if (a != null) {
            ByteArrayAccess.copyDoubles(a, at, values);
        } else {
            NativeAccess.getDoubles(b.memory, b.base, b.address, at, values);
        }
    }

    // ---- strings' bytes ----

    /**
     * The {@code length} bytes at {@code i} as a string of one char per byte, in one copy where
     * it can be: from an array, the JDK constructor that takes a high byte copies them into the
     * string as they are (the charset constructors look at them again, in a method too large to
     * inline; it is deprecated for its high byte, which is 0 here); from native memory, into an
     * array the new string keeps where this JVM lets a string share one.
     */
    @SuppressWarnings("deprecation")
    static String latin1String(UnsafeBuffer b, int i, int length) {
        byte[] a = b.array;
        if (a != null) {
            return new String(a, 0, i, length);
        }
        if (length > 0 && ByteArrayAccess.sharesLatin1Strings()) {
            byte[] bytes = new byte[length];
            NativeAccess.getBytes(b.memory, b.base, b.address, i, bytes, 0, length);
            String made = ByteArrayAccess.latin1String(bytes);
            return made != null ? made : new String(bytes, 0, 0, length);
        }
        return new String(copyOut(b, i, length), 0, 0, length);
    }

    /** The {@code length} bytes at {@code i} through the JDK's UTF-8 decoder, which turns anything malformed into U+FFFD. */
    static String utf8String(UnsafeBuffer b, int i, int length) {
        byte[] a = b.array;
        if (a != null) {
            return new String(a, i, length, StandardCharsets.UTF_8);
        }
        return new String(copyOut(b, i, length), 0, length, StandardCharsets.UTF_8);
    }

    /** The most bytes of a string that {@link #copyOut} keeps an array for between calls. */
    private static final int KEPT_STRING_BYTES = 8192;

    /**
     * The bytes {@code i..i + length} of a wrapped {@code ByteBuffer}'s memory, copied into an
     * array from index 0, for a string to be made from: the JDK has no constructor that reads
     * memory, so such a string is copied twice. Up to {@link #KEPT_STRING_BYTES} the array is
     * kept in the buffer for the next string, so that reading allocates only the strings.
     */
    private static byte[] copyOut(UnsafeBuffer b, int i, int length) {
        byte[] bytes = b.stringBytes;
        if (length > KEPT_STRING_BYTES) {
            bytes = new byte[length];
        } else if (bytes == null || bytes.length < length) {
            bytes = new byte[Math.max(length, 64)];
            b.stringBytes = bytes;
        }
        NativeAccess.getBytes(b.memory, b.base, b.address, i, bytes, 0, length);
        return bytes;
    }
}
