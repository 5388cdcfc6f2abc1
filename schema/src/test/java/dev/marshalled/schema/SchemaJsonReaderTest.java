package dev.marshalled.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The schema JSON read back: the same graph, the same text when written again, the same answers from
 * the compatibility engine; and every malformed document refused with where it went wrong.
 */
class SchemaJsonReaderTest {
    /** Ids for every {@code DYNAMIC} field, as a registry would give them. */
    private static final TypeIdRegistry IDS = field -> field.typeName().equals("Object") ? List.of(3, 7, 9) : List.of(7);

    /** Writes, reads and writes again: the same text, the same model, no change for the engine either way. */
    private static WireSchema roundTrip(WireSchema schema) {
        String json = schema.toJson(IDS);
        SchemaDocument document = SchemaDocument.read(json);
        WireSchema read = document.root();
        assertEquals(json, document.toJson(), "written again");
        assertEquals(json, read.toJson(document.admits()), "with the admits read");
        assertEquals(Schemas.describe(schema), Schemas.describe(read));
        assertEquals(List.of(), Compatibility.compare(schema, schema), "a graph that agrees with itself");
        assertEquals(List.of(), Compatibility.compare(read, schema));
        assertEquals(List.of(), Compatibility.compare(schema, read));
        return read;
    }

    private static WireSchema node() {
        AtomicReference<WireSchema> self = new AtomicReference<>();
        WireSchema node = WireSchema.of("Node", Field.primitive("value", Kind.INT), Field.nested("next", "Node", self::get));
        self.set(node);
        return node;
    }

    @Test
    void aRecursiveTypeReadsAsAGraphThatReachesItself() {
        WireSchema read = roundTrip(node());
        assertSame(read, read.fields().get(1).nested(), "one type, met again through its field");
        assertTrue(read.recursive());
        assertFalse(read.hasOrigin(), "built without an origin, read without one");
        WireSchema declared = roundTrip(node().origin("com.acme.Node", true, false));
        assertTrue(declared.hasOrigin());
        assertTrue(declared.builtByConstructor());
        assertFalse(declared.recursive(), "an origin's word is kept, not worked out again");
    }

    @Test
    void everyKindReadsBack() {
        WireSchema line = WireSchema.of("Order.Line", 0, false, Field.string("sku")).origin("com.acme.Order$Line", true,
                false);
        WireSchema customer = WireSchema.of("Customer", 12, true, Field.string("name")).origin("com.acme.Customer",
                false, false);
        WireSchema all = WireSchema.of("All", 30, false,
                Field.primitive("flag", Kind.BOOLEAN), Field.primitive("b", Kind.BYTE), Field.primitive("s", Kind.SHORT),
                Field.primitive("c", Kind.CHAR), Field.primitive("i", Kind.INT), Field.primitive("l", Kind.LONG),
                Field.primitive("f", Kind.FLOAT), Field.primitive("d", Kind.DOUBLE),
                Field.boxed("limit", Kind.INT, "Integer"), Field.string("text"), Field.array("prices", Kind.DOUBLE),
                new Field("side", Kind.ENUM, null, "Order.Side", List.of("BUY", "SELL"), null, List.of())
                        .qualified("com.acme.Order$Side"),
                Field.nested("line", "Order.Line", () -> line),
                Field.sequence("lines", "SortedSet<Order.Line>", Field.nested("[]", "Order.Line", () -> line)),
                Field.map("byName", "TreeMap<String,Long>", Field.string("key"), Field.boxed("value", Kind.LONG, "Long")),
                Field.standard("when", "LocalDate"),
                Field.optional("maybe", "Optional<String>", Field.string("value")),
                Field.union("payment", "Payment", Field.nested("Order.Line", "Order.Line", () -> line))
                        .qualified("com.acme.Payment"),
                Field.dynamic("event", "Event").qualified("com.acme.Event"),
                Field.dynamic("any", "Object").qualified("java.lang.Object"),
                Field.reference("customer", "Customer", () -> customer))
                .origin("com.acme.All", true, false);
        WireSchema read = roundTrip(all);
        SchemaDocument document = SchemaDocument.read(all.toJson(IDS));
        assertEquals(List.of(7), document.admits().admittedBy(document.root().fields().get(18)));
        assertEquals(List.of(3, 7, 9), document.admits().admittedBy(document.root().fields().get(19)));
        assertEquals("com.acme.Order$Side", read.fields().get(11).qualifiedName());
        assertEquals(List.of("BUY", "SELL"), read.fields().get(11).enumConstants());
        assertEquals(Kind.DOUBLE, read.fields().get(10).element());
    }

    @Test
    void evolvableCompactAndRetiredReadBack() {
        WireSchema versioned = WireSchema.evolvable("Versioned", 4, false, new int[] {1, 1, 2, 3},
                Field.primitive("id", Kind.LONG), Field.string("legacy").retire(), Field.string("email"),
                Field.primitive("visits", Kind.INT)).compact().origin("com.acme.Versioned", false, false);
        WireSchema read = roundTrip(versioned);
        assertTrue(read.evolvable() && read.isCompact());
        assertEquals(3, read.since(3));
        assertTrue(read.fields().get(1).retired());
    }

    @Test
    void aGenericParameterizationAndANamedOnlyFieldReadBack() {
        // A parameterization is keyed with its arguments; the schema lock names types outside the document.
        WireSchema item = WireSchema.of("Item", Field.string("sku")).origin("com.acme.Item", true, false);
        WireSchema page = WireSchema.of("Page<Item>", Field.primitive("number", Kind.INT),
                Field.sequence("items", "List<Item>", Field.nested("[]", "Item", () -> item)))
                .origin("com.acme.Page<com.acme.Item>", true, false);
        WireSchema holder = WireSchema.of("Holder",
                Field.nested("page", "Page<Item>", () -> page),
                new Field("elsewhere", Kind.NESTED, null, "com.other.Thing<T>", List.of(), null,
                        List.of(new Field("<0>", Kind.NESTED, null, "T", List.of(), null, List.of()).qualified("#0")))
                        .qualified("com.other.Thing<#0>"))
                .origin("com.acme.Holder", true, false);
        WireSchema read = roundTrip(holder);
        assertNull(read.fields().get(1).nestedSchema(), "names a type the document does not hold");
        assertEquals("com.acme.Page<com.acme.Item>", read.fields().get(0).nested().qualifiedName());
    }

    @Test
    void arraysInTypeArgumentsStoredInJvmSpellingReadInSourceSpelling() {
        // Schemas of earlier releases named R<int[]> as R<[I>: such a stored document still reads, as R<int[]>.
        WireSchema numbers = WireSchema.of("R<int[]>", Field.primitive("n", Kind.INT))
                .origin("com.acme.R<int[]>", true, false);
        WireSchema holder = WireSchema.of("Holder", Field.nested("r", "R<int[]>", () -> numbers))
                .origin("com.acme.Holder", true, false);
        String stored = holder.toJson().replace("com.acme.R<int[]>", "com.acme.R<[I>");
        assertTrue(stored.contains("com.acme.R<[I>"), stored);
        WireSchema read = SchemaDocument.read(stored).root();
        assertEquals("com.acme.R<int[]>", read.fields().get(0).nested().qualifiedName());
        assertEquals(List.of(), Compatibility.compare(read, holder));
        assertEquals(holder.toJson(), read.toJson());
    }

    @Test
    void sourceSpellingRewritesJvmArrayNamesOnly() {
        assertEquals("com.acme.R<int[]>", TypeExpression.sourceSpelling("com.acme.R<[I>"));
        assertEquals("com.acme.R<long[][],com.acme.Item[]>",
                TypeExpression.sourceSpelling("com.acme.R<[[J,[Lcom.acme.Item;>"));
        assertEquals("java.util.List<com.acme.Outer$Inner[]>",
                TypeExpression.sourceSpelling("java.util.List<[Lcom.acme.Outer$Inner;>"));
        assertEquals("com.acme.R<int[]>", TypeExpression.sourceSpelling("com.acme.R<int[]>"));
        assertEquals("com.acme.Item", TypeExpression.sourceSpelling("com.acme.Item"));
        assertEquals("R<[Q>", TypeExpression.sourceSpelling("R<[Q>"));
    }

    @Test
    void aDocumentWithoutARootHoldsEachTypeInOrder() {
        WireSchema b = WireSchema.of("B", Field.primitive("x", Kind.INT)).origin("com.acme.B", true, false);
        WireSchema a = WireSchema.of("A", Field.nested("b", "B", () -> b)).origin("com.acme.A", true, false);
        WireSchema c = WireSchema.of("C", Field.dynamic("any", "Object")).origin("com.acme.C", true, false);
        SchemaDocument made = SchemaDocument.of(List.of(a, c));
        String json = made.toJson();
        assertTrue(json.startsWith("{\n  \"format\": 3,\n  \"root\": null,\n"), json);
        assertFalse(json.contains("admits"), "written without a registry: " + json);
        SchemaDocument read = SchemaDocument.read(json);
        assertNull(read.root());
        assertEquals(List.of("com.acme.A", "com.acme.B", "com.acme.C"),
                read.types().stream().map(WireSchema::qualifiedName).toList());
        assertEquals(json, read.toJson());
        assertSame(read.type("com.acme.B"), read.type("com.acme.A").fields().get(0).nested());
        assertEquals(List.of(), read.admits().admittedBy(read.type("com.acme.C").fields().get(0)));
        assertThrows(IllegalArgumentException.class, () -> WireSchema.fromJson(json));
    }

    @Test
    void aFormatTwoDocumentReads() {
        // What WireSchema.toJson wrote before format 3: no field qualifiedName, every type with its origin.
        String json = """
                {
                  "format": 2,
                  "root": "com.example.Tree",
                  "types": {
                    "com.example.Tree": {
                      "name": "Tree", "typeId": 0, "encoding": "fixed", "evolvable": false,
                      "references": false, "builtByConstructor": true, "recursive": true,
                      "fields": [
                        {"name": "value", "kind": "INT", "type": "int"},
                        {"name": "color", "kind": "ENUM", "type": "Color", "constants": ["RED", "BLUE"]},
                        {"name": "children", "kind": "SEQUENCE", "type": "List<Tree>",
                         "nullElements": true, "distinct": false, "ascending": false,
                         "parts": [{"name": "[]", "kind": "NESTED", "type": "Tree", "schema": "com.example.Tree"}]}
                      ]
                    }
                  }
                }
                """;
        WireSchema tree = WireSchema.fromJson(json);
        assertEquals("com.example.Tree", tree.qualifiedName());
        assertTrue(tree.hasOrigin() && tree.recursive() && tree.builtByConstructor());
        assertSame(tree, tree.fields().get(2).parts().get(0).nested());
        assertNull(tree.fields().get(1).qualifiedName());
        assertTrue(tree.toJson(TypeIdRegistry.NONE).startsWith("{\n  \"format\": 3,"), "written in the new format");
    }

    @Test
    void theLinesLayoutHasALinePerTypeHeaderAndPerField() {
        WireSchema line = WireSchema.of("Order.Line", Field.string("sku"), Field.primitive("quantity", Kind.INT))
                .origin("com.acme.Order.Line", false, false);
        WireSchema empty = WireSchema.of("Empty").origin("com.acme.Empty", false, false);
        WireSchema order = WireSchema.evolvable("Order", 7, false, new int[] {1, 1, 2},
                Field.primitive("id", Kind.LONG),
                new Field("side", Kind.ENUM, null, "com.acme.Side", List.of("BUY", "SELL"), null, List.of())
                        .qualified("com.acme.Side"),
                Field.sequence("lines", "java.util.List<com.acme.Order.Line>",
                        Field.nested("[]", "com.acme.Order.Line", () -> line)))
                .origin("com.acme.Order", false, false);
        SchemaDocument document = SchemaDocument.of(List.of(order, empty));
        String json = document.toJson(SchemaDocument.Style.LINES, "a note");
        assertEquals("""
                {
                  "about": "a note",
                  "format": 3,
                  "root": null,
                  "types": {
                    "com.acme.Order": {"name": "Order", "typeId": 7, "encoding": "fixed", "evolvable": true, \
                "references": false, "builtByConstructor": false, "recursive": false, "fields": [
                      {"name": "id", "kind": "LONG", "type": "long", "since": 1},
                      {"name": "side", "kind": "ENUM", "type": "com.acme.Side", "qualifiedName": "com.acme.Side", \
                "since": 1, "constants": ["BUY", "SELL"]},
                      {"name": "lines", "kind": "SEQUENCE", "type": "java.util.List<com.acme.Order.Line>", \
                "since": 2, "nullElements": true, "distinct": false, "ascending": false, "parts": [{"name": "[]", \
                "kind": "NESTED", "type": "com.acme.Order.Line", "schema": "com.acme.Order.Line"}]}
                    ]},
                    "com.acme.Order.Line": {"name": "Order.Line", "typeId": 0, "encoding": "fixed", \
                "evolvable": false, "references": false, "builtByConstructor": false, "recursive": false, \
                "fields": [
                      {"name": "sku", "kind": "STRING", "type": "String"},
                      {"name": "quantity", "kind": "INT", "type": "int"}
                    ]},
                    "com.acme.Empty": {"name": "Empty", "typeId": 0, "encoding": "fixed", "evolvable": false, \
                "references": false, "builtByConstructor": false, "recursive": false, "fields": [
                    ]}
                  }
                }
                """, json);
        // The same document: read back, it is written again as the indented form, member for member.
        SchemaDocument read = SchemaDocument.read(json);
        assertEquals(document.toJson(), read.toJson());
        @SuppressWarnings("unchecked")
        java.util.Map<String, Object> tree = (java.util.Map<String, Object>) JsonParser.parse(json);
        assertEquals("a note", tree.remove("about"));
        assertEquals(JsonParser.parse(document.toJson()), tree);
        assertEquals(document.toJson(), document.toJson(SchemaDocument.Style.INDENTED, null), "no note, indented");
    }

    /** Random graphs in the lines layout: a line per header and per field, and the same document as indented. */
    @Test
    void randomGraphsInTheLinesLayoutReadBackAsIndented() {
        for (long seed = 0; seed < 400; seed++) {
            SchemaDocument document = SchemaDocument.of(Schemas.graph(seed));
            String lines = document.toJson(SchemaDocument.Style.LINES, "seed " + seed);
            int expected = 7;
            for (WireSchema type : document.types()) {
                expected += 2 + type.fields().size();
            }
            assertEquals(expected, lines.lines().count(), "seed " + seed + ":\n" + lines);
            assertEquals(document.toJson(), SchemaDocument.read(lines).toJson(), "seed " + seed);
        }
    }

    @Test
    void theAboutMemberIsANoteThatMustBeAString() {
        String document = "{\"about\": \"x\", \"format\": 3, \"root\": null, \"types\": {}}";
        assertEquals(List.of(), SchemaDocument.read(document).types());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> SchemaDocument.read(document.replace("\"x\"", "[\"x\"]"))).getMessage()
                .contains("the document \"about\" is not a string"));
        // Comments are still not JSON, whatever they say.
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> SchemaDocument.read("// a lock\n" + document)).getMessage()
                .contains("line 1, column 1 (offset 0): expected a value, found '/'"));
    }

    /** Many random graphs: each reads back whole, and the engine answers alike for it and its copy. */
    @Test
    void randomGraphsReadBackAndCompareAlike() {
        int breaking = 0;
        int kinds = 0;
        for (long seed = 0; seed < 400; seed++) {
            WireSchema original = Schemas.graph(seed);
            WireSchema read;
            try {
                read = roundTrip(original);
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
            }
            for (int decision = 0; decision < 40; decision += 7) {
                WireSchema neighbour = Schemas.mutant(seed, decision);
                assertEquals(Compatibility.compare(original, neighbour), Compatibility.compare(read, neighbour),
                        "seed " + seed + ", decision " + decision);
                List<Change> changes = Compatibility.compare(neighbour, read);
                assertEquals(Compatibility.compare(neighbour, original), changes, "seed " + seed + ", decision " + decision);
                breaking += Compatibility.verdict(changes) == Compatibility.Verdict.INCOMPATIBLE ? 1 : 0;
                kinds |= changes.stream().mapToInt(change -> 1 << change.kind().ordinal()).reduce(0, (a, b) -> a | b);
            }
        }
        // The neighbours must differ, or the comparisons above prove nothing.
        assertTrue(breaking > 300, breaking + " breaking neighbours");
        assertTrue(Integer.bitCount(kinds) >= 8, "kinds of change met: " + Integer.toBinaryString(kinds));
    }

    // ---- malformed documents ----

    private static final String TYPE = "\"T\": {\"name\": \"T\", \"typeId\": 0, \"encoding\": \"fixed\","
            + " \"evolvable\": false, \"references\": false, \"builtByConstructor\": false, \"recursive\": false,"
            + " \"fields\": [%s]}";

    private static String document(String fields) {
        return "{\"format\": 3, \"root\": \"T\", \"types\": {" + TYPE.formatted(fields) + "}}";
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "                                  | line 1, column 1 (offset 0): expected a value, found the end",
        "{\"format\": 3,}                  | column 14 (offset 13): expected a member name in quotes",
        "[1, 2                             | offset 5): expected ',' or ']' in an array",
        "{\"a\": 1, \"a\": 2}              | offset 9): duplicate member \"a\"",
        "{\"a\": \"open                    | a string is not closed",
        "{\"a\": \"\\q\"}                  | unknown escape \\q",
        "{\"a\": \"\\u12G4\"}              | expected four hex digits after \\u",
        "{\"a\": 01}                       | expected ',' or '}' in an object",
        "{\"a\": -}                        | expected a digit",
        "{\"a\": 1.}                       | expected a digit after the decimal point",
        "{\"a\": 1e}                       | expected a digit in the exponent",
        "{\"a\": tru}                      | expected a value, found 't'",
        "{} {}                             | expected the end of the text after the value",
        "[]                                | the document is not an object",
        "{\"format\": 4, \"root\": null, \"types\": {}} | format 4 is not one this version reads (1 to 3)",
        "{\"format\": 2.5}                 | the document \"format\" is not an integer of 32 bits",
        "{\"format\": 99999999999}         | not an integer of 32 bits",
        "{\"format\": 2, \"root\": null, \"types\": {}} | format 2 has no root",
        "{\"format\": 3, \"root\": \"X\", \"types\": {}} | the document's root names type \"X\", which is not in \"types\"",
        "{\"format\": 3, \"root\": null}   | the document has no \"types\"",
        "{\"format\": 3, \"root\": null, \"types\": []} | \"types\" is not an object",
        "{\"format\": 3, \"root\": null, \"types\": {\"T\": {\"name\": \"T\"}}} | type \"T\" has no \"typeId\"",
    })
    void malformedJsonIsRefusedWithWhere(String json, String expected) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SchemaDocument.read(json == null ? "" : json));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "{\"name\": \"a\", \"kind\": \"WIDE\", \"type\": \"x\"}       | type \"T\" field 0 has an unknown kind \"WIDE\"",
        "{\"name\": \"a\", \"kind\": \"BOXED\", \"type\": \"Integer\"} | field 0 is BOXED without \"element\"",
        "{\"name\": \"a\", \"kind\": \"BOXED\", \"type\": \"x\", \"element\": \"STRING\"} | has element STRING; expected a primitive kind",
        "{\"name\": \"a\", \"kind\": \"MAP\", \"type\": \"Map\", \"parts\": [{\"name\": \"key\", \"kind\": \"INT\", \"type\": \"int\"}]} | is MAP with 1 parts; expected 2",
        "{\"name\": \"a\", \"kind\": \"NESTED\", \"type\": \"U\", \"schema\": \"U\"} | type \"T\" field 0 names type \"U\", which is not in \"types\"",
        "{\"name\": \"a\", \"kind\": \"ENUM\", \"type\": \"E\"}        | field 0 has no \"constants\"",
        "{\"name\": \"a\", \"kind\": \"ENUM\", \"type\": \"E\", \"constants\": [1]} | field 0 \"constants\" is not a string",
        "{\"name\": 5, \"kind\": \"INT\", \"type\": \"int\"}          | field 0 \"name\" is not a string",
        "{\"name\": \"a\", \"kind\": \"INT\", \"type\": \"int\", \"retired\": 1} | field 0 \"retired\" is not true or false",
        "{\"name\": \"a\", \"kind\": \"SEQUENCE\", \"type\": \"List\", \"parts\": [{\"name\": \"[]\", \"kind\": \"X\", \"type\": \"int\"}]} | field 0 part 0 has an unknown kind",
        "{\"name\": \"a\", \"kind\": \"DYNAMIC\", \"type\": \"Object\", \"admits\": [\"7\"]} | \"admits\" is not an integer",
    })
    void malformedSchemasAreRefusedWithWhere(String field, String expected) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SchemaDocument.read(document(field)));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void theTypeMembersAreChecked() {
        String evolvable = document("{\"name\": \"a\", \"kind\": \"INT\", \"type\": \"int\"}")
                .replace("\"evolvable\": false", "\"evolvable\": true");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SchemaDocument.read(evolvable)).getMessage()
                .contains("type \"T\" field 0 has no \"since\""));
        String encoding = document("").replace("\"fixed\"", "\"dense\"");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SchemaDocument.read(encoding)).getMessage()
                .contains("has encoding \"dense\"; expected \"fixed\" or \"compact\""));
        String renamed = document("").replace("\"recursive\": false,", "\"recursive\": false, \"qualified\": false,")
                .replace("\"name\": \"T\"", "\"name\": \"Other\"");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SchemaDocument.read(renamed)).getMessage()
                .contains("is not qualified, so its key must be its name \"Other\""));
    }

    @Test
    void hostileNestingIsRefusedWithoutExhaustingTheStack() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SchemaDocument.read(deep));
        assertTrue(e.getMessage().contains("nest deeper than " + JsonParser.MAX_DEPTH), e.getMessage());
        String deepParts = "{\"name\": \"a\", \"kind\": \"OPTIONAL\", \"type\": \"O\", \"parts\": [".repeat(200)
                + "{\"name\": \"v\", \"kind\": \"INT\", \"type\": \"int\"}" + "]}".repeat(200);
        assertThrows(IllegalArgumentException.class, () -> SchemaDocument.read(document(deepParts)));
        assertThrows(IllegalArgumentException.class, () -> SchemaDocument.read("{\"a\": " + "9".repeat(10_000) + "}"));
    }

    @Test
    void stringsAreUnescapedAsWritten() {
        Object parsed = JsonParser.parse("[\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\\ud800\", -1.5e3, true, null]");
        assertEquals(java.util.Arrays.asList("a\"b\\c/d\b\f\n\r\té\uD83D\uDE00\uD800", new java.math.BigDecimal("-1.5e3"),
                true, null), parsed);
        assertThrows(IllegalArgumentException.class, () -> JsonParser.parse("\"tab\there\""), "raw control character");
    }
}
