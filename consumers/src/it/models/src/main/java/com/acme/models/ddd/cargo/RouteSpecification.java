package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.time.LocalDate;

@Marshalled
public final class RouteSpecification {

    private final Location origin;
    private final Location destination;
    private final LocalDate arrivalDeadline;

    public RouteSpecification(Location origin, Location destination, LocalDate arrivalDeadline) {
        if (origin.sameIdentityAs(destination)) {
            throw new IllegalArgumentException("origin and destination are the same: " + origin);
        }
        this.origin = origin;
        this.destination = destination;
        this.arrivalDeadline = arrivalDeadline;
    }

    public Location origin() {
        return origin;
    }

    public Location destination() {
        return destination;
    }

    public LocalDate arrivalDeadline() {
        return arrivalDeadline;
    }

    public boolean isSatisfiedBy(Itinerary itinerary) {
        return itinerary != null && !itinerary.legs().isEmpty()
                && origin.sameIdentityAs(itinerary.legs().get(0).loadLocation())
                && destination.sameIdentityAs(itinerary.finalArrivalLocation());
    }
}
