package dev.marshalled.redis;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * A Lettuce {@link RedisCodec} whose values are written and read by a generated marshaller:
 * a Redis value holds exactly the bytes of {@code FooMarshaller.write} (no class name, no
 * header), and keys are UTF-8 strings or whatever a key codec makes of them.
 *
 * <pre>{@code
 * RedisClient client = RedisClient.create("redis://127.0.0.1:6379");
 * StatefulRedisConnection<String, Quote> quotes = client.connect(MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE));
 * quotes.sync().set("quote:ACME", quote);
 * Quote again = quotes.sync().get("quote:ACME");
 *
 * // A generic type at one parameterization; any key codec:
 * RedisCodec<byte[], Page<Quote>> pages = MarshalledRedisCodec.of(ByteArrayCodec.INSTANCE,
 *         PageMarshaller.of(QuoteMarshaller.INSTANCE));
 * }</pre>
 *
 * <p><b>Corrupt values.</b> A value that is not exactly one valid value of the type (written
 * by another client or another version of the type, truncated, bytes left over) makes the
 * command fail with the runtime's {@link MarshalException}, whose {@link MarshalException#offset()
 * offset} counts from the value's first byte and whose {@link MarshalException#path() path}
 * names the field; the sync API throws it, the async API completes the future with it. The
 * connection and the other commands on it go on. Lettuce does not tell a codec which key a
 * value came from, so the message cannot name it; {@link MarshalledCache} adds the key.
 *
 * <p><b>Null.</b> Redis stores no null: writing null throws {@link NullPointerException}
 * (delete the key instead), and a missing key reads as null without reaching the codec. A
 * value that encodes to no bytes (a record without fields) is an empty string in Redis, not
 * a missing key.
 *
 * <p>Immutable and stateless: one codec may serve any number of connections and threads.
 *
 * @param <K> the key type
 * @param <V> the value type
 */
public final class MarshalledRedisCodec<K, V> implements RedisCodec<K, V> {
    private final RedisCodec<K, ?> keys;
    private final Marshaller<V> values;

    private MarshalledRedisCodec(RedisCodec<K, ?> keys, Marshaller<V> values) {
        this.keys = Objects.requireNonNull(keys, "keys");
        this.values = Objects.requireNonNull(values, "values");
    }

    /**
     * A codec of string keys in UTF-8, the common case, and values of one type.
     *
     * @param values a generated {@code FooMarshaller.INSTANCE}, or a generic type's
     *     {@code PageMarshaller.of(QuoteMarshaller.INSTANCE)}
     * @param <V> the value type
     * @return a new codec
     */
    public static <V> MarshalledRedisCodec<String, V> of(Marshaller<V> values) {
        return new MarshalledRedisCodec<>(StringCodec.UTF8, values);
    }

    /**
     * A codec whose keys (and hash fields) are encoded by {@code keys} and whose values are
     * written by {@code values}.
     *
     * @param keys the codec whose {@code encodeKey} and {@code decodeKey} are used, e.g.
     *     Lettuce's {@code ByteArrayCodec.INSTANCE}; its value half is never used
     * @param values the values' marshaller
     * @param <K> the key type
     * @param <V> the value type
     * @return a new codec
     */
    public static <K, V> MarshalledRedisCodec<K, V> of(RedisCodec<K, ?> keys, Marshaller<V> values) {
        return new MarshalledRedisCodec<>(keys, values);
    }

    @Override
    public K decodeKey(ByteBuffer bytes) {
        return keys.decodeKey(bytes);
    }

    @Override
    public ByteBuffer encodeKey(K key) {
        return keys.encodeKey(key);
    }

    /**
     * Reads one value that must fill the buffer's remaining bytes exactly. The buffer's
     * position and limit are left as they were.
     *
     * @param bytes the value's bytes, from the buffer's position to its limit; heap or direct
     * @return the value
     * @throws MarshalException if the bytes are not exactly one valid value
     */
    @Override
    public V decodeValue(ByteBuffer bytes) {
        return read(bytes);
    }

    /**
     * Writes {@code value} into a new buffer of exactly its size.
     *
     * @param value the value, not null
     * @return a heap buffer holding its bytes, from position 0
     * @throws NullPointerException if {@code value} is null: Redis has no null value
     * @throws MarshalException if the value cannot be written (nesting deeper than the limit)
     */
    @Override
    public ByteBuffer encodeValue(V value) {
        Objects.requireNonNull(value, "Redis stores no null value: delete the key instead of writing null");
        // toByteArray asks sizeOf first and writes once into an array of exactly that size: the
        // array Lettuce is handed is never copied or trimmed again.
        return ByteBuffer.wrap(values.toByteArray(value));
    }

    /**
     * The one place value bytes are taken out of Lettuce's buffer: read in place, heap or direct,
     * with no copy. The value keeps nothing of the buffer (strings and arrays are copied out as
     * they are read), which matters as it is often a pooled direct one that Lettuce reuses once
     * this returns. The buffer's position is left as it was. A failure's offset counts from the
     * value's first byte: where the value does not start at index 0, a failed value is read once
     * more from a copy of its bytes, so that only failures pay for that.
     */
    private V read(ByteBuffer bytes) {
        int start = bytes.position();
        try {
            return readExactly(UnsafeBuffer.wrap(bytes));
        } catch (MarshalException e) {
            if (start == 0) {
                throw e;
            }
            byte[] copy = new byte[bytes.remaining()];
            bytes.get(start, copy);
            return values.fromByteArray(copy); // throws again, at the value's own offsets
        }
    }

    private V readExactly(UnsafeBuffer buffer) {
        V value = values.read(buffer);
        if (buffer.remaining() != 0) {
            throw MarshalException.trailingBytes(values.schema().typeName(), buffer.remaining(), buffer.readIndex());
        }
        return value;
    }

    @Override
    public String toString() {
        return "MarshalledRedisCodec[keys=" + keys.getClass().getSimpleName() + ", values="
                + GeneratedMarshallers.nameOf(values) + "]";
    }
}
