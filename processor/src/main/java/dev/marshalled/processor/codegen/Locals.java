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

    /** @return {@code base} if unused, else followed by the smallest number from 2 that makes it unused */
    String fresh(String base) {
        String name = base;
        for (int n = 2; taken.contains(name) || !identifiers.localMayBe(name); n++) {
            name = base + n;
        }
        taken.add(name);
        identifiers.recordLocal(name);
        return name;
    }
}
