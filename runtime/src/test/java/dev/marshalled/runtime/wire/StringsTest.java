package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Strings of every length class (around the one-byte compact prefixes at 62 and 63 bytes, the
 * bulk Latin-1 path at {@link Latin1Runs#MIN_CHARS} and its chunk of 512) and every kind of text
 * (ASCII, the boundary chars U+007F, U+0080, U+00FF and U+0100, other BMP text, surrogate pairs,
 * lone surrogates), with the char that decides the kind at the start, inside and at each
 * boundary. Each is written in both encodings into buffers that start small, compared byte for
 * byte with an encoder written here from the format's rule, and read back. Surefire runs this
 * class under every backend, and with {@code java.lang} or {@code java.lang.invoke} open.
 */
class StringsTest {

    private static final int[] LENGTHS = {0, 1, 7, 8, 20, 21, 31, 32, 62, 63, 64, 65, 127, 128, 511, 512, 513, 1100, 5462};
    private static final String[] OTHERS = {"\u007f", "\u0080", "\u00e9", "\u00ff", "\u0100", "\u0141", "\u4e2d",
        "\ud83d\ude00", "\ud800", "\udc00"};

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

    /** True when the format writes {@code s} as Latin-1: every char at most U+00FF. */
    static boolean latin1(String s) {
        return s.chars().allMatch(c -> c <= 0xFF);
    }

    /** The bytes after the prefix, by the format's rule. */
    static byte[] payload(String s) {
        return latin1(s) ? s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1) : wtf8(s);
    }

    @Test
    void everySampleIsWrittenAsTheRuleSaysAndReadBack() {
        int checked = 0;
        int utf8Strings = 0;
        for (String s : samples()) {
            byte[] payload = payload(s);
            boolean latin1 = latin1(s);
            utf8Strings += latin1 ? 0 : 1;
            UnsafeBuffer fixed = new UnsafeBuffer(3);
            fixed.putByte((byte) 0x5A); // not at offset 0, so positions are really relative
            Strings.write(fixed, s);
            byte[] expected = new byte[1 + 4 + payload.length];
            expected[0] = 0x5A;
            UnsafeBuffer.wrap(expected).putIntAt(1, latin1 ? payload.length : -2 - payload.length);
            System.arraycopy(payload, 0, expected, 5, payload.length);
            assertArrayEquals(expected, fixed.toByteArray(), () -> "fixed: " + describe(s));
            assertEquals(expected.length - 1, Strings.sizeOf(s), () -> "fixed size: " + describe(s));
            fixed.getByte();
            assertEquals(s, Strings.read(fixed, "s"), () -> "fixed read: " + describe(s));
            assertEquals(fixed.writeIndex(), fixed.readIndex());

            UnsafeBuffer compact = new UnsafeBuffer(1);
            compact.putByte((byte) 0x5A);
            Strings.writeCompact(compact, s);
            byte[] prefix = varint(2L * payload.length + (latin1 ? 1 : 2));
            byte[] expectedCompact = new byte[1 + prefix.length + payload.length];
            expectedCompact[0] = 0x5A;
            System.arraycopy(prefix, 0, expectedCompact, 1, prefix.length);
            System.arraycopy(payload, 0, expectedCompact, 1 + prefix.length, payload.length);
            assertArrayEquals(expectedCompact, compact.toByteArray(), () -> "compact: " + describe(s));
            assertEquals(expectedCompact.length - 1, Strings.sizeOfCompact(s), () -> "compact size: " + describe(s));
            compact.getByte();
            assertEquals(s, Strings.readCompact(compact, "s"), () -> "compact read: " + describe(s));
            assertEquals(compact.writeIndex(), compact.readIndex());
            checked++;
        }
        assertTrue(checked > 900, "samples: " + checked);
        assertTrue(utf8Strings > 400 && utf8Strings < checked - 300, "UTF-8 samples: " + utf8Strings);
    }

    /**
     * The writer decides the kind as it copies: one char above U+00FF at any position of any
     * length below the bulk path, or one of U+0080..U+00FF that keeps it Latin-1, must come out
     * as the rule says, whichever path wrote the chars before it.
     */
    @Test
    void oneCharAnywhereDecidesTheKind() {
        int checked = 0;
        for (int length = 1; length <= Latin1Runs.MIN_CHARS + 2; length++) {
            for (int at = 0; at < length; at++) {
                for (String other : new String[] {"\u00e9", "\u00ff", "\u0100", "\u4e2d"}) {
                    String s = ascii(at) + other + ascii(length - at - 1);
                    UnsafeBuffer buffer = new UnsafeBuffer(8);
                    Strings.write(buffer, s);
                    Strings.writeCompact(buffer, s);
                    int prefix = buffer.getInt();
                    assertEquals(latin1(s) ? length : -2 - wtf8(s).length, prefix, () -> describe(s));
                    buffer.readIndex(0);
                    assertEquals(s, Strings.read(buffer, "s"), () -> "fixed: " + describe(s));
                    assertEquals(s, Strings.readCompact(buffer, "s"), () -> "compact: " + describe(s));
                    checked++;
                }
            }
        }
        assertEquals(4 * (Latin1Runs.MIN_CHARS + 2) * (Latin1Runs.MIN_CHARS + 3) / 2, checked);
    }

    @Test
    void randomTextRoundTripsAtItsSize() {
        java.util.Random random = new java.util.Random(2);
        for (int i = 0; i < 3000; i++) {
            StringBuilder s = new StringBuilder();
            int range = new int[] {0x80, 0x100, 0x101, 0x800, 0x110000}[random.nextInt(5)];
            for (int k = random.nextInt(90); k > 0; k--) {
                s.appendCodePoint(random.nextInt(range));
            }
            String text = s.toString();
            UnsafeBuffer buffer = new UnsafeBuffer(0);
            Strings.write(buffer, text);
            Strings.writeCompact(buffer, text);
            assertEquals(Strings.sizeOf(text) + Strings.sizeOfCompact(text), buffer.writeIndex());
            assertEquals(text, Strings.read(buffer, "s"));
            assertEquals(text, Strings.readCompact(buffer, "s"));
        }
    }

    /** A UTF-8 string whose chars would all fit Latin-1 is refused at its prefix, in both encodings. */
    @Test
    void utf8ThatSpellsLatin1IsRefusedAtThePrefix() {
        byte[][] fixedInputs = {
            {0x5A, (byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF},                          // "" as UTF-8
            {0x5A, (byte) 0xFD, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 'a'},                      // "a"
            {0x5A, (byte) 0xFC, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xC3, (byte) 0xBF}, // U+00FF
        };
        for (byte[] input : fixedInputs) {
            UnsafeBuffer buffer = UnsafeBuffer.wrap(input);
            buffer.getByte();
            MarshalException e = assertThrows(MarshalException.class, () -> Strings.read(buffer, "Trade.symbol"));
            assertEquals(1, e.offset());
            assertEquals(1, buffer.readIndex(), "nothing consumed");
            assertTrue(e.getMessage().startsWith("Trade.symbol: the string at offset 1 is written as UTF-8"), e.getMessage());
        }
        assertEquals("Trade.symbol: the string at offset 1 is written as UTF-8, but none of its chars is above U+00FF,"
                + " so a writer must write it as Latin-1",
                assertThrows(MarshalException.class, () -> read(fixedInputs[2], false)).getMessage());
        byte[][] compactInputs = {{0x5A, 2}, {0x5A, 4, 'a'}, {0x5A, 6, (byte) 0xC3, (byte) 0xBF}};
        for (byte[] input : compactInputs) {
            MarshalException e = assertThrows(MarshalException.class, () -> read(input, true));
            assertEquals(1, e.offset());
        }
        assertEquals("\u0100", read(new byte[] {0x5A, 6, (byte) 0xC4, (byte) 0x80}, true), "U+0100 is UTF-8's");
        assertEquals("\u0100", read(new byte[] {0x5A, (byte) 0xFC, -1, -1, -1, (byte) 0xC4, (byte) 0x80}, false));
        assertEquals("\u00ff", read(new byte[] {0x5A, 3, (byte) 0xFF}, true), "any byte is a Latin-1 char");
        assertEquals("\u00ff", read(new byte[] {0x5A, 1, 0, 0, 0, (byte) 0xFF}, false));
    }

    /** Reads one string after a byte of something else, in the fixed or compact encoding. */
    private static String read(byte[] input, boolean compact) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(input);
        buffer.getByte();
        String s = compact ? Strings.readCompact(buffer, "Trade.symbol") : Strings.read(buffer, "Trade.symbol");
        assertEquals(input.length, buffer.readIndex());
        return s;
    }

    /** Each kind's length is checked against the bytes left and the limit, at the prefix, before anything is read. */
    @Test
    void eachKindsLengthIsCheckedAtThePrefix() {
        byte[][] cut = {
            {0x5A, 3, 0, 0, 0, 'a', 'b'},
            {0x5A, (byte) 0xFB, -1, -1, -1, (byte) 0xE4, (byte) 0xB8},
            {0x5A, 7, 'a', 'b'},
            {0x5A, 8, (byte) 0xE4, (byte) 0xB8},
            {0x5A, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x0F},
        };
        for (int i = 0; i < cut.length; i++) {
            boolean compact = i >= 2;
            UnsafeBuffer buffer = UnsafeBuffer.wrap(cut[i]);
            buffer.getByte();
            MarshalException e = assertThrows(MarshalException.class, () -> {
                if (compact) {
                    Strings.readCompact(buffer, "s");
                } else {
                    Strings.read(buffer, "s");
                }
            });
            assertEquals(1, e.offset(), e.getMessage());
            assertEquals(1, buffer.readIndex());
            assertTrue(e.getMessage().startsWith("truncated input: s has a "), e.getMessage());
        }
        assertEquals("truncated input: Trade.symbol has a UTF-8 string of 3 bytes at offset 1, but only 2 remain",
                assertThrows(MarshalException.class, () -> read(cut[1], false)).getMessage());
        UnsafeBuffer limited = UnsafeBuffer.wrap(new byte[] {(byte) 0xFB, -1, -1, -1, (byte) 0xE4, (byte) 0xB8, (byte) 0xAD})
                .limits(ReadLimits.defaults().withMaxLength(2));
        MarshalException e = assertThrows(MarshalException.class, () -> Strings.read(limited, "s"));
        assertTrue(e.getMessage().contains("above the limit of 2"), e.getMessage());
        assertEquals("\u4e2d", Strings.read(UnsafeBuffer.wrap(limited.array()).limits(ReadLimits.defaults().withMaxLength(3)), "s"));
    }

    /**
     * A one-byte compact prefix is read without the general count path: its length is checked
     * against the bytes after it (exactly enough, one short, at the very end of the array, where
     * the Unsafe backend has no bounds check of its own) and against the buffer's length limit.
     */
    @Test
    void aOneByteCompactPrefixIsCheckedAgainstTheBytesLeftAndTheLimit() {
        byte[] exact = {7, 'a', 'b', 'c'};
        assertEquals("abc", Strings.readCompact(UnsafeBuffer.wrap(exact), "s"));
        assertEquals("abc", Strings.readCompact(UnsafeBuffer.wrap(exact).limits(ReadLimits.defaults().withMaxLength(3)), "s"));
        UnsafeBuffer cut = UnsafeBuffer.wrap(new byte[] {9, 'a', 'b', 'c'});
        MarshalException e = assertThrows(MarshalException.class, () -> Strings.readCompact(cut, "s"));
        assertEquals(0, e.offset());
        assertEquals(0, cut.readIndex());
        UnsafeBuffer limited = UnsafeBuffer.wrap(exact).limits(ReadLimits.defaults().withMaxLength(2));
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
        while (first < s.length() && s.charAt(first) <= 0xFF) {
            first++;
        }
        return s.length() + " chars, first above U+00FF at " + first + " (" + UnsafeBuffer.backend()
                + (UnsafeBuffer.copiesStringBytes() ? ", strings' bytes copied)" : ")");
    }
}
