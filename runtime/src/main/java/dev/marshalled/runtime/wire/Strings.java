package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

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
            Counts.writeNull(buffer);
            return;
        }
        int at = buffer.writeIndex();
        int chars = value.length();
        buffer.ensureWritable(Counts.SIZE + (long) chars);
        int start = at + Counts.SIZE;
        int end = encode(buffer, value, start);
        buffer.putIntAt(at, end - start);
        buffer.writeIndex(end);
    }

    /**
     * Writes {@code value} as UTF-8 at {@code start}, where room for one byte per char has been
     * made, and returns the index after the last byte: an ASCII string whole through
     * {@link UnsafeBuffer#putAsciiAt} (one copy of its own bytes where the buffer can see them,
     * else a loop for short strings), else {@link #encodeOther}. The write index does not move.
     */
    private static int encode(UnsafeBuffer buffer, String value, int start) {
        return buffer.putAsciiAt(start, value, AsciiRuns.MIN_CHARS) ? start + value.length()
                : encodeOther(buffer, value, start);
    }

    /**
     * {@link #encode}'s case that {@code putAsciiAt} declined: the ASCII run at the start by the
     * bulk {@link AsciiRuns} for long strings, else a plain loop; from the first other char on,
     * {@link Utf8#encode}, after making room for the rest.
     */
    private static int encodeOther(UnsafeBuffer buffer, String value, int start) {
        int chars = value.length();
        int i = chars >= AsciiRuns.MIN_CHARS ? buffer.wireState().asciiRuns().copy(value, buffer, start)
                : buffer.putAsciiPrefixAt(start, value);
        int end = start + i;
        if (i < chars) {
            buffer.ensureWritable(end - buffer.writeIndex() + Utf8.encodedLength(value, i));
            end = Utf8.encode(value, i, buffer, end);
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
        int at = buffer.readIndex();
        int length = Counts.readLength(buffer, field, 0);
        if (length < 0) {
            return null;
        }
        if (length <= Utf8.SHORT_ASCII) {
            // The common case in one call and one range check: a short ASCII string.
            String ascii = buffer.takeAscii(length, field);
            if (ascii != null) {
                return ascii;
            }
            return decode(buffer, at, buffer.readIndex() - length, length, field);
        }
        return decode(buffer, at, buffer.take(length, field), length, field);
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
        int at = buffer.writeIndex();
        if (chars <= SHORT_COMPACT) {
            // At most 3 bytes a char: the length, plus one, fits the one-byte prefix.
            buffer.ensureWritable(1L + chars);
            int start = at + 1;
            int end = encode(buffer, value, start);
            buffer.putByteAt(at, (byte) (end - at));
            buffer.writeIndex(end);
            return;
        }
        int reserved = Counts.sizeOfCompact((int) Math.min(3L * chars, Integer.MAX_VALUE - 1));
        buffer.ensureWritable((long) reserved + chars);
        int start = at + reserved;
        int end = encode(buffer, value, start);
        int length = end - start;
        int prefix = Counts.sizeOfCompact(length);
        if (prefix < reserved) {
            buffer.moveBytes(start, at + prefix, length);
        }
        Counts.writeCompact(buffer, length);
        buffer.writeIndex(at + prefix + length);
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
        int at = buffer.readIndex();
        int limit = buffer.readLimit();
        int length = at < limit ? buffer.getByteAt(at) - 1 : -1;
        if (length >= 0 && length < limit - at && length <= buffer.maxLength()) {
            // A one-byte prefix (length + 1, below 0x80) with the bytes after it: the common
            // case, checked here as Counts.readCompact would.
            buffer.readIndex(at + 1);
        } else {
            length = Counts.readCompact(buffer, field, 1);
            if (length < 0) {
                return null;
            }
        }
        int start = buffer.readIndex();
        buffer.readIndex(start + length);
        return decode(buffer, at, start, length, field);
    }

    /** Decodes the consumed bytes; on failure the read index returns to {@code mark}. */
    private static String decode(UnsafeBuffer buffer, int mark, int start, int length, String field) {
        try {
            return Utf8.decode(buffer, start, length, field);
        } catch (MarshalException e) {
            buffer.readIndex(mark);
            throw e;
        }
    }

    /**
     * @param value a string, or null
     * @return its size in the fixed encoding: 4 for null, else 4 plus its UTF-8 length
     * @throws MarshalException if the encoding would exceed 2 GiB
     */
    public static int sizeOf(String value) {
        if (value == null) {
            return Counts.SIZE;
        }
        return Counts.withPrefix(utf8Length(value));
    }

    /**
     * @param value a string, or null
     * @return its size in the compact encoding: the varint of its UTF-8 length + 1, then the bytes
     * @throws MarshalException if the encoding would exceed 2 GiB
     */
    public static int sizeOfCompact(String value) {
        if (value == null) {
            return 1;
        }
        int payload = sizeOf(value) - Counts.SIZE;
        return Counts.checkedTotal((long) Counts.sizeOfCompact(payload) + payload);
    }

    /** The UTF-8 length of {@code value}: its ASCII start counted without a look at each char's range. */
    private static long utf8Length(String value) {
        int n = value.length();
        int i = 0;
        while (i < n && value.charAt(i) < 0x80) {
            i++;
        }
        return i == n ? n : i + Utf8.encodedLength(value, i);
    }
}
