package dev.marshalled.kafka;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serde} of a {@link MarshalledSerializer} and a {@link MarshalledDeserializer}
 * of the same type, for Kafka Streams and for clients configured in one place.
 *
 * <pre>{@code
 * Serde<Trade> trades = MarshalledSerde.of(TradeMarshaller.INSTANCE);
 * builder.stream("trades", Consumed.with(Serdes.Long(), trades));
 *
 * // A generic type, at one parameterization: the bytes of Result with Payment put in for T.
 * Serde<Result<Payment>> results = MarshalledSerde.of(ResultMarshaller.of(PaymentMarshaller.INSTANCE));
 *
 * // One topic, several types: each record is a message (type id, length, body).
 * Serde<Object> events = MarshalledSerde.messages(
 *         Marshallers.of(OrderPlacedMarshaller.INSTANCE, OrderShippedMarshaller.INSTANCE));
 * }</pre>
 *
 * <p>No record header is written or read: a message carries its type id in its first four
 * bytes, so a record means the same wherever it is copied. Both halves are safe to share
 * between threads; see their pages for null values, corrupt records and limits.
 *
 * @param <T> the type of the values
 */
public final class MarshalledSerde<T> implements Serde<T> {
    private final MarshalledSerializer<T> serializer;
    private final MarshalledDeserializer<T> deserializer;

    /**
     * For Kafka (Streams) to create from a class name, e.g. {@code default.value.serde};
     * {@link #configure} then names the type through {@link MarshalledConfig}'s keys.
     */
    public MarshalledSerde() {
        this(new MarshalledSerializer<>(), new MarshalledDeserializer<>());
    }

    private MarshalledSerde(MarshalledSerializer<T> serializer, MarshalledDeserializer<T> deserializer) {
        this.serializer = serializer;
        this.deserializer = deserializer;
    }

    /**
     * A serde of values of one type; a record holds the value's body alone.
     *
     * @param marshaller a generated {@code FooMarshaller.INSTANCE}, or a generic type's
     *     {@code ResultMarshaller.of(PaymentMarshaller.INSTANCE)}
     * @param <T> the type
     * @return a new serde
     */
    public static <T> MarshalledSerde<T> of(Marshaller<T> marshaller) {
        return new MarshalledSerde<>(MarshalledSerializer.of(marshaller), MarshalledDeserializer.of(marshaller));
    }

    /**
     * A serde of messages of any type of the registry, so one topic can carry several types.
     *
     * @param registry types with {@code @Marshalled(id = N)}; nothing else is written or read
     * @return a new serde
     */
    public static MarshalledSerde<Object> messages(Marshallers registry) {
        return messages(registry, Object.class);
    }

    /**
     * As {@link #messages(Marshallers)}, typed for values that share a supertype; a record of a
     * registered type that is not a {@code type} is refused when read.
     *
     * @param registry types with {@code @Marshalled(id = N)}
     * @param type what every value is
     * @param <T> that type
     * @return a new serde
     */
    public static <T> MarshalledSerde<T> messages(Marshallers registry, Class<T> type) {
        return new MarshalledSerde<>(MarshalledSerializer.messages(registry, type),
                MarshalledDeserializer.messages(registry, type));
    }

    /**
     * Sets the read limit of {@link MarshalledDeserializer#maxLength(int)}.
     *
     * @param maxLength at least 0
     * @return this serde
     */
    public MarshalledSerde<T> maxLength(int maxLength) {
        deserializer.maxLength(maxLength);
        return this;
    }

    /**
     * Sets the nesting limit of both halves ({@link MarshalledDeserializer#maxDepth(int)}).
     *
     * @param maxDepth at least 1
     * @return this serde
     */
    public MarshalledSerde<T> maxDepth(int maxDepth) {
        serializer.maxDepth(maxDepth);
        deserializer.maxDepth(maxDepth);
        return this;
    }

    /** Configures both halves; see {@link MarshalledConfig} for the keys. */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        serializer.configure(configs, isKey);
        deserializer.configure(configs, isKey);
    }

    @Override
    public Serializer<T> serializer() {
        return serializer;
    }

    @Override
    public Deserializer<T> deserializer() {
        return deserializer;
    }
}
