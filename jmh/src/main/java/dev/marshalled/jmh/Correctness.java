package dev.marshalled.jmh;

import dev.marshalled.jmh.seed.MarketData;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Runs every benchmark's write and read once and checks the value comes back equal, before
 * anything is timed; a wrong implementation fails the run instead of producing a number.
 */
final class Correctness {
    private Correctness() {
    }

    /** Encoded size in bytes of the seed object per approach, from one write each. */
    static Map<String, Integer> check(SeedBenchmark b) {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        sizes.put("handUnsafe", expect(b.data, b.handUnsafeRoundTrip(), b.handUnsafeWrite()));
        sizes.put("handVarHandle", expect(b.data, b.handVarHandleRoundTrip(), b.handVarHandleWrite()));
        sizes.put("heapByteBuffer", expect(b.data, b.heapByteBufferRoundTrip(), b.heapByteBufferWrite()));
        sizes.put("directByteBuffer", expect(b.data, b.directByteBufferRoundTrip(), b.directByteBufferWrite()));
        sizes.put("externalizable", expect(b.data, b.externalizableRoundTrip().data(), b.externalizableWrite()));
        sizes.put("serializable", expect(b.data, b.serializableRoundTrip(), b.serializableWrite()));
        expect(b.data, b.handUnsafeRead(), 0);
        expect(b.data, b.handVarHandleRead(), 0);
        expect(b.data, b.heapByteBufferRead(), 0);
        expect(b.data, b.directByteBufferRead(), 0);
        expect(b.data, b.externalizableRead().data(), 0);
        expect(b.data, b.serializableRead(), 0);
        return sizes;
    }

    static int check(GeneratedSeedBenchmark b) {
        int size = expect(b.data, b.generatedRoundTrip(), b.generatedWrite());
        expect(b.data, b.generatedRead(), 0);
        return size;
    }

    /** Fails the run, before anything is timed, if {@code ok} is false. */
    static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("correctness check failed: " + what);
        }
    }

    private static int expect(MarketData expected, Object actual, int size) {
        if (!expected.equals(actual)) {
            throw new IllegalStateException("round trip changed the value: " + actual);
        }
        return size;
    }
}
