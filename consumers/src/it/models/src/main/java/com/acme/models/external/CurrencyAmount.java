package com.acme.models.external;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * An amount of money in minor units (cents) of an ISO 4217 currency, as a payments library ships it:
 * immutable, no public constructor, and not ours to annotate.
 */
public final class CurrencyAmount implements Comparable<CurrencyAmount> {

    private final String currencyCode;
    private final long minorUnits;
    private final transient int hash;

    private CurrencyAmount(String currencyCode, long minorUnits) {
        this.currencyCode = currencyCode;
        this.minorUnits = minorUnits;
        this.hash = Objects.hash(currencyCode, minorUnits);
    }

    public static CurrencyAmount ofMinor(String currencyCode, long minorUnits) {
        if (currencyCode == null || !currencyCode.matches("[A-Z]{3}")) {
            throw new IllegalArgumentException("not a currency code: " + currencyCode);
        }
        return new CurrencyAmount(currencyCode, minorUnits);
    }

    public static CurrencyAmount of(String currencyCode, BigDecimal amount) {
        return ofMinor(currencyCode, amount.movePointRight(2).longValueExact());
    }

    /** Parses the form {@link #toString()} writes, such as {@code "EUR 12.34"}. */
    public static CurrencyAmount parse(String text) {
        int space = text.indexOf(' ');
        if (space != 3) {
            throw new IllegalArgumentException("not an amount: " + text);
        }
        return of(text.substring(0, 3), new BigDecimal(text.substring(4)));
    }

    public String currencyCode() {
        return currencyCode;
    }

    public long minorUnits() {
        return minorUnits;
    }

    public BigDecimal amount() {
        return BigDecimal.valueOf(minorUnits, 2);
    }

    public CurrencyAmount plus(CurrencyAmount other) {
        if (!currencyCode.equals(other.currencyCode)) {
            throw new IllegalArgumentException(currencyCode + " and " + other.currencyCode);
        }
        return new CurrencyAmount(currencyCode, Math.addExact(minorUnits, other.minorUnits));
    }

    @Override
    public int compareTo(CurrencyAmount other) {
        int byCurrency = currencyCode.compareTo(other.currencyCode);
        return byCurrency != 0 ? byCurrency : Long.compare(minorUnits, other.minorUnits);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CurrencyAmount other && currencyCode.equals(other.currencyCode)
                && minorUnits == other.minorUnits;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return currencyCode + " " + amount().toPlainString();
    }
}
