package dev.marshalled.schema;

import java.util.Objects;

/**
 * The words a {@link Change} needs from whoever reports it: where the old schema was kept, and
 * how to give up the stored bytes when that is the only way forward.
 *
 * <pre>{@code
 * Wording lock = new Wording("/repo/marshalled.lock",
 *         "accept the change with -Amarshalled.lock.update=true if no stored bytes must be read");
 * }</pre>
 *
 * @param where completes "the schema lock ...": a file, or e.g. "in the restored state"
 * @param discard completes "..., or ...": what to do when no stored bytes must be read
 */
public record Wording(String where, String discard) {
    /** Checks that both parts are given. */
    public Wording {
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(discard, "discard");
    }
}
