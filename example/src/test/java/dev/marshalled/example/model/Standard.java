package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;

/** The JDK value types, and Optional around supported types. */
@Marshalled
public record Standard(
        UUID uuid, BigInteger bigInteger, BigDecimal bigDecimal, Instant instant, Duration duration,
        LocalDate localDate, LocalTime localTime, LocalDateTime localDateTime, OffsetDateTime offsetDateTime,
        ZonedDateTime zonedDateTime, Period period, BitSet bitSet,
        OptionalInt optionalInt, OptionalLong optionalLong, OptionalDouble optionalDouble,
        Optional<String> optionalString, Optional<Point> optionalPoint, Optional<Integer> optionalInteger,
        List<Optional<String>> optionals, Map<UUID, List<BigDecimal>> prices, char aChar, Character boxedChar) {

    public static Standard empty() {
        return new Standard(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, '\0', null);
    }
}
