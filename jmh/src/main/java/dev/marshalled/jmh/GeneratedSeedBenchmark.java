package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
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
 * property in {@link #setUp} before touching the buffer selects it for the whole fork. Like every
 * approach in the seed table it is called through {@link Library}, here via its generated
 * {@code Marshaller} instance.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GeneratedSeedBenchmark {
    @Param({"unsafe", "varhandle", "foreign"})
    String backend;

    MarketData data;
    Library<MarketData> codec;

    @Setup
    public void setUp() {
        System.setProperty("dev.marshalled.backend", backend);
        String chosen = UnsafeBuffer.backend().name().replace("_", "").toLowerCase(java.util.Locale.ROOT);
        if (!chosen.equals(backend)) {
            throw new IllegalStateException("asked for backend " + backend + " but the runtime chose " + chosen);
        }
        data = MarketData.sample();
        codec = Libraries.generated(MarketDataMarshaller.INSTANCE);
        codec.write(data);
        Correctness.check(this);
    }

    @Benchmark
    public int generatedWrite() {
        return codec.write(data);
    }

    @Benchmark
    public MarketData generatedRead() {
        return codec.read();
    }

    @Benchmark
    public MarketData generatedRoundTrip() {
        codec.write(data);
        return codec.read();
    }
}
