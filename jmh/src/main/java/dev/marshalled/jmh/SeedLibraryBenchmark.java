package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.peers.Peers;
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
 * The seed object through the libraries and the peers ({@link Peers}); reported in the seed
 * object's table, against the generated marshaller. Java serialization is in
 * {@link SeedBenchmark}, with Externalizable. The value is the seed object, or for protobuf on
 * its own messages that message, built once before timing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SeedLibraryBenchmark {
    @Param({"kryo", "kryoFixed", "kryoUnsafe", "kryoUnsafeFixed", "foryConsistent", "foryConsistentFixed",
            "foryCompatible", "foryCompatibleFixed", "jackson", "protobuf", "protobufDomain", "sbe"})
    String library;

    /** The values of {@link #library}'s {@code @Param}, for the report's sizes and the tests. */
    static final List<String> LIBRARIES = List.of("kryo", "kryoFixed", "kryoUnsafe", "kryoUnsafeFixed",
            "foryConsistent", "foryConsistentFixed", "foryCompatible", "foryCompatibleFixed", "jackson", "protobuf",
            "protobufDomain", "sbe");

    Object value;
    Library<Object> codec;

    /** @return {@code name}, a library or a peer, writing and reading the type {@link #value} gives it */
    @SuppressWarnings("unchecked")
    static Library<Object> library(String name) {
        if (Peers.NAMES.contains(name)) {
            return (Library<Object>) Peers.seed(name);
        }
        return (Library<Object>) (Library<?>) Libraries.create(name, MarketData.class, MarketDataMarshaller.INSTANCE,
                List.of(MarketData.class, double[].class, long[].class));
    }

    /** @return the seed object as {@code name} is given it */
    static Object value(String name) {
        return Peers.NAMES.contains(name) ? Peers.seedInput(name, MarketData.sample()) : MarketData.sample();
    }

    @Setup
    public void setUp() {
        value = value(library);
        codec = library(library);
        codec.write(value);
        Correctness.require(value.equals(codec.read()), library + " round-trips the seed object");
    }

    @Benchmark
    public int write() {
        return codec.write(value);
    }

    @Benchmark
    public Object read() {
        return codec.read();
    }

    @Benchmark
    public Object roundTrip() {
        codec.write(value);
        return codec.read();
    }
}
