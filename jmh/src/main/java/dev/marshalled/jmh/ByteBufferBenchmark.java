package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.memory.MemoryBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * MediaContent written into and read back from a {@code ByteBuffer}'s memory in place, native
 * memory above all: what a service that hands buffers to NIO channels, a mapped file or an
 * off-heap ring pays, with no copy between the buffer and a {@code byte[]}. Every target owns one
 * 64 KiB buffer, made once; a write starts again at index 0 and a read at index 0, and every
 * target is called through {@link Library}, the generated marshaller through its
 * {@code Marshaller<T>} instance, as in {@link MediaContentBenchmark}:
 * <ul>
 *   <li>{@code generatedArray}: the baseline, exactly {@link MediaContentBenchmark}'s
 *       {@code generated} (a reused growable {@link UnsafeBuffer} over a heap {@code byte[]});</li>
 *   <li>{@code generatedDirect}: {@code UnsafeBuffer.wrap(ByteBuffer.allocateDirect(64 KiB))},
 *       {@code clear()} then write, read from index 0: the runtime's own loads and stores in the
 *       direct buffer's native memory, nothing copied to or from the heap;</li>
 *   <li>{@code generatedHeapByteBuffer}: the same over {@code ByteBuffer.allocate(64 KiB)}, whose
 *       array the runtime wraps (the {@code byte[]} path, in a fixed-size buffer);</li>
 *   <li>{@code kryoByteBuffer}: Kryo's {@code ByteBufferOutput}, and {@code ByteBufferInput} over a
 *       duplicate of the same direct buffer, so its read is in place too;</li>
 *   <li>{@code kryoUnsafeMemory}: Kryo's {@code UnsafeByteBufferOutput} and
 *       {@code UnsafeByteBufferInput} over a direct buffer, its fastest way into native memory.
 *       Both Kryo targets are set up as in {@link Libraries#kryo(List, boolean, boolean)}:
 *       registration required, references off, and fixed-width ints and longs, Kryo's faster
 *       setting on MediaContent (its {@code Fixed} variants in the MediaContent table);</li>
 *   <li>{@code foryOffHeap}: Fory writing into and reading from a {@code MemoryBuffer} over a
 *       direct buffer ({@code MemoryBuffer.fromByteBuffer}, which addresses its native memory),
 *       writer and reader index set to 0 for each call; set up as {@code foryConsistentFixed}, the
 *       fastest Fory variant on MediaContent ({@link Libraries#fory(List, CompatibleMode, boolean, boolean)}:
 *       schema-consistent, no number compression, registration and codegen on, references off).</li>
 * </ul>
 * The value is {@code MediaContent.standard()}, built once. Before timing, each target's setup
 * writes it, reads it back and stops the run unless the value comes back equal; a generated
 * target must also write exactly the bytes the {@code byte[]} path writes, and a target over a
 * direct buffer must still be writing into that buffer's native memory (a buffer that had grown
 * onto the heap would measure the heap). Kryo's unsafe ByteBuffer streams reach a direct buffer's
 * address through {@code sun.nio.ch.DirectBuffer}, so every fork gets
 * {@code --add-exports=java.base/sun.nio.ch=ALL-UNNAMED} ({@link BenchmarkMain#forkArguments()}),
 * every target with it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ByteBufferBenchmark {
    /** Each target's buffer: as {@link Libraries#generated(dev.marshalled.runtime.Marshaller)}'s. */
    static final int CAPACITY = 1 << 16;

    /** The values of {@link #target}'s {@code @Param}, in report order. */
    static final List<String> TARGETS = List.of("generatedArray", "generatedDirect", "generatedHeapByteBuffer",
            "kryoByteBuffer", "kryoUnsafeMemory", "foryOffHeap");

    @Param({"generatedArray", "generatedDirect", "generatedHeapByteBuffer", "kryoByteBuffer", "kryoUnsafeMemory",
            "foryOffHeap"})
    String target;

    MediaContent value;
    Library<MediaContent> codec;

    /** A target's library and, for a generated target, the buffer it writes into. */
    private static final class Target {
        final Library<MediaContent> library;
        final UnsafeBuffer buffer;
        final MemoryBuffer foryBuffer;

        Target(Library<MediaContent> library, UnsafeBuffer buffer, MemoryBuffer foryBuffer) {
            this.library = library;
            this.buffer = buffer;
            this.foryBuffer = foryBuffer;
        }
    }

    private static Target create(String target) {
        switch (target) {
            case "generatedArray":
                return generated(new UnsafeBuffer(CAPACITY));
            case "generatedDirect":
                return generated(UnsafeBuffer.wrap(ByteBuffer.allocateDirect(CAPACITY)));
            case "generatedHeapByteBuffer":
                return generated(UnsafeBuffer.wrap(ByteBuffer.allocate(CAPACITY)));
            case "kryoByteBuffer":
            case "kryoUnsafeMemory":
                return new Target(Libraries.kryo(MediaContent.class, MediaContentBenchmark.CLASSES,
                        ByteBuffer.allocateDirect(CAPACITY), target.equals("kryoUnsafeMemory"), false, false), null, null);
            case "foryOffHeap": {
                MemoryBuffer memory = MemoryBuffer.fromByteBuffer(ByteBuffer.allocateDirect(CAPACITY));
                return new Target(Libraries.fory(MediaContent.class, Libraries.fory(MediaContentBenchmark.CLASSES,
                        CompatibleMode.SCHEMA_CONSISTENT, false, false), memory), null, memory);
            }
            default:
                throw new IllegalArgumentException("unknown target " + target + "; known: " + TARGETS);
        }
    }

    private static Target generated(UnsafeBuffer buffer) {
        return new Target(Libraries.generated(MediaContentMarshaller.INSTANCE, buffer), buffer, null);
    }

    /**
     * Sets {@code target} up and checks it before anything is timed: the standard value comes
     * back equal; a generated target writes the {@code byte[]} path's bytes, in the memory it
     * names; Fory's buffer is still off-heap after the write.
     *
     * @return the target's library, having written the standard value once
     */
    static Library<MediaContent> checked(String target) {
        MediaContent value = MediaContent.standard();
        Target setup = create(target);
        setup.library.write(value);
        Correctness.require(value.equals(setup.library.read()), target + " round-trips MediaContent");
        setup.library.write(value);
        Correctness.require(value.equals(setup.library.read()), target + " round-trips MediaContent a second time");
        if (setup.buffer != null) {
            Correctness.require(Arrays.equals(setup.buffer.toByteArray(), MediaContentMarshaller.INSTANCE.toByteArray(value)),
                    target + " writes the byte[] path's bytes");
            Correctness.require(setup.buffer.hasArray() == !target.equals("generatedDirect"),
                    target + (target.equals("generatedDirect") ? " writes native memory" : " writes an array"));
        }
        if (setup.foryBuffer != null) {
            Correctness.require(setup.foryBuffer.isOffHeap(), target + " writes into the direct buffer's memory");
        }
        return setup.library;
    }

    /** Encoded size of the standard MediaContent per target, each checked as {@link #checked} does. */
    static Map<String, Integer> sizes() {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (String target : TARGETS) {
            sizes.put(target, checked(target).write(MediaContent.standard()));
        }
        return sizes;
    }

    @Setup
    public void setUp() {
        value = MediaContent.standard();
        codec = checked(target);
    }

    @Benchmark
    public int write() {
        return codec.write(value);
    }

    @Benchmark
    public Object read() {
        return codec.read();
    }

    /** Write, then read back; the value read is returned, which JMH consumes in its Blackhole. */
    @Benchmark
    public Object roundTrip() {
        codec.write(value);
        return codec.read();
    }
}
