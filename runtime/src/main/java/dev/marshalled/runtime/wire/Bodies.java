package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * The bodies of evolvable types ({@code @Marshalled(evolvable = true)}): an int32 length, then
 * the fields in declaration order. A reader reads the fields it knows within that length: a body
 * that ends early was written by an older version (later fields take their defaults), and bytes
 * left after the known fields were written by a newer version and are skipped.
 *
 * <pre>{@code
 * int at = Bodies.begin(buffer);  ...fields...  Bodies.end(buffer, at);
 * int limit = Bodies.enter(buffer, "Versioned");
 * if (Bodies.more(buffer)) { ...a version-2 field... }
 * Bodies.exit(buffer, limit);
 * }</pre>
 */
public final class Bodies {
    private Bodies() {
    }

    /**
     * Starts the body of an evolvable type: reserves its int32 length.
     *
     * @param buffer the buffer to append to
     * @return where the length goes, for {@link #end}
     */
    public static int begin(UnsafeBuffer buffer) {
        return buffer.claim(4);
    }

    /**
     * Ends the body begun at {@code at}: writes its length, the bytes after the length field.
     *
     * @param buffer the buffer being written
     * @param at what {@link #begin} returned
     */
    public static void end(UnsafeBuffer buffer, int at) {
        buffer.putIntAt(at, buffer.writeIndex() - at - 4);
    }

    /**
     * Reads the length of an evolvable body and limits reading to that body, so that a field
     * cannot read past it and {@link #more} can tell where it ends.
     *
     * @param buffer the buffer being read
     * @param type the type being read, for the error message
     * @return the previous read limit, for {@link #exit}
     * @throws MarshalException if the length is truncated, negative or past the end
     */
    public static int enter(UnsafeBuffer buffer, String type) {
        int at = buffer.readIndex();
        int end = buffer.readLimit();
        if (end - at < 4) {
            buffer.take(4, type + " (body length)"); // throws, with the buffer's wording of a truncation
        }
        int length = buffer.getIntAt(at);
        if (length < 0) {
            throw new MarshalException(type + ": body length " + length + " at offset " + at + " is negative", at);
        }
        if (length > end - at - 4) {
            throw new MarshalException("truncated input: " + type + " has body length " + length + " at offset " + at
                    + ", but only " + Failures.bytes(end - at - 4) + (end - at - 4 == 1 ? " remains" : " remain"),
                    at);
        }
        buffer.readIndex(at + 4);
        return buffer.limitRead(at + 4 + length);
    }

    /**
     * Whether the evolvable body being read has bytes left: false when it was written by an
     * older version that ends before the next field.
     *
     * @param buffer the buffer being read
     * @return true if another field's bytes follow within the body
     */
    public static boolean more(UnsafeBuffer buffer) {
        return buffer.readIndex() < buffer.readLimit();
    }

    /**
     * Leaves the body entered with {@link #enter}: skips the fields a newer version wrote
     * after the ones this version knows, and restores the read limit.
     *
     * @param buffer the buffer being read
     * @param previous what {@link #enter} returned
     */
    public static void exit(UnsafeBuffer buffer, int previous) {
        buffer.readIndex(buffer.readLimit());
        buffer.restoreReadLimit(previous);
    }
}
