package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import java.util.function.Function;

/** Seeded mutations of valid messages: bit flips, int32 overwrites with extreme values, truncation, noise. */
final class Corruption {
    private static final int[] EXTREMES = {-1, -2, 0, 1, 2, 3, 255, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 30};

    private Corruption() {
    }

    /**
     * What a seeded corruption loop saw, with the checks on each read. Every read of a mutated
     * input is checked on its own ({@link #read}, {@link #accepted}); the totals are only held to
     * floors ({@link #assertExercised}), never to exact counts: an exact count fails on any change
     * to the mutations or the values, which says nothing about the reader, while what a count
     * could stand for (a reader that starts to accept a non-canonical spelling) is asserted read by read.
     */
    static final class Tally {
        private final boolean reorders;
        private int inputs;
        private int refused;
        private int accepted;
        private int reordered;

        /**
         * @param reorders whether the loop's types hold a {@code HashSet} or {@code HashMap}, the one
         *     thing these types' readers accept in an order the writer may not produce (FORMAT.md,
         *     "Canonical form"); without one, every accepted read must write back exactly what it read
         */
        Tally(boolean reorders) {
            this.reorders = reorders;
        }

        /**
         * Reads one mutated input with {@code marshaller}, and decodes it with the inspector. The
         * read must give a value that {@linkplain #accepted writes back} to the bytes it consumed, or
         * throw {@code MarshalException} with the read index unchanged; anything else fails. The
         * inspector must agree: complete exactly when the read succeeds, and then ending where the
         * reader stopped; incomplete when it fails, at the offset of the reader's exception.
         *
         * @return the inspection, for a loop that also renders it (rendering costs several times
         *     the decoding, so only the loops that are about the inspector's output do)
         */
        <T> Inspection read(Marshaller<T> marshaller, byte[] bytes) {
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
            T value = null;
            MarshalException failure = null;
            try {
                value = marshaller.read(buffer);
            } catch (MarshalException e) {
                failure = e;
            } catch (Throwable t) {
                throw new AssertionError("read threw " + t + " for " + HexFormat.of().formatHex(bytes), t);
            }
            inputs++;
            // The same bytes in place in native, mapped, read-only and sliced memory: the same outcome.
            Memories.readAlike(marshaller::read, marshaller::toByteArray, bytes, 0, failure,
                    failure == null ? marshaller.toByteArray(value) : null, buffer.readIndex());
            if (failure == null) {
                accepted(marshaller::toByteArray, marshaller::fromByteArray, value, bytes, 0, buffer.readIndex());
            } else {
                MarshalException e = failure;
                assertEquals(0, buffer.readIndex(), () -> "a failed read moved the read index (" + e.getMessage()
                        + "): " + HexFormat.of().formatHex(bytes));
                refused++;
            }
            Inspection inspection = Inspector.inspect(marshaller, bytes);
            if (failure == null) {
                assertTrue(inspection.complete(), () -> "the reader accepts what the inspector refuses ("
                        + inspection.failure().getMessage() + "): " + HexFormat.of().formatHex(bytes));
                assertEquals(buffer.readIndex(), inspection.length(), () -> "the inspector and the reader end apart on "
                        + HexFormat.of().formatHex(bytes));
            } else {
                MarshalException e = failure;
                assertFalse(inspection.complete(), () -> "the inspector accepts what the reader refuses ("
                        + e.getMessage() + "): " + HexFormat.of().formatHex(bytes));
                assertEquals(e.offset(), inspection.failure().offset(), () -> "the reader refuses at " + e.offset()
                        + " (" + e.getMessage() + "), the inspector at " + inspection.failure().offset() + " ("
                        + inspection.failure().getMessage() + "): " + HexFormat.of().formatHex(bytes));
            }
            return inspection;
        }

        /**
         * Checks a value read from {@code bytes[from, to)}, and counts it. It must write back to
         * exactly those bytes, or else (see {@link Corruption#canonical}) to a stable form; the latter
         * only if the loop's types reorder, and then what it writes is what it read in another order:
         * as many bytes, and the same ones. So a reader that starts to accept a spelling the writer
         * never produces (an overlong varint, a length reaching into the next field, a repeated
         * set element) fails here, on the read that shows it.
         */
        <T> void accepted(Function<T, byte[]> writer, Function<byte[], T> reader, T value, byte[] bytes, int from,
                int to) {
            accepted++;
            if (canonical(writer, reader, value, bytes, from, to)) {
                return;
            }
            byte[] consumed = Arrays.copyOfRange(bytes, from, to);
            byte[] rewritten = writer.apply(value);
            String shown = "\n read    " + HexFormat.of().formatHex(consumed) + "\n rewrote "
                    + HexFormat.of().formatHex(rewritten);
            if (!reorders) {
                throw new AssertionError("a read of mutated input was accepted in a form the writer does not"
                        + " produce, from types without a HashSet or HashMap:" + shown);
            }
            Arrays.sort(consumed);
            Arrays.sort(rewritten);
            assertArrayEquals(consumed, rewritten,
                    () -> "an accepted read writes back other bytes than it read, not only in another order:" + shown);
            reordered++;
        }

        /** Counts an input of several reads (a stream of messages) that one of them refused. */
        void refused() {
            inputs++;
            refused++;
        }

        /** Counts an input of several reads that all succeeded, each checked by {@link #accepted}. */
        void read() {
            inputs++;
        }

        /**
         * Checks that the loop read {@code expected} inputs and exercised both outcomes: at least a
         * quarter refused, and at least one read in a hundred accepted so that the write-back checks
         * ran (the seeded loops give half or more refused and 6% or more accepted); and, where the
         * types reorder, at least one read in another order than the writer's, so that check ran too.
         * Floors, not counts: they fail when a loop stops exercising the reader, not when it changes.
         */
        void assertExercised(int expected) {
            String seen = inputs + " inputs, " + refused + " refused, " + accepted + " reads accepted, " + reordered
                    + " of them reordered";
            assertEquals(expected, inputs, seen);
            assertTrue(refused >= expected / 4, () -> "too few refused to exercise the reader: " + seen);
            assertTrue(accepted >= expected / 100, () -> "too few accepted to check writing back: " + seen);
            assertTrue(!reorders || reordered > 0, () -> "no read in another order than the writer's: " + seen);
        }
    }

    /**
     * Reads {@code runs} seeded mutations of {@code valid}, of a type without a {@code HashSet} or
     * {@code HashMap}, each checked by {@link Tally#read}, and checks that they exercised the reader
     * ({@link Tally#assertExercised}).
     */
    static <T> void run(Marshaller<T> marshaller, byte[] valid, Random random, int runs) {
        Tally tally = new Tally(false);
        for (int i = 0; i < runs; i++) {
            tally.read(marshaller, mutate(valid, random));
        }
        tally.assertExercised(runs);
    }

    /**
     * Checks a value read from {@code bytes[from, to)}. Writing it gives exactly those bytes
     * (true), or else bytes that are a fixed point, reading back to a value that writes them
     * again (false: the input was a form the writer never produces, which the format does not
     * make an error; since readers refuse non-canonical input (FORMAT.md, "Canonical form"),
     * that is only a {@code HashSet} or {@code HashMap} given in an order other than its own
     * hash order, or an evolvable body of another version). {@link Tally#accepted} allows the
     * second kind only where it can arise.
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
