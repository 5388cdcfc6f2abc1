package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.List;

/**
 * A constructor-built type that keeps identity and can hold itself through a mutable list: a
 * cycle through it cannot be read back, so writing one must fail.
 */
@Marshalled(references = true)
public record CustomerNote(String text, List<CustomerNote> replies) {
    public CustomerNote(String text) {
        this(text, new ArrayList<>());
    }
}
