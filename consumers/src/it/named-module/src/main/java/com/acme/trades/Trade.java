package com.acme.trades;

import dev.marshalled.Marshalled;

@Marshalled(id = 7)
public record Trade(long id, double price, int quantity, String symbol) {}
