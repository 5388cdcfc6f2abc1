package dev.marshalled.runtime;

/**
 * Encoded sizes of variable-length values, for generated {@code sizeOf} methods.
 *
 * <pre>{@code
 * int bytes = Sizes.of("héllo");   // 4-byte length + 6 UTF-8 bytes = 10
 * }</pre>
 */
public final class Sizes {
    /** Bytes of the int32 length prefix that starts every string and array. */
    public static final int LENGTH_PREFIX = 4;

    private Sizes() {
    }

    /**
     * @param value a string, or null
     * @return 4 for null, else 4 plus its UTF-8 length
     * @throws MarshalException if the encoding would exceed 2 GiB
     */
    public static int of(String value) {
        if (value == null) {
            return LENGTH_PREFIX;
        }
        int n = value.length();
        int i = 0;
        while (i < n && value.charAt(i) < 0x80) {
            i++;
        }
        long bytes = i == n ? n : i + Utf8.encodedLength(value, i);
        return checked(bytes);
    }

    /**
     * @param value a string, or null
     * @return its size in the compact encoding: the varint of its UTF-8 length + 1, then the bytes
     * @throws MarshalException if the encoding would exceed 2 GiB
     */
    public static int ofCompact(String value) {
        if (value == null) {
            return 1;
        }
        int payload = of(value) - LENGTH_PREFIX;
        return checkedTotal((long) ofVarCount(payload) + payload);
    }

    /** @return the bytes of {@code value} as a zigzag varint, 1 to 5 */
    public static int ofVarInt(int value) {
        return ofUnsigned(((value << 1) ^ (value >> 31)) & 0xFFFFFFFFL);
    }

    /** @return the bytes of {@code value} as a zigzag varint, 1 to 10 */
    public static int ofVarLong(long value) {
        long raw = (value << 1) ^ (value >> 63);
        return raw < 0 ? 10 : ofUnsigned(raw);
    }

    /** @return the bytes of a compact count or length ({@code -1} for null): the varint of count + 1 */
    public static int ofVarCount(int count) {
        return ofUnsigned(count + 1L);
    }

    /** @return the bytes of the low 32 bits of {@code raw}, unsigned, as a varint */
    static int ofUnsignedInt(int raw) {
        return ofUnsigned(raw & 0xFFFFFFFFL);
    }

    private static int ofUnsigned(long raw) {
        // Seven bits a byte: the significant bits (at least one), rounded up to sevens.
        return (70 - Long.numberOfLeadingZeros(raw | 1)) / 7;
    }

    /** @param value an array, or null @return 4 for null, else 4 plus one byte per element */
    public static int of(boolean[] value) {
        return value == null ? LENGTH_PREFIX : checked(value.length);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus one byte per element */
    public static int of(byte[] value) {
        return value == null ? LENGTH_PREFIX : checked(value.length);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus two bytes per element */
    public static int of(short[] value) {
        return value == null ? LENGTH_PREFIX : checked((long) value.length << 1);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus two bytes per element */
    public static int of(char[] value) {
        return value == null ? LENGTH_PREFIX : checked((long) value.length << 1);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus four bytes per element */
    public static int of(int[] value) {
        return value == null ? LENGTH_PREFIX : checked((long) value.length << 2);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus eight bytes per element */
    public static int of(long[] value) {
        return value == null ? LENGTH_PREFIX : checked((long) value.length << 3);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus four bytes per element */
    public static int of(float[] value) {
        return value == null ? LENGTH_PREFIX : checked((long) value.length << 2);
    }

    /** @param value an array, or null @return 4 for null, else 4 plus eight bytes per element */
    public static int of(double[] value) {
        return value == null ? LENGTH_PREFIX : checked((long) value.length << 3);
    }

    /**
     * The initial capacity for a hash-based collection that will hold {@code count} entries
     * without rehashing (default load factor 0.75).
     *
     * @param count the number of entries, not negative
     * @return the capacity to pass to the constructor
     */
    public static int hashCapacity(int count) {
        return (int) Math.min((long) count * 4 / 3 + 1, Integer.MAX_VALUE - 8);
    }

    private static int checkedTotal(long total) {
        if (total > Integer.MAX_VALUE) {
            throw new MarshalException("value of " + total + " bytes cannot be encoded: the limit is 2 GiB", -1);
        }
        return (int) total;
    }

    private static int checked(long payload) {
        long total = LENGTH_PREFIX + payload;
        if (total > Integer.MAX_VALUE) {
            throw new MarshalException("value of " + total + " bytes cannot be encoded: the limit is 2 GiB", -1);
        }
        return (int) total;
    }
}
