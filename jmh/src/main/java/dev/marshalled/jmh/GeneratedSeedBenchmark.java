package dev.marshalled.jmh;

import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.MarketDataMarshaller;
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
 * The generated marshaller on the seed object, once per buffer backend. JMH forks a JVM per
 * parameter value, and the backend is chosen when the runtime first loads, so setting the
 * property in {@link #setUp} before touching the buffer selects it for the whole fork. It is
 * called as a user calls it, and as {@link SeedBenchmark} calls the hand-written codecs: the
 * generated class's static methods on one reused buffer, which is cleared before a write and
 * rewound before a read.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GeneratedSeedBenchmark {
    @Param({"unsafe", "varhandle", "foreign"})
    String backend;

    MarketData data;
    UnsafeBuffer buffer;

    @Setup
    public void setUp() {
        System.setProperty("dev.marshalled.backend", backend);
        String chosen = UnsafeBuffer.backend().name().replace("_", "").toLowerCase(java.util.Locale.ROOT);
        if (!chosen.equals(backend)) {
            throw new IllegalStateException("asked for backend " + backend + " but the runtime chose " + chosen);
        }
        data = MarketData.sample();
        buffer = new UnsafeBuffer(1024);
        generatedWrite();
        Correctness.check(this);
    }

    @Benchmark
    public int generatedWrite() {
        buffer.clear();
        MarketDataMarshaller.write(data, buffer);
        return buffer.writeIndex();
    }

    @Benchmark
    public MarketData generatedRead() {
        buffer.readIndex(0);
        return MarketDataMarshaller.read(buffer);
    }

    @Benchmark
    public MarketData generatedRoundTrip() {
        buffer.clear();
        MarketDataMarshaller.write(data, buffer);
        buffer.readIndex(0);
        return MarketDataMarshaller.read(buffer);
    }
}
