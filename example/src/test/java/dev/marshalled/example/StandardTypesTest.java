package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Maps;
import dev.marshalled.example.model.MapsMarshaller;
import dev.marshalled.example.model.Point;
import dev.marshalled.example.model.Standard;
import dev.marshalled.example.model.StandardMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** UUID, big numbers, java.time, BitSet and the Optionals, at the ends of their ranges. */
class StandardTypesTest {

    private static BitSet bits(int... set) {
        BitSet bits = new BitSet();
        for (int b : set) {
            bits.set(b);
        }
        return bits;
    }

    static Standard high() {
        Map<UUID, List<BigDecimal>> prices = new LinkedHashMap<>();
        prices.put(new UUID(1, 2), List.of(new BigDecimal("1.05"), new BigDecimal("-3E+5")));
        return new Standard(new UUID(-1L, Long.MIN_VALUE),
                BigInteger.ONE.shiftLeft(200).negate().add(BigInteger.valueOf(12345)),
                new BigDecimal(new BigInteger("123456789012345678901234567890"), -7), // negative scale
                Instant.MAX, Duration.ofSeconds(Long.MAX_VALUE, 999_999_999),
                LocalDate.MAX, LocalTime.MAX, LocalDateTime.MAX, OffsetDateTime.MAX,
                // 02:30 on 25 Oct 2026 happens twice in Berlin: this is the second, summer time having ended.
                ZonedDateTime.ofLocal(LocalDateTime.of(2026, 10, 25, 2, 30), ZoneId.of("Europe/Berlin"), ZoneOffset.ofHours(1)),
                Period.of(-1, 13, Integer.MAX_VALUE), bits(0, 63, 64, 1000),
                OptionalInt.of(Integer.MIN_VALUE), OptionalLong.of(Long.MAX_VALUE), OptionalDouble.of(Double.NaN),
                Optional.of("é😀"), Optional.of(new Point(1, 2, null)), Optional.of(-1),
                Arrays.asList(Optional.of("x"), Optional.empty(), null), prices, Character.MAX_VALUE, '\uD800');
    }

    static Standard low() {
        return new Standard(new UUID(0, 0), BigInteger.ZERO, BigDecimal.ZERO.setScale(Integer.MAX_VALUE),
                Instant.MIN, Duration.ofSeconds(Long.MIN_VALUE), LocalDate.MIN, LocalTime.MIN, LocalDateTime.MIN,
                OffsetDateTime.MIN,
                ZonedDateTime.ofLocal(LocalDateTime.of(2026, 10, 25, 2, 30), ZoneId.of("Europe/Berlin"), ZoneOffset.ofHours(2)),
                Period.ZERO, new BitSet(), OptionalInt.empty(), OptionalLong.empty(), OptionalDouble.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), List.of(), Map.of(), '\0', null);
    }

    @Test
    void extremesRoundTrip() {
        for (Standard value : List.of(high(), low(), Standard.empty())) {
            Standard copy = RoundTripTest.roundTrip(StandardMarshaller.INSTANCE, value);
            assertEquals(value.toString(), copy.toString());
            assertEquals(value.bigDecimal(), copy.bigDecimal());
            assertEquals(value.zonedDateTime(), copy.zonedDateTime());
            assertEquals(value.bitSet(), copy.bitSet());
        }
    }

    @Test
    void bothReadingsOfAnAmbiguousLocalTimeSurvive() {
        Standard summer = low();
        Standard winter = high();
        ZonedDateTime first = RoundTripTest.roundTrip(StandardMarshaller.INSTANCE, summer).zonedDateTime();
        ZonedDateTime second = RoundTripTest.roundTrip(StandardMarshaller.INSTANCE, winter).zonedDateTime();
        assertEquals(first.toLocalDateTime(), second.toLocalDateTime());
        assertNotEquals(first.toInstant(), second.toInstant());
        assertEquals(summer.zonedDateTime().toInstant(), first.toInstant());
        assertEquals(winter.zonedDateTime().toInstant(), second.toInstant());
    }

    @Test
    void randomBigNumbers() {
        Random random = new Random(17);
        for (int i = 0; i < 2000; i++) {
            BigInteger big = new BigInteger(random.nextInt(300), random);
            if (random.nextBoolean()) {
                big = big.negate();
            }
            BigDecimal decimal = new BigDecimal(big, random.nextInt(41) - 20);
            Standard value = new Standard(null, big, decimal, null, null, null, null, null, null, null, null, null, null,
                    null, null, null, null, null, null, null, 'c', 'd');
            Standard copy = RoundTripTest.roundTrip(StandardMarshaller.INSTANCE, value);
            assertEquals(big, copy.bigInteger());
            assertEquals(decimal, copy.bigDecimal());
            assertEquals(decimal.scale(), copy.bigDecimal().scale());
        }
    }

    /** The offset of the first byte of the field named, found by the inspector. */
    private static int offsetOf(byte[] bytes, String field) {
        return offsetOf(StandardMarshaller.INSTANCE, bytes, field);
    }

    private static int offsetOf(Marshaller<?> marshaller, byte[] bytes, String field) {
        String dump = Inspector.inspect(marshaller, bytes).toHexDump();
        for (String line : dump.split("\n")) {
            String[] cells = line.trim().split("\\s+");
            if (line.contains(" " + field + " ")) {
                return Integer.parseInt(cells[0]);
            }
        }
        throw new AssertionError(field + " not in\n" + dump);
    }

    @Test
    void valuesTheJdkRejectsBecomeMarshalException() {
        byte[] bytes = StandardMarshaller.INSTANCE.toByteArray(high());
        // Each case overwrites bytes inside one value (the offset is from the value's start, its
        // presence byte) so that the JDK's factory refuses it; the reader must say which field,
        // where the value starts, and why, without a JDK exception's name.
        refusedByTheJdk(bytes, "instant", "Instant", 1, new byte[] {-1, -1, -1, -1, -1, -1, -1, 0x7f}); // second Long.MAX_VALUE
        refusedByTheJdk(bytes, "localDate", "LocalDate", 1 + 4, new byte[] {13}); // month 13
        refusedByTheJdk(bytes, "localTime", "LocalTime", 1, new byte[] {-1, -1, -1, -1, -1, -1, -1, -1}); // nanosecond -1
        refusedByTheJdk(bytes, "localDateTime", "LocalDateTime", 1 + 5, new byte[] {0}); // day 0
        refusedByTheJdk(bytes, "offsetDateTime", "OffsetDateTime", 1 + 14, new byte[] {-1, -1, -1, 0x7f}); // offset past 18 h
        // A zone id the JDK does not know is refused at the zone id itself, not at the value's start.
        int zoned = offsetOf(bytes, "zonedDateTime");
        byte[] unknownZone = bytes.clone();
        unknownZone[zoned + 1 + 18 + 4 + 12] = 'x'; // Europe/Berlix
        UnsafeBuffer zoneBuffer = UnsafeBuffer.wrap(unknownZone);
        MarshalException zone = assertThrows(MarshalException.class, () -> StandardMarshaller.read(zoneBuffer));
        assertEquals(0, zoneBuffer.readIndex());
        assertTrue(zone.getMessage().startsWith("Standard.zonedDateTime: zone id \"Europe/Berlix\" at offset "
                + (zoned + 1 + 18) + " is not one the JDK knows"), zone.getMessage());
        assertEquals(zoned + 1 + 18, zone.offset());
        assertEquals("Standard.zonedDateTime", zone.path());
        assertEquals(zone.getMessage(), Inspector.inspect(StandardMarshaller.INSTANCE, unknownZone).failure().getMessage());
        refusedByTheJdk(bytes, "zonedDateTime", "ZonedDateTime", 1 + 14, new byte[] {0, 0, 0, -128}); // offset -2^31 s

        int instant = offsetOf(bytes, "instant");
        byte[] badNanos = bytes.clone();
        badNanos[instant + 1 + 8 + 3] = 0x7f;
        MarshalException nanos = assertThrows(MarshalException.class, () -> StandardMarshaller.INSTANCE.fromByteArray(badNanos));
        assertTrue(nanos.getMessage().startsWith("Standard.instant: nanoseconds "), nanos.getMessage());

        int optional = offsetOf(bytes, "optionalInt");
        byte[] badState = bytes.clone();
        badState[optional] = 3;
        MarshalException state = assertThrows(MarshalException.class, () -> StandardMarshaller.INSTANCE.fromByteArray(badState));
        assertEquals("Standard.optionalInt: byte 3 at offset " + optional
                + " is not an optional's state (0 null, 1 empty, 2 present)", state.getMessage());
    }

    /**
     * Overwrites {@code patch} at {@code into} bytes after the start of {@code field}, and checks
     * that the reader refuses it with the field's path, the value's offset and the JDK's reason,
     * leaves the read index at 0, and that the inspector fails with the same message.
     */
    private static void refusedByTheJdk(byte[] valid, String field, String type, int into, byte[] patch) {
        int at = offsetOf(valid, field);
        byte[] bytes = valid.clone();
        System.arraycopy(patch, 0, bytes, at + into, patch.length);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        MarshalException e = assertThrows(MarshalException.class, () -> StandardMarshaller.read(buffer), field);
        assertEquals(0, buffer.readIndex(), field);
        assertTrue(e.getMessage().startsWith("Standard." + field + ": invalid " + type + " at offset " + at + ": "),
                e.getMessage());
        assertFalse(e.getMessage().contains("java."), e.getMessage());
        assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        assertEquals(at, e.offset(), field);
        assertEquals("Standard." + field, e.path());
        Inspection inspection = Inspector.inspect(StandardMarshaller.INSTANCE, bytes);
        assertFalse(inspection.complete(), field);
        assertEquals(e.getMessage(), inspection.failure().getMessage());
        assertEquals(at, inspection.failure().offset());
    }

    @Test
    void presentOptionalHoldingNullIsRejected() {
        Standard value = new Standard(null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, Optional.of("s"), null, null, null, null, 'a', null);
        byte[] valid = StandardMarshaller.INSTANCE.toByteArray(value);
        int at = offsetOf(valid, "optionalString");
        assertEquals(2, valid[at], "state byte: present");
        // The present string "s" (length 1, then 's') becomes a null string (length -1), and every
        // field after it stays: the input is whole, so only the Optional-holds-null rule can reject it.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(valid, 0, at + 1);
        out.write(new byte[] {-1, -1, -1, -1}, 0, 4);
        out.write(valid, at + 6, valid.length - at - 6);
        presentNullIsRefused(StandardMarshaller.INSTANCE, out.toByteArray(), "Standard.optionalString", at + 1);
    }

    @Test
    void presentOptionalOfAJdkValueHoldingNullIsRejected() {
        // The map-heavy type whose mutated bytes once failed with a NullPointerException at offset
        // 0 and no field: Optional<Instant>, present, then the Instant's presence byte 0 (null).
        Maps value = new Maps(null, null, null, Optional.of(Instant.EPOCH), null);
        byte[] valid = MapsMarshaller.INSTANCE.toByteArray(value);
        int at = offsetOf(MapsMarshaller.INSTANCE, valid, "updated");
        assertEquals(2, valid[at], "state byte: present");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(valid, 0, at + 1);
        out.write(0); // the Instant: null
        out.write(valid, at + 1 + 13, valid.length - at - 1 - 13);
        presentNullIsRefused(MapsMarshaller.INSTANCE, out.toByteArray(), "Maps.updated", at + 1);
    }

    /**
     * Whole, well-formed bytes but for a present Optional holding null: the reader and the
     * inspector refuse them with the Optional's path and the offset of the null.
     */
    private static void presentNullIsRefused(Marshaller<?> marshaller, byte[] bytes, String path, int nullAt) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        MarshalException e = assertThrows(MarshalException.class, () -> marshaller.read(buffer));
        assertEquals(0, buffer.readIndex());
        String refusal = path + ".get(): null at offset " + nullAt + ", which a present Optional cannot hold";
        // the reader names the value inside the Optional, and the path, the field, follows
        assertEquals(refusal + " (at " + path + ")", e.getMessage());
        assertEquals(nullAt, e.offset());
        assertEquals(path, e.path());
        Inspection inspection = Inspector.inspect(marshaller, bytes);
        assertFalse(inspection.complete());
        assertEquals(refusal, inspection.failure().getMessage());
        assertEquals(nullAt, inspection.failure().offset());
    }

    @Test
    void corruptionGivesOnlyMarshalException() {
        byte[] full = StandardMarshaller.INSTANCE.toByteArray(high());
        Random random = new Random(23);
        Corruption.Tally tally = new Corruption.Tally(false);
        for (int i = 0; i < 10_000; i++) {
            byte[] bytes = full.clone();
            for (int k = random.nextInt(3); k >= 0; k--) {
                bytes[random.nextInt(bytes.length)] = (byte) random.nextInt();
            }
            if (random.nextBoolean()) {
                bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length));
            }
            tally.read(StandardMarshaller.INSTANCE, bytes).toJson();
        }
        tally.assertExercised(10_000);
    }

    @Test
    void inspectorShowsStandardValues() {
        String text = Inspector.inspect(StandardMarshaller.INSTANCE, StandardMarshaller.INSTANCE.toByteArray(low())).toText();
        assertTrue(text.startsWith("Standard{uuid=00000000-0000-0000-0000-000000000000, bigInteger=0,"), text);
        assertTrue(text.contains("optionalInt=OptionalInt.empty, ") && text.contains("optionalString=empty, "), text);
        assertTrue(text.contains("zonedDateTime=2026-10-25T02:30+02:00[Europe/Berlin]"), text);
    }
}
