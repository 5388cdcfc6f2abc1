package dev.marshalled.runtime;

/**
 * Strings: a byte length, then the UTF-8 bytes ({@link Utf8}: lone surrogates as three-byte
 * sequences, so every Java string survives). The fixed encoding's length is an int32 with -1
 * for null; the compact encoding's is a {@link Counts#writeCompact compact count}. Both are
 * written in one pass over the chars, ASCII without a loop per char where the backend allows
 * (see {@link #encode}).
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
        int at = buffer.writeIndex;
        buffer.room(4L + value.length());
        int end = encode(buffer, value, at + 4);
        ByteArrayAccess.putInt(buffer.array, at, end - at - 4);
        buffer.writeIndex = end;
    }

    /**
     * Writes {@code value} as UTF-8 at {@code start}, where room for one byte per char has been
     * made, and returns the index after the last byte. ASCII goes first, as fast as the backend
     * allows: one copy of the string's own bytes (Unsafe), the bulk {@link AsciiRuns} for long
     * strings, else a plain loop; from the first other char on, {@link Utf8#encode}, after making
     * room for the rest. The write index does not move.
     */
    private static int encode(UnsafeBuffer buffer, String value, int start) {
        int chars = value.length();
        byte[] latin1 = ByteArrayAccess.latin1Bytes(value);
        if (latin1 != null && ByteArrayAccess.isAscii(latin1)) {
            // The string's own bytes are already its UTF-8: one bulk copy.
            System.arraycopy(latin1, 0, buffer.array, start, chars);
            return start + chars;
        }
        byte[] a = buffer.array;
        int i = 0;
        if (chars >= AsciiRuns.MIN_CHARS) {
            i = buffer.asciiRuns().copy(value, a, start);
        } else {
            for (; i < chars; i++) {
                char c = value.charAt(i);
                if (c >= 0x80) {
                    break;
                }
                a[start + i] = (byte) c;
            }
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

    /** The most chars whose UTF-8 length always has a one-byte compact prefix: 3 * 42 + 1 = 127. */
    private static final int SHORT_COMPACT = 42;

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
        // One pass: leave room for the longest length prefix the UTF-8 could need (at most 3
        // bytes a char), encode, then write the prefix. A string of up to 42 chars always has a
        // one-byte prefix; past that, a prefix shorter than reserved moves the bytes back.
        int chars = value.length();
        int at = buffer.writeIndex;
        if (chars <= SHORT_COMPACT) {
            // At most 3 bytes a char: the length, plus one, fits the one-byte prefix.
            buffer.room(1L + chars);
            int end = encode(buffer, value, at + 1);
            buffer.array[at] = (byte) (end - at);
            buffer.writeIndex = end;
            return;
        }
        int reserved = Sizes.ofVarCount((int) Math.min(3L * chars, Integer.MAX_VALUE - 1));
        buffer.room((long) reserved + chars);
        int start = at + reserved;
        int end = encode(buffer, value, start);
        int length = end - start;
        int prefix = Sizes.ofVarCount(length);
        if (prefix < reserved) {
            System.arraycopy(buffer.array, start, buffer.array, at + prefix, length);
        }
        Counts.writeCompact(buffer, length);
        buffer.writeIndex = at + prefix + length;
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
        int limit = buffer.readLimit();
        int length = at < limit ? buffer.array[at] - 1 : -1;
        if (length >= 0 && length < limit - at && length <= buffer.maxLength()) {
            // A one-byte prefix (length + 1, below 0x80) with the bytes after it: the common
            // case, checked here as Counts.readCompact would.
            buffer.readIndex = at + 1;
        } else {
            length = Counts.readCompact(buffer, field, 1);
            if (length < 0) {
                return null;
            }
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
