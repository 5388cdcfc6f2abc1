package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/**
 * A recursive evolvable type, for the test vectors of the depth limit: each body is its int32
 * length and then its fields, and a body past the limit is rejected where it starts, at its length.
 */
@Marshalled(evolvable = true)
public record EvolvingNode(int value, EvolvingNode next) {

    /** {@code length} nodes, each the next of the one before, valued 1 to {@code length}. */
    public static EvolvingNode chain(int length) {
        EvolvingNode head = null;
        for (int i = length; i > 0; i--) {
            head = new EvolvingNode(i, head);
        }
        return head;
    }
}
