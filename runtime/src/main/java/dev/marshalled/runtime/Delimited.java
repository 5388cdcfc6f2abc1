package dev.marshalled.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The one home of the length-delimited framing (FORMAT.md, Delimited streams): each message is
 * its length in bytes as an unsigned varint, then its body. The varint follows the compact
 * encoding's rules for a 32-bit varint (seven bits a byte, least significant first, as short as
 * possible, at most 5 bytes and the fifth at most {@code 0x0F}); the length it holds is held to
 * the reader's length limit before anything is allocated for the body.
 *
 * <p>Also reads a whole stream as one value, for {@link Marshaller#readFrom}. Nothing here
 * buffers: a read takes from the stream exactly the bytes of the message it returns.
 */
final class Delimited {
    /** The most bytes a length prefix takes. */
    static final int MAX_PREFIX = 5;

    /** What a failure of the framing itself (the prefix, a cut body) names as its path. */
    static final String MESSAGE = "message";

    /**
     * The longest body any stream message may have, whatever the limit: with its prefix or header
     * it must fit in one array (the largest the JVMs we know of allocate).
     */
    static final int LARGEST_BODY = Integer.MAX_VALUE - 8 - 16;

    private static final String DELIMITED = "delimited message";
    private static final String FRAMED = "framed message";

    /**
     * Up to this many bytes of a message are allocated at once; a longer message's array grows
     * as its bytes arrive, so a length the stream does not hold costs what the stream did hold.
     */
    static final int CHUNK = 1 << 16;

    /** The length limit a new buffer has: {@link ReadLimits#MAX_LENGTH_PROPERTY} if set, else the default. */
    static final int DEFAULT_MAX_LENGTH = ReadLimits.defaults().maxLength();

    private Delimited() {
    }

    /** @return the bytes of the prefix of a message of {@code length} bytes, 1 to 5 */
    static int prefixSize(int length) {
        int size = 1;
        for (int rest = length >>> 7; rest != 0; rest >>>= 7) {
            size++;
        }
        return size;
    }

    /**
     * Writes the prefix of a message of {@code length} bytes so that it ends at {@code end}.
     *
     * @return where the prefix starts, {@code end - prefixSize(length)}
     */
    static int putPrefixBefore(byte[] array, int end, int length) {
        int at = end - prefixSize(length);
        int i = at;
        int rest = length;
        while ((rest & ~0x7f) != 0) {
            array[i++] = (byte) (rest & 0x7f | 0x80);
            rest >>>= 7;
        }
        array[i] = (byte) rest;
        return at;
    }

    /**
     * Reads a length prefix from {@code in}, one byte at a time, and never past its last byte:
     * the varint's last byte, or its fifth. The bytes read are left in {@code prefix}.
     *
     * @param in the stream, at the first byte of a message or at its end
     * @param prefix at least {@value #MAX_PREFIX} bytes, where the prefix's bytes go
     * @param maxLength the most bytes a message may have
     * @param start the stream position of the prefix's first byte, for messages
     * @return the message's length in the low 32 bits and the prefix's size in bytes above
     *     them ({@code size << 32 | length}), or -1 if the stream ends before the prefix's first
     *     byte: a clean end, between messages
     * @throws MarshalException at offset 0 (the prefix's first byte) if the stream ends inside
     *     the prefix, or the prefix is longer than needed, wider than 32 bits or holds a length
     *     above {@code maxLength}
     * @throws IOException if the stream throws it
     */
    static long readPrefix(InputStream in, byte[] prefix, int maxLength, long start) throws IOException {
        int b = in.read();
        if (b < 0) {
            return -1;
        }
        prefix[0] = (byte) b;
        long length = b & 0x7f;
        int size = 1;
        while ((b & 0x80) != 0) {
            if (size == MAX_PREFIX) {
                throw failure("its length prefix is wider than 32 bits (a fifth byte above 0x0f)", start);
            }
            b = in.read();
            if (b < 0) {
                throw failure("the stream ends inside its length prefix, after " + MarshalException.bytes(size),
                        start);
            }
            prefix[size] = (byte) b;
            length |= (long) (b & 0x7f) << (7 * size);
            size++;
        }
        if (size == MAX_PREFIX && b > 0x0f) {
            throw failure("its length prefix is wider than 32 bits (a fifth byte above 0x0f)", start);
        }
        if (size > 1 && b == 0) {
            throw failure("its length prefix is longer than needed (a last byte of 0x00 after others)", start);
        }
        int limit = Math.min(maxLength, LARGEST_BODY);
        if (length > limit) {
            throw failure("its length " + length + " is above the length limit " + limit + " (the reader's"
                    + " ReadLimits.maxLength, by default the system property " + ReadLimits.MAX_LENGTH_PROPERTY + "'s)", start);
        }
        return (long) size << 32 | length;
    }

    /**
     * Fills {@code array[from..to)} from {@code in}, growing it as the bytes arrive (never past
     * {@code to}); an array shorter than both {@code to} and {@link #CHUNK} is replaced first.
     *
     * @param lengthAt the offset of the length that gave {@code to}, where a stream that ends first is reported
     * @return the array holding the bytes, {@code array} itself if it was long enough
     * @throws MarshalException at {@code lengthAt} if the stream ends first
     */
    static byte[] fill(InputStream in, byte[] array, int from, int to, long start, int lengthAt) throws IOException {
        byte[] a = array;
        if (a.length < Math.min(to, CHUNK)) {
            a = Arrays.copyOf(a, Math.min(to, CHUNK));
        }
        int filled = from;
        while (filled < to) {
            if (filled == a.length) {
                a = Arrays.copyOf(a, (int) Math.min(to, 2L * a.length));
            }
            int n = in.read(a, filled, Math.min(a.length, to) - filled);
            if (n < 0) {
                throw failure(lengthAt == 0 ? DELIMITED : FRAMED, "the stream ends inside it, "
                        + MarshalException.bytes(filled) + " of the " + MarshalException.bytes(to) + " its length gives"
                        + " (with what precedes the body)", start, lengthAt);
            }
            filled += n;
        }
        return a;
    }

    /**
     * Reads {@code in} to its end as the bytes of one value.
     *
     * @return a buffer whose readable bytes are the stream's, from offset 0
     * @throws MarshalException at offset {@code maxLength} if the stream holds more than
     *     {@code maxLength} bytes, having read one byte past it
     */
    static UnsafeBuffer readToEnd(InputStream in, int maxLength) throws IOException {
        // The largest array less the one byte that tells a longer stream.
        int limit = Math.min(maxLength, Integer.MAX_VALUE - 9);
        byte[] a = new byte[Math.min(4096, limit + 1)];
        int filled = 0;
        while (true) {
            if (filled == a.length) {
                if (filled > limit) {
                    throw new MarshalException("the stream holds more than " + MarshalException.bytes(limit)
                            + ", the length limit (ReadLimits.maxLength, or the system property "
                            + ReadLimits.MAX_LENGTH_PROPERTY + "); the first byte past it is at offset " + limit,
                            limit);
                }
                a = Arrays.copyOf(a, (int) Math.min(2L * a.length, limit + 1L));
            }
            int n = in.read(a, filled, a.length - filled);
            if (n < 0) {
                break;
            }
            filled += n;
        }
        UnsafeBuffer buffer = UnsafeBuffer.wrap(a);
        buffer.clear();
        buffer.writeIndex(filled);
        return buffer;
    }

    /** A failure of the framing of the message whose prefix starts at {@code start}, reported at its first byte. */
    private static MarshalException failure(String what, long start) {
        return failure(DELIMITED, what, start, 0);
    }

    /**
     * A failure of the framing of the message that starts at stream position {@code start},
     * reported at {@code offset}, counted from that start.
     */
    static MarshalException failure(String kind, String what, long start, int offset) {
        String where = start == 0 ? "" : " at stream position " + start + " (from where its reader began)";
        return new MarshalException(kind + where + ": " + what + ", at offset " + offset + " counted from its first"
                + " byte", offset).inField(null, MESSAGE);
    }
}
