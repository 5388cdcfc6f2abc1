package com.acme.models.legacy;

import com.acme.models.external.CurrencyAmount;
import dev.marshalled.WireConverter;

public class CurrencyAmountConverter implements WireConverter<CurrencyAmount, AmountWire> {

    @Override
    public AmountWire toWire(CurrencyAmount value) {
        return new AmountWire(value.currencyCode(), value.minorUnits());
    }

    @Override
    public CurrencyAmount fromWire(AmountWire wire) {
        return CurrencyAmount.ofMinor(wire.currency(), wire.minorUnits());
    }
}
