package com.acme.trades;

import dev.marshalled.Marshalled;

@Marshalled
public record Trade(long id, double price, int quantity, String symbol, Side side) {
    public enum Side { BUY, SELL }
}
