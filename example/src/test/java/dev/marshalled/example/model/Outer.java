package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** Nested types get Outer_InnerMarshaller. */
public final class Outer {
    private Outer() {
    }

    @Marshalled
    public record Inner(String name, Inner child) {}
}
