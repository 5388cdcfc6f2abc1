package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;

@Marshalled
public final class Location {

    /** Where a cargo is before anything has happened to it. */
    public static final Location UNKNOWN = new Location(new UnLocode("XXXXX"), "Unknown location");

    private final UnLocode unLocode;
    private final String name;

    public Location(UnLocode unLocode, String name) {
        this.unLocode = unLocode;
        this.name = name;
    }

    public UnLocode unLocode() {
        return unLocode;
    }

    public String name() {
        return name;
    }

    public boolean sameIdentityAs(Location other) {
        return other != null && unLocode.equals(other.unLocode);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Location other && sameIdentityAs(other);
    }

    @Override
    public int hashCode() {
        return unLocode.hashCode();
    }

    @Override
    public String toString() {
        return name + " [" + unLocode.code() + "]";
    }
}
