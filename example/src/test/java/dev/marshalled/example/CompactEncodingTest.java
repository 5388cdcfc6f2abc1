package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.Compact;
import dev.marshalled.example.model.CompactContainers;
import dev.marshalled.example.model.CompactContainersMarshaller;
import dev.marshalled.example.model.CompactEvolving;
import dev.marshalled.example.model.CompactEvolvingMarshaller;
import dev.marshalled.example.model.CompactMarshaller;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.example.model.Point;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code encoding = COMPACT}: varint ints, longs, lengths, counts and ordinals. */
class CompactEncodingTest {
    private static final int[] INTS = {0, 1, -1, 63, -64, 64, -65, 8191, -8192, 8192, 1 << 20, -(1 << 20),
        Integer.MAX_VALUE, Integer.MIN_VALUE};
    private static final long[] LONGS = {0, 1, -1, 63, -64, 64, 1L << 35, -(1L << 35), 1L << 62, Long.MAX_VALUE,
        Long.MIN_VALUE};

    static Compact small() {
        return new Compact(1, -1, null, 300L, Color.BLUE, "hi", List.of(5), Map.of("k", 2L), new Color[] {null},
                (short) 7, 0.5, new int[] {1}, null);
    }

    @Test
    void bytesAreAsFormatMdSays() {
        byte[] bytes = CompactMarshaller.INSTANCE.toByteArray(small());
        assertEquals(String.join(" ",
                "02",                   // i = 1, zigzag 2
                "01",                   // l = -1, zigzag 1
                "00",                   // boxedInt: absent
                "01 d8 04",             // boxedLong: present, 300 zigzag 600 = 0x258
                "03",                   // color: BLUE, ordinal 2 + 1
                "05 68 69",             // text: Latin-1, 2 * 2 + 1, "hi"
                "02 01 0a",             // ints: count 1 + 1, present, 5 zigzag 10
                "02 03 6b 01 04",       // longs: count 1 + 1, key "k" (Latin-1, 2 * 1 + 1), present, 2 zigzag 4
                "02 00",                // colors: count 1 + 1, null
                "07 00",                // fixedShort: 2 bytes, fixed
                "00 00 00 00 00 00 e0 3f", // fixedDouble: 8 bytes, fixed
                "01 00 00 00 01 00 00 00", // fixedInts: int32 length and elements, fixed
                "00"),                  // point: absent
                HexFormat.ofDelimiter(" ").formatHex(bytes));
    }

    @Test
    void randomValuesRoundTripAndSizeOfIsExact() {
        Random random = new Random(17);
        for (int n = 0; n < 3_000; n++) {
            Compact value = random(random);
            Compact copy = RoundTripTest.roundTrip(CompactMarshaller.INSTANCE, value);
            assertTrue(Values.deepEquals(value, copy), value + " vs " + copy);
        }
    }

    private static Compact random(Random random) {
        int i = random.nextBoolean() ? INTS[random.nextInt(INTS.length)] : random.nextInt() >> random.nextInt(32);
        long l = random.nextBoolean() ? LONGS[random.nextInt(LONGS.length)] : random.nextLong() >> random.nextInt(64);
        List<Integer> ints = random.nextInt(5) == 0 ? null : new ArrayList<>();
        Map<String, Long> longs = random.nextInt(5) == 0 ? null : new LinkedHashMap<>();
        for (int k = random.nextInt(200); ints != null && k > 0; k--) {
            ints.add(random.nextInt(10) == 0 ? null : INTS[random.nextInt(INTS.length)]);
        }
        for (int k = random.nextInt(20); longs != null && k > 0; k--) {
            longs.put("k" + k, random.nextInt(10) == 0 ? null : random.nextLong() >> random.nextInt(64));
        }
        StringBuilder text = new StringBuilder();
        for (int k = random.nextInt(300); k > 0; k--) {
            text.append(random.nextInt(8) == 0 ? (char) random.nextInt(0xD800) : (char) (' ' + random.nextInt(90)));
        }
        Color[] colors = new Color[random.nextInt(4)];
        for (int k = 0; k < colors.length; k++) {
            colors[k] = random.nextBoolean() ? null : Color.values()[random.nextInt(3)];
        }
        return new Compact(i, l, random.nextBoolean() ? null : i, random.nextBoolean() ? null : l,
                random.nextBoolean() ? null : Color.values()[random.nextInt(3)],
                random.nextInt(6) == 0 ? null : text.toString(), ints, longs, random.nextBoolean() ? null : colors,
                (short) i, Double.longBitsToDouble(l), random.nextBoolean() ? null : new int[] {i, -i},
                random.nextBoolean() ? null : new Point(i, 3, "p"));
    }

    @Test
    void containersRoundTripSmallerThanFixed() {
        CompactContainers value = ContainersTest.fill(new CompactContainers());
        CompactContainers copy = RoundTripTest.roundTrip(CompactContainersMarshaller.INSTANCE, value);
        ContainersTest.assertSameContents(value, copy);
        int compact = CompactContainersMarshaller.sizeOf(value);
        int fixed = ContainersMarshaller.sizeOf(value);
        assertTrue(compact < fixed * 3 / 4, compact + " compact bytes vs " + fixed + " fixed");
    }

    @Test
    void malformedVarintsAreRejected() {
        // A varint the input ends inside, one longer than needed, and one too wide for an int.
        for (String hex : new String[] {"80", "ff ff", "80 00", "ff ff ff ff 1f", "ff ff ff ff ff 01"}) {
            byte[] bytes = HexFormat.ofDelimiter(" ").parseHex(hex);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
            MarshalException e = assertThrows(MarshalException.class, () -> CompactMarshaller.read(buffer), hex);
            assertTrue(e.getMessage().contains("Compact.i"), e.getMessage());
            assertEquals(0, buffer.readIndex());
        }
        // A count larger than the input could hold is refused before anything is allocated.
        byte[] huge = CompactMarshaller.INSTANCE.toByteArray(small());
        byte[] bytes = Arrays.copyOf(huge, huge.length + 4);
        int at = 2 + 1 + 3 + 1 + 3; // the count of ints
        System.arraycopy(HexFormat.ofDelimiter(" ").parseHex("ff ff ff ff 07"), 0, bytes, at, 5);
        MarshalException e = assertThrows(MarshalException.class, () -> CompactMarshaller.read(UnsafeBuffer.wrap(bytes)));
        assertTrue(e.getMessage().startsWith("truncated input: Compact.ints has count 2147483646 at offset " + at),
                e.getMessage());
    }

    @Test
    void corruptionGivesOnlyMarshalExceptionAndTheInspectorAgrees() {
        Random random = new Random(23);
        byte[][] valid = {
            CompactMarshaller.INSTANCE.toByteArray(small()),
            CompactMarshaller.INSTANCE.toByteArray(random(random)),
            CompactContainersMarshaller.INSTANCE.toByteArray(ContainersTest.fill(new CompactContainers())),
        };
        Corruption.Tally compact = new Corruption.Tally(false);
        Corruption.Tally containers = new Corruption.Tally(true); // hashSet and hashMap
        for (int n = 0; n < 15_000; n++) {
            int which = n % valid.length;
            byte[] bytes = Corruption.mutate(valid[which], random);
            if (which == 2) {
                containers.read(CompactContainersMarshaller.INSTANCE, bytes).toHexDump();
            } else {
                compact.read(CompactMarshaller.INSTANCE, bytes).toHexDump();
            }
        }
        compact.assertExercised(10_000);
        containers.assertExercised(5_000);
    }

    @Test
    void evolvableCompactTypeReadsOlderAndNewerBodies() {
        CompactEvolving value = new CompactEvolving(-3, "n", List.of(1, -1), Color.GREEN);
        assertEquals(value, RoundTripTest.roundTrip(CompactEvolvingMarshaller.INSTANCE, value));
        // A version-1 body: length 3, id -3 (zigzag 5), name "n" (Latin-1, 2 * 1 + 1).
        UnsafeBuffer older = UnsafeBuffer.wrap(HexFormat.ofDelimiter(" ").parseHex("03 00 00 00 05 03 6e"));
        assertEquals(new CompactEvolving(-3, "n", null, null), CompactEvolvingMarshaller.read(older));
        // A body with a field from a later version after ours: skipped.
        byte[] current = CompactEvolvingMarshaller.INSTANCE.toByteArray(value);
        byte[] newer = Arrays.copyOf(current, current.length + 2);
        newer[0] += 2;
        UnsafeBuffer buffer = UnsafeBuffer.wrap(newer);
        assertEquals(value, CompactEvolvingMarshaller.read(buffer));
        assertEquals(newer.length, buffer.readIndex());
        // A body cut inside a version-1 field is an error, with the index unchanged.
        UnsafeBuffer cut = UnsafeBuffer.wrap(HexFormat.ofDelimiter(" ").parseHex("02 00 00 00 05 02 6e"));
        MarshalException e = assertThrows(MarshalException.class, () -> CompactEvolvingMarshaller.read(cut));
        assertEquals("CompactEvolving.name", e.path());
        assertEquals(0, cut.readIndex());
    }

    @Test
    void inspectorDecodesCompactFields() {
        String text = Inspector.inspect(CompactMarshaller.INSTANCE, CompactMarshaller.INSTANCE.toByteArray(small()))
                .toText();
        assertTrue(text.contains("boxedLong"), text);
        assertTrue(text.contains("300"), text);
        assertTrue(text.contains("BLUE"), text);
        assertTrue(text.contains("\"hi\""), text);
    }
}
