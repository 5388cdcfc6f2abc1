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

    /** @param buffer the buffer to append to @param values appended as length and one byte (0 or 1) per element, or -1 if null */
    public static void writeBooleans(UnsafeBuffer buffer, boolean[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        buffer.putInt(values.length);
        int at = buffer.claim(values.length);
        for (int k = 0; k < values.length; k++) {
            Booleans.putAt(buffer, at + k, values[k]);
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
        int at = buffer.take(length, field);
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
        buffer.putInt(values.length);
        buffer.putBytesAt(buffer.claim(values.length), values, 0, values.length);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static byte[] readBytes(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 0);
        if (length < 0) {
            return null;
        }
        byte[] values = new byte[length];
        buffer.getBytesAt(buffer.take(length, field), values, 0, length);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeShorts(UnsafeBuffer buffer, short[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        buffer.putInt(values.length);
        buffer.putShorts(values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static short[] readShorts(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 1);
        if (length < 0) {
            return null;
        }
        short[] values = new short[length];
        buffer.getShorts(values, field);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian UTF-16 code units, or -1 if null */
    public static void writeChars(UnsafeBuffer buffer, char[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        buffer.putInt(values.length);
        buffer.putChars(values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static char[] readChars(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 1);
        if (length < 0) {
            return null;
        }
        char[] values = new char[length];
        buffer.getChars(values, field);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeInts(UnsafeBuffer buffer, int[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        buffer.putInt(values.length);
        buffer.putInts(values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static int[] readInts(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 2);
        if (length < 0) {
            return null;
        }
        int[] values = new int[length];
        buffer.getInts(values, field);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian elements, or -1 if null */
    public static void writeLongs(UnsafeBuffer buffer, long[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        buffer.putInt(values.length);
        buffer.putLongs(values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static long[] readLongs(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 3);
        if (length < 0) {
            return null;
        }
        long[] values = new long[length];
        buffer.getLongs(values, field);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian raw bits, or -1 if null */
    public static void writeFloats(UnsafeBuffer buffer, float[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        buffer.putInt(values.length);
        buffer.putFloats(values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static float[] readFloats(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 2);
        if (length < 0) {
            return null;
        }
        float[] values = new float[length];
        buffer.getFloats(values, field);
        return values;
    }

    /** @param buffer the buffer to append to @param values appended as length and little-endian raw bits, or -1 if null */
    public static void writeDoubles(UnsafeBuffer buffer, double[] values) {
        if (values == null) {
            Counts.writeNull(buffer);
            return;
        }
        buffer.putInt(values.length);
        buffer.putDoubles(values);
    }

    /** @param buffer the buffer to read from @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public static double[] readDoubles(UnsafeBuffer buffer, String field) {
        int length = Counts.readLength(buffer, field, 3);
        if (length < 0) {
            return null;
        }
        double[] values = new double[length];
        buffer.getDoubles(values, field);
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
