package dev.marshalled.processor.lock;

import dev.marshalled.processor.diagnostics.Message;
import java.util.List;

/**
 * A generic type's parameters against the lock's. A field of a generic type gives its type
 * arguments by position ({@code Pair<Item, Long>}), and a field of a type parameter is, on the
 * wire, a field of the argument in that position: so a parameter must keep its position. Renaming
 * one in place changes no byte and is free, as renaming a field is; moving one, adding one or
 * removing one changes what fields of the type hold, and is refused.
 */
final class TypeParameters {
    private TypeParameters() {
    }

    /**
     * Why the parameters may not change so.
     *
     * @param message the refusal
     * @param parameter the position, in the type's parameters now, of the parameter to point at;
     *     -1 for the type itself
     */
    record Refusal(Message message, int parameter) {
    }

    /**
     * @param locked the parameters the lock records for the type
     * @param now the type's parameters as it is now
     * @return the parameters the locked type's fields name: those it records, or the type's own when
     *     it records none (a lock written before generic types recorded them, or a type that was not generic)
     */
    static List<String> recorded(List<String> locked, List<String> now) {
        return locked.isEmpty() ? now : locked;
    }

    /**
     * @param before the parameters as the lock records them
     * @param after the parameters now
     * @return null if every parameter kept its position (under its name or another), else the refusal
     */
    static Refusal compare(List<String> before, List<String> after) {
        if (after.size() > before.size()) {
            int added = before.size();
            for (int i = after.size() - 1; i >= 0; i--) {
                added = before.contains(after.get(i)) ? added : i;
            }
            return new Refusal(Message.LOCK_TYPE_PARAMETER_ADDED, added);
        }
        if (after.size() < before.size()) {
            return new Refusal(Message.LOCK_TYPE_PARAMETER_REMOVED, -1);
        }
        for (int i = 0; i < after.size(); i++) {
            int was = before.indexOf(after.get(i));
            if (was >= 0 && was != i) {
                return new Refusal(Message.LOCK_TYPE_PARAMETERS_REORDERED, i);
            }
        }
        return null;
    }

    /** @return how a message names the parameters: {@code <K, V>} */
    static String shown(List<String> parameters) {
        return "<" + String.join(", ", parameters) + ">";
    }
}
