package dev.marshalled.processor.codegen;

import java.util.HashSet;
import java.util.Set;

/**
 * Local variable names for one generated method body: never equal to each other, to a name
 * reserved in the file, or to a class-level name (see {@link Identifiers}).
 */
final class Locals {
    private final Identifiers identifiers;
    final Set<String> taken = new HashSet<>();

    Locals(Identifiers identifiers) {
        this.identifiers = identifiers;
    }

    /**
     * @return the first of {@code candidates} that is unused, else the first followed by the smallest
     *     number from 2 that makes it unused
     */
    String fresh(String... candidates) {
        for (String candidate : candidates) {
            if (free(candidate)) {
                return take(candidate);
            }
        }
        String name = candidates[0];
        for (int n = 2; !free(name); n++) {
            name = candidates[0] + n;
        }
        return take(name);
    }

    /**
     * Gives {@code name} back once the scope that declared it has ended, as a catch block's
     * parameter's does, so that a later scope may declare it again.
     */
    void release(String name) {
        taken.remove(name);
    }

    private boolean free(String name) {
        return !taken.contains(name) && identifiers.localMayBe(name);
    }

    private String take(String name) {
        taken.add(name);
        identifiers.recordLocal(name);
        return name;
    }
}
