package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.net.URI;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Currency;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link MoreStandardTypes}: the bytes of each type as FORMAT.md spells them, in both encodings,
 * the values at the ends of each range, sizes, every rejection with its offset and with the read
 * index back at the value, and random bytes, which must read as a value that writes back the same
 * bytes or fail with {@link MarshalException} alone.
 */
class MoreStandardTypesTest {
    /** Bytes before the value in every read here, so that offsets are not accidentally 0. */
    private static final int AT = 3;
    private static final String FIELD = "T.f";

    /** How to write, read and size one type in one encoding. */
    private record Codec<T>(String type, boolean compact, BiConsumer<UnsafeBuffer, T> write,
            Function<UnsafeBuffer, T> read, Function<T, Integer> size) {
        @SuppressWarnings("unchecked")
        byte[] bytes(Object value) {
            UnsafeBuffer buffer = new UnsafeBuffer(4);
            write.accept(buffer, (T) value);
            byte[] bytes = buffer.toByteArray();
            assertEquals(bytes.length, (int) size.apply((T) value), type + " size of " + value);
            return bytes;
        }
    }

    private static final Codec<URI> URIS = new Codec<>("URI", false, MoreStandardTypes::writeUri,
            b -> MoreStandardTypes.readUri(b, FIELD), MoreStandardTypes::sizeOfUri);
    private static final Codec<URI> COMPACT_URIS = new Codec<>("URI", true, MoreStandardTypes::writeCompactUri,
            b -> MoreStandardTypes.readCompactUri(b, FIELD), MoreStandardTypes::sizeOfCompactUri);
    private static final Codec<Locale> LOCALES = new Codec<>("Locale", false,
            (b, v) -> MoreStandardTypes.writeLocale(b, v, FIELD), b -> MoreStandardTypes.readLocale(b, FIELD),
            MoreStandardTypes::sizeOfLocale);
    private static final Codec<Locale> COMPACT_LOCALES = new Codec<>("Locale", true,
            (b, v) -> MoreStandardTypes.writeCompactLocale(b, v, FIELD),
            b -> MoreStandardTypes.readCompactLocale(b, FIELD), MoreStandardTypes::sizeOfCompactLocale);
    private static final Codec<Currency> CURRENCIES = new Codec<>("Currency", false, MoreStandardTypes::writeCurrency,
            b -> MoreStandardTypes.readCurrency(b, FIELD), MoreStandardTypes::sizeOfCurrency);
    private static final Codec<ZoneId> ZONES = new Codec<>("ZoneId", false, MoreStandardTypes::writeZoneId,
            b -> MoreStandardTypes.readZoneId(b, FIELD), MoreStandardTypes::sizeOfZoneId);
    private static final Codec<ZoneId> COMPACT_ZONES = new Codec<>("ZoneId", true,
            MoreStandardTypes::writeCompactZoneId, b -> MoreStandardTypes.readCompactZoneId(b, FIELD),
            MoreStandardTypes::sizeOfCompactZoneId);
    private static final Codec<ZoneOffset> OFFSETS = new Codec<>("ZoneOffset", false,
            MoreStandardTypes::writeZoneOffset, b -> MoreStandardTypes.readZoneOffset(b, FIELD),
            MoreStandardTypes::sizeOfZoneOffset);
    private static final Codec<Year> YEARS = new Codec<>("Year", false, MoreStandardTypes::writeYear,
            b -> MoreStandardTypes.readYear(b, FIELD), MoreStandardTypes::sizeOfYear);
    private static final Codec<YearMonth> YEAR_MONTHS = new Codec<>("YearMonth", false,
            MoreStandardTypes::writeYearMonth, b -> MoreStandardTypes.readYearMonth(b, FIELD),
            MoreStandardTypes::sizeOfYearMonth);
    private static final Codec<MonthDay> MONTH_DAYS = new Codec<>("MonthDay", false, MoreStandardTypes::writeMonthDay,
            b -> MoreStandardTypes.readMonthDay(b, FIELD), MoreStandardTypes::sizeOfMonthDay);
    private static final Codec<OffsetTime> OFFSET_TIMES = new Codec<>("OffsetTime", false,
            MoreStandardTypes::writeOffsetTime, b -> MoreStandardTypes.readOffsetTime(b, FIELD),
            MoreStandardTypes::sizeOfOffsetTime);

    private static final List<Codec<?>> ALL = List.of(URIS, COMPACT_URIS, LOCALES, COMPACT_LOCALES, CURRENCIES, ZONES,
            COMPACT_ZONES, OFFSETS, YEARS, YEAR_MONTHS, MONTH_DAYS, OFFSET_TIMES);

    /** Values of each codec's type: the ends of its range, and the cases FORMAT.md names. */
    private static final Map<String, List<Object>> VALUES = Map.of(
            "URI", List.of(URI.create("https://example.com/a%20b?q=1#top"), URI.create(""), URI.create("urn:isbn:0451450523"),
                    URI.create("/relative/ü"), uri("http", "user info", "host", 8080, "/p a th", "q=ü", "f"),
                    URI.create("mailto:a@b.example")),
            "Locale", List.of(Locale.ROOT, Locale.US, Locale.forLanguageTag("zh-Hant-TW"),
                    Locale.forLanguageTag("de-DE-u-co-phonebk"), new Locale("en", "US", "WIN"), new Locale("ja", "JP", "JP"),
                    new Locale("", "US"), Locale.forLanguageTag("x-private"), Locale.forLanguageTag("en-419")),
            "Currency", List.of(Currency.getInstance("EUR"), Currency.getInstance("XXX"), Currency.getInstance("JPY")),
            "ZoneId", List.of(ZoneId.of("Europe/Paris"), ZoneOffset.UTC, ZoneOffset.ofHoursMinutesSeconds(-5, -30, -15),
                    ZoneId.of("UTC"), ZoneId.of("UTC+01:00"), ZoneId.of("GMT"), ZoneOffset.MAX, ZoneOffset.MIN),
            "ZoneOffset", List.of(ZoneOffset.UTC, ZoneOffset.MAX, ZoneOffset.MIN, ZoneOffset.ofTotalSeconds(-1)),
            "Year", List.of(Year.of(Year.MIN_VALUE), Year.of(Year.MAX_VALUE), Year.of(0), Year.of(2024)),
            "YearMonth", List.of(YearMonth.of(Year.MIN_VALUE, 1), YearMonth.of(Year.MAX_VALUE, 12), YearMonth.of(2024, 2)),
            "MonthDay", List.of(MonthDay.of(1, 1), MonthDay.of(2, 29), MonthDay.of(12, 31), MonthDay.of(4, 30)),
            "OffsetTime", List.of(OffsetTime.MIN, OffsetTime.MAX, OffsetTime.of(10, 15, 30, 1, ZoneOffset.ofHours(1))));

    private static URI uri(String scheme, String userInfo, String host, int port, String path, String query,
            String fragment) {
        try {
            return new URI(scheme, userInfo, host, port, path, query, fragment);
        } catch (java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    private static UnsafeBuffer at(byte[] value) {
        byte[] bytes = new byte[AT + value.length];
        System.arraycopy(value, 0, bytes, AT, value.length);
        return UnsafeBuffer.wrap(bytes).readIndex(AT);
    }

    private static UnsafeBuffer at(String hex) {
        return at(HexFormat.of().parseHex(hex));
    }

    @Test
    void bytesAreAsTheFormatSpellsThem() {
        assertEquals("ffffffff", hex(URIS.bytes(null)));
        assertEquals("00", hex(COMPACT_URIS.bytes(null)));
        assertEquals("03000000613a62", hex(URIS.bytes(URI.create("a:b"))));
        assertEquals("07613a62", hex(COMPACT_URIS.bytes(URI.create("a:b"))));
        assertEquals("05000000656e2d5553", hex(LOCALES.bytes(Locale.US)));
        assertEquals("0b656e2d5553", hex(COMPACT_LOCALES.bytes(Locale.US)));
        assertEquals("03000000756e64", hex(LOCALES.bytes(Locale.ROOT)), "und");
        assertEquals("00", hex(CURRENCIES.bytes(null)));
        assertEquals("01455552", hex(CURRENCIES.bytes(Currency.getInstance("EUR"))));
        assertEquals("0c0000004575726f70652f5061726973", hex(ZONES.bytes(ZoneId.of("Europe/Paris"))));
        assertEquals("035a", hex(COMPACT_ZONES.bytes(ZoneOffset.UTC)), "Z");
        assertEquals("00", hex(OFFSETS.bytes(null)));
        assertEquals("01100e0000", hex(OFFSETS.bytes(ZoneOffset.ofHours(1))), "3600 s");
        assertEquals("0120fd0000", hex(OFFSETS.bytes(ZoneOffset.MAX)), "64800 s");
        assertEquals("01e8070000", hex(YEARS.bytes(Year.of(2024))));
        assertEquals("01e807000002", hex(YEAR_MONTHS.bytes(YearMonth.of(2024, 2))));
        assertEquals("01021d", hex(MONTH_DAYS.bytes(MonthDay.of(2, 29))));
        // 10:15 is 36,900 s = 0x218f_7364_6800 ns; +01:00
        assertEquals("01" + "006864738f210000" + "100e0000",
                hex(OFFSET_TIMES.bytes(OffsetTime.of(10, 15, 0, 0, ZoneOffset.ofHours(1)))));
        for (Codec<?> codec : List.of(CURRENCIES, OFFSETS, YEARS, YEAR_MONTHS, MONTH_DAYS, OFFSET_TIMES)) {
            assertEquals("00", hex(codec.bytes(null)), codec.type());
        }
    }

    @Test
    void everyValueReadsBackEqualAndWritesTheSameBytes() {
        for (Codec<?> codec : ALL) {
            List<Object> values = new ArrayList<>(VALUES.get(codec.type()));
            values.add(null);
            for (Object value : values) {
                byte[] bytes = codec.bytes(value);
                UnsafeBuffer buffer = at(bytes);
                Object copy = codec.read().apply(buffer);
                assertEquals(value, copy, codec.type() + " " + hex(bytes));
                assertEquals(AT + bytes.length, buffer.readIndex(), codec.type() + ": reads every byte");
                assertArrayEquals(bytes, codec.bytes(copy), codec.type());
                Object named = codec.compact() ? StandardTypes.readCompact(codec.type(), at(bytes), FIELD)
                        : StandardTypes.read(codec.type(), at(bytes), FIELD);
                assertEquals(value, named, codec.type() + " through StandardTypes' dispatch");
            }
        }
    }

    @Test
    void aZoneIdFieldHoldingAnOffsetReadsBackAsThatOffset() {
        for (ZoneId zone : List.of(ZoneOffset.UTC, ZoneOffset.ofHours(-3), ZoneOffset.ofTotalSeconds(3661))) {
            for (Codec<ZoneId> codec : List.of(ZONES, COMPACT_ZONES)) {
                ZoneId copy = codec.read().apply(at(codec.bytes(zone)));
                assertEquals(zone, copy);
                assertTrue(copy instanceof ZoneOffset, copy.getClass().toString());
            }
        }
        // UTC the region and Z the offset are different values, and stay so
        ZoneId region = ZONES.read().apply(at(ZONES.bytes(ZoneId.of("UTC"))));
        assertFalse(region instanceof ZoneOffset);
        assertEquals("UTC", region.getId());
    }

    @Test
    void aLocaleWhoseTagReadsBackAsAnotherIsRefusedWhenWritten() {
        for (Locale bad : List.of(new Locale("en", "USA"), new Locale("a"), new Locale("und"),
                new Locale("en", "US", "a b"), new Locale("no", "NO", "NY"))) {
            for (Codec<Locale> codec : List.of(LOCALES, COMPACT_LOCALES)) {
                UnsafeBuffer buffer = new UnsafeBuffer(16);
                buffer.putByte((byte) 7);
                MarshalException e = assertThrows(MarshalException.class, () -> codec.write().accept(buffer, bad),
                        bad.toString());
                assertEquals(1, buffer.writeIndex(), "nothing written");
                assertEquals(1, e.offset());
                assertTrue(e.getMessage().startsWith(FIELD + ": cannot write Locale \"" + bad + "\": its language tag \""
                        + bad.toLanguageTag() + "\" reads back as Locale \""), e.getMessage());
            }
        }
        // and the same locale built well is written: the check is per value, and remembered
        Locale good = Locale.forLanguageTag("en-US");
        for (int i = 0; i < 3; i++) {
            assertEquals(Locale.US, LOCALES.read().apply(at(LOCALES.bytes(good))));
        }
    }

    /** Reads {@code hex} (after {@link #AT} other bytes) and checks the failure and that the read index is back. */
    private static void rejects(Codec<?> codec, String hex, int offset, String message) {
        UnsafeBuffer buffer = at(hex);
        MarshalException e = assertThrows(MarshalException.class, () -> codec.read().apply(buffer), hex);
        assertEquals(AT, buffer.readIndex(), hex + ": the read index is back at the value");
        assertEquals(AT + offset, e.offset(), hex + ": " + e.getMessage());
        String expected = message.replace("@", String.valueOf(AT + offset));
        assertTrue(e.getMessage().startsWith(expected), "expected " + expected + "\nbut got " + e.getMessage());
        assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        UnsafeBuffer again = at(hex);
        MarshalException named = assertThrows(MarshalException.class, () -> {
            if (codec.compact()) {
                StandardTypes.readCompact(codec.type(), again, FIELD);
            } else {
                StandardTypes.read(codec.type(), again, FIELD);
            }
        });
        assertEquals(e.getMessage(), named.getMessage());
    }

    private static String text(String s) {
        UnsafeBuffer out = new UnsafeBuffer(4);
        Strings.write(out, s);
        return hex(out.toByteArray());
    }

    private static String compactText(String s) {
        UnsafeBuffer out = new UnsafeBuffer(4);
        Strings.writeCompact(out, s);
        return hex(out.toByteArray());
    }

    @Test
    void textThatIsNotTheValuesOwnIsRejectedAtTheStringsOffset() {
        rejects(URIS, text("a b"), 0, FIELD + ": URI \"a b\" at offset @ is not valid: Illegal character in path at index 1");
        rejects(COMPACT_URIS, compactText("http://[::1"), 0, FIELD + ": URI \"http://[::1\" at offset @ is not valid");
        rejects(LOCALES, text("EN"), 0, FIELD + ": language tag \"EN\" at offset @ is not in its normal form \"en\"");
        rejects(LOCALES, text("en-us"), 0, FIELD + ": language tag \"en-us\" at offset @ is not in its normal form"
                + " \"en-US\"");
        rejects(LOCALES, text("en_US"), 0, FIELD + ": language tag \"en_US\" at offset @ is not in its normal form \"und\"");
        rejects(COMPACT_LOCALES, compactText(""), 0, FIELD + ": language tag \"\" at offset @ is not in its normal form"
                + " \"und\"");
        rejects(COMPACT_LOCALES, compactText("i-klingon"), 0, FIELD + ": language tag \"i-klingon\" at offset @ is not"
                + " in its normal form \"tlh\"");
        rejects(ZONES, text("Europe/Berlix"), 0, FIELD + ": zone id \"Europe/Berlix\" at offset @ is not one the JDK"
                + " knows: ");
        rejects(ZONES, text("+01"), 0, FIELD + ": zone id \"+01\" at offset @ is not in its normal form \"+01:00\"");
        rejects(COMPACT_ZONES, compactText("UTC+1"), 0, FIELD + ": zone id \"UTC+1\" at offset @ is not in its normal"
                + " form \"UTC+01:00\"");
        rejects(COMPACT_ZONES, compactText("+18:00:01"), 0, FIELD + ": zone id \"+18:00:01\" at offset @ is not one the"
                + " JDK knows: ");
        // text that is not UTF-8 is the string's own failure, and a message quotes at most 80 chars of the text
        rejects(ZONES, "fdffffffff", 4, "invalid UTF-8 in " + FIELD + " at offset @");
        rejects(ZONES, "fdffffff61", 0, FIELD + ": the string at offset @ is written as UTF-8");
        String longUri = "a b" + "x".repeat(1000);
        rejects(URIS, text(longUri), 0, FIELD + ": URI \"a bxxx");
        MarshalException e = assertThrows(MarshalException.class, () -> URIS.read().apply(at(text(longUri))));
        assertTrue(e.getMessage().length() < 400, e.getMessage());
        assertTrue(e.getMessage().contains("(cut, 1003 chars)"), e.getMessage());
        // control characters in the text are escaped in the message
        rejects(LOCALES, text("e\nn"), 0, FIELD + ": language tag \"e\\nn\" at offset @");
    }

    @Test
    void fixedWidthValuesOutOfRangeAreRejectedAtThePartThatIsWrong() {
        rejects(CURRENCIES, "02455552", 0, FIELD + ": presence byte 2 at offset @ is neither 0 (null) nor 1 (present)");
        rejects(CURRENCIES, "01455572", 3, FIELD + ": byte 0x72 at offset @ is not a currency code letter A..Z");
        rejects(CURRENCIES, "01c35552", 1, FIELD + ": byte 0xc3 at offset @ is not a currency code letter A..Z");
        rejects(CURRENCIES, "01515151", 1, FIELD + ": currency code \"QQQ\" at offset @ is not one the JDK knows"
                + " (ISO 4217)");
        rejects(CURRENCIES, "014555", 1, "truncated input: " + FIELD);
        rejects(OFFSETS, "0121fd0000", 1, FIELD + ": offset of 64801 seconds at offset @ is not in -64800..64800");
        rejects(OFFSETS, "01df02ffff", 1, FIELD + ": offset of -64801 seconds at offset @ is not in -64800..64800");
        rejects(OFFSETS, "01000000", 1, "truncated input: " + FIELD);
        rejects(YEARS, "0100ca9a3b", 1, FIELD + ": year 1000000000 at offset @ is not in -999999999..999999999");
        rejects(YEARS, "01003665c4", 1, FIELD + ": year -1000000000 at offset @ is not in -999999999..999999999");
        rejects(YEAR_MONTHS, "01e80700000d", 5, FIELD + ": month 13 at offset @ is not in 1..12");
        rejects(YEAR_MONTHS, "01e807000000", 5, FIELD + ": month 0 at offset @ is not in 1..12");
        rejects(YEAR_MONTHS, "0100ca9a3b01", 1, FIELD + ": year 1000000000 at offset @");
        rejects(MONTH_DAYS, "010d01", 1, FIELD + ": month 13 at offset @ is not in 1..12");
        rejects(MONTH_DAYS, "01ff01", 1, FIELD + ": month -1 at offset @ is not in 1..12");
        rejects(MONTH_DAYS, "01021e", 2, FIELD + ": day 30 at offset @ is not in 1..29 for month 2");
        rejects(MONTH_DAYS, "01041f", 2, FIELD + ": day 31 at offset @ is not in 1..30 for month 4");
        rejects(MONTH_DAYS, "010100", 2, FIELD + ": day 0 at offset @ is not in 1..31 for month 1");
        rejects(MONTH_DAYS, "0101", 1, "truncated input: " + FIELD);
        long day = LocalTime.MAX.toNanoOfDay() + 1;
        UnsafeBuffer time = new UnsafeBuffer(13);
        time.putByte((byte) 1);
        time.putLong(day);
        time.putInt(0);
        rejects(OFFSET_TIMES, hex(time.toByteArray()), 1, FIELD + ": nanosecond of the day 86400000000000 at offset @"
                + " is not in 0..86399999999999");
        rejects(OFFSET_TIMES, "01ffffffffffffffff00000000", 1, FIELD + ": nanosecond of the day -1 at offset @");
        rejects(OFFSET_TIMES, "010000000000000000df02ffff", 9, FIELD + ": offset of -64801 seconds at offset @");
    }

    @Test
    void dispatchByNameKnowsEachTypeAndNoOther() {
        for (String type : VALUES.keySet()) {
            assertNull(StandardTypes.read(type, at(type.equals("URI") || type.equals("Locale") || type.equals("ZoneId")
                    ? "ffffffff" : "00"), FIELD), type);
            assertEquals(dev.marshalled.schema.Layout.hasCompactForm(type), List.of("URI", "Locale", "ZoneId").contains(type));
            assertNull(StandardTypes.readCompact(type, at("00"), FIELD), type); // a compact null string or a null
        }
        assertThrows(IllegalArgumentException.class, () -> StandardTypes.read("URL", at("00"), FIELD));
        assertThrows(IllegalArgumentException.class, () -> MoreStandardTypes.readCompact("UUID", at("00"), FIELD));
    }

    /**
     * Random short inputs, and valid bytes with one byte changed or cut short: each reads as a
     * value that writes back exactly the bytes it was read from, or fails with MarshalException
     * with the read index back; no other exception.
     */
    @Test
    void randomBytesReadCanonicallyOrFailWithMarshalExceptionAlone() {
        Random random = new Random(41);
        int[] outcomes = new int[2];
        for (Codec<?> codec : ALL) {
            List<byte[]> inputs = new ArrayList<>();
            for (Object value : VALUES.get(codec.type())) {
                inputs.add(codec.bytes(value));
            }
            for (int i = 0; i < 3000; i++) {
                byte[] input;
                if (random.nextBoolean()) {
                    input = new byte[random.nextInt(20)];
                    random.nextBytes(input);
                    if (input.length > 0 && random.nextBoolean()) {
                        input[0] = (byte) random.nextInt(3); // a presence byte or a short length
                    }
                } else {
                    input = inputs.get(random.nextInt(inputs.size())).clone();
                    input[random.nextInt(input.length)] = (byte) random.nextInt();
                    if (random.nextInt(4) == 0) {
                        input = Arrays.copyOf(input, random.nextInt(input.length + 1));
                    }
                }
                UnsafeBuffer buffer = at(input);
                try {
                    Object value = codec.read().apply(buffer);
                    byte[] read = Arrays.copyOfRange(input, 0, buffer.readIndex() - AT);
                    assertArrayEquals(read, codec.bytes(value), codec.type() + ": " + hex(input) + " read as " + value);
                    outcomes[0]++;
                } catch (MarshalException expected) {
                    assertEquals(AT, buffer.readIndex(), codec.type() + ": " + hex(input));
                    assertTrue(expected.offset() >= AT && expected.offset() <= AT + input.length, expected.getMessage());
                    outcomes[1]++;
                }
            }
        }
        assertTrue(outcomes[0] > 1000 && outcomes[1] > 10_000, Arrays.toString(outcomes));
    }

    @Test
    void anEmptyUriAndTheRootLocaleAreValuesNotNulls() {
        assertEquals(URI.create(""), URIS.read().apply(at("00000000")));
        assertEquals(URI.create(""), COMPACT_URIS.read().apply(at("01")));
        assertEquals(Locale.ROOT, LOCALES.read().apply(at(text("und"))));
    }
}
