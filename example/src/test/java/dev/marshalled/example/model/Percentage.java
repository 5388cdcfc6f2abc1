package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** A record whose constructor rejects some values: reading them must still give MarshalException. */
@Marshalled
public record Percentage(int value) {
    public Percentage {
        if (value < 0 || value > 100) {
            throw new IllegalArgumentException("percentage out of range: " + value);
        }
    }
}
