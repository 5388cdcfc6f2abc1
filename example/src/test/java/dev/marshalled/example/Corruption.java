package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import java.util.function.Function;

/** Seeded mutations of valid messages: bit flips, int32 overwrites with extreme values, truncation, noise. */
final class Corruption {
    private static final int[] EXTREMES = {-1, -2, 0, 1, 2, 3, 255, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 30};

    private Corruption() {
    }

    /** What a seeded corruption loop saw: reads rejected, and reads accepted in a form the writer does not produce. */
    record Tally(int rejected, int normalized) {
    }

    /**
     * Reads {@code runs} seeded mutations of {@code valid} with {@code reader}: each must read a
     * value that writes back to the bytes it consumed or to an equal value's canonical form (see
     * {@link #canonical}), or throw {@code MarshalException} with the read index unchanged;
     * anything else fails.
     */
    static <T> Tally run(Marshaller<T> reader, byte[] valid, Random random, int runs) {
        int rejected = 0;
        int normalized = 0;
        for (int i = 0; i < runs; i++) {
            byte[] bytes = mutate(valid, random);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
            try {
                T value = reader.read(buffer);
                if (!canonical(reader, value, bytes, 0, buffer.readIndex())) {
                    normalized++;
                }
            } catch (MarshalException expected) {
                rejected++;
                assertEquals(0, buffer.readIndex());
            } catch (Throwable t) {
                throw new AssertionError("read threw " + t + " for " + Arrays.toString(bytes), t);
            }
        }
        return new Tally(rejected, normalized);
    }

    /**
     * Checks a value read from {@code bytes[from, to)}. Writing it gives exactly those bytes
     * (true), or else bytes that are a fixed point, reading back to a value that writes them
     * again (false: the input was a form the writer never produces, which the format does not
     * make an error; since readers refuse non-canonical input (FORMAT.md, "Canonical form"),
     * that is only a {@code HashSet} or {@code HashMap} given in an order other than its own
     * hash order). The loops count the second kind exactly for their seed, so a
     * reader that starts to accept more (an overlong varint, a length reaching into the next
     * field, an unchecked run) changes the count and fails even though it throws nothing.
     */
    static <T> boolean canonical(Marshaller<T> marshaller, T value, byte[] bytes, int from, int to) {
        return canonical(marshaller::toByteArray, marshaller::fromByteArray, value, bytes, from, to);
    }

    /** As above, for another writer and reader of the same bytes (a registry's framed messages). */
    static <T> boolean canonical(Function<T, byte[]> writer, Function<byte[], T> reader, T value, byte[] bytes,
            int from, int to) {
        if (to > bytes.length) {
            throw new AssertionError("the reader consumed " + to + " bytes of a " + bytes.length + "-byte input");
        }
        byte[] consumed = Arrays.copyOfRange(bytes, from, to);
        byte[] rewritten = writer.apply(value);
        if (Arrays.equals(consumed, rewritten)) {
            return true;
        }
        byte[] again = writer.apply(reader.apply(rewritten));
        if (!Arrays.equals(rewritten, again)) {
            throw new AssertionError("a read of mutated input was accepted, and what it wrote back is not stable:\n read    "
                    + HexFormat.of().formatHex(consumed) + "\n rewrote " + HexFormat.of().formatHex(rewritten)
                    + "\n then   " + HexFormat.of().formatHex(again));
        }
        return false;
    }

    static byte[] mutate(byte[] valid, Random random) {
        byte[] bytes = valid.clone();
        switch (random.nextInt(5)) {
            case 0: // flip a few bits
                for (int k = random.nextInt(4); k >= 0; k--) {
                    bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
                }
                return bytes;
            case 1: { // overwrite an int32 (often a length, an id or a count) with an extreme value
                int at = random.nextInt(bytes.length - 3);
                int v = random.nextBoolean() ? EXTREMES[random.nextInt(EXTREMES.length)] : bytes.length - at;
                for (int b = 0; b < 4; b++) {
                    bytes[at + b] = (byte) (v >>> (8 * b));
                }
                return bytes;
            }
            case 2: // overwrite one byte (often a tag) with a small value
                bytes[random.nextInt(bytes.length)] = (byte) (random.nextInt(6) - 1);
                return bytes;
            case 3: // truncate
                return Arrays.copyOf(bytes, random.nextInt(bytes.length));
            default: // noise over a stretch
                int from = random.nextInt(bytes.length);
                int to = Math.min(bytes.length, from + 1 + random.nextInt(16));
                for (int i = from; i < to; i++) {
                    bytes[i] = (byte) random.nextInt();
                }
                return bytes;
        }
    }
}
