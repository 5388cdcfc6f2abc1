package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;

@Marshalled
public record ProductCode(String value) {

    public ProductCode {
        value = value.strip().toUpperCase();
    }
}
