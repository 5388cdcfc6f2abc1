package dev.marshalled.example;

import dev.marshalled.example.VectorsTest.Case;
import dev.marshalled.example.graph.Events;
import dev.marshalled.example.graph.Events_EnvelopeMarshaller;
import dev.marshalled.example.model.EvolvingNode;
import dev.marshalled.example.model.EvolvingNodeMarshaller;
import dev.marshalled.example.model.Kinds;
import dev.marshalled.example.model.KindsMarshaller;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * The vectors of the reader's limits that the others leave open, read with the Java defaults
 * (depth 512, length 64 Mi): where a framed or {@code @Polymorphic} body past the depth limit is
 * reported, where a recursive evolvable body past it is, and a fixed {@code BigInteger} length
 * above the length limit, which is checked before its bytes are looked for.
 */
final class LimitVectors {
    private LimitVectors() {
    }

    static void add(List<Case> all) {
        polymorphicDepth(all);
        evolvableDepth(all);
        lengthLimit(all);
    }

    /**
     * Envelopes each holding the next as its {@code @Polymorphic Object attachment}. Envelope is
     * not recursive (a @Polymorphic field does not make it so), so only the frames count: a framed
     * chain of 512 is at the limit, and in a chain of 513 the last body is rejected where it starts,
     * after its 8-byte header. Read as a body rather than a message, the outer Envelope counts
     * nothing, so 513 Envelopes read and the 514th is the one past the limit.
     */
    private static void polymorphicDepth(List<Case> all) {
        Marshaller<?> m = VectorsTest.REGISTRY.forType(Events.Envelope.class);
        all.add(framed("depth-framed-polymorphic-512", "512 framed Envelopes, each the next one's @Polymorphic"
                + " attachment: each frame counts 1, so the innermost body is at 512, the limit", m,
                VectorsTest.REGISTRY.toByteArray(envelopes(512))));
        all.add(framed("depth-framed-polymorphic-513", "513 framed Envelopes: the innermost body would be level 513,"
                + " rejected where it starts, after its type id and length", m, deepFramed(envelopes(513))));
        Marshaller<Events.Envelope> body = Events_EnvelopeMarshaller.INSTANCE;
        all.add(new Case("depth-polymorphic-513", "an Envelope read as a body (not framed, not recursive: level 0)"
                + " holding 513 nested @Polymorphic Envelopes: the 513th frame's body is rejected where it starts,"
                + " after its header", body, false, deepBody(body, envelopes(514))));
    }

    /** A recursive evolvable type counts a level per body; the body past the limit is rejected at its length. */
    private static void evolvableDepth(List<Case> all) {
        Marshaller<EvolvingNode> m = EvolvingNodeMarshaller.INSTANCE;
        all.add(new Case("depth-evolvable-512", "512 nested evolvable EvolvingNode bodies (int32 length, value, next):"
                + " at the limit", m, false, m.toByteArray(EvolvingNode.chain(512))));
        all.add(new Case("depth-evolvable-513", "513 nested evolvable bodies: the 513th is rejected where it starts,"
                + " at its int32 length (offset 512 x 9), before the length is read", m, false,
                deepBody(m, EvolvingNode.chain(513))));
    }

    /**
     * A fixed BigInteger's length is compared with the length limit as soon as it is read, before
     * its bytes are looked for: 67,108,865 with 3 bytes after it is rejected at the length, where
     * a length of 1,000 (within the limit) is rejected at its bytes ({@code reject-big-integer-truncated}).
     */
    private static void lengthLimit(List<Case> all) {
        Marshaller<Kinds> m = KindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(KindVectors.kinds(true, Kinds.class, new Kinds.Link(), new Kinds.Link()));
        int big = KindVectors.at(m, bytes, "big");
        all.add(new Case("reject-big-integer-length-above-limit", "a fixed BigInteger length of 67,108,865, one above"
                + " the length limit, with 3 bytes after it: the limit is checked first, rejected at the length",
                m, false, CanonicalFormTest.withInt(Arrays.copyOf(bytes, big + 5 + 3), big + 1, (1 << 26) + 1)));
    }

    /** {@code n} Envelopes, each the attachment of the one before. */
    private static Events.Envelope envelopes(int n) {
        Events.Envelope inner = null;
        for (int i = n; i > 0; i--) {
            inner = new Events.Envelope(i, null, null, null, inner);
        }
        return inner;
    }

    /** One framed message of {@code value}, written past the depth limit a reader has. */
    private static byte[] deepFramed(Object value) {
        UnsafeBuffer out = new UnsafeBuffer(64).limits(ReadLimits.defaults().withMaxDepth(1_000));
        VectorsTest.REGISTRY.writeMessage(value, out);
        return out.toByteArray();
    }

    /** The body of {@code value}, written past the depth limit a reader has. */
    private static <T> byte[] deepBody(Marshaller<T> marshaller, T value) {
        UnsafeBuffer out = new UnsafeBuffer(64).limits(ReadLimits.defaults().withMaxDepth(1_000));
        marshaller.write(value, out);
        return out.toByteArray();
    }

    private static Case framed(String name, String rule, Marshaller<?> marshaller, byte[] bytes) {
        return new Case(name, rule, marshaller, true, bytes);
    }
}
