package dev.marshalled.processor.codegen;

import java.util.HashSet;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * The one source of every identifier a generated class introduces: its constants, the locals
 * named after fields, the internal locals ({@code buffer}, {@code mark}, ...) and each method's
 * temporaries.
 *
 * <p>Java resolves a simple name to a variable before a type or a package, so a local or a
 * constant that took the name of a type the file mentions ({@code Strings}, {@code URL}), or
 * the first part of a package ({@code java}), would silently stand in for it. The reserved
 * names are therefore every such name in scope in the generated file (see {@link ScopeNames}),
 * plus the class's own public members. A constant is unique against everything given out so
 * far; a local against the reserved names, the constants and what its method already holds, so
 * no local can shadow a constant the method reads and no constant a local's type.
 */
final class Identifiers {
    private final Set<String> reserved;
    private final Set<String> constants = new HashSet<>();
    private final Set<String> locals = new HashSet<>();

    Identifiers(Set<String> reserved) {
        this.reserved = Set.copyOf(reserved);
    }

    /**
     * Takes {@code name} for a constant of the class if it is a valid identifier that is neither
     * reserved nor given out already.
     *
     * @return whether it was free and is now taken
     */
    boolean claimConstant(String name) {
        if (!localMayBe(name) || locals.contains(name)) {
            return false;
        }
        constants.add(name);
        return true;
    }

    /**
     * Takes {@code name} for a local that several methods declare (a field's, or {@code buffer}),
     * if it is free of the reserved names, the constants and the other such locals.
     */
    boolean claimShared(String name) {
        if (!localMayBe(name) || locals.contains(name)) {
            return false;
        }
        locals.add(name);
        return true;
    }

    /** Fresh locals for one method, which already holds the shared locals in {@code inScope}. */
    Locals method(Set<String> inScope) {
        Locals method = new Locals(this);
        method.taken.addAll(inScope);
        return method;
    }

    /** Every name given out, to check against what the finished file has in scope. */
    Set<String> given() {
        Set<String> all = new HashSet<>(constants);
        all.addAll(locals);
        return all;
    }

    /** Whether a method's local may be {@code name}: a valid identifier, not reserved, not a constant. */
    boolean localMayBe(String name) {
        return SourceVersion.isIdentifier(name) && !SourceVersion.isKeyword(name) && !name.equals("_")
                && !reserved.contains(name) && !constants.contains(name);
    }

    /** Notes a method's local, which no constant made later may then take. */
    void recordLocal(String name) {
        locals.add(name);
    }
}
