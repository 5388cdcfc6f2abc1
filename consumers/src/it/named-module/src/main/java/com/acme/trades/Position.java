package com.acme.trades;

import dev.marshalled.Marshalled;

/** An encapsulated class: private final fields, a private constructor, no accessors for the marshaller. */
@Marshalled
public final class Position {
    private final String symbol;
    private final long quantity;

    private Position(String symbol, long quantity) {
        this.symbol = symbol;
        this.quantity = quantity;
    }

    public static Position of(String symbol, long quantity) {
        return new Position(symbol, quantity);
    }

    @Override
    public String toString() {
        return quantity + " " + symbol;
    }
}
