package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;

@Marshalled
public record TrackingId(String id) {

    public TrackingId {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a tracking id is required");
        }
    }
}
