package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;

@Marshalled
public record Quantity(int value) {

    public static final Quantity ONE = new Quantity(1);

    public Quantity {
        if (value < 1) {
            throw new IllegalArgumentException("a quantity is at least 1, not " + value);
        }
    }

    public Quantity plus(Quantity other) {
        return new Quantity(value + other.value);
    }
}
