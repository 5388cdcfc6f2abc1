package dev.marshalled.jmh;

import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.MarketDataMarshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The cost of a self-identifying message (type id, body length, body, read back through the
 * registry) against the bare body, on the seed object.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FramingBenchmark {
    private MarketData value;
    private Marshallers registry;
    private UnsafeBuffer bareBytes;
    private UnsafeBuffer framedBytes;
    private UnsafeBuffer out;

    @Setup
    public void setUp() {
        value = MarketData.sample();
        registry = Marshallers.of(MarketDataMarshaller.INSTANCE);
        bareBytes = new UnsafeBuffer(256);
        MarketDataMarshaller.write(value, bareBytes);
        framedBytes = new UnsafeBuffer(256);
        registry.writeMessage(value, framedBytes);
        out = new UnsafeBuffer(256);
        Correctness.require(value.equals(MarketDataMarshaller.read(bareBytes.readIndex(0))), "bare message");
        Correctness.require(value.equals(registry.readMessage(framedBytes.readIndex(0))), "framed message");
    }

    @Benchmark
    public int bareWrite() {
        out.clear();
        MarketDataMarshaller.write(value, out);
        return out.writeIndex();
    }

    @Benchmark
    public int framedWrite() {
        out.clear();
        registry.writeMessage(value, out);
        return out.writeIndex();
    }

    @Benchmark
    public MarketData bareRead() {
        return MarketDataMarshaller.read(bareBytes.readIndex(0));
    }

    @Benchmark
    public Object framedRead() {
        return registry.readMessage(framedBytes.readIndex(0));
    }

    @Benchmark
    public MarketData bareRoundTrip() {
        out.clear();
        MarketDataMarshaller.write(value, out);
        return MarketDataMarshaller.read(out);
    }

    @Benchmark
    public Object framedRoundTrip() {
        out.clear();
        registry.writeMessage(value, out);
        return registry.readMessage(out);
    }
}
