package dev.marshalled.kafka.model;

import dev.marshalled.Marshalled;

/** A recursive type, for the nesting limit. */
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
