package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.schema.SchemaDocument;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.Compatibility;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The schema JSON of real generated marshallers, read back: the schema the JSON gives is the same
 * for the compatibility engine as the live one, and writes the same text again. Documents written
 * by the previous format (2), kept under {@code src/test/resources/schema-json/format2/} as the
 * test vectors had them, still read and are the same as the live schemas.
 */
class SchemaJsonReadBackTest {
    private static final Path FORMAT_2 = Path.of("src/test/resources/schema-json/format2");

    /** Every marshaller the test vectors use: each kind, both encodings, generic, recursive, evolvable, framed. */
    private static Map<String, Marshaller<?>> marshallers() {
        Map<String, Marshaller<?>> all = new LinkedHashMap<>();
        for (VectorsTest.Case c : VectorsTest.cases()) {
            all.putIfAbsent(c.marshaller().schema().qualifiedName(), c.marshaller());
        }
        for (int id : VectorsTest.REGISTERED) {
            Marshaller<?> m = VectorsTest.REGISTRY.forId(id);
            all.putIfAbsent(m.schema().qualifiedName(), m);
        }
        return all;
    }

    @Test
    void theJsonOfEveryGeneratedSchemaReadsBackAsTheSame() {
        Marshallers registry = VectorsTest.caseRegistry();
        Map<String, Marshaller<?>> all = marshallers();
        assertTrue(all.size() > 30, all.size() + " types");
        for (Marshaller<?> marshaller : all.values()) {
            WireSchema live = marshaller.schema();
            String json = live.toJson(registry);
            SchemaDocument document = SchemaDocument.read(json);
            WireSchema read = document.root();
            String name = live.qualifiedName();
            assertEquals(List.of(), Compatibility.compare(read, live), name);
            assertEquals(List.of(), Compatibility.compare(live, read), name);
            assertEquals(json, document.toJson(), name + " written again");
            assertEquals(live.reachable().size(), read.reachable().size(), name);
            assertEquals(live.recursive(), read.recursive(), name);
            assertEquals(live.builtByConstructor(), read.builtByConstructor(), name);
        }
    }

    @Test
    void schemaJsonOfTheFormerFormatStillReadsAsTheLiveSchema() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(FORMAT_2)) {
            files = list.sorted().toList();
        }
        assertFalse(files.isEmpty(), "no stored documents in " + FORMAT_2);
        for (Path file : files) {
            String json = Files.readString(file);
            assertTrue(json.contains("\"format\": 2,"), file.toString());
            WireSchema stored = WireSchema.fromJson(json);
            WireSchema live = GeneratedMarshallers.forName(stored.qualifiedName(),
                    SchemaJsonReadBackTest.class.getClassLoader()).schema();
            assertEquals(List.of(), Compatibility.compare(stored, live), file.toString());
            assertEquals(List.of(), Compatibility.compare(live, stored), file.toString());
        }
    }
}
