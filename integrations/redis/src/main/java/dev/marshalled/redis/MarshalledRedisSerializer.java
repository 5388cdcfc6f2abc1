package dev.marshalled.redis;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import java.util.Objects;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * A Spring Data Redis {@link RedisSerializer} that writes and reads values with a generated
 * marshaller: the value serializer of a {@code RedisCacheManager} (Spring's cache abstraction,
 * {@code @Cacheable}) or of a {@code RedisTemplate}. A stored value holds exactly the bytes of
 * {@code FooMarshaller.write}.
 *
 * <pre>{@code
 * RedisCacheConfiguration quotes = RedisCacheConfiguration.defaultCacheConfig()
 *         .entryTtl(Duration.ofMinutes(10))
 *         .serializeValuesWith(SerializationPair.fromSerializer(MarshalledRedisSerializer.of(QuoteMarshaller.INSTANCE)));
 * RedisCacheManager caches = RedisCacheManager.builder(connectionFactory)
 *         .withCacheConfiguration("quotes", quotes)
 *         .build();
 * }</pre>
 *
 * <p><b>Null.</b> {@code serialize(null)} returns null and {@code deserialize(null)} (a missing
 * key) returns null. A value that encodes to no bytes (a record without fields) is the empty
 * array, and the empty array reads as that value; for a type with fields it is a corrupt
 * value. A cache that stores nulls ({@code RedisCacheConfiguration}'s default) writes them as
 * its own marker, which never reaches this serializer.
 *
 * <p><b>Corrupt values.</b> Bytes that are not exactly one valid value make
 * {@code deserialize} throw Spring's {@link SerializationException}, as its contract says,
 * whose cause is the runtime's {@link MarshalException} with the offset and the field. A
 * serializer is not told the key; for a cache, {@link MarshalledCacheErrorHandler} turns the
 * failure into a {@code MarshalException} that names the cache and the key, and decides whether
 * the caller sees it or the method computes the value again.
 *
 * <p>Immutable and stateless: one instance may serve any number of caches and threads.
 *
 * @param <T> the value type
 */
public final class MarshalledRedisSerializer<T> implements RedisSerializer<T> {
    private final Marshaller<T> marshaller;

    private MarshalledRedisSerializer(Marshaller<T> marshaller) {
        this.marshaller = Objects.requireNonNull(marshaller, "marshaller");
    }

    /**
     * A serializer of values of one type.
     *
     * @param marshaller a generated {@code FooMarshaller.INSTANCE}, or a generic type's
     *     {@code PageMarshaller.of(QuoteMarshaller.INSTANCE)}
     * @param <T> the value type
     * @return a new serializer
     */
    public static <T> MarshalledRedisSerializer<T> of(Marshaller<T> marshaller) {
        return new MarshalledRedisSerializer<>(marshaller);
    }

    /**
     * Writes {@code value} into an array of exactly its size.
     *
     * @param value the value, or null
     * @return its bytes, or null for null
     * @throws SerializationException if the value cannot be written (nesting deeper than the
     *     limit); its cause is the {@link MarshalException}
     */
    @Override
    public byte[] serialize(T value) {
        if (value == null) {
            return null;
        }
        try {
            return marshaller.toByteArray(value);
        } catch (MarshalException e) {
            throw new SerializationException("cannot write a " + value.getClass().getName() + " as "
                    + GeneratedMarshallers.nameOf(marshaller) + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads one value that must fill {@code bytes} exactly.
     *
     * @param bytes the stored bytes, or null
     * @return the value, or null for null
     * @throws SerializationException if the bytes are not exactly one valid value; its cause is
     *     the {@link MarshalException}, whose offset counts from the first byte
     */
    @Override
    public T deserialize(byte[] bytes) {
        if (bytes == null) {
            return null;
        }
        try {
            return marshaller.fromByteArray(bytes);
        } catch (MarshalException e) {
            throw new SerializationException("cannot read " + bytes.length + (bytes.length == 1 ? " byte" : " bytes")
                    + " as " + GeneratedMarshallers.nameOf(marshaller) + ": " + e.getMessage(), e);
        }
    }

    /**
     * The marshalled class, which Spring's {@code canSerialize} compares a type with.
     *
     * @return the marshaller's {@link Marshaller#type()}
     */
    @Override
    public Class<?> getTargetType() {
        return marshaller.type();
    }

    @Override
    public String toString() {
        return "MarshalledRedisSerializer[" + GeneratedMarshallers.nameOf(marshaller) + "]";
    }
}
