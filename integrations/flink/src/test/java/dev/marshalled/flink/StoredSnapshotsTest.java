package dev.marshalled.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HexFormat;
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
 * Savepoints taken by released versions must still restore: each file under
 * {@code src/test/resources/snapshots/} is a serializer snapshot (as Flink writes it into a
 * savepoint) and one value, written by version 1 of a type with the stored-schema format of its
 * time, and is read here by this version against version 2 of the type.
 *
 * <p>The files of format 1 were written by the code of commit 398263a (display names only, the
 * format before schemas carried qualified names). {@code Wrapped.format2.snapshot} is the first of
 * a generic type: serializer snapshot version 2, which records the type with its arguments. The
 * files of format 3, whose schema is the schema JSON, were written by the commit that introduced
 * it. To add a file of the current format, run with
 * {@code -Dsnapshots.update=true}: it writes the files of every row whose file is missing, and
 * never rewrites one.
 */
class StoredSnapshotsTest {
    private static final Path DIR = Path.of("src/test/resources/snapshots");

    enum Verdict { AS_IS, AFTER_MIGRATION, INCOMPATIBLE }

    /**
     * One stored type: the class (and the file's name), the arguments of a generic one (its
     * snapshot records the type with them, and restores through that name), what version 2 of
     * the classes answers, and what the stored value reads as.
     */
    record Row(String name, String type, String arguments, Verdict verdict, String restored, String v1, String v2) {
        Row(String name, String type, Verdict verdict, String restored, String v1, String v2) {
            this(name, type, null, verdict, restored, v1, v2);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static final String HEADER = """
            package test;
            import dev.marshalled.*;
            import java.util.List;
            """;

    static Stream<Row> rows() {
        return Stream.of(
                new Row("same schema", "Kept", Verdict.AS_IS, "Kept[id=7, name=seven, side=SELL, address=Address[city=Lyon]]",
                        "@Marshalled public record Kept(long id, String name, Side side, Address address) {"
                                + " public enum Side { BUY, SELL }"
                                + " @Marshalled public record Address(String city) {}"
                                + " public static Object sample() { return new Kept(7, \"seven\", Side.SELL,"
                                + " new Address(\"Lyon\")); } }",
                        "@Marshalled public record Kept(long id, String name, Side side, Address address) {"
                                + " public enum Side { BUY, SELL }"
                                + " @Marshalled public record Address(String city) {} }"),
                new Row("field appended with @Since to an evolvable type", "Appended", Verdict.AFTER_MIGRATION,
                        "Appended[id=7, name=seven, note=null]",
                        "@Marshalled(evolvable = true) public record Appended(long id, String name) {"
                                + " public static Object sample() { return new Appended(7, \"seven\"); } }",
                        "@Marshalled(evolvable = true) public record Appended(long id, String name,"
                                + " @Since(2) String note) {}"),
                new Row("field removed", "Dropped", Verdict.INCOMPATIBLE, null,
                        "@Marshalled(evolvable = true) public record Dropped(long id, String name, int level) {"
                                + " public static Object sample() { return new Dropped(7, \"seven\", 3); } }",
                        "@Marshalled(evolvable = true) public record Dropped(long id, String name) {}"),
                new Row("field retyped", "Retyped", Verdict.INCOMPATIBLE, null,
                        "@Marshalled public record Retyped(long id, List<String> tags) {"
                                + " public static Object sample() { return new Retyped(7, List.of(\"a\")); } }",
                        "@Marshalled public record Retyped(long id, List<Integer> tags) {}"),
                // Written by the first version with generic types (snapshot version 2): the generic
                // type's argument is the evolvable type above, which version 2 appends a field to.
                new Row("generic type whose argument gained a field", "Wrapped", "test.Appended",
                        Verdict.AFTER_MIGRATION, "Wrapped[id=7, value=Appended[id=7, name=seven, note=null]]",
                        "@Marshalled public record Wrapped<T>(long id, T value) {"
                                + " public static Object sample() { return new Wrapped<>(7, new Appended(7, \"seven\")); } }",
                        "@Marshalled public record Wrapped<T>(long id, T value) {}"));
    }

    private static VersionedJar before;
    private static VersionedJar after;

    @BeforeAll
    static void compile(@TempDir Path dir) {
        Map<String, String> v1 = new HashMap<>();
        Map<String, String> v2 = new HashMap<>();
        rows().forEach(row -> {
            v1.put(row.type(), HEADER + row.v1() + "\n");
            v2.put(row.type(), HEADER + row.v2() + "\n");
        });
        after = VersionedJar.compile(dir.resolve("after"), v2);
        if (Boolean.getBoolean("snapshots.update")) {
            before = VersionedJar.compile(dir.resolve("before"), v1);
        }
    }

    /** The stored files of a row: {@code <type>.format<N>.snapshot}, two hex lines (snapshot, value). */
    private static List<Path> files(Row row) throws IOException {
        try (Stream<Path> all = Files.list(DIR)) {
            return all.filter(p -> p.getFileName().toString().startsWith(row.type() + ".format")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void storedSnapshotsRestore(Row row) throws Exception {
        if (Boolean.getBoolean("snapshots.update")) {
            write(row);
        }
        List<Path> files = files(row);
        assertTrue(!files.isEmpty(), "no stored snapshot of " + row.type() + " in " + DIR);
        for (Path file : files) {
            List<String> lines = Files.readAllLines(file);
            byte[] savepoint = HexFormat.of().parseHex(lines.get(0));
            byte[] value = HexFormat.of().parseHex(lines.get(1));
            TypeSerializerSnapshot<Object> stored = TypeSerializerSnapshot.readVersionedSnapshot(
                    new DataInputDeserializer(savepoint), after.loader);
            assertInstanceOf(MarshalledSerializerSnapshot.class, stored);
            MarshalledTypeSerializer<Object> now = serializer(after, row);
            TypeSerializerSchemaCompatibility<Object> answer =
                    now.snapshotConfiguration().resolveSchemaCompatibility(stored);
            assertEquals(row.verdict(), verdict(answer), file.toString());
            TypeSerializer<Object> restore = stored.restoreSerializer();
            Object read = restore.deserialize(new DataInputDeserializer(value));
            if (row.verdict() == Verdict.INCOMPATIBLE) {
                assertInstanceOf(StoredStateSerializer.class, restore, file.toString());
            } else {
                assertEquals(row.restored(), read.toString(), file.toString());
            }
        }
    }

    private static void write(Row row) throws Exception {
        Path file = DIR.resolve(row.type() + ".format" + currentFormat() + ".snapshot");
        if (Files.exists(file)) {
            return;
        }
        MarshalledTypeSerializer<Object> old = serializer(before, row);
        DataOutputSerializer snapshot = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(snapshot, old.snapshotConfiguration());
        Object sample = before.type(row.type()).getMethod("sample").invoke(null);
        DataOutputSerializer value = new DataOutputSerializer(64);
        old.serialize(sample, value);
        Files.createDirectories(DIR);
        Files.writeString(file, HexFormat.of().formatHex(snapshot.getCopyOfBuffer()) + "\n"
                + HexFormat.of().formatHex(value.getCopyOfBuffer()) + "\n");
    }

    private static int currentFormat() {
        return StoredSchema.FORMAT;
    }

    @SuppressWarnings("unchecked")
    private static MarshalledTypeSerializer<Object> serializer(VersionedJar version, Row row) {
        if (row.arguments() != null) {
            return new MarshalledTypeSerializer<>((Marshaller<Object>) GeneratedMarshallers.forName(
                    "test." + row.type() + "<" + row.arguments() + ">", version.loader));
        }
        return new MarshalledTypeSerializer<>(MarshalledTypeInfoFactory.<Object>marshallerOf(version.type(row.type())));
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
