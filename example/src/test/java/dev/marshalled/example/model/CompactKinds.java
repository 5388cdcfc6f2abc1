package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import dev.marshalled.Polymorphic;
import dev.marshalled.example.graph.Event;
import dev.marshalled.example.graph.Shape;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.BitSet;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;

/**
 * One field of every kind of FORMAT.md's table and of every JDK value type, in the compact encoding, for the
 * test vectors: Kinds has the same fields in the other encoding.
 */
@Marshalled(encoding = Marshalled.Encoding.COMPACT)
public record CompactKinds(boolean flag, byte aByte, short aShort, char aChar, int anInt, long aLong, float aFloat,
        double aDouble,
        Boolean boxedBoolean, Byte boxedByte, Short boxedShort, Character boxedChar, Integer boxedInt, Long boxedLong,
        Float boxedFloat, Double boxedDouble, String text, int[] ints, Color color, Point point, List<String> list,
        String[] names, Map<String, Integer> map, UUID uuid, BigInteger big, BigDecimal decimal, Instant instant,
        Duration duration, LocalDate date, LocalTime time, LocalDateTime dateTime, OffsetDateTime offsetDateTime,
        ZonedDateTime zoned, Period period, BitSet bits, OptionalInt optionalInt, OptionalLong optionalLong,
        OptionalDouble optionalDouble, Optional<Integer> optionalInteger, Optional<String> optionalText, URI uri,
        Locale locale, ZoneId zone, Currency currency, ZoneOffset offset, Year year, YearMonth yearMonth,
        MonthDay monthDay, OffsetTime offsetTime, Shape shape, @Polymorphic Event event, Link link,
        List<Link> links) {

    /** A link that keeps identity, so that a list of them holds new objects and back references. */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT, references = true)
    public static final class Link {
        public int value;
        public Link next;
    }
}
