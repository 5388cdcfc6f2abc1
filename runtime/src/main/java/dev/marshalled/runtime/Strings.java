package dev.marshalled.runtime;

/**
 * Strings: a byte length, then the UTF-8 bytes ({@link Utf8}: lone surrogates as three-byte
 * sequences, so every Java string survives). The fixed encoding's length is an int32 with -1
 * for null; the compact encoding's is a {@link Counts#writeCompact compact count}. A string of
 * ASCII characters is written with one bulk copy of the string's own bytes.
 *
 * <pre>{@code
 * Strings.write(buffer, "AAPL");                 // 04 00 00 00 41 41 50 4C
 * String symbol = Strings.read(buffer, "Trade.symbol");
 * }</pre>
 */
public final class Strings {
    private Strings() {
    }

    /**
     * Appends a string as an int32 byte length (-1 for null) and its UTF-8 bytes.
     *
     * @param buffer the buffer to append to
     * @param value the string, or null
     */
    public static void write(UnsafeBuffer buffer, String value) {
        if (value == null) {
            buffer.putInt(-1);
            return;
        }
        int chars = value.length();
        int at = buffer.writeIndex;
        int start = at + 4;
        buffer.room(4L + chars);
        byte[] latin1 = ByteArrayAccess.latin1Bytes(value);
        if (latin1 != null && ByteArrayAccess.isAscii(latin1)) {
            // The string's own bytes are already its UTF-8: one bulk copy.
            System.arraycopy(latin1, 0, buffer.array, start, chars);
            ByteArrayAccess.putInt(buffer.array, at, chars);
            buffer.writeIndex = start + chars;
            return;
        }
        int end = encode(buffer, value, start);
        ByteArrayAccess.putInt(buffer.array, at, end - start);
        buffer.writeIndex = end;
    }

    /**
     * Writes {@code value} as UTF-8 at {@code start}, where room for one byte per char has been
     * made: ASCII chars one by one, then the rest after making room for it.
     *
     * @return the index after the last byte written
     */
    private static int encode(UnsafeBuffer buffer, String value, int start) {
        int chars = value.length();
        byte[] a = buffer.array;
        int i = 0;
        for (; i < chars; i++) {
            char c = value.charAt(i);
            if (c >= 0x80) {
                break;
            }
            a[start + i] = (byte) c;
        }
        int end = start + i;
        if (i < chars) {
            buffer.room(end - buffer.writeIndex + (long) Utf8.encodedLength(value, i));
            end = Utf8.encode(value, i, buffer.array, end);
        }
        return end;
    }

    /**
     * Reads a string written by {@link #write}.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the string, or null
     * @throws MarshalException if truncated, the length is invalid, or the bytes are not the
     *     UTF-8 {@link #write} writes
     */
    public static String read(UnsafeBuffer buffer, String field) {
        int at = buffer.readIndex;
        int length = Counts.readLength(buffer, field, 0);
        if (length < 0) {
            return null;
        }
        return decode(buffer, at, buffer.readIndex - length, length, field);
    }

    /**
     * Appends a string in the compact encoding: its UTF-8 length as a
     * {@link Counts#writeCompact compact count}, then the bytes.
     *
     * @param buffer the buffer to append to
     * @param value the string, or null
     */
    public static void writeCompact(UnsafeBuffer buffer, String value) {
        if (value == null) {
            Counts.writeCompact(buffer, -1);
            return;
        }
        int chars = value.length();
        byte[] latin1 = ByteArrayAccess.latin1Bytes(value);
        if (latin1 != null && ByteArrayAccess.isAscii(latin1)) {
            Counts.writeCompact(buffer, chars);
            buffer.room(chars);
            System.arraycopy(latin1, 0, buffer.array, buffer.writeIndex, chars);
            buffer.writeIndex += chars;
            return;
        }
        int bytes = Sizes.of(value) - Sizes.LENGTH_PREFIX;
        int mark = buffer.writeIndex;
        Counts.writeCompact(buffer, bytes);
        try {
            buffer.room(bytes);
        } catch (MarshalException full) {
            buffer.writeIndex = mark;
            throw full;
        }
        buffer.writeIndex = Utf8.encode(value, 0, buffer.array, buffer.writeIndex);
    }

    /**
     * Reads a string written by {@link #writeCompact}.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the string, or null
     * @throws MarshalException as {@link #read} does
     */
    public static String readCompact(UnsafeBuffer buffer, String field) {
        int at = buffer.readIndex;
        int length = Counts.readCompact(buffer, field, 1);
        if (length < 0) {
            return null;
        }
        int start = buffer.readIndex;
        buffer.readIndex = start + length;
        return decode(buffer, at, start, length, field);
    }

    /** Decodes the consumed bytes; on failure the read index returns to {@code mark}. */
    private static String decode(UnsafeBuffer buffer, int mark, int start, int length, String field) {
        try {
            return Utf8.decode(buffer.array, start, length, field);
        } catch (MarshalException e) {
            buffer.readIndex = mark;
            throw e;
        }
    }
}
