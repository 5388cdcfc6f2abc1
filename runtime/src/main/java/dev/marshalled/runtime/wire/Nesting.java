package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * The start and end of each generated write and read: the nesting limit
 * ({@link ReadLimits#maxDepth()}), and undoing a failed message so that the indexes return
 * to where it began. Only types that can contain themselves count depth: any other nesting is
 * bounded by the type declarations, so it can neither be deep nor form a cycle.
 *
 * <pre>{@code
 * int mark = Nesting.enterRead(buffer, "Tree");
 * try { ... Nesting.exitRead(buffer); }
 * catch (RuntimeException e) { Nesting.exitRead(buffer); throw Nesting.abortRead(buffer, mark, e, "Tree", field); }
 * }</pre>
 */
public final class Nesting {
    private Nesting() {
    }

    /**
     * Starts writing one marshalled object: checks the nesting limit.
     *
     * @param buffer the buffer being written
     * @param type the type's name, for the error message
     * @return the write index to pass to {@link #abortWrite} if the write fails
     * @throws MarshalException if nesting is deeper than {@link ReadLimits#maxDepth()}
     */
    public static int enterWrite(UnsafeBuffer buffer, String type) {
        WireState state = buffer.wireState();
        if (state.depth >= buffer.limits().maxDepth()) {
            // Without identity, a cycle looks like endless nesting: name the fix for that first,
            // unless identity is already kept (then a cycle would have been a back reference).
            boolean keepsIdentity = state.references != null && state.references.writing();
            throw tooDeepToWrite(type, buffer.limits().maxDepth(), keepsIdentity, buffer.writeIndex());
        }
        state.depth++;
        return buffer.writeIndex();
    }

    /**
     * Checks the nesting limit in a generated {@code sizeOf} of a type that can contain itself,
     * so that measuring a cyclic graph fails as writing it does, not with a stack overflow. The
     * limit is the default one ({@value ReadLimits#MAX_DEPTH_PROPERTY}), as no buffer is involved.
     *
     * @param depth how many values of such types enclose this one
     * @param type the type's name, for the error message
     * @throws MarshalException if {@code depth} reaches the limit; its offset is 0
     */
    public static void checkSizeDepth(int depth, String type) {
        if (depth >= ReadLimits.defaults().maxDepth()) {
            throw tooDeepToWrite(type, ReadLimits.defaults().maxDepth(), false, 0);
        }
    }

    private static MarshalException tooDeepToWrite(String type, int limit, boolean keepsIdentity, int offset) {
        // The type's name does not say whether it is generic, and a generic type cannot keep identity:
        // the advice names the way for a cycle through one too.
        return MarshalException.withoutStackTrace("cannot write " + type + ": objects nested deeper than " + limit
                + (keepsIdentity ? "" : "; if the object graph has a cycle or shared objects, mark its types"
                + " @Marshalled(references = true) (a generic type cannot keep identity: a cycle through one must"
                + " pass through a non-generic type that does, see docs/generics.md)")
                + "; if the nesting is real, raise ReadLimits.maxDepth", offset);
    }

    /**
     * Ends a write started with {@link #enterWrite}.
     *
     * @param buffer the buffer being written
     */
    public static void exitWrite(UnsafeBuffer buffer) {
        buffer.wireState().depth--;
    }

    /**
     * Undoes a failed write: the write index returns to {@code mark}, so the bytes of earlier
     * messages are untouched and no partial message is left. (A type that called
     * {@link #enterWrite} also calls {@link #exitWrite}.)
     *
     * @param buffer the buffer being written
     * @param mark the write index when the failed write began
     */
    public static void abortWrite(UnsafeBuffer buffer, int mark) {
        buffer.writeIndex(mark);
    }

    /**
     * Starts reading one marshalled object: checks the nesting limit.
     *
     * @param buffer the buffer being read
     * @param type the type's name, for the error message
     * @return the read index to pass to {@link #abortRead} if the read fails
     * @throws MarshalException if nesting is deeper than {@link ReadLimits#maxDepth()}
     */
    public static int enterRead(UnsafeBuffer buffer, String type) {
        WireState state = buffer.wireState();
        if (state.depth >= buffer.limits().maxDepth()) {
            throw MarshalException.withoutStackTrace("cannot read " + type + " at offset " + buffer.readIndex()
                    + ": objects nested deeper than " + buffer.limits().maxDepth(), buffer.readIndex());
        }
        state.depth++;
        return buffer.readIndex();
    }

    /**
     * Ends a read started with {@link #enterRead}.
     *
     * @param buffer the buffer being read
     */
    public static void exitRead(UnsafeBuffer buffer) {
        buffer.wireState().depth--;
    }

    /**
     * The nesting depth of the read or write under way. With {@link #restoreDepth} it lets a
     * caller that abandons a read midway put the buffer back as it found it: after a
     * {@link StackOverflowError}, the {@code finally} blocks that call {@link #exitRead} may
     * themselves have overflowed, so their count cannot be trusted.
     *
     * @param buffer the buffer
     * @return its current depth
     */
    public static int depth(UnsafeBuffer buffer) {
        return buffer.wireState().depth;
    }

    /**
     * Sets the depth back to what {@link #depth} returned before an abandoned read.
     *
     * @param buffer the buffer
     * @param depth the depth to restore
     */
    public static void restoreDepth(UnsafeBuffer buffer, int depth) {
        buffer.wireState().depth = depth;
    }

    /**
     * Undoes a failed read: the read index returns to {@code mark}. Any exception other than
     * {@link MarshalException} (for example one thrown by the type's constructor) is wrapped,
     * so a read throws nothing else. (A type that called {@link #enterRead} also calls
     * {@link #exitRead}.)
     *
     * @param buffer the buffer being read
     * @param mark the read index when the failed read began
     * @param failure what was thrown
     * @param type the type's name, for the error message
     * @return the exception to throw
     */
    public static MarshalException abortRead(UnsafeBuffer buffer, int mark, RuntimeException failure, String type) {
        return abortRead(buffer, mark, failure, type, null);
    }

    /**
     * As {@link #abortRead(UnsafeBuffer, int, RuntimeException, String)}, also recording in the
     * exception's {@link MarshalException#path() path} the field that was being read.
     *
     * @param buffer the buffer being read
     * @param mark the read index when the failed read began
     * @param failure what was thrown
     * @param type the type's name, for the error message
     * @param field the path of the field being read when it failed ({@code Order.lines}, the
     *     generated class's constant for it), or null
     * @return the exception to throw
     */
    public static MarshalException abortRead(UnsafeBuffer buffer, int mark, RuntimeException failure, String type,
            String field) {
        buffer.readIndex(mark);
        if (failure instanceof MarshalException) {
            return ((MarshalException) failure).inField(field, type);
        }
        return new MarshalException("cannot read " + type + " at offset " + mark + ": " + failure, mark, failure)
                .inField(field, type);
    }
}
