package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

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
        long bytes = Counts.SIZE + ((long) length << shift);
        buffer.ensureWritable(bytes);
        int at = buffer.writeIndex();
        buffer.putIntAt(at, length);
        buffer.writeIndex((int) (at + bytes));
        return at + Counts.SIZE;
    }

    /** @param buffer the buffer to append to @param values appended as length and one byte (0 or 1) per element, or -1 if null */
    public static void writeBooleans(UnsafeBuffer buffer, boolean[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 0);
        for (int k = 0; k < values.length; k++) {
            buffer.putBooleanAt(at + k, values[k]);
        }
    }

    /**
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the array, or null
     * @throws MarshalException if truncated, the length is invalid, or an element is not 0 or 1
     */
    public static boolean[] readBooleans(UnsafeBuffer buffer, String field) {
        int mark = buffer.readIndex();
        int length = Counts.readLength(buffer, field, 0);
        if (length < 0) {
            return null;
        }
        int at = buffer.readIndex() - length;
        boolean[] values = new boolean[length];
        for (int k = 0; k < length; k++) {
            byte b = buffer.getByteAt(at + k);
            if ((b & ~1) != 0) {
                buffer.readIndex(mark);
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
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 0);
        buffer.putBytesAt(at, values, 0, values.length);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static byte[] readBytes(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 0);
        if (length < 0) {
            return null;
        }
        byte[] values = new byte[length];
        buffer.getBytesAt(buffer.readIndex() - length, values, 0, length);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeShorts(UnsafeBuffer buffer, short[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 1);
        buffer.putShortsAt(at, values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static short[] readShorts(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 1);
        if (length < 0) {
            return null;
        }
        short[] values = new short[length];
        buffer.getShortsAt(buffer.readIndex() - (length << 1), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian UTF-16 code units, or -1 if null */
    public static void writeChars(UnsafeBuffer buffer, char[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 1);
        buffer.putCharsAt(at, values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static char[] readChars(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 1);
        if (length < 0) {
            return null;
        }
        char[] values = new char[length];
        buffer.getCharsAt(buffer.readIndex() - (length << 1), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeInts(UnsafeBuffer buffer, int[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 2);
        buffer.putIntsAt(at, values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static int[] readInts(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 2);
        if (length < 0) {
            return null;
        }
        int[] values = new int[length];
        buffer.getIntsAt(buffer.readIndex() - (length << 2), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeLongs(UnsafeBuffer buffer, long[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 3);
        buffer.putLongsAt(at, values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static long[] readLongs(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 3);
        if (length < 0) {
            return null;
        }
        long[] values = new long[length];
        buffer.getLongsAt(buffer.readIndex() - (length << 3), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian raw bits, or -1 if null */
    public static void writeFloats(UnsafeBuffer buffer, float[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 2);
        buffer.putFloatsAt(at, values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static float[] readFloats(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 2);
        if (length < 0) {
            return null;
        }
        float[] values = new float[length];
        buffer.getFloatsAt(buffer.readIndex() - (length << 2), values);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian raw bits, or -1 if null */
    public static void writeDoubles(UnsafeBuffer buffer, double[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        int at = claim(buffer, values.length, 3);
        buffer.putDoublesAt(at, values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static double[] readDoubles(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 3);
        if (length < 0) {
            return null;
        }
        double[] values = new double[length];
        buffer.getDoublesAt(buffer.readIndex() - (length << 3), values);
        return values;
    }

    /** @param value an array, or null @return 4 for null, else 4 plus one byte per element */
    public static int sizeOf(boolean[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix(value.length);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus one byte per element */
    public static int sizeOf(byte[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix(value.length);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus two bytes per element */
    public static int sizeOf(short[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix((long) value.length << 1);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus two bytes per element */
    public static int sizeOf(char[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix((long) value.length << 1);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus four bytes per element */
    public static int sizeOf(int[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix((long) value.length << 2);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus eight bytes per element */
    public static int sizeOf(long[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix((long) value.length << 3);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus four bytes per element */
    public static int sizeOf(float[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix((long) value.length << 2);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus eight bytes per element */
    public static int sizeOf(double[] value) {
        return value == null ? Counts.SIZE : Counts.withPrefix((long) value.length << 3);
    }
}
