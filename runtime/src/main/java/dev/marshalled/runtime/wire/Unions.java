package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * Sealed-type values: one tag byte, 0 for null or n for the n-th permitted subtype (in
 * {@code permits} order, sealed intermediates flattened depth-first), then that subtype's body.
 *
 * <pre>{@code
 * Unions.putTag(buffer, 2);                         // a Cash payment follows
 * int tag = Unions.getTag(buffer, "Order.payment", 2);
 * }</pre>
 */
public final class Unions {
    private Unions() {
    }

    /**
     * Appends the tag of a sealed-type value.
     *
     * @param buffer the buffer to append to
     * @param tag 0 for null, or 1.. for the subtype
     */
    public static void putTag(UnsafeBuffer buffer, int tag) {
        buffer.putByteAt(buffer.claim(1), (byte) tag);
    }

    /**
     * Reads a tag written by {@link #putTag}.
     *
     * @param buffer the buffer to read from
     * @param field the field being read, for the error message
     * @param subtypes how many subtypes there are
     * @return 0 for null, or 1..{@code subtypes}
     * @throws MarshalException if truncated or the tag is above {@code subtypes}
     */
    public static int getTag(UnsafeBuffer buffer, String field, int subtypes) {
        int at = buffer.take(1, field);
        int tag = buffer.getByteAt(at) & 0xFF;
        if (tag > subtypes) {
            buffer.readIndex(at);
            throw new MarshalException(field + ": subtype tag " + tag + " at offset " + at + " is out of range 1.."
                    + subtypes + " (0 means null)", at);
        }
        return tag;
    }

    /**
     * The failure of writing a sealed-type value whose class the generated code does not know
     * (a subclass of a non-sealed permitted subtype, or one compiled later).
     *
     * @param buffer the buffer being written
     * @param field the field being written
     * @param value the value
     * @param permitted the subtypes that can be written, for the message
     * @return the exception to throw
     */
    public static MarshalException notPermitted(UnsafeBuffer buffer, String field, Object value, String permitted) {
        return new MarshalException(field + ": cannot write a " + value.getClass().getName() + ": only the @Marshalled"
                + " subtypes " + permitted + " have tags; annotate it and recompile the type that holds the field",
                buffer.writeIndex());
    }
}
