package dev.marshalled.processor.fuzz;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Generator features that can be switched off with {@code -Dfuzz.exclude=a,b}: while a known bug is
 * being fixed, excluding its feature lets a campaign look for the others. The default is all on.
 */
final class Features {
    /** Every feature name, so a typo in -Dfuzz.exclude is caught instead of silently ignored. */
    static final List<String> ALL = List.of("empty", "shadowing", "unicode", "langnames", "privateenum", "retired",
            "evolution", "delegating", "finals", "inheritance", "hiding", "polymorphic", "references", "sealed",
            "converters", "compact", "jdk", "containers", "arrays", "nested", "ids");

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

    boolean on(String feature) {
        return !excluded.contains(feature);
    }

    @Override
    public String toString() {
        return excluded.isEmpty() ? "all features" : "all features except " + excluded;
    }
}
