package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.net.URI;
import java.time.DayOfWeek;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The JDK value types of MoreStandardTypes, in fields and in containers, and two JDK enums
 * (which need nothing of their own), and boxed chars in a list, in the compact encoding: {@link JdkValues} in the fixed one.
 */
@Marshalled(encoding = Marshalled.Encoding.COMPACT)
public record CompactJdkValues(
        URI uri, Locale locale, Currency currency, ZoneId zone, ZoneOffset offset, Year year, YearMonth yearMonth,
        MonthDay monthDay, OffsetTime offsetTime, DayOfWeek dayOfWeek, Month month,
        List<Locale> locales, Set<ZoneId> zones, TreeSet<Year> years, TreeMap<MonthDay, OffsetTime> openings,
        Map<Currency, URI> rates, Optional<YearMonth> expiry, List<Character> initials) {

    public static CompactJdkValues empty() {
        return new CompactJdkValues(null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null);
    }
}
