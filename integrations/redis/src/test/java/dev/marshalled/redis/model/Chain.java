package dev.marshalled.redis.model;

import dev.marshalled.Marshalled;

/** A recursive type: a long chain is deeper than the runtime's nesting limit, so it cannot be written. */
@Marshalled
public record Chain(int value, Chain next) {

    public static Chain of(int length) {
        Chain head = null;
        for (int i = length; i > 0; i--) {
            head = new Chain(i, head);
        }
        return head;
    }
}
