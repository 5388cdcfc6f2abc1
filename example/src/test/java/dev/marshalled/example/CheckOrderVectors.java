package dev.marshalled.example;

import dev.marshalled.example.VectorsTest.Case;
import dev.marshalled.example.domain.Cargo;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.model.Canonical;
import dev.marshalled.example.model.CanonicalMarshaller;
import dev.marshalled.example.model.Kinds;
import dev.marshalled.example.model.KindsMarshaller;
import dev.marshalled.example.model.Versioned;
import dev.marshalled.example.model.VersionedMarshaller;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.wire.Presence;
import dev.marshalled.runtime.wire.Strings;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The vectors that settle where and in which order a reader checks what FORMAT.md's other
 * vectors leave open: a framed or {@code @Polymorphic} body read inside a window of its length,
 * the order of the frame header's checks, the depth a framed recursive body counts, truncation
 * inside a box in a map and inside a reference id, counts inside an evolvable body checked
 * against the body's end, a map key's checks around its value, and trailing bytes.
 */
final class CheckOrderVectors {
    private CheckOrderVectors() {
    }

    static void add(List<Case> all) {
        Kinds full = KindVectors.kinds(true, Kinds.class, new Kinds.Link(), new Kinds.Link());
        polymorphic(all, full);
        framed(all);
        depth(all);
        truncation(all, full);
        evolvable(all);
        mapKeys(all);
        trailing(all);
    }

    /** A non-null id needs the whole 8-byte header; the length is checked before the id; the body reads in a window. */
    private static void polymorphic(List<Case> all, Kinds full) {
        Marshaller<Kinds> m = KindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(full);
        int event = KindVectors.at(m, bytes, "event");
        all.add(invalid("reject-polymorphic-header-truncated", "a non-zero type id with two bytes of its length:"
                + " the 8-byte header is taken whole, rejected at the id", m, Arrays.copyOf(bytes, event + 6)));
        all.add(invalid("reject-polymorphic-length-before-id", "unknown id 99 and a length past the end: the length"
                + " is checked first, rejected at the length", m,
                CanonicalFormTest.withInt(CanonicalFormTest.withInt(bytes, event, 99), event + 4, bytes.length)));
        int length = UnsafeBuffer.wrap(bytes).getIntAt(event + 4);
        all.add(invalid("reject-polymorphic-body-past-length", "a Login body of 15 bytes with length 14: the body is"
                + " read inside its length, so its last field (at, 8 bytes) is truncated and rejected where it starts,"
                + " although the input holds it", m, CanonicalFormTest.withInt(bytes, event + 4, length - 1)));
    }

    /** The header of a framed message: taken whole, then its length, then its id; the body reads in a window. */
    private static void framed(List<Case> all) {
        byte[] order = VectorsTest.REGISTRY.toByteArray(Order.sample(1));
        Marshaller<?> m = VectorsTest.REGISTRY.forType(Order.class);
        all.add(framed("reject-framed-header-truncated", "7 bytes: the 8-byte header is taken whole, rejected at 0",
                m, Arrays.copyOf(order, 7)));
        all.add(framed("reject-framed-length-before-id", "unknown id 99 and a length past the end: the length is"
                + " checked first, rejected at the length", m,
                CanonicalFormTest.withInt(CanonicalFormTest.withInt(order, 0, 99), 4, order.length)));
        all.add(framed("reject-framed-unknown-id", "type id 99 is not registered: rejected at the id", m,
                CanonicalFormTest.withInt(order, 0, 99)));
        all.add(framed("reject-framed-type-id-zero", "a framed message's id 0 is no type's (only a @Polymorphic"
                + " field's null is 0): an unknown id, rejected at 0", m, new byte[8]));
        all.add(framed("reject-framed-body-past-length", "an Order body whose length is one byte short: the body is"
                + " read inside its length, so the customer's name (16 bytes) no longer fits and is rejected at its"
                + " length, although the input holds it", m, CanonicalFormTest.withInt(order, 4, order.length - 9)));
    }

    /**
     * A framed message counts one level, and its recursive body its own levels: a framed Cargo
     * (recursive: cargo, delivery, last event, cargo ...) at depth 2, its Delivery 3, its
     * HandlingEvent 4, the next Cargo 5; the 171st Cargo is at 512.
     */
    private static void depth(List<Case> all) {
        Marshaller<?> m = VectorsTest.REGISTRY.forType(Cargo.class);
        byte[] valid = framedCargo(171, false);
        if (!Arrays.equals(valid, VectorsTest.REGISTRY.toByteArray(VectorsTest.REGISTRY.fromByteArray(valid)))) {
            throw new AssertionError("depth-framed-512 does not write back to its bytes");
        }
        all.add(framed("depth-framed-512", "a framed Cargo chain: the frame counts 1, each Cargo, Delivery and"
                + " HandlingEvent body 1 more, so the 171st Cargo is at 512, the limit", m, valid));
        all.add(framed("depth-framed-513", "the same with a Delivery in the 171st Cargo: its body would be level 513,"
                + " rejected where it starts (after its presence byte)", m, framedCargo(171, true)));
    }

    /** Truncation inside a box of a map, inside a back reference's id, and a bad tag before its id. */
    private static void truncation(List<Case> all, Kinds full) {
        Marshaller<Kinds> m = KindsMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(full);
        int map = KindVectors.at(m, bytes, "map");
        // {"k": 1, "n": null}: entries of 5 + 5 bytes; cut 3 bytes into the second Integer
        all.add(invalid("reject-truncated-box-in-map", "the input ends 3 bytes into a map value (Integer, 5 bytes)"
                + " after the count passed (18 bytes left, 2 entries of at least 9): rejected at the box's presence"
                + " byte", m, Arrays.copyOf(bytes, map + 4 + 10 + 5 + 3)));
        // links, the last field: [first, second, first, null] as 02 id, 02 id, 02 id, 00
        int third = bytes.length - 1 - 5;
        all.add(invalid("reject-reference-id-truncated", "the input ends 2 bytes into a back reference's int32 id:"
                + " rejected at the id's first byte, after the tag", m, Arrays.copyOf(bytes, third + 3)));
        all.add(invalid("reject-reference-tag-before-id", "a reference tag of 3 with the input ending after it: the"
                + " tag is checked before anything after it is read, rejected at the tag", m,
                CanonicalFormTest.with(Arrays.copyOf(bytes, third + 3), third, 3)));
    }

    /** Inside an evolvable body, lengths and counts are checked against the body's end, not the input's. */
    private static void evolvable(List<Case> all) {
        Marshaller<Versioned> m = VersionedMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(Versioned.sample());
        int counters = KindVectors.at(m, bytes, "counters");
        all.add(invalid("reject-evolvable-count-past-body", "the body length 5 short: counters' count of 1 needs 9"
                + " bytes, the body has 5 left (the input 10): rejected at the count", m,
                CanonicalFormTest.withInt(bytes, 0, bytes.length - 4 - 5)));
        if (counters != bytes.length - 14) {
            throw new AssertionError("counters at " + counters);
        }
        int label = KindVectors.at(m, bytes, "parts", "[0]", "label");
        int end = label + UnsafeBuffer.wrap(bytes).getIntAt(label - 4);
        all.add(invalid("reject-evolvable-string-past-body", "a Part's label length that fits the input but not"
                + " the Part's body: rejected at the length", m,
                CanonicalFormTest.withInt(bytes, label, end - label - 4 + 1)));
    }

    /** A null key is refused before its value is read; a repeated or out-of-order key after it. */
    private static void mapKeys(List<Case> all) {
        Marshaller<Canonical> m = CanonicalMarshaller.INSTANCE;
        Canonical map = new Canonical(null, null, null, null, null, new TreeMap<>(Map.of(1, "x", 2, "y")), null,
                null, null, null, null, null, null);
        byte[] bytes = m.toByteArray(map);
        int key = KindVectors.at(m, bytes, "byKey", "[1]");
        byte[] badValue = CanonicalFormTest.withInt(bytes, key + 5, -2);
        all.add(invalid("reject-map-value-before-duplicate-key", "a TreeMap's second key repeats the first and its"
                + " value's length is -2: the value is read before the key is compared, rejected at the value", m,
                CanonicalFormTest.with(badValue, key + 1, 1)));
        all.add(invalid("reject-map-null-key-before-value", "a TreeMap's second key is null and its value's length"
                + " is -2: a null key is refused before its value is read, rejected at the key", m,
                CanonicalFormTest.splice(badValue, key, 5, "0000000000")));
    }

    /** Bytes after the value are rejected where they start, once the value has been read. */
    private static void trailing(List<Case> all) {
        Marshaller<Versioned> m = VersionedMarshaller.INSTANCE;
        byte[] bytes = m.toByteArray(Versioned.sample());
        all.add(invalid("reject-trailing-bytes", "one byte after an evolvable body: not skipped like the bytes inside"
                + " its length, but rejected at the first byte after the value", m,
                Arrays.copyOf(bytes, bytes.length + 1)));
        byte[] order = VectorsTest.REGISTRY.toByteArray(Order.sample(1));
        all.add(framed("reject-framed-trailing-bytes", "one byte after a framed message: rejected at the first byte"
                + " after its body", VectorsTest.REGISTRY.forType(Order.class), Arrays.copyOf(order, order.length + 1)));
    }

    /**
     * A framed Cargo chain of {@code cargos}: id 901, length, then each Cargo's tracking id "c",
     * a present Delivery, its present last event, whose cargo is the next one, and, once the
     * inner cargo ends, the event's location "l". The innermost Cargo has no Delivery, or, with
     * {@code deliveryAtEnd}, a Delivery without a last event.
     */
    private static byte[] framedCargo(int cargos, boolean deliveryAtEnd) {
        UnsafeBuffer body = new UnsafeBuffer(cargos * 16);
        for (int i = 1; i <= cargos; i++) {
            Strings.write(body, "c");
            if (i < cargos) {
                Presence.write(body, true); // delivery
                Presence.write(body, true); // its last event
                Presence.write(body, true); // the event's cargo
            }
        }
        Presence.write(body, deliveryAtEnd);
        if (deliveryAtEnd) {
            Presence.write(body, false); // a Delivery without a last event
        }
        for (int i = 1; i < cargos; i++) {
            Strings.write(body, "l");
        }
        UnsafeBuffer out = new UnsafeBuffer(body.writeIndex() + 8);
        out.putInt(901);
        out.putInt(body.writeIndex());
        for (byte b : body.toByteArray()) {
            out.putByte(b);
        }
        return out.toByteArray();
    }

    private static Case invalid(String name, String rule, Marshaller<?> marshaller, byte[] bytes) {
        return new Case(name, rule, marshaller, false, bytes);
    }

    private static Case framed(String name, String rule, Marshaller<?> marshaller, byte[] bytes) {
        return new Case(name, rule, marshaller, true, bytes);
    }
}
