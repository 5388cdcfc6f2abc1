package dev.marshalled.example.domain;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A DDD aggregate: private final fields, a private constructor that validates and takes a
 * {@code Collection} for a {@code List} field, a static factory, a value object.
 */
@Marshalled
public final class Shipment {
    private final String reference;
    private final List<Leg> legs;
    private final Weight weight;

    private Shipment(String reference, Collection<Leg> legs, Weight weight) {
        if (reference == null || reference.length() != 6) {
            throw new IllegalArgumentException("a shipment reference has 6 characters, not " + reference);
        }
        this.reference = reference;
        this.legs = new ArrayList<>(legs);
        this.weight = weight;
    }

    public static Shipment of(String reference, Weight weight, Leg... legs) {
        return new Shipment(reference, List.of(legs), weight);
    }

    public String reference() {
        return reference;
    }

    public List<Leg> legs() {
        return List.copyOf(legs);
    }

    public Weight weight() {
        return weight;
    }

    /** A value object with private state and a private constructor. */
    @Marshalled
    public static final class Weight {
        private final long grams;

        private Weight(long grams) {
            this.grams = grams;
        }

        public static Weight grams(long grams) {
            return new Weight(grams);
        }

        public long grams() {
            return grams;
        }
    }

    /** One leg of the voyage. */
    @Marshalled
    public record Leg(String from, String to) {
    }
}
