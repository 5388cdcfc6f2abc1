package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.UnsafeBuffer;

/**
 * The state of one read or write that outlives a single generated method: the nesting depth
 * ({@link Nesting}), the identity tables ({@link References}) and the bulk ASCII copier
 * ({@link Strings}). One per buffer, reached through {@link UnsafeBuffer#wireState()}, made on
 * first use and kept, with its tables' capacity, from one message to the next; not
 * thread-safe, like the buffer.
 */
public final class WireState {
    /** Nesting of the read or write under way, kept by {@link Nesting}. */
    int depth;
    /** Object identity of the read or write under way, kept by {@link References}; made on first use. */
    ReferenceTables references;
    /** The bulk ASCII copier for long strings, kept by {@link Strings}; made on first use. */
    private AsciiRuns asciiRuns;

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

    AsciiRuns asciiRuns() {
        AsciiRuns runs = asciiRuns;
        if (runs == null) {
            runs = new AsciiRuns();
            asciiRuns = runs;
        }
        return runs;
    }
}
