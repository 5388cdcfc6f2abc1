package dev.marshalled.jmh;

import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
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
 * Cold start: in a fresh JVM, the time from nothing of the library loaded to the first
 * MediaContent round trip, and to the 10,000th. Each measurement is one call in its own fork
 * (single shot, no warm-up), so it includes what a user's first call pays: loading and linking
 * classes, the library's set-up (registration, generated serializers), and running in the
 * interpreter and the first JIT tiers. The model and its value are created in the set-up, before
 * the clock starts. {@link BenchmarkMain} runs this class with many forks and reports it apart.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ColdStartBenchmark {
    /** How many round trips the second benchmark makes. */
    static final int MANY = 10_000;

    @Param({"generated", "kryo", "foryConsistent", "serializable"})
    String library;

    MediaContent value;

    @Setup
    public void setUp() {
        value = MediaContent.standard();
    }

    @Benchmark
    public Object firstRoundTrip() {
        return roundTrips(1);
    }

    @Benchmark
    public Object roundTrips10000() {
        return roundTrips(MANY);
    }

    private Object roundTrips(int count) {
        if (library.equals("generated")) {
            // As a user writes it: the generated marshaller and a buffer, nothing else loaded.
            UnsafeBuffer buffer = new UnsafeBuffer(1024);
            MediaContent copy = null;
            for (int i = 0; i < count; i++) {
                buffer.clear();
                MediaContentMarshaller.write(value, buffer);
                copy = MediaContentMarshaller.read(buffer);
            }
            return copy;
        }
        dev.marshalled.jmh.libs.Library<MediaContent> codec = MediaContentBenchmark.library(library);
        MediaContent copy = null;
        for (int i = 0; i < count; i++) {
            codec.write(value);
            copy = codec.read();
        }
        return copy;
    }
}
