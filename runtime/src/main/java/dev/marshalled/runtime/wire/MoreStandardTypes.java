package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.text.Escapes;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.DateTimeException;
import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Currency;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Encodings of the JDK value types that {@link StandardTypes} does not hold (see FORMAT.md, JDK
 * value types), called by generated marshallers and the inspector:
 *
 * <ul>
 *   <li>{@code URI}, {@code Locale} and {@code ZoneId} are their text ({@code toString()}, the
 *       language tag, the zone id) written as a string of the type's encoding, so null is the
 *       null string and there is no presence byte;
 *   <li>{@code Currency} is a presence byte and its three-letter ISO 4217 code;
 *   <li>{@code ZoneOffset}, {@code Year}, {@code YearMonth}, {@code MonthDay} and
 *       {@code OffsetTime} are a presence byte and fixed-width parts, the same in both encodings.
 * </ul>
 *
 * <p>A reader accepts only the spelling a writer produces: text must be in its normal form (the
 * text of the value it reads as), every number in its range. A failure is a
 * {@link MarshalException} naming the field and the offset of the part that is wrong (for text,
 * the offset of the string's length), with the read index back at the start of the value.
 *
 * <pre>{@code
 * MoreStandardTypes.writeCurrency(buffer, Currency.getInstance("EUR"));   // 01 45 55 52
 * Currency copy = MoreStandardTypes.readCurrency(buffer, "Price.currency");
 * }</pre>
 */
public final class MoreStandardTypes {
    /** How many distinct locales {@link #languageTag} remembers as known to round trip. */
    private static final int KNOWN_LOCALES = 256;
    /** Locales whose language tag reads back as themselves, so that writing one again parses nothing. */
    private static final Set<Locale> ROUND_TRIPS = ConcurrentHashMap.newKeySet();
    /** The longest part of untrusted text a message quotes. */
    private static final int QUOTED = 80;

    private MoreStandardTypes() {
    }

    /** A failure at {@code at} of the value that starts at {@code start}, with the read index back there. */
    private static MarshalException invalid(UnsafeBuffer buffer, int start, int at, String message, Throwable cause) {
        buffer.readIndex(start);
        return new MarshalException(message, at, cause);
    }

    /** Untrusted text for a message: escaped, and cut after {@link #QUOTED} chars. */
    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        Escapes.append(out, text.length() <= QUOTED ? text : text.substring(0, QUOTED), false);
        out.append('"');
        if (text.length() > QUOTED) {
            out.append(" (cut, ").append(text.length()).append(" chars)");
        }
        return out.toString();
    }

    /** A JDK message about untrusted text, which may repeat all of it, cut after twice {@link #QUOTED} chars. */
    private static String reason(Throwable cause) {
        String message = String.valueOf(cause.getMessage());
        return message.length() <= 2 * QUOTED ? message : message.substring(0, 2 * QUOTED) + "...";
    }

    /** Reads a presence byte; if it is neither 0 nor 1, the read index goes back to it. */
    private static boolean present(UnsafeBuffer buffer, int start, String field) {
        try {
            return Presence.read(buffer, field);
        } catch (MarshalException invalid) {
            buffer.readIndex(start);
            throw invalid;
        }
    }

    // ---- text: a string of the encoding, null the null string ----

    private static String text(UnsafeBuffer buffer, String field, boolean compact) {
        return compact ? Strings.readCompact(buffer, field) : Strings.read(buffer, field);
    }

    // ---- URI: its string form, parsed by new URI(s) ----

    /** @param buffer the buffer @param value a URI or null: {@code toString()} as a string */
    public static void writeUri(UnsafeBuffer buffer, URI value) {
        Strings.write(buffer, value == null ? null : value.toString());
    }

    /** @param buffer the buffer @param field for messages @return the URI or null */
    public static URI readUri(UnsafeBuffer buffer, String field) {
        return uri(buffer, field, false);
    }

    /** @param value a URI or null @return its encoded size */
    public static int sizeOfUri(URI value) {
        return Strings.sizeOf(value == null ? null : value.toString());
    }

    /** As {@link #writeUri}, as a compact string ({@code encoding = COMPACT}). */
    public static void writeCompactUri(UnsafeBuffer buffer, URI value) {
        Strings.writeCompact(buffer, value == null ? null : value.toString());
    }

    /** Reads what {@link #writeCompactUri} writes. */
    public static URI readCompactUri(UnsafeBuffer buffer, String field) {
        return uri(buffer, field, true);
    }

    /** @return the size {@link #writeCompactUri} writes */
    public static int sizeOfCompactUri(URI value) {
        return Strings.sizeOfCompact(value == null ? null : value.toString());
    }

    private static URI uri(UnsafeBuffer buffer, String field, boolean compact) {
        int at = buffer.readIndex();
        String text = text(buffer, field, compact);
        if (text == null) {
            return null;
        }
        try {
            // A parsed URI's toString() is the string it was parsed from, so any string that
            // parses writes back to the same bytes.
            return new URI(text);
        } catch (URISyntaxException | RuntimeException e) {
            throw invalid(buffer, at, at, field + ": URI " + quote(text) + " at offset " + at + " is not valid: "
                    + reason(e), e);
        }
    }

    // ---- Locale: its IETF BCP 47 language tag, which must read back as itself ----

    /**
     * @param buffer the buffer
     * @param value a Locale or null: its language tag as a string
     * @param field for the message if the Locale has no language tag that reads back as itself
     * @throws MarshalException if {@code Locale.forLanguageTag(value.toLanguageTag())} is not
     *     {@code value} (an ill-formed locale such as {@code new Locale("en", "USA")})
     */
    public static void writeLocale(UnsafeBuffer buffer, Locale value, String field) {
        Strings.write(buffer, value == null ? null : languageTag(buffer, value, field));
    }

    /** @param buffer the buffer @param field for messages @return the Locale or null */
    public static Locale readLocale(UnsafeBuffer buffer, String field) {
        return locale(buffer, field, false);
    }

    /** @param value a Locale or null @return its encoded size */
    public static int sizeOfLocale(Locale value) {
        return Strings.sizeOf(value == null ? null : value.toLanguageTag());
    }

    /** As {@link #writeLocale}, as a compact string ({@code encoding = COMPACT}). */
    public static void writeCompactLocale(UnsafeBuffer buffer, Locale value, String field) {
        Strings.writeCompact(buffer, value == null ? null : languageTag(buffer, value, field));
    }

    /** Reads what {@link #writeCompactLocale} writes. */
    public static Locale readCompactLocale(UnsafeBuffer buffer, String field) {
        return locale(buffer, field, true);
    }

    /** @return the size {@link #writeCompactLocale} writes */
    public static int sizeOfCompactLocale(Locale value) {
        return Strings.sizeOfCompact(value == null ? null : value.toLanguageTag());
    }

    /**
     * The language tag of a locale that reads back as itself. A locale with an ill-formed part
     * (a language "a", a country "USA", a variant with a space) has a tag without that part,
     * which would read back as another locale: it is refused rather than silently changed.
     */
    private static String languageTag(UnsafeBuffer buffer, Locale value, String field) {
        String tag = value.toLanguageTag(); // the JDK keeps it, so this allocates once per Locale
        if (!ROUND_TRIPS.contains(value)) {
            Locale back = Locale.forLanguageTag(tag);
            if (!back.equals(value)) {
                throw new MarshalException(field + ": cannot write Locale " + quote(value.toString()) + ": its language tag "
                        + quote(tag) + " reads back as Locale " + quote(back.toString()) + ", so the value would change;"
                        + " build it with Locale.forLanguageTag or a Locale.Builder", buffer.writeIndex());
            }
            if (ROUND_TRIPS.size() < KNOWN_LOCALES) {
                ROUND_TRIPS.add(value);
            }
        }
        return tag;
    }

    private static Locale locale(UnsafeBuffer buffer, String field, boolean compact) {
        int at = buffer.readIndex();
        String tag = text(buffer, field, compact);
        if (tag == null) {
            return null;
        }
        Locale locale;
        String normal;
        try {
            locale = Locale.forLanguageTag(tag); // never throws for ill-formed text: it stops there
            normal = locale.toLanguageTag();
        } catch (RuntimeException e) {
            throw invalid(buffer, at, at, field + ": language tag " + quote(tag) + " at offset " + at
                    + " is not valid: " + reason(e), e);
        }
        if (!normal.equals(tag)) {
            // Every other spelling ("EN", "en-us", "en_US", an ill-formed part the parser skips)
            // would read as a locale that writes another tag.
            throw invalid(buffer, at, at, field + ": language tag " + quote(tag) + " at offset " + at + " is not in its"
                    + " normal form " + quote(normal) + " (the tag of the Locale it reads as)", null);
        }
        return locale;
    }

    // ---- Currency: presence byte, the ISO 4217 code as three ASCII letters A..Z ----

    /** @param buffer the buffer @param value a Currency or null */
    public static void writeCurrency(UnsafeBuffer buffer, Currency value) {
        if (value == null) {
            Presence.write(buffer, false);
            return;
        }
        String code = value.getCurrencyCode(); // always three letters A..Z (the JDK checks its data)
        int at = buffer.claim(4);
        buffer.putByteAt(at, (byte) 1);
        buffer.putByteAt(at + 1, (byte) code.charAt(0));
        buffer.putByteAt(at + 2, (byte) code.charAt(1));
        buffer.putByteAt(at + 3, (byte) code.charAt(2));
    }

    /** @param buffer the buffer @param field for messages @return the Currency or null */
    public static Currency readCurrency(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        if (!present(buffer, start, field)) {
            return null;
        }
        int at = take(buffer, start, 3, field);
        char[] code = new char[3];
        for (int i = 0; i < 3; i++) {
            byte letter = buffer.getByteAt(at + i);
            if (letter < 'A' || letter > 'Z') {
                throw invalid(buffer, start, at + i, field + ": byte 0x" + Integer.toHexString(letter & 0xFF)
                        + " at offset " + (at + i) + " is not a currency code letter A..Z", null);
            }
            code[i] = (char) letter;
        }
        String text = new String(code);
        try {
            return Currency.getInstance(text);
        } catch (RuntimeException e) { // IllegalArgumentException for a code the JDK's data lacks
            throw invalid(buffer, start, at, field + ": currency code \"" + text + "\" at offset " + at
                    + " is not one the JDK knows (ISO 4217)", e);
        }
    }

    /** @param value a Currency or null @return its encoded size */
    public static int sizeOfCurrency(Currency value) {
        return value == null ? 1 : 4;
    }

    /** Takes {@code size} bytes after a presence byte; if they are not there, the read index goes back to it. */
    private static int take(UnsafeBuffer buffer, int start, int size, String field) {
        try {
            return buffer.take(size, field);
        } catch (MarshalException truncated) {
            buffer.readIndex(start);
            throw truncated;
        }
    }

    // ---- ZoneId: its id, which must be in normal form; a ZoneOffset's id is "Z" or "+hh:mm[:ss]" ----

    /** @param buffer the buffer @param value a ZoneId or null: {@code getId()} as a string */
    public static void writeZoneId(UnsafeBuffer buffer, ZoneId value) {
        Strings.write(buffer, value == null ? null : value.getId());
    }

    /** @param buffer the buffer @param field for messages @return the ZoneId (a ZoneOffset for an offset id) or null */
    public static ZoneId readZoneId(UnsafeBuffer buffer, String field) {
        return zoneId(buffer, field, false);
    }

    /** @param value a ZoneId or null @return its encoded size */
    public static int sizeOfZoneId(ZoneId value) {
        return Strings.sizeOf(value == null ? null : value.getId());
    }

    /** As {@link #writeZoneId}, as a compact string ({@code encoding = COMPACT}). */
    public static void writeCompactZoneId(UnsafeBuffer buffer, ZoneId value) {
        Strings.writeCompact(buffer, value == null ? null : value.getId());
    }

    /** Reads what {@link #writeCompactZoneId} writes. */
    public static ZoneId readCompactZoneId(UnsafeBuffer buffer, String field) {
        return zoneId(buffer, field, true);
    }

    /** @return the size {@link #writeCompactZoneId} writes */
    public static int sizeOfCompactZoneId(ZoneId value) {
        return Strings.sizeOfCompact(value == null ? null : value.getId());
    }

    private static ZoneId zoneId(UnsafeBuffer buffer, String field, boolean compact) {
        int at = buffer.readIndex();
        String id = text(buffer, field, compact);
        if (id == null) {
            return null;
        }
        ZoneId zone;
        try {
            zone = ZoneId.of(id);
        } catch (RuntimeException e) { // DateTimeException, and its ZoneRulesException for an unknown region
            throw invalid(buffer, at, at, field + ": zone id " + quote(id) + " at offset " + at + " is not one the JDK"
                    + " knows: " + reason(e), e);
        }
        if (!zone.getId().equals(id)) {
            throw invalid(buffer, at, at, field + ": zone id " + quote(id) + " at offset " + at + " is not in its normal"
                    + " form \"" + zone.getId() + "\"", null);
        }
        return zone;
    }

    // ---- ZoneOffset: presence byte, int32 total seconds (-64800..64800) ----

    /** @param buffer the buffer @param value a ZoneOffset or null */
    public static void writeZoneOffset(UnsafeBuffer buffer, ZoneOffset value) {
        if (value == null) {
            Presence.write(buffer, false);
            return;
        }
        int at = buffer.claim(5);
        buffer.putByteAt(at, (byte) 1);
        buffer.putIntAt(at + 1, value.getTotalSeconds());
    }

    /** @param buffer the buffer @param field for messages @return the ZoneOffset or null */
    public static ZoneOffset readZoneOffset(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        if (!present(buffer, start, field)) {
            return null;
        }
        return offset(buffer, start, take(buffer, start, 4, field), field);
    }

    /** @param value a ZoneOffset or null @return its encoded size */
    public static int sizeOfZoneOffset(ZoneOffset value) {
        return value == null ? 1 : 5;
    }

    /** The int32 offset in seconds at {@code at}, within ±18:00 as ZoneOffset allows. */
    private static ZoneOffset offset(UnsafeBuffer buffer, int start, int at, String field) {
        int seconds = buffer.getIntAt(at);
        if (seconds < -64_800 || seconds > 64_800) {
            throw invalid(buffer, start, at, field + ": offset of " + seconds + " seconds at offset " + at
                    + " is not in -64800..64800 (-18:00..+18:00)", null);
        }
        return ZoneOffset.ofTotalSeconds(seconds);
    }

    // ---- Year: presence byte, int32 year; YearMonth: that and int8 month; MonthDay: int8 month, int8 day ----

    /** @param buffer the buffer @param value a Year or null */
    public static void writeYear(UnsafeBuffer buffer, Year value) {
        if (value == null) {
            Presence.write(buffer, false);
            return;
        }
        int at = buffer.claim(5);
        buffer.putByteAt(at, (byte) 1);
        buffer.putIntAt(at + 1, value.getValue());
    }

    /** @param buffer the buffer @param field for messages @return the Year or null */
    public static Year readYear(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        if (!present(buffer, start, field)) {
            return null;
        }
        return Year.of(year(buffer, start, take(buffer, start, 4, field), field));
    }

    /** @param value a Year or null @return its encoded size */
    public static int sizeOfYear(Year value) {
        return value == null ? 1 : 5;
    }

    /** @param buffer the buffer @param value a YearMonth or null */
    public static void writeYearMonth(UnsafeBuffer buffer, YearMonth value) {
        if (value == null) {
            Presence.write(buffer, false);
            return;
        }
        int at = buffer.claim(6);
        buffer.putByteAt(at, (byte) 1);
        buffer.putIntAt(at + 1, value.getYear());
        buffer.putByteAt(at + 5, (byte) value.getMonthValue());
    }

    /** @param buffer the buffer @param field for messages @return the YearMonth or null */
    public static YearMonth readYearMonth(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        if (!present(buffer, start, field)) {
            return null;
        }
        int at = take(buffer, start, 5, field);
        int year = year(buffer, start, at, field);
        return YearMonth.of(year, month(buffer, start, at + 4, field));
    }

    /** @param value a YearMonth or null @return its encoded size */
    public static int sizeOfYearMonth(YearMonth value) {
        return value == null ? 1 : 6;
    }

    /** @param buffer the buffer @param value a MonthDay or null */
    public static void writeMonthDay(UnsafeBuffer buffer, MonthDay value) {
        if (value == null) {
            Presence.write(buffer, false);
            return;
        }
        int at = buffer.claim(3);
        buffer.putByteAt(at, (byte) 1);
        buffer.putByteAt(at + 1, (byte) value.getMonthValue());
        buffer.putByteAt(at + 2, (byte) value.getDayOfMonth());
    }

    /** @param buffer the buffer @param field for messages @return the MonthDay or null */
    public static MonthDay readMonthDay(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        if (!present(buffer, start, field)) {
            return null;
        }
        int at = take(buffer, start, 2, field);
        int month = month(buffer, start, at, field);
        int day = buffer.getByteAt(at + 1);
        int days = Month.of(month).maxLength(); // February has its 29th in some year
        if (day < 1 || day > days) {
            throw invalid(buffer, start, at + 1, field + ": day " + day + " at offset " + (at + 1) + " is not in 1.."
                    + days + " for month " + month, null);
        }
        return MonthDay.of(month, day);
    }

    /** @param value a MonthDay or null @return its encoded size */
    public static int sizeOfMonthDay(MonthDay value) {
        return value == null ? 1 : 3;
    }

    /** The int32 year at {@code at}, within the range of Year, YearMonth and LocalDate. */
    private static int year(UnsafeBuffer buffer, int start, int at, String field) {
        int year = buffer.getIntAt(at);
        if (year < Year.MIN_VALUE || year > Year.MAX_VALUE) {
            throw invalid(buffer, start, at, field + ": year " + year + " at offset " + at + " is not in "
                    + Year.MIN_VALUE + ".." + Year.MAX_VALUE, null);
        }
        return year;
    }

    /** The int8 month at {@code at}, 1..12. */
    private static int month(UnsafeBuffer buffer, int start, int at, String field) {
        int month = buffer.getByteAt(at);
        if (month < 1 || month > 12) {
            throw invalid(buffer, start, at, field + ": month " + month + " at offset " + at + " is not in 1..12", null);
        }
        return month;
    }

    // ---- OffsetTime: presence byte, int64 nanosecond of the day, int32 offset seconds ----

    /** @param buffer the buffer @param value an OffsetTime or null */
    public static void writeOffsetTime(UnsafeBuffer buffer, OffsetTime value) {
        if (value == null) {
            Presence.write(buffer, false);
            return;
        }
        int at = buffer.claim(13);
        buffer.putByteAt(at, (byte) 1);
        buffer.putLongAt(at + 1, value.toLocalTime().toNanoOfDay());
        buffer.putIntAt(at + 9, value.getOffset().getTotalSeconds());
    }

    /** @param buffer the buffer @param field for messages @return the OffsetTime or null */
    public static OffsetTime readOffsetTime(UnsafeBuffer buffer, String field) {
        int start = buffer.readIndex();
        if (!present(buffer, start, field)) {
            return null;
        }
        int at = take(buffer, start, 12, field);
        long nanos = buffer.getLongAt(at);
        if (nanos < 0 || nanos > LocalTime.MAX.toNanoOfDay()) {
            throw invalid(buffer, start, at, field + ": nanosecond of the day " + nanos + " at offset " + at
                    + " is not in 0.." + LocalTime.MAX.toNanoOfDay(), null);
        }
        return OffsetTime.of(LocalTime.ofNanoOfDay(nanos), offset(buffer, start, at + 8, field));
    }

    /** @param value an OffsetTime or null @return its encoded size */
    public static int sizeOfOffsetTime(OffsetTime value) {
        return value == null ? 1 : 13;
    }

    // ---- by name, for tools that decode by schema ----

    /**
     * Reads one value of the named type, for tools that decode by schema.
     *
     * @param type the simple name as in a schema, e.g. {@code "Currency"} or {@code "YearMonth"}
     * @param buffer the buffer
     * @param field for messages
     * @return the value, or null
     * @throws IllegalArgumentException if this class does not write {@code type}
     */
    public static Object read(String type, UnsafeBuffer buffer, String field) {
        switch (type) {
            case "URI": return readUri(buffer, field);
            case "Locale": return readLocale(buffer, field);
            case "Currency": return readCurrency(buffer, field);
            case "ZoneId": return readZoneId(buffer, field);
            case "ZoneOffset": return readZoneOffset(buffer, field);
            case "Year": return readYear(buffer, field);
            case "YearMonth": return readYearMonth(buffer, field);
            case "MonthDay": return readMonthDay(buffer, field);
            case "OffsetTime": return readOffsetTime(buffer, field);
            default: throw new IllegalArgumentException("not a standard type: " + type);
        }
    }

    /** As {@link #read}, for a field of a type with the compact encoding: the text types as compact strings. */
    public static Object readCompact(String type, UnsafeBuffer buffer, String field) {
        switch (type) {
            case "URI": return readCompactUri(buffer, field);
            case "Locale": return readCompactLocale(buffer, field);
            case "ZoneId": return readCompactZoneId(buffer, field);
            default: return read(type, buffer, field);
        }
    }
}
