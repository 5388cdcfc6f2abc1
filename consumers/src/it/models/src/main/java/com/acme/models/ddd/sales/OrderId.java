package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;

@Marshalled
public record OrderId(String value) {

    public OrderId {
        if (value == null || !value.matches("SO-\\d{6}")) {
            throw new IllegalArgumentException("not an order id: " + value);
        }
    }
}
