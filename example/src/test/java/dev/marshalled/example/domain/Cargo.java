package dev.marshalled.example.domain;

import dev.marshalled.Marshalled;

/**
 * A DDD-style aggregate whose parts point back at it (cargo, its delivery, the delivery's last
 * event, the event's cargo), with no {@code references = true}: such a graph cannot be written.
 */
@Marshalled(id = 901)
public final class Cargo {
    private final String trackingId;
    private Delivery delivery;

    public Cargo(String trackingId) {
        this.trackingId = trackingId;
    }

    public String trackingId() {
        return trackingId;
    }

    public Delivery delivery() {
        return delivery;
    }

    public void deliver(String where) {
        delivery = new Delivery(new HandlingEvent(this, where));
    }

    /** The delivery state; its last event may point back at the cargo. */
    @Marshalled
    public static final class Delivery {
        private final HandlingEvent lastEvent;

        private Delivery(HandlingEvent lastEvent) {
            this.lastEvent = lastEvent;
        }

        public HandlingEvent lastEvent() {
            return lastEvent;
        }
    }

    /** Something that happened to a cargo. */
    @Marshalled
    public static final class HandlingEvent {
        private final Cargo cargo;
        private final String location;

        private HandlingEvent(Cargo cargo, String location) {
            this.cargo = cargo;
            this.location = location;
        }

        public Cargo cargo() {
            return cargo;
        }

        public String location() {
            return location;
        }
    }
}
