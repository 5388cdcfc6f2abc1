package dev.marshalled.jmh;

import dev.marshalled.jmh.arrays.Samples;
import dev.marshalled.jmh.arrays.SamplesMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
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
 * Writing a large primitive array (512 KiB of longs) against {@code System.arraycopy} of the
 * same number of bytes from one {@code byte[]} to another: the floor for moving that memory.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ArrayBenchmark {
    @Param({"unsafe", "varhandle", "foreign"})
    String backend;

    private Samples value;
    private UnsafeBuffer buffer;
    private byte[] source;
    private byte[] target;

    @Setup
    public void setUp() {
        System.setProperty("dev.marshalled.backend", backend);
        Correctness.require(UnsafeBuffer.backend().name().replace("_", "").equalsIgnoreCase(backend), "backend " + backend);
        value = Samples.sample();
        buffer = new UnsafeBuffer(SamplesMarshaller.sizeOf(value));
        source = new byte[Samples.COUNT * Long.BYTES];
        target = new byte[source.length + 8];
        SamplesMarshaller.write(value, buffer);
        Correctness.require(Arrays.equals(value.values(), SamplesMarshaller.read(buffer).values()), "samples");
    }

    @Benchmark
    public int generatedWrite() {
        buffer.clear();
        SamplesMarshaller.write(value, buffer);
        return buffer.writeIndex();
    }

    @Benchmark
    public byte[] arraycopyWrite() {
        System.arraycopy(source, 0, target, 4, source.length);
        return target;
    }
}
