package dev.marshalled.consumers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** docs/kotlin.md shows the Kotlin consumer build (src/it/kotlin) as it is: its pom, Java file and Kotlin lines. */
class KotlinDocTest {
    private static final Path ROOT = Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    private static final Path PROJECT = ROOT.resolve("consumers/src/it/kotlin");

    @Test
    void thePomAndThePackageInfoAreTheOnesBuilt() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/kotlin.md"));
        assertEquals(List.of(Files.readString(PROJECT.resolve("pom.xml"))), ReadmeTest.blocks(doc, "xml"),
                "docs/kotlin.md's pom and consumers/src/it/kotlin/pom.xml differ");
        assertEquals(List.of(Files.readString(PROJECT.resolve("src/main/java/com/acme/billing/package-info.java"))),
                ReadmeTest.blocks(doc, "java"));
    }

    @Test
    void everyKotlinLineShownIsInTheProject() throws IOException {
        String sources;
        try (Stream<Path> files = Files.walk(PROJECT.resolve("src"))) {
            sources = files.filter(p -> p.toString().endsWith(".kt")).map(p -> {
                try {
                    return Files.readString(p);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).collect(Collectors.joining("\n"));
        }
        List<String> kotlin = ReadmeTest.blocks(Files.readString(ROOT.resolve("docs/kotlin.md")), "kotlin");
        assertFalse(kotlin.isEmpty());
        for (String block : kotlin) {
            for (String line : block.split("\n")) {
                // A comment at the end of a line is the doc's own.
                String code = line.replaceFirst("\\s+// .*$", "").strip();
                assertTrue(code.isEmpty() || sources.contains(code), "not in consumers/src/it/kotlin: " + code);
            }
        }
    }

    @Test
    void theIndexLinksIt() throws IOException {
        assertTrue(Files.readString(ROOT.resolve("docs/index.md")).contains("[kotlin.md](kotlin.md)"));
    }
}
