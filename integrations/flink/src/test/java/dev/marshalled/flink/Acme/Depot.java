package dev.marshalled.flink.Acme;

import dev.marshalled.Marshalled;

/** A nested type in a package with a capital letter: where the package ends is for the class loader to say. */
public final class Depot {
    private Depot() {
    }

    /** Marshalled by the generated {@code Depot_BinMarshaller}. */
    @Marshalled
    public record Bin(String label, int count) {
    }
}
