package dev.marshalled.example.domain;

import dev.marshalled.WireConverter;
import dev.marshalled.example.domain.external.Money;

/** Money travels as a {@link Amount} record. */
public final class MoneyConverter implements WireConverter<Money, MoneyConverter.Amount> {
    /** What goes on the wire for a {@link Money}. */
    @dev.marshalled.Marshalled
    public record Amount(java.math.BigDecimal value, String currency) {
    }

    @Override
    public Amount toWire(Money value) {
        return new Amount(value.amount(), value.currency());
    }

    @Override
    public Money fromWire(Amount wire) {
        return Money.of(wire.value().toPlainString(), wire.currency());
    }
}
