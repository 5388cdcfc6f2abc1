package dev.marshalled.jmh;

import dev.marshalled.jmh.dataset.Dataset;
import dev.marshalled.jmh.dataset.DatasetMarshaller;
import dev.marshalled.jmh.dataset.HandWrittenDataset;
import dev.marshalled.jmh.libs.Library;
import java.util.Arrays;
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
 * The data set's floor: the generated marshaller against the same bytes written and read by hand
 * ({@link HandWrittenDataset}, with every check a reader of untrusted bytes needs), and Fory at its
 * fastest, in one run. Where the generated code is behind Fory on the data sets, this says how much
 * of that gap any code could close in this byte layout, and how much is the layout's own: if the
 * hand-written codec is no faster than Fory either, the layout is the cost, not the generated code.
 * Before anything is timed, the hand-written bytes are checked to equal the generated marshaller's
 * for the same value, and every codec's value to come back equal. Not part of the main job's
 * tables: run it by name.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DatasetFloorBenchmark {
    /** The codecs, in report order. */
    static final String[] CODECS = {"generated", "handWritten", "foryConsistentFixed"};

    @Param({"small", "medium", "large"})
    String size;

    @Param({"generated", "handWritten", "foryConsistentFixed"})
    String codec;

    private Dataset value;
    private Library<Dataset> library;

    static Library<Dataset> library(String codec) {
        switch (codec) {
            case "generated":
            case "foryConsistentFixed":
                return DatasetBenchmark.library(codec);
            case "handWritten":
                return HandWrittenDataset.checked();
            default:
                throw new IllegalArgumentException("unknown codec " + codec + "; known: " + Arrays.toString(CODECS));
        }
    }

    /**
     * The {@code size} data set written once by {@code codec}'s library, after checking it comes
     * back equal and, for the hand-written codec, that its bytes are the generated marshaller's.
     */
    static Library<Dataset> checkedLibrary(String codec, String size) {
        Dataset value = Dataset.generate(size);
        Library<Dataset> library = library(codec);
        library.write(value);
        Correctness.require(value.equals(library.read()), codec + " round-trips the " + size + " data set");
        if (library instanceof HandWrittenDataset) {
            byte[] bytes = ((HandWrittenDataset) library).written();
            byte[] generated = DatasetMarshaller.INSTANCE.toByteArray(value);
            Correctness.require(Arrays.equals(bytes, generated),
                    codec + " writes the generated marshaller's bytes for the " + size + " data set");
        }
        return library;
    }

    @Setup
    public void setUp() {
        library = checkedLibrary(codec, size);
        value = Dataset.generate(size);
        library.write(value);
    }

    @Benchmark
    public int write() {
        return library.write(value);
    }

    @Benchmark
    public Dataset read() {
        return library.read();
    }

    @Benchmark
    public Dataset roundTrip() {
        library.write(value);
        return library.read();
    }
}
