package dev.marshalled.runtime;

import dev.marshalled.schema.WireSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;

/**
 * Writes and reads values of one type; every generated {@code FooMarshaller} exposes one as
 * {@code FooMarshaller.INSTANCE}, so frameworks can hold marshallers generically.
 *
 * <pre>{@code
 * Marshaller<Trade> marshaller = TradeMarshaller.INSTANCE;
 * byte[] bytes = marshaller.toByteArray(trade);
 * Trade copy = marshaller.fromByteArray(bytes);
 *
 * marshaller.writeDelimitedTo(trade, out);             // a stream of messages: length, body, length, body ...
 * Trade next = marshaller.readDelimitedFrom(in);       // null at the stream's end
 * }</pre>
 *
 * <p>The stream methods never close or flush the stream, and throw its {@code IOException} as
 * it is; bytes that are not what they should be are a {@link MarshalException}, as for a buffer.
 *
 * @param <T> the marshalled type
 */
public interface Marshaller<T> {

    /**
     * Appends the encoding of {@code value} at the buffer's write index. On failure the
     * write index is left where it was.
     *
     * @param value the value to write, not null
     * @param buffer the buffer to write to
     * @throws MarshalException if a fixed-size buffer is full or nesting is too deep
     */
    void write(T value, UnsafeBuffer buffer);

    /**
     * Reads one value at the buffer's read index. On failure the read index is left where
     * it was.
     *
     * @param buffer the buffer to read from
     * @return the value read
     * @throws MarshalException if the bytes are not a valid encoding; no other exception
     */
    T read(UnsafeBuffer buffer);

    /**
     * Returns the exact number of bytes {@link #write} appends for {@code value}.
     *
     * @param value the value to measure, not null
     * @return the encoded size in bytes
     */
    int sizeOf(T value);

    /**
     * Describes the bytes this marshaller writes: the fields in wire order and their encodings.
     *
     * @return the schema, the same object on every call
     */
    WireSchema schema();

    /**
     * The class this marshaller writes and reads; a framework uses it to find the marshaller
     * for a value ({@link Marshallers}).
     *
     * @return the marshalled class
     */
    Class<T> type();

    /**
     * The type id declared with {@code @Marshalled(id = N)}, which names the type in
     * self-identifying messages.
     *
     * @return the id, at least 1, or 0 if the type has none
     */
    default int typeId() {
        return 0;
    }

    /**
     * Encodes {@code value} into a new array of exactly its encoded size.
     *
     * @param value the value to encode, not null
     * @return the encoded bytes
     */
    default byte[] toByteArray(T value) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[sizeOf(value)]);
        buffer.clear();
        write(value, buffer);
        return buffer.array();
    }

    /**
     * Decodes one value that must fill {@code bytes} exactly.
     *
     * @param bytes the encoded bytes
     * @return the decoded value
     * @throws MarshalException if the bytes are invalid or bytes are left over after the value
     */
    default T fromByteArray(byte[] bytes) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        T value = read(buffer);
        if (buffer.remaining() != 0) {
            throw MarshalException.trailingBytes(schema().typeName(), buffer.remaining(), buffer.readIndex());
        }
        return value;
    }

    /**
     * Writes {@code value} into {@code target} at its position, in place (a direct buffer's
     * native memory is written directly, with no array between), and moves the position past
     * it. The value must fit between the position and the limit; if it does not, nothing is
     * written before the position, the position does not move, and the bytes after it are
     * undefined. Use {@link #writeGrowing} to get a larger buffer instead.
     *
     * <p>This wraps {@code target} in a new {@link UnsafeBuffer} for the call. To write many
     * values into one long-lived buffer without that small allocation, wrap it once with
     * {@link UnsafeBuffer#wrap(ByteBuffer)} and call {@link #write(Object, UnsafeBuffer)}.
     *
     * @param value the value to write, not null
     * @param target the buffer to write into, heap or direct
     * @throws MarshalException if the value does not fit before the limit, or {@code target} is read-only
     */
    default void write(T value, ByteBuffer target) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(target).clear();
        buffer.writeIndex(target.position());
        write(value, buffer);
        target.position(buffer.writeIndex());
    }

    /**
     * Writes {@code value} into {@code target} at its position as {@link #write(Object, ByteBuffer)}
     * does when it fits before the limit; when it does not, into a new buffer of the same kind
     * (direct or heap) and byte order, at least twice the capacity, that holds a copy of
     * {@code target}'s bytes before its position and then the value. Either way the returned
     * buffer's position is just past the value; use it from then on.
     *
     * @param value the value to write, not null
     * @param target the buffer to write into
     * @return {@code target}, or the larger buffer that replaces it
     * @throws MarshalException if the value cannot be encoded, or would take a buffer past 2 GiB
     */
    default ByteBuffer writeGrowing(T value, ByteBuffer target) {
        int size = sizeOf(value);
        ByteBuffer out = target;
        if (size > target.remaining()) {
            long needed = (long) target.position() + size;
            if (needed > Integer.MAX_VALUE - 8) {
                throw new MarshalException("message too large: " + needed + " bytes exceed the largest ByteBuffer",
                        target.position());
            }
            int capacity = (int) Math.min(Math.max(needed, 2L * target.capacity()), Integer.MAX_VALUE - 8);
            out = target.isDirect() ? ByteBuffer.allocateDirect(capacity) : ByteBuffer.allocate(capacity);
            out.order(target.order());
            out.put(target.duplicate().flip());
        }
        write(value, out);
        return out;
    }

    /**
     * Reads one value at {@code source}'s position, in place (a direct buffer's native memory is
     * read directly, with no array between), never past its limit, and moves the position past
     * the value; bytes after it are left for the next read. On failure the position does not
     * move. Every offset in a {@link MarshalException} is an index of {@code source}.
     *
     * <p>This wraps {@code source} in a new {@link UnsafeBuffer} for the call; to read many
     * values from one buffer, wrap it once with {@link UnsafeBuffer#wrap(ByteBuffer)}.
     *
     * <p>A file mapped into memory that another process truncates while it is read makes the
     * JVM raise an {@code InternalError} at the next access to the lost pages; here that is a
     * {@link MarshalException} naming the message's offset, as for any input that ends early.
     *
     * @param source the bytes, heap or direct, read-only or not
     * @return the decoded value
     * @throws MarshalException if the bytes are invalid or end before the value does, or the
     *     memory under them faults
     */
    default T read(ByteBuffer source) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(source);
        T value;
        try {
            value = read(buffer);
        } catch (InternalError fault) {
            throw MarshalException.memoryFault(schema().typeName(), source, fault);
        }
        source.position(buffer.readIndex());
        return value;
    }

    /**
     * Writes the encoding of {@code value} to {@code out}: the bytes {@link #toByteArray} gives,
     * nothing before or after them, so the stream must hold this one value
     * ({@link #readFrom(InputStream)}). For several values in one stream, use
     * {@link #writeDelimitedTo}.
     *
     * @param value the value to write, not null
     * @param out the stream, neither flushed nor closed
     * @throws MarshalException if the value cannot be encoded; nothing is written then
     * @throws IOException if the stream throws it
     */
    default void writeTo(T value, OutputStream out) throws IOException {
        out.write(toByteArray(value));
    }

    /**
     * Reads the rest of {@code in}, to its end, as one value, as {@link #fromByteArray} reads an
     * array: bytes after the value are rejected. The stream may hold at most the length limit's
     * bytes ({@value ReadLimits#MAX_LENGTH_PROPERTY}, else
     * {@value ReadLimits#DEFAULT_MAX_LENGTH}); a longer one is rejected, at the offset of the
     * limit, once one byte past it is read. The bytes are allocated as they arrive, at most twice
     * what the stream holds. Offsets count from the stream's position when called.
     *
     * @param in the stream, read to its end and not closed
     * @return the value
     * @throws MarshalException if the stream's bytes are not one valid value, or too many
     * @throws IOException if the stream throws it
     */
    default T readFrom(InputStream in) throws IOException {
        UnsafeBuffer buffer = Delimited.readToEnd(in, Delimited.DEFAULT_MAX_LENGTH);
        T value = read(buffer);
        if (buffer.remaining() != 0) {
            throw MarshalException.trailingBytes(schema().typeName(), buffer.remaining(), buffer.readIndex());
        }
        return value;
    }

    /**
     * Writes {@code value} to {@code out} as one message of a length-delimited stream: its length
     * in bytes as an unsigned varint, then its encoding (FORMAT.md, Delimited streams).
     * {@link #readDelimitedFrom} reads it back, and any number of messages can follow each other
     * in one stream. Allocates the message's bytes; {@link DelimitedWriter} reuses one buffer
     * for a stream of messages.
     *
     * <pre>{@code
     * for (Trade trade : trades) {
     *     TradeMarshaller.INSTANCE.writeDelimitedTo(trade, out);
     * }
     * }</pre>
     *
     * @param value the value to write, not null
     * @param out the stream, neither flushed nor closed
     * @throws MarshalException if the value cannot be encoded; nothing is written then
     * @throws IOException if the stream throws it
     */
    default void writeDelimitedTo(T value, OutputStream out) throws IOException {
        int length = sizeOf(value);
        int size = Delimited.prefixSize(length);
        byte[] bytes = new byte[size + length];
        Delimited.putPrefixBefore(bytes, size, length);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        buffer.clear();
        buffer.writeIndex(size);
        write(value, buffer);
        out.write(bytes, 0, buffer.writeIndex());
    }

    /**
     * Reads the next message of a length-delimited stream written by {@link #writeDelimitedTo} or
     * a {@link DelimitedWriter}, taking from {@code in} exactly its bytes and nothing after them,
     * so the next call reads the next message. The length is held to the default length limit
     * before anything is allocated, and the message's offsets count from its first byte;
     * {@link DelimitedReader} says what each failure leaves, sets other limits, tells where in the
     * stream a message is, and keeps its buffer from one message to the next.
     *
     * <pre>{@code
     * for (Trade trade; (trade = TradeMarshaller.INSTANCE.readDelimitedFrom(in)) != null; ) {
     *     book.add(trade);
     * }
     * }</pre>
     *
     * @param in the stream, at a message's first byte or at its end; not closed
     * @return the message, or null if the stream ends before its first byte (a clean end)
     * @throws MarshalException if the stream ends inside the message, its length is not a valid
     *     prefix or is above the limit, or its body is not one valid value that fills it
     * @throws IOException if the stream throws it
     */
    default T readDelimitedFrom(InputStream in) throws IOException {
        return new DelimitedReader<>(this, in).read();
    }
}
