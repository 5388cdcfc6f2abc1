package dev.marshalled.kafka;

import dev.marshalled.kafka.MarshalledConfig.Settings;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.lang.ref.WeakReference;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * A Kafka {@link Deserializer} that reads values with a generated marshaller: the body of one
 * type ({@link #of}), or self-identifying messages of a {@link Marshallers} registry
 * ({@link #messages}).
 *
 * <pre>{@code
 * Consumer<Long, Trade> consumer = new KafkaConsumer<>(props,
 *         new LongDeserializer(), MarshalledDeserializer.of(TradeMarshaller.INSTANCE));
 * }</pre>
 *
 * <p><b>In place.</b> Clients that pass the record as a {@link ByteBuffer} (3.6 and later) are
 * read where the fetched bytes lie, without copying them; the value is the only allocation.
 *
 * <p><b>Corrupt records.</b> A record that is not one valid value of the expected type —
 * truncated, a length past its end, bytes left over, an unknown type id, a collection longer
 * than {@link #maxLength(int)} — gives {@link SerializationException} whose cause is the
 * runtime's {@link MarshalException}, whose {@link MarshalException#offset() offset} counts
 * from the first byte of the record's value and whose {@link MarshalException#path() path} names
 * the field. The consumer wraps it in a {@code RecordDeserializationException} that names the
 * partition and the record's offset, so it can {@code seek} past the record. Nothing else is
 * thrown, and no other record is affected.
 *
 * <p>One instance may be shared by any number of threads; each keeps its own buffer, and no
 * lock is taken. A null record gives null.
 *
 * @param <T> the type of the values read
 */
public final class MarshalledDeserializer<T> implements Deserializer<T> {
    private volatile Settings settings;

    private final ThreadLocal<Reader> readers = ThreadLocal.withInitial(Reader::new);

    /** For Kafka to create from a class name; {@link #configure} then names the type. */
    public MarshalledDeserializer() {
        this(Settings.DEFAULTS);
    }

    private MarshalledDeserializer(Settings settings) {
        this.settings = settings;
    }

    /**
     * A deserializer of values of one type, each record holding the body alone.
     *
     * @param marshaller a generated {@code FooMarshaller.INSTANCE}, or a generic type's
     *     {@code ResultMarshaller.of(PaymentMarshaller.INSTANCE)}
     * @param <T> the type
     * @return a new deserializer
     */
    public static <T> MarshalledDeserializer<T> of(Marshaller<T> marshaller) {
        return new MarshalledDeserializer<>(Settings.DEFAULTS.withCodec(Codec.body(marshaller)));
    }

    /**
     * A deserializer of messages of any type of the registry; a type id the registry does not
     * know is a corrupt record.
     *
     * @param registry the types that may be read; nothing else is ever created
     * @return a new deserializer
     */
    public static MarshalledDeserializer<Object> messages(Marshallers registry) {
        return messages(registry, Object.class);
    }

    /**
     * As {@link #messages(Marshallers)}, accepting only registered types that are a
     * {@code type}; a message of another type is a corrupt record and its body is not decoded.
     *
     * @param registry the types that may be read
     * @param type what every value must be
     * @param <T> that type
     * @return a new deserializer
     */
    public static <T> MarshalledDeserializer<T> messages(Marshallers registry, Class<T> type) {
        return new MarshalledDeserializer<>(Settings.DEFAULTS.withCodec(Codec.messages(registry, type)));
    }

    /**
     * Sets the most elements of one collection, map or array, and bytes of one string, that a
     * record may declare ({@link dev.marshalled.runtime.ReadLimits#withMaxLength(int)}).
     *
     * @param maxLength at least 0
     * @return this deserializer
     */
    public MarshalledDeserializer<T> maxLength(int maxLength) {
        settings = settings.withMaxLength(maxLength);
        return this;
    }

    /**
     * Sets the deepest nesting of marshalled objects a record may have
     * ({@link dev.marshalled.runtime.ReadLimits#withMaxDepth(int)}).
     *
     * @param maxDepth at least 1
     * @return this deserializer
     */
    public MarshalledDeserializer<T> maxDepth(int maxDepth) {
        settings = settings.withMaxDepth(maxDepth);
        return this;
    }

    /**
     * Reads {@link MarshalledConfig}'s keys: the type (if this instance was made without one),
     * {@link MarshalledConfig#MAX_LENGTH} and {@link MarshalledConfig#MAX_DEPTH}.
     *
     * @throws org.apache.kafka.common.config.ConfigException if a key is invalid, names a class
     *     that is not a generated marshaller, or no type is known
     */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        settings = MarshalledConfig.settings(configs, isKey, settings);
    }

    /**
     * Reads one value that must fill {@code data} exactly.
     *
     * @param topic the topic, for error messages
     * @param data the record's bytes, or null
     * @return the value, or null for null
     * @throws SerializationException if the bytes are not one valid value; its cause is the
     *     {@link MarshalException}
     */
    @Override
    public T deserialize(String topic, byte[] data) {
        if (data == null) {
            return null;
        }
        return read(topic, data, 0, data.length);
    }

    /**
     * Reads one value that must fill {@code data}'s remaining bytes exactly, in place: a heap
     * buffer's array, or a direct or read-only buffer's memory, with no copy. The buffer's position
     * and limit are left as they were.
     *
     * @param topic the topic, for error messages
     * @param headers the record's headers (not used: the type is known, or is in the bytes)
     * @param data the record's bytes, or null
     * @return the value, or null for null
     * @throws SerializationException as {@link #deserialize(String, byte[])}
     */
    @Override
    public T deserialize(String topic, Headers headers, ByteBuffer data) {
        if (data == null) {
            return null;
        }
        int length = data.remaining();
        if (data.hasArray()) {
            return read(topic, data.array(), data.arrayOffset() + data.position(), length);
        }
        // A direct or read-only buffer: read where it lies, through a view of its memory.
        Settings current = settings;
        Codec<T> codec = MarshalledSerializer.codec(current);
        UnsafeBuffer buffer = current.limit(UnsafeBuffer.wrap(data));
        int start = data.position();
        try {
            return readExactly(codec, buffer, start, start + length);
        } catch (MarshalException e) {
            throw failure(topic, codec, current, e, start, () -> {
                byte[] copy = new byte[length];
                data.get(start, copy);
                return copy;
            });
        }
    }

    private T read(String topic, byte[] array, int start, int length) {
        Settings current = settings;
        Codec<T> codec = MarshalledSerializer.codec(current);
        UnsafeBuffer buffer = readers.get().over(array, current);
        try {
            return readExactly(codec, buffer, start, start + length);
        } catch (MarshalException e) {
            throw failure(topic, codec, current, e, start, () -> Arrays.copyOfRange(array, start, start + length));
        }
    }

    private static <T> T readExactly(Codec<T> codec, UnsafeBuffer buffer, int start, int end) {
        buffer.clear().writeIndex(end).readIndex(start);
        T value = codec.read(buffer);
        int left = end - buffer.readIndex();
        if (left != 0) {
            int at = buffer.readIndex() - start;
            throw MarshalException.trailingBytes(codec.pathName(), left, at);
        }
        return value;
    }

    /**
     * The exception for a record that failed at {@code start} of a larger array or memory (a
     * fetch buffer). Its offsets count from there; so that they count from the record's first
     * byte, as for a record of its own, the record is read once more from a copy. Only failed
     * records pay for that.
     */
    private static SerializationException failure(String topic, Codec<?> codec, Settings settings, MarshalException e,
            int start, Supplier<byte[]> record) {
        MarshalException cause = e;
        byte[] copy = record.get();
        int length = copy.length;
        if (start != 0) {
            try {
                readExactly(codec, settings.limit(UnsafeBuffer.wrap(copy)), 0, length);
            } catch (MarshalException again) {
                cause = again;
            }
        }
        return new SerializationException("cannot read a record of topic " + topic + " (" + length + " bytes) as "
                + codec.describe() + ": " + cause.getMessage(), cause);
    }

    /** One thread's view of the array it last read from. */
    private static final class Reader {
        private Settings settings;
        /**
         * Weak, so that a thread does not keep the last fetch buffer (often megabytes) alive after
         * the consumer has let it go; records of one fetch share its array, so they share this.
         */
        private WeakReference<UnsafeBuffer> wrapped;

        UnsafeBuffer over(byte[] array, Settings current) {
            UnsafeBuffer buffer = wrapped == null ? null : wrapped.get();
            if (buffer == null || buffer.array() != array || settings != current) {
                buffer = current.limit(UnsafeBuffer.wrap(array));
                wrapped = new WeakReference<>(buffer);
                settings = current;
            }
            return buffer;
        }
    }
}
