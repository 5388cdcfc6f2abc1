package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.wire.WireEncoding;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link WireEncoding}, which the inspector reads through, against the readers the processor
 * generated for every test model: each count a generated reader checks is checked at the same
 * smallest element size ({@link WireEncoding#minElementSize}), in the same encoding, and the
 * fixed-size runs a generated reader takes at once are the runs {@link WireEncoding#fixedSize}
 * and the versions make. So the inspector and the generated readers report a truncation or an
 * oversized count at the same offset; the vectors check that on bytes, this on every model.
 */
class WireEncodingTest {
    private static final Path GENERATED = Path.of("target", "generated-test-sources", "test-annotations");
    private static final Pattern COUNT = Pattern.compile("Counts\\.(read|readCompact)\\(buffer,\\s*(\\w+),\\s*(\\d+)\\)");
    /** A generated class's path constants: {@code private static final String LINES = "Order.lines";}. */
    private static final Pattern PATH = Pattern.compile("String (\\w+) =\\s*\"([^\"]+)\";");
    private static final Pattern RUN_SIZE = Pattern.compile("int (RUN_\\d+_SIZE) = (\\d+);");
    private static final Pattern RUN_TAKE = Pattern.compile("take\\((RUN_\\d+_SIZE),\\s*(\\w+)\\)");
    private static final Pattern STEP = Pattern.compile("\\[\\]|\\.key|\\.value|\\.get\\(\\)");

    @Test
    void countsAndRunsAreThoseTheGeneratedReadersUse() throws Exception {
        assertTrue(Files.isDirectory(GENERATED), "the generated test sources, at " + GENERATED.toAbsolutePath());
        int counts = 0;
        int runs = 0;
        List<Path> sources;
        try (Stream<Path> files = Files.walk(GENERATED)) {
            sources = files.filter(p -> p.toString().endsWith("Marshaller.java")).sorted().toList();
        }
        for (Path source : sources) {
            if (generatedClass(source).getTypeParameters().length > 0) {
                continue; // a generic type's marshaller has a schema per parameterization, not one SCHEMA
            }
            WireSchema schema = schemaOf(source);
            WireEncoding encoding = WireEncoding.of(schema);
            String text = Files.readString(source);
            Map<String, String> paths = new TreeMap<>();
            Matcher path = PATH.matcher(text);
            while (path.find()) {
                paths.put(path.group(1), path.group(2));
            }
            Matcher count = COUNT.matcher(text);
            while (count.find()) {
                Field field = resolve(schema, paths.get(count.group(2)));
                assertEquals(encoding.isCompact(), count.group(1).equals("readCompact"), count.group());
                assertEquals(Integer.parseInt(count.group(3)), encoding.minElementSize(field),
                        source.getFileName() + ": " + count.group());
                counts++;
            }
            Map<String, Integer> sizes = new TreeMap<>();
            Matcher size = RUN_SIZE.matcher(text);
            while (size.find()) {
                sizes.put(size.group(1), Integer.parseInt(size.group(2)));
            }
            Map<String, Integer> generated = new TreeMap<>();
            Matcher take = RUN_TAKE.matcher(text);
            while (take.find()) {
                generated.put(paths.get(take.group(2)), sizes.get(take.group(1)));
            }
            assertEquals(generated, runs(schema, encoding), source.getFileName() + ": the fixed-size runs");
            runs += generated.size();
        }
        assertTrue(sources.size() > 40 && counts > 100 && runs > 30, sources.size() + " marshallers, " + counts
                + " counts, " + runs + " runs");
    }

    @Test
    void smallestSizesAreFormatMdsTable() {
        // FORMAT.md, Smallest sizes: the rows a reader in another language implements
        WireSchema kinds = dev.marshalled.example.model.KindsMarshaller.SCHEMA;
        WireSchema compact = dev.marshalled.example.model.CompactKindsMarshaller.SCHEMA;
        Map<String, int[]> expected = new TreeMap<>(Map.ofEntries(Map.entry("flag", new int[] {1, 1}),
                Map.entry("aShort", new int[] {2, 2}), Map.entry("anInt", new int[] {4, 1}),
                Map.entry("aLong", new int[] {8, 1}), Map.entry("aFloat", new int[] {4, 4}),
                Map.entry("boxedShort", new int[] {3, 3}), Map.entry("boxedInt", new int[] {5, 1}),
                Map.entry("boxedLong", new int[] {9, 1}), Map.entry("text", new int[] {4, 1}),
                Map.entry("ints", new int[] {4, 4}), Map.entry("color", new int[] {4, 1}),
                Map.entry("point", new int[] {1, 1}), Map.entry("list", new int[] {4, 1}),
                Map.entry("map", new int[] {4, 1}), Map.entry("uuid", new int[] {1, 1}),
                Map.entry("uri", new int[] {4, 1}), Map.entry("bits", new int[] {4, 4}),
                Map.entry("optionalInt", new int[] {1, 1}), Map.entry("optionalInteger", new int[] {1, 1}),
                Map.entry("shape", new int[] {1, 1}), Map.entry("event", new int[] {4, 4}),
                Map.entry("link", new int[] {1, 1})));
        for (Map.Entry<String, int[]> row : expected.entrySet()) {
            assertEquals(row.getValue()[0], WireEncoding.FIXED.minSize(field(kinds, row.getKey())), row.getKey());
            assertEquals(row.getValue()[1], WireEncoding.COMPACT.minSize(field(compact, row.getKey())), row.getKey());
        }
    }

    /** The runs of {@code schema} by the rule the inspector follows, by the label a generated reader gives each. */
    private static Map<String, Integer> runs(WireSchema schema, WireEncoding encoding) {
        Map<String, Integer> runs = new TreeMap<>();
        List<Field> fields = schema.fields();
        int i = 0;
        while (i < fields.size()) {
            if (encoding.fixedSize(fields.get(i)) < 0) {
                i++;
                continue;
            }
            List<String> names = new ArrayList<>();
            int size = 0;
            int first = i;
            while (i < fields.size() && encoding.fixedSize(fields.get(i)) >= 0 && schema.since(i) == schema.since(first)) {
                names.add(fields.get(i).name());
                size += encoding.fixedSize(fields.get(i));
                i++;
            }
            runs.put(schema.typeName() + "." + (names.size() == 1 ? names.get(0) : "{" + String.join(", ", names)
                    + "}"), size);
        }
        return runs;
    }

    private static WireSchema schemaOf(Path source) throws ReflectiveOperationException {
        return (WireSchema) generatedClass(source).getField("SCHEMA").get(null);
    }

    private static Class<?> generatedClass(Path source) throws ClassNotFoundException {
        String name = GENERATED.relativize(source).toString().replace('/', '.').replace('\\', '.');
        return Class.forName(name.substring(0, name.length() - ".java".length()));
    }

    private static Field field(WireSchema schema, String name) {
        return schema.fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    /** The field or part a generated reader's label names: {@code Type.field}, then {@code []}, {@code .key}, ... */
    private static Field resolve(WireSchema schema, String label) {
        String rest = label.substring(schema.typeName().length() + 1);
        Matcher step = STEP.matcher(rest);
        int end = step.find() ? step.start() : rest.length();
        Field field = field(schema, rest.substring(0, end));
        step.reset();
        while (step.find()) {
            switch (step.group()) {
                case ".value":
                    field = field.parts().get(field.kind() == WireSchema.Kind.MAP ? 1 : 0);
                    break;
                default: // [], .key, .get()
                    field = field.parts().get(0);
            }
        }
        return field;
    }
}
