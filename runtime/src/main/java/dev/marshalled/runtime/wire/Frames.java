package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Framed bodies: the messages of {@link dev.marshalled.runtime.Marshallers} and the values of {@code @Polymorphic}
 * fields. A frame is an int32 type id, an int32 body length, then the body. A body is
 * self-contained: it counts one level of nesting, starts its own object identity (a reference
 * inside cannot name an object outside), and must end exactly at its declared length.
 * Type id 0 is never a type's: in a {@code @Polymorphic} field it alone stands for null.
 *
 * <pre>{@code
 * Frames.write(buffer, TradeMarshaller.INSTANCE, trade);   // id, length, body
 * }</pre>
 */
public final class Frames {
    /** Bytes of a frame's header: the int32 type id and the int32 body length. */
    public static final int HEADER_SIZE = 8;

    /** The type id no type has; a {@code @Polymorphic} field writes it alone for null. */
    public static final int NULL_ID = 0;

    /** What a framed message's own failures (its header, its length, its type id) name as their path. */
    public static final String MESSAGE = "message";

    private Frames() {
    }

    /**
     * A frame whose header has been read and checked, up to its body.
     *
     * @param at the offset of the header
     * @param length the body's length, within the bytes left
     * @param marshaller the marshaller of the type the id names, one the reader admits
     */
    public record Header(int at, int length, Marshaller<?> marshaller) {
    }

    /**
     * Reads and checks the header of the framed message at the read index, as
     * {@link dev.marshalled.runtime.Marshallers#readMessage} and the inspector read it: the id, the
     * body length, the type the id names in {@code registry}, and that the caller accepts it.
     *
     * <pre>{@code
     * Frames.Header header = Frames.readMessageHeader(buffer, registry, Object.class);
     * Object value = Frames.readBody(buffer, header.at(), header.length(), "Trade", Frames.MESSAGE, ...);
     * }</pre>
     *
     * @param buffer the buffer, at the header
     * @param registry the types the id may name
     * @param expected the type the caller accepts ({@code Object} for any)
     * @return the header; the read index is after it
     * @throws MarshalException if the header is cut short, the length is negative or past the end, the
     *     id names no type of {@code registry} or one that is not {@code expected}; the read index is
     *     then at the header
     */
    public static Header readMessageHeader(UnsafeBuffer buffer, Marshallers registry, Class<?> expected) {
        int at = buffer.take(HEADER_SIZE, MESSAGE + " header");
        return checked(buffer, at, MESSAGE, registry, expected::isAssignableFrom, expected.getName());
    }

    /**
     * Reads and checks the header of a {@code @Polymorphic} field's value at the read index: the
     * null id alone, or a header as {@link #readMessageHeader} reads it.
     *
     * @param buffer the buffer, at the value
     * @param field the field, for messages
     * @param registry the types the id may name
     * @param admits whether the field admits the id's type
     * @param expected the field's type, for messages
     * @return the header, the read index after it; null for a null value, the read index after its id
     * @throws MarshalException as {@link #readMessageHeader}
     */
    public static Header readValueHeader(UnsafeBuffer buffer, String field, Marshallers registry,
            Predicate<Class<?>> admits, String expected) {
        int at = buffer.take(4, field);
        if (buffer.getIntAt(at) == NULL_ID) {
            return null;
        }
        buffer.readIndex(at);
        buffer.take(HEADER_SIZE, field);
        return checked(buffer, at, field, registry, admits, expected);
    }

    /** The checks of a header whose bytes are there, in the order every reader makes them. */
    private static Header checked(UnsafeBuffer buffer, int at, String field, Marshallers registry,
            Predicate<Class<?>> admits, String expected) {
        int id = buffer.getIntAt(at);
        int length = bodyLength(buffer, at, field);
        Marshaller<?> marshaller = registry.forId(id);
        if (marshaller == null) {
            throw unknownId(buffer, at, id, field, "; the registry knows " + registry.typeIds());
        }
        if (!admits.test(marshaller.type())) {
            throw notAdmitted(buffer, at, id, field, marshaller.type().getName(), expected);
        }
        return new Header(at, length, marshaller);
    }

    /**
     * Appends {@code value} framed: type id, body length, body. On failure the write index is
     * unchanged.
     *
     * @param buffer where to append
     * @param marshaller the marshaller of {@code value}'s type, with a type id
     * @param value the value
     * @param <T> the value's type
     */
    public static <T> void write(UnsafeBuffer buffer, Marshaller<T> marshaller, T value) {
        int at = buffer.claim(HEADER_SIZE);
        Object references = References.suspend(buffer);
        try {
            Nesting.enterWrite(buffer, marshaller.type().getSimpleName());
            try {
                marshaller.write(value, buffer);
            } finally {
                Nesting.exitWrite(buffer);
            }
        } catch (RuntimeException failure) {
            Nesting.abortWrite(buffer, at);
            throw failure;
        } finally {
            References.restore(buffer, references);
        }
        buffer.putIntAt(at, marshaller.typeId());
        buffer.putIntAt(at + 4, buffer.writeIndex() - at - HEADER_SIZE);
    }

    /**
     * Reads the body length of the frame whose header, already taken, starts at {@code at}.
     *
     * @param buffer the buffer being read
     * @param at the offset of the header
     * @param field what is being read, for the error message
     * @return the body length
     * @throws MarshalException if the length is negative or past the end; the read index is
     *     then {@code at}
     */
    public static int bodyLength(UnsafeBuffer buffer, int at, String field) {
        int length = buffer.getIntAt(at + 4);
        int available = buffer.readLimit() - at - HEADER_SIZE;
        if (length < 0 || length > available) {
            buffer.readIndex(at);
            throw new MarshalException(field + ": body length " + length + " at offset " + (at + 4)
                    + " is negative or past the end (" + Failures.bytes(available)
                    + (available == 1 ? " remains)" : " remain)"), at + 4);
        }
        return length;
    }

    /**
     * The refusal of a frame whose type id no known type has, after {@link #bodyLength}: the one
     * wording of the reader and the inspector ({@link #readMessageHeader}, {@link #readValueHeader}).
     *
     * @param buffer the buffer being read; its read index is put back at {@code at}
     * @param at the offset of the header
     * @param id the type id read there
     * @param field what is being read
     * @param known what the reader knows, appended to the message (e.g. "; the registry knows [1, 2]")
     * @return the exception to throw
     */
    public static MarshalException unknownId(UnsafeBuffer buffer, int at, int id, String field, String known) {
        buffer.readIndex(at);
        return new MarshalException(field + ": unknown type id " + id + " at offset " + at + known, at);
    }

    /**
     * The refusal of a frame whose type id names a type the field does not admit, after
     * {@link #unknownId}'s check.
     *
     * @param buffer the buffer being read; its read index is put back at {@code at}
     * @param at the offset of the header
     * @param id the type id read there
     * @param field what is being read
     * @param actual the id's type
     * @param expected the type the field admits
     * @return the exception to throw
     */
    public static MarshalException notAdmitted(UnsafeBuffer buffer, int at, int id, String field, String actual,
            String expected) {
        buffer.readIndex(at);
        return new MarshalException(field + ": type id " + id + " at offset " + at + " is " + actual
                + ", which is not a " + expected, at);
    }

    /**
     * Reads the body of the frame at {@code at}, whose header has been taken: within its
     * length, as one level of nesting, with identity of its own, and checks that it ends
     * exactly at its length.
     *
     * @param buffer the buffer, its read index after the header
     * @param at the offset of the header
     * @param length what {@link #bodyLength} returned
     * @param type the body's type name, for messages
     * @param field what is being read, for messages
     * @param body reads the body's fields
     * @param <T> what {@code body} returns
     * @return what {@code body} returned
     * @throws MarshalException if the body is invalid or its fields end elsewhere than its
     *     length says; the read index is then {@code at}
     */
    public static <T> T readBody(UnsafeBuffer buffer, int at, int length, String type, String field,
            Function<UnsafeBuffer, T> body) {
        try {
            int end = at + HEADER_SIZE + length;
            T value;
            int limit = buffer.limitRead(end);
            Object references = References.suspend(buffer);
            try {
                Nesting.enterRead(buffer, type);
                try {
                    value = body.apply(buffer);
                } finally {
                    Nesting.exitRead(buffer);
                }
            } finally {
                buffer.restoreReadLimit(limit);
                References.restore(buffer, references);
            }
            if (buffer.readIndex() != end) {
                throw new MarshalException(field + ": body of " + type + " at offset " + at + " has length " + length
                        + " but its fields end after " + Failures.bytes(buffer.readIndex() - at - HEADER_SIZE), at);
            }
            return value;
        } catch (MarshalException failure) {
            buffer.readIndex(at);
            throw failure;
        }
    }
}
