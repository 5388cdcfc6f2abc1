package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.runtime.UnsafeBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The bulk ASCII copier: one byte per char up to the first that is not ASCII, across its chunks. */
class AsciiRunsTest {

    private static String ascii(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append((char) ('!' + i % 90));
        }
        return s.toString();
    }

    /** Copies {@code value} at offset 3 of a buffer with room for it, and checks the bytes it wrote. */
    private static int copied(AsciiRuns runs, String value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        int at = buffer.claim(3 + value.length()) + 3;
        int done = runs.copy(value, buffer, at);
        byte[] expected = value.substring(0, done).getBytes(StandardCharsets.US_ASCII);
        assertEquals(Arrays.toString(expected), Arrays.toString(Arrays.copyOfRange(buffer.array(), at, at + done)));
        assertEquals(0, buffer.array()[0] | buffer.array()[1] | buffer.array()[2], "nothing before the offset");
        return done;
    }

    @Test
    void copiesAllOfAnAsciiString() {
        AsciiRuns runs = new AsciiRuns();
        assertEquals(0, copied(runs, ""));
        assertEquals(AsciiRuns.MIN_CHARS, copied(runs, ascii(AsciiRuns.MIN_CHARS)));
        assertEquals(1100, copied(runs, ascii(1100)), "three chunks of 512");
    }

    @Test
    void stopsAtTheFirstCharThatIsNotAscii() {
        AsciiRuns runs = new AsciiRuns();
        assertEquals(0, copied(runs, "\u00e9" + ascii(100)));
        assertEquals(70, copied(runs, ascii(70) + "\u0080" + ascii(30)));
        assertEquals(511, copied(runs, ascii(511) + "\u4e2d" + ascii(600)), "last char of the first chunk");
        assertEquals(512, copied(runs, ascii(512) + "\ud83d\ude00"), "first char of the second chunk");
        assertEquals(700, copied(runs, ascii(700) + "\u00ff"));
    }
}
