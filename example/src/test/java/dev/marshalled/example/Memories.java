package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The same bytes in the memory a reader meets besides an array of its own: native memory (a
 * direct buffer whose allocation ends where the bytes end, so that nothing lies past them), a
 * file mapped into memory (with stale bytes of earlier inputs past the limit), a read-only view,
 * a slice of a larger array, and a heap buffer whose array goes on past its limit with the bytes
 * again. Positioned loads are bounded by the memory, not the limit, so that last one catches a
 * reader that loads what it did not take first: it would read on where the array ends the input.
 * {@link #readAlike} reads an input from each, in place, and holds
 * the outcome to the one from the array: the same value, ending at the same offset, or the same
 * {@link MarshalException} at the same offset with the read index unmoved. So every corruption
 * loop and fuzz input that goes through it checks the bounds of reads in native memory too, on
 * whichever backend the run forces.
 */
final class Memories {
    /** The mapping reused for every input, a file's first bytes; inputs longer than this skip it. */
    private static final int MAPPED_BYTES = 1 << 20;

    private static final ThreadLocal<MappedByteBuffer> MAPPED = ThreadLocal.withInitial(Memories::map);
    private static final ThreadLocal<ByteBuffer> DIRECT = ThreadLocal.withInitial(() -> ByteBuffer.allocateDirect(MAPPED_BYTES));

    private Memories() {
    }

    private static MappedByteBuffer map() {
        try {
            Path file = Files.createTempFile("marshalled-memories", ".bin");
            file.toFile().deleteOnExit();
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                return channel.map(FileChannel.MapMode.READ_WRITE, 0, MAPPED_BYTES);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code bytes} in each kind of memory, each a buffer whose index 0 is the first byte and whose
     * limit is the last, by name.
     */
    static Map<String, ByteBuffer> of(byte[] bytes) {
        Map<String, ByteBuffer> memories = new LinkedHashMap<>();
        int n = bytes.length;
        if (n <= MAPPED_BYTES) {
            ByteBuffer direct = DIRECT.get().duplicate();
            ByteBuffer tail = direct.position(MAPPED_BYTES - n).slice();
            tail.put(0, bytes);
            memories.put("direct", tail);
            memories.put("read-only direct", tail.asReadOnlyBuffer());
            ByteBuffer mapped = MAPPED.get().duplicate();
            mapped.put(0, bytes).limit(n);
            memories.put("mapped", mapped);
        } else {
            ByteBuffer direct = ByteBuffer.allocateDirect(n);
            direct.put(0, bytes);
            memories.put("direct", direct);
        }
        byte[] larger = new byte[n + 11];
        System.arraycopy(bytes, 0, larger, 5, n);
        memories.put("heap slice", ByteBuffer.wrap(larger, 5, n).slice());
        byte[] twice = new byte[2 * n];
        System.arraycopy(bytes, 0, twice, 0, n);
        System.arraycopy(bytes, 0, twice, n, n);
        memories.put("heap, array past the limit", ByteBuffer.wrap(twice, 0, n));
        return memories;
    }

    /**
     * Reads {@code bytes} from {@code start} in each kind of memory with {@code read}, and checks
     * the outcome against the read from an array: {@code failure} (its message and offset, the
     * read index left at {@code start}) or a value whose encoding ({@code encode}) is
     * {@code encoded}, the read ending at {@code end}.
     */
    static <T> void readAlike(Function<UnsafeBuffer, T> read, Function<T, byte[]> encode, byte[] bytes, int start,
            MarshalException failure, byte[] encoded, int end) {
        for (Map.Entry<String, ByteBuffer> memory : of(bytes).entrySet()) {
            String where = memory.getKey();
            UnsafeBuffer buffer = UnsafeBuffer.wrap(memory.getValue()).readIndex(start);
            T value;
            try {
                value = read.apply(buffer);
            } catch (MarshalException e) {
                if (failure == null) {
                    throw new AssertionError("read from an array, refused in " + where + " memory (" + e.getMessage()
                            + "): " + HexFormat.of().formatHex(bytes), e);
                }
                assertEquals(failure.getMessage(), e.getMessage(), () -> where + ": " + HexFormat.of().formatHex(bytes));
                assertEquals(failure.offset(), e.offset(), where);
                assertEquals(start, buffer.readIndex(), () -> where + ": a failed read moved the read index");
                continue;
            } catch (Throwable t) {
                throw new AssertionError("read in " + where + " memory threw " + t + " for "
                        + HexFormat.of().formatHex(bytes), t);
            }
            if (failure != null) {
                throw new AssertionError("refused from an array (" + failure.getMessage() + ") but read in " + where
                        + " memory: " + HexFormat.of().formatHex(bytes));
            }
            assertEquals(end, buffer.readIndex(), () -> where + ": the read ended elsewhere than from an array");
            assertArrayEquals(encoded, encode.apply(value), () -> where + ": another value than from an array");
        }
    }
}
