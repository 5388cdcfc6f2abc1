package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.runtime.UnsafeBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The bulk Latin-1 copier: one byte per char up to the first above U+00FF, across its chunks. */
class Latin1RunsTest {

    private static String ascii(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append((char) ('!' + i % 90));
        }
        return s.toString();
    }

    /** Copies {@code value} at offset 3 of a buffer with room for it, and checks the bytes it wrote. */
    private static int copied(Latin1Runs runs, String value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        int at = buffer.claim(3 + value.length()) + 3;
        int done = runs.copy(value, buffer, at);
        byte[] expected = value.substring(0, done).getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(Arrays.toString(expected), Arrays.toString(Arrays.copyOfRange(buffer.array(), at, at + done)));
        assertEquals(0, buffer.array()[0] | buffer.array()[1] | buffer.array()[2], "nothing before the offset");
        return done;
    }

    @Test
    void copiesAllOfALatin1String() {
        Latin1Runs runs = new Latin1Runs();
        assertEquals(0, copied(runs, ""));
        assertEquals(Latin1Runs.MIN_CHARS, copied(runs, ascii(Latin1Runs.MIN_CHARS)));
        assertEquals(1100, copied(runs, ascii(1100)), "three chunks of 512");
        assertEquals(700, copied(runs, ascii(300) + "\u0080\u00e9\u00ff".repeat(100) + ascii(100)));
    }

    @Test
    void stopsAtTheFirstCharAboveLatin1() {
        Latin1Runs runs = new Latin1Runs();
        assertEquals(0, copied(runs, "\u0100" + ascii(100)));
        assertEquals(70, copied(runs, ascii(70) + "\u20ac" + ascii(30)));
        assertEquals(511, copied(runs, ascii(511) + "\u4e2d" + ascii(600)), "last char of the first chunk");
        assertEquals(512, copied(runs, ascii(512) + "\ud83d\ude00"), "first char of the second chunk");
        assertEquals(701, copied(runs, ascii(700) + "\u00ff"));
        assertEquals(700, copied(runs, ascii(700) + "\u0100"));
    }
}
