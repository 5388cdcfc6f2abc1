package dev.marshalled.processor.codegen;

import java.util.HashSet;
import java.util.Set;

/** Local variable names for one generated method body, never equal to each other or to a reserved name. */
final class Locals {
    private final Set<String> taken = new HashSet<>();

    Locals(Set<String> reserved) {
        taken.addAll(reserved);
    }

    /** @return {@code base} followed by the smallest number that makes it unused, e.g. {@code count0} */
    String fresh(String base) {
        for (int n = 0; ; n++) {
            String name = base + n;
            if (taken.add(name)) {
                return name;
            }
        }
    }
}
