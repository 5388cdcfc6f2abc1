package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs programs in fresh JVMs, because the backend is fixed once per JVM: the two backends
 * must write identical bytes, and on JDK 24+ nothing may be printed about Unsafe, even when
 * Unsafe memory access is denied.
 */
class ForkedJvmTest {

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String mainClass, String... jvmArgs) throws IOException, InterruptedException {
        return run(mainClass, List.of(jvmArgs), List.of());
    }

    private static Run run(String mainClass, List<String> jvmArgs, List<String> programArgs)
            throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(programArgs);
        ProcessBuilder builder = new ProcessBuilder(command);
        // These would make the JVM print "Picked up ..." on stderr.
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("_JAVA_OPTIONS");
        builder.environment().remove("JDK_JAVA_OPTIONS");
        Path out = Files.createTempFile("marshalled-out", ".txt");
        Path err = Files.createTempFile("marshalled-err", ".txt");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        Run run = new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return run;
    }

    private static int feature() {
        return Runtime.version().feature();
    }

    @Test
    void exampleRunsWithDefaultFlagsAndPrintsNothingToStderr() throws Exception {
        Run run = run("dev.marshalled.example.Main");
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("MarketData encoded:   185 bytes"), run.out());
        assertTrue(run.out().contains("round trip:           OK"), run.out());
        assertEquals("", run.err(), "nothing may be printed to stderr with default flags");
        String expectedBackend = feature() >= 24 ? "VAR_HANDLE" : "UNSAFE";
        assertTrue(run.out().contains("backend:              " + expectedBackend), run.out());
    }

    @Test
    void inspectorCommandOnAFileTheExampleWrote() throws Exception {
        Path file = Files.createTempFile("market-data", ".bin");
        Run example = run("dev.marshalled.example.Main", List.of(), List.of(file.toString()));
        assertEquals(0, example.exit(), example.err());
        Run dump = run("dev.marshalled.runtime.tool.InspectCommand", List.of(),
                List.of("--type", "dev.marshalled.example.MarketData", file.toString()));
        Files.delete(file);
        assertEquals(0, dump.exit(), dump.err());
        assertTrue(dump.out().startsWith("MarketData: 185 bytes at offset 0"), dump.out());
        assertEquals("", dump.err());
    }

    @Test
    void lengthAndDepthLimitsCanBeSetForTheWholeJvm() throws Exception {
        // Each run reads a tree as deep as its depth limit (accepted) and one level deeper (refused).
        Run defaults = run("dev.marshalled.example.LimitsMain");
        assertEquals("maxLength=67108864 maxDepth=512\nread\ndepth 512: read equal\n"
                + "depth 513: cannot read Tree at offset " + treeOffset(512) + ": objects nested deeper than 512\n",
                defaults.out(), defaults.err());
        Run limited = run("dev.marshalled.example.LimitsMain", "-Ddev.marshalled.maxLength=3",
                "-Ddev.marshalled.maxDepth=7");
        assertEquals("maxLength=3 maxDepth=7\nContainers.list: length 5 at offset 0 is above the limit of 3"
                + " (ReadLimits.maxLength, -Ddev.marshalled.maxLength)\ndepth 7: read equal\n"
                + "depth 8: cannot read Tree at offset " + treeOffset(7) + ": objects nested deeper than 7\n",
                limited.out(), limited.err());
    }

    /**
     * Where the tree at 0-based depth {@code level} of {@code Tree.path} starts: each level
     * before it takes 9 bytes (its int, its list's count, the element's presence byte).
     */
    private static int treeOffset(int level) {
        return 9 * level;
    }

    @Test
    void everyBackendWritesIdenticalBytes() throws Exception {
        List<String> backends = feature() >= 22 ? List.of("unsafe", "varhandle", "foreign") : List.of("unsafe", "varhandle");
        List<List<String>> runs = new ArrayList<>();
        for (String backend : backends) {
            runs.add(List.of("-Ddev.marshalled.backend=" + backend));
        }
        // The VarHandle backend once more with java.lang open, where it copies strings' own bytes.
        runs.add(List.of("-Ddev.marshalled.backend=varhandle", "--add-opens", "java.base/java.lang=ALL-UNNAMED"));
        String expected = null;
        for (List<String> flags : runs) {
            Run run = run("dev.marshalled.example.HexMain", flags, List.of());
            assertEquals(0, run.exit(), run.err());
            String backend = flags.get(0).substring(flags.get(0).indexOf('=') + 1);
            if (!backend.equals("unsafe")) {
                // Opening java.lang prints nothing, as the safe backends print nothing.
                assertEquals("", run.err(), flags.toString());
            }
            String[] lines = run.out().split("\n", 3);
            // The forced backend and string path must be the ones that ran, or the comparison proves nothing.
            assertEquals(backend.equals("varhandle") ? "VAR_HANDLE" : backend.toUpperCase(java.util.Locale.ROOT), lines[0]);
            assertEquals(String.valueOf(backend.equals("unsafe") || flags.size() > 1), lines[1], flags.toString());
            assertTrue(lines[2].length() > 100_000, "the comparison should cover a lot of bytes");
            if (expected == null) {
                expected = lines[2];
            } else {
                assertEquals(expected, lines[2], flags + " wrote other bytes than " + runs.get(0));
            }
        }
    }

    @Test
    void deniedUnsafeMemoryAccessStillWorks() throws Exception {
        assumeTrue(feature() >= 24, "--sun-misc-unsafe-memory-access exists from JDK 24 on");
        Run run = run("dev.marshalled.example.Main", "--sun-misc-unsafe-memory-access=deny");
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("round trip:           OK"), run.out());
        assertEquals("", run.err());

        // Forcing the Unsafe backend where it is denied falls back to the safe default instead of failing.
        Run forced = run("dev.marshalled.example.Main", "--sun-misc-unsafe-memory-access=deny",
                "-Ddev.marshalled.backend=unsafe");
        assertEquals(0, forced.exit(), forced.out() + forced.err());
        assertTrue(forced.out().contains("backend:              VAR_HANDLE"), forced.out());
    }

    @Test
    void privateFieldsAndConstructorsNeedNoFlagAndPrintNothing() throws Exception {
        List<List<String>> flagSets = new ArrayList<>();
        flagSets.add(List.of());
        if (feature() >= 24) {
            flagSets.add(List.of("--sun-misc-unsafe-memory-access=deny"));
        }
        for (List<String> flags : flagSets) {
            Run run = run("dev.marshalled.example.domain.ExistingModelsMain", flags, List.of());
            assertEquals(0, run.exit(), flags + ": " + run.out() + run.err());
            assertEquals("existing models: OK\n", run.out(), flags.toString());
            assertEquals("", run.err(), flags + ": nothing may be printed to stderr");
        }
    }
}
