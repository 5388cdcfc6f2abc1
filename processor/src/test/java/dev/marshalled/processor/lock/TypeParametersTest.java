package dev.marshalled.processor.lock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.lock.SchemaLock.Slot;
import dev.marshalled.processor.lock.SchemaLock.TypeEntry;
import dev.marshalled.schema.TypeExpression;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.Change;
import dev.marshalled.schema.ChangeKind;
import dev.marshalled.schema.Compatibility;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lock's decisions about generic types, without javac: type parameters compared by position
 * ({@link TypeParameters}), and fields of them and of parameterized types as {@link LockSchema}
 * gives them to {@code Compatibility}.
 */
class TypeParametersTest {
    @TempDir
    Path dir;

    private static TypeParameters.Refusal compare(String before, String after) {
        return TypeParameters.compare(List.of(before.split(",", 0)).stream().filter(s -> !s.isEmpty()).toList(),
                List.of(after.split(",", 0)).stream().filter(s -> !s.isEmpty()).toList());
    }

    @Test
    void aParameterKeepsItsPositionUnderAnyName() {
        assertNull(compare("T", "T"));
        assertNull(compare("T", "E"), "renamed in place");
        assertNull(compare("K,V", "KEY,VALUE"));
        assertNull(compare("", ""));
    }

    @Test
    void movingAddingOrRemovingOneIsRefused() {
        assertEquals(new TypeParameters.Refusal(Message.LOCK_TYPE_PARAMETERS_REORDERED, 0), compare("A,B", "B,A"));
        assertEquals(new TypeParameters.Refusal(Message.LOCK_TYPE_PARAMETERS_REORDERED, 0), compare("A,B", "B,C"),
                "B moved, whatever the other is called");
        assertEquals(new TypeParameters.Refusal(Message.LOCK_TYPE_PARAMETER_ADDED, 1), compare("T", "T,M"));
        assertEquals(new TypeParameters.Refusal(Message.LOCK_TYPE_PARAMETER_ADDED, 0), compare("T", "M,T"),
                "the new one is pointed at, wherever it is");
        assertEquals(new TypeParameters.Refusal(Message.LOCK_TYPE_PARAMETER_REMOVED, -1), compare("A,B", "B"));
        assertEquals(new TypeParameters.Refusal(Message.LOCK_TYPE_PARAMETER_REMOVED, -1), compare("T", ""));
    }

    @Test
    void aBlockWithoutParametersNamesTheTypesOwn() {
        WireSchema recorded = LockSchema.of(entry("p.Page", List.of("T"), "items : java.util.List<T>"), Map.of(),
                Map.of());
        WireSchema unrecorded = LockSchema.of(entry("p.Page", List.of(), "items : java.util.List<T>"), Map.of(),
                Map.of());
        assertEquals("p.Page<T>", recorded.typeName(), "the name records the parameters");
        assertEquals("p.Page", recorded.qualifiedName());
        assertEquals(List.of("T"), TypeParameters.recorded(LockSchema.parameters(recorded), List.of("E")));
        assertEquals(List.of("E"), TypeParameters.recorded(LockSchema.parameters(unrecorded), List.of("E")));
    }

    /** A block with one slot per {@code "name : descriptor"}. */
    private static TypeEntry entry(String name, List<String> parameters, String... slots) {
        List<Slot> list = new ArrayList<>();
        for (String slot : slots) {
            String[] parts = slot.split(" : ");
            list.add(new Slot(parts[0], TypeExpression.parse(parts[1]), 1, false, false));
        }
        return new TypeEntry(name, parameters, 0, false, false, false, list);
    }

    private static List<Change> changes(TypeEntry before, TypeEntry after, Map<String, List<String>> enumsBefore,
            Map<String, List<String>> enumsAfter) {
        return Compatibility.compareType(
                LockSchema.positional(LockSchema.of(before, enumsBefore, Map.of()), before.parameters()),
                LockSchema.positional(LockSchema.of(after, enumsAfter, Map.of()), after.parameters()), before.name());
    }

    private static List<Change> changes(TypeEntry before, TypeEntry after) {
        return changes(before, after, Map.of(), Map.of());
    }

    @Test
    void aFieldOfATypeParameterIsComparedByItsPosition() {
        TypeEntry pair = entry("p.Pair", List.of("A", "B"), "left : A", "right : java.util.List<B>",
                "wrapped : p.Result<A>");
        assertEquals(List.of(), changes(pair, entry("p.Pair", List.of("L", "R"), "left : L",
                "right : java.util.List<R>", "wrapped : p.Result<L>")), "renamed in place");
        assertEquals(List.of(
                new Change(ChangeKind.FIELD_TYPE_CHANGED, "p.Pair", 0, "left", "", "A", "B", 1),
                new Change(ChangeKind.FIELD_TYPE_CHANGED, "p.Pair", 2, "wrapped", "", "p.Result<A>", "p.Result<B>", 1)),
                changes(pair, entry("p.Pair", List.of("A", "B"), "left : B", "right : java.util.List<B>",
                        "wrapped : p.Result<B>")));
        assertEquals(List.of(new Change(ChangeKind.FIELD_TYPE_CHANGED, "p.Pair", 0, "left", "", "A", "p.Item", 1)),
                changes(pair, entry("p.Pair", List.of("A", "B"), "left : p.Item", "right : java.util.List<B>",
                        "wrapped : p.Result<A>")), "a parameter is not the type of one argument");
    }

    @Test
    void aFieldOfAParameterizedTypeIsNamedWithItsArguments() {
        TypeEntry use = entry("p.Use", List.of(), "page : p.Page<p.Item>", "colors : p.Page<java.util.List<p.Color>>");
        Map<String, List<String>> colors = Map.of("p.Color", List.of("RED", "GREEN"));
        assertEquals(List.of(), changes(use, use, colors, Map.of("p.Color", List.of("RED", "GREEN", "BLUE"))),
                "an enum argument's constants appended");
        assertEquals(List.of(new Change(ChangeKind.FIELD_TYPE_CHANGED, "p.Use", 0, "page", "", "p.Page<p.Item>",
                "p.Page<p.Order>", 1)), changes(use, entry("p.Use", List.of(), "page : p.Page<p.Order>",
                        "colors : p.Page<java.util.List<p.Color>>"), colors, colors));
        assertEquals(List.of(new Change(ChangeKind.ENUM_CHANGED, "p.Use", 1, "colors", "p.Color", "RED,GREEN",
                "GREEN,RED", 0)), changes(use, use, colors, Map.of("p.Color", List.of("GREEN", "RED"))));
    }

    @Test
    void theLockRecordsTheParametersInTheNameAndReadsBack() throws IOException {
        Path file = dir.resolve("marshalled.lock");
        SchemaLock lock = new SchemaLock();
        lock.types.put("p.Pair", LockSchema.of(entry("p.Pair", List.of("K", "V"), "key : K",
                "value : java.util.Optional<V>"), Map.of(), Map.of()));
        lock.types.put("p.Item", LockSchema.of(entry("p.Item", List.of(), "sku : java.lang.String"), Map.of(),
                Map.of()));
        String text = lock.format();
        assertTrue(text.startsWith("{\n  \"about\": \"" + SchemaLock.ABOUT + "\",\n  \"format\": 3,\n"
                + "  \"root\": null,\n  \"types\": {\n    \"p.Item\": {\"name\": \"p.Item\", "), text);
        assertTrue(text.contains("\n    \"p.Pair\": {\"name\": \"p.Pair<K,V>\", "), text);
        assertTrue(text.contains("\n      {\"name\": \"key\", \"kind\": \"NESTED\", \"type\": \"K\","
                + " \"qualifiedName\": \"K\"},\n"), "a parameter by its name: " + text);
        Files.writeString(file, text);
        SchemaLock read = SchemaLock.read(file);
        assertEquals(lock.types.keySet(), read.types.keySet());
        assertEquals(text, read.format());
        assertEquals(List.of("K", "V"), LockSchema.parameters(read.types.get("p.Pair")));
        assertEquals("#0", LockSchema.positional(read.types.get("p.Pair"), List.of("K", "V")).fields().get(0)
                .qualifiedName(), "compared by position");
    }

    @Test
    void aLockInTheFormerTextFormReadsAsTheSameSchemas() throws IOException {
        Path file = dir.resolve("marshalled.lock");
        Files.writeString(file, """
                # a comment
                type p.Item
                  0 sku : java.lang.String

                type p.Pair<K,V>
                  0 key : K
                  1 value : java.util.Optional<V>
                """);
        SchemaLock read = SchemaLock.read(file);
        SchemaLock made = new SchemaLock();
        made.types.put("p.Pair", LockSchema.of(entry("p.Pair", List.of("K", "V"), "key : K",
                "value : java.util.Optional<V>"), Map.of(), Map.of()));
        made.types.put("p.Item", LockSchema.of(entry("p.Item", List.of(), "sku : java.lang.String"), Map.of(),
                Map.of()));
        assertEquals(made.format(), read.format());
    }

    @Test
    void aMalformedParameterListInTheJsonIsRefused() throws IOException {
        Path file = dir.resolve("marshalled.lock");
        SchemaLock lock = new SchemaLock();
        lock.types.put("p.Pair", LockSchema.of(entry("p.Pair", List.of("K", "V"), "key : K"), Map.of(), Map.of()));
        Files.writeString(file, lock.format().replace("p.Pair<K,V>", "p.Pair<K,>"));
        IOException e = assertThrows(IOException.class, () -> SchemaLock.read(file));
        assertEquals(file + ": cannot read the type 'p.Pair<K,>': expected a type name after 'p.Pair<K,'",
                e.getMessage());
    }
}
