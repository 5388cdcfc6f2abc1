package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.Percentage;
import dev.marshalled.example.model.PercentageMarshaller;
import dev.marshalled.example.model.Point;
import dev.marshalled.example.model.PointMarshaller;
import dev.marshalled.example.model.StandardMarshaller;
import dev.marshalled.runtime.wire.Strings;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Truncated and corrupted bytes give MarshalException, never anything else, and the read index stays put. */
class CorruptInputTest {
    private static AllTypes rich() {
        return Values.edgeCases().get(1);
    }

    /**
     * Reads {@code bytes}; returns the MarshalException, or null if the bytes decoded to a value
     * that writes back to exactly the bytes read (AllTypes has no HashSet or HashMap, the only
     * thing a reader accepts in a form the writer does not produce).
     */
    private static MarshalException readExpectingOnlyMarshalException(byte[] bytes) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        AllTypes value;
        try {
            value = AllTypesMarshaller.read(buffer);
        } catch (MarshalException e) {
            assertEquals(0, buffer.readIndex(), "a failed read must leave the read index where it was");
            // and the same failure where the bytes end at a direct, mapped or sliced buffer's limit
            Memories.readAlike(AllTypesMarshaller::read, AllTypesMarshaller.INSTANCE::toByteArray, bytes, 0, e, null, 0);
            return e;
        } catch (Throwable t) {
            throw new AssertionError("read threw " + t + " for input " + Arrays.toString(bytes), t);
        }
        assertTrue(Corruption.canonical(AllTypesMarshaller.INSTANCE, value, bytes, 0, buffer.readIndex()),
                () -> "accepted in a form the writer does not produce: " + Arrays.toString(bytes));
        return null;
    }

    @Test
    void everyTruncationIsRejected() {
        byte[] full = AllTypesMarshaller.INSTANCE.toByteArray(rich());
        for (int length = 0; length < full.length; length++) {
            MarshalException e = readExpectingOnlyMarshalException(Arrays.copyOf(full, length));
            if (e == null) {
                fail("a " + length + "-byte prefix of a " + full.length + "-byte message was accepted");
            }
            assertTrue(e.offset() >= 0 && e.offset() <= length, e.getMessage());
        }
    }

    @Test
    void randomCorruptionGivesOnlyMarshalException() {
        Random random = new Random(42);
        byte[] full = AllTypesMarshaller.INSTANCE.toByteArray(rich());
        Corruption.Tally tally = new Corruption.Tally(false);
        for (int i = 0; i < 20_000; i++) {
            byte[] bytes = full.clone();
            switch (random.nextInt(3)) {
                case 0: // flip bits
                    for (int k = random.nextInt(4); k >= 0; k--) {
                        bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
                    }
                    break;
                case 1: // overwrite an int32 somewhere (often a length) with an extreme value
                    int at = random.nextInt(bytes.length - 3);
                    int v = new int[] {-1, -2, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 30, bytes.length}[random.nextInt(6)];
                    for (int b = 0; b < 4; b++) {
                        bytes[at + b] = (byte) (v >>> (8 * b));
                    }
                    break;
                default: // random bytes
                    random.nextBytes(bytes);
                    bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length + 1));
            }
            tally.read(AllTypesMarshaller.INSTANCE, bytes);
        }
        tally.assertExercised(20_000);
    }

    @Test
    void hugeLengthIsRejectedBeforeAllocating() {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        buffer.putInt(Integer.MAX_VALUE); // claims 2 GiB of string
        buffer.putInt(0);
        MarshalException e = assertThrows(MarshalException.class, () -> Strings.read(buffer, "Doc.text"));
        assertEquals("truncated input: Doc.text has a Latin-1 string of 2147483647 bytes at offset 0, but only 4"
                + " remain", e.getMessage());
        assertEquals(0, buffer.readIndex());
        UnsafeBuffer utf8 = new UnsafeBuffer(64);
        utf8.putInt(Integer.MIN_VALUE); // claims 2 GiB - 2 of UTF-8
        utf8.putInt(0);
        e = assertThrows(MarshalException.class, () -> Strings.read(utf8, "Doc.text"));
        assertEquals("truncated input: Doc.text has a UTF-8 string of 2147483646 bytes at offset 0, but only 4"
                + " remain", e.getMessage());
    }

    @Test
    void negativeLengthOtherThanNullIsRejected() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        buffer.putInt(-2);
        buffer.putInt(0);
        MarshalException e = assertThrows(MarshalException.class,
                () -> dev.marshalled.runtime.wire.PrimitiveArrays.readInts(buffer, "Doc.ints"));
        assertEquals("Doc.ints: length -2 at offset 0 is negative (only -1, meaning null, is allowed)", e.getMessage());
        assertEquals(0, e.offset());
    }

    @Test
    void utf8ThatCouldBeLatin1IsRejected() {
        Point point = new Point(1, 2, "abc");
        byte[] bytes = PointMarshaller.INSTANCE.toByteArray(point);
        bytes[8] = -5; // the label's prefix -5: its 3 bytes as UTF-8, which "abc" never is
        bytes[9] = bytes[10] = bytes[11] = -1;
        MarshalException e = assertThrows(MarshalException.class, () -> PointMarshaller.INSTANCE.fromByteArray(bytes));
        assertEquals("Point.label: the string at offset 8 is written as UTF-8, but none of its chars is above U+00FF,"
                + " so a writer must write it as Latin-1", e.getMessage());
        assertEquals(8, e.offset());
    }

    @Test
    void booleanOtherThanZeroOrOneIsRejected() {
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(new AllTypes());
        bytes[0] = 2;
        MarshalException e = readExpectingOnlyMarshalException(bytes);
        assertEquals("AllTypes.aBoolean: byte 2 at offset 0 is not a boolean (0 or 1)", e.getMessage());
        // the path names the run of fixed-size fields the reader took at once; the message the bad one
        assertTrue(e.path().startsWith("AllTypes.{aBoolean, aByte, "), e.path());
    }

    @Test
    void enumOrdinalOutOfRangeIsRejected() {
        AllTypes value = new AllTypes();
        value.color = Color.BLUE;
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(value);
        int at = indexOfInt(bytes, 2);
        bytes[at] = 3;
        MarshalException e = readExpectingOnlyMarshalException(bytes);
        assertEquals("AllTypes.color: enum ordinal 3 at offset " + at + " is out of range 0..2", e.getMessage());
    }

    @Test
    void presenceByteOtherThanZeroOrOneIsRejected() {
        AllTypes value = new AllTypes();
        value.point = new Point(1, 2, null);
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(value);
        int at = bytes.length - 1 - 4 - 4 - 4; // presence, x, y, label length
        assertEquals(1, bytes[at]);
        bytes[at] = 5;
        MarshalException e = readExpectingOnlyMarshalException(bytes);
        assertEquals("AllTypes.point: presence byte 5 at offset " + at + " is neither 0 (null) nor 1 (present)",
                e.getMessage());
        assertEquals("AllTypes.point", e.path());
    }

    @Test
    void invalidUtf8IsRejected() {
        byte[][] invalid = {
            {(byte) 0xC0, (byte) 0x80},                          // overlong NUL
            {(byte) 0xE0, (byte) 0x80, (byte) 0x80},             // overlong 3-byte
            {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},// past U+10FFFF
            {(byte) 0x80},                                       // lone continuation byte
            {(byte) 0xE2, (byte) 0x82},                          // cut short
            {(byte) 0xFF},                                       // never valid
            {(byte) 0xED, (byte) 0xA0, (byte) 0xBD, (byte) 0xED, (byte) 0xB8, (byte) 0x80}, // pair as two 3-byte forms
        };
        for (byte[] text : invalid) {
            UnsafeBuffer buffer = new UnsafeBuffer(16);
            buffer.putInt(-2 - text.length);
            for (byte b : text) {
                buffer.putByte(b);
            }
            MarshalException e = assertThrows(MarshalException.class, () -> Strings.read(buffer, "Doc.text"),
                    Arrays.toString(text));
            assertTrue(e.getMessage().startsWith("invalid UTF-8 in Doc.text at offset "), e.getMessage());
            assertEquals(0, buffer.readIndex());
        }
    }

    @Test
    void exceptionFromTheTypesConstructorBecomesMarshalException() {
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        buffer.putInt(101);
        MarshalException e = assertThrows(MarshalException.class, () -> PercentageMarshaller.read(buffer));
        assertEquals("cannot read Percentage at offset 0: java.lang.IllegalArgumentException: percentage out of range: 101",
                e.getMessage());
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
        assertEquals(0, buffer.readIndex());
        assertEquals(new Percentage(100), PercentageMarshaller.INSTANCE.fromByteArray(new byte[] {100, 0, 0, 0}));
    }

    /**
     * Whatever the failure, path() is not empty and the message names it: as it is, or, for a
     * path that ends in a run of fixed-size fields, one field of that run. (Optional values,
     * elements and nested values are where the reader's own name and the path differ.)
     */
    @Test
    void everyFailureHasAPathThatItsMessageNames() {
        Random random = new Random(30);
        Marshaller<?>[] marshallers = {AllTypesMarshaller.INSTANCE, StandardMarshaller.INSTANCE};
        byte[][] values = {AllTypesMarshaller.INSTANCE.toByteArray(rich()),
                StandardMarshaller.INSTANCE.toByteArray(StandardTypesTest.high())};
        int failures = 0;
        int optional = 0;
        for (int m = 0; m < marshallers.length; m++) {
            byte[] full = values[m];
            for (int i = 0; i < full.length + 3_000; i++) {
                byte[] bytes = i < full.length ? Arrays.copyOf(full, i) : full.clone();
                if (i >= full.length) {
                    bytes[random.nextInt(bytes.length)] ^= (byte) (1 + random.nextInt(255));
                }
                MarshalException e;
                try {
                    marshallers[m].fromByteArray(bytes);
                    continue;
                } catch (MarshalException failure) {
                    e = failure;
                }
                failures++;
                assertMessageNamesPath(e);
                if (e.getMessage().contains(".get()")) {
                    optional++;
                }
            }
        }
        assertTrue(failures > 1_500, "failures: " + failures);
        assertTrue(optional > 0, "some failures are inside an Optional's value");
    }

    static void assertMessageNamesPath(MarshalException e) {
        String path = e.path();
        String message = e.getMessage();
        assertFalse(path.isEmpty(), message);
        if (bounded(message, path)) {
            return;
        }
        int open = path.lastIndexOf('{');
        assertTrue(open >= 0 && path.endsWith("}"), () -> "the message does not name " + path + ": " + message);
        for (String field : path.substring(open + 1, path.length() - 1).split(", ")) {
            if (bounded(message, path.substring(0, open) + field)) {
                return;
            }
        }
        fail("the message names no field of the run " + path + ": " + message);
    }

    /** {@code name} in {@code message}, not as part of a longer name. */
    private static boolean bounded(String message, String name) {
        for (int at = message.indexOf(name); at >= 0; at = message.indexOf(name, at + 1)) {
            int end = at + name.length();
            if ((at == 0 || " (".indexOf(message.charAt(at - 1)) >= 0)
                    && (end == message.length() || " :,)".indexOf(message.charAt(end)) >= 0)) {
                return true;
            }
        }
        return false;
    }

    private static int indexOfInt(byte[] bytes, int value) {
        // The enum is the last fixed field before the nested point (null: one presence byte).
        int at = bytes.length - 1 - 4;
        assertEquals(value, bytes[at]);
        return at;
    }
}
