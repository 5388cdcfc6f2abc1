package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import java.util.Random;

/** Seeded mutations of valid messages: bit flips, int32 overwrites with extreme values, truncation, noise. */
final class Corruption {
    private static final int[] EXTREMES = {-1, -2, 0, 1, 2, 3, 255, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 30};

    private Corruption() {
    }

    /**
     * Reads {@code runs} seeded mutations of {@code valid} with {@code reader}: each must read
     * or throw {@code MarshalException} with the read index unchanged; anything else fails.
     *
     * @return how many were rejected
     */
    static int rejected(Marshaller<?> reader, byte[] valid, Random random, int runs) {
        int rejected = 0;
        for (int i = 0; i < runs; i++) {
            byte[] bytes = mutate(valid, random);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
            try {
                reader.read(buffer);
            } catch (MarshalException expected) {
                rejected++;
                assertEquals(0, buffer.readIndex());
            } catch (Throwable t) {
                throw new AssertionError("read threw " + t + " for " + Arrays.toString(bytes), t);
            }
        }
        return rejected;
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
