package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.libs.ReusableBytes;
import dev.marshalled.jmh.seed.ByteBufferCodec;
import dev.marshalled.jmh.seed.ExternalizableMarketData;
import dev.marshalled.jmh.seed.HandWrittenUnsafe;
import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.SeedCodecs;
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
 * roundTrip benchmarks; {@link GeneratedSeedBenchmark} has the generated marshaller's and
 * {@link SeedLibraryBenchmark} the libraries'. Every approach in the seed table is called the
 * same way, through {@link Library}, so none saves an interface call the others pay.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SeedBenchmark {
    MarketData data;
    ExternalizableMarketData external;
    Library<MarketData> handUnsafe;
    Library<MarketData> heapByteBuffer;
    Library<MarketData> directByteBuffer;
    Library<ExternalizableMarketData> externalizable;
    Library<MarketData> serializable;

    @Setup
    public void setUp() {
        data = MarketData.sample();
        external = new ExternalizableMarketData(data);
        handUnsafe = handUnsafe();
        heapByteBuffer = byteBuffer(ByteBuffer.allocate(1024), false);
        directByteBuffer = byteBuffer(ByteBuffer.allocateDirect(1024).order(ByteOrder.nativeOrder()), true);
        externalizable = javaSerialization(ExternalizableMarketData.class);
        serializable = javaSerialization(MarketData.class);
        handUnsafe.write(data);
        heapByteBuffer.write(data);
        directByteBuffer.write(data);
        externalizable.write(external);
        serializable.write(data);
        Correctness.check(this);
    }

    static Library<MarketData> handUnsafe() {
        HandWrittenUnsafe unsafe = new HandWrittenUnsafe(1024);
        return new Library<>() {
            @Override
            public int write(MarketData value) {
                unsafe.reset();
                unsafe.write(value);
                return unsafe.position();
            }

            @Override
            public MarketData read() {
                unsafe.reset();
                return unsafe.read();
            }
        };
    }

    /** @param bulk the direct buffer's bulk array puts, or the heap buffer's element-by-element ones */
    static Library<MarketData> byteBuffer(ByteBuffer buffer, boolean bulk) {
        return new Library<>() {
            @Override
            public int write(MarketData value) {
                buffer.clear();
                if (bulk) {
                    ByteBufferCodec.writeBulk(value, buffer);
                } else {
                    ByteBufferCodec.writeElementwise(value, buffer);
                }
                return buffer.position();
            }

            @Override
            public MarketData read() {
                buffer.rewind();
                return bulk ? ByteBufferCodec.readBulk(buffer) : ByteBufferCodec.readElementwise(buffer);
            }
        };
    }

    static <T> Library<T> javaSerialization(Class<T> type) {
        ReusableBytes bytes = new ReusableBytes(1024);
        return new Library<>() {
            @Override
            public int write(T value) {
                return SeedCodecs.serialize(value, bytes);
            }

            @Override
            public T read() {
                return type.cast(SeedCodecs.deserialize(bytes));
            }
        };
    }

    // ---- hand-written Unsafe ----

    @Benchmark
    public int handUnsafeWrite() {
        return handUnsafe.write(data);
    }

    @Benchmark
    public MarketData handUnsafeRead() {
        return handUnsafe.read();
    }

    @Benchmark
    public MarketData handUnsafeRoundTrip() {
        handUnsafe.write(data);
        return handUnsafe.read();
    }

    // ---- heap ByteBuffer, element by element ----

    @Benchmark
    public int heapByteBufferWrite() {
        return heapByteBuffer.write(data);
    }

    @Benchmark
    public MarketData heapByteBufferRead() {
        return heapByteBuffer.read();
    }

    @Benchmark
    public MarketData heapByteBufferRoundTrip() {
        heapByteBuffer.write(data);
        return heapByteBuffer.read();
    }

    // ---- direct native-order ByteBuffer, bulk array puts ----

    @Benchmark
    public int directByteBufferWrite() {
        return directByteBuffer.write(data);
    }

    @Benchmark
    public MarketData directByteBufferRead() {
        return directByteBuffer.read();
    }

    @Benchmark
    public MarketData directByteBufferRoundTrip() {
        directByteBuffer.write(data);
        return directByteBuffer.read();
    }

    // ---- Externalizable ----

    @Benchmark
    public int externalizableWrite() {
        return externalizable.write(external);
    }

    @Benchmark
    public ExternalizableMarketData externalizableRead() {
        return externalizable.read();
    }

    @Benchmark
    public ExternalizableMarketData externalizableRoundTrip() {
        externalizable.write(external);
        return externalizable.read();
    }

    // ---- Serializable ----

    @Benchmark
    public int serializableWrite() {
        return serializable.write(data);
    }

    @Benchmark
    public MarketData serializableRead() {
        return serializable.read();
    }

    @Benchmark
    public MarketData serializableRoundTrip() {
        serializable.write(data);
        return serializable.read();
    }
}
