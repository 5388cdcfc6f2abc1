package dev.marshalled.example;

import dev.marshalled.example.VectorsTest.Case;
import dev.marshalled.example.model.CompactKinds;
import dev.marshalled.example.model.CompactKindsMarshaller;
import dev.marshalled.example.model.JdkValues;
import dev.marshalled.example.model.JdkValuesMarshaller;
import dev.marshalled.example.model.Kinds;
import dev.marshalled.example.model.KindsMarshaller;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The vectors that pin, for each JDK value type, which bytes are one part (taken whole, so input
 * that ends inside it is reported at its first byte) and where a value out of range is reported:
 * at the part for the types of FORMAT.md's second table ({@code ZoneOffset} to {@code OffsetTime}),
 * at the presence byte where the JDK's factory refuses the value ({@code LocalTime},
 * {@code OffsetDateTime}, {@code Instant}'s seconds); and the texts of years in the values.
 */
final class PartVectors {
    private PartVectors() {
    }

    static void add(List<Case> all) {
        Kinds full = KindVectors.kinds(true, Kinds.class, new Kinds.Link(), new Kinds.Link());
        truncation(all, full);
        ranges(all, full);
        decimals(all, full);
        texts(all, full);
    }

    /** Input that ends inside a part: reported where the part starts, not where the missing bytes start. */
    private static void truncation(List<Case> all, Kinds full) {
        Marshaller<Kinds> m = KindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(full);
        int year = KindVectors.at(m, bytes, "year");
        all.add(invalid("reject-year-truncated", "the input ends 3 bytes into a Year's int32: rejected at the int32's"
                + " first byte, after the presence byte", m, Arrays.copyOf(bytes, year + 1 + 3)));
        int yearMonth = KindVectors.at(m, bytes, "yearMonth");
        all.add(invalid("reject-year-month-truncated", "the input ends after a YearMonth's year, before its month: the"
                + " year and month are one 5-byte part, rejected at the year's first byte", m,
                Arrays.copyOf(bytes, yearMonth + 1 + 4)));
        int monthDay = KindVectors.at(m, bytes, "monthDay");
        all.add(invalid("reject-month-day-truncated", "the input ends after a MonthDay's month, before its day: one"
                + " 2-byte part, rejected at the month", m, Arrays.copyOf(bytes, monthDay + 1 + 1)));
        int offsetTime = KindVectors.at(m, bytes, "offsetTime");
        all.add(invalid("reject-offset-time-truncated", "the input ends 2 bytes into an OffsetTime's offset: the"
                + " nanosecond of the day and the offset are one 12-byte part, rejected at the int64's first byte", m,
                Arrays.copyOf(bytes, offsetTime + 1 + 8 + 2)));
        int offset = KindVectors.at(m, bytes, "offset");
        all.add(invalid("reject-zone-offset-truncated", "the input ends 2 bytes into a ZoneOffset's int32: rejected at"
                + " its first byte", m, Arrays.copyOf(bytes, offset + 1 + 2)));
        int currency = KindVectors.at(m, bytes, "currency");
        all.add(invalid("reject-currency-truncated", "the input ends after two letters of a currency code: the three"
                + " letters are one part, rejected at the first", m, Arrays.copyOf(bytes, currency + 1 + 2)));
    }

    /**
     * A number out of range: at its own part for the types FORMAT.md checks itself, at the value's
     * presence byte for those the JDK's factory refuses, and nanoseconds at their int32 everywhere.
     */
    private static void ranges(List<Case> all, Kinds full) {
        Marshaller<Kinds> m = KindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(full);
        int offsetTime = KindVectors.at(m, bytes, "offsetTime");
        all.add(invalid("reject-offset-time-offset", "an OffsetTime's offset of 64,801 seconds, past +18:00: rejected"
                + " at the offset's int32 (OffsetTime is checked part by part, as ZoneOffset is)", m,
                CanonicalFormTest.withInt(bytes, offsetTime + 1 + 8, 64_801)));
        int offsetDateTime = KindVectors.at(m, bytes, "offsetDateTime");
        all.add(invalid("reject-offset-date-time-offset", "an OffsetDateTime's offset of 64,801 seconds: the JDK's"
                + " factory refuses the value, rejected at its presence byte", m,
                CanonicalFormTest.withInt(bytes, offsetDateTime + 1 + 14, 64_801)));
        int time = KindVectors.at(m, bytes, "time");
        all.add(invalid("reject-local-time-refused", "a LocalTime's nanosecond of the day of 86,400,000,000,000 (the"
                + " day's end): the JDK's factory refuses it, rejected at the presence byte", m,
                CanonicalFormTest.splice(bytes, time + 1, 8, "00004f91944e0000")));
        int instant = KindVectors.at(m, bytes, "instant");
        all.add(invalid("reject-instant-nanos", "an Instant's nanoseconds of 1,000,000,000: rejected at their int32",
                m, CanonicalFormTest.withInt(bytes, instant + 1 + 8, 1_000_000_000)));
        all.add(invalid("reject-instant-refused", "an Instant's seconds of 31,556,889,864,403,200, one past the"
                + " largest: the JDK's factory refuses it, rejected at the presence byte", m,
                CanonicalFormTest.splice(bytes, instant + 1, 8, "007995fad21c7000")));
        int duration = KindVectors.at(m, bytes, "duration");
        all.add(invalid("reject-duration-nanos", "a Duration's nanoseconds of -1: rejected at their int32", m,
                CanonicalFormTest.withInt(bytes, duration + 1 + 8, -1)));
        int yearMonth = KindVectors.at(m, bytes, "yearMonth");
        all.add(invalid("reject-year-month-year", "a YearMonth's year of -1,000,000,000: rejected at the year's int32,"
                + " as a Year's", m, CanonicalFormTest.withInt(bytes, yearMonth + 1, -1_000_000_000)));
        int monthDay = KindVectors.at(m, bytes, "monthDay");
        all.add(invalid("reject-month-day-month", "a MonthDay's month 0: rejected at the month byte, before the day"
                + " (here 29) is looked at", m, CanonicalFormTest.with(bytes, monthDay + 1, 0)));
        int zoned = KindVectors.at(m, bytes, "zoned");
        int zoneLength = UnsafeBuffer.wrap(bytes).getIntAt(zoned + 19);
        all.add(invalid("reject-zoned-null-zone-id", "a ZonedDateTime whose zone id is the null string ff ff ff ff:"
                + " rejected at the string's first byte", m,
                CanonicalFormTest.splice(bytes, zoned + 19, 4 + zoneLength, "ffffffff")));
        int optional = KindVectors.at(m, bytes, "optionalInteger");
        all.add(invalid("reject-optional-holding-null", "02 00 00 00 00 00: a present Optional<Integer> whose Integer"
                + " is null (with its zero value bytes), rejected at the Integer's presence byte", m,
                CanonicalFormTest.splice(bytes, optional + 1, 5, "0000000000")));
    }

    /**
     * A fixed BigDecimal is a presence byte and three parts: the int32 scale, the int32 length, the
     * bytes; input that ends inside one is reported at its first byte. {@code decimal} is -12.345:
     * scale 3, length 2, bytes c7 cf.
     */
    private static void decimals(List<Case> all, Kinds full) {
        Marshaller<Kinds> m = KindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(full);
        int decimal = KindVectors.at(m, bytes, "decimal");
        all.add(invalid("reject-big-decimal-scale-truncated", "the input ends 2 bytes into a BigDecimal's scale:"
                + " rejected at the scale", m, Arrays.copyOf(bytes, decimal + 1 + 2)));
        all.add(invalid("reject-big-decimal-length-truncated", "the input ends 3 bytes into a BigDecimal's length:"
                + " rejected at the length", m, Arrays.copyOf(bytes, decimal + 5 + 3)));
        all.add(invalid("reject-big-decimal-bytes-truncated", "the input ends after the first of a BigDecimal's two"
                + " bytes: rejected where its bytes start", m, Arrays.copyOf(bytes, decimal + 9 + 1)));
        Marshaller<CompactKinds> c = CompactKindsMarshaller.INSTANCE;
        byte[] compact = c.toByteArray(KindVectors.kinds(true, CompactKinds.class, new CompactKinds.Link(),
                new CompactKinds.Link()));
        int scale = KindVectors.at(c, compact, "decimal") + 1;
        all.add(invalid("reject-compact-big-decimal-scale-too-wide", "a compact BigDecimal's scale is a 32-bit zigzag"
                + " varint: ff ff ff ff 1f is rejected at its first byte", c,
                CanonicalFormTest.splice(compact, scale, 1, "ffffffff1f")));
    }

    /**
     * The texts of years in a vector's value: a Year is plain decimal, a YearMonth's year has at
     * least four digits and never a {@code +}, dates and instants have {@code +} above 9999.
     */
    private static void texts(List<Case> all, Kinds full) {
        Kinds kinds = KindVectors.with(full, "year", Year.of(5));
        kinds = KindVectors.with(kinds, "yearMonth", YearMonth.of(10_000, 1));
        kinds = KindVectors.with(kinds, "date", LocalDate.of(5, 1, 2));
        kinds = KindVectors.with(kinds, "dateTime", LocalDateTime.of(10_000, 1, 1, 0, 0));
        kinds = KindVectors.with(kinds, "offsetDateTime", OffsetDateTime.of(LocalDateTime.of(-1, 12, 31, 23, 59),
                ZoneOffset.UTC));
        kinds = KindVectors.with(kinds, "instant", Instant.parse("+10000-01-01T00:00:00Z"));
        all.add(valid("fixed-year-texts", "the texts of years: a Year is plain decimal (5), a YearMonth has four"
                + " digits or more and no + (10000-01), a LocalDate, LocalDateTime, OffsetDateTime or Instant four"
                + " digits or more, - below 0 and + above 9999", KindsMarshaller.INSTANCE, kinds));
        JdkValues values = new JdkValues(null, null, null, null, null, Year.of(-5), YearMonth.of(-44, 3), null, null,
                null, null, null, null, new TreeSet<>(List.of(Year.of(-10_000), Year.of(0), Year.of(99),
                        Year.of(10_000))), null, null, Optional.of(YearMonth.of(5, 1)), null);
        all.add(valid("fixed-year-month-texts", "Years -5, -10000, 0, 99, 10000 as plain decimal; YearMonths -0044-03 and"
                + " 0005-01, padded to four digits", JdkValuesMarshaller.INSTANCE, values));
    }

    private static Case invalid(String name, String rule, Marshaller<?> marshaller, byte[] bytes) {
        return new Case(name, rule, marshaller, false, bytes);
    }

    @SuppressWarnings("unchecked")
    private static Case valid(String name, String rule, Marshaller<?> marshaller, Object value) {
        return new Case(name, rule, marshaller, false, ((Marshaller<Object>) marshaller).toByteArray(value));
    }
}
