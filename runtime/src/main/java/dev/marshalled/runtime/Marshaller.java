package dev.marshalled.runtime;

import dev.marshalled.schema.WireSchema;

/**
 * Writes and reads values of one type; every generated {@code FooMarshaller} exposes one as
 * {@code FooMarshaller.INSTANCE}, so frameworks can hold marshallers generically.
 *
 * <pre>{@code
 * Marshaller<Trade> marshaller = TradeMarshaller.INSTANCE;
 * byte[] bytes = marshaller.toByteArray(trade);
 * Trade copy = marshaller.fromByteArray(bytes);
 * }</pre>
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
}
