package dev.marshalled.consumers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * ARCHITECTURE.md names only what exists: every class it puts in code spans ({@code `Layout`}) is
 * declared in the project's sources or is a JDK class, every member it names
 * ({@code `Counts.claimRun`}, {@code `Marshallers.global()`}, {@code `JdkTypes.STANDARD`}) is
 * declared in that class's source, and every file or folder it names is there. A rename that
 * leaves the page behind fails here, not in a newcomer's first hour.
 */
class ArchitectureDocTest {
    private static final Path ROOT = Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();

    /** Names that stand for any generated class, user's type or generated local, as examples. */
    private static final Set<String> EXAMPLES = Set.of("Foo", "FooMarshaller", "Outer_InnerMarshaller", "Strings_2");

    /** The JDK packages a class named without its package may come from. */
    private static final List<String> JDK_PACKAGES = List.of("java.lang.", "java.util.", "java.util.function.",
            "java.lang.invoke.", "java.nio.", "java.lang.foreign.", "java.time.", "java.math.", "sun.misc.");

    /** {@code Type}, {@code Type.member}, {@code Type.member(args)} or {@code Type#member}, alone in a code span. */
    private static final Pattern NAME = Pattern.compile(
            "([A-Z][A-Za-z0-9_]*)(?:[.#]([A-Za-z_][A-Za-z0-9_]*)(\\(.*\\))?)?");

    private static final Pattern SPAN = Pattern.compile("`([^`\n]+)`");

    private static final Pattern DECLARATION = Pattern.compile(
            "\\b(?:class|interface|enum|record|@interface)\\s+([A-Z][A-Za-z0-9_]*)");

    @Test
    void everyClassMemberAndPathItNamesExists() throws IOException {
        String page = Files.readString(ROOT.resolve("ARCHITECTURE.md"));
        Map<String, List<Path>> declared = declaredTypes();
        assertTrue(declared.containsKey("UnsafeBuffer"), "the sources were found under " + ROOT);
        Set<String> missing = new TreeSet<>();
        int checked = 0;
        Matcher span = SPAN.matcher(page);
        while (span.find()) {
            String text = span.group(1).strip();
            if (looksLikePath(text)) {
                checked++;
                if (!Files.exists(ROOT.resolve(text.replaceAll("/$", "")))) {
                    missing.add("path " + text);
                }
                continue;
            }
            Matcher name = NAME.matcher(text);
            if (!name.matches() || isConstantAlone(name)) {
                continue;
            }
            checked++;
            String type = name.group(1);
            String member = name.group(2);
            if (EXAMPLES.contains(type)) {
                continue;
            }
            List<Path> sources = declared.get(type);
            if (sources == null && type.endsWith("Marshaller")) {
                // A generated class: of a golden file, or of a type the sources declare.
                String of = type.substring(0, type.length() - "Marshaller".length());
                if (Files.exists(ROOT.resolve("processor/src/test/resources/golden/" + type + ".java.txt"))
                        || declared.containsKey(of.substring(of.lastIndexOf('_') + 1))) {
                    continue;
                }
            }
            if (sources == null) {
                if (!isJdkClass(type, member)) {
                    missing.add("class " + text);
                }
                continue;
            }
            if (member != null && sources.stream().noneMatch(source -> declares(source, member))) {
                missing.add("member " + text + " (in " + sources.stream().map(ROOT::relativize).toList() + ")");
            }
        }
        assertTrue(checked > 50, "ARCHITECTURE.md should name classes; found " + checked);
        assertEquals(Set.of(), missing, "ARCHITECTURE.md names what the code does not have");
    }

    /** {@code `RUN_0_SIZE`} and {@code `FIXED`}: a constant of generated code or of a class named nearby. */
    private static boolean isConstantAlone(Matcher name) {
        return name.group(2) == null && name.group(1).equals(name.group(1).toUpperCase(java.util.Locale.ROOT));
    }

    private static boolean looksLikePath(String text) {
        return text.matches("[a-z][a-z0-9-]*(/[A-Za-z0-9_.-]+)+/?") && !text.startsWith("java/")
                && Files.isDirectory(ROOT.resolve(text.substring(0, text.indexOf('/'))));
    }

    private static boolean isJdkClass(String type, String member) {
        for (String pkg : JDK_PACKAGES) {
            try {
                Class<?> found = Class.forName(pkg + type, false, ClassLoader.getPlatformClassLoader());
                return member == null || Stream.concat(Stream.of(found.getMethods()), Stream.of(found.getDeclaredMethods()))
                        .anyMatch(m -> m.getName().equals(member))
                        || Stream.of(found.getFields()).anyMatch(f -> f.getName().equals(member));
            } catch (ClassNotFoundException notThere) {
                // try the next package
            }
        }
        return false;
    }

    /** A method, field or nested type of that name is declared in the source. */
    private static boolean declares(Path source, String member) {
        String text;
        try {
            text = Files.readString(source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String quoted = Pattern.quote(member);
        return Pattern.compile("[\\w>\\]]\\s+" + quoted + "\\s*\\(").matcher(text).find()
                || Pattern.compile("[\\w>\\]]\\s+" + quoted + "\\s*[=;,)]").matcher(text).find()
                || Pattern.compile("(?m)^\\s+" + quoted + "\\s*[(,;]").matcher(text).find()
                || Pattern.compile("\\b(?:class|interface|enum|record)\\s+" + quoted + "\\b").matcher(text).find();
    }

    /** Every top-level and nested type of the project's sources (main and test), by simple name. */
    private static Map<String, List<Path>> declaredTypes() throws IOException {
        Map<String, List<Path>> types = new HashMap<>();
        List<Path> roots = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(ROOT, 6)) {
            dirs.filter(Files::isDirectory)
                    .filter(d -> d.endsWith(Path.of("src/main/java")) || d.endsWith(Path.of("src/main/java22"))
                            || d.endsWith(Path.of("src/test/java")))
                    .filter(d -> !ROOT.relativize(d).toString().contains("src/it/"))
                    .filter(d -> !ROOT.relativize(d).toString().contains("target"))
                    .forEach(roots::add);
        }
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    Matcher m = DECLARATION.matcher(Files.readString(file));
                    while (m.find()) {
                        types.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(file);
                    }
                }
            }
        }
        return types;
    }
}
