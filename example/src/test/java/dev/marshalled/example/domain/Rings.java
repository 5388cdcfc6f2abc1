package dev.marshalled.example.domain;

import dev.marshalled.Marshalled;

/** Cycles through a generic type, which cannot keep identity itself. */
public final class Rings {
    private Rings() {
    }

    /** A ring of values: closed on itself through generic types alone, it cannot be written. */
    @Marshalled
    public static final class Ring<T> {
        public T value;
        public Ring<T> next;

        public Ring() {
        }

        public Ring(T value) {
            this.value = value;
        }
    }

    /** Keeps identity, so a cycle from it through its ring back to it ends in a back reference. */
    @Marshalled(references = true)
    public static final class Station {
        public String name;
        public Ring<Stop> stops;

        public Station() {
        }

        public Station(String name) {
            this.name = name;
        }
    }

    /** A stop on a station's ring, which knows its station. */
    @Marshalled
    public static final class Stop {
        public String name;
        public Station station;

        public Stop() {
        }

        public Stop(String name, Station station) {
            this.name = name;
            this.station = station;
        }
    }
}
