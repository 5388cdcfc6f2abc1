package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.Layout;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
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

/**
 * Encodings of JDK value types, called by generated marshallers (see FORMAT.md). Every value
 * is nullable: it starts with a presence byte (0 null, 1 present), except {@code BitSet}, which
 * is a {@code long[]}, and the {@code Optional} primitives, whose first byte is 0 null, 1 empty,
 * 2 present. A value the JDK rejects when read (an {@code Instant} out of range, an unknown zone)
 * surfaces as {@link MarshalException} from the generated {@code read}.
 *
 * <pre>{@code
 * StandardTypes.writeUuid(buffer, id);
 * UUID copy = StandardTypes.readUuid(buffer, "Order.id");
 * }</pre>
 */
public final class StandardTypes {
    private StandardTypes() {
    }

    private static boolean present(UnsafeBuffer buffer, Object value) {
        Presence.write(buffer, value != null);
        return value != null;
    }

    private static int nullable(Object value, int size) {
        return value == null ? 1 : 1 + size;
    }

    /**
     * A value the JDK refuses (month 13, a second past {@code Instant.MAX}, an unknown zone) as
     * the failure of the value that starts at {@code at}, with the read index back there.
     */
    private static MarshalException refused(UnsafeBuffer buffer, int at, String field, String type,
            DateTimeException cause) {
        buffer.readIndex(at);
        return new MarshalException(field + ": invalid " + type + " at offset " + at + ": " + cause.getMessage(), at,
                cause);
    }

    // ---- UUID: int64 most significant bits, int64 least significant bits ----

    /** @param buffer the buffer @param value a UUID or null */
    public static void writeUuid(UnsafeBuffer buffer, UUID value) {
        if (present(buffer, value)) {
            int at = buffer.claim(16);
            buffer.putLongAt(at, value.getMostSignificantBits());
            buffer.putLongAt(at + 8, value.getLeastSignificantBits());
        }
    }

    /** @param buffer the buffer @param field for messages @return the UUID or null */
    public static UUID readUuid(UnsafeBuffer buffer, String field) {
        if (!Presence.read(buffer, field)) {
            return null;
        }
        int at = buffer.take(16, field);
        return new UUID(buffer.getLongAt(at), buffer.getLongAt(at + 8));
    }

    /** @param value a UUID or null @return its encoded size */
    public static int sizeOfUuid(UUID value) {
        return nullable(value, 16);
    }

    // ---- BigInteger: int32 length, then two's-complement bytes, least significant first ----

    /** @param buffer the buffer @param value a BigInteger or null */
    public static void writeBigInteger(UnsafeBuffer buffer, BigInteger value) {
        if (present(buffer, value)) {
            putMagnitude(buffer, value, false);
        }
    }

    /** The two's-complement bytes of {@code value}, least significant first, after their length. */
    private static void putMagnitude(UnsafeBuffer buffer, BigInteger value, boolean compact) {
        byte[] bigEndian = value.toByteArray();
        int n = bigEndian.length;
        int mark = buffer.writeIndex();
        int at;
        try {
            if (compact) {
                Counts.writeCompact(buffer, n);
                at = buffer.claim(n);
            } else {
                at = buffer.claim(4 + n) + 4;
                buffer.putIntAt(at - 4, n);
            }
        } catch (MarshalException full) {
            buffer.writeIndex(mark);
            throw full;
        }
        for (int i = 0; i < n; i++) {
            buffer.putByteAt(at + i, bigEndian[n - 1 - i]);
        }
    }

    /** @param buffer the buffer @param field for messages @return the BigInteger or null */
    public static BigInteger readBigInteger(UnsafeBuffer buffer, String field) {
        return Presence.read(buffer, field) ? getMagnitude(buffer, field, false) : null;
    }

    /** Reads what {@link #putMagnitude} writes; the length is checked against the limit and the input. */
    private static BigInteger getMagnitude(UnsafeBuffer buffer, String field, boolean compact) {
        int lengthAt = buffer.readIndex();
        int n = compact ? Counts.readCompact(buffer, field, 1) : buffer.getInt();
        if (n < 1 || n > buffer.limits().maxLength()) {
            buffer.readIndex(lengthAt);
            throw new MarshalException(field + ": integer length " + n + " at offset " + lengthAt
                    + (n < 1 ? " must be at least 1" : " is above the limit of " + buffer.limits().maxLength()), lengthAt);
        }
        int at = buffer.take(n, field);
        byte[] bigEndian = new byte[n];
        for (int i = 0; i < n; i++) {
            bigEndian[n - 1 - i] = buffer.getByteAt(at + i);
        }
        // The shortest two's complement only: a top byte that merely repeats the sign of the byte
        // below it (00 above 0x00..0x7F, FF above 0x80..0xFF) is a second spelling of the value.
        if (n > 1 && (bigEndian[0] == 0 || bigEndian[0] == -1) && (bigEndian[0] ^ bigEndian[1]) >= 0) {
            buffer.readIndex(lengthAt);
            throw new MarshalException(field + ": integer of " + n + " bytes at offset " + lengthAt + " has a redundant"
                    + " sign byte at offset " + (at + n - 1) + " (the shortest two's complement is written)",
                    at + n - 1);
        }
        return new BigInteger(bigEndian);
    }

    /** @param value a BigInteger or null @return its encoded size */
    public static int sizeOfBigInteger(BigInteger value) {
        return value == null ? 1 : 1 + 4 + value.bitLength() / 8 + 1;
    }

    // ---- BigDecimal: int32 scale, then the unscaled value as a BigInteger (without presence) ----

    /** @param buffer the buffer @param value a BigDecimal or null */
    public static void writeBigDecimal(UnsafeBuffer buffer, BigDecimal value) {
        if (present(buffer, value)) {
            buffer.putInt(value.scale());
            putMagnitude(buffer, value.unscaledValue(), false);
        }
    }

    /** @param buffer the buffer @param field for messages @return the BigDecimal or null */
    public static BigDecimal readBigDecimal(UnsafeBuffer buffer, String field) {
        if (!Presence.read(buffer, field)) {
            return null;
        }
        int scale = buffer.getInt(field + " (scale)");
        return new BigDecimal(getMagnitude(buffer, field, false), scale);
    }

    /** @param value a BigDecimal or null @return its encoded size */
    public static int sizeOfBigDecimal(BigDecimal value) {
        return value == null ? 1 : 4 + sizeOfBigInteger(value.unscaledValue());
    }

    // ---- compact BigInteger and BigDecimal: varint length and scale ----

    /** As {@link #writeBigInteger}, with the length as a varint ({@code encoding = COMPACT}). */
    public static void writeCompactBigInteger(UnsafeBuffer buffer, BigInteger value) {
        if (present(buffer, value)) {
            putMagnitude(buffer, value, true);
        }
    }

    /** Reads what {@link #writeCompactBigInteger} writes. */
    public static BigInteger readCompactBigInteger(UnsafeBuffer buffer, String field) {
        return Presence.read(buffer, field) ? getMagnitude(buffer, field, true) : null;
    }

    /** @return the size {@link #writeCompactBigInteger} writes */
    public static int sizeOfCompactBigInteger(BigInteger value) {
        if (value == null) {
            return 1;
        }
        int n = value.bitLength() / 8 + 1;
        return 1 + Counts.sizeOfCompact(n) + n;
    }

    /** As {@link #writeBigDecimal}, with the scale as a zigzag varint and the length as a varint. */
    public static void writeCompactBigDecimal(UnsafeBuffer buffer, BigDecimal value) {
        if (present(buffer, value)) {
            VarInts.writeInt(buffer, value.scale());
            putMagnitude(buffer, value.unscaledValue(), true);
        }
    }

    /** Reads what {@link #writeCompactBigDecimal} writes. */
    public static BigDecimal readCompactBigDecimal(UnsafeBuffer buffer, String field) {
        if (!Presence.read(buffer, field)) {
            return null;
        }
        int scale = VarInts.readInt(buffer, field);
        return new BigDecimal(getMagnitude(buffer, field, true), scale);
    }

    /** @return the size {@link #writeCompactBigDecimal} writes */
    public static int sizeOfCompactBigDecimal(BigDecimal value) {
        return value == null ? 1 : VarInts.sizeOfInt(value.scale()) + sizeOfCompactBigInteger(value.unscaledValue());
    }

    // ---- Instant and Duration: int64 seconds, int32 nanoseconds (0..999,999,999) ----

    /** @param buffer the buffer @param value an Instant or null */
    public static void writeInstant(UnsafeBuffer buffer, Instant value) {
        if (present(buffer, value)) {
            putSecondsAndNanos(buffer, value.getEpochSecond(), value.getNano());
        }
    }

    /** @param buffer the buffer @param field for messages @return the Instant or null */
    public static Instant readInstant(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        try {
            if (!Presence.read(buffer, field)) {
                return null;
            }
            int at = buffer.take(12, field);
            return Instant.ofEpochSecond(buffer.getLongAt(at), nanos(buffer, at + 8, field));
        } catch (DateTimeException refused) {
            throw refused(buffer, start, field, "Instant", refused);
        }
    }

    /** @param value an Instant or null @return its encoded size */
    public static int sizeOfInstant(Instant value) {
        return nullable(value, 12);
    }

    /** @param buffer the buffer @param value a Duration or null */
    public static void writeDuration(UnsafeBuffer buffer, Duration value) {
        if (present(buffer, value)) {
            putSecondsAndNanos(buffer, value.getSeconds(), value.getNano());
        }
    }

    /** @param buffer the buffer @param field for messages @return the Duration or null */
    public static Duration readDuration(UnsafeBuffer buffer, String field) {
        if (!Presence.read(buffer, field)) {
            return null;
        }
        int at = buffer.take(12, field);
        return Duration.ofSeconds(buffer.getLongAt(at), nanos(buffer, at + 8, field));
    }

    /** @param value a Duration or null @return its encoded size */
    public static int sizeOfDuration(Duration value) {
        return nullable(value, 12);
    }

    private static void putSecondsAndNanos(UnsafeBuffer buffer, long seconds, int nanos) {
        int at = buffer.claim(12);
        buffer.putLongAt(at, seconds);
        buffer.putIntAt(at + 8, nanos);
    }

    private static int nanos(UnsafeBuffer buffer, int at, String field) {
        int nanos = buffer.getIntAt(at);
        if (nanos < 0 || nanos > 999_999_999) {
            throw new MarshalException(field + ": nanoseconds " + nanos + " at offset " + at + " are not in 0..999999999", at);
        }
        return nanos;
    }

    // ---- LocalDate: int32 year, int8 month, int8 day; LocalTime: int64 nanosecond of the day ----

    /** @param buffer the buffer @param value a LocalDate or null */
    public static void writeLocalDate(UnsafeBuffer buffer, LocalDate value) {
        if (present(buffer, value)) {
            putDate(buffer, value);
        }
    }

    private static void putDate(UnsafeBuffer buffer, LocalDate value) {
        int at = buffer.claim(6);
        buffer.putIntAt(at, value.getYear());
        buffer.putByteAt(at + 4, (byte) value.getMonthValue());
        buffer.putByteAt(at + 5, (byte) value.getDayOfMonth());
    }

    private static LocalDate getDate(UnsafeBuffer buffer, String field) {
        int at = buffer.take(6, field);
        return LocalDate.of(buffer.getIntAt(at), buffer.getByteAt(at + 4), buffer.getByteAt(at + 5));
    }

    /** @param buffer the buffer @param field for messages @return the LocalDate or null */
    public static LocalDate readLocalDate(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        try {
            return Presence.read(buffer, field) ? getDate(buffer, field) : null;
        } catch (DateTimeException refused) {
            throw refused(buffer, start, field, "LocalDate", refused);
        }
    }

    /** @param value a LocalDate or null @return its encoded size */
    public static int sizeOfLocalDate(LocalDate value) {
        return nullable(value, 6);
    }

    /** @param buffer the buffer @param value a LocalTime or null */
    public static void writeLocalTime(UnsafeBuffer buffer, LocalTime value) {
        if (present(buffer, value)) {
            buffer.putLong(value.toNanoOfDay());
        }
    }

    /** @param buffer the buffer @param field for messages @return the LocalTime or null */
    public static LocalTime readLocalTime(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        try {
            return Presence.read(buffer, field) ? LocalTime.ofNanoOfDay(buffer.getLongAt(buffer.take(8, field))) : null;
        } catch (DateTimeException refused) {
            throw refused(buffer, start, field, "LocalTime", refused);
        }
    }

    /** @param value a LocalTime or null @return its encoded size */
    public static int sizeOfLocalTime(LocalTime value) {
        return nullable(value, 8);
    }

    // ---- LocalDateTime: date then time; OffsetDateTime: that, then int32 offset seconds ----

    /** @param buffer the buffer @param value a LocalDateTime or null */
    public static void writeLocalDateTime(UnsafeBuffer buffer, LocalDateTime value) {
        if (present(buffer, value)) {
            putDateTime(buffer, value);
        }
    }

    private static void putDateTime(UnsafeBuffer buffer, LocalDateTime value) {
        putDate(buffer, value.toLocalDate());
        buffer.putLong(value.toLocalTime().toNanoOfDay());
    }

    private static LocalDateTime getDateTime(UnsafeBuffer buffer, String field) {
        LocalDate date = getDate(buffer, field);
        return LocalDateTime.of(date, LocalTime.ofNanoOfDay(buffer.getLongAt(buffer.take(8, field))));
    }

    /** @param buffer the buffer @param field for messages @return the LocalDateTime or null */
    public static LocalDateTime readLocalDateTime(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        try {
            return Presence.read(buffer, field) ? getDateTime(buffer, field) : null;
        } catch (DateTimeException refused) {
            throw refused(buffer, start, field, "LocalDateTime", refused);
        }
    }

    /** @param value a LocalDateTime or null @return its encoded size */
    public static int sizeOfLocalDateTime(LocalDateTime value) {
        return nullable(value, 14);
    }

    /** @param buffer the buffer @param value an OffsetDateTime or null */
    public static void writeOffsetDateTime(UnsafeBuffer buffer, OffsetDateTime value) {
        if (present(buffer, value)) {
            putDateTime(buffer, value.toLocalDateTime());
            buffer.putInt(value.getOffset().getTotalSeconds());
        }
    }

    /** @param buffer the buffer @param field for messages @return the OffsetDateTime or null */
    public static OffsetDateTime readOffsetDateTime(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        try {
            if (!Presence.read(buffer, field)) {
                return null;
            }
            LocalDateTime local = getDateTime(buffer, field);
            return OffsetDateTime.of(local, ZoneOffset.ofTotalSeconds(buffer.getIntAt(buffer.take(4, field))));
        } catch (DateTimeException refused) {
            throw refused(buffer, start, field, "OffsetDateTime", refused);
        }
    }

    /** @param value an OffsetDateTime or null @return its encoded size */
    public static int sizeOfOffsetDateTime(OffsetDateTime value) {
        return nullable(value, 18);
    }

    // ---- ZonedDateTime: date, time, int32 offset seconds, zone id as a string ----
    // The offset is kept so that a time in a daylight-saving overlap reads back as the same instant.

    /** @param buffer the buffer @param value a ZonedDateTime or null */
    public static void writeZonedDateTime(UnsafeBuffer buffer, ZonedDateTime value) {
        if (present(buffer, value)) {
            putDateTime(buffer, value.toLocalDateTime());
            buffer.putInt(value.getOffset().getTotalSeconds());
            Strings.write(buffer, value.getZone().getId());
        }
    }

    /** @param buffer the buffer @param field for messages @return the ZonedDateTime or null */
    public static ZonedDateTime readZonedDateTime(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        try {
            if (!Presence.read(buffer, field)) {
                return null;
            }
            LocalDateTime local = getDateTime(buffer, field);
            int offsetAt = buffer.take(4, field);
            ZoneOffset offset = ZoneOffset.ofTotalSeconds(buffer.getIntAt(offsetAt));
            int zoneAt = buffer.readIndex();
            String zone = Strings.read(buffer, field);
            if (zone == null) {
                throw new MarshalException(field + ": zone id at offset " + zoneAt + " is null", zoneAt);
            }
            ZoneId id;
            try {
                id = ZoneId.of(zone);
            } catch (DateTimeException e) {
                buffer.readIndex(start);
                throw new MarshalException(field + ": zone id \"" + zone + "\" at offset " + zoneAt + " is not one the JDK"
                        + " knows: " + e.getMessage(), zoneAt, e);
            }
            if (!id.getId().equals(zone)) {
                buffer.readIndex(start);
                throw new MarshalException(field + ": zone id \"" + zone + "\" at offset " + zoneAt + " is not in its"
                        + " normal form \"" + id.getId() + "\"", zoneAt);
            }
            if (!id.getRules().isValidOffset(local, offset)) {
                // A writer's offset is always one the zone has at that local time (two in an overlap);
                // any other would be silently replaced, so the value would not be the one written.
                buffer.readIndex(start);
                throw new MarshalException(field + ": offset " + offset + " at offset " + offsetAt + " is not valid in zone "
                        + zone + " at " + local + " (valid: " + id.getRules().getValidOffsets(local) + ")", offsetAt);
            }
            return ZonedDateTime.ofLocal(local, id, offset);
        } catch (DateTimeException refused) {
            throw refused(buffer, start, field, "ZonedDateTime", refused);
        }
    }

    /** @param value a ZonedDateTime or null @return its encoded size */
    public static int sizeOfZonedDateTime(ZonedDateTime value) {
        return value == null ? 1 : 1 + 18 + Strings.sizeOf(value.getZone().getId());
    }

    // ---- Period: int32 years, months, days ----

    /** @param buffer the buffer @param value a Period or null */
    public static void writePeriod(UnsafeBuffer buffer, Period value) {
        if (present(buffer, value)) {
            int at = buffer.claim(12);
            buffer.putIntAt(at, value.getYears());
            buffer.putIntAt(at + 4, value.getMonths());
            buffer.putIntAt(at + 8, value.getDays());
        }
    }

    /** @param buffer the buffer @param field for messages @return the Period or null */
    public static Period readPeriod(UnsafeBuffer buffer, String field) {
        if (!Presence.read(buffer, field)) {
            return null;
        }
        int at = buffer.take(12, field);
        return Period.of(buffer.getIntAt(at), buffer.getIntAt(at + 4), buffer.getIntAt(at + 8));
    }

    /** @param value a Period or null @return its encoded size */
    public static int sizeOfPeriod(Period value) {
        return nullable(value, 12);
    }

    // ---- BitSet: its words as a long[] (int32 count, -1 null) ----

    /** @param buffer the buffer @param value a BitSet or null */
    public static void writeBitSet(UnsafeBuffer buffer, BitSet value) {
        PrimitiveArrays.writeLongs(buffer, value == null ? null : value.toLongArray());
    }

    /** @param buffer the buffer @param field for messages @return the BitSet or null */
    public static BitSet readBitSet(UnsafeBuffer buffer, String field) {
        int at = buffer.readIndex();
        long[] words = PrimitiveArrays.readLongs(buffer, field);
        if (words != null && words.length > 0 && words[words.length - 1] == 0) {
            // toLongArray() never ends in a zero word; one there would be a second spelling
            int last = buffer.readIndex() - 8;
            buffer.readIndex(at);
            throw new MarshalException(field + ": BitSet at offset " + at + " ends in a zero word at offset " + last
                    + " (its words are written without trailing zero words)", last);
        }
        return words == null ? null : BitSet.valueOf(words);
    }

    /** @param value a BitSet or null @return its encoded size */
    public static int sizeOfBitSet(BitSet value) {
        return value == null ? 4 : 4 + 8 * ((value.length() + 63) / 64);
    }

    // ---- OptionalInt, OptionalLong, OptionalDouble: state byte (0 null, 1 empty, 2 present), value ----

    /**
     * Reads the state byte of an optional value.
     *
     * @param buffer the buffer
     * @param field for messages
     * @return 0 for a null reference, 1 for empty, 2 for present
     * @throws MarshalException for any other byte
     */
    public static int readOptionalState(UnsafeBuffer buffer, String field) {
        int at = buffer.take(1, field);
        byte state = buffer.getByteAt(at);
        if (state < 0 || state > 2) {
            throw new MarshalException(field + ": byte " + state + " at offset " + at
                    + " is not an optional's state (0 null, 1 empty, 2 present)", at);
        }
        return state;
    }

    /**
     * Writes the state byte of an optional value.
     *
     * @param buffer the buffer
     * @param isNull whether the reference is null
     * @param isPresent whether it holds a value
     */
    public static void writeOptionalState(UnsafeBuffer buffer, boolean isNull, boolean isPresent) {
        buffer.putByte((byte) (isNull ? 0 : isPresent ? 2 : 1));
    }

    /** @param buffer the buffer @param value an OptionalInt or null */
    public static void writeOptionalInt(UnsafeBuffer buffer, OptionalInt value) {
        writeOptionalState(buffer, value == null, value != null && value.isPresent());
        if (value != null && value.isPresent()) {
            buffer.putInt(value.getAsInt());
        }
    }

    /** @param buffer the buffer @param field for messages @return the OptionalInt or null */
    public static OptionalInt readOptionalInt(UnsafeBuffer buffer, String field) {
        int state = readOptionalState(buffer, field);
        return state == 0 ? null : state == 1 ? OptionalInt.empty() : OptionalInt.of(buffer.getIntAt(buffer.take(4, field)));
    }

    /** @param value an OptionalInt or null @return its encoded size */
    public static int sizeOfOptionalInt(OptionalInt value) {
        return value != null && value.isPresent() ? 5 : 1;
    }

    /** @param buffer the buffer @param value an OptionalLong or null */
    public static void writeOptionalLong(UnsafeBuffer buffer, OptionalLong value) {
        writeOptionalState(buffer, value == null, value != null && value.isPresent());
        if (value != null && value.isPresent()) {
            buffer.putLong(value.getAsLong());
        }
    }

    /** @param buffer the buffer @param field for messages @return the OptionalLong or null */
    public static OptionalLong readOptionalLong(UnsafeBuffer buffer, String field) {
        int state = readOptionalState(buffer, field);
        return state == 0 ? null : state == 1 ? OptionalLong.empty()
                : OptionalLong.of(buffer.getLongAt(buffer.take(8, field)));
    }

    /** @param value an OptionalLong or null @return its encoded size */
    public static int sizeOfOptionalLong(OptionalLong value) {
        return value != null && value.isPresent() ? 9 : 1;
    }

    /** @param buffer the buffer @param value an OptionalDouble or null */
    public static void writeOptionalDouble(UnsafeBuffer buffer, OptionalDouble value) {
        writeOptionalState(buffer, value == null, value != null && value.isPresent());
        if (value != null && value.isPresent()) {
            buffer.putDouble(value.getAsDouble());
        }
    }

    /** @param buffer the buffer @param field for messages @return the OptionalDouble or null */
    public static OptionalDouble readOptionalDouble(UnsafeBuffer buffer, String field) {
        int state = readOptionalState(buffer, field);
        return state == 0 ? null : state == 1 ? OptionalDouble.empty()
                : OptionalDouble.of(buffer.getDoubleAt(buffer.take(8, field)));
    }

    /** @param value an OptionalDouble or null @return its encoded size */
    public static int sizeOfOptionalDouble(OptionalDouble value) {
        return value != null && value.isPresent() ? 9 : 1;
    }

    /**
     * Reads one value of the named standard type, for tools that decode by schema; the types
     * {@link MoreStandardTypes} writes too.
     *
     * @param type the simple name as in a schema, e.g. {@code "UUID"} or {@code "LocalDate"}
     * @param buffer the buffer
     * @param field for messages
     * @return the value, or null
     */
    public static Object read(String type, UnsafeBuffer buffer, String field) {
        switch (type) {
            case "UUID": return readUuid(buffer, field);
            case "BigInteger": return readBigInteger(buffer, field);
            case "BigDecimal": return readBigDecimal(buffer, field);
            case "Instant": return readInstant(buffer, field);
            case "Duration": return readDuration(buffer, field);
            case "LocalDate": return readLocalDate(buffer, field);
            case "LocalTime": return readLocalTime(buffer, field);
            case "LocalDateTime": return readLocalDateTime(buffer, field);
            case "OffsetDateTime": return readOffsetDateTime(buffer, field);
            case "ZonedDateTime": return readZonedDateTime(buffer, field);
            case "Period": return readPeriod(buffer, field);
            case "BitSet": return readBitSet(buffer, field);
            case "OptionalInt": return readOptionalInt(buffer, field);
            case "OptionalLong": return readOptionalLong(buffer, field);
            case "OptionalDouble": return readOptionalDouble(buffer, field);
            default: return MoreStandardTypes.read(type, buffer, field); // or IllegalArgumentException
        }
    }

    /**
     * As {@link #read}, for a field of a type with the compact encoding: BigInteger and
     * BigDecimal have varint lengths and scales there, URI, Locale and ZoneId compact strings,
     * the other types are as always.
     */
    public static Object readCompact(String type, UnsafeBuffer buffer, String field) {
        switch (type) {
            case "BigInteger": return readCompactBigInteger(buffer, field);
            case "BigDecimal": return readCompactBigDecimal(buffer, field);
            default: return Layout.hasCompactForm(type) ? MoreStandardTypes.readCompact(type, buffer, field)
                    : read(type, buffer, field);
        }
    }
}
