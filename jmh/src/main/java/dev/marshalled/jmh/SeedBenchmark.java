package dev.marshalled.jmh;

import dev.marshalled.jmh.seed.ByteBufferCodec;
import dev.marshalled.jmh.seed.ExternalizableMarketData;
import dev.marshalled.jmh.seed.HandWrittenUnsafe;
import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.SeedCodecs;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The seed object through the approaches of the original article: hand-written Unsafe, heap
 * and direct ByteBuffers, Externalizable and Serializable. Each approach has write, read and
 * roundTrip benchmarks; {@link GeneratedSeedBenchmark} has the generated marshaller's.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SeedBenchmark {
    MarketData data;
    HandWrittenUnsafe unsafe;
    ByteBuffer heap;
    ByteBuffer direct;
    ByteArrayOutputStream javaBytes;
    byte[] serialized;
    byte[] externalized;
    ExternalizableMarketData external;

    @Setup
    public void setUp() {
        data = MarketData.sample();
        unsafe = new HandWrittenUnsafe(1024);
        heap = ByteBuffer.allocate(1024);
        direct = ByteBuffer.allocateDirect(1024).order(ByteOrder.nativeOrder());
        javaBytes = new ByteArrayOutputStream(1024);
        external = new ExternalizableMarketData(data);
        unsafe.write(data);
        ByteBufferCodec.writeElementwise(data, heap);
        ByteBufferCodec.writeBulk(data, direct);
        serialized = SeedCodecs.serialize(data, javaBytes);
        externalized = SeedCodecs.serialize(external, javaBytes);
        Correctness.check(this);
    }

    // ---- hand-written Unsafe ----

    @Benchmark
    public int handUnsafeWrite() {
        unsafe.reset();
        unsafe.write(data);
        return unsafe.position();
    }

    @Benchmark
    public MarketData handUnsafeRead() {
        unsafe.reset();
        return unsafe.read();
    }

    @Benchmark
    public MarketData handUnsafeRoundTrip() {
        unsafe.reset();
        unsafe.write(data);
        unsafe.reset();
        return unsafe.read();
    }

    // ---- heap ByteBuffer, element by element ----

    @Benchmark
    public int heapByteBufferWrite() {
        heap.clear();
        ByteBufferCodec.writeElementwise(data, heap);
        return heap.position();
    }

    @Benchmark
    public MarketData heapByteBufferRead() {
        heap.rewind();
        return ByteBufferCodec.readElementwise(heap);
    }

    @Benchmark
    public MarketData heapByteBufferRoundTrip() {
        heap.clear();
        ByteBufferCodec.writeElementwise(data, heap);
        heap.flip();
        return ByteBufferCodec.readElementwise(heap);
    }

    // ---- direct native-order ByteBuffer, bulk array puts ----

    @Benchmark
    public int directByteBufferWrite() {
        direct.clear();
        ByteBufferCodec.writeBulk(data, direct);
        return direct.position();
    }

    @Benchmark
    public MarketData directByteBufferRead() {
        direct.rewind();
        return ByteBufferCodec.readBulk(direct);
    }

    @Benchmark
    public MarketData directByteBufferRoundTrip() {
        direct.clear();
        ByteBufferCodec.writeBulk(data, direct);
        direct.flip();
        return ByteBufferCodec.readBulk(direct);
    }

    // ---- Externalizable ----

    @Benchmark
    public byte[] externalizableWrite() {
        return SeedCodecs.serialize(external, javaBytes);
    }

    @Benchmark
    public Object externalizableRead() {
        return SeedCodecs.deserialize(externalized);
    }

    @Benchmark
    public Object externalizableRoundTrip() {
        return SeedCodecs.deserialize(SeedCodecs.serialize(external, javaBytes));
    }

    // ---- Serializable ----

    @Benchmark
    public byte[] serializableWrite() {
        return SeedCodecs.serialize(data, javaBytes);
    }

    @Benchmark
    public Object serializableRead() {
        return SeedCodecs.deserialize(serialized);
    }

    @Benchmark
    public Object serializableRoundTrip() {
        return SeedCodecs.deserialize(SeedCodecs.serialize(data, javaBytes));
    }
}
