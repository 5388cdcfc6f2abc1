package dev.marshalled.processor.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Identifier pools. Most names are chosen to collide with what generated code uses itself (its
 * locals, its constants, the runtime classes it calls), because a name clash in a generated file is
 * the bug class examples never find.
 */
final class Names {
    /** Locals, constants and JDK names that generated code is likely to use. */
    private static final List<String> CLASHING = List.of("URL", "ID", "TYPE", "SCHEMA", "INSTANCE", "value",
            "buffer", "mark", "at", "failure", "result", "field", "self", "count", "i", "element", "iterator",
            "subtype", "String", "List", "Objects", "java", "dev", "Provider", "size", "length", "offset", "e",
            "v", "x", "bytes", "in", "out", "converter", "CONVERTER", "LOOKUP", "HANDLE", "MethodHandles",
            "VarHandle", "Override", "SuppressWarnings", "MAX_DEPTH", "FIXED_SIZE", "SIZE", "key", "entry",
            "state", "tag", "id", "type", "schema", "handle", "lookup", "Map", "Set", "Optional", "Integer",
            "Arrays", "Math", "System", "Class");

    /** Identifiers javac accepts that are not plain ASCII words, and a pair differing only in case. */
    private static final List<String> ODD = List.of("名前", "_x", "$y", "x$", "__", "ñame", "Ωmega", "lines",
            "Lines", "MAX_VALUE", "A_B", "a1", "ÆØÅ");

    /** Type names that collide with the runtime, the JDK, or (feature "langnames") java.lang. */
    private static final List<String> TYPE_NAMES = List.of("Provider", "Counts", "Strings", "Enums", "Nesting",
            "Presence", "References", "Unions", "StandardTypes", "UnsafeBuffer", "Marshaller", "Marshallers",
            "WireSchema", "MarshalException", "Objects", "Optional", "List", "Map", "Ping", "Order", "Line",
            "Node", "型", "$Type", "_Rec", "Value", "Buffer", "Field", "Builder");
    private static final List<String> LANG_TYPE_NAMES = List.of("String", "Integer", "Override", "SuppressWarnings",
            "Deprecated", "Long");

    /** The names type parameters usually have. */
    private static final List<String> PARAMETERS = List.of("T", "U", "E", "K", "V", "A", "B", "R", "ID");

    /**
     * Type parameter names that name something else too: the types generated code uses (the
     * runtime's, java.lang's, its own holder class and nested interfaces), and words it uses as
     * locals. Not {@code java} or {@code dev} (the user's own qualified names would then mean the
     * parameter) nor {@code Marshalled} (the annotation the sources import).
     */
    private static final List<String> CLASHING_PARAMETERS = List.of("FieldEncoding", "JdkMarshallers", "Marshaller",
            "DepthSized", "UnsafeBuffer", "WireSchema", "MarshalException", "Objects", "Object", "Class", "List", "Map",
            "Optional", "Parameterized", "Generated", "Provider", "INSTANCE", "SCHEMA", "value", "buffer", "Item",
            "Node", "Page", "Entry", "Iterator", "ArrayList", "Source");

    /** Record component names javac refuses (they clash with Object's methods). */
    private static final Set<String> NOT_COMPONENTS = Set.of("clone", "finalize", "getClass", "hashCode",
            "notify", "notifyAll", "toString", "wait");

    private static volatile List<String> runtimeNames;

    private Names() {
    }

    /**
     * The simple names of the runtime's classes, read from its source tree when the build has one
     * (so a class added later is fuzzed too), else the list as of writing.
     */
    static List<String> runtimeClassNames() {
        List<String> names = runtimeNames;
        if (names == null) {
            Set<String> found = new LinkedHashSet<>();
            for (Path root : List.of(Path.of("../runtime/src/main/java"), Path.of("runtime/src/main/java"))) {
                if (Files.isDirectory(root)) {
                    try (Stream<Path> files = Files.walk(root)) {
                        files.map(p -> p.getFileName().toString())
                                .filter(n -> n.endsWith(".java") && !n.contains("-"))
                                .forEach(n -> found.add(n.substring(0, n.length() - 5)));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    break;
                }
            }
            if (found.isEmpty()) {
                found.addAll(List.of("Unions", "Bodies", "Members", "Utf8", "WireEncoding", "Presence", "Failures",
                        "Strings", "Frames", "WireState", "ReferenceTables", "VarInts", "Boxes", "Nesting",
                        "PrimitiveArrays", "Containers", "Enums", "Counts", "AsciiRuns", "References",
                        "MoreStandardTypes", "StandardTypes", "UnsafeBuffer", "Marshallers", "WireSchema",
                        "MarshalException", "MarshallerProvider", "Marshaller", "Inspector", "Inspection"));
            }
            // An annotation the generated sources of this fuzzer import would only test the fuzzer.
            found.remove("Marshalled");
            names = runtimeNames = List.copyOf(found);
        }
        return names;
    }

    /** A field or component name, unique within {@code taken}, which the caller then adds it to. */
    static String field(Random random, Set<String> taken, Features features, boolean record) {
        for (int attempt = 0; attempt < 20; attempt++) {
            String name;
            int roll = random.nextInt(10);
            if (roll < 4 && features.on("shadowing")) {
                name = pick(random, CLASHING);
            } else if (roll < 6 && features.on("shadowing")) {
                name = pick(random, runtimeClassNames());
            } else if (roll < 7 && features.on("unicode")) {
                name = pick(random, ODD);
            } else {
                name = "f" + random.nextInt(1000);
            }
            if (!taken.contains(name) && !(record && NOT_COMPONENTS.contains(name))) {
                return name;
            }
        }
        String name = "g" + taken.size();
        while (taken.contains(name)) {
            name = name + "_";
        }
        return name;
    }

    /** A type name not yet in {@code taken} (the names of one package, or one outer type). */
    static String type(Random random, Set<String> taken, Features features) {
        List<String> pool = new ArrayList<>();
        if (features.on("shadowing")) {
            pool.addAll(TYPE_NAMES);
            pool.addAll(runtimeClassNames());
        }
        if (features.on("langnames")) {
            pool.addAll(LANG_TYPE_NAMES);
        }
        for (int attempt = 0; attempt < 20 && !pool.isEmpty(); attempt++) {
            String name = pick(random, pool);
            if (features.on("unicode") || isAscii(name)) {
                if (!taken.contains(name) && !name.endsWith("Marshaller") && random.nextInt(3) > 0) {
                    return name;
                }
            }
        }
        String name = "T" + random.nextInt(1000);
        while (taken.contains(name)) {
            name = name + "x";
        }
        return name;
    }

    /**
     * A type parameter name not in {@code taken}: mostly a name that also names a type the file
     * mentions ({@code setTypes}: the types of the set), the runtime, or (feature "langnames")
     * java.lang.
     */
    static String typeParameter(Random random, Set<String> taken, Features features, List<String> setTypes) {
        List<String> pool = new ArrayList<>(PARAMETERS);
        if (features.on("shadowing")) {
            pool.addAll(CLASHING_PARAMETERS);
            pool.addAll(runtimeClassNames());
            pool.addAll(setTypes);
            pool.addAll(setTypes);
        }
        if (features.on("langnames")) {
            pool.addAll(LANG_TYPE_NAMES);
        }
        pool.removeAll(List.of("java", "javax", "dev", "Marshalled"));
        for (int attempt = 0; attempt < 20; attempt++) {
            String name = pick(random, pool);
            if ((features.on("unicode") || isAscii(name)) && !taken.contains(name)) {
                return name;
            }
        }
        String name = "P" + random.nextInt(100);
        while (taken.contains(name)) {
            name = name + "x";
        }
        return name;
    }

    /** Enum constant names: they share the generated code's constant style. */
    static List<String> enumConstants(Random random, Features features) {
        List<String> pool = features.on("shadowing")
                ? List.of("A", "B", "C", "VALUE", "INSTANCE", "SCHEMA", "TYPE", "NULL", "ID", "URL", "values", "名前",
                        "$X", "_")
                : List.of("A", "B", "C", "D", "E");
        Set<String> out = new LinkedHashSet<>();
        int n = 1 + random.nextInt(4);
        while (out.size() < n) {
            String name = pick(random, pool);
            if ((features.on("unicode") || isAscii(name)) && !name.equals("_")) {
                out.add(name);
            } else {
                out.add("K" + out.size());
            }
        }
        return List.copyOf(out);
    }

    static boolean isAscii(String name) {
        return name.chars().allMatch(c -> c < 128);
    }

    static <T> T pick(Random random, List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    static Set<String> newSet() {
        return new HashSet<>();
    }
}
