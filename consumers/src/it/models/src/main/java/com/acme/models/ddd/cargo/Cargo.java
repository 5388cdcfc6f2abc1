package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.time.Instant;
import java.util.Objects;

/**
 * The aggregate root of the cargo context. Its delivery's last event points back at it, so it keeps
 * identity.
 */
@Marshalled(references = true)
public class Cargo {

    private TrackingId trackingId;
    private Location origin;
    private RouteSpecification routeSpecification;
    private Itinerary itinerary;
    private Delivery delivery;

    protected Cargo() {
        // for the persistence provider
    }

    public Cargo(TrackingId trackingId, RouteSpecification routeSpecification) {
        this.trackingId = Objects.requireNonNull(trackingId, "trackingId");
        this.routeSpecification = Objects.requireNonNull(routeSpecification, "routeSpecification");
        this.origin = routeSpecification.origin();
        this.delivery = Delivery.derivedFrom(routeSpecification, null, null, Instant.now());
    }

    public TrackingId trackingId() {
        return trackingId;
    }

    public Location origin() {
        return origin;
    }

    public RouteSpecification routeSpecification() {
        return routeSpecification;
    }

    /** Never null: a cargo not routed yet has {@link Itinerary#EMPTY}. */
    public Itinerary itinerary() {
        return itinerary == null ? Itinerary.EMPTY : itinerary;
    }

    public Delivery delivery() {
        return delivery;
    }

    public void specifyNewRoute(RouteSpecification routeSpecification) {
        this.routeSpecification = Objects.requireNonNull(routeSpecification);
        this.delivery = Delivery.derivedFrom(routeSpecification, itinerary, delivery.lastEvent(), Instant.now());
    }

    public void assignToRoute(Itinerary itinerary) {
        this.itinerary = Objects.requireNonNull(itinerary);
        this.delivery = Delivery.derivedFrom(routeSpecification, itinerary, delivery.lastEvent(), Instant.now());
    }

    public void deriveDeliveryProgress(HandlingEvent lastEvent, Instant now) {
        this.delivery = Delivery.derivedFrom(routeSpecification, itinerary, lastEvent, now);
    }
}
