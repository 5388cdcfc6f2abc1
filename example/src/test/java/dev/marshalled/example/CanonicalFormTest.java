package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Canonical;
import dev.marshalled.example.model.CanonicalMarshaller;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.CompactCanonical;
import dev.marshalled.example.model.CompactCanonicalMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * FORMAT.md's "Canonical form": each value has one spelling, and a reader (the generated one and
 * the inspector alike) refuses every other at the offset of the first byte that differs, with
 * the path of the field.
 */
class CanonicalFormTest {
    private static final Marshaller<Canonical> CANONICAL = CanonicalMarshaller.INSTANCE;
    private static final Marshaller<CompactCanonical> COMPACT = CompactCanonicalMarshaller.INSTANCE;

    // Offsets in Canonical.empty()'s 45 bytes: three boxes (2, 3 and 9 bytes), eight counts, three presence bytes, a count.
    private static final int SORTED = 14;

    @Test
    void aNullBoxHasZeroValueBytes() {
        byte[] empty = CANONICAL.toByteArray(Canonical.empty());
        assertEquals(45, empty.length);
        assertEquals("0000" + "000000" + "000000000000000000", HexFormat.of().formatHex(empty, 0, SORTED));
        rejects(CANONICAL, with(empty, 1, 0x02), 1, "Canonical.{flag, small, real}", "null box at offset 0 has byte 0x02");
        rejects(CANONICAL, with(empty, 4, 0x01), 4, "Canonical.{flag, small, real}", "null box at offset 2");
        rejects(CANONICAL, with(empty, 13, 0x80), 13, "Canonical.{flag, small, real}", "null box at offset 5");
    }

    @Test
    void compactNullIntegerAndLongAreALoneByteOtherBoxesKeepTheirZeroBytes() {
        byte[] empty = COMPACT.toByteArray(new CompactCanonical(null, null, null, null, null, null));
        assertEquals("00" + "00" + "000000" + "000000" + "00" + "00", HexFormat.of().formatHex(empty));
        rejects(COMPACT, with(empty, 3, 0x01), 3, "CompactCanonical.{small, letter}", "null box at offset 2");
        rejects(COMPACT, with(empty, 7, 0x01), 7, "CompactCanonical.{small, letter}", "null box at offset 5");
        // 00 then 02 is not a null Integer with padding: the 02 is the next field's presence byte
        rejects(COMPACT, with(empty, 1, 0x02), 1, "CompactCanonical.wide",
                "presence byte 2 at offset 1 is neither 0 (null) nor 1 (present)");
    }

    @Test
    void sortedAndEnumSetsAreAscendingWithEachElementOnce() {
        Canonical value = new Canonical(null, null, null, new TreeSet<>(List.of("a", "b")),
                EnumSet.of(Color.RED, Color.BLUE), null, null, null, null, null, null, null, null);
        byte[] bytes = CANONICAL.toByteArray(value);
        int second = SORTED + 4 + 5; // count, then "a" in 5 bytes
        assertEquals('b', bytes[second + 4]);
        rejects(CANONICAL, with(with(bytes, second - 1, 'b'), second + 4, 'a'), second, "Canonical.sorted[1]",
                "does not come after b");
        rejects(CANONICAL, with(bytes, second + 4, 'a'), second, "Canonical.sorted[1]", "element a at offset "
                + second + " does not come after a");
        int colors = second + 5; // count, RED (0), BLUE (2)
        assertEquals(2, bytes[colors + 8]);
        rejects(CANONICAL, with(with(bytes, colors + 4, 2), colors + 8, 0), colors + 8, "Canonical.colors[1]",
                "does not come after BLUE");
        rejects(CANONICAL, with(bytes, colors + 8, 0), colors + 8, "Canonical.colors[1]", "does not come after RED");
    }

    @Test
    void sortedAndEnumMapsHaveAscendingKeysEachOnce() {
        TreeMap<Integer, String> byKey = new TreeMap<>(Map.of(1, "x", 2, "y"));
        EnumMap<Color, Integer> byColor = new EnumMap<>(Map.of(Color.GREEN, 7, Color.BLUE, 8));
        byte[] bytes = CANONICAL.toByteArray(new Canonical(null, null, null, null, null, byKey, byColor, null, null,
                null, null, null, null));
        int entries = SORTED + 8 + 4; // two null sets, then byKey's count
        int second = entries + 5 + 5; // key 1 (a box), "x"
        assertEquals(2, bytes[second + 1]);
        rejects(CANONICAL, with(bytes, second + 1, 1), second, "Canonical.byKey[1]", "key 1 at offset " + second
                + " does not come after 1");
        rejects(CANONICAL, with(bytes, second + 1, 0), second, "Canonical.byKey[1]", "does not come after 1");
        int colors = second + 10 + 4; // key 2, "y", byColor's count
        int next = colors + 4 + 5; // GREEN, 7
        assertEquals(2, bytes[next]);
        rejects(CANONICAL, with(bytes, next, 1), next, "Canonical.byColor[1]", "does not come after GREEN");
        rejects(CANONICAL, with(bytes, next, 0), next, "Canonical.byColor[1]", "does not come after GREEN");
    }

    @Test
    void setsAndMapsInIterationOrderHoldEachElementOnce() {
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("k", 1);
        map.put("m", null);
        byte[] bytes = CANONICAL.toByteArray(new Canonical(null, null, null, null, null, null, null,
                new LinkedHashSet<>(List.of("b", "a")), map, null, null, null, null));
        int set = SORTED + 16;
        int second = set + 4 + 5;
        rejects(CANONICAL, with(bytes, second + 4, 'b'), second, "Canonical.set[1]", "element b at offset " + second
                + " was read before");
        int key = second + 5 + 4 + 5 + 5; // "a", the map's count, "k", 1
        assertEquals('m', bytes[key + 4]);
        rejects(CANONICAL, with(bytes, key + 4, 'k'), key, "Canonical.map[1]", "key k at offset " + key
                + " was read before");
        // any order of distinct elements is read, as the written order of a LinkedHashSet
        Canonical swapped = CANONICAL.fromByteArray(with(with(bytes, set + 8, 'a'), second + 4, 'b'));
        assertEquals(List.of("a", "b"), List.copyOf(swapped.set()));
    }

    @Test
    void bigNumbersHaveNoRedundantSignByte() {
        int big = 38;
        byte[] five = CANONICAL.toByteArray(withBig(BigInteger.valueOf(5)));
        assertEquals("010100000005", HexFormat.of().formatHex(five, big, big + 6));
        rejects(CANONICAL, splice(five, big, 6, "01020000000500"), big + 6, "Canonical.big",
                "redundant sign byte at offset " + (big + 6));
        byte[] minusOne = CANONICAL.toByteArray(withBig(BigInteger.valueOf(-1)));
        assertEquals("0101000000ff", HexFormat.of().formatHex(minusOne, big, big + 6));
        rejects(CANONICAL, splice(minusOne, big, 6, "0102000000ffff"), big + 6, "Canonical.big", "redundant sign");
        // a sign byte that is needed is not redundant: 128 is 80 00, -129 is 7F FF
        assertEquals("01020000008000", HexFormat.of().formatHex(CANONICAL.toByteArray(withBig(BigInteger.valueOf(128))),
                big, big + 7));
        assertEquals("0102000000" + "7fff", HexFormat.of().formatHex(
                CANONICAL.toByteArray(withBig(BigInteger.valueOf(-129))), big, big + 7));
        Canonical decimal = new Canonical(null, null, null, null, null, null, null, null, null, null,
                new BigDecimal("1.5"), null, null);
        byte[] bytes = CANONICAL.toByteArray(decimal); // 01, scale 1, length 1, 0F
        assertEquals("0101000000010000000f", HexFormat.of().formatHex(bytes, big + 1, big + 11));
        rejects(CANONICAL, splice(bytes, big + 1, 10, "010100000002000000" + "0f00"), big + 11, "Canonical.decimal",
                "redundant sign");
    }

    @Test
    void aZonedTimeHasAnOffsetOfItsZoneAndItsZoneIdInNormalForm() {
        ZonedDateTime paris = ZonedDateTime.of(LocalDateTime.of(2024, 1, 15, 12, 0), ZoneId.of("Europe/Paris"));
        byte[] bytes = CANONICAL.toByteArray(withZoned(paris));
        int zoned = 40;
        int offset = zoned + 1 + 14;
        assertEquals(3600, UnsafeBuffer.wrap(bytes).getIntAt(offset));
        rejects(CANONICAL, withInt(bytes, offset, 7200), offset, "Canonical.zoned",
                "offset +02:00 at offset " + offset + " is not valid in zone Europe/Paris");
        // a fixed-offset zone: "+01" is a spelling of "+01:00"
        byte[] fixed = CANONICAL.toByteArray(withZoned(paris.withZoneSameInstant(ZoneOffset.ofHours(1))));
        int zone = offset + 4;
        assertEquals("060000002b30313a3030", HexFormat.of().formatHex(fixed, zone, zone + 10));
        rejects(CANONICAL, splice(fixed, zone, 10, "030000002b3031"), zone, "Canonical.zoned",
                "zone id \"+01\" at offset " + zone + " is not in its normal form \"+01:00\"");
        rejects(CANONICAL, splice(fixed, zone, 10, "03000000787878"), zone, "Canonical.zoned",
                "zone id \"xxx\" at offset " + zone);
        // both offsets of an autumn overlap are the zone's: each reads back as written
        ZonedDateTime overlap = ZonedDateTime.of(LocalDateTime.of(2024, 10, 27, 2, 30), ZoneId.of("Europe/Paris"));
        for (ZonedDateTime t : List.of(overlap.withEarlierOffsetAtOverlap(), overlap.withLaterOffsetAtOverlap())) {
            assertEquals(t, CANONICAL.fromByteArray(CANONICAL.toByteArray(withZoned(t))).zoned());
        }
    }

    @Test
    void aBitSetEndsInANonZeroWord() {
        BitSet bits = new BitSet();
        bits.set(1);
        byte[] bytes = CANONICAL.toByteArray(new Canonical(null, null, null, null, null, null, null, null, null, null,
                null, null, bits));
        int at = 41;
        assertEquals("01000000" + "0200000000000000", HexFormat.of().formatHex(bytes, at, at + 12));
        rejects(CANONICAL, splice(bytes, at, 12, "02000000" + "0200000000000000" + "0000000000000000"), at + 12,
                "Canonical.bits", "ends in a zero word at offset " + (at + 12));
        rejects(CANONICAL, splice(bytes, at, 12, "01000000" + "0000000000000000"), at + 4, "Canonical.bits",
                "ends in a zero word");
    }

    @Test
    void compactSortedAndEnumSetsAreAscendingToo() {
        CompactCanonical value = new CompactCanonical(null, null, null, null, new TreeSet<>(List.of(1, 2)),
                EnumSet.of(Color.GREEN));
        byte[] bytes = COMPACT.toByteArray(value);
        // boxes, then sorted: count 2 as 03, then 1 and 2 as present zigzag varints; colors: 02, GREEN as 02
        assertEquals("00" + "00" + "000000" + "000000" + "03" + "0102" + "0104" + "02" + "02",
                HexFormat.of().formatHex(bytes));
        rejects(COMPACT, with(bytes, 12, 0x02), 11, "CompactCanonical.sorted[1]", "does not come after 1");
        rejects(COMPACT, with(bytes, 12, 0x00), 11, "CompactCanonical.sorted[1]", "does not come after 1");
    }

    // ---- helpers ----

    /**
     * Both readers refuse {@code bytes} at {@code offset}; the generated one names {@code path}
     * (a run of fixed-size fields is named as a whole, e.g. {@code Canonical.{flag, small, real}},
     * and its message names the field).
     */
    static void rejects(Marshaller<?> marshaller, byte[] bytes, int offset, String path, String says) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        MarshalException e = assertThrows(MarshalException.class, () -> marshaller.read(buffer));
        assertEquals(0, buffer.readIndex(), "the read index goes back");
        assertEquals(offset, e.offset(), e::getMessage);
        assertEquals(path, e.path(), e::getMessage);
        assertTrue(e.getMessage().contains(says), () -> e.getMessage() + "\n does not say: " + says);
        Inspection inspection = Inspector.inspect(marshaller, bytes);
        assertFalse(inspection.complete(), "the inspector accepted what the reader refuses");
        assertEquals(offset, inspection.failure().offset(), inspection.failure()::getMessage);
    }

    static byte[] with(byte[] bytes, int at, int b) {
        byte[] copy = bytes.clone();
        copy[at] = (byte) b;
        return copy;
    }

    static byte[] withInt(byte[] bytes, int at, int value) {
        byte[] copy = bytes.clone();
        UnsafeBuffer.wrap(copy).putIntAt(at, value);
        return copy;
    }

    /** {@code bytes} with the {@code length} bytes at {@code at} replaced by {@code hex}. */
    static byte[] splice(byte[] bytes, int at, int length, String hex) {
        byte[] insert = HexFormat.of().parseHex(hex);
        byte[] out = Arrays.copyOf(bytes, bytes.length - length + insert.length);
        System.arraycopy(insert, 0, out, at, insert.length);
        System.arraycopy(bytes, at + length, out, at + insert.length, bytes.length - at - length);
        return out;
    }

    private static Canonical withBig(BigInteger big) {
        return new Canonical(null, null, null, null, null, null, null, null, null, big, null, null, null);
    }

    private static Canonical withZoned(ZonedDateTime zoned) {
        return new Canonical(null, null, null, null, null, null, null, null, null, null, null, zoned, null);
    }
}
