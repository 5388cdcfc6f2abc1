package com.acme.models.legacy;

import dev.marshalled.Marshalled;

/** How a {@code CurrencyAmount} travels. */
@Marshalled
public record AmountWire(String currency, long minorUnits) {
}
