package dev.marshalled.runtime;

import java.util.Arrays;

/**
 * Arrays of primitives, in both encodings: an int32 length (-1 for null), then the elements
 * back to back, little-endian, copied in bulk. A {@code boolean[]} is one byte (0 or 1) per
 * element, and every byte is checked on read.
 *
 * <pre>{@code
 * PrimitiveArrays.writeLongs(buffer, quantities);
 * long[] back = PrimitiveArrays.readLongs(buffer, "MarketData.quantities");
 * }</pre>
 */
public final class PrimitiveArrays {
    private PrimitiveArrays() {
    }

    /** Claims the length prefix and the elements of an array, writes the length, returns the element index. */
    private static int claim(UnsafeBuffer buffer, int length, int shift) {
        long bytes = 4 + ((long) length << shift);
        buffer.room(bytes);
        int at = buffer.writeIndex;
        ByteArrayAccess.putInt(buffer.array, at, length); // room for it was just made
        buffer.writeIndex = (int) (at + bytes);
        return at + 4;
    }

    /** @param buffer the buffer to append to @param values appended as length and one byte (0 or 1) per element, or -1 if null */
    public static void writeBooleans(UnsafeBuffer buffer, boolean[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 0);
        byte[] a = buffer.array;
        for (int k = 0; k < values.length; k++) {
            a[at + k] = (byte) (values[k] ? 1 : 0);
        }
    }

    /**
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the array, or null
     * @throws MarshalException if truncated, the length is invalid, or an element is not 0 or 1
     */
    public static boolean[] readBooleans(UnsafeBuffer buffer, String field) {
        int mark = buffer.readIndex;
        int length = Counts.readLength(buffer, field, 0);
        if (length < 0) {
            return null;
        }
        int at = buffer.readIndex - length;
        boolean[] values = new boolean[length];
        byte[] a = buffer.array;
        for (int k = 0; k < length; k++) {
            byte b = a[at + k];
            if ((b & ~1) != 0) {
                buffer.readIndex = mark;
                throw new MarshalException(field + "[" + k + "]: byte " + b + " at offset " + (at + k)
                        + " is not a boolean (0 or 1)", at + k);
            }
            values[k] = b != 0;
        }
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and bytes, or -1 if null */
    public static void writeBytes(UnsafeBuffer buffer, byte[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 0);
        System.arraycopy(values, 0, buffer.array, at, values.length);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static byte[] readBytes(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 0);
        if (length < 0) {
            return null;
        }
        int at = buffer.readIndex - length;
        return Arrays.copyOfRange(buffer.array, at, at + length);
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeShorts(UnsafeBuffer buffer, short[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 1);
        // claim may replace the buffer's array, so read the field only after it.
        ByteArrayAccess.copyShorts(values, buffer.array, at);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static short[] readShorts(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 1);
        if (length < 0) {
            return null;
        }
        short[] values = new short[length];
        ByteArrayAccess.copyShorts(buffer.array, buffer.readIndex - (length << 1), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian UTF-16 code units, or -1 if null */
    public static void writeChars(UnsafeBuffer buffer, char[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 1);
        // claim may replace the buffer's array, so read the field only after it.
        ByteArrayAccess.copyChars(values, buffer.array, at);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static char[] readChars(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 1);
        if (length < 0) {
            return null;
        }
        char[] values = new char[length];
        ByteArrayAccess.copyChars(buffer.array, buffer.readIndex - (length << 1), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeInts(UnsafeBuffer buffer, int[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 2);
        // claim may replace the buffer's array, so read the field only after it.
        ByteArrayAccess.copyInts(values, buffer.array, at);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static int[] readInts(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 2);
        if (length < 0) {
            return null;
        }
        int[] values = new int[length];
        ByteArrayAccess.copyInts(buffer.array, buffer.readIndex - (length << 2), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeLongs(UnsafeBuffer buffer, long[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 3);
        // claim may replace the buffer's array, so read the field only after it.
        ByteArrayAccess.copyLongs(values, buffer.array, at);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static long[] readLongs(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 3);
        if (length < 0) {
            return null;
        }
        long[] values = new long[length];
        ByteArrayAccess.copyLongs(buffer.array, buffer.readIndex - (length << 3), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian raw bits, or -1 if null */
    public static void writeFloats(UnsafeBuffer buffer, float[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 2);
        // claim may replace the buffer's array, so read the field only after it.
        ByteArrayAccess.copyFloats(values, buffer.array, at);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static float[] readFloats(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 2);
        if (length < 0) {
            return null;
        }
        float[] values = new float[length];
        ByteArrayAccess.copyFloats(buffer.array, buffer.readIndex - (length << 2), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian raw bits, or -1 if null */
    public static void writeDoubles(UnsafeBuffer buffer, double[] values) {
        if (values == null) {
            buffer.putInt(-1);
            return;
        }
        int at = claim(buffer, values.length, 3);
        // claim may replace the buffer's array, so read the field only after it.
        ByteArrayAccess.copyDoubles(values, buffer.array, at);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static double[] readDoubles(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 3);
        if (length < 0) {
            return null;
        }
        double[] values = new double[length];
        ByteArrayAccess.copyDoubles(buffer.array, buffer.readIndex - (length << 3), values);
        return values;
    }
}
