package dev.marshalled.jmh;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which builds run the benchmarks: those that select the jmh module or ask with -Dbench=true. */
class BenchmarkSelectionTest {
    private static boolean runs(String bench, String selected) {
        return new BenchmarkSelection(bench, selected, "/repo", "/repo/jmh").requested();
    }

    @Test
    void aRootBuildDoesNotRunThem() {
        assertFalse(runs("", "[]"));
        assertFalse(runs("", "[example]"));
        assertFalse(runs("", "[processor, example]"));
        assertFalse(runs("", "[!jmh]"));
    }

    @Test
    void selectingTheModuleRunsThem() {
        for (String selected : new String[] {"[jmh]", "[./jmh/]", "[:marshalled-jmh]", "[dev.marshalled:marshalled-jmh]",
            "[example, jmh]"}) {
            assertTrue(runs("", selected), selected);
        }
    }

    @Test
    void startingMavenInTheModuleFolderRunsThem() {
        assertTrue(new BenchmarkSelection("", "[]", "/repo/jmh/", "/repo/jmh").requested());
    }

    @Test
    void theBenchPropertyDecides() {
        assertTrue(runs("true", "[]"));
        assertFalse(runs("false", "[jmh]"));
    }
}
