package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

/** A map-heavy type: maps of lists, a sorted map, a set of JDK values and an Optional of one. */
@Marshalled
public record Maps(Map<String, List<Long>> series, TreeMap<Integer, String> names, Set<UUID> ids,
        Optional<Instant> updated, Map<String, Map<Integer, String>> nested) {

    /** A value with every field filled, including null elements where the container allows them. */
    public static Maps sample() {
        Map<String, List<Long>> series = new LinkedHashMap<>();
        series.put("a", List.of(1L, -2L, Long.MAX_VALUE));
        series.put("empty", List.of());
        series.put("none", null);
        TreeMap<Integer, String> names = new TreeMap<>(Map.of(-7, "minus seven", 0, "zero", 42, "answer"));
        names.put(5, null);
        Set<UUID> ids = new LinkedHashSet<>(List.of(new UUID(1, 2), new UUID(-1, Long.MIN_VALUE)));
        ids.add(null);
        Map<String, Map<Integer, String>> nested = new LinkedHashMap<>();
        nested.put("x", new LinkedHashMap<>(Map.of(1, "one")));
        nested.put("y", Map.of());
        return new Maps(series, names, ids, Optional.of(Instant.ofEpochSecond(1_700_000_000L, 123)), nested);
    }
}
