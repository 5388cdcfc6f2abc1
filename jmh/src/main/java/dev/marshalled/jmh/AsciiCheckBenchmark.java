package dev.marshalled.jmh;

import dev.marshalled.runtime.UnsafeBuffer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Two ways to turn the bytes of an ASCII string read from the wire into a {@code String}, each
 * checking them as a reader of untrusted bytes must:
 *
 * <ul>
 *   <li>{@code wordLoop}: the runtime's way for strings of up to 64 bytes
 *       ({@code UnsafeBuffer.getAsciiAt}): a check of eight bytes at a time, then a copy that does
 *       not look at the bytes again;
 *   <li>{@code jdkDecoder}: the JDK's UTF-8 constructor, whose ASCII scan is an intrinsic and which
 *       makes a Latin-1 string of ASCII input, then a test that needs no second pass over the
 *       bytes: a decoded string as long as its bytes that holds no U+FFFD was all ASCII, since any
 *       multi-byte sequence shortens it and any malformed byte becomes U+FFFD
 *       ({@code indexOf('\uFFFD')} on a Latin-1 string returns at once).
 *   <li>{@code latin1Copy}: no check at all, the bytes copied as Latin-1 (any byte is a character)
 *       by the constructor the runtime's ASCII path copies with: what reading a string kind of Latin-1 bytes would cost (a format change,
 *       proposed in docs/benchmarks.md, not built), and so the most any check could save.
 * </ul>
 *
 * Both results are checked to be the string before anything is timed. The backend is the JVM's
 * default (Unsafe on JDK 17, VarHandles from JDK 24), as a user runs it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class AsciiCheckBenchmark {
    @Param({"8", "16", "32", "64", "128", "512"})
    int length;

    private UnsafeBuffer buffer;
    private byte[] bytes;

    @Setup
    public void setUp() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append((char) ('a' + i % 26));
        }
        bytes = text.toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        buffer = UnsafeBuffer.wrap(bytes);
        Correctness.require(text.toString().equals(wordLoop()), "wordLoop");
        Correctness.require(text.toString().equals(jdkDecoder()), "jdkDecoder");
        Correctness.require(text.toString().equals(latin1Copy()), "latin1Copy");
    }

    @Benchmark
    public String wordLoop() {
        return buffer.getAsciiAt(0, length);
    }

    @Benchmark
    public String jdkDecoder() {
        String s = buffer.getUtf8At(0, length);
        return s.length() == length && s.indexOf('\uFFFD') < 0 ? s : null;
    }

    /** The constructor with a high byte copies Latin-1 without a look and inlines; the charset one does not. */
    @Benchmark
    @SuppressWarnings("deprecation")
    public String latin1Copy() {
        return new String(bytes, 0, 0, length);
    }
}
