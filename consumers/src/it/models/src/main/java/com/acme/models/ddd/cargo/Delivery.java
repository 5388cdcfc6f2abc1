package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.time.Instant;

/** What is known about a cargo's delivery, derived from its last handling event. */
@Marshalled
public final class Delivery {

    private final HandlingEvent lastEvent;
    private final TransportStatus transportStatus;
    private final RoutingStatus routingStatus;
    private final Location lastKnownLocation;
    private final Voyage currentVoyage;
    private final boolean misdirected;
    private final Instant eta;
    private final Instant calculatedAt;

    private Delivery(HandlingEvent lastEvent, TransportStatus transportStatus, RoutingStatus routingStatus,
            Location lastKnownLocation, Voyage currentVoyage, boolean misdirected, Instant eta, Instant calculatedAt) {
        this.lastEvent = lastEvent;
        this.transportStatus = transportStatus;
        this.routingStatus = routingStatus;
        this.lastKnownLocation = lastKnownLocation;
        this.currentVoyage = currentVoyage;
        this.misdirected = misdirected;
        this.eta = eta;
        this.calculatedAt = calculatedAt;
    }

    static Delivery derivedFrom(RouteSpecification route, Itinerary itinerary, HandlingEvent lastEvent,
            Instant now) {
        RoutingStatus routing = itinerary == null ? RoutingStatus.NOT_ROUTED
                : route.isSatisfiedBy(itinerary) ? RoutingStatus.ROUTED : RoutingStatus.MISROUTED;
        if (lastEvent == null) {
            return new Delivery(null, TransportStatus.NOT_RECEIVED, routing, null, null, false, null, now);
        }
        TransportStatus transport = switch (lastEvent.type()) {
            case LOAD -> TransportStatus.ONBOARD_CARRIER;
            case UNLOAD, RECEIVE, CUSTOMS -> TransportStatus.IN_PORT;
            case CLAIM -> TransportStatus.CLAIMED;
        };
        boolean misdirected = itinerary != null && !itinerary.isExpected(lastEvent);
        Instant eta = routing == RoutingStatus.ROUTED && !misdirected
                ? itinerary.legs().get(itinerary.legs().size() - 1).unloadTime() : null;
        Voyage voyage = transport == TransportStatus.ONBOARD_CARRIER ? lastEvent.voyage() : null;
        return new Delivery(lastEvent, transport, routing, lastEvent.location(), voyage, misdirected, eta, now);
    }

    public HandlingEvent lastEvent() {
        return lastEvent;
    }

    public TransportStatus transportStatus() {
        return transportStatus;
    }

    public RoutingStatus routingStatus() {
        return routingStatus;
    }

    /** Never null: before the first event the cargo is at {@link Location#UNKNOWN}. */
    public Location lastKnownLocation() {
        return lastKnownLocation == null ? Location.UNKNOWN : lastKnownLocation;
    }

    public Voyage currentVoyage() {
        return currentVoyage;
    }

    public boolean isMisdirected() {
        return misdirected;
    }

    public Instant estimatedTimeOfArrival() {
        return eta;
    }

    public Instant calculatedAt() {
        return calculatedAt;
    }
}
