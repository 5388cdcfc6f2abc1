package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;
import java.util.Objects;

@Marshalled
public final class Discount {

    /** No discount: what an order without one reports. */
    public static final Discount NONE = new Discount("NONE", 0);

    private final String code;
    private final int percent;

    private Discount(String code, int percent) {
        this.code = code;
        this.percent = percent;
    }

    public static Discount percent(String code, int percent) {
        if (percent < 1 || percent > 100) {
            throw new IllegalArgumentException("percent out of range: " + percent);
        }
        return new Discount(code, percent);
    }

    public String code() {
        return code;
    }

    public int percent() {
        return percent;
    }

    public Money applyTo(Money money) {
        return Money.of(money.amount().multiply(java.math.BigDecimal.valueOf(100 - percent)).movePointLeft(2),
                money.currency());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Discount other && code.equals(other.code) && percent == other.percent;
    }

    @Override
    public int hashCode() {
        return Objects.hash(code, percent);
    }
}
