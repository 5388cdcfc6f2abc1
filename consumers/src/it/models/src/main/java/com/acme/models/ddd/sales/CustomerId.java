package com.acme.models.ddd.sales;

import dev.marshalled.Marshalled;
import java.util.Objects;
import java.util.UUID;

@Marshalled
public record CustomerId(UUID value) {

    public CustomerId {
        Objects.requireNonNull(value, "value");
    }

    public static CustomerId generate() {
        return new CustomerId(UUID.randomUUID());
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
