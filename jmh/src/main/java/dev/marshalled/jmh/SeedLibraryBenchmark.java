package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.MarketDataMarshaller;
import java.util.List;
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
 * The seed object through the libraries; reported in the seed object's table, against the
 * generated marshaller. Java serialization is in {@link SeedBenchmark}, with Externalizable.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SeedLibraryBenchmark {
    @Param({"kryo", "kryoFixed", "kryoUnsafe", "kryoUnsafeFixed", "foryConsistent", "foryConsistentFixed",
            "foryCompatible", "foryCompatibleFixed", "jackson"})
    String library;

    /** The values of {@link #library}'s {@code @Param}, for the report's sizes and the tests. */
    static final List<String> LIBRARIES = List.of("kryo", "kryoFixed", "kryoUnsafe", "kryoUnsafeFixed",
            "foryConsistent", "foryConsistentFixed", "foryCompatible", "foryCompatibleFixed", "jackson");

    MarketData value;
    Library<MarketData> codec;

    static Library<MarketData> library(String name) {
        return Libraries.create(name, MarketData.class, MarketDataMarshaller.INSTANCE,
                List.of(MarketData.class, double[].class, long[].class));
    }

    @Setup
    public void setUp() {
        value = MarketData.sample();
        codec = library(library);
        codec.write(value);
        Correctness.require(value.equals(codec.read()), library + " round-trips the seed object");
    }

    @Benchmark
    public int write() {
        return codec.write(value);
    }

    @Benchmark
    public MarketData read() {
        return codec.read();
    }

    @Benchmark
    public MarketData roundTrip() {
        codec.write(value);
        return codec.read();
    }
}
