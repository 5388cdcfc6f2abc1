package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.time.Instant;

@Marshalled
public final class CarrierMovement {

    private final Location departureLocation;
    private final Location arrivalLocation;
    private final Instant departureTime;
    private final Instant arrivalTime;

    public CarrierMovement(Location departureLocation, Location arrivalLocation, Instant departureTime,
            Instant arrivalTime) {
        if (!arrivalTime.isAfter(departureTime)) {
            throw new IllegalArgumentException("arrival before departure");
        }
        this.departureLocation = departureLocation;
        this.arrivalLocation = arrivalLocation;
        this.departureTime = departureTime;
        this.arrivalTime = arrivalTime;
    }

    public Location departureLocation() {
        return departureLocation;
    }

    public Location arrivalLocation() {
        return arrivalLocation;
    }

    public Instant departureTime() {
        return departureTime;
    }

    public Instant arrivalTime() {
        return arrivalTime;
    }
}
