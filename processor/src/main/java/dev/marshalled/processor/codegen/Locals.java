package dev.marshalled.processor.codegen;

import java.util.HashSet;
import java.util.Set;

/** Local variable names for one generated method body, never equal to each other or to a reserved name. */
final class Locals {
    private final Set<String> taken = new HashSet<>();

    Locals(Set<String> reserved) {
        taken.addAll(reserved);
    }

    /** @return {@code base} if unused, else followed by the smallest number from 2 that makes it unused */
    String fresh(String base) {
        if (taken.add(base)) {
            return base;
        }
        for (int n = 2; ; n++) {
            String name = base + n;
            if (taken.add(name)) {
                return name;
            }
        }
    }
}
