package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * The presence byte of a nullable value in both encodings: 1 when a value follows, 0 for
 * null; a reader refuses any other byte, so that each value has one spelling.
 *
 * <pre>{@code
 * Presence.write(buffer, owner != null);
 * Person owner = Presence.read(buffer, "Shape.owner") ? PersonMarshaller.read(buffer) : null;
 * }</pre>
 */
public final class Presence {
    /** The bytes a presence byte takes. */
    public static final int SIZE = 1;

    private Presence() {
    }

    /**
     * Appends the presence byte of a nullable value.
     *
     * @param buffer the buffer to append to
     * @param present whether a value follows
     */
    public static void write(UnsafeBuffer buffer, boolean present) {
        putAt(buffer, buffer.claim(SIZE), present);
    }

    /**
     * Writes the presence byte at {@code index} of a run the caller has claimed (a box starts
     * with one).
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param present whether a value follows
     */
    public static void putAt(UnsafeBuffer buffer, int index, boolean present) {
        buffer.putByteAt(index, (byte) (present ? 1 : 0));
    }

    /**
     * Reads a presence byte written by {@link #write}.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return true if a value follows
     * @throws MarshalException if truncated or the byte is neither 0 nor 1
     */
    public static boolean read(UnsafeBuffer buffer, String field) {
        return readAt(buffer, buffer.take(SIZE, field), field);
    }

    /**
     * Reads the presence byte at {@code index} of a run the caller has taken (a box starts
     * with one, {@link Boxes#presentAt}).
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field what is being read, for the error message
     * @return true if a value follows
     * @throws MarshalException if the byte is neither 0 nor 1
     */
    public static boolean readAt(UnsafeBuffer buffer, int index, String field) {
        byte b = buffer.getByteAt(index);
        if ((b & ~1) != 0) {
            throw new MarshalException(field + ": presence byte " + b + " at offset " + index
                    + " is neither 0 (null) nor 1 (present)", index);
        }
        return b != 0;
    }
}
