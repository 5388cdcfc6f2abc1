package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/** An amount in one currency; immutable, made through {@link #of}. */
@Marshalled
public final class Money {

    private final BigDecimal amount;
    private final String currency;

    private Money(BigDecimal amount, String currency) {
        this.amount = amount;
        this.currency = currency;
    }

    public static Money of(BigDecimal amount, String currency) {
        Objects.requireNonNull(amount, "amount");
        if (currency == null || currency.length() != 3) {
            throw new IllegalArgumentException("not a currency code: " + currency);
        }
        return new Money(amount.setScale(2, RoundingMode.HALF_EVEN), currency);
    }

    public static Money of(String amount, String currency) {
        return of(new BigDecimal(amount), currency);
    }

    public BigDecimal amount() {
        return amount;
    }

    public String currency() {
        return currency;
    }

    public Money plus(Money other) {
        requireSameCurrency(other);
        return new Money(amount.add(other.amount), currency);
    }

    public Money times(int factor) {
        return new Money(amount.multiply(BigDecimal.valueOf(factor)), currency);
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException(currency + " and " + other.currency);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money other && amount.equals(other.amount) && currency.equals(other.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount, currency);
    }

    @Override
    public String toString() {
        return currency + " " + amount.toPlainString();
    }
}
