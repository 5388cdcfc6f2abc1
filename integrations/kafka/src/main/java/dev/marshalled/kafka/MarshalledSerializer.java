package dev.marshalled.kafka;

import dev.marshalled.kafka.MarshalledConfig.Settings;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Map;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serializer} that writes values with a generated marshaller: the body of one
 * type ({@link #of}), or self-identifying messages of a {@link Marshallers} registry
 * ({@link #messages}), so that one topic can carry several types.
 *
 * <pre>{@code
 * Producer<Long, Trade> producer = new KafkaProducer<>(props,
 *         new LongSerializer(), MarshalledSerializer.of(TradeMarshaller.INSTANCE));
 * }</pre>
 *
 * <p>One instance may be shared by any number of threads (a producer serializes in the
 * caller's thread): each thread writes into a buffer of its own, kept between records, so the
 * only allocation per record is the returned array Kafka requires. A null value gives null (a
 * tombstone). A value that cannot be written (a type missing from the registry, nesting deeper
 * than the limit) gives {@link SerializationException} whose cause is the runtime's
 * {@link MarshalException}.
 *
 * <p>Created by Kafka from a class name, it needs {@link MarshalledConfig#VALUE_MARSHALLER} or
 * {@link MarshalledConfig#VALUE_MESSAGES} (the {@code key} ones for keys).
 *
 * @param <T> the type of the values written
 */
public final class MarshalledSerializer<T> implements Serializer<T> {
    /** A thread's buffer is dropped after a record that made it grow beyond this, so it does not hold memory for one outlier. */
    static final int RETAINED_CAPACITY = 1 << 20;

    private static final int INITIAL_CAPACITY = 256;

    private volatile Settings settings;

    private final ThreadLocal<Writer> writers = ThreadLocal.withInitial(Writer::new);

    /** For Kafka to create from a class name; {@link #configure} then names the type. */
    public MarshalledSerializer() {
        this(Settings.DEFAULTS);
    }

    private MarshalledSerializer(Settings settings) {
        this.settings = settings;
    }

    /**
     * A serializer of values of one type; a record holds the value's body alone.
     *
     * @param marshaller a generated {@code FooMarshaller.INSTANCE}, or a generic type's
     *     {@code ResultMarshaller.of(PaymentMarshaller.INSTANCE)}
     * @param <T> the type
     * @return a new serializer
     */
    public static <T> MarshalledSerializer<T> of(Marshaller<T> marshaller) {
        return new MarshalledSerializer<>(Settings.DEFAULTS.withCodec(Codec.body(marshaller)));
    }

    /**
     * A serializer of any type of the registry; a record is a message: the type id, the body
     * length and the body ({@link Marshallers#writeMessage}).
     *
     * @param registry the types that may be written
     * @return a new serializer
     */
    public static MarshalledSerializer<Object> messages(Marshallers registry) {
        return messages(registry, Object.class);
    }

    /**
     * As {@link #messages(Marshallers)}, typed for values that share a supertype.
     *
     * @param registry the types that may be written
     * @param type what every value is
     * @param <T> that type
     * @return a new serializer
     */
    public static <T> MarshalledSerializer<T> messages(Marshallers registry, Class<T> type) {
        return new MarshalledSerializer<>(Settings.DEFAULTS.withCodec(Codec.messages(registry, type)));
    }

    /**
     * Sets the nesting limit of writes ({@link dev.marshalled.runtime.ReadLimits#withMaxDepth(int)}), for example to
     * refuse a cyclic graph of a type without {@code references = true} early.
     *
     * @param maxDepth at least 1
     * @return this serializer
     */
    public MarshalledSerializer<T> maxDepth(int maxDepth) {
        settings = settings.withMaxDepth(maxDepth);
        return this;
    }

    /**
     * Reads {@link MarshalledConfig}'s keys: the type (if this instance was made without one)
     * and {@link MarshalledConfig#MAX_DEPTH}.
     *
     * @throws org.apache.kafka.common.config.ConfigException if a key is invalid, names a class
     *     that is not a generated marshaller, or no type is known
     */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        settings = MarshalledConfig.settings(configs, isKey, settings);
    }

    /**
     * Writes {@code data}.
     *
     * @param topic the topic, for error messages
     * @param data the value, or null
     * @return its bytes, or null for null
     * @throws SerializationException if the value cannot be written; its cause is the
     *     {@link MarshalException}
     */
    @Override
    public byte[] serialize(String topic, T data) {
        if (data == null) {
            return null;
        }
        Settings current = settings;
        Codec<T> codec = codec(current);
        Writer writer = writers.get();
        UnsafeBuffer buffer = writer.buffer(current);
        try {
            codec.write(data, buffer);
        } catch (MarshalException e) {
            throw new SerializationException("cannot write a " + data.getClass().getName() + " to topic " + topic
                    + " as " + codec.describe() + ": " + e.getMessage(), e);
        }
        byte[] bytes = buffer.toByteArray();
        if (buffer.capacity() > RETAINED_CAPACITY) {
            writer.buffer = null;
        }
        return bytes;
    }

    /** The capacity of the buffer the calling thread keeps between records, 0 if it keeps none (for tests). */
    int retainedCapacity() {
        UnsafeBuffer kept = writers.get().buffer;
        return kept == null ? 0 : kept.capacity();
    }

    @SuppressWarnings("unchecked")
    static <T> Codec<T> codec(Settings settings) {
        Codec<T> codec = (Codec<T>) settings.codec;
        if (codec == null) {
            throw new IllegalStateException("no marshaller: create the instance with of(...) or messages(...), or "
                    + "configure it with " + MarshalledConfig.VALUE_MARSHALLER + " or " + MarshalledConfig.VALUE_MESSAGES);
        }
        return codec;
    }

    /** One thread's buffer, and the settings it was made with. */
    private static final class Writer {
        Settings settings;
        UnsafeBuffer buffer;

        UnsafeBuffer buffer(Settings current) {
            UnsafeBuffer b = buffer;
            if (b == null || settings != current) {
                b = current.limit(new UnsafeBuffer(INITIAL_CAPACITY));
                buffer = b;
                settings = current;
            }
            return b.clear();
        }
    }
}
