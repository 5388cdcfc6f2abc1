package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * Strings, in one of two kinds that follow from the chars, so that equal strings are always
 * equal bytes:
 * <ul>
 *   <li><b>Latin-1</b> when every char is at most U+00FF (every ASCII string among them): one
 *       byte per char, the char's value;</li>
 *   <li><b>UTF-8</b> otherwise ({@link Utf8}: lone surrogates as three-byte sequences, so every
 *       Java string survives). A reader refuses a UTF-8 string whose chars would all have fit
 *       Latin-1.</li>
 * </ul>
 * The fixed encoding's prefix is an int32: {@code n} for n Latin-1 bytes, -1 for null,
 * {@code -2 - n} for n UTF-8 bytes. The compact encoding's is an unsigned varint: 0 for null,
 * {@code 2n + 1} for n Latin-1 bytes, {@code 2n + 2} for n UTF-8 bytes. This class owns every
 * rule about strings; the buffer only copies bytes.
 *
 * <pre>{@code
 * Strings.write(buffer, "AAPL");                 // 04 00 00 00 41 41 50 4C
 * Strings.write(buffer, "Œuvre");                // f5 ff ff ff c5 92 75 76 72 65
 * String symbol = Strings.read(buffer, "Trade.symbol");
 * }</pre>
 */
public final class Strings {
    private Strings() {
    }

    /**
     * Appends a string in the fixed encoding: an int32 prefix ({@code n} Latin-1 bytes, -1 for
     * null, {@code -2 - n} for n UTF-8 bytes), then the bytes.
     *
     * @param buffer the buffer to append to
     * @param value the string, or null
     */
    public static void write(UnsafeBuffer buffer, String value) {
        if (value == null) {
            Counts.writeNull(buffer);
            return;
        }
        int chars = value.length();
        if (chars > MAX_CLAIM) {
            buffer.ensureWritable(Counts.SIZE + (long) chars); // fails: no array holds it
        }
        // Claimed as Latin-1, the common case, so the write index moves once; taken back for UTF-8.
        int at = buffer.claim(Counts.SIZE + chars);
        int start = at + Counts.SIZE;
        if (putLatin1(buffer, value, start)) {
            buffer.putIntAt(at, chars);
            return;
        }
        buffer.writeIndex(at);
        int length = utf8Length(value);
        buffer.ensureWritable(Counts.SIZE + (long) length);
        buffer.putIntAt(at, -2 - length);
        buffer.writeIndex(Utf8.encode(value, 0, buffer, start));
    }

    /** The longest string whose Latin-1 bytes and prefix are claimed with an int: past it, no array could hold them. */
    private static final int MAX_CLAIM = Integer.MAX_VALUE - 16;

    /**
     * Appends a string in the compact encoding: the unsigned varint of {@code 2n + 1} for n
     * Latin-1 bytes or {@code 2n + 2} for n UTF-8 bytes (0 for null), then the bytes.
     *
     * @param buffer the buffer to append to
     * @param value the string, or null
     */
    public static void writeCompact(UnsafeBuffer buffer, String value) {
        if (value == null) {
            Counts.writeNullCompact(buffer);
            return;
        }
        int chars = value.length();
        if (chars > MAX_CLAIM) {
            buffer.ensureWritable(chars + 5L); // fails: no array holds it
        }
        int prefix = chars < SHORT_COMPACT ? 1 : VarInts.sizeOfUnsigned(latin1Prefix(chars));
        int at = buffer.claim(prefix + chars);
        if (putLatin1(buffer, value, at + prefix)) {
            long raw = latin1Prefix(chars);
            for (int i = 0; i < prefix - 1; i++) {
                buffer.putByteAt(at + i, (byte) (raw | 0x80));
                raw >>>= 7;
            }
            buffer.putByteAt(at + prefix - 1, (byte) raw);
            return;
        }
        buffer.writeIndex(at);
        int length = utf8Length(value);
        long utf8Prefix = 2L * length + 2;
        buffer.ensureWritable(VarInts.sizeOfUnsigned(utf8Prefix) + (long) length);
        VarInts.putUnsigned(buffer, (int) utf8Prefix);
        buffer.writeIndex(Utf8.encode(value, 0, buffer, buffer.writeIndex()));
    }

    /** Latin-1 strings shorter than this have a one-byte compact prefix: 2 * 63 + 1 = 127. */
    private static final int SHORT_COMPACT = 64;

    private static long latin1Prefix(int length) {
        return 2L * length + 1;
    }

    /**
     * Writes {@code value} one byte per char at {@code start}, where room for that has been
     * made, if every char is at most U+00FF; false if one is not, with the bytes there to be
     * written again. Where the buffer shows the string's own bytes they are copied; otherwise a
     * short string is a loop (testing each char against 0xFF lets C2 drop the test for a string
     * stored as Latin-1, whose chars are its bytes) and a long one goes to {@link Latin1Runs}.
     * The write index does not move.
     */
    private static boolean putLatin1(UnsafeBuffer buffer, String value, int start) {
        if (buffer.putLatin1At(start, value) >= 0) {
            return true;
        }
        int n = value.length();
        if (n >= Latin1Runs.MIN_CHARS) {
            return buffer.wireState().latin1Runs().copy(value, buffer, start) == n;
        }
        if (!buffer.hasArray()) {
            for (int i = 0; i < n; i++) {
                char c = value.charAt(i);
                if (c > 0xFF) {
                    return false;
                }
                buffer.putByteAt(start + i, (byte) c);
            }
            return true;
        }
        byte[] a = buffer.array(); // room was made for n bytes at start; each store is checked by the JVM
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c > 0xFF) {
                return false;
            }
            a[start + i] = (byte) c;
        }
        return true;
    }

    /**
     * Reads a string written by {@link #write}.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the string, or null
     * @throws MarshalException if truncated, the prefix is invalid or above the length limit, or
     *     UTF-8 bytes are malformed or spell a string that is written as Latin-1
     */
    public static String read(UnsafeBuffer buffer, String field) {
        int at = buffer.readIndex();
        int prefix = buffer.getInt(field);
        int start = at + Counts.SIZE;
        if (prefix >= 0) {
            // The common case: checked and copied with no look at the bytes.
            if (prefix <= buffer.readLimit() - start && prefix <= buffer.limits().maxLength()) {
                return buffer.takeLatin1(prefix, field);
            }
            throw refuse(buffer, field, at, start, prefix, false);
        }
        if (prefix == -1) {
            return null;
        }
        return utf8(buffer, field, at, start, -2L - prefix);
    }

    /**
     * Reads a string written by {@link #writeCompact}.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the string, or null
     * @throws MarshalException as {@link #read} does, and for a malformed varint
     */
    public static String readCompact(UnsafeBuffer buffer, String field) {
        int at = buffer.readIndex();
        int limit = buffer.readLimit();
        if (at < limit) {
            int first = buffer.getByteAt(at); // at is within the limit
            int length = first >>> 1;
            if ((first & 0x81) == 1 && length < limit - at && length <= buffer.limits().maxLength()) {
                // A one-byte prefix of a Latin-1 string (2n + 1, below 0x80) with the bytes after it.
                buffer.readIndex(at + 1);
                return buffer.takeLatin1(length, field);
            }
        }
        long prefix = VarInts.getUnsignedInt(buffer, field);
        if (prefix == 0) {
            return null;
        }
        long bytes = (prefix - 1) >>> 1;
        int start = buffer.readIndex();
        if ((prefix & 1) == 0) {
            return utf8(buffer, field, at, start, bytes);
        }
        if (bytes <= limit - start && bytes <= buffer.limits().maxLength()) {
            return buffer.takeLatin1((int) bytes, field);
        }
        throw refuse(buffer, field, at, start, bytes, false);
    }

    /**
     * Reads {@code bytes} UTF-8 bytes at {@code start}, after a prefix at {@code at}: checked
     * against the bytes left and the limit, decoded strictly, and refused if every char would
     * have fit Latin-1. On failure the read index returns to {@code at}.
     */
    private static String utf8(UnsafeBuffer buffer, String field, int at, int start, long bytes) {
        if (bytes > buffer.readLimit() - start || bytes > buffer.limits().maxLength()) {
            throw refuse(buffer, field, at, start, bytes, true);
        }
        int length = (int) bytes;
        buffer.readIndex(start + length);
        String value;
        try {
            value = Utf8.decode(buffer, start, length, field);
        } catch (MarshalException e) {
            buffer.readIndex(at);
            throw e;
        }
        if (!beyondLatin1(value)) {
            buffer.readIndex(at);
            throw new MarshalException(field + ": the string at offset " + at + " is written as UTF-8, but none of its "
                    + "chars is above U+00FF, so a writer must write it as Latin-1", at);
        }
        return value;
    }

    /** The failure of a prefix at {@code at} whose {@code bytes} run past the input or the limit; nothing is consumed. */
    private static MarshalException refuse(UnsafeBuffer buffer, String field, int at, int start, long bytes,
            boolean utf8) {
        buffer.readIndex(at);
        int left = buffer.readLimit() - start;
        if (bytes > left) {
            return new MarshalException("truncated input: " + field + " has a " + (utf8 ? "UTF-8" : "Latin-1")
                    + " string of " + Failures.bytes(bytes) + " at offset " + at + ", but only "
                    + Failures.remain(left), at);
        }
        return Counts.tooLong(buffer, field, bytes, at);
    }

    /**
     * @param value a string, or null
     * @return its size in the fixed encoding: 4 for null, else 4 plus its bytes
     * @throws MarshalException if the encoding would exceed 2 GiB
     */
    public static int sizeOf(String value) {
        if (value == null) {
            return Counts.SIZE;
        }
        return Counts.withPrefix(fitsLatin1(value) ? value.length() : Utf8.encodedLength(value, 0));
    }

    /**
     * @param value a string, or null
     * @return its size in the compact encoding: the varint prefix, then the bytes
     * @throws MarshalException if the encoding would exceed 2 GiB
     */
    public static int sizeOfCompact(String value) {
        if (value == null) {
            return 1;
        }
        if (fitsLatin1(value)) {
            int n = value.length();
            return Counts.checkedTotal((long) VarInts.sizeOfUnsigned(latin1Prefix(n)) + n);
        }
        long n = Utf8.encodedLength(value, 0);
        return Counts.checkedTotal(VarInts.sizeOfUnsigned(2 * n + 2) + n);
    }

    /** True when every char of {@code value} is at most U+00FF: the string is written as Latin-1. */
    private static boolean fitsLatin1(String value) {
        int n = value.length();
        for (int i = 0; i < n; i++) {
            if (value.charAt(i) > 0xFF) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code value} has a char above U+00FF, as a string read as UTF-8 must. */
    private static boolean beyondLatin1(String value) {
        return !fitsLatin1(value);
    }

    /** The UTF-8 length of a string that holds a char above U+00FF, if it can be encoded. */
    private static int utf8Length(String value) {
        long length = Utf8.encodedLength(value, 0);
        Counts.checkedTotal(Counts.SIZE + length);
        return (int) length;
    }
}
