package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The serde in a fresh JVM with default flags prints nothing but its result: on JDK 24 and
 * later no warning about {@code sun.misc.Unsafe} from this project's classes (the runtime
 * picks its VarHandle backend there; this module never touches Unsafe).
 */
class QuietJvmTest {

    @Test
    void aFreshJvmPrintsOnlyTheResult() throws Exception {
        String expected = "ok " + (Runtime.version().feature() >= 24 ? "VAR_HANDLE" : "UNSAFE");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SerdeMain.class.getName()));
        Process process = new ProcessBuilder(command).start();
        String out = read(process.getInputStream());
        String err = read(process.getErrorStream());
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the child JVM did not finish");
        }
        assertEquals("", err, "nothing on stderr");
        assertEquals(expected + System.lineSeparator(), out);
        assertEquals(0, process.exitValue());
    }

    private static String read(java.io.InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
}
