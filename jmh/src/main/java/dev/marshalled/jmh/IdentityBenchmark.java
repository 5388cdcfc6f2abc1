package dev.marshalled.jmh;

import dev.marshalled.jmh.identity.Basket;
import dev.marshalled.jmh.identity.BasketMarshaller;
import dev.marshalled.jmh.identity.TrackedBasket;
import dev.marshalled.jmh.identity.TrackedBasketMarshaller;
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
 * The cost of keeping object identity: the same 20-item basket with {@code references} off
 * ({@code plain}) and on ({@code tracked}); both encode to the same number of bytes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class IdentityBenchmark {
    private Basket plain;
    private TrackedBasket tracked;
    private UnsafeBuffer plainBytes;
    private UnsafeBuffer trackedBytes;
    private UnsafeBuffer out;

    @Setup
    public void setUp() {
        plain = Basket.sample();
        tracked = TrackedBasket.sample();
        plainBytes = new UnsafeBuffer(1024);
        BasketMarshaller.write(plain, plainBytes);
        trackedBytes = new UnsafeBuffer(1024);
        TrackedBasketMarshaller.write(tracked, trackedBytes);
        out = new UnsafeBuffer(1024);
        Correctness.require(plain.equals(BasketMarshaller.read(plainBytes.readIndex(0))), "plain basket");
        Correctness.require(tracked.equals(TrackedBasketMarshaller.read(trackedBytes.readIndex(0))), "tracked basket");
        Correctness.require(plainBytes.writeIndex() == trackedBytes.writeIndex(), "equal sizes");
    }

    @Benchmark
    public int plainWrite() {
        out.clear();
        BasketMarshaller.write(plain, out);
        return out.writeIndex();
    }

    @Benchmark
    public int trackedWrite() {
        out.clear();
        TrackedBasketMarshaller.write(tracked, out);
        return out.writeIndex();
    }

    @Benchmark
    public Basket plainRead() {
        return BasketMarshaller.read(plainBytes.readIndex(0));
    }

    @Benchmark
    public TrackedBasket trackedRead() {
        return TrackedBasketMarshaller.read(trackedBytes.readIndex(0));
    }

    @Benchmark
    public Basket plainRoundTrip() {
        out.clear();
        BasketMarshaller.write(plain, out);
        return BasketMarshaller.read(out);
    }

    @Benchmark
    public TrackedBasket trackedRoundTrip() {
        out.clear();
        TrackedBasketMarshaller.write(tracked, out);
        return TrackedBasketMarshaller.read(out);
    }
}
