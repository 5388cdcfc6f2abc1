package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.UnsafeBuffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Copies the Latin-1 run at the start of a long string into the buffer without a loop per
 * char, where the buffer cannot copy the string's own bytes ({@link UnsafeBuffer#putLatin1At}
 * declined). {@link String#getChars} and the JDK's ISO-8859-1 encoder both have vectorised
 * intrinsics; the encoder stops at the first char above U+00FF, so a string it copies whole is
 * written as Latin-1, and one it stops in is written as UTF-8. Their fixed cost per call is
 * higher than a short loop's, so {@link Strings} uses this from {@link #MIN_CHARS} chars on
 * (measured: a string of 64 chars costs about the same either way; at 540 chars this is several
 * times faster).
 *
 * <p>One per buffer, in its {@link WireState}, made on first use: it keeps a chunk of chars and
 * the encoder between calls, so a steady stream of writes allocates nothing. Not thread-safe,
 * like the buffer. The encoder writes into a {@link ByteBuffer} over the buffer's array, whose
 * own limits bound every store.
 */
final class Latin1Runs {

    /** Strings shorter than this are written by {@link Strings}' plain loop. */
    static final int MIN_CHARS = 64;

    private static final int CHUNK = 512;

    private final char[] chars = new char[CHUNK];
    private final CharBuffer in = CharBuffer.wrap(chars);
    private final CharsetEncoder latin1 = StandardCharsets.ISO_8859_1.newEncoder();
    private byte[] wrapped;
    private ByteBuffer out;
    private byte[] chunkBytes;
    private ByteBuffer chunkOut;

    /**
     * Writes chars {@code 0..} of {@code value} while they are at most U+00FF, one byte each, at
     * {@code at} in {@code buffer}, which has room for one byte per char of {@code value}.
     *
     * @return how many chars were written: {@code value.length()}, or the index of the first
     *     char above U+00FF
     */
    int copy(String value, UnsafeBuffer buffer, int at) {
        if (!buffer.hasArray()) {
            return copyThroughChunk(value, buffer, at);
        }
        byte[] array = buffer.array();
        if (wrapped != array) {
            wrapped = array;
            out = ByteBuffer.wrap(array);
        }
        int n = value.length();
        int done = 0;
        while (done < n) {
            int chunk = Math.min(CHUNK, n - done);
            value.getChars(done, done + chunk, chars, 0);
            in.limit(chunk).position(0);
            out.limit(at + done + chunk).position(at + done);
            latin1.reset();
            latin1.encode(in, out, true);
            done += in.position();
            if (in.position() < chunk) {
                break;
            }
        }
        return done;
    }

    /**
     * {@link #copy} into a buffer over memory that is not an array (a wrapped direct
     * {@code ByteBuffer}): each chunk is encoded into an array of this object's, then copied.
     */
    private int copyThroughChunk(String value, UnsafeBuffer buffer, int at) {
        if (chunkBytes == null) {
            chunkBytes = new byte[CHUNK];
            chunkOut = ByteBuffer.wrap(chunkBytes);
        }
        int n = value.length();
        int done = 0;
        while (done < n) {
            int chunk = Math.min(CHUNK, n - done);
            value.getChars(done, done + chunk, chars, 0);
            in.limit(chunk).position(0);
            chunkOut.clear();
            latin1.reset();
            latin1.encode(in, chunkOut, true);
            int encoded = in.position();
            buffer.putBytesAt(at + done, chunkBytes, 0, encoded);
            done += encoded;
            if (encoded < chunk) {
                break;
            }
        }
        return done;
    }
}
