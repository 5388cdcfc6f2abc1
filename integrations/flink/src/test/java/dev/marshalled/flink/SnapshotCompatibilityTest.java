package dev.marshalled.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.schema.Change;
import dev.marshalled.schema.ChangeKind;
import dev.marshalled.schema.Compatibility;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Flink's question itself, for each row of docs/flink.md's compatibility table: a type compiled
 * in two versions by the processor, the first version's serializer snapshot written as Flink
 * writes it into a savepoint and read back in the second version's class loader, then
 * {@link MarshalledSerializerSnapshot#resolveSchemaCompatibility} of the second version's
 * snapshot, and what {@link MarshalledSerializerSnapshot#restoreSerializer()} makes of a value
 * stored by the first version.
 *
 * <p>Where the answer matters beyond the verdict: "compatible as is" tells Flink that stored
 * bytes are what the new serializer writes, and Flink then uses them as RocksDB keys unchanged;
 * so an appended field must be "after migration" (Flink refuses that for keys, see
 * {@link FlinkStateTest}), and a changed type "incompatible".
 */
class SnapshotCompatibilityTest {
    enum Verdict { AS_IS, AFTER_MIGRATION, INCOMPATIBLE }

    /**
     * @param type the simple name of the type whose state is restored
     * @param restored for a readable row, the second version's {@code toString()} of the first
     *     version's sample
     */
    record Row(String change, String type, Verdict verdict, String restored, ChangeKind refusal,
            Map<String, String> v1, Map<String, String> v2) {
        @Override
        public String toString() {
            return change;
        }
    }

    private static final String HEADER = """
            package test;
            import dev.marshalled.*;
            import java.util.List;
            """;

    private static VersionedJar before;
    private static VersionedJar after;

    static Stream<Row> rows() {
        return Stream.of(
                row("none", "Same", Verdict.AS_IS, "Same[id=7, name=seven]",
                        "@Marshalled public record Same(long id, String name) {"
                                + " public static Object sample() { return new Same(7, \"seven\"); } }",
                        "@Marshalled public record Same(long id, String name) {}"),
                row("field renamed in place", "Renamed", Verdict.AS_IS, "Renamed[id=7, label=seven]",
                        "@Marshalled public record Renamed(long id, String name) {"
                                + " public static Object sample() { return new Renamed(7, \"seven\"); } }",
                        "@Marshalled public record Renamed(long id, String label) {}"),
                row("field marked @Retired", "Retiring", Verdict.AS_IS, "Retiring[id=7, name=null, level=3]",
                        "@Marshalled(evolvable = true) public record Retiring(long id, String name, int level) {"
                                + " public static Object sample() { return new Retiring(7, \"seven\", 3); } }",
                        "@Marshalled(evolvable = true) public record Retiring(long id, @Retired String name, int level)"
                                + " {}"),
                row("enum constant appended", "Trade", Verdict.AS_IS, "Trade[id=7, side=SELL]",
                        "public enum Side { BUY, SELL }",
                        "@Marshalled public record Trade(long id, Side side) {"
                                + " public static Object sample() { return new Trade(7, Side.SELL); } }",
                        "public enum Side { BUY, SELL, HOLD }",
                        "@Marshalled public record Trade(long id, Side side) {}"),
                row("sealed subtype appended", "Paid", Verdict.AS_IS, "Paid[id=7, payment=Cash[cents=250]]",
                        "public sealed interface Payment permits Card, Cash {}",
                        "@Marshalled public record Card(String number) implements Payment {}",
                        "@Marshalled public record Cash(long cents) implements Payment {}",
                        "@Marshalled public record Paid(long id, Payment payment) {"
                                + " public static Object sample() { return new Paid(7, new Cash(250)); } }",
                        "public sealed interface Payment permits Card, Cash, Voucher {}",
                        "@Marshalled public record Card(String number) implements Payment {}",
                        "@Marshalled public record Cash(long cents) implements Payment {}",
                        "@Marshalled public record Voucher(String code) implements Payment {}",
                        "@Marshalled public record Paid(long id, Payment payment) {}"),
                row("fields appended with a newer @Since", "Grown", Verdict.AFTER_MIGRATION,
                        "Grown[id=7, name=seven, note=null, limit=0.0]",
                        "@Marshalled(evolvable = true) public record Grown(long id, String name) {"
                                + " public static Object sample() { return new Grown(7, \"seven\"); } }",
                        "@Marshalled(evolvable = true) public record Grown(long id, String name, @Since(2) String note,"
                                + " @Since(2) double limit) {}"),
                row("field appended with a newer @Since to a nested evolvable type", "Home", Verdict.AFTER_MIGRATION,
                        "Home[id=7, address=Address[city=Lyon, zip=null]]",
                        "@Marshalled(evolvable = true) public record Address(String city) {}",
                        "@Marshalled public record Home(long id, Address address) {"
                                + " public static Object sample() { return new Home(7, new Address(\"Lyon\")); } }",
                        "@Marshalled(evolvable = true) public record Address(String city, @Since(2) String zip) {}",
                        "@Marshalled public record Home(long id, Address address) {}"),
                refused("field type changed", "Changed", ChangeKind.FIELD_TYPE_CHANGED,
                        "@Marshalled(evolvable = true) public record Changed(long id, String owner) {"
                                + " public static Object sample() { return new Changed(7, \"seven\"); } }",
                        "@Marshalled(evolvable = true) public record Changed(long id, long owner) {}"),
                refused("field moved", "Moved", ChangeKind.FIELD_MOVED,
                        "@Marshalled public record Moved(long id, String name, int level) {"
                                + " public static Object sample() { return new Moved(7, \"seven\", 3); } }",
                        "@Marshalled public record Moved(long id, int level, String name) {}"),
                refused("field removed", "Removed", ChangeKind.FIELD_REMOVED,
                        "@Marshalled(evolvable = true) public record Removed(long id, String name) {"
                                + " public static Object sample() { return new Removed(7, \"seven\"); } }",
                        "@Marshalled(evolvable = true) public record Removed(long id) {}"),
                refused("field appended without @Since", "NoSince", ChangeKind.APPEND_WITHOUT_SINCE,
                        "@Marshalled(evolvable = true) public record NoSince(long id) {"
                                + " public static Object sample() { return new NoSince(7); } }",
                        "@Marshalled(evolvable = true) public record NoSince(long id, String note) {}"),
                refused("field appended to a type that is not evolvable", "Fixed", ChangeKind.APPEND_NOT_EVOLVABLE,
                        "@Marshalled public record Fixed(long id) {"
                                + " public static Object sample() { return new Fixed(7); } }",
                        "@Marshalled public record Fixed(long id, String note) {}"),
                refused("enum constants reordered", "Order", ChangeKind.ENUM_CHANGED,
                        "public enum Kind { LIMIT, MARKET }",
                        "@Marshalled public record Order(long id, Kind kind) {"
                                + " public static Object sample() { return new Order(7, Kind.MARKET); } }",
                        "public enum Kind { MARKET, LIMIT }",
                        "@Marshalled public record Order(long id, Kind kind) {}"),
                refused("enum constant removed", "Light", ChangeKind.ENUM_CHANGED,
                        "public enum Colour { RED, AMBER, GREEN }",
                        "@Marshalled public record Light(long id, Colour colour) {"
                                + " public static Object sample() { return new Light(7, Colour.GREEN); } }",
                        "public enum Colour { RED, GREEN }",
                        "@Marshalled public record Light(long id, Colour colour) {}"),
                refused("sealed subtypes reordered", "Drawn", ChangeKind.SEALED_CHANGED,
                        "public sealed interface Shape permits Circle, Square {}",
                        "@Marshalled public record Circle(double r) implements Shape {}",
                        "@Marshalled public record Square(double side) implements Shape {}",
                        "@Marshalled public record Drawn(long id, Shape shape) {"
                                + " public static Object sample() { return new Drawn(7, new Square(2)); } }",
                        "public sealed interface Shape permits Square, Circle {}",
                        "@Marshalled public record Circle(double r) implements Shape {}",
                        "@Marshalled public record Square(double side) implements Shape {}",
                        "@Marshalled public record Drawn(long id, Shape shape) {}"),
                refused("evolvable changed", "Flagged", ChangeKind.FLAG_CHANGED,
                        "@Marshalled public record Flagged(long id, String name) {"
                                + " public static Object sample() { return new Flagged(7, \"seven\"); } }",
                        "@Marshalled(evolvable = true) public record Flagged(long id, String name) {}"),
                refused("references changed", "Shared", ChangeKind.FLAG_CHANGED,
                        "@Marshalled public record Shared(long id, String name) {"
                                + " public static Object sample() { return new Shared(7, \"seven\"); } }",
                        "@Marshalled(references = true) public record Shared(long id, String name) {}"),
                refused("encoding changed", "Packed", ChangeKind.FLAG_CHANGED,
                        "@Marshalled public record Packed(long id, String name) {"
                                + " public static Object sample() { return new Packed(7, \"seven\"); } }",
                        "@Marshalled(encoding = Marshalled.Encoding.COMPACT) public record Packed(long id, String name) {}"),
                refused("type id changed", "Identified", ChangeKind.ID_CHANGED,
                        "@Marshalled(id = 41) public record Identified(long id, String name) {"
                                + " public static Object sample() { return new Identified(7, \"seven\"); } }",
                        "@Marshalled(id = 42) public record Identified(long id, String name) {}"),
                refused("type id taken from another stored type", "Wearer", ChangeKind.ID_REUSED,
                        "@Marshalled(id = 51) public record Badge(String code) {}",
                        "@Marshalled public record Wearer(long id, Badge badge) {"
                                + " public static Object sample() { return new Wearer(7, new Badge(\"x\")); } }",
                        "@Marshalled(id = 52) public record Badge(String code) {}",
                        "@Marshalled(id = 51) public record Pin(String code) {}",
                        "@Marshalled public record Wearer(long id, Pin badge) {}"));
    }

    /** Splits the sources: those before the one declaring {@code sample()}, and it, are version 1. */
    private static Row row(String change, String type, Verdict verdict, String restored, String... sources) {
        return row(change, type, verdict, restored, null, sources);
    }

    /** A row whose restore is refused, among others for a change of {@code kind}. */
    private static Row refused(String change, String type, ChangeKind kind, String... sources) {
        return row(change, type, Verdict.INCOMPATIBLE, null, kind, sources);
    }

    private static Row row(String change, String type, Verdict verdict, String restored, ChangeKind refusal,
            String... sources) {
        int split = 0;
        while (!sources[split].contains("sample()")) {
            split++;
        }
        return new Row(change, type, verdict, restored, refusal, sources(List.of(sources).subList(0, split + 1)),
                sources(List.of(sources).subList(split + 1, sources.length)));
    }

    private static Map<String, String> sources(List<String> declarations) {
        Map<String, String> out = new HashMap<>();
        for (String declaration : declarations) {
            String name = declaration.replaceAll("(?s).*?\\b(?:record|enum|interface)\\s+(\\w+).*", "$1");
            out.put(name, HEADER + declaration + "\n");
        }
        return out;
    }

    @BeforeAll
    static void compileBothVersions(@TempDir Path dir) {
        Map<String, String> v1 = new HashMap<>();
        Map<String, String> v2 = new HashMap<>();
        rows().forEach(row -> {
            v1.putAll(row.v1());
            v2.putAll(row.v2());
        });
        before = VersionedJar.compile(dir.resolve("before"), v1);
        after = VersionedJar.compile(dir.resolve("after"), v2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void flinksAnswer(Row row) throws Exception {
        MarshalledTypeSerializer<Object> old = serializer(before, row.type());
        MarshalledTypeSerializer<Object> now = serializer(after, row.type());

        byte[] savepoint = snapshotBytes(old.snapshotConfiguration());
        TypeSerializerSnapshot<Object> stored = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(savepoint), after.loader);
        assertInstanceOf(MarshalledSerializerSnapshot.class, stored);

        TypeSerializerSchemaCompatibility<Object> answer = now.snapshotConfiguration().resolveSchemaCompatibility(stored);
        assertEquals(row.verdict(), verdict(answer), row.change());

        // A value as version 1 stored it
        Object sample = before.type(row.type()).getMethod("sample").invoke(null);
        DataOutputSerializer value = new DataOutputSerializer(64);
        old.serialize(sample, value);
        byte[] bytes = value.getCopyOfBuffer();

        TypeSerializer<Object> restore = stored.restoreSerializer();
        Object read = restore.deserialize(new DataInputDeserializer(bytes));
        if (row.verdict() == Verdict.INCOMPATIBLE) {
            // kept as its bytes, written back unchanged, with the snapshot it was stored with
            assertInstanceOf(StoredStateSerializer.class, restore);
            assertInstanceOf(StoredValue.class, read);
            DataOutputSerializer again = new DataOutputSerializer(64);
            restore.serialize(read, again);
            assertArrayEquals(bytes, again.getCopyOfBuffer());
            assertArrayEquals(savepoint, snapshotBytes(restore.snapshotConfiguration()));
            String reason = ((StoredStateSerializer<Object>) restore).reason();
            List<Change> changes = Compatibility.compare(((MarshalledSerializerSnapshot<Object>) stored).schema(),
                    now.marshaller().schema());
            assertTrue(changes.stream().anyMatch(c -> c.kind() == row.refusal()), changes.toString());
            assertEquals(MarshalledSerializerSnapshot.refusal("test." + row.type(), changes), reason);
            assertTrue(restore.toString().endsWith(reason), restore.toString());
        } else {
            // the job's own serializer, reading the old layout
            assertEquals(now, restore);
            assertEquals(after.type(row.type()), read.getClass());
            assertEquals(row.restored(), read.toString());
        }
    }

    /** A job whose classes no longer have the type keeps its state as stored, like a refused one. */
    @org.junit.jupiter.api.Test
    void stateOfATypeTheJobNoLongerHasIsKeptAsStored() throws Exception {
        MarshalledTypeSerializer<Object> old = serializer(before, "Same");
        byte[] savepoint = snapshotBytes(old.snapshotConfiguration());
        // this class's loader has no test.Same
        TypeSerializerSnapshot<Object> stored = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(savepoint), SnapshotCompatibilityTest.class.getClassLoader());
        TypeSerializer<Object> restore = stored.restoreSerializer();
        assertInstanceOf(StoredStateSerializer.class, restore);
        assertTrue(restore.toString().startsWith("MarshalledTypeSerializer<test.Same> as stored: state of test.Same"
                + " cannot be restored: cannot find the marshaller test.SameMarshaller.INSTANCE"), restore.toString());
        assertArrayEquals(savepoint, snapshotBytes(restore.snapshotConfiguration()));
    }

    @SuppressWarnings("unchecked")
    private static MarshalledTypeSerializer<Object> serializer(VersionedJar version, String type) {
        return new MarshalledTypeSerializer<>(MarshalledTypeInfoFactory.<Object>marshallerOf(version.type(type)));
    }

    private static byte[] snapshotBytes(TypeSerializerSnapshot<Object> snapshot) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        return out.getCopyOfBuffer();
    }

    private static Verdict verdict(TypeSerializerSchemaCompatibility<?> answer) {
        if (answer.isCompatibleAsIs()) {
            return Verdict.AS_IS;
        } else if (answer.isCompatibleAfterMigration()) {
            return Verdict.AFTER_MIGRATION;
        } else if (answer.isIncompatible()) {
            return Verdict.INCOMPATIBLE;
        }
        throw new AssertionError("an answer Marshalled never gives: " + answer);
    }
}
