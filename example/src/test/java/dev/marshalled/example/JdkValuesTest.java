package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.CompactJdkValues;
import dev.marshalled.example.model.CompactJdkValuesMarshaller;
import dev.marshalled.example.model.JdkValues;
import dev.marshalled.example.model.JdkValuesMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.net.URI;
import java.time.DayOfWeek;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Currency;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * URI, Locale, Currency, ZoneId, ZoneOffset, Year, YearMonth, MonthDay and OffsetTime through
 * generated marshallers in both encodings: the ends of their ranges, the bytes FORMAT.md spells,
 * rejections with their field paths and offsets (the inspector agreeing), a Locale refused on
 * write, and seeded corruptions.
 */
class JdkValuesTest {
    /** Small values whose bytes the tests below spell out. */
    static JdkValues small() {
        TreeMap<MonthDay, OffsetTime> openings = new TreeMap<>();
        return new JdkValues(URI.create("a:b"), Locale.US, Currency.getInstance("EUR"), ZoneId.of("Europe/Paris"),
                ZoneOffset.ofHours(1), Year.of(2024), YearMonth.of(2024, 2), MonthDay.of(2, 29),
                OffsetTime.of(10, 15, 0, 0, ZoneOffset.ofHours(1)), DayOfWeek.MONDAY, Month.FEBRUARY,
                List.of(Locale.ROOT), Set.of(ZoneOffset.UTC), new TreeSet<>(List.of(Year.of(2024))), openings, null,
                Optional.empty(), Arrays.asList('a', '\uD800', null));
    }

    /** The largest of each, and the cases FORMAT.md names. */
    static JdkValues high() {
        TreeMap<MonthDay, OffsetTime> openings = new TreeMap<>();
        openings.put(MonthDay.of(12, 24), OffsetTime.of(9, 0, 0, 0, ZoneOffset.UTC));
        openings.put(MonthDay.of(12, 31), OffsetTime.MAX);
        Map<Currency, URI> rates = new LinkedHashMap<>();
        rates.put(Currency.getInstance("USD"), URI.create("https://rates.example/usd?at=now#x"));
        rates.put(Currency.getInstance("XXX"), null);
        return new JdkValues(URI.create("http://user%20info@h:8080/p%20a%20th?q=%C3%BC#f"),
                Locale.forLanguageTag("ja-JP-u-ca-japanese-x-lvariant-JP"), Currency.getInstance("JPY"),
                ZoneOffset.ofHoursMinutesSeconds(-5, -30, -15), ZoneOffset.MAX, Year.of(Year.MAX_VALUE),
                YearMonth.of(Year.MAX_VALUE, 12), MonthDay.of(12, 31), OffsetTime.MAX, DayOfWeek.SUNDAY,
                Month.DECEMBER, Arrays.asList(Locale.forLanguageTag("zh-Hant-TW"), null, new Locale("en", "US", "WIN")),
                new LinkedHashSet<>(List.of(ZoneId.of("UTC"), ZoneOffset.UTC, ZoneId.of("UTC+01:00"))),
                new TreeSet<>(List.of(Year.of(Year.MIN_VALUE), Year.of(0), Year.of(Year.MAX_VALUE))), openings, rates,
                Optional.of(YearMonth.of(Year.MIN_VALUE, 1)), List.of(Character.MAX_VALUE, Character.MIN_VALUE));
    }

    /** The smallest of each. */
    static JdkValues low() {
        return new JdkValues(URI.create(""), Locale.ROOT, Currency.getInstance("XXX"), ZoneOffset.MIN, ZoneOffset.MIN,
                Year.of(Year.MIN_VALUE), YearMonth.of(Year.MIN_VALUE, 1), MonthDay.of(1, 1), OffsetTime.MIN,
                DayOfWeek.MONDAY, Month.JANUARY, List.of(), Set.of(), new TreeSet<>(), new TreeMap<>(), Map.of(),
                Optional.empty(), List.of());
    }

    static CompactJdkValues compact(JdkValues v) {
        return new CompactJdkValues(v.uri(), v.locale(), v.currency(), v.zone(), v.offset(), v.year(), v.yearMonth(),
                v.monthDay(), v.offsetTime(), v.dayOfWeek(), v.month(), v.locales(), v.zones(), v.years(),
                v.openings(), v.rates(), v.expiry(), v.initials());
    }

    @Test
    void extremesRoundTripInBothEncodings() {
        for (JdkValues value : List.of(small(), high(), low(), JdkValues.empty())) {
            assertEquals(value, RoundTripTest.roundTrip(JdkValuesMarshaller.INSTANCE, value));
            assertEquals(compact(value), RoundTripTest.roundTrip(CompactJdkValuesMarshaller.INSTANCE, compact(value)));
        }
        // a ZoneId field holding a ZoneOffset reads back as that ZoneOffset; the region UTC stays a region
        JdkValues copy = JdkValuesMarshaller.INSTANCE.fromByteArray(JdkValuesMarshaller.INSTANCE.toByteArray(high()));
        assertTrue(copy.zone() instanceof ZoneOffset);
        assertEquals(List.of(false, true, false), copy.zones().stream().map(z -> z instanceof ZoneOffset).toList());
    }

    @Test
    void bytesAreAsFormatMdSays() {
        assertSameHex(String.join(" ",
                "03000000 613a62",              // uri: a string, "a:b"
                "05000000 656e2d5553",          // locale: its language tag, "en-US"
                "01 455552",                    // currency: present, "EUR"
                "0c000000 4575726f70652f5061726973", // zone: its id, "Europe/Paris"
                "01 100e0000",                  // offset: present, 3600 s
                "01 e8070000",                  // year: present, 2024
                "01 e8070000 02",               // yearMonth: present, 2024, February
                "01 02 1d",                     // monthDay: present, February, 29
                "01 006864738f210000 100e0000", // offsetTime: present, 10:15 in ns, 3600 s
                "00000000",                     // dayOfWeek: MONDAY, an enum's ordinal
                "01000000",                     // month: FEBRUARY
                "01000000 03000000 756e64",     // locales: one, Locale.ROOT is "und"
                "01000000 01000000 5a",         // zones: one, ZoneOffset.UTC is "Z"
                "01000000 01 e8070000",         // years: one, 2024
                "00000000",                     // openings: empty
                "ffffffff",                     // rates: null
                "01",                           // expiry: empty
                "03000000 01 6100 01 00d8 00 0000"), // initials: 'a', a lone surrogate, null (zero value bytes)
                hex(JdkValuesMarshaller.INSTANCE.toByteArray(small())));
        assertSameHex(String.join(" ",
                "07 613a62",                    // uri: a compact string, Latin-1, 2 * 3 + 1
                "0b 656e2d5553",                // locale
                "01 455552",                    // currency: as in the fixed encoding
                "19 4575726f70652f5061726973",  // zone
                "01 100e0000", "01 e8070000", "01 e8070000 02", "01 02 1d", "01 006864738f210000 100e0000",
                "01",                           // dayOfWeek: ordinal 0 + 1
                "02",                           // month: ordinal 1 + 1
                "02 07 756e64",                 // locales: count 1 + 1, "und"
                "02 03 5a",                     // zones: "Z"
                "02 01 e8070000",               // years
                "01",                           // openings: empty
                "00",                           // rates: null
                "01",                           // expiry: empty
                "04 01 6100 01 00d8 00 0000"),  // initials: count 3 + 1, boxed chars stay fixed-width
                hex(CompactJdkValuesMarshaller.INSTANCE.toByteArray(compact(small()))));
        assertSameHex("ffffffff ffffffff 00 ffffffff 00 00 00 00 00 ffffffff ffffffff ffffffff ffffffff ffffffff"
                + " ffffffff ffffffff 00 ffffffff", hex(JdkValuesMarshaller.INSTANCE.toByteArray(JdkValues.empty())), "the nulls");
        assertSameHex("00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00",
                hex(CompactJdkValuesMarshaller.INSTANCE.toByteArray(compact(JdkValues.empty()))), "the compact nulls");
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    /** Compares with hex spelled out in groups, as FORMAT.md's fields make them. */
    private static void assertSameHex(String expected, String actual) {
        assertSameHex(expected, actual, null);
    }

    private static void assertSameHex(String expected, String actual, String what) {
        assertEquals(expected.replace(" ", ""), actual, what);
    }

    /** The offset of the first byte of the field named, found by the inspector. */
    private static int offsetOf(Marshaller<?> marshaller, byte[] bytes, String field) {
        String dump = Inspector.inspect(marshaller, bytes).toHexDump();
        for (String line : dump.split("\n")) {
            String[] cells = line.trim().split("\\s+");
            if (cells[0].matches("\\d+") && line.contains(" " + field + " ")) { // not the heading, "... at offset 0"
                return Integer.parseInt(cells[0]);
            }
        }
        throw new AssertionError(field + " not in\n" + dump);
    }

    /**
     * Changes the bytes of {@code field} ({@code into} bytes after its start) and checks that the
     * reader refuses them with the path and offset given, the read index back at 0, and that the
     * inspector fails with the same message at the same offset.
     */
    private static void rejected(Marshaller<?> marshaller, byte[] valid, String field, int into, String patch,
            String path, int offsetFromField, String message) {
        int at = offsetOf(marshaller, valid, field);
        byte[] bytes = valid.clone();
        byte[] change = HexFormat.of().parseHex(patch);
        System.arraycopy(change, 0, bytes, at + into, change.length);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        MarshalException e = assertThrows(MarshalException.class, () -> marshaller.read(buffer), field);
        assertEquals(0, buffer.readIndex());
        assertEquals(path, e.path(), e.getMessage());
        assertEquals(at + offsetFromField, e.offset(), e.getMessage());
        String expected = message.replace("@", String.valueOf(at + offsetFromField));
        assertTrue(e.getMessage().startsWith(expected), () -> "expected " + expected + "\nbut got " + e.getMessage());
        Inspection inspection = Inspector.inspect(marshaller, bytes);
        assertFalse(inspection.complete(), field);
        if (path.contains("[")) {
            // The inspector labels an element by its index ("locales[0]: ..."), the reader by its field
            // ("locales[]: ... (at JdkValues.locales[0])"); the reason and the offset are the same.
            String reason = e.getMessage().substring(e.getMessage().indexOf(": ") + 2);
            assertEquals(path + ": " + reason.substring(0, reason.lastIndexOf(" (at ")), inspection.failure().getMessage());
        } else {
            assertEquals(e.getMessage(), inspection.failure().getMessage());
        }
        assertEquals(e.offset(), inspection.failure().offset());
    }

    @Test
    void invalidValuesAreRejectedWithTheirPathAndOffsetByTheReaderAndTheInspector() {
        for (Marshaller<?> m : List.<Marshaller<?>>of(JdkValuesMarshaller.INSTANCE, CompactJdkValuesMarshaller.INSTANCE)) {
            byte[] valid = m == JdkValuesMarshaller.INSTANCE ? JdkValuesMarshaller.INSTANCE.toByteArray(small())
                    : CompactJdkValuesMarshaller.INSTANCE.toByteArray(compact(small()));
            String type = m.schema().typeName();
            int text = m == JdkValuesMarshaller.INSTANCE ? 4 : 1; // bytes of a short string's length
            rejected(m, valid, "uri", text + 1, "20", type + ".uri", 0, type + ".uri: URI \"a b\" at offset @ is not valid");
            rejected(m, valid, "locale", text, "454e", type + ".locale", 0, type + ".locale: language tag \"EN-US\" at"
                    + " offset @ is not in its normal form \"en-US\"");
            rejected(m, valid, "currency", 1, "515151", type + ".currency", 1, type + ".currency: currency code \"QQQ\""
                    + " at offset @ is not one the JDK knows");
            rejected(m, valid, "currency", 2, "75", type + ".currency", 2, type + ".currency: byte 0x75 at offset @ is"
                    + " not a currency code letter A..Z");
            rejected(m, valid, "zone", text + 11, "78", type + ".zone", 0, type + ".zone: zone id \"Europe/Parix\" at"
                    + " offset @ is not one the JDK knows");
            rejected(m, valid, "offset", 1, "21fd0000", type + ".offset", 1, type + ".offset: offset of 64801 seconds"
                    + " at offset @ is not in -64800..64800");
            rejected(m, valid, "year", 1, "00ca9a3b", type + ".year", 1, type + ".year: year 1000000000 at offset @");
            rejected(m, valid, "yearMonth", 5, "0d", type + ".yearMonth", 5, type + ".yearMonth: month 13 at offset @"
                    + " is not in 1..12");
            rejected(m, valid, "monthDay", 2, "1e", type + ".monthDay", 2, type + ".monthDay: day 30 at offset @ is not"
                    + " in 1..29 for month 2");
            rejected(m, valid, "offsetTime", 9, "00000080", type + ".offsetTime", 9, type + ".offsetTime: offset of"
                    + " -2147483648 seconds at offset @");
            rejected(m, valid, "offsetTime", 1, "ffffffffffffffff", type + ".offsetTime", 1, type + ".offsetTime:"
                    + " nanosecond of the day -1 at offset @");
            rejected(m, valid, "locales", text + text, "55", type + ".locales[0]", text, type + ".locales[]: language"
                    + " tag \"Und\" at offset @ is not in its normal form \"und\"");
            rejected(m, valid, "zones", text + text, "7a", type + ".zones[0]", text, type + ".zones[]: zone id \"z\" at"
                    + " offset @ is not one the JDK knows");
        }
    }

    @Test
    void aLocaleWithoutATagThatReadsBackAsItselfIsRefusedWhenWritten() {
        Locale bad = new Locale("en", "USA"); // its tag is "en", which reads back as plain English
        JdkValues inField = new JdkValues(null, bad, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null);
        JdkValues inList = new JdkValues(null, Locale.US, null, null, null, null, null, null, null, null, null,
                List.of(Locale.UK, bad), null, null, null, null, null, null);
        for (JdkValues value : List.of(inField, inList)) {
            String label = value == inField ? "JdkValues.locale" : "JdkValues.locales[]";
            UnsafeBuffer buffer = new UnsafeBuffer(64);
            buffer.putInt(7);
            MarshalException e = assertThrows(MarshalException.class, () -> JdkValuesMarshaller.write(value, buffer));
            assertEquals(4, buffer.writeIndex(), "nothing of the failed value stays written");
            assertTrue(e.getMessage().startsWith(label + ": cannot write Locale \"en_USA\": its language tag \"en\""
                    + " reads back as Locale \"en\""), e.getMessage());
            UnsafeBuffer compactBuffer = new UnsafeBuffer(64);
            MarshalException c = assertThrows(MarshalException.class,
                    () -> CompactJdkValuesMarshaller.write(compact(value), compactBuffer));
            assertTrue(c.getMessage().startsWith("Compact" + label + ": cannot write Locale"), c.getMessage());
            assertEquals(0, compactBuffer.writeIndex());
        }
    }

    @Test
    void theInspectorShowsEachValueAsItsText() {
        String text = Inspector.inspect(JdkValuesMarshaller.INSTANCE, JdkValuesMarshaller.INSTANCE.toByteArray(small()))
                .toText();
        for (String shown : List.of("uri=a:b", "locale=en-US", "currency=EUR", "zone=Europe/Paris", "offset=+01:00",
                "year=2024", "yearMonth=2024-02", "monthDay=--02-29", "offsetTime=10:15+01:00", "dayOfWeek=MONDAY",
                "month=FEBRUARY", "locales=[und]", "zones=[Z]", "years=[2024]", "openings=[]", "rates=null",
                "expiry=empty", "initials=['a', '\\ud800', null]")) {
            assertTrue(text.contains(shown), () -> shown + " not in " + text);
        }
        String compactText = Inspector.inspect(CompactJdkValuesMarshaller.INSTANCE,
                CompactJdkValuesMarshaller.INSTANCE.toByteArray(compact(high()))).toText();
        assertTrue(compactText.contains("locale=ja-JP-u-ca-japanese-x-lvariant-JP"), compactText);
    }

    @Test
    void corruptionGivesOnlyMarshalExceptionAndTheInspectorAgrees() {
        corrupt(JdkValuesMarshaller.INSTANCE, JdkValuesMarshaller.INSTANCE.toByteArray(high()), new Random(29));
        corrupt(CompactJdkValuesMarshaller.INSTANCE, CompactJdkValuesMarshaller.INSTANCE.toByteArray(compact(high())),
                new Random(31));
    }

    private static <T> void corrupt(Marshaller<T> marshaller, byte[] valid, Random random) {
        Corruption.Tally tally = new Corruption.Tally(false);
        for (int i = 0; i < 10_000; i++) {
            tally.read(marshaller, Corruption.mutate(valid, random)).toJson(); // JSON shows each value's text
        }
        tally.assertExercised(10_000);
    }
}
