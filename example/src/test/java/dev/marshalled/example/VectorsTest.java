package dev.marshalled.example;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.marshalled.example.graph.Customer;
import dev.marshalled.example.graph.DrawingMarshaller;
import dev.marshalled.example.graph.Events_EnvelopeMarshaller;
import dev.marshalled.example.graph.Ledger;
import dev.marshalled.example.graph.LedgerMarshaller;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.graph.OrderMarshaller;
import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.AllTypesRecordMarshaller;
import dev.marshalled.example.model.Canonical;
import dev.marshalled.example.model.CanonicalMarshaller;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.Compact;
import dev.marshalled.example.model.CompactCanonical;
import dev.marshalled.example.model.CompactCanonicalMarshaller;
import dev.marshalled.example.model.CompactContainers;
import dev.marshalled.example.model.CompactContainersMarshaller;
import dev.marshalled.example.model.CompactEvolving;
import dev.marshalled.example.model.CompactEvolvingMarshaller;
import dev.marshalled.example.model.CompactJdkValues;
import dev.marshalled.example.model.CompactJdkValuesMarshaller;
import dev.marshalled.example.model.CompactMarshaller;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.example.model.JdkValues;
import dev.marshalled.example.model.JdkValuesMarshaller;
import dev.marshalled.example.model.Maps;
import dev.marshalled.example.model.MapsMarshaller;
import dev.marshalled.example.model.Node;
import dev.marshalled.example.model.NodeMarshaller;
import dev.marshalled.example.model.StandardMarshaller;
import dev.marshalled.example.model.Tree;
import dev.marshalled.example.model.TreeMarshaller;
import dev.marshalled.example.model.Versioned;
import dev.marshalled.example.model.VersionedMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import dev.marshalled.runtime.wire.Presence;
import dev.marshalled.runtime.wire.Strings;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The test vectors under {@code vectors/} (layout in docs/vectors.md): one JSON file per case,
 * generated from the example models by this class. {@code mvn -pl example -am verify
 * -Dtest=VectorsTest -Dsurefire.failIfNoSpecifiedTests=false -Dvectors.update=true} rewrites
 * them; without it, a test fails if regenerating would change any file, and the committed files
 * are read back in both directions.
 */
class VectorsTest {
    /** Jackson, allowed the nesting of the depth vectors' values (about 1,600 levels). */
    private static final ObjectMapper JSON = new ObjectMapper(com.fasterxml.jackson.core.JsonFactory.builder()
            .streamReadConstraints(com.fasterxml.jackson.core.StreamReadConstraints.builder()
                    .maxNestingDepth(4_000).build())
            .build());
    /** The registry Java reads the framed cases with: every type id the example registers. */
    static final Marshallers REGISTRY = Marshallers.discovered();

    /** One vector: bytes for a type, valid or not. */
    record Case(String name, String rule, Marshaller<?> marshaller, boolean framed, byte[] bytes) {
    }

    static Path folder() {
        Path here = Path.of("vectors");
        return Files.isDirectory(here.resolve("cases")) || Files.exists(Path.of("FORMAT.md")) ? here
                : Path.of("..", "vectors");
    }

    // ---- the cases ----

    static List<Case> cases() {
        List<Case> all = new ArrayList<>();
        // every wire kind, fixed encoding
        all.add(valid("fixed-all-types-edge", "primitives, boxes, string, primitive arrays, enum, nested type at their"
                + " smallest: MIN_VALUEs, -0.0, a NaN with a payload, empty string and arrays",
                AllTypesMarshaller.INSTANCE, Values.edgeCases().get(2)));
        all.add(valid("fixed-all-types-text", "UTF-8 of one, two and four bytes a character",
                AllTypesMarshaller.INSTANCE, Values.edgeCases().get(13)));
        all.add(valid("fixed-all-types-lone-surrogates", "a surrogate without its partner is its own three-byte"
                + " sequence", AllTypesMarshaller.INSTANCE, Values.edgeCases().get(9)));
        all.add(valid("fixed-all-types-nulls", "every nullable field null: the null spellings",
                AllTypesMarshaller.INSTANCE, new AllTypes()));
        all.add(valid("fixed-all-types-record", "a record: components in declaration order",
                AllTypesRecordMarshaller.INSTANCE, Values.toRecord(Values.edgeCases().get(1))));
        all.add(valid("fixed-containers", "every collection and map type, object and nested arrays",
                ContainersMarshaller.INSTANCE, ContainersTest.full()));
        all.add(valid("fixed-standard-high", "the JDK value types at their largest", StandardMarshaller.INSTANCE,
                StandardTypesTest.high()));
        all.add(valid("fixed-standard-low", "the JDK value types at their smallest", StandardMarshaller.INSTANCE,
                StandardTypesTest.low()));
        all.add(valid("fixed-maps", "maps of lists, a sorted map with a null value, a set with a null element",
                MapsMarshaller.INSTANCE, Maps.sample()));
        all.add(valid("fixed-recursive-tree", "a recursive type through a list", TreeMarshaller.INSTANCE,
                Tree.path(3)));
        // every wire kind, compact encoding
        all.add(valid("compact-small", "varints for int, long, Integer, Long, enum, counts; fixed short, double,"
                + " int[]", CompactMarshaller.INSTANCE, CompactEncodingTest.small()));
        all.add(valid("compact-containers", "every collection and map type in the compact encoding",
                CompactContainersMarshaller.INSTANCE, ContainersTest.fill(new CompactContainers())));
        all.add(valid("compact-null-boxes", "a null Integer or Long is a lone 00; a null Short or Character keeps"
                + " its zero bytes", CompactCanonicalMarshaller.INSTANCE,
                new CompactCanonical(null, null, null, null, null, null)));
        all.add(valid("compact-boxes", "present compact boxes, a sorted set and an enum set",
                CompactCanonicalMarshaller.INSTANCE, new CompactCanonical(-1, Long.MIN_VALUE, (short) 7, 'x',
                        new TreeSet<>(List.of(-5, 0, 300)), EnumSet.of(Color.RED, Color.BLUE))));
        all.add(valid("compact-evolvable", "an evolvable compact type: int32 length, varint fields",
                CompactEvolvingMarshaller.INSTANCE, new CompactEvolving(300, "n", List.of(1, -1), Color.GREEN)));
        // sealed types, references, evolvable types, framed messages
        all.add(valid("sealed-drawing", "sealed-type tags in fields, lists, maps, Optional and arrays; a"
                + " recursive subtype", DrawingMarshaller.INSTANCE, SealedTypesTest.drawing()));
        all.add(valid("references-cycle", "an order whose lines point back at it: new objects and back"
                + " references", OrderMarshaller.INSTANCE, Order.sample(2)));
        all.add(valid("references-shared", "two orders sharing a customer, one id counter across types",
                LedgerMarshaller.INSTANCE, new Ledger(List.of(Order.sample(2), Order.sample(1)),
                        new Customer(1, "c"), null)));
        all.add(valid("evolvable-current", "an evolvable class in its third version, holding evolvable records",
                VersionedMarshaller.INSTANCE, Versioned.sample()));
        all.add(new Case("evolvable-older-writer", "a version 1 body: the later fields take their defaults",
                VersionedMarshaller.INSTANCE, false, versionOne()));
        all.add(framed("framed-order", "a framed message: type id 30, length, body", Order.sample(1)));
        all.add(framed("framed-polymorphic", "a framed message with @Polymorphic fields, each a framed body",
                MessagesTest.envelope()));
        // the depth rule: only recursive types count, the limit is 512
        all.add(new Case("depth-512", "512 nested Node bodies: at the limit", NodeMarshaller.INSTANCE, false,
                nodeChain(512)));
        all.add(new Case("depth-513", "513 nested Node bodies: past the limit, rejected where the 513th starts",
                NodeMarshaller.INSTANCE, false, nodeChain(513)));
        all.add(valid("depth-512-sealed", "a Drawing (not recursive) holding 512 nested Shape.Groups (recursive) and"
                + " a Circle (not recursive) in the innermost: 512 levels, at the limit", DrawingMarshaller.INSTANCE,
                deepDrawing(512)));
        all.add(valid("depth-not-counted", "non-recursive nesting (AllTypes holds a Point) counts no depth",
                AllTypesMarshaller.INSTANCE, Values.edgeCases().get(1)));
        canonical(all);
        general(all);
        jdkValues(all);
        KindVectors.add(all);
        CheckOrderVectors.add(all);
        GenericVectors.add(all);
        PartVectors.add(all);
        LimitVectors.add(all);
        return all;
    }

    /** The canonical-form rules of FORMAT.md, each with the spelling a writer produces and one it does not. */
    private static void canonical(List<Case> all) {
        Marshaller<Canonical> m = CanonicalMarshaller.INSTANCE;
        byte[] empty = m.toByteArray(Canonical.empty());
        all.add(valid("canonical-empty", "every field null", m, Canonical.empty()));
        all.add(invalid("canonical-null-boolean-padding", "a null Boolean is 00 00; 00 02 is rejected", m,
                empty, b -> CanonicalFormTest.with(b, 1, 0x02)));
        all.add(invalid("canonical-null-double-padding", "a null Double's eight value bytes are zero", m, empty,
                b -> CanonicalFormTest.with(b, 13, 0x80)));
        Marshaller<CompactCanonical> c = CompactCanonicalMarshaller.INSTANCE;
        byte[] compactEmpty = c.toByteArray(new CompactCanonical(null, null, null, null, null, null));
        all.add(invalid("canonical-compact-null-short-padding", "in the compact encoding a null Short keeps its"
                + " zero bytes, which must be zero", c, compactEmpty, b -> CanonicalFormTest.with(b, 3, 0x01)));
        Canonical sets = new Canonical(null, null, null, new TreeSet<>(List.of("a", "b")),
                EnumSet.of(Color.RED, Color.BLUE), new TreeMap<>(Map.of(1, "x", 2, "y")),
                new EnumMap<>(Map.of(Color.GREEN, 7, Color.BLUE, 8)), new LinkedHashSet<>(List.of("b", "a")),
                new LinkedHashMap<>(Map.of("k", 1)), null, null, null, null);
        byte[] full = m.toByteArray(sets);
        all.add(valid("canonical-sets-and-maps", "sorted and enum containers ascending, each element once", m,
                sets));
        int sorted = 14 + 4 + 5; // the second element of the TreeSet
        all.add(invalid("canonical-sorted-set-order", "a TreeSet's elements ascend: b then a is rejected at a", m,
                full, b -> CanonicalFormTest.with(CanonicalFormTest.with(b, sorted - 1, 'b'), sorted + 4, 'a')));
        all.add(invalid("canonical-sorted-set-duplicate", "a TreeSet holds each element once", m, full,
                b -> CanonicalFormTest.with(b, sorted + 4, 'a')));
        int colors = sorted + 5 + 4; // the enum set's first element
        all.add(invalid("canonical-enum-set-order", "an EnumSet's ordinals ascend", m, full,
                b -> CanonicalFormTest.with(CanonicalFormTest.with(b, colors, 2), colors + 4, 0)));
        int byKey = colors + 8 + 4;
        all.add(invalid("canonical-tree-map-key-order", "a TreeMap's keys ascend", m, full,
                b -> CanonicalFormTest.with(b, byKey + 10 + 1, 0)));
        int byColor = byKey + 20 + 4;
        all.add(invalid("canonical-enum-map-duplicate-key", "an EnumMap holds each key once", m, full,
                b -> CanonicalFormTest.with(b, byColor + 9, 1)));
        int set = byColor + 18 + 4;
        all.add(invalid("canonical-set-duplicate", "a Set (iteration order) holds each element once", m, full,
                b -> CanonicalFormTest.with(b, set + 5 + 4, 'b')));
        all.add(invalid("canonical-null-in-tree-set", "a TreeSet cannot hold null", m, full,
                b -> CanonicalFormTest.splice(b, 14, 14, "01000000ffffffff")));
        all.add(invalid("canonical-big-integer-sign-byte", "5 is 05; 05 00 repeats the sign and is rejected", m,
                m.toByteArray(withBig(BigInteger.valueOf(5))),
                b -> CanonicalFormTest.splice(b, 38, 6, "01020000000500")));
        all.add(valid("canonical-big-integer-needed-sign-byte", "128 is 80 00: there the top byte is needed", m,
                withBig(BigInteger.valueOf(128))));
        all.add(invalid("canonical-big-decimal-sign-byte", "a BigDecimal's unscaled value is the shortest too", m,
                m.toByteArray(new Canonical(null, null, null, null, null, null, null, null, null, null,
                        new java.math.BigDecimal("1.5"), null, null)),
                b -> CanonicalFormTest.splice(b, 39, 10, "010100000002000000" + "0f00")));
        java.util.BitSet bits = new java.util.BitSet();
        bits.set(1);
        all.add(invalid("canonical-bit-set-zero-word", "a BitSet's words end in a non-zero word", m,
                m.toByteArray(new Canonical(null, null, null, null, null, null, null, null, null, null, null, null,
                        bits)),
                b -> CanonicalFormTest.splice(b, 41, 12, "02000000" + "0200000000000000" + "0000000000000000")));
        ZonedDateTime paris = ZonedDateTime.of(LocalDateTime.of(2024, 1, 15, 12, 0), ZoneId.of("Europe/Paris"));
        byte[] zoned = m.toByteArray(withZoned(paris));
        all.add(valid("canonical-zoned", "a ZonedDateTime in Paris in winter: offset +01:00", m, withZoned(paris)));
        all.add(invalid("canonical-zoned-wrong-offset", "+02:00 is not an offset Paris has in January", m, zoned,
                b -> { byte[] x = b.clone(); UnsafeBuffer.wrap(x).putIntAt(55, 7200); return x; }));
        ZonedDateTime overlap = ZonedDateTime.of(LocalDateTime.of(2024, 10, 27, 2, 30), ZoneId.of("Europe/Paris"));
        all.add(valid("canonical-zoned-overlap-earlier", "02:30 happens twice: the first, +02:00", m,
                withZoned(overlap.withEarlierOffsetAtOverlap())));
        all.add(valid("canonical-zoned-overlap-later", "02:30 happens twice: the second, +01:00", m,
                withZoned(overlap.withLaterOffsetAtOverlap())));
        byte[] fixed = m.toByteArray(withZoned(paris.withZoneSameInstant(java.time.ZoneOffset.ofHours(1))));
        all.add(invalid("canonical-zone-id-normal-form", "the zone id +01 is read as +01:00, so it is rejected", m,
                fixed, b -> CanonicalFormTest.splice(b, 59, 10, "030000002b3031")));
    }

    /** The other rejections of FORMAT.md, one each. */
    private static void general(List<Case> all) {
        byte[] point = AllTypesMarshaller.INSTANCE.toByteArray(Values.edgeCases().get(1));
        all.add(invalid("reject-truncated", "input that ends inside a value", AllTypesMarshaller.INSTANCE, point,
                b -> java.util.Arrays.copyOf(b, b.length - 3)));
        all.add(invalid("reject-boolean", "a boolean byte other than 00 and 01", AllTypesMarshaller.INSTANCE, point,
                b -> CanonicalFormTest.with(b, 0, 0x02)));
        byte[] tree = TreeMarshaller.INSTANCE.toByteArray(Tree.path(2));
        all.add(invalid("reject-count", "a count below -1", TreeMarshaller.INSTANCE, tree,
                b -> CanonicalFormTest.withInt(b, 4, -2)));
        Marshaller<Compact> compact = CompactMarshaller.INSTANCE;
        byte[] small = compact.toByteArray(CompactEncodingTest.small());
        all.add(invalid("reject-overlong-varint", "a varint longer than needed: 02 as 82 00", compact, small,
                b -> CanonicalFormTest.splice(b, 0, 1, "8200")));
        byte[] drawing = DrawingMarshaller.INSTANCE.toByteArray(SealedTypesTest.drawing());
        int tag = 4 + SealedTypesTest.drawing().title().getBytes(StandardCharsets.UTF_8).length;
        all.add(invalid("reject-sealed-tag", "a sealed tag above the number of subtypes (4)",
                DrawingMarshaller.INSTANCE, drawing, b -> CanonicalFormTest.with(b, tag, 5)));
        Marshaller<Canonical> m = CanonicalMarshaller.INSTANCE;
        all.add(invalid("reject-utf8", "0xC0 is never UTF-8", m, m.toByteArray(new Canonical(null, null, null,
                new TreeSet<>(List.of("a")), null, null, null, null, null, null, null, null, null)),
                b -> CanonicalFormTest.with(b, 22, 0xC0)));
        all.add(invalid("reject-enum-ordinal", "an ordinal outside -1 .. 2", m, m.toByteArray(new Canonical(null,
                null, null, null, EnumSet.of(Color.RED), null, null, null, null, null, null, null, null)),
                b -> CanonicalFormTest.with(b, 22, 3)));
        byte[] order = OrderMarshaller.INSTANCE.toByteArray(Order.sample(1));
        all.add(invalid("reject-reference-unassigned", "a back reference to an id not assigned yet",
                OrderMarshaller.INSTANCE, order, b -> CanonicalFormTest.withInt(b, backReference(b), 9)));
    }

    /**
     * URI, Locale, Currency, ZoneId, ZoneOffset, Year, YearMonth, MonthDay and OffsetTime: valid in
     * both encodings, and each rule of FORMAT.md's table for them broken once. Offsets in
     * {@link JdkValuesTest#small()}'s fixed bytes: uri 0, locale 7, currency 16, zone 20, offset
     * 36, year 41, yearMonth 46, monthDay 52, offsetTime 55.
     */
    private static void jdkValues(List<Case> all) {
        Marshaller<JdkValues> m = JdkValuesMarshaller.INSTANCE;
        Marshaller<CompactJdkValues> c = CompactJdkValuesMarshaller.INSTANCE;
        all.add(valid("fixed-jdk-values-high", "URI, Locale, Currency, ZoneId, ZoneOffset, Year, YearMonth, MonthDay"
                + " and OffsetTime at their largest, in fields and containers; a ZoneId holding an offset", m,
                JdkValuesTest.high()));
        all.add(valid("fixed-jdk-values-low", "the same at their smallest: the empty URI, Locale.ROOT (und), -18:00",
                m, JdkValuesTest.low()));
        all.add(valid("fixed-jdk-values-nulls", "null URI, Locale and ZoneId are null strings, the others a presence"
                + " byte 00", m, JdkValues.empty()));
        all.add(valid("compact-jdk-values", "URI, Locale and ZoneId as compact strings, the others as in the fixed"
                + " encoding", c, JdkValuesTest.compact(JdkValuesTest.high())));
        all.add(valid("compact-jdk-values-nulls", "every null is one 00", c, JdkValuesTest.compact(JdkValues.empty())));
        byte[] small = m.toByteArray(JdkValuesTest.small());
        all.add(valid("fixed-jdk-values-small", "the values whose bytes JdkValuesTest spells out", m,
                JdkValuesTest.small()));
        all.add(invalid("canonical-locale-normal-form", "the language tag EN-US reads as en-US, so it is rejected",
                m, small, b -> CanonicalFormTest.splice(b, 11, 2, "454e")));
        all.add(invalid("canonical-compact-locale-normal-form", "und is the root locale's tag; the empty tag is"
                + " rejected", c, c.toByteArray(JdkValuesTest.compact(JdkValuesTest.small())),
                b -> CanonicalFormTest.splice(b, 4, 6, "01")));
        JdkValues offsetZone = new JdkValues(null, null, null, java.time.ZoneOffset.ofHours(1), null, null, null, null,
                null, null, null, null, null, null, null, null, null, null);
        all.add(valid("fixed-jdk-values-zone-offset", "a ZoneId field holding the offset +01:00", m, offsetZone));
        all.add(invalid("canonical-zone-id-field-normal-form", "the zone id +01 reads as +01:00, so it is rejected",
                m, m.toByteArray(offsetZone), b -> CanonicalFormTest.splice(b, 9, 10, "030000002b3031")));
        all.add(invalid("reject-uri-syntax", "a b is not a URI (a space in the path)", m, small,
                b -> CanonicalFormTest.with(b, 5, ' ')));
        all.add(invalid("reject-currency-letter", "a currency code is three letters A..Z: EuR is rejected at u", m,
                small, b -> CanonicalFormTest.with(b, 18, 'u')));
        all.add(invalid("reject-currency-unknown", "QQQ is not an ISO 4217 code", m, small,
                b -> CanonicalFormTest.splice(b, 17, 3, "515151")));
        all.add(invalid("reject-zone-id-unknown", "Europe/Parix is not in the time-zone database", m, small,
                b -> CanonicalFormTest.with(b, 35, 'x')));
        all.add(invalid("reject-zone-id-case", "europe/paris: zone ids are case-sensitive", m, small,
                b -> CanonicalFormTest.with(b, 24, 'e')));
        all.add(invalid("reject-zone-offset-range", "64,801 seconds is past +18:00", m, small,
                b -> CanonicalFormTest.withInt(b, 37, 64_801)));
        all.add(invalid("reject-year-range", "1,000,000,000 is past the largest year", m, small,
                b -> CanonicalFormTest.withInt(b, 42, 1_000_000_000)));
        all.add(invalid("reject-year-month-month", "a YearMonth's month 13", m, small,
                b -> CanonicalFormTest.with(b, 51, 13)));
        all.add(invalid("reject-month-day-day", "February 30: a MonthDay's February has 29 days, no more", m, small,
                b -> CanonicalFormTest.with(b, 54, 30)));
        all.add(invalid("reject-offset-time-nanos", "a nanosecond of the day of -1", m, small,
                b -> CanonicalFormTest.splice(b, 56, 8, "ffffffffffffffff")));
    }

    /** The offset of the id of the first back reference ({@code 02} then an int32 id 0) in an Order. */
    private static int backReference(byte[] order) {
        for (int i = order.length - 6; i > 0; i--) {
            if (order[i] == 2 && order[i + 1] == 0 && order[i + 2] == 0 && order[i + 3] == 0 && order[i + 4] == 0) {
                return i + 1;
            }
        }
        throw new AssertionError("no back reference");
    }

    private static Canonical withBig(BigInteger big) {
        return new Canonical(null, null, null, null, null, null, null, null, null, big, null, null, null);
    }

    private static Canonical withZoned(ZonedDateTime zoned) {
        return new Canonical(null, null, null, null, null, null, null, null, null, null, null, zoned, null);
    }

    /** A version 1 Versioned: its id, name and retired int, in an evolvable body. */
    private static byte[] versionOne() {
        UnsafeBuffer body = new UnsafeBuffer(64);
        body.putLong(7);
        Strings.write(body, "old");
        body.putInt(0);
        UnsafeBuffer out = new UnsafeBuffer(64);
        out.putInt(body.writeIndex());
        for (byte b : body.toByteArray()) {
            out.putByte(b);
        }
        return out.toByteArray();
    }

    /** A drawing whose background is {@code groups} Shape.Groups nested in each other around a circle. */
    static dev.marshalled.example.graph.Drawing deepDrawing(int groups) {
        dev.marshalled.example.graph.Shape shape = new dev.marshalled.example.graph.Shape.Circle(1, 2, 3);
        for (int i = 0; i < groups; i++) {
            shape = new dev.marshalled.example.graph.Shape.Group("g", List.of(shape));
        }
        return new dev.marshalled.example.graph.Drawing("deep", shape, List.of(), Map.of(), java.util.Optional.empty(),
                new dev.marshalled.example.graph.Shape[0]);
    }

    /** {@code n} Nodes, each the next of the one before: value, presence, ... value, 00. */
    private static byte[] nodeChain(int n) {
        UnsafeBuffer out = new UnsafeBuffer(n * 5);
        for (int i = 1; i <= n; i++) {
            out.putInt(i);
            Presence.write(out, i < n);
        }
        return out.toByteArray();
    }

    private static <T> Case valid(String name, String rule, Marshaller<T> marshaller, T value) {
        return new Case(name, rule, marshaller, false, marshaller.toByteArray(value));
    }

    private static Case invalid(String name, String rule, Marshaller<?> marshaller, byte[] valid,
            UnaryOperator<byte[]> change) {
        return new Case(name, rule, marshaller, false, change.apply(valid));
    }

    private static Case framed(String name, String rule, Object value) {
        UnsafeBuffer out = new UnsafeBuffer(64);
        REGISTRY.writeMessage(value, out);
        return new Case(name, rule, REGISTRY.forType(value.getClass()), true, out.toByteArray());
    }

    // ---- reading, as Java does ----

    /** The case's file: what Java reads from its bytes, or where it rejects them. */
    static String render(Case c) {
        StringBuilder out = new StringBuilder("{\n");
        out.append("  \"name\": ").append(quote(c.name())).append(",\n");
        out.append("  \"rule\": ").append(quote(c.rule())).append(",\n");
        out.append("  \"type\": ").append(quote(c.marshaller().schema().qualifiedName())).append(",\n");
        out.append("  \"schema\": ").append(quote(schemaFile(c.marshaller().schema())))
                .append(",\n");
        out.append("  \"framed\": ").append(c.framed()).append(",\n");
        List<String> declared = registryTypes(c.marshaller().schema());
        if (!declared.isEmpty()) {
            // The reader's registry, and which @Polymorphic declared types each id's type fits.
            out.append("  \"registry\": [");
            for (int i = 0; i < REGISTERED.size(); i++) {
                Marshaller<?> m = REGISTRY.forId(REGISTERED.get(i));
                List<String> fits = new ArrayList<>();
                for (String type : declared) {
                    if (declaredClass(type).isAssignableFrom(m.type())) {
                        fits.add(quote(type));
                    }
                }
                out.append(i == 0 ? "\n" : ",\n").append("    {\"typeId\": ").append(m.typeId()).append(", \"schema\": ")
                        .append(quote(schemaFile(m.schema()))).append(", \"fits\": [")
                        .append(String.join(", ", fits)).append("]}");
            }
            out.append("\n  ],\n");
        }
        out.append("  \"hex\": ").append(quote(HexFormat.of().formatHex(c.bytes()))).append(",\n");
        try {
            // The input is one whole value: bytes after it are rejected where they start.
            Object value = readWhole(c.marshaller(), c.framed(), c.bytes());
            out.append("  \"value\": ").append(ValueJson.of(c.marshaller().schema(), value)).append('\n');
        } catch (MarshalException e) {
            out.append("  \"reject\": {\"offset\": ").append(e.offset()).append(", \"path\": ")
                    .append(quote(e.path())).append("}\n");
        }
        return out.append("}\n").toString();
    }

    /** Every type id the example registers: the registry a reader of the polymorphic vectors is given. */
    static final List<Integer> REGISTERED = List.of(11, 12, 13, 14, 21, 30, 901, 902);

    /** The registry each case's {@code registry} lists: exactly the {@link #REGISTERED} ids. */
    static Marshallers caseRegistry() {
        return Marshallers.of(REGISTERED.stream().map(REGISTRY::forId).toArray(Marshaller<?>[]::new));
    }

    /** The declared types of the example's @Polymorphic fields, by the name the schema gives them. */
    private static Class<?> declaredClass(String name) {
        switch (name) {
            case "Event": return dev.marshalled.example.graph.Event.class;
            case "Object": return Object.class;
            default: throw new AssertionError("a @Polymorphic field of type " + name + ": add it here");
        }
    }

    /**
     * The declared types that a case's {@code fits} lists: those of every @Polymorphic field that
     * {@code root} reaches and, when there is one, that a type of the registry reaches (the
     * schemas of a case's registry are part of it: Envelope's Event fields admit 11, 12 and 13
     * wherever it is listed), by name; empty when {@code root} reaches no @Polymorphic field.
     */
    static List<String> registryTypes(dev.marshalled.schema.WireSchema root) {
        java.util.Set<String> found = new java.util.TreeSet<>(dynamicTypes(root));
        if (!found.isEmpty()) {
            for (int id : REGISTERED) {
                found.addAll(dynamicTypes(REGISTRY.forId(id).schema()));
            }
        }
        return List.copyOf(found);
    }

    /** The declared types of the @Polymorphic fields {@code root} reaches, each once, in the order met. */
    static List<String> dynamicTypes(dev.marshalled.schema.WireSchema root) {
        List<String> found = new ArrayList<>();
        for (dev.marshalled.schema.WireSchema schema : reachable(root)) {
            for (dev.marshalled.schema.WireSchema.Field field : schema.fields()) {
                dynamicTypes(field, found);
            }
        }
        return found;
    }

    private static void dynamicTypes(dev.marshalled.schema.WireSchema.Field field, List<String> found) {
        if (field.kind() == dev.marshalled.schema.WireSchema.Kind.DYNAMIC && !found.contains(field.typeName())) {
            found.add(field.typeName());
        }
        field.parts().forEach(p -> dynamicTypes(p, found));
    }

    /** Every schema reachable from {@code root} through its fields (not through @Polymorphic ones). */
    static List<dev.marshalled.schema.WireSchema> reachable(dev.marshalled.schema.WireSchema root) {
        List<dev.marshalled.schema.WireSchema> order = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        java.util.ArrayDeque<dev.marshalled.schema.WireSchema> todo = new java.util.ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            dev.marshalled.schema.WireSchema schema = todo.poll();
            if (!seen.add(schema.qualifiedName())) {
                continue;
            }
            order.add(schema);
            List<dev.marshalled.schema.WireSchema.Field> fields = new ArrayList<>(schema.fields());
            while (!fields.isEmpty()) {
                dev.marshalled.schema.WireSchema.Field field = fields.remove(0);
                if (field.nested() != null) {
                    todo.add(field.nested());
                }
                fields.addAll(field.parts());
            }
        }
        return order;
    }

    private static String quote(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The schema file of a root type: its binary name, a parameterization's {@code <} and {@code >}
     * written {@code (} and {@code )}, which every file system allows ({@code Result(...Point).json}).
     */
    static String schemaFile(dev.marshalled.schema.WireSchema schema) {
        return "schemas/" + schema.qualifiedName().replace('<', '(').replace('>', ')') + ".json";
    }

    /** Every file under {@code vectors/} as this class generates it, by path relative to the folder. */
    static Map<String, String> generate() {
        Map<String, String> files = new TreeMap<>();
        for (StreamVectors.StreamCase c : StreamVectors.cases()) {
            if (files.put("cases/" + c.name() + ".json", StreamVectors.render(c, JSON)) != null) {
                throw new AssertionError("two cases named " + c.name());
            }
            files.put(schemaFile(c.marshaller().schema()), c.marshaller().schema().toJson(caseRegistry()));
        }
        for (Case c : cases()) {
            String file = "cases/" + c.name() + ".json";
            if (files.put(file, render(c)) != null) {
                throw new AssertionError("two cases named " + c.name());
            }
            // A DYNAMIC field's admits are those of the cases' registry, which the cases list.
            files.put(schemaFile(c.marshaller().schema()),
                    c.marshaller().schema().toJson(caseRegistry()));
            if (!dynamicTypes(c.marshaller().schema()).isEmpty()) {
                for (int id : REGISTERED) {
                    Marshaller<?> m = REGISTRY.forId(id);
                    files.put(schemaFile(m.schema()), m.schema().toJson(caseRegistry()));
                }
            }
        }
        return files;
    }

    @Test
    void committedVectorsAreWhatGenerationGives() throws IOException {
        Map<String, String> generated = generate();
        Path folder = folder();
        if (Boolean.getBoolean("vectors.update")) {
            for (String sub : List.of("cases", "schemas")) {
                if (Files.isDirectory(folder.resolve(sub))) {
                    try (Stream<Path> old = Files.list(folder.resolve(sub))) {
                        for (Path p : old.toList()) {
                            Files.delete(p);
                        }
                    }
                }
                Files.createDirectories(folder.resolve(sub));
            }
            for (Map.Entry<String, String> file : generated.entrySet()) {
                Files.writeString(folder.resolve(file.getKey()), file.getValue());
            }
        }
        Map<String, String> committed = new TreeMap<>();
        for (String sub : List.of("cases", "schemas")) {
            try (Stream<Path> files = Files.list(folder.resolve(sub))) {
                for (Path p : files.toList()) {
                    committed.put(sub + "/" + p.getFileName(), Files.readString(p));
                }
            }
        }
        assertEquals(generated.keySet(), committed.keySet(), "the vector files; regenerate with -Dvectors.update=true");
        for (String file : generated.keySet()) {
            assertEquals(generated.get(file), committed.get(file), file + " drifted; regenerate with"
                    + " -Dvectors.update=true and review the diff");
        }
    }

    /** Reads every committed case as a reader in another language would use it: hex, type, expected outcome. */
    @Test
    void javaReadsEachValidVectorAndRejectsEachInvalidOneWhereItSays() throws IOException {
        Map<String, Marshaller<?>> byType = new LinkedHashMap<>();
        for (Case c : cases()) {
            byType.put(c.marshaller().schema().qualifiedName(), c.marshaller());
        }
        for (StreamVectors.StreamCase c : StreamVectors.cases()) {
            byType.put(c.marshaller().schema().qualifiedName(), c.marshaller());
        }
        int valid = 0;
        int invalid = 0;
        try (Stream<Path> files = Files.list(folder().resolve("cases"))) {
            for (Path file : files.sorted().toList()) {
                JsonNode vector = JSON.readTree(file.toFile());
                Marshaller<?> marshaller = byType.get(vector.get("type").asText());
                assertTrue(Files.exists(folder().resolve(vector.get("schema").asText())), file + ": its schema");
                if (vector.path("delimited").asBoolean()) {
                    // A stream of messages (FORMAT.md, Delimited streams): read message by message.
                    if (StreamVectors.check(file.toString(), vector, marshaller, JSON)) {
                        valid++;
                    } else {
                        invalid++;
                    }
                    continue;
                }
                byte[] bytes = HexFormat.of().parseHex(vector.get("hex").asText());
                boolean framed = vector.get("framed").asBoolean();
                if (vector.has("value")) {
                    valid++;
                    Object value = readWhole(marshaller, framed, bytes);
                    assertEquals(vector.get("value"), JSON.readTree(ValueJson.of(marshaller.schema(), value)),
                            file.toString());
                    if (!framed && !ReaderFuzzTest.LOOSE.containsKey(value.getClass())) {
                        assertArrayEquals(bytes, write(marshaller, value), file + ": writes back the same bytes");
                    }
                    if (!framed) {
                        assertTrue(Inspector.inspect(marshaller, bytes).complete(), file + ": the inspector reads it");
                    }
                } else {
                    invalid++;
                    JsonNode reject = vector.get("reject");
                    MarshalException e = assertThrows(MarshalException.class,
                            () -> readWhole(marshaller, framed, bytes), file.toString());
                    assertEquals(reject.get("offset").asInt(), e.offset(), file + ": " + e.getMessage());
                    assertEquals(reject.get("path").asText(), e.path(), file + ": " + e.getMessage());
                    if (!framed) {
                        // The inspector decodes one value and says where it ends; bytes after it are trailing.
                        Inspection inspection = Inspector.inspect(marshaller, bytes);
                        assertFalse(inspection.complete() && inspection.length() == bytes.length,
                                file + ": the inspector accepted it");
                        assertEquals(reject.get("offset").asInt(),
                                inspection.complete() ? inspection.length() : inspection.failure().offset(),
                                file + ": the inspector: " + inspection.failure());
                    }
                }
            }
        }
        assertEquals(cases().size() + StreamVectors.cases().size(), valid + invalid, "vectors read");
        assertTrue(valid > 0 && invalid > 0);
    }

    /** Reads {@code bytes} as one whole input, as a vector is: a body of the type, or one framed message. */
    private static Object readWhole(Marshaller<?> marshaller, boolean framed, byte[] bytes) {
        return framed ? REGISTRY.fromByteArray(bytes) : marshaller.fromByteArray(bytes);
    }

    @SuppressWarnings("unchecked")
    private static byte[] write(Marshaller<?> marshaller, Object value) {
        return ((Marshaller<Object>) marshaller).toByteArray(value);
    }

    /**
     * Every kind of FORMAT.md's table of schema kinds, and every JDK value type of its tables, has a
     * valid vector with a present (non-null) value of it in each encoding. Walks the committed files
     * alone, value by schema JSON, as a reader in another language would.
     */
    @Test
    void everyKindHasAVectorInBothEncodings() throws IOException {
        String format = Files.readString(folder().resolveSibling("FORMAT.md"));
        java.util.Set<String> wanted = new java.util.TreeSet<>();
        int kinds = format.indexOf("#### Field kinds");
        for (String row : format.substring(kinds, format.indexOf("\n#", kinds + 1)).lines()
                .filter(l -> l.startsWith("| `")).toList()) {
            java.util.regex.Matcher kind = java.util.regex.Pattern.compile("`([A-Z_0-9]+)`")
                    .matcher(row.substring(0, row.indexOf('|', 1)));
            while (kind.find()) {
                wanted.add(kind.group(1));
            }
        }
        String jdk = format.substring(format.indexOf("### JDK value types"), format.indexOf("### Fields of another"));
        for (String row : jdk.lines().filter(l -> l.startsWith("| `")).toList()) {
            java.util.regex.Matcher type = java.util.regex.Pattern.compile("`([A-Za-z]+)`")
                    .matcher(row.substring(0, row.indexOf('|', 1)));
            while (type.find()) {
                wanted.add("STANDARD " + type.group(1));
            }
        }
        assertTrue(wanted.size() > 40 && wanted.contains("DYNAMIC") && wanted.contains("STANDARD OffsetTime"), wanted::toString);
        Map<String, java.util.Set<String>> covered = new TreeMap<>();
        covered.put("fixed", new java.util.TreeSet<>());
        covered.put("compact", new java.util.TreeSet<>());
        try (Stream<Path> files = Files.list(folder().resolve("cases"))) {
            for (Path file : files.sorted().toList()) {
                JsonNode vector = JSON.readTree(file.toFile());
                if (!vector.has("value")) {
                    continue;
                }
                Map<Integer, String> registry = new TreeMap<>();
                if (vector.has("registry")) {
                    for (JsonNode entry : vector.get("registry")) {
                        registry.put(entry.get("typeId").asInt(), entry.get("schema").asText());
                    }
                }
                cover(vector.get("schema").asText(), vector.get("value"), registry, covered);
            }
        }
        for (Map.Entry<String, java.util.Set<String>> encoding : covered.entrySet()) {
            java.util.Set<String> missing = new java.util.TreeSet<>(wanted);
            missing.removeAll(encoding.getValue());
            assertEquals(java.util.Set.of(), missing, "kinds with no valid " + encoding.getKey() + " vector");
        }
    }

    private void cover(String schemaFile, JsonNode body, Map<Integer, String> registry,
            Map<String, java.util.Set<String>> covered) throws IOException {
        JsonNode schema = JSON.readTree(folder().resolve(schemaFile).toFile());
        cover(schema.get("types"), schema.get("root").asText(), body, registry, covered);
    }

    private void cover(JsonNode types, String key, JsonNode body, Map<Integer, String> registry,
            Map<String, java.util.Set<String>> covered) throws IOException {
        JsonNode type = types.get(key);
        assertEquals(type.get("name").asText(), body.get("@type").asText());
        for (JsonNode field : type.get("fields")) {
            coverField(types, type.get("encoding").asText(), field, body.get(field.get("name").asText()), registry,
                    covered);
        }
    }

    private void coverField(JsonNode types, String encoding, JsonNode field, JsonNode value,
            Map<Integer, String> registry, Map<String, java.util.Set<String>> covered) throws IOException {
        if (value == null || value.isNull()) {
            return;
        }
        String kind = field.get("kind").asText();
        covered.get(encoding).add(kind.equals("STANDARD") ? "STANDARD " + field.get("type").asText() : kind);
        covered.get(encoding).add(kind);
        switch (kind) {
            case "NESTED":
                cover(types, field.get("schema").asText(), value, registry, covered);
                break;
            case "REFERENCE":
                if (!value.has("@ref")) {
                    cover(types, field.get("schema").asText(), value, registry, covered);
                }
                break;
            case "SEQUENCE":
                for (JsonNode element : value) {
                    coverField(types, encoding, field.get("parts").get(0), element, registry, covered);
                }
                break;
            case "MAP":
                for (JsonNode entry : value) {
                    coverField(types, encoding, field.get("parts").get(0), entry.get("key"), registry, covered);
                    coverField(types, encoding, field.get("parts").get(1), entry.get("value"), registry, covered);
                }
                break;
            case "OPTIONAL":
                if (value.has("@present")) {
                    coverField(types, encoding, field.get("parts").get(0), value.get("@present"), registry, covered);
                }
                break;
            case "UNION":
                cover(types, field.get("parts").get(value.get("@tag").asInt() - 1).get("schema").asText(),
                        value.get("@value"), registry, covered);
                break;
            case "DYNAMIC":
                assertTrue(registry.containsKey(value.get("@typeId").asInt()), "the registry holds the id");
                cover(registry.get(value.get("@typeId").asInt()), value.get("@value"), registry, covered);
                break;
            default:
                break;
        }
    }

    /** The lists of vectors/jdk: the reference JDK's data, checked against the running JDK's. */
    @Test
    void jdkListsAreTheReferenceJdksData() throws IOException {
        JdkLists.check(folder());
    }

    /**
     * docs/vectors.md: in a case with a registry, each DYNAMIC field of the case's schema and of
     * its registry's schemas admits exactly the ids whose {@code fits} holds the field's type.
     * Read from the committed files alone, as a reader in another language would.
     */
    @Test
    void eachDynamicFieldAdmitsTheIdsWhoseFitsHoldItsType() throws IOException {
        int checked = 0;
        try (Stream<Path> files = Files.list(folder().resolve("cases"))) {
            for (Path file : files.sorted().toList()) {
                JsonNode vector = JSON.readTree(file.toFile());
                if (!vector.has("registry")) {
                    continue;
                }
                Map<String, java.util.Set<Integer>> fits = new TreeMap<>();
                List<String> schemas = new ArrayList<>(List.of(vector.get("schema").asText()));
                for (JsonNode entry : vector.get("registry")) {
                    schemas.add(entry.get("schema").asText());
                    for (JsonNode type : entry.get("fits")) {
                        fits.computeIfAbsent(type.asText(), t -> new java.util.TreeSet<>()).add(entry.get("typeId").asInt());
                    }
                }
                for (String schema : schemas) {
                    for (JsonNode type : JSON.readTree(folder().resolve(schema).toFile()).get("types")) {
                        List<JsonNode> fields = new ArrayList<>();
                        type.get("fields").forEach(fields::add);
                        while (!fields.isEmpty()) {
                            JsonNode field = fields.remove(0);
                            if (field.has("parts")) {
                                field.get("parts").forEach(fields::add);
                            }
                            if (field.get("kind").asText().equals("DYNAMIC")) {
                                java.util.Set<Integer> admits = new java.util.TreeSet<>();
                                field.get("admits").forEach(id -> admits.add(id.asInt()));
                                assertEquals(fits.getOrDefault(field.get("type").asText(), java.util.Set.of()), admits,
                                        file + ": " + schema + ", field " + field.get("name").asText());
                                checked++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(checked > 50, "DYNAMIC fields checked: " + checked);
    }

    @Test
    void depthIsCountedOnlyForRecursiveTypes() {
        // the rule of FORMAT.md, Nesting depth, and what the schema says of each type
        assertTrue(NodeMarshaller.SCHEMA.recursive());
        assertTrue(TreeMarshaller.SCHEMA.recursive());
        assertFalse(AllTypesMarshaller.SCHEMA.recursive());
        assertFalse(dev.marshalled.example.model.PointMarshaller.SCHEMA.recursive());
        assertTrue(DrawingMarshaller.SCHEMA.fields().get(1).parts().get(3).nested().recursive(), "Shape.Group");
        assertFalse(DrawingMarshaller.SCHEMA.recursive());
        Node chain = Node.chain(512);
        assertArrayEquals(nodeChain(512), NodeMarshaller.INSTANCE.toByteArray(chain));
        MarshalException e = assertThrows(MarshalException.class,
                () -> NodeMarshaller.INSTANCE.fromByteArray(nodeChain(513)));
        assertEquals(512 * 5, e.offset(), e.getMessage());
    }

    @Test
    void theSchemaJsonSaysWhatAReaderNeeds() throws IOException {
        JsonNode order = JSON.readTree(OrderMarshaller.SCHEMA.toJson());
        assertEquals(3, order.get("format").asInt());
        assertEquals("dev.marshalled.example.graph.Order", order.get("root").asText());
        JsonNode type = order.get("types").get("dev.marshalled.example.graph.Order");
        assertEquals(30, type.get("typeId").asInt());
        assertTrue(type.get("references").asBoolean());
        assertFalse(type.get("builtByConstructor").asBoolean(), "a class with a no-argument constructor");
        assertEquals(List.of("id", "description", "totalCost", "lines", "customer"),
                names(type.get("fields")));
        JsonNode line = order.get("types").get("dev.marshalled.example.graph.OrderLine");
        assertEquals("dev.marshalled.example.graph.Order", line.get("fields").get(3).get("schema").asText());
        JsonNode customer = order.get("types").get("dev.marshalled.example.graph.Customer");
        assertTrue(customer.get("builtByConstructor").asBoolean(), "a record");

        JsonNode drawing = JSON.readTree(DrawingMarshaller.SCHEMA.toJson());
        JsonNode background = drawing.get("types").get("dev.marshalled.example.graph.Drawing").get("fields").get(1);
        assertEquals("UNION", background.get("kind").asText());
        List<String> subtypes = new ArrayList<>();
        background.get("parts").forEach(p -> subtypes.add(p.get("schema").asText()));
        assertEquals(List.of("dev.marshalled.example.graph.Shape$Circle", "dev.marshalled.example.graph.Shape$Square",
                "dev.marshalled.example.graph.Shape$Polygon", "dev.marshalled.example.graph.Shape$Group"), subtypes,
                "permits order");
        assertTrue(drawing.get("types").get("dev.marshalled.example.graph.Shape$Group").get("recursive").asBoolean());

        JsonNode all = JSON.readTree(AllTypesMarshaller.SCHEMA.toJson()).get("types")
                .get("dev.marshalled.example.model.AllTypes").get("fields");
        JsonNode color = all.get(25);
        assertEquals("ENUM", color.get("kind").asText());
        assertEquals(List.of("RED", "GREEN", "BLUE"), texts(color.get("constants")));
        assertEquals("dev.marshalled.example.model.Color", color.get("qualifiedName").asText(), "format 3");
        JsonNode containers = JSON.readTree(ContainersMarshaller.SCHEMA.toJson()).get("types")
                .get("dev.marshalled.example.model.Containers").get("fields");
        JsonNode treeSet = containers.get(9);
        assertEquals("treeSet", treeSet.get("name").asText());
        assertTrue(treeSet.get("ascending").asBoolean() && treeSet.get("distinct").asBoolean());
        assertFalse(treeSet.get("nullElements").asBoolean());
        JsonNode versioned = JSON.readTree(VersionedMarshaller.SCHEMA.toJson()).get("types")
                .get("dev.marshalled.example.model.Versioned");
        assertTrue(versioned.get("evolvable").asBoolean());
        assertEquals(3, versioned.get("fields").get(5).get("since").asInt());
        assertEquals("legacy", versioned.get("fields").get(2).get("name").asText());
        assertTrue(versioned.get("fields").get(2).get("retired").asBoolean(), "a @Retired field is marked");
        assertFalse(versioned.get("fields").get(1).has("retired"), "only retired fields are marked");

        // A @Polymorphic field lists the ids of the registry's types that fit its declared type.
        JsonNode envelope = JSON.readTree(Events_EnvelopeMarshaller.SCHEMA.toJson(caseRegistry())).get("types")
                .get("dev.marshalled.example.graph.Events$Envelope").get("fields");
        assertEquals(List.of("11", "12", "13"), texts(envelope.get(1).get("admits")), "event: Event");
        assertEquals(List.of("11", "12", "13"), texts(envelope.get(2).get("parts").get(0).get("admits")), "batch");
        assertEquals(texts(JSON.readTree(String.valueOf(REGISTERED))), texts(envelope.get(4).get("admits")),
                "attachment: Object admits every registered id");
        assertEquals("compact", JSON.readTree(CompactMarshaller.SCHEMA.toJson()).get("types")
                .get("dev.marshalled.example.model.Compact").get("encoding").asText());
    }

    private static List<String> names(JsonNode fields) {
        List<String> names = new ArrayList<>();
        fields.forEach(f -> names.add(f.get("name").asText()));
        return names;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(t -> texts.add(t.asText()));
        return texts;
    }
}
