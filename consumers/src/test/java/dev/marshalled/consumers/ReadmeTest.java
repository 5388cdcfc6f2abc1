package dev.marshalled.consumers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README says nothing the code contradicts: its Quick start is the consumer project the
 * build compiles and runs, its generated code is the golden file's, its commands are the ones
 * the build and CI use, and its links lead somewhere.
 */
class ReadmeTest {
    private static final Path ROOT = Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    private static final Path QUICKSTART = ROOT.resolve("consumers/src/it/quickstart");

    private static String read(String path) throws IOException {
        return Files.readString(ROOT.resolve(path));
    }

    /** The fenced code blocks of a Markdown text, without their fences, each ending in a newline. */
    static List<String> blocks(String markdown, String language) {
        List<String> blocks = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^```" + language + "\n(.*?)^```$", Pattern.DOTALL).matcher(markdown);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    /** The text of the README section under {@code ## title}. */
    private static String section(String markdown, String title) {
        int start = markdown.indexOf("\n## " + title + "\n");
        assertTrue(start >= 0, "the README has a section '" + title + "'");
        int end = markdown.indexOf("\n## ", start + 1);
        return markdown.substring(start, end < 0 ? markdown.length() : end);
    }

    @Test
    void theQuickStartIsTheConsumerProjectThatIsBuilt() throws IOException {
        String quickStart = section(read("README.md"), "Quick start");
        assertEquals(List.of(Files.readString(QUICKSTART.resolve("pom.xml"))), blocks(quickStart, "xml"),
                "the README's pom and consumers/src/it/quickstart/pom.xml differ");
        List<String> java = List.of(Files.readString(QUICKSTART.resolve("src/main/java/com/acme/trades/Trade.java")),
                Files.readString(QUICKSTART.resolve("src/main/java/com/acme/trades/Main.java")));
        assertEquals(java, blocks(quickStart, "java"), "the README's Java code and the quickstart project differ");
        // The command it gives is the one the build runs (invoker.properties, test.properties).
        String goals = property(QUICKSTART.resolve("invoker.properties"), "invoker.goals");
        String mainClass = property(QUICKSTART.resolve("test.properties"), "exec.mainClass");
        String command = "`mvn " + goals + " -Dexec.mainClass=" + mainClass + "`";
        assertTrue(quickStart.replace('\n', ' ').contains(command), command);
    }

    private static String property(Path file, String key) throws IOException {
        java.util.Properties properties = new java.util.Properties();
        try (java.io.Reader in = Files.newBufferedReader(file)) {
            properties.load(in);
        }
        return properties.getProperty(key);
    }

    @Test
    void theGeneratedCodeIsQuotedFromTheGoldenFile() throws IOException {
        String golden = read("processor/src/test/resources/golden/TradeMarshaller.java.txt");
        List<String> code = blocks(section(read("README.md"), "The generated code"), "java");
        assertEquals(1, code.size());
        // The methods a user calls are shown, and each method shown is in the golden file exactly as shown.
        List<String> names = new ArrayList<>();
        Matcher name = Pattern.compile("(?m)^    public static .*?(\\w+)\\(").matcher(code.get(0));
        while (name.find()) {
            names.add(name.group(1));
        }
        assertTrue(names.containsAll(List.of("write", "read", "sizeOf")), names + " shown:\n" + code.get(0));
        String[] methods = code.get(0).split("\n(?=    public static )");
        for (String method : methods) {
            assertTrue(golden.contains(method.stripTrailing() + "\n"), "not in the golden file:\n" + method);
        }
        // ... and it is the golden file of the Quick start's type.
        String trade = read("processor/src/test/resources/golden/Trade.java").replace("package golden;", "");
        String quickStart = Files.readString(QUICKSTART.resolve("src/main/java/com/acme/trades/Trade.java"))
                .replace("package com.acme.trades;", "");
        assertEquals(quickStart, trade);
    }

    @Test
    void theCommandsAreTheOnesTheBuildUses() throws IOException {
        String readme = read("README.md");
        Matcher ci = Pattern.compile("TEST_COMMAND=\\((.*)\\)").matcher(read(".ci/run"));
        assertTrue(ci.find());
        assertTrue(readme.contains("| `" + ci.group(1) + "` |"), "README names .ci/run's test command " + ci.group(1));
        assertTrue(readme.contains("| `mvn -B -ntp -pl jmh verify` |"));
        assertEquals("--also-make", read(".mvn/maven.config").strip(), "what lets -pl jmh build what it needs");
    }

    @Test
    void theGradleCategoryIsTheJars() throws IOException {
        String entry = read("processor/src/main/resources/META-INF/gradle/incremental.annotation.processors").strip();
        String category = entry.substring(entry.indexOf(',') + 1);
        assertTrue(read("README.md").contains("declares itself `" + category + "` for Gradle"), category);
    }

    @Test
    void theModulesPageShowsTheNamedModuleThatIsBuilt() throws IOException {
        String moduleInfo = read("consumers/src/it/named-module/src/main/java/module-info.java");
        assertEquals(List.of(moduleInfo), blocks(read("docs/modules.md"), "java"));
    }

    @Test
    void relativeLinksLeadToFiles() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            pages.addAll(docs.filter(p -> p.toString().endsWith(".md")).sorted().collect(Collectors.toList()));
        }
        Pattern link = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            String text = Files.readString(page);
            if (page.endsWith("README.md")) {
                // The integration pages come with the integration modules, which are built elsewhere.
                text = text.replace(section(text, "Integrations"), "");
            }
            Matcher m = link.matcher(text);
            while (m.find()) {
                String target = m.group(1);
                if (!target.contains("://") && !Files.exists(page.getParent().resolve(target))) {
                    broken.add(ROOT.relativize(page) + " -> " + target);
                }
            }
        }
        assertEquals(List.of(), broken);
    }
}
