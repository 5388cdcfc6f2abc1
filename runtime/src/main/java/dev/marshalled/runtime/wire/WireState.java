package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.UnsafeBuffer;

/**
 * The state of one read or write that outlives a single generated method: the nesting depth
 * ({@link Nesting}), the identity tables ({@link References}) and the bulk Latin-1 copier
 * ({@link Strings}). One per buffer, reached through {@link UnsafeBuffer#wireState()}, made on
 * first use and kept, with its tables' capacity, from one message to the next; not
 * thread-safe, like the buffer.
 */
public final class WireState {
    /** Nesting of the read or write under way, kept by {@link Nesting}. */
    int depth;
    /** Object identity of the read or write under way, kept by {@link References}; made on first use. */
    ReferenceTables references;
    /** The bulk Latin-1 copier for long strings, kept by {@link Strings}; made on first use. */
    private Latin1Runs latin1Runs;

    /** Made by {@link UnsafeBuffer#wireState()} alone. */
    public WireState() {
    }

    /** Forgets the read or write under way: depth 0, no objects remembered. Called by {@link UnsafeBuffer#clear()}. */
    public void reset() {
        depth = 0;
        if (references != null) {
            references.reset();
        }
    }

    Latin1Runs latin1Runs() {
        Latin1Runs runs = latin1Runs;
        if (runs == null) {
            runs = new Latin1Runs();
            latin1Runs = runs;
        }
        return runs;
    }
}
