package com.acme.trades;

import dev.marshalled.Marshalled;

@Marshalled(id = 8)
public record Quote(String symbol, double bid, double ask) {}
