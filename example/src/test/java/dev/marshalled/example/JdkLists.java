package dev.marshalled.example;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.wire.MoreStandardTypes;
import dev.marshalled.runtime.wire.Strings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.zone.ZoneRulesProvider;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lists under {@code vectors/jdk/} (docs/vectors.md, FORMAT.md's "Validity that comes from
 * the JDK"): what the Java reader accepts of the kinds whose validity is JDK data or JDK code, as
 * the reference JDK decides it, for a reader in another language that has no JVM. Each verdict is
 * the runtime reader's ({@link MoreStandardTypes}), not a JDK call made beside it.
 *
 * <p>The reference is one JDK build's data, {@value #REFERENCE}. On that JDK the committed files
 * must be what generation gives (and {@code -Dvectors.update=true} rewrites them); on any other,
 * the differences are printed, and only what the vectors themselves rely on must agree.
 */
final class JdkLists {
    /** The JDK whose data the lists hold, as FORMAT.md names it. */
    static final String REFERENCE = "JDK 17.0.15, tz database 2025a";
    private static final List<Integer> REFERENCE_VERSION = List.of(17, 0, 15);
    private static final String REFERENCE_TZDB = "2025a";

    /** The zone ids, currency codes, locale tags and URIs the vectors use: the same on every JDK the suite runs on. */
    private static final Set<String> VECTOR_ZONES = Set.of("Europe/Paris", "Europe/Berlin", "America/New_York",
            "Asia/Kolkata", "UTC");
    private static final Set<String> VECTOR_CURRENCIES = Set.of("EUR", "JPY", "USD", "XXX");

    private JdkLists() {
    }

    /**
     * Locale texts and why each is in the table. The verdicts show the rule (the tag is the normal
     * form of itself) where only Java's parser and tables decide it.
     */
    private static final String[][] LOCALES = {
        {"en", "a language"},
        {"EN", "the language is lower case"},
        {"en-US", "a region"},
        {"en-us", "the region is upper case"},
        {"EN-US", "the language is lower case"},
        {"de-CH", "a region"},
        {"en_US", "_ is not a separator: the parser stops at once"},
        {"", "the root locale is und"},
        {"und", "the root locale"},
        {"und-US", "und with a region"},
        {"und-Latn", "und with a script"},
        {"und-x-private", "und before private use is left out"},
        {"x-abc", "private use alone"},
        {"x-ABC", "private use is lower case"},
        {"a", "one letter is not a language: the parser stops"},
        {"root", "four letters are a well-formed language subtag"},
        {"aaaaa", "five to eight letters are a well-formed language subtag"},
        {"abcdefghi", "nine letters are not"},
        {"qaa", "the private-use language range"},
        {"sr-Latn-RS", "a script, title case"},
        {"sr-latn-rs", "script and region in the wrong case"},
        {"zh-Hant-TW", "a script and a region"},
        {"en-Zzzz", "any script of four letters"},
        {"en-419", "a region of three digits"},
        {"en-001", "a region of three digits"},
        {"de-CH-1996", "a variant"},
        {"de-1996-1901", "variants keep their order"},
        {"de-1901-1996", "variants keep their order"},
        {"en-US-1994-1994", "a repeated variant is kept"},
        {"en-US-POSIX", "a variant keeps the case it was written in"},
        {"en-US-posix", "a variant keeps the case it was written in"},
        {"en-US-WIN", "a variant of three letters is ill-formed: the parser stops"},
        {"ja-JP-JP", "a variant of two letters is ill-formed: the parser stops"},
        {"en-US-x-lvariant-WIN", "Java's variant WIN as private use, in its case"},
        {"en-US-x-lvariant-win", "Java's variant win"},
        {"en-x-lvariant-WIN", "a Java variant without a region"},
        {"x-lvariant-WIN", "a Java variant alone"},
        {"de-DE-x-lvariant-POSIX-WIN", "the well-formed part of a Java variant is a BCP 47 variant"},
        {"ja-JP-u-ca-japanese-x-lvariant-JP", "the JDK's ja_JP_JP"},
        {"th-TH-u-nu-thai-x-lvariant-TH", "the JDK's th_TH_TH"},
        {"en-u-ca-gregory", "a Unicode locale extension"},
        {"en-U-CA-gregory", "extensions are lower case"},
        {"en-u-ca", "a key without a type"},
        {"en-US-u-va-posix", "a Unicode variant keyword"},
        {"en-US-u-attr-co-phonebk", "an attribute, then a keyword"},
        {"ar-AE-u-nu-latn", "a numbering system"},
        {"en-t-it", "a transformed-content extension"},
        {"en-t-IT", "extensions are lower case"},
        {"en-a-yy-b-xx", "extensions in the order of their singletons"},
        {"en-b-xx-a-yy", "extensions out of order are sorted"},
        {"en-a-b", "an extension subtag of one letter is ill-formed: the parser stops"},
        {"en-Latn-US-1234-a-bb-x-cc", "every part"},
        {"en-US-x-a-b", "private use of several subtags"},
        {"en--US", "an empty subtag: the parser stops"},
        {"-en", "an empty first subtag"},
        {"en-", "an empty last subtag"},
        {"i-klingon", "a grandfathered tag, replaced as Java's table has it"},
        {"art-lojban", "a grandfathered tag"},
        {"zh-min-nan", "a grandfathered tag"},
        {"no-bok", "a grandfathered tag"},
        {"no-nyn", "a grandfathered tag"},
        {"en-GB-oed", "a grandfathered tag: Java's replacement, not the registry's en-GB-oxendict"},
        {"i-default", "a grandfathered tag without a replacement: kept as private use"},
        {"sgn-BE-FR", "a grandfathered tag"},
        {"cel-gaulish", "a grandfathered tag"},
        {"zh-guoyu", "a redundant tag"},
        {"zh-hakka", "a redundant tag"},
        {"zh-xiang", "a redundant tag"},
        {"tlh", "a replacement"},
        {"jbo", "a replacement"},
        {"nb", "a replacement"},
        {"nn-NO", "Java's tag of no_NO_NY"},
        {"en-GB-x-oed", "a replacement"},
        {"zh-yue-HK", "an extended language subtag: the extlang replaces the language"},
        {"zh-cmn-Hans", "an extended language subtag"},
        {"yue-HK", "the replacement"},
        {"sgn", "a language that has extended language subtags"},
        {"iw", "an old ISO 639 code, written as he"},
        {"he", "its replacement"},
        {"in", "an old ISO 639 code, written as id"},
        {"id", "its replacement"},
        {"ji", "an old ISO 639 code, written as yi"},
        {"yi", "its replacement"},
    };

    /** URI texts and why each is in the table: RFC 2396 as java.net.URI parses it. */
    private static final String[][] URIS = {
        {"", "the empty string is a relative reference"},
        {"a:b", "an opaque URI"},
        {"a b", "a space"},
        {"http://a", "a server-based authority"},
        {"HTTP://A", "any case: kept as written"},
        {"http://user@host:8080/p?q#f", "every part"},
        {"http://[::1]", "an IPv6 literal (RFC 2732)"},
        {"http://[::1]:80/p", "an IPv6 literal and a port"},
        {"http://[::1", "an IPv6 literal without its bracket"},
        {"http://[::ffff:1.2.3.4]", "an IPv6 literal ending in IPv4"},
        {"http://[::1%25eth0]", "an IPv6 literal with a scope"},
        {"http://[1:2:3:4:5:6:7:8:9]", "an IPv6 literal too long"},
        {"http://[g::1]", "an IPv6 literal with a non-hex digit"},
        {"http://[v1.x]/", "an IP literal of RFC 3986's future format"},
        {"[::1]", "a bracket cannot start a relative reference"},
        {"http://\u00e9.com/\u00fc", "non-ASCII characters that are not control or space characters (\"other\")"},
        {"http://a/\ud83d\ude00", "a supplementary character"},
        {"http://a/\ud800", "a lone surrogate is an other character"},
        {"http://a/b\u00a0c", "a no-break space is a space character"},
        {"http://a/\u2028", "a line separator is a space character"},
        {"http://a/\u0080", "a C1 control character"},
        {"http://a/b\u0001", "a C0 control character"},
        {"mailto:", "an empty scheme-specific part"},
        {"mailto:a@b", "an opaque URI"},
        {"http:", "an empty scheme-specific part"},
        {"http:/", "a hierarchical URI with an absolute path"},
        {"http://", "an empty authority"},
        {"http:///", "no authority, an absolute path"},
        {"http://a/%7e", "an escape, lower case"},
        {"http://a/%7E", "an escape, upper case: kept as written"},
        {"http://a/%zz", "an escape of non-hex digits"},
        {"%", "an escape cut off"},
        {"a%2", "an escape cut off"},
        {"urn:isbn:0451450523", "an opaque URI"},
        {"//host", "a network-path reference"},
        {"//host/p", "a network-path reference"},
        {"?q", "a query alone"},
        {"#f", "a fragment alone"},
        {"#", "an empty fragment"},
        {"?", "an empty query"},
        {"/", "an absolute path"},
        {"http://a:b", "an authority that is not server-based is registry-based"},
        {"http://a:", "an empty port"},
        {"http://a:-1", "a registry-based authority"},
        {"http://_x.com", "a host with _ is registry-based"},
        {"http://1.2.3.256/", "not an IPv4 address: registry-based"},
        {"http://-a.com/", "a label starting with -: registry-based"},
        {"http://a..b/", "an empty label: registry-based"},
        {"http://a b.com", "a space in the authority"},
        {"http://@a", "an empty user"},
        {"http://a@b@c", "a registry-based authority"},
        {"file:///C:/x", "a file URI"},
        {"C:\\x", "a backslash"},
        {"a:b:c", "a colon in an opaque part"},
        {":a", "an empty scheme"},
        {"1a:b", "a scheme starts with a letter"},
        {"a+b.c-d:x", "a scheme of letters, digits and + . -"},
        {"http://a/#f#g", "a second #"},
        {"http://a/?q?r", "? in a query"},
        {"http://a/[x]", "a bracket in a path"},
        {"http://a/b|c", "a character RFC 2396 excludes"},
        {"http://a/b^c", "a character RFC 2396 excludes"},
        {"http://a/b`c", "a character RFC 2396 excludes"},
        {"http://a/b{c}", "a character RFC 2396 excludes"},
        {"http://a/b\"c", "a character RFC 2396 excludes"},
        {"http://a/b<c>", "a character RFC 2396 excludes"},
        {"http://a/./b/../c", "dot segments are kept"},
        {"jar:file:/x!/y", "an opaque URI"},
        {"a/b:c", "a colon after a slash is in the path"},
        {"../x", "a relative path"},
    };

    /** Zone id texts and why each is in the table: the syntax of offset ids and of region ids' spelling. */
    private static final String[][] ZONES = {
        {"Z", "UTC as an offset"},
        {"z", "offset ids are case-sensitive"},
        {"+01:00", "an offset"},
        {"+01", "an offset of hours alone reads as +01:00"},
        {"+1", "reads as +01:00"},
        {"+0100", "reads as +01:00"},
        {"+01:00:00", "zero seconds are left out"},
        {"+01:00:30", "an offset with seconds"},
        {"+00:00", "zero is Z"},
        {"-00:00", "zero is Z"},
        {"+18:00", "the largest offset"},
        {"+18:01", "past the largest"},
        {"UTC", "a region"},
        {"GMT", "a region"},
        {"UT", "a region with the rules of UTC, not in the tz database's list"},
        {"UTC+01:00", "a prefix and an offset"},
        {"UTC+1", "reads as UTC+01:00"},
        {"UTC+00:00", "reads as UTC"},
        {"UT+00:00", "reads as UT"},
        {"GMT+01:00", "a prefix and an offset"},
        {"GMT0", "a link of the tz database"},
        {"UTC+Z", "Z after a prefix"},
        {"Etc/GMT+5", "a region five hours behind UTC"},
        {"Etc/UTC", "a link"},
        {"Europe/Paris", "a region"},
        {"europe/paris", "region ids are case-sensitive"},
        {"Europe/Paris ", "a trailing space"},
        {"Europe/Parix", "not in the tz database"},
        {"US/Eastern", "a backward link"},
        {"Asia/Calcutta", "a backward link, not replaced"},
        {"EST", "in the tz database, left out by the JDK"},
        {"MST", "in the tz database, left out by the JDK"},
        {"HST", "in the tz database, left out by the JDK"},
        {"PST", "a JDK three-letter alias (ZoneId.SHORT_IDS), not an id"},
        {"ECT", "a JDK three-letter alias"},
        {"", "empty"},
    };

    static boolean referenceJdk() {
        return Runtime.version().version().size() >= 3
                && Runtime.version().version().subList(0, 3).equals(REFERENCE_VERSION)
                && ZoneRulesProvider.getVersions("UTC").lastKey().equals(REFERENCE_TZDB);
    }

    /** Every file under {@code vectors/jdk/} as the running JDK gives it, by path relative to {@code vectors/}. */
    static Map<String, String> generate() {
        Map<String, String> files = new TreeMap<>();
        StringBuilder zones = header("The region ids a reader accepts as a ZoneId, and as a ZonedDateTime's zone:",
                "ZoneId.getAvailableZoneIds(), each accepted by the Java reader as itself. One id a line, sorted by",
                "UTF-16 code units. Offset ids and the UTC, GMT and UT prefixes are syntax: zone-id-texts.tsv.");
        for (String id : new TreeSet<>(ZoneId.getAvailableZoneIds())) {
            if (!id.equals(read(MoreStandardTypes::readZoneId, id))) {
                throw new AssertionError("the reader does not accept the zone id " + id);
            }
            zones.append(id).append('\n');
        }
        files.put("jdk/zone-ids.txt", zones.toString());
        StringBuilder currencies = header("The currency codes a reader accepts: each of AAA to ZZZ that the Java reader",
                "accepts (Currency.getInstance). One code a line, sorted.");
        for (char a = 'A'; a <= 'Z'; a++) {
            for (char b = 'A'; b <= 'Z'; b++) {
                for (char c = 'A'; c <= 'Z'; c++) {
                    String code = "" + a + b + c;
                    if (currency(code)) {
                        currencies.append(code).append('\n');
                    }
                }
            }
        }
        files.put("jdk/currency-codes.txt", currencies.toString());
        StringBuilder zoneTexts = header("Zone id texts: text, verdict (accepted or refused by the Java reader), the id",
                "ZoneId.of gives for the text (- where it refuses it), why the row is here.");
        for (String[] row : ZONES) {
            String normal;
            try {
                normal = ZoneId.of(row[0]).getId();
            } catch (RuntimeException e) {
                normal = "-";
            }
            zoneTexts.append(row(row[0], read(MoreStandardTypes::readZoneId, row[0]) != null, normal, row[1]));
        }
        files.put("jdk/zone-id-texts.tsv", zoneTexts.toString());
        StringBuilder locales = header("Locale texts: text, verdict (accepted or refused by the Java reader), the tag",
                "the text reads as (Locale.forLanguageTag(text).toLanguageTag(), the text itself when accepted),",
                "why the row is here.");
        for (String[] row : LOCALES) {
            locales.append(row(row[0], read(MoreStandardTypes::readLocale, row[0]) != null,
                    Locale.forLanguageTag(row[0]).toLanguageTag(), row[1]));
        }
        files.put("jdk/locale-tags.tsv", locales.toString());
        StringBuilder uris = header("URI texts: text, verdict (accepted or refused by the Java reader: new",
                "java.net.URI(text)), why the row is here. An accepted text is its own canonical form.");
        for (String[] row : URIS) {
            uris.append(row(row[0], read(MoreStandardTypes::readUri, row[0]) != null, null, row[1]));
        }
        files.put("jdk/uri-texts.tsv", uris.toString());
        return files;
    }

    private static StringBuilder header(String... lines) {
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            out.append("# ").append(line).append('\n');
        }
        out.append("# Reference: ").append(REFERENCE).append(". Texts escape \\ and every char outside U+0021..U+007E")
                .append(" as \\uXXXX (UTF-16).\n");
        return out;
    }

    private static String row(String text, boolean accepted, String readsAs, String why) {
        StringBuilder out = new StringBuilder(escape(text)).append('\t').append(accepted ? "accepted" : "refused");
        if (readsAs != null) {
            out.append('\t').append(escape(readsAs));
        }
        return out.append('\t').append(why).append('\n').toString();
    }

    /** What the runtime reader makes of {@code text} written as a fixed-encoding string: its text, or null if refused. */
    private static String read(Reader reader, String text) {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        Strings.write(buffer, text);
        try {
            Object value = reader.read(buffer, "text");
            return value instanceof Locale ? ((Locale) value).toLanguageTag() : String.valueOf(value);
        } catch (MarshalException refused) {
            return null;
        }
    }

    /** A reader of one of the text kinds. */
    private interface Reader {
        Object read(UnsafeBuffer buffer, String field);
    }

    private static boolean currency(String code) {
        UnsafeBuffer buffer = new UnsafeBuffer(4);
        buffer.putByte((byte) 1);
        for (int i = 0; i < 3; i++) {
            buffer.putByte((byte) code.charAt(i));
        }
        try {
            return MoreStandardTypes.readCurrency(buffer, "code").getCurrencyCode().equals(code);
        } catch (MarshalException unknown) {
            return false;
        }
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c < 0x21 || c > 0x7e || c == '\\') {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static String unescape(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                out.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** The data lines of a file: every line that is not a comment. */
    private static List<String> data(String file) {
        return file.lines().filter(l -> !l.startsWith("#")).toList();
    }

    /**
     * On the reference JDK, the committed files are what generation gives (rewritten first with
     * {@code -Dvectors.update=true}); elsewhere the differences are printed. On every JDK the files
     * are well-formed, and the data the vectors rely on agree with the running JDK.
     */
    static void check(Path folder) throws IOException {
        Map<String, String> generated = generate();
        boolean reference = referenceJdk();
        Path jdk = folder.resolve("jdk");
        if (reference && Boolean.getBoolean("vectors.update")) {
            Files.createDirectories(jdk);
            try (Stream<Path> old = Files.list(jdk)) {
                for (Path p : old.toList()) {
                    Files.delete(p);
                }
            }
            for (Map.Entry<String, String> file : generated.entrySet()) {
                Files.writeString(folder.resolve(file.getKey()), file.getValue());
            }
        }
        Map<String, String> committed = new TreeMap<>();
        try (Stream<Path> files = Files.list(jdk)) {
            for (Path p : files.toList()) {
                committed.put("jdk/" + p.getFileName(), Files.readString(p));
            }
        }
        assertEquals(generated.keySet(), committed.keySet(), "the files under vectors/jdk");
        wellFormed(committed);
        if (reference) {
            for (String file : generated.keySet()) {
                assertEquals(generated.get(file), committed.get(file), file + " is not the reference JDK's data;"
                        + " regenerate on " + REFERENCE + " with -Dvectors.update=true and review the diff");
            }
        } else {
            System.out.println("vectors/jdk holds the data of " + REFERENCE + "; this is JDK " + Runtime.version()
                    + ", tz database " + ZoneRulesProvider.getVersions("UTC").lastKey() + ":");
            for (String file : generated.keySet()) {
                System.out.println("  " + file + ": " + differences(data(committed.get(file)), data(generated.get(file))));
            }
        }
        // What the vectors hold must read alike on every JDK the suite runs on.
        Set<String> zones = new TreeSet<>(ZoneId.getAvailableZoneIds());
        for (String zone : VECTOR_ZONES) {
            assertTrue(data(committed.get("jdk/zone-ids.txt")).contains(zone) && zones.contains(zone), zone);
        }
        for (String code : VECTOR_CURRENCIES) {
            assertTrue(data(committed.get("jdk/currency-codes.txt")).contains(code) && currency(code), code);
        }
        assertTrue(!data(committed.get("jdk/currency-codes.txt")).contains("QQQ") && !currency("QQQ"), "QQQ");
        Map<String, String> locales = verdicts(committed.get("jdk/locale-tags.tsv"));
        for (String tag : List.of("EN-US", "", "en-US", "und", "de-CH", "zh-Hant-TW", "en-US-x-lvariant-WIN")) {
            assertEquals(locales.get(tag), read(MoreStandardTypes::readLocale, tag) != null ? "accepted" : "refused", tag);
        }
        Map<String, String> uris = verdicts(committed.get("jdk/uri-texts.tsv"));
        for (String uri : List.of("a b", "", "a:b", "http://[::1")) {
            assertEquals(uris.get(uri), read(MoreStandardTypes::readUri, uri) != null ? "accepted" : "refused", uri);
        }
    }

    /** Text to verdict, from a table. */
    private static Map<String, String> verdicts(String table) {
        Map<String, String> verdicts = new LinkedHashMap<>();
        for (String line : data(table)) {
            String[] columns = line.split("\t", -1);
            verdicts.put(unescape(columns[0]), columns[1]);
        }
        return verdicts;
    }

    /** Sorted lists without repeats; tables with a verdict each, and a locale's accepted exactly when it reads as itself. */
    private static void wellFormed(Map<String, String> files) {
        for (String list : List.of("jdk/zone-ids.txt", "jdk/currency-codes.txt")) {
            List<String> lines = data(files.get(list));
            assertEquals(new ArrayList<>(new TreeSet<>(lines)), lines, list + ": sorted, each once");
            assertTrue(lines.stream().allMatch(l -> l.equals(escape(l)) && !l.isEmpty()), list + ": plain ASCII ids");
        }
        assertTrue(data(files.get("jdk/currency-codes.txt")).stream().allMatch(c -> c.matches("[A-Z]{3}")));
        Map<String, Integer> columns = Map.of("jdk/zone-id-texts.tsv", 4, "jdk/locale-tags.tsv", 4,
                "jdk/uri-texts.tsv", 3);
        for (Map.Entry<String, Integer> table : columns.entrySet()) {
            Set<String> texts = new TreeSet<>();
            for (String line : data(files.get(table.getKey()))) {
                String[] row = line.split("\t", -1);
                assertEquals(table.getValue(), row.length, table.getKey() + ": " + line);
                assertTrue(row[1].equals("accepted") || row[1].equals("refused"), table.getKey() + ": " + line);
                assertTrue(texts.add(row[0]), table.getKey() + ": repeated " + line);
                if (table.getValue() == 4 && !row[2].equals("-")) {
                    assertEquals(row[1].equals("accepted"), row[0].equals(row[2]), table.getKey() + ": " + line);
                }
            }
        }
    }

    /** The lines only {@code reference} has and those only {@code running} has. */
    private static String differences(List<String> reference, List<String> running) {
        Function<List<String>, Set<String>> set = TreeSet::new;
        Set<String> removed = set.apply(reference);
        removed.removeAll(running);
        Set<String> added = set.apply(running);
        added.removeAll(reference);
        return removed.isEmpty() && added.isEmpty() ? "the same" : "only in the reference " + removed
                + ", only in this JDK " + added;
    }
}
