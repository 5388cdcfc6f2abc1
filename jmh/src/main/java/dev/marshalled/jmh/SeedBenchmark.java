package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.libs.ReusableBytes;
import dev.marshalled.jmh.seed.ByteBufferCodec;
import dev.marshalled.jmh.seed.ExternalizableMarketData;
import dev.marshalled.jmh.seed.HandWrittenUnsafe;
import dev.marshalled.jmh.seed.HandWrittenVarHandle;
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
 * and direct ByteBuffers, Externalizable and Serializable, and the hand-written floor for the JDK's
 * supported memory access (VarHandles). Each approach has write, read and roundTrip benchmarks;
 * {@link GeneratedSeedBenchmark} has the generated marshaller's and {@link SeedLibraryBenchmark}
 * the libraries'.
 *
 * <p>The two hand-written codecs and the generated marshaller are called as their users call
 * them, directly on a concrete class, because at some 30 ns a round trip an interface call and a
 * wrapper object are part of what is measured; the codecs that cost ten times more, and the
 * libraries, are called through {@link Library}, where that cost is lost in the noise.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SeedBenchmark {
    MarketData data;
    ExternalizableMarketData external;
    HandWrittenUnsafe handUnsafe;
    HandWrittenVarHandle handVarHandle;
    Library<MarketData> heapByteBuffer;
    Library<MarketData> directByteBuffer;
    Library<ExternalizableMarketData> externalizable;
    Library<MarketData> serializable;

    @Setup
    public void setUp() {
        data = MarketData.sample();
        external = new ExternalizableMarketData(data);
        handUnsafe = new HandWrittenUnsafe(1024);
        handVarHandle = new HandWrittenVarHandle(1024);
        heapByteBuffer = byteBuffer(ByteBuffer.allocate(1024), false);
        directByteBuffer = byteBuffer(ByteBuffer.allocateDirect(1024).order(ByteOrder.nativeOrder()), true);
        externalizable = javaSerialization(ExternalizableMarketData.class);
        serializable = javaSerialization(MarketData.class);
        handUnsafe.write(data);
        handVarHandle.write(data);
        heapByteBuffer.write(data);
        directByteBuffer.write(data);
        externalizable.write(external);
        serializable.write(data);
        Correctness.check(this);
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
        handUnsafe.reset();
        handUnsafe.write(data);
        return handUnsafe.position();
    }

    @Benchmark
    public MarketData handUnsafeRead() {
        handUnsafe.reset();
        return handUnsafe.read();
    }

    @Benchmark
    public MarketData handUnsafeRoundTrip() {
        handUnsafe.reset();
        handUnsafe.write(data);
        handUnsafe.reset();
        return handUnsafe.read();
    }

    // ---- hand-written VarHandles ----

    @Benchmark
    public int handVarHandleWrite() {
        handVarHandle.reset();
        handVarHandle.write(data);
        return handVarHandle.position();
    }

    @Benchmark
    public MarketData handVarHandleRead() {
        handVarHandle.reset();
        return handVarHandle.read();
    }

    @Benchmark
    public MarketData handVarHandleRoundTrip() {
        handVarHandle.reset();
        handVarHandle.write(data);
        handVarHandle.reset();
        return handVarHandle.read();
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
