package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * UTF-8 for the wire's strings that hold a char above U+00FF ({@link Strings} writes the others
 * as Latin-1), lossless for every Java {@code String}.
 *
 * <p>Well-formed text is standard UTF-8 (RFC 3629): a supplementary character is one
 * four-byte sequence. A surrogate with no partner, which UTF-8 cannot express, is written as
 * its own three-byte sequence (the WTF-8 rule) instead of being replaced, so it round-trips.
 * The reader accepts exactly what the writer produces and rejects everything else: overlong
 * forms, values past U+10FFFF, broken sequences, and a surrogate pair spelt as two
 * three-byte sequences.
 */
final class Utf8 {
    private Utf8() {
    }

    /** Number of bytes {@link #encode} writes for {@code s}, counting chars from {@code from}. */
    static long encodedLength(String s, int from) {
        long bytes = 0;
        int n = s.length();
        for (int i = from; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    /**
     * Writes chars {@code from..} of {@code s} at {@code at}; the caller has made room for
     * {@link #encodedLength} bytes. Returns the index after the last byte.
     */
    static int encode(String s, int from, UnsafeBuffer dst, int at) {
        int n = s.length();
        for (int i = from; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                dst.putByteAt(at++, (byte) c);
            } else if (c < 0x800) {
                dst.putByteAt(at++, (byte) (0xC0 | (c >>> 6)));
                dst.putByteAt(at++, (byte) (0x80 | (c & 0x3F)));
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                int cp = Character.toCodePoint(c, s.charAt(++i));
                dst.putByteAt(at++, (byte) (0xF0 | (cp >>> 18)));
                dst.putByteAt(at++, (byte) (0x80 | ((cp >>> 12) & 0x3F)));
                dst.putByteAt(at++, (byte) (0x80 | ((cp >>> 6) & 0x3F)));
                dst.putByteAt(at++, (byte) (0x80 | (cp & 0x3F)));
            } else {
                dst.putByteAt(at++, (byte) (0xE0 | (c >>> 12)));
                dst.putByteAt(at++, (byte) (0x80 | ((c >>> 6) & 0x3F)));
                dst.putByteAt(at++, (byte) (0x80 | (c & 0x3F)));
            }
        }
        return at;
    }

    /**
     * Decodes {@code length} bytes at {@code at} with the JDK's decoder, which has a vectorised
     * path of its own; it turns anything malformed, and our lone surrogates, into U+FFFD, so a
     * result holding U+FFFD is decoded again strictly.
     */
    static String decode(UnsafeBuffer src, int at, int length, String field) {
        String s = src.getUtf8At(at, length);
        if (s.indexOf('\uFFFD') >= 0) {
            byte[] bytes = new byte[length];
            src.getBytesAt(at, bytes, 0, length);
            return decodeStrict(bytes, at, field);
        }
        return s;
    }

    /** Decodes {@code src}, the bytes found at offset {@code base}, refusing all but what {@link #encode} writes. */
    private static String decodeStrict(byte[] src, int base, String field) {
        int length = src.length;
        char[] out = new char[length];
        int n = 0;
        int i = 0;
        int end = length;
        boolean lastWasLoneHigh = false;
        while (i < end) {
            int start = i;
            int b = src[i++] & 0xFF;
            boolean loneHigh = false;
            if (b < 0x80) {
                out[n++] = (char) b;
            } else if (b >= 0xC2 && b <= 0xDF) {
                int b1 = continuation(src, i++, end, start, base, field);
                out[n++] = (char) (((b & 0x1F) << 6) | b1);
            } else if (b >= 0xE0 && b <= 0xEF) {
                int b1 = continuation(src, i++, end, start, base, field);
                int b2 = continuation(src, i++, end, start, base, field);
                int c = ((b & 0x0F) << 12) | (b1 << 6) | b2;
                if (c < 0x800) {
                    throw malformed("overlong 3-byte sequence", base + start, field);
                }
                if (Character.isLowSurrogate((char) c) && lastWasLoneHigh) {
                    throw malformed("surrogate pair written as two 3-byte sequences", base + start, field);
                }
                loneHigh = Character.isHighSurrogate((char) c);
                out[n++] = (char) c;
            } else if (b >= 0xF0 && b <= 0xF4) {
                int b1 = continuation(src, i++, end, start, base, field);
                int b2 = continuation(src, i++, end, start, base, field);
                int b3 = continuation(src, i++, end, start, base, field);
                int cp = ((b & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3;
                if (cp < 0x10000 || cp > Character.MAX_CODE_POINT) {
                    throw malformed("4-byte sequence outside U+10000..U+10FFFF", base + start, field);
                }
                out[n++] = Character.highSurrogate(cp);
                out[n++] = Character.lowSurrogate(cp);
            } else {
                throw malformed("byte 0x" + Integer.toHexString(b) + " cannot start a UTF-8 sequence", base + start, field);
            }
            lastWasLoneHigh = loneHigh;
        }
        return new String(out, 0, n);
    }

    private static int continuation(byte[] src, int i, int end, int start, int base, String field) {
        if (i >= end) {
            throw malformed("sequence cut off by the end of the string", base + start, field);
        }
        int b = src[i] & 0xFF;
        if ((b & 0xC0) != 0x80) {
            throw malformed("expected a continuation byte at offset " + (base + i), base + start, field);
        }
        return b & 0x3F;
    }

    private static MarshalException malformed(String what, int offset, String field) {
        return new MarshalException("invalid UTF-8 in " + field + " at offset " + offset + ": " + what, offset);
    }
}
