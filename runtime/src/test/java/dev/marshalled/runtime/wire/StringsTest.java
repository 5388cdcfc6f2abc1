package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Strings of every length class (around the one-byte compact prefix at 42 chars, the bulk ASCII
 * path at {@link AsciiRuns#MIN_CHARS} and its chunk of 512) and every kind of text (ASCII,
 * Latin-1, other BMP text, surrogate pairs, lone surrogates), with the first char that is not
 * ASCII at the start, inside and at each boundary. Each is written in both encodings into
 * buffers that start small, compared byte for byte with an encoder written here from the
 * format's rule, and read back. Surefire runs this class under every backend.
 */
class StringsTest {

    private static final int[] LENGTHS = {0, 1, 7, 8, 41, 42, 43, 63, 64, 65, 127, 128, 511, 512, 513, 1100, 5462};
    private static final String[] OTHERS = {"\u00e9", "\u0141", "\u4e2d", "\ud83d\ude00", "\ud800", "\udc00"};

    static List<String> samples() {
        List<String> samples = new ArrayList<>();
        for (int length : LENGTHS) {
            String ascii = ascii(length);
            samples.add(ascii);
            for (String other : OTHERS) {
                for (int at : new int[] {0, length / 2, 63, 64, 511, 512, length - 1}) {
                    if (at >= 0 && at < length) {
                        samples.add(ascii.substring(0, at) + other + ascii.substring(at + 1));
                    }
                }
                samples.add(other.repeat(Math.max(1, length / other.length())));
            }
        }
        return samples;
    }

    private static String ascii(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append((char) (' ' + (i * 7) % 95));
        }
        return s.toString();
    }

    /** The format's rule, spelt out independently: UTF-8, a lone surrogate as its own 3 bytes. */
    static byte[] wtf8(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            int c = s.charAt(i);
            if (Character.isHighSurrogate((char) c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                c = Character.toCodePoint((char) c, s.charAt(++i));
            }
            if (c < 0x80) {
                out.write(c);
            } else if (c < 0x800) {
                out.write(0xC0 | c >> 6);
                out.write(0x80 | c & 0x3F);
            } else if (c < 0x10000) {
                out.write(0xE0 | c >> 12);
                out.write(0x80 | c >> 6 & 0x3F);
                out.write(0x80 | c & 0x3F);
            } else {
                out.write(0xF0 | c >> 18);
                out.write(0x80 | c >> 12 & 0x3F);
                out.write(0x80 | c >> 6 & 0x3F);
                out.write(0x80 | c & 0x3F);
            }
        }
        return out.toByteArray();
    }

    private static byte[] varint(long v) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while (v >= 0x80) {
            out.write((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write((int) v);
        return out.toByteArray();
    }

    @Test
    void everySampleIsWrittenAsTheRuleSaysAndReadBack() {
        int checked = 0;
        for (String s : samples()) {
            byte[] utf8 = wtf8(s);
            UnsafeBuffer fixed = new UnsafeBuffer(3);
            fixed.putByte((byte) 0x5A); // not at offset 0, so positions are really relative
            Strings.write(fixed, s);
            byte[] expected = new byte[1 + 4 + utf8.length];
            expected[0] = 0x5A;
            UnsafeBuffer.wrap(expected).putIntAt(1, utf8.length);
            System.arraycopy(utf8, 0, expected, 5, utf8.length);
            assertArrayEquals(expected, fixed.toByteArray(), () -> "fixed: " + describe(s));
            fixed.getByte();
            assertEquals(s, Strings.read(fixed, "s"), () -> "fixed read: " + describe(s));
            assertEquals(fixed.writeIndex(), fixed.readIndex());

            UnsafeBuffer compact = new UnsafeBuffer(1);
            compact.putByte((byte) 0x5A);
            Strings.writeCompact(compact, s);
            byte[] prefix = varint(utf8.length + 1L);
            byte[] expectedCompact = new byte[1 + prefix.length + utf8.length];
            expectedCompact[0] = 0x5A;
            System.arraycopy(prefix, 0, expectedCompact, 1, prefix.length);
            System.arraycopy(utf8, 0, expectedCompact, 1 + prefix.length, utf8.length);
            assertArrayEquals(expectedCompact, compact.toByteArray(), () -> "compact: " + describe(s));
            compact.getByte();
            assertEquals(s, Strings.readCompact(compact, "s"), () -> "compact read: " + describe(s));
            assertEquals(compact.writeIndex(), compact.readIndex());
            checked++;
        }
        assertTrue(checked > 500, "samples: " + checked);
    }

    /**
     * The reader copies short ASCII strings without decoding them, after checking them a word at
     * a time with overlapping words: a byte of 0x80 or more at any position of any short length
     * must send the string to the decoder, or it would come back as Latin-1.
     */
    @Test
    void aShortStringWithOneCharThatIsNotAsciiAnywhereIsDecoded() {
        int checked = 0;
        for (int length = 1; length <= Utf8.SHORT_ASCII + 2; length++) {
            for (int at = 0; at < length; at++) {
                for (String other : new String[] {"\u00e9", "\u4e2d"}) {
                    String s = ascii(at) + other + ascii(length - at - 1);
                    UnsafeBuffer buffer = new UnsafeBuffer(8);
                    buffer.putByte((byte) 0x5A);
                    Strings.write(buffer, s);
                    Strings.writeCompact(buffer, s);
                    buffer.getByte();
                    assertEquals(s, Strings.read(buffer, "s"), () -> "fixed: " + describe(s));
                    assertEquals(s, Strings.readCompact(buffer, "s"), () -> "compact: " + describe(s));
                    checked++;
                }
            }
        }
        assertEquals(2 * (Utf8.SHORT_ASCII + 2) * (Utf8.SHORT_ASCII + 3) / 2, checked);
    }

    /**
     * A one-byte compact prefix is read without the general count path: its length is checked
     * against the bytes after it (exactly enough, one short, at the very end of the array, where
     * the Unsafe backend has no bounds check of its own) and against the buffer's length limit.
     */
    @Test
    void aOneByteCompactPrefixIsCheckedAgainstTheBytesLeftAndTheLimit() {
        byte[] exact = {4, 'a', 'b', 'c'};
        assertEquals("abc", Strings.readCompact(UnsafeBuffer.wrap(exact), "s"));
        assertEquals("abc", Strings.readCompact(UnsafeBuffer.wrap(exact).maxLength(3), "s"));
        UnsafeBuffer cut = UnsafeBuffer.wrap(new byte[] {5, 'a', 'b', 'c'});
        MarshalException e = assertThrows(MarshalException.class, () -> Strings.readCompact(cut, "s"));
        assertEquals(0, e.offset());
        assertEquals(0, cut.readIndex());
        UnsafeBuffer limited = UnsafeBuffer.wrap(exact).maxLength(2);
        assertThrows(MarshalException.class, () -> Strings.readCompact(limited, "s"));
        assertEquals(0, limited.readIndex());
        UnsafeBuffer empty = UnsafeBuffer.wrap(new byte[] {1});
        assertEquals("", Strings.readCompact(empty, "s"));
        assertEquals(1, empty.readIndex());
    }

    @Test
    void aStringThatDoesNotFitLeavesTheBufferAsItWas() {
        for (String s : List.of(ascii(100), ascii(100) + "\u4e2d", "\u4e2d".repeat(40))) {
            byte[] array = new byte[60];
            UnsafeBuffer fixed = UnsafeBuffer.wrap(array);
            fixed.clear();
            fixed.putInt(7);
            try {
                Strings.writeCompact(fixed, s);
                throw new AssertionError("wrote " + s.length() + " chars into 56 bytes");
            } catch (MarshalException expected) {
                assertEquals(4, fixed.writeIndex(), describe(s));
            }
        }
    }

    private static String describe(String s) {
        int first = 0;
        while (first < s.length() && s.charAt(first) < 0x80) {
            first++;
        }
        return s.length() + " chars, first non-ASCII at " + first + " (" + UnsafeBuffer.backend() + ")";
    }
}
