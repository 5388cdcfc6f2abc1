package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** UTF-8 with lone surrogates as their own three bytes; the reader takes exactly what the writer writes. */
class Utf8Test {
    private static final String MIXED = "a\u00e9\u4e2d\ud83d\ude00\ud800";

    @Test
    void eachCharTakesOneToFourBytesAndALoneSurrogateThree() {
        assertEquals(13, Utf8.encodedLength(MIXED, 0));
        assertEquals(12, Utf8.encodedLength(MIXED, 1));
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        int at = buffer.claim(14) + 1;
        assertEquals(14, Utf8.encode(MIXED, 0, buffer, at));
        assertArrayEquals(bytes(0, 0x61, 0xC3, 0xA9, 0xE4, 0xB8, 0xAD, 0xF0, 0x9F, 0x98, 0x80, 0xED, 0xA0, 0x80),
                buffer.toByteArray());
        assertEquals(MIXED, Utf8.decode(buffer, 1, 13, "S.s"));
    }

    /** Decodes {@code encoded} placed at offset 2, after two bytes of something else. */
    private static String decode(int... encoded) {
        byte[] bytes = new byte[2 + encoded.length];
        System.arraycopy(bytes(encoded), 0, bytes, 2, encoded.length);
        return Utf8.decode(UnsafeBuffer.wrap(bytes), 2, encoded.length, "S.s");
    }

    private static MarshalException refused(int... encoded) {
        return assertThrows(MarshalException.class, () -> decode(encoded));
    }

    @Test
    void whatTheWriterWritesIsRead() {
        assertEquals("\u00e9", decode(0xC3, 0xA9));
        assertEquals("\ud800", decode(0xED, 0xA0, 0x80));
        assertEquals("\udc00", decode(0xED, 0xB0, 0x80));
        assertEquals("\uFFFD", decode(0xEF, 0xBF, 0xBD), "a real U+FFFD is text, not a decoding failure");
        assertEquals("\udbff\udfff", decode(0xF4, 0x8F, 0xBF, 0xBF));
    }

    @Test
    void malformedSequencesAreRefusedWhereTheyStart() {
        MarshalException overlong = refused(0xE0, 0x80, 0x80);
        assertEquals("invalid UTF-8 in S.s at offset 2: overlong 3-byte sequence", overlong.getMessage());
        assertEquals(2, overlong.offset());
        assertEquals("invalid UTF-8 in S.s at offset 2: byte 0xc0 cannot start a UTF-8 sequence",
                refused(0xC0, 0x80).getMessage());
        assertEquals("invalid UTF-8 in S.s at offset 2: byte 0x80 cannot start a UTF-8 sequence",
                refused(0x80).getMessage());
        MarshalException cut = refused(0x41, 0xE4, 0xB8);
        assertEquals("invalid UTF-8 in S.s at offset 3: sequence cut off by the end of the string", cut.getMessage());
        assertEquals(3, cut.offset());
        assertEquals("invalid UTF-8 in S.s at offset 2: expected a continuation byte at offset 3",
                refused(0xC3, 0x41).getMessage());
        assertEquals("invalid UTF-8 in S.s at offset 2: 4-byte sequence outside U+10000..U+10FFFF",
                refused(0xF4, 0x90, 0x80, 0x80).getMessage());
        assertEquals("invalid UTF-8 in S.s at offset 2: 4-byte sequence outside U+10000..U+10FFFF",
                refused(0xF0, 0x8F, 0xBF, 0xBF).getMessage(), "an overlong 4-byte sequence");
    }

    @Test
    void aSurrogatePairSpeltAsTwoThreeByteSequencesIsRefusedAtTheSecond() {
        MarshalException e = refused(0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80);
        assertEquals("invalid UTF-8 in S.s at offset 5: surrogate pair written as two 3-byte sequences", e.getMessage());
        assertEquals(5, e.offset());
    }

    @Test
    void aLongStringIsCheckedAsStrictly() {
        int[] encoded = new int[72];
        Arrays.fill(encoded, 'a');
        encoded[70] = 0xC0;
        encoded[71] = 0x80;
        MarshalException e = refused(encoded);
        assertEquals("invalid UTF-8 in S.s at offset 72: byte 0xc0 cannot start a UTF-8 sequence", e.getMessage());
    }
}
