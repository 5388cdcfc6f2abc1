package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.time.Instant;

@Marshalled
public final class Leg {

    private final Voyage voyage;
    private final Location loadLocation;
    private final Location unloadLocation;
    private final Instant loadTime;
    private final Instant unloadTime;

    public Leg(Voyage voyage, Location loadLocation, Location unloadLocation, Instant loadTime, Instant unloadTime) {
        this.voyage = voyage;
        this.loadLocation = loadLocation;
        this.unloadLocation = unloadLocation;
        this.loadTime = loadTime;
        this.unloadTime = unloadTime;
    }

    public Voyage voyage() {
        return voyage;
    }

    public Location loadLocation() {
        return loadLocation;
    }

    public Location unloadLocation() {
        return unloadLocation;
    }

    public Instant loadTime() {
        return loadTime;
    }

    public Instant unloadTime() {
        return unloadTime;
    }
}
