package dev.marshalled.kafka;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * What is printed on {@code System.err} while it is open, still printed there too: the test
 * logger (slf4j-simple) writes each line to the {@code System.err} of the moment, so a test can
 * read what Kafka logged.
 */
final class CapturedStderr implements AutoCloseable {
    private final PrintStream original = System.err;
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();

    CapturedStderr() {
        OutputStream both = new OutputStream() {
            @Override
            public void write(int b) {
                synchronized (captured) {
                    captured.write(b);
                }
                original.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                synchronized (captured) {
                    captured.write(b, off, len);
                }
                original.write(b, off, len);
            }

            @Override
            public void flush() {
                original.flush();
            }
        };
        System.setErr(new PrintStream(both, true, StandardCharsets.UTF_8));
    }

    /** Everything printed so far. */
    String text() {
        synchronized (captured) {
            return captured.toString(StandardCharsets.UTF_8);
        }
    }

    @Override
    public void close() {
        System.setErr(original);
    }
}
