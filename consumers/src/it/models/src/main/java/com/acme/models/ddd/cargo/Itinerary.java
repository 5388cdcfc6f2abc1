package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.util.Collections;
import java.util.List;

@Marshalled
public final class Itinerary {

    /** No route yet. */
    public static final Itinerary EMPTY = new Itinerary(Collections.emptyList());

    private final List<Leg> legs;

    public Itinerary(List<Leg> legs) {
        this.legs = List.copyOf(legs);
    }

    public List<Leg> legs() {
        return legs;
    }

    public Location finalArrivalLocation() {
        return legs.isEmpty() ? Location.UNKNOWN : legs.get(legs.size() - 1).unloadLocation();
    }

    public boolean isExpected(HandlingEvent event) {
        if (legs.isEmpty()) {
            return true;
        }
        return switch (event.type()) {
            case RECEIVE -> legs.get(0).loadLocation().sameIdentityAs(event.location());
            case LOAD -> legs.stream().anyMatch(leg -> leg.loadLocation().sameIdentityAs(event.location()));
            case UNLOAD, CLAIM -> legs.stream().anyMatch(leg -> leg.unloadLocation().sameIdentityAs(event.location()));
            case CUSTOMS -> true;
        };
    }
}
