package dev.marshalled.processor.fuzz;

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
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.UUID;

/** Random primitives, strings and JDK value types, edge values first. */
final class Scalars {
    private static final List<String> STRINGS = List.of("", "a", "héllo", "名前", "\uD800", "x\uDC00y", "😀",
            "\0", "line\nbreak", "\"quoted\"", "ASCII only 0123456789");
    private static final List<String> URIS = List.of("http://example.com/a?b=c#d", "urn:isbn:0451450523",
            "HTTP://A", "mailto:a@b.c", "relative/path", "", "file:///tmp/x%20y");
    private static final List<String> LOCALES = List.of("en", "en-US", "de-CH", "und", "zh-Hant-TW", "sr-Latn-RS",
            "ja-JP");
    private static final List<String> ZONES = List.of("UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata",
            "Z", "+05:30", "GMT");
    private static final List<String> CURRENCIES = List.of("EUR", "USD", "JPY", "CHF", "XAU");

    private Scalars() {
    }

    static Object primitive(Random r, Class<?> c) {
        if (c == boolean.class) {
            return r.nextBoolean();
        } else if (c == byte.class) {
            return (byte) r.nextInt();
        } else if (c == short.class) {
            return (short) r.nextInt();
        } else if (c == char.class) {
            return r.nextInt(4) == 0 ? (char) (0xD800 + r.nextInt(0x800)) : (char) r.nextInt(0x10000);
        } else if (c == int.class) {
            return r.nextInt(3) == 0 ? pick(r, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 63, 64) : r.nextInt();
        } else if (c == long.class) {
            return r.nextInt(3) == 0 ? pick(r, Long.MIN_VALUE, Long.MAX_VALUE, 0L, -1L, -64L) : r.nextLong();
        } else if (c == float.class) {
            return r.nextInt(2) == 0 ? pick(r, Float.NaN, -0.0f, Float.MIN_VALUE, Float.NEGATIVE_INFINITY,
                    Float.intBitsToFloat(0x7fc00001)) : r.nextFloat() * 1e6f - 5e5f;
        } else if (c == double.class) {
            return r.nextInt(2) == 0 ? pick(r, Double.NaN, -0.0d, Double.MAX_VALUE, Double.POSITIVE_INFINITY,
                    Double.longBitsToDouble(0x7ff8000000000001L)) : r.nextGaussian() * 1e9;
        }
        throw new IllegalArgumentException(c.toString());
    }

    /** A value of a scalar, string or JDK type; null if {@code c} is none of those. */
    static Object value(Random r, Class<?> c) {
        Class<?> primitive = unbox(c);
        if (primitive != null) {
            return primitive(r, primitive);
        }
        if (c == String.class) {
            return r.nextBoolean() ? pick(r, STRINGS.toArray()) : randomText(r);
        }
        int s = r.nextInt(3) == 0 ? 999_999 : 9_999;
        if (c == UUID.class) {
            return new UUID(r.nextLong(), r.nextLong());
        } else if (c == BigInteger.class) {
            return new BigInteger(r.nextInt(130), r).multiply(BigInteger.valueOf(r.nextBoolean() ? 1 : -1));
        } else if (c == BigDecimal.class) {
            return new BigDecimal(new BigInteger(r.nextInt(100), r), r.nextInt(20) - 5);
        } else if (c == Instant.class) {
            return Instant.ofEpochSecond(r.nextInt() * 100L, r.nextInt(1_000_000_000));
        } else if (c == Duration.class) {
            return Duration.ofSeconds(r.nextLong() >> 8, r.nextInt(1_000_000_000));
        } else if (c == LocalDate.class) {
            return LocalDate.ofEpochDay(r.nextInt(2 * s * 365) - s * 365L);
        } else if (c == LocalTime.class) {
            return LocalTime.ofNanoOfDay(Math.floorMod(r.nextLong(), 86_400_000_000_000L));
        } else if (c == LocalDateTime.class) {
            return LocalDateTime.of((LocalDate) value(r, LocalDate.class), (LocalTime) value(r, LocalTime.class));
        } else if (c == OffsetDateTime.class) {
            return OffsetDateTime.of((LocalDateTime) value(r, LocalDateTime.class), offset(r));
        } else if (c == ZonedDateTime.class) {
            return ZonedDateTime.of((LocalDateTime) value(r, LocalDateTime.class), (ZoneId) value(r, ZoneId.class));
        } else if (c == Period.class) {
            return Period.of(r.nextInt(), r.nextInt(), r.nextInt());
        } else if (c == BitSet.class) {
            return BitSet.valueOf(new long[] {r.nextLong(), r.nextInt(3) == 0 ? r.nextLong() : 0});
        } else if (c == URI.class) {
            return URI.create((String) pick(r, URIS.toArray()));
        } else if (c == Locale.class) {
            return r.nextInt(5) == 0 ? Locale.ROOT : Locale.forLanguageTag((String) pick(r, LOCALES.toArray()));
        } else if (c == ZoneId.class) {
            return ZoneId.of((String) pick(r, ZONES.toArray()));
        } else if (c == Currency.class) {
            return Currency.getInstance((String) pick(r, CURRENCIES.toArray()));
        } else if (c == ZoneOffset.class) {
            return offset(r);
        } else if (c == Year.class) {
            return Year.of(r.nextInt(2 * s) - s);
        } else if (c == YearMonth.class) {
            return YearMonth.of(r.nextInt(2 * s) - s, 1 + r.nextInt(12));
        } else if (c == MonthDay.class) {
            return MonthDay.of(1 + r.nextInt(12), 1 + r.nextInt(28));
        } else if (c == OffsetTime.class) {
            return OffsetTime.of((LocalTime) value(r, LocalTime.class), offset(r));
        } else if (c == OptionalInt.class) {
            return r.nextBoolean() ? OptionalInt.empty() : OptionalInt.of(r.nextInt());
        } else if (c == OptionalLong.class) {
            return r.nextBoolean() ? OptionalLong.empty() : OptionalLong.of(r.nextLong());
        } else if (c == OptionalDouble.class) {
            return r.nextBoolean() ? OptionalDouble.empty() : OptionalDouble.of((Double) primitive(r, double.class));
        }
        return null;
    }

    private static ZoneOffset offset(Random r) {
        return ZoneOffset.ofTotalSeconds(r.nextInt(2 * 64_800 + 1) - 64_800);
    }

    private static String randomText(Random r) {
        StringBuilder out = new StringBuilder();
        for (int i = 0, n = r.nextInt(40); i < n; i++) {
            out.append(r.nextInt(4) == 0 ? (char) r.nextInt(0x10000) : (char) (32 + r.nextInt(95)));
        }
        return out.toString();
    }

    private static Class<?> unbox(Class<?> c) {
        return c == Boolean.class ? boolean.class : c == Byte.class ? byte.class : c == Short.class ? short.class
                : c == Character.class ? char.class : c == Integer.class ? int.class : c == Long.class ? long.class
                : c == Float.class ? float.class : c == Double.class ? double.class : null;
    }

    @SafeVarargs
    private static <T> T pick(Random r, T... choices) {
        return choices[r.nextInt(choices.length)];
    }
}
