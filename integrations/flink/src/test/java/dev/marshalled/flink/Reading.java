package dev.marshalled.flink;

import dev.marshalled.Marshalled;
import java.util.List;
import org.apache.flink.api.common.typeinfo.TypeInfo;

/** A sensor reading: what the keyed state job sends through the shuffle and keeps per key. */
@Marshalled
@TypeInfo(Counting.ReadingFactory.class)
public record Reading(long id, String sensor, double value, Status status, Location location, List<String> tags) {

    /** A status stored by ordinal. */
    public enum Status { OK, DEGRADED, FAILED }

    /** A nested marshalled type, sometimes absent. */
    @Marshalled
    public record Location(double latitude, double longitude) {}

    /** The reading the test expects for {@code id}: every field derived from it, so any receiver can check. */
    public static Reading of(long id) {
        return new Reading(id, "sensor-" + (id % 97) + (id % 5 == 0 ? "-\u00e9t\u00e9" : ""), id * 0.25,
                Status.values()[(int) Math.floorMod(id, 3L)], id % 4 == 0 ? null : new Location(id / 1000.0, -id / 7.0),
                id % 6 == 0 ? List.of() : List.of("t" + (id % 11), "room-" + (id % 13)));
    }
}
