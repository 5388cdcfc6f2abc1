package dev.marshalled.example;

import dev.marshalled.Marshalled;

/** A record: components are written in order, read back through the canonical constructor. */
@Marshalled
public record Trade(long id, double price, int quantity, String symbol, Side side) {

    /** Which side of the book a trade hit. */
    public enum Side { BUY, SELL }
}
