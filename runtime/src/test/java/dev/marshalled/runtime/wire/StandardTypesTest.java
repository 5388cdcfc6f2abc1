package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.at;
import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
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
import java.util.BitSet;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/** JDK value types: exact bytes, sizes, and the values a reader refuses with the offset of the bad part. */
class StandardTypesTest {

    private static <T> byte[] written(BiConsumer<UnsafeBuffer, T> writer, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        writer.accept(buffer, value);
        return buffer.toByteArray();
    }

    @Test
    void uuidIsPresenceThenMostThenLeastSignificantLittleEndian() {
        UUID id = new UUID(0x0102030405060708L, 0x1112131415161718L);
        byte[] bytes = written(StandardTypes::writeUuid, id);
        assertArrayEquals(bytes(1, 8, 7, 6, 5, 4, 3, 2, 1, 0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12, 0x11), bytes);
        assertEquals(bytes.length, StandardTypes.sizeOfUuid(id));
        assertEquals(id, StandardTypes.readUuid(UnsafeBuffer.wrap(bytes), "T.id"));
        assertArrayEquals(bytes(0), written(StandardTypes::writeUuid, null));
        assertNull(StandardTypes.readUuid(at(0, 0), "T.id"));
        MarshalException cut = assertThrows(MarshalException.class, () -> StandardTypes.readUuid(at(0, 1, 2, 3), "T.id"));
        assertEquals("truncated input: T.id needs 16 bytes at offset 1 but only 2 remain", cut.getMessage());
    }

    @Test
    void bigIntegersAreTheShortestTwosComplementLeastSignificantFirst() {
        assertArrayEquals(bytes(1, 1, 0, 0, 0, 0x7F), written(StandardTypes::writeBigInteger, BigInteger.valueOf(127)));
        assertArrayEquals(bytes(1, 2, 0, 0, 0, 0x80, 0x00), written(StandardTypes::writeBigInteger, BigInteger.valueOf(128)));
        assertArrayEquals(bytes(1, 2, 0, 0, 0, 0x7F, 0xFF), written(StandardTypes::writeBigInteger, BigInteger.valueOf(-129)));
        for (BigInteger value : new BigInteger[] {BigInteger.ZERO, BigInteger.valueOf(-1), BigInteger.valueOf(128),
                BigInteger.ONE.shiftLeft(100).negate(), BigInteger.ONE.shiftLeft(63)}) {
            byte[] fixed = written(StandardTypes::writeBigInteger, value);
            assertEquals(fixed.length, StandardTypes.sizeOfBigInteger(value));
            assertEquals(value, StandardTypes.readBigInteger(UnsafeBuffer.wrap(fixed), "T.n"));
            byte[] compact = written(StandardTypes::writeCompactBigInteger, value);
            assertEquals(compact.length, StandardTypes.sizeOfCompactBigInteger(value));
            assertEquals(value, StandardTypes.readCompactBigInteger(UnsafeBuffer.wrap(compact), "T.n"));
        }
        assertArrayEquals(bytes(1, 3, 0x2C, 0x01), written(StandardTypes::writeCompactBigInteger, BigInteger.valueOf(300)));
    }

    @Test
    void aBigIntegerWithARedundantSignByteIsRefusedAtThatByte() {
        UnsafeBuffer buffer = at(0, 1, 2, 0, 0, 0, 0x7F, 0x00);
        MarshalException e = assertThrows(MarshalException.class, () -> StandardTypes.readBigInteger(buffer, "T.n"));
        assertEquals("T.n: integer of 2 bytes at offset 1 has a redundant sign byte at offset 6 (the shortest two's"
                + " complement is written)", e.getMessage());
        assertEquals(6, e.offset());
        assertEquals(1, buffer.readIndex(), "back at the length");
        MarshalException ff = assertThrows(MarshalException.class,
                () -> StandardTypes.readBigInteger(at(0, 1, 2, 0, 0, 0, 0x80, 0xFF), "T.n"));
        assertEquals(6, ff.offset(), "0xFF above 0x80 repeats the sign too");
        // 0x00 above 0x80 is no repetition: without it the value would be negative.
        assertEquals(BigInteger.valueOf(128), StandardTypes.readBigInteger(at(0, 1, 2, 0, 0, 0, 0x80, 0x00), "T.n"));
    }

    @Test
    void aBigIntegerLengthBelowOneOrAboveTheLimitIsRefused() {
        MarshalException zero = assertThrows(MarshalException.class,
                () -> StandardTypes.readBigInteger(at(0, 1, 0, 0, 0, 0), "T.n"));
        assertEquals("T.n: integer length 0 at offset 1 must be at least 1", zero.getMessage());
        assertEquals(1, zero.offset());
        UnsafeBuffer limited = at(0, 1, 3, 0, 0, 0, 1, 2, 3).limits(ReadLimits.defaults().withMaxLength(2));
        MarshalException big = assertThrows(MarshalException.class, () -> StandardTypes.readBigInteger(limited, "T.n"));
        assertEquals("T.n: integer length 3 at offset 1 is above the limit of 2", big.getMessage());
        MarshalException cut = assertThrows(MarshalException.class,
                () -> StandardTypes.readBigInteger(at(0, 1, 3, 0, 0, 0, 1, 2), "T.n"));
        assertEquals("truncated input: T.n needs 3 bytes at offset 5 but only 2 remain", cut.getMessage());
    }

    @Test
    void bigDecimalsAreScaleThenUnscaledValue() {
        BigDecimal value = new BigDecimal("1.5");
        byte[] fixed = written(StandardTypes::writeBigDecimal, value);
        assertArrayEquals(bytes(1, 1, 0, 0, 0, 1, 0, 0, 0, 0x0F), fixed);
        assertEquals(fixed.length, StandardTypes.sizeOfBigDecimal(value));
        assertEquals(value, StandardTypes.readBigDecimal(UnsafeBuffer.wrap(fixed), "T.d"));
        BigDecimal negative = new BigDecimal("-1.5");
        byte[] compact = written(StandardTypes::writeCompactBigDecimal, negative);
        assertArrayEquals(bytes(1, 2, 2, 0xF1), compact);
        assertEquals(compact.length, StandardTypes.sizeOfCompactBigDecimal(negative));
        assertEquals(negative, StandardTypes.readCompactBigDecimal(UnsafeBuffer.wrap(compact), "T.d"));
        assertEquals(1, StandardTypes.sizeOfBigDecimal(null));
        MarshalException cut = assertThrows(MarshalException.class,
                () -> StandardTypes.readBigDecimal(UnsafeBuffer.wrap(bytes(1, 1, 0)), "T.d"));
        assertEquals("truncated input: T.d (scale) needs 4 bytes at offset 1 but only 2 remain", cut.getMessage());
    }

    @Test
    void instantsAndDurationsAreSecondsThenNanos() {
        Instant instant = Instant.ofEpochSecond(-1, 5);
        byte[] bytes = written(StandardTypes::writeInstant, instant);
        assertArrayEquals(bytes(1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 5, 0, 0, 0), bytes);
        assertEquals(instant, StandardTypes.readInstant(UnsafeBuffer.wrap(bytes), "T.t"));
        Duration duration = Duration.ofSeconds(3, 999_999_999);
        assertEquals(duration, StandardTypes.readDuration(
                UnsafeBuffer.wrap(written(StandardTypes::writeDuration, duration)), "T.d"));
        assertEquals(13, StandardTypes.sizeOfDuration(duration));
    }

    @Test
    void nanosOutsideASecondAreRefusedAtTheNanos() {
        MarshalException e = assertThrows(MarshalException.class, () -> StandardTypes.readInstant(
                at(0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0xCA, 0x9A, 0x3B), "T.t"));
        assertEquals("T.t: nanoseconds 1000000000 at offset 9 are not in 0..999999999", e.getMessage());
        assertEquals(9, e.offset());
        assertThrows(MarshalException.class, () -> StandardTypes.readDuration(
                at(0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF), "T.d"));
    }

    @Test
    void anInstantTheJdkRefusesIsAMarshalExceptionAtItsStart() {
        UnsafeBuffer buffer = at(2, 7, 7, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0);
        MarshalException e = assertThrows(MarshalException.class, () -> StandardTypes.readInstant(buffer, "T.t"));
        assertTrue(e.getMessage().startsWith("T.t: invalid Instant at offset 2: "), e.getMessage());
        assertEquals(2, e.offset());
        assertEquals(2, buffer.readIndex());
    }

    @Test
    void datesAndTimesAreTheirFields() {
        LocalDate date = LocalDate.of(2024, 2, 29);
        assertArrayEquals(bytes(1, 0xE8, 0x07, 0, 0, 2, 29), written(StandardTypes::writeLocalDate, date));
        LocalTime time = LocalTime.of(0, 0, 1);
        assertArrayEquals(bytes(1, 0x00, 0xCA, 0x9A, 0x3B, 0, 0, 0, 0), written(StandardTypes::writeLocalTime, time));
        LocalDateTime both = LocalDateTime.of(date, time);
        byte[] bytes = written(StandardTypes::writeLocalDateTime, both);
        assertEquals(15, bytes.length);
        assertEquals(15, StandardTypes.sizeOfLocalDateTime(both));
        assertEquals(both, StandardTypes.readLocalDateTime(UnsafeBuffer.wrap(bytes), "T.at"));
        OffsetDateTime offset = OffsetDateTime.of(both, ZoneOffset.ofHours(-2));
        byte[] withOffset = written(StandardTypes::writeOffsetDateTime, offset);
        assertArrayEquals(bytes(0xE0, 0xE3, 0xFF, 0xFF), java.util.Arrays.copyOfRange(withOffset, 15, 19));
        assertEquals(offset, StandardTypes.readOffsetDateTime(UnsafeBuffer.wrap(withOffset), "T.at"));
    }

    @Test
    void aDateTheJdkRefusesIsRefusedAtItsStart() {
        UnsafeBuffer buffer = at(0, 1, 0xE8, 0x07, 0, 0, 13, 1);
        MarshalException e = assertThrows(MarshalException.class, () -> StandardTypes.readLocalDate(buffer, "T.d"));
        assertTrue(e.getMessage().startsWith("T.d: invalid LocalDate at offset 0: Invalid value for MonthOfYear"),
                e.getMessage());
        assertEquals(0, buffer.readIndex());
        MarshalException time = assertThrows(MarshalException.class, () -> StandardTypes.readLocalTime(
                at(0, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF), "T.t"));
        assertTrue(time.getMessage().startsWith("T.t: invalid LocalTime at offset 0: "), time.getMessage());
    }

    /** A ZonedDateTime of 2024-01-01T00:00 with the given offset seconds and zone id (fixed-length prefix). */
    private static UnsafeBuffer zoned(int offsetSeconds, String zone) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putByte((byte) 1);
        buffer.putInt(2024);
        buffer.putByte((byte) 1);
        buffer.putByte((byte) 1);
        buffer.putLong(0);
        buffer.putInt(offsetSeconds);
        Strings.write(buffer, zone);
        return buffer;
    }

    @Test
    void zonedDateTimesKeepTheirOffsetAndZone() {
        ZonedDateTime value = ZonedDateTime.of(2024, 1, 1, 0, 0, 0, 0, ZoneId.of("Europe/Paris"));
        byte[] bytes = written(StandardTypes::writeZonedDateTime, value);
        assertArrayEquals(zoned(3600, "Europe/Paris").toByteArray(), bytes);
        assertEquals(bytes.length, StandardTypes.sizeOfZonedDateTime(value));
        assertEquals(value, StandardTypes.readZonedDateTime(UnsafeBuffer.wrap(bytes), "T.z"));
    }

    @Test
    void aZoneThatIsNullUnknownNotNormalOrAtOddsWithTheOffsetIsRefused() {
        MarshalException none = assertThrows(MarshalException.class,
                () -> StandardTypes.readZonedDateTime(zoned(0, null), "T.z"));
        assertEquals("T.z: zone id at offset 19 is null", none.getMessage());
        assertEquals(19, none.offset());
        UnsafeBuffer unknown = zoned(0, "Mars/Olympus");
        MarshalException u = assertThrows(MarshalException.class, () -> StandardTypes.readZonedDateTime(unknown, "T.z"));
        assertTrue(u.getMessage().startsWith("T.z: zone id \"Mars/Olympus\" at offset 19 is not one the JDK knows: "),
                u.getMessage());
        assertEquals(0, unknown.readIndex());
        MarshalException form = assertThrows(MarshalException.class,
                () -> StandardTypes.readZonedDateTime(zoned(3600, "+1"), "T.z"));
        assertEquals("T.z: zone id \"+1\" at offset 19 is not in its normal form \"+01:00\"", form.getMessage());
        MarshalException odds = assertThrows(MarshalException.class,
                () -> StandardTypes.readZonedDateTime(zoned(7200, "Europe/Paris"), "T.z"));
        assertEquals("T.z: offset +02:00 at offset 15 is not valid in zone Europe/Paris at 2024-01-01T00:00 (valid:"
                + " [+01:00])", odds.getMessage());
        assertEquals(15, odds.offset());
    }

    @Test
    void periodsAreThreeInts() {
        Period period = Period.of(1, -2, 3);
        byte[] bytes = written(StandardTypes::writePeriod, period);
        assertArrayEquals(bytes(1, 1, 0, 0, 0, 0xFE, 0xFF, 0xFF, 0xFF, 3, 0, 0, 0), bytes);
        assertEquals(period, StandardTypes.readPeriod(UnsafeBuffer.wrap(bytes), "T.p"));
    }

    @Test
    void bitSetsAreTheirWordsWithoutTrailingZeros() {
        BitSet bits = new BitSet();
        bits.set(0);
        bits.set(64);
        byte[] bytes = written(StandardTypes::writeBitSet, bits);
        assertArrayEquals(bytes(2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0), bytes);
        assertEquals(bytes.length, StandardTypes.sizeOfBitSet(bits));
        assertEquals(bits, StandardTypes.readBitSet(UnsafeBuffer.wrap(bytes), "T.bits"));
        assertArrayEquals(bytes(0, 0, 0, 0), written(StandardTypes::writeBitSet, new BitSet()));
        assertArrayEquals(bytes(0xFF, 0xFF, 0xFF, 0xFF), written(StandardTypes::writeBitSet, null));
        UnsafeBuffer trailing = at(0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        MarshalException e = assertThrows(MarshalException.class, () -> StandardTypes.readBitSet(trailing, "T.bits"));
        assertEquals("T.bits: BitSet at offset 0 ends in a zero word at offset 12 (its words are written without"
                + " trailing zero words)", e.getMessage());
        assertEquals(12, e.offset());
        assertEquals(0, trailing.readIndex());
    }

    @Test
    void optionalsAreAStateByteThenTheValue() {
        assertArrayEquals(bytes(0), written(StandardTypes::writeOptionalInt, null));
        assertArrayEquals(bytes(1), written(StandardTypes::writeOptionalInt, OptionalInt.empty()));
        assertArrayEquals(bytes(2, 7, 0, 0, 0), written(StandardTypes::writeOptionalInt, OptionalInt.of(7)));
        assertEquals(OptionalLong.of(-1), StandardTypes.readOptionalLong(
                UnsafeBuffer.wrap(written(StandardTypes::writeOptionalLong, OptionalLong.of(-1))), "T.o"));
        assertEquals(OptionalDouble.empty(), StandardTypes.readOptionalDouble(at(0, 1), "T.o"));
        assertNull(StandardTypes.readOptionalInt(at(0, 0), "T.o"));
        assertEquals(9, StandardTypes.sizeOfOptionalDouble(OptionalDouble.of(1)));
        MarshalException e = assertThrows(MarshalException.class, () -> StandardTypes.readOptionalInt(at(1, 2, 3), "T.o"));
        assertEquals("T.o: byte 3 at offset 1 is not an optional's state (0 null, 1 empty, 2 present)", e.getMessage());
        assertEquals(1, e.offset());
        MarshalException signed = assertThrows(MarshalException.class,
                () -> StandardTypes.readOptionalState(at(0, 0xFF), "T.o"));
        assertEquals("T.o: byte -1 at offset 0 is not an optional's state (0 null, 1 empty, 2 present)",
                signed.getMessage());
    }

    @Test
    void readByNameUsesTheSchemasSimpleNames() {
        assertEquals(Period.ofDays(3), StandardTypes.read("Period", at(0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0), "T.p"));
        assertEquals(BigInteger.valueOf(300), StandardTypes.readCompact("BigInteger", at(0, 1, 3, 0x2C, 0x01), "T.n"));
        assertEquals(BigInteger.valueOf(300), StandardTypes.read("BigInteger", at(0, 1, 2, 0, 0, 0, 0x2C, 0x01), "T.n"));
        assertEquals(OptionalInt.of(1), StandardTypes.readCompact("OptionalInt", at(0, 2, 1, 0, 0, 0), "T.o"));
    }
}
