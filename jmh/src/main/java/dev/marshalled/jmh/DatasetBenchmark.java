package dev.marshalled.jmh;

import dev.marshalled.jmh.dataset.Dataset;
import dev.marshalled.jmh.dataset.DatasetMarshaller;
import dev.marshalled.jmh.dataset.Entry;
import dev.marshalled.jmh.dataset.Item;
import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import java.util.ArrayList;
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
 * A data set of 100 small, medium or large objects, written and read back as one message per
 * library.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DatasetBenchmark {
    /** Every class of the model, for the libraries that register classes. */
    static final List<Class<?>> CLASSES = List.of(Dataset.class, Item.class, Entry.class, ArrayList.class);

    @Param({"small", "medium", "large"})
    String size;

    @Param({"generated", "kryo", "kryoFixed", "kryoUnsafe", "kryoUnsafeFixed", "foryConsistent",
            "foryConsistentFixed", "foryCompatible", "foryCompatibleFixed", "serializable", "jackson"})
    String library;

    Dataset value;
    Library<Dataset> codec;

    static Library<Dataset> library(String name) {
        return Libraries.create(name, Dataset.class, DatasetMarshaller.INSTANCE, CLASSES);
    }

    @Setup
    public void setUp() {
        value = Dataset.generate(size);
        codec = library(library);
        codec.write(value);
        if (!value.equals(codec.read())) {
            throw new IllegalStateException(library + " does not round-trip the " + size + " data set");
        }
    }

    @Benchmark
    public int write() {
        return codec.write(value);
    }

    @Benchmark
    public Dataset read() {
        return codec.read();
    }

    @Benchmark
    public Dataset roundTrip() {
        codec.write(value);
        return codec.read();
    }
}
