package com.acme.quotes;

import dev.marshalled.Marshalled;

@Marshalled
public record Quote(String symbol, double bid, double ask) {}
