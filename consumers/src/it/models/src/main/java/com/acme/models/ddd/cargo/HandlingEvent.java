package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.time.Instant;

/** Something that happened to a cargo: it points back at the cargo it happened to. */
@Marshalled
public final class HandlingEvent {

    public enum Type { RECEIVE, LOAD, UNLOAD, CLAIM, CUSTOMS }

    private final Cargo cargo;
    private final Type type;
    private final Voyage voyage;
    private final Location location;
    private final Instant completionTime;
    private final Instant registrationTime;

    public HandlingEvent(Cargo cargo, Instant completionTime, Instant registrationTime, Type type, Location location,
            Voyage voyage) {
        if ((type == Type.LOAD || type == Type.UNLOAD) && voyage == null) {
            throw new IllegalArgumentException(type + " needs a voyage");
        }
        this.cargo = cargo;
        this.completionTime = completionTime;
        this.registrationTime = registrationTime;
        this.type = type;
        this.location = location;
        this.voyage = voyage;
    }

    public Cargo cargo() {
        return cargo;
    }

    public Type type() {
        return type;
    }

    public Voyage voyage() {
        return voyage;
    }

    public Location location() {
        return location;
    }

    public Instant completionTime() {
        return completionTime;
    }

    public Instant registrationTime() {
        return registrationTime;
    }
}
