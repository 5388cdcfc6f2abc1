package dev.marshalled.example;

import dev.marshalled.example.VectorsTest.Case;
import dev.marshalled.example.graph.Customer;
import dev.marshalled.example.graph.CustomerNote;
import dev.marshalled.example.graph.CustomerNoteMarshaller;
import dev.marshalled.example.graph.Events;
import dev.marshalled.example.graph.Ledger;
import dev.marshalled.example.graph.LedgerMarshaller;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.graph.Shape;
import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.CompactContainers;
import dev.marshalled.example.model.CompactContainersMarshaller;
import dev.marshalled.example.model.CompactKinds;
import dev.marshalled.example.model.CompactKindsMarshaller;
import dev.marshalled.example.model.Containers;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.example.model.Kinds;
import dev.marshalled.example.model.KindsMarshaller;
import dev.marshalled.example.model.Point;
import dev.marshalled.example.model.ScopeProbe;
import dev.marshalled.example.model.ScopeProbeMarshaller;
import dev.marshalled.example.model.StringKinds;
import dev.marshalled.example.model.StringKindsMarshaller;
import dev.marshalled.example.model.StringKinds_CompactMarshaller;
import dev.marshalled.example.model.Versioned;
import dev.marshalled.example.model.VersionedMarshaller;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.wire.Strings;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspector;
import java.lang.reflect.RecordComponent;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Currency;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;

/**
 * The vectors that cover every kind of FORMAT.md's table and every JDK value type in both
 * encodings ({@link Kinds} and {@link CompactKinds}, the same fields and values), and a rejection
 * for each rule whose offset FORMAT.md states ("Where a reader reports an error"). Offsets into
 * the bytes are found with the inspector's hex dump, so a case names the field it breaks.
 */
final class KindVectors {
    private KindVectors() {
    }

    static void add(List<Case> all) {
        Kinds full = kinds(true, Kinds.class, new Kinds.Link(), new Kinds.Link());
        CompactKinds compact = kinds(true, CompactKinds.class, new CompactKinds.Link(), new CompactKinds.Link());
        all.add(valid("fixed-kinds", "every kind and JDK value type, present: a float that is not a double, -Infinity,"
                + " a cycle of references and back references in a list, a @Polymorphic Login, a sealed Square",
                KindsMarshaller.INSTANCE, full));
        all.add(valid("compact-kinds", "the same values in the compact encoding: 5- and 10-byte varints, a two-byte"
                + " count, compact Optional<Integer> (state, presence, varint), BigInteger's length + 1",
                CompactKindsMarshaller.INSTANCE, compact));
        all.add(valid("fixed-kinds-nulls", "every nullable kind null, every primitive 0",
                KindsMarshaller.INSTANCE, kinds(false, Kinds.class, null, null)));
        all.add(valid("compact-kinds-nulls", "every nullable kind null in the compact encoding",
                CompactKindsMarshaller.INSTANCE, kinds(false, CompactKinds.class, null, null)));
        truncation(all, compact);
        varints(all, compact);
        minimumSizes(all, full, compact);
        bigIntegers(all, full, compact);
        utf8(all);
        containers(all);
        zoned(all, full);
        references(all, full);
        polymorphic(all, full);
        evolvable(all);
        scope(all);
        bytes(all, full, compact);
    }

    /** A presence, state or value byte that no writer produces, and a value the JDK refuses. */
    private static void bytes(List<Case> all, Kinds full, CompactKinds compact) {
        Marshaller<Kinds> m = KindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(full);
        all.add(invalid("reject-presence", "a nested type's presence byte of 02", m,
                CanonicalFormTest.with(bytes, at(m, bytes, "point"), 2)));
        all.add(invalid("reject-optional-state", "an Optional's state byte of 03 (00 null, 01 empty, 02 present)", m,
                CanonicalFormTest.with(bytes, at(m, bytes, "optionalInteger"), 3)));
        int date = at(m, bytes, "date");
        all.add(invalid("reject-local-date-refused", "a LocalDate's month 13 is refused by the JDK: rejected at the"
                + " value's presence byte", m, CanonicalFormTest.with(bytes, date + 5, 13)));
        byte[] c = CompactKindsMarshaller.INSTANCE.toByteArray(compact);
        int optional = at(CompactKindsMarshaller.INSTANCE, c, "optionalInteger");
        all.add(invalid("reject-compact-optional-holding-null", "02 00: a present Optional<Integer> whose Integer is"
                + " null, rejected at the 00", CompactKindsMarshaller.INSTANCE, splice(c, optional, 4, "0200")));
    }

    /**
     * A @Polymorphic body is a reference scope of its own: the Order inside takes id 0 and its lines
     * refer back to it as 0; after the body the outer scope goes on, so {@code after} names the first
     * link as 0, and an id only the inner body assigned is unknown there.
     */
    private static void scope(List<Case> all) {
        Kinds.Link link = new Kinds.Link();
        link.value = 1;
        ScopeProbe probe = new ScopeProbe(link, Order.sample(1), link);
        byte[] bytes = ScopeProbeMarshaller.INSTANCE.toByteArray(probe);
        all.add(valid("references-polymorphic-scope", "a link (id 0), a @Polymorphic Order whose body numbers its"
                + " own objects from 0, then a back reference to the link: id 0 of the outer scope",
                ScopeProbeMarshaller.INSTANCE, probe));
        int after = at(ScopeProbeMarshaller.INSTANCE, bytes, "after");
        all.add(invalid("reject-reference-polymorphic-scope", "after the @Polymorphic body, id 1 (assigned only inside"
                + " it) is unknown: the outer scope has assigned only 0", ScopeProbeMarshaller.INSTANCE,
                CanonicalFormTest.withInt(bytes, after + 1, 1)));
    }

    /** A Kinds or CompactKinds: every field set ({@code present}), or every nullable field null. */
    static <R extends Record> R kinds(boolean present, Class<R> type, Object first, Object second) {
        List<Object> args = new ArrayList<>();
        if (present) {
            ZonedDateTime zoned = ZonedDateTime.of(LocalDateTime.of(2024, 7, 1, 12, 0), ZoneId.of("America/New_York"));
            BitSet bits = new BitSet();
            bits.set(0);
            bits.set(64);
            Map<String, Integer> map = new LinkedHashMap<>();
            map.put("k", 1);
            map.put("n", null);
            args.addAll(Arrays.asList(true, Byte.MIN_VALUE, (short) -2, '\u00e9', -300, Long.MIN_VALUE, 1.1f,
                    Double.NEGATIVE_INFINITY, false, (byte) 7, null, 'x', Integer.MIN_VALUE, null, -0.0f, 0.1,
                    "na\u00efve \ud83d\ude00", new int[] {1, -1}, Color.BLUE, new Point(1, 2, "p"),
                    Arrays.asList("a", null), Collections.nCopies(130, "").toArray(new String[0]), map,
                    new UUID(1, -2), new BigInteger("-129"), new BigDecimal("-12.345"), Instant.ofEpochSecond(-1, 5),
                    Duration.ofSeconds(90_061, 7), LocalDate.of(2024, 2, 29), LocalTime.of(23, 59, 59, 999_999_999),
                    LocalDateTime.of(1969, 12, 31, 23, 59), OffsetDateTime.of(LocalDateTime.of(1969, 12, 31, 23, 59),
                            ZoneOffset.ofHoursMinutes(-5, -30)), zoned, Period.of(1, -2, 3), bits, OptionalInt.of(-1),
                    OptionalLong.empty(), OptionalDouble.of(2.5), Optional.of(300), Optional.empty(),
                    URI.create("https://example.com/a?b#c"), Locale.forLanguageTag("de-CH"), ZoneId.of("Asia/Kolkata"),
                    Currency.getInstance("JPY"), ZoneOffset.ofHoursMinutesSeconds(-5, -30, -15), Year.of(-44),
                    YearMonth.of(1999, 12), MonthDay.of(2, 29), OffsetTime.of(LocalTime.NOON, ZoneOffset.UTC),
                    new Shape.Square(0, 0, 2), new Events.Login("ann", 5)));
            link(first, 1, second);
            link(second, 2, first);
            args.add(first);
            args.add(Arrays.asList(first, second, first, null));
        } else {
            for (RecordComponent c : type.getRecordComponents()) {
                args.add(empty(c.getType()));
            }
        }
        try {
            Class<?>[] types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType)
                    .toArray(Class<?>[]::new);
            return type.getDeclaredConstructor(types).newInstance(args.toArray());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The empty value of a component: 0 or false for a primitive, else null. */
    private static Object empty(Class<?> type) {
        if (!type.isPrimitive()) {
            return null;
        }
        if (type == boolean.class) {
            return Boolean.FALSE;
        }
        if (type == char.class) {
            return Character.valueOf('\0');
        }
        if (type == byte.class) {
            return Byte.valueOf((byte) 0);
        }
        if (type == short.class) {
            return Short.valueOf((short) 0);
        }
        if (type == int.class) {
            return Integer.valueOf(0);
        }
        if (type == long.class) {
            return Long.valueOf(0);
        }
        return type == float.class ? (Object) Float.valueOf(0) : (Object) Double.valueOf(0);
    }

    private static void link(Object link, int value, Object next) {
        if (link instanceof Kinds.Link l) {
            l.value = value;
            l.next = (Kinds.Link) next;
        } else {
            CompactKinds.Link l = (CompactKinds.Link) link;
            l.value = value;
            l.next = (CompactKinds.Link) next;
        }
    }

    /** Truncation is reported where the value, or the run of fixed-size fields, being checked starts. */
    private static void truncation(List<Case> all, CompactKinds compact) {
        byte[] max = AllTypesMarshaller.INSTANCE.toByteArray(Values.edgeCases().get(1));
        all.add(invalid("reject-truncated-run", "the input ends inside the fifth field of a run of 16 fixed-size"
                + " fields: rejected where the run starts", AllTypesMarshaller.INSTANCE, Arrays.copyOf(max, 10)));
        byte[] bytes = CompactKindsMarshaller.INSTANCE.toByteArray(compact);
        int anInt = at(CompactKindsMarshaller.INSTANCE, bytes, "anInt");
        all.add(invalid("reject-truncated-varint", "the input ends inside a varint: rejected at its first byte",
                CompactKindsMarshaller.INSTANCE, Arrays.copyOf(bytes, anInt + 1)));
        all.add(invalid("reject-truncated-string", "a string length past the end: rejected at the length",
                AllTypesMarshaller.INSTANCE, Arrays.copyOf(max, 68 + 4 + 3)));
    }

    private static void varints(List<Case> all, CompactKinds compact) {
        Marshaller<CompactKinds> m = CompactKindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(compact);
        int anInt = at(m, bytes, "anInt");
        int aLong = at(m, bytes, "aLong");
        all.add(invalid("reject-varint-too-wide-32", "a 32-bit varint's fifth byte holds at most 4 bits: ff ff ff ff"
                + " 1f is rejected at its first byte", m, splice(bytes, anInt, aLong - anInt, "ffffffff1f")));
        all.add(invalid("reject-varint-too-wide-64", "a 64-bit varint's tenth byte is at most 01", m,
                splice(bytes, aLong + 9, 1, "02")));
        all.add(invalid("reject-varint-overlong-32", "80 80 80 80 00 is 0 spelled in five bytes: rejected at its"
                + " first byte", m, splice(bytes, anInt, aLong - anInt, "8080808000")));
        int color = at(m, bytes, "color");
        all.add(invalid("reject-compact-enum-ordinal", "a compact enum is ordinal + 1: 04 is ordinal 3, past BLUE", m,
                splice(bytes, color, 1, "04")));
    }

    /**
     * A count is checked against the bytes left at the smallest size of its elements (FORMAT.md,
     * "Smallest sizes"): each count here fits the bytes left at one byte an element, but not at the
     * map entry's smallest size, so it is rejected at the count.
     */
    private static void minimumSizes(List<Case> all, Kinds full, CompactKinds compact) {
        byte[] fixed = KindsMarshaller.INSTANCE.toByteArray(full);
        int map = at(KindsMarshaller.INSTANCE, fixed, "map");
        int tail = fixed.length - map - 4;
        all.add(invalid("reject-count-minimum-size", "Map<String, Integer>: an entry takes at least 4 + 5 bytes, so"
                + " a count of (bytes left) / 9 + 1 is rejected at the count", KindsMarshaller.INSTANCE,
                CanonicalFormTest.withInt(fixed, map, tail / 9 + 1)));
        byte[] bytes = CompactKindsMarshaller.INSTANCE.toByteArray(compact);
        int compactMap = at(CompactKindsMarshaller.INSTANCE, bytes, "map");
        int compactTail = bytes.length - compactMap - 1;
        int count = compactTail / 2 + 1;
        all.add(invalid("reject-compact-count-minimum-size", "compact Map<String, Integer>: an entry takes at least"
                + " 1 + 1 bytes, so a count of (bytes left) / 2 + 1 is rejected at the count",
                CompactKindsMarshaller.INSTANCE, splice(bytes, compactMap, 1, varint(count + 1))));
    }

    private static void bigIntegers(List<Case> all, Kinds full, CompactKinds compact) {
        byte[] fixed = KindsMarshaller.INSTANCE.toByteArray(full);
        int big = at(KindsMarshaller.INSTANCE, fixed, "big");
        all.add(invalid("reject-big-integer-length-zero", "a BigInteger has at least one byte: length 0 is rejected at"
                + " the length", KindsMarshaller.INSTANCE, CanonicalFormTest.withInt(fixed, big + 1, 0)));
        all.add(invalid("reject-big-integer-truncated", "a BigInteger length that is within the length limit but"
                + " past the end: rejected where its bytes would start", KindsMarshaller.INSTANCE,
                CanonicalFormTest.withInt(Arrays.copyOf(fixed, big + 7), big + 1, 1000)));
        byte[] bytes = CompactKindsMarshaller.INSTANCE.toByteArray(compact);
        int compactBig = at(CompactKindsMarshaller.INSTANCE, bytes, "big");
        all.add(invalid("reject-compact-big-integer-length-zero", "compact BigInteger length + 1 of 01 (length 0)"
                + " is rejected at the varint", CompactKindsMarshaller.INSTANCE, splice(bytes, compactBig + 1, 1, "01")));
        all.add(invalid("reject-compact-big-integer-length-null", "compact BigInteger length + 1 of 00 (the null"
                + " count) is rejected at the varint: a BigInteger's null is its presence byte",
                CompactKindsMarshaller.INSTANCE, splice(bytes, compactBig + 1, 1, "00")));
        all.add(invalid("reject-compact-big-integer-truncated", "a compact BigInteger length past the end: rejected"
                + " at the varint", CompactKindsMarshaller.INSTANCE,
                splice(Arrays.copyOf(bytes, compactBig + 4), compactBig + 1, 1, "e807")));
    }

    /** The strings that pin each kind: the boundary chars, empty, null, a lone surrogate, and long ones. */
    static final List<String> STRING_KINDS = java.util.Arrays.asList("", null, "a", "\u007f", "\u0080", "\u00e9",
            "\u00ff", "\u0100", "\u00ff\u0100", "caf\u00e9", "\u4e2d\u6587", "\ud83d\ude00", "a\ud800",
            "\udc00", "x".repeat(63), "x".repeat(64), "\u0100" + "x".repeat(60), "\u0100" + "x".repeat(61));

    /**
     * Both kinds of string in both encodings, and every UTF-8 failure reported at the first byte of
     * the sequence that is wrong, and UTF-8 that could have been Latin-1 at the prefix.
     */
    private static void utf8(List<Case> all) {
        all.add(valid("string-kinds", "a string is Latin-1 (int32 n, n bytes) when every char is at most U+00FF,"
                + " else UTF-8 (int32 -2 - n): U+007F, U+0080 and U+00FF are one byte, U+0100 makes a string UTF-8;"
                + " \"\" is 00 00 00 00, a lone surrogate three bytes", StringKindsMarshaller.INSTANCE,
                new StringKinds(STRING_KINDS)));
        all.add(valid("compact-string-kinds", "the same strings in the compact encoding: varint 2n + 1 for Latin-1,"
                + " 2n + 2 for UTF-8, 00 null; 63 Latin-1 bytes or 62 UTF-8 bytes have a one-byte prefix, one more a"
                + " two-byte one", StringKinds_CompactMarshaller.INSTANCE, new StringKinds.Compact(STRING_KINDS)));
        AllTypes text = new AllTypes();
        text.string = "\u0100"; // fc ff ff ff c4 80 at offset 68, after a 68-byte run: UTF-8 of 2 bytes
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(text);
        Marshaller<AllTypes> m = AllTypesMarshaller.INSTANCE;
        all.add(invalid("reject-utf8-cut-by-length", "a two-byte sequence cut off by the string's end: rejected at its"
                + " first byte", m, splice(bytes, 68, 6, "fdffffffc4")));
        all.add(invalid("reject-utf8-bad-continuation", "c4 41: the second byte is not a continuation; rejected at c4,"
                + " the sequence's first byte", m, splice(bytes, 72, 2, "c441")));
        all.add(invalid("reject-utf8-stray-continuation", "a continuation byte cannot start a sequence", m,
                splice(bytes, 72, 2, "8080")));
        all.add(invalid("reject-utf8-overlong", "e0 80 80 is U+0000 in three bytes", m,
                splice(bytes, 68, 6, "fbffffffe08080")));
        all.add(invalid("reject-utf8-surrogate-pair", "U+1F600 as two three-byte surrogates: rejected at the second",
                m, splice(bytes, 68, 6, "f8ffffffeda0bdedb880")));
        all.add(invalid("reject-utf8-above-max", "f4 90 80 80 is above U+10FFFF", m,
                splice(bytes, 68, 6, "faffffff f4908080".replace(" ", ""))));
        all.add(invalid("reject-string-utf8-could-be-latin1", "U+00E9 written as UTF-8 (c3 a9): every char is at"
                + " most U+00FF, so the string is Latin-1's; rejected at the prefix", m,
                splice(bytes, 68, 6, "fcffffffc3a9")));
        all.add(invalid("reject-string-utf8-empty", "the empty string written as UTF-8 (prefix -2): it is Latin-1's;"
                + " rejected at the prefix", m, splice(bytes, 68, 6, "feffffff")));
        Marshaller<StringKinds.Compact> c = StringKinds_CompactMarshaller.INSTANCE;
        byte[] compact = c.toByteArray(new StringKinds.Compact(List.of("\u0100")));
        all.add(invalid("reject-compact-string-utf8-could-be-latin1", "a compact string of prefix 06 (UTF-8, 2"
                + " bytes) holding c3 a9, U+00E9: rejected at the prefix", c, splice(compact, 1, 3, "06c3a9")));
        all.add(invalid("reject-compact-string-truncated", "a compact Latin-1 prefix of 3 bytes (07) with 2 left:"
                + " rejected at the prefix", c, splice(compact, 1, 3, "076162")));
    }

    private static void containers(List<Case> all) {
        Containers sets = new Containers();
        sets.hashSet = new HashSet<>(List.of(1L, 2L));
        sets.hashMap = new HashMap<>(Map.of(1, "a", 2, "b"));
        byte[] bytes = ContainersMarshaller.INSTANCE.toByteArray(sets);
        Marshaller<Containers> m = ContainersMarshaller.INSTANCE;
        int second = at(m, bytes, "hashSet", "[1]");
        int first = at(m, bytes, "hashSet", "[0]");
        all.add(invalid("reject-hash-set-duplicate", "a HashSet is read in any order, but each element once", m,
                splice(bytes, second, 9, hex(bytes, first, 9))));
        int key = at(m, bytes, "hashMap", "[1]");
        int firstKey = at(m, bytes, "hashMap", "[0]");
        all.add(invalid("reject-hash-map-duplicate", "a HashMap is read in any order, but each key once", m,
                splice(bytes, key, 5, hex(bytes, firstKey, 5))));
        CompactContainers compact = new CompactContainers();
        compact.hashSet = new HashSet<>(List.of(1L, 2L));
        byte[] c = CompactContainersMarshaller.INSTANCE.toByteArray(compact);
        int cSecond = at(CompactContainersMarshaller.INSTANCE, c, "hashSet", "[1]");
        int cFirst = at(CompactContainersMarshaller.INSTANCE, c, "hashSet", "[0]");
        all.add(invalid("reject-compact-hash-set-duplicate", "the same in the compact encoding (Long elements are a"
                + " presence byte and a varint)", CompactContainersMarshaller.INSTANCE,
                splice(c, cSecond, 2, hex(c, cFirst, 2))));
    }

    private static void zoned(List<Case> all, Kinds full) {
        Kinds paris = with(full, "zoned", ZonedDateTime.of(LocalDateTime.of(2024, 3, 31, 1, 30), ZoneId.of("Europe/Paris")));
        byte[] bytes = KindsMarshaller.INSTANCE.toByteArray(paris);
        int zoned = at(KindsMarshaller.INSTANCE, bytes, "zoned");
        // 01:30 then, as the local time, 02:30: a time the spring gap skips, with the +01:00 of 01:30
        byte[] gap = splice(bytes, zoned + 7, 8, hex(longBytes(LocalTime.of(2, 30).toNanoOfDay())));
        all.add(invalid("canonical-zoned-spring-gap", "02:30 on 2024-03-31 does not exist in Paris: no offset is"
                + " valid, rejected at the offset", KindsMarshaller.INSTANCE, gap));
        byte[] both = CanonicalFormTest.withInt(bytes, zoned + 15, 64_801);
        both = CanonicalFormTest.with(both, zoned + 19 + 4 + 11, 'x');
        all.add(invalid("reject-zoned-refused-before-zone-id", "an offset past +18:00 is refused as the value is made, before"
                + " its (also unknown) zone id is looked at: rejected at the value's presence byte",
                KindsMarshaller.INSTANCE, both));
    }

    private static void references(List<Case> all, Kinds full) {
        byte[] bytes = KindsMarshaller.INSTANCE.toByteArray(full);
        int link = at(KindsMarshaller.INSTANCE, bytes, "link");
        all.add(invalid("reject-reference-tag", "a reference tag of 3", KindsMarshaller.INSTANCE,
                CanonicalFormTest.with(bytes, link, 3)));
        Ledger ledger = new Ledger(List.of(Order.sample(1)), new Customer(1, "c"), null);
        byte[] ledgerBytes = LedgerMarshaller.INSTANCE.toByteArray(ledger);
        int auditor = at(LedgerMarshaller.INSTANCE, ledgerBytes, "auditor");
        all.add(invalid("reject-reference-other-type", "a back reference to object 0, an Order, in a Customer field:"
                + " rejected at the tag", LedgerMarshaller.INSTANCE,
                splice(ledgerBytes, auditor, ledgerBytes.length - 4 - auditor, "0200000000")));
        byte[] note = CustomerNoteMarshaller.INSTANCE.toByteArray(new CustomerNote("a",
                List.of(new CustomerNote("b", List.of()))));
        all.add(invalid("reject-reference-pending", "a reply that is its own parent: a record is built from its"
                + " fields, so a back reference to it from inside them is rejected at the tag",
                CustomerNoteMarshaller.INSTANCE, splice(note, 9, note.length - 9, "0200000000")));
    }

    private static void polymorphic(List<Case> all, Kinds full) {
        byte[] bytes = KindsMarshaller.INSTANCE.toByteArray(full);
        int event = at(KindsMarshaller.INSTANCE, bytes, "event");
        all.add(invalid("reject-polymorphic-unknown-id", "type id 99 is not registered: rejected at the id",
                KindsMarshaller.INSTANCE, CanonicalFormTest.withInt(bytes, event, 99)));
        all.add(invalid("reject-polymorphic-not-admitted", "type id 30 is an Order, which is not an Event: rejected"
                + " at the id", KindsMarshaller.INSTANCE, CanonicalFormTest.withInt(bytes, event, 30)));
        int length = UnsafeBuffer.wrap(bytes).getIntAt(event + 4);
        all.add(invalid("reject-polymorphic-body-length", "a body whose fields end before its length: rejected at"
                + " the id", KindsMarshaller.INSTANCE, CanonicalFormTest.withInt(bytes, event + 4, length + 1)));
        all.add(invalid("reject-polymorphic-length-past-end", "a body length past the end: rejected at the length",
                KindsMarshaller.INSTANCE, CanonicalFormTest.withInt(bytes, event + 4, bytes.length)));
    }

    /** Versioned: id, name, a retired int (version 1); parts, color (2); counters (3). */
    private static void evolvable(List<Case> all) {
        Marshaller<Versioned> m = VersionedMarshaller.INSTANCE;
        all.add(new Case("reject-evolvable-inside-newer-field", "the body ends two bytes into the version 2 field"
                + " parts: an error (truncation), not a version 1 body", m, false, versioned("0100", 2)));
        all.add(new Case("reject-evolvable-between-version-fields", "the body ends after parts, the first version 2"
                + " field, and before color, the second: a version's fields are all there or none", m, false,
                versioned("ffffffff", 4)));
        all.add(new Case("reject-evolvable-length-past-end", "a body length past the end: rejected at the length", m,
                false, CanonicalFormTest.withInt(versioned("", 0), 0, 1000)));
    }

    /** A Versioned body: id 7, name "old", legacy 0, then {@code rest} ({@code restBytes} bytes of hex). */
    private static byte[] versioned(String rest, int restBytes) {
        UnsafeBuffer body = new UnsafeBuffer(64);
        body.putLong(7);
        Strings.write(body, "old");
        body.putInt(0);
        String hex = HexFormat.of().formatHex(body.toByteArray()) + rest;
        UnsafeBuffer out = new UnsafeBuffer(64);
        out.putInt(body.writeIndex() + restBytes);
        return HexFormat.of().parseHex(HexFormat.of().formatHex(out.toByteArray()) + hex);
    }

    // ---- helpers ----

    /** {@code record} with one component replaced. */
    @SuppressWarnings("unchecked")
    static <R extends Record> R with(R record, String component, Object value) {
        try {
            RecordComponent[] components = record.getClass().getRecordComponents();
            Object[] args = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                args[i] = components[i].getName().equals(component) ? value : components[i].getAccessor().invoke(record);
            }
            return (R) record.getClass().getDeclaredConstructor(types).newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The offset of a field in {@code bytes}, from the inspector's hex dump: {@code path} names a
     * top-level field, then a field or element under it, and so on.
     */
    static int at(Marshaller<?> marshaller, byte[] bytes, String... path) {
        String[] lines = Inspector.inspect(marshaller, bytes).toHexDump().split("\n");
        int depth = 0;
        for (String line : lines) {
            if (line.length() < 43 || !Character.isDigit(line.charAt(5))) {
                continue;
            }
            String field = line.substring(42);
            String indent = "  ".repeat(depth);
            if (field.startsWith(indent + path[depth] + " ")) {
                if (++depth == path.length) {
                    return Integer.parseInt(line.substring(0, 6).trim());
                }
            }
        }
        throw new AssertionError("no field " + String.join(".", path) + " in\n" + String.join("\n", lines));
    }

    private static Case valid(String name, String rule, Marshaller<?> marshaller, Object value) {
        return new Case(name, rule, marshaller, false, write(marshaller, value));
    }

    @SuppressWarnings("unchecked")
    private static byte[] write(Marshaller<?> marshaller, Object value) {
        return ((Marshaller<Object>) marshaller).toByteArray(value);
    }

    private static Case invalid(String name, String rule, Marshaller<?> marshaller, byte[] bytes) {
        return new Case(name, rule, marshaller, false, bytes);
    }

    private static byte[] splice(byte[] bytes, int at, int length, String hex) {
        return CanonicalFormTest.splice(bytes, at, length, hex);
    }

    private static String hex(byte[] bytes, int at, int length) {
        return HexFormat.of().formatHex(bytes, at, at + length);
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    private static byte[] longBytes(long value) {
        UnsafeBuffer out = new UnsafeBuffer(8);
        out.putLong(value);
        return out.toByteArray();
    }

    /** An unsigned varint, as hex. */
    static String varint(long value) {
        StringBuilder out = new StringBuilder();
        while ((value & ~0x7FL) != 0) {
            out.append(String.format("%02x", (value & 0x7F) | 0x80));
            value >>>= 7;
        }
        return out.append(String.format("%02x", value)).toString();
    }
}
