package dev.marshalled.processor.fuzz;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Generator features that can be switched off with {@code -Dfuzz.exclude=a,b}: while a known bug is
 * being fixed, excluding its feature lets a campaign look for the others. The default is all on.
 */
final class Features {
    /** Every feature name, so a typo in -Dfuzz.exclude is caught instead of silently ignored. */
    static final List<String> ALL = List.of("empty", "shadowing", "unicode", "langnames", "retired",
            "evolution", "delegating", "finals", "inheritance", "hiding", "polymorphic", "references", "sealed",
            "converters", "compact", "jdk", "containers", "arrays", "nested", "ids", "generics", "genericbases",
            "bounds");

    private final Set<String> excluded;

    private Features(Set<String> excluded) {
        for (String name : excluded) {
            if (!ALL.contains(name)) {
                throw new IllegalArgumentException("unknown fuzz feature '" + name + "'; known: " + ALL);
            }
        }
        this.excluded = excluded;
    }

    static Features all() {
        return new Features(Set.of());
    }

    static Features excluding(String commaSeparated) {
        if (commaSeparated == null || commaSeparated.isBlank()) {
            return all();
        }
        return new Features(Arrays.stream(commaSeparated.split(",")).map(String::trim).filter(s -> !s.isEmpty())
                .collect(Collectors.toUnmodifiableSet()));
    }

    /**
     * Swarm testing (Groce et al., ISSTA 2012): each set also leaves out a random quarter of the
     * features, so a bug that one feature triggers in every set (a type with no fields) cannot hide
     * the others, and feature combinations vary more than in sets that always hold everything.
     */
    Features swarm(Random random) {
        Set<String> more = new java.util.HashSet<>(excluded);
        for (String feature : ALL) {
            if (random.nextInt(4) == 0) {
                more.add(feature);
            }
        }
        return new Features(Set.copyOf(more));
    }

    boolean on(String feature) {
        return !excluded.contains(feature);
    }

    @Override
    public String toString() {
        return excluded.isEmpty() ? "all features" : "all features except " + excluded;
    }
}
