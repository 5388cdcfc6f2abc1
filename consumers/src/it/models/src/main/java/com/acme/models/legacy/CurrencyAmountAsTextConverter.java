package com.acme.models.legacy;

import com.acme.models.external.CurrencyAmount;
import dev.marshalled.WireConverter;

/** A {@code CurrencyAmount} as its text, {@code "EUR 12.34"}. */
public class CurrencyAmountAsTextConverter implements WireConverter<CurrencyAmount, String> {

    @Override
    public String toWire(CurrencyAmount value) {
        return value.toString();
    }

    @Override
    public CurrencyAmount fromWire(String wire) {
        return CurrencyAmount.parse(wire);
    }
}
