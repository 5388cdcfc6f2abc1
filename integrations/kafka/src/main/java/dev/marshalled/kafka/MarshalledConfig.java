package dev.marshalled.kafka;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.config.ConfigException;

/**
 * The keys {@link MarshalledSerializer}, {@link MarshalledDeserializer} and
 * {@link MarshalledSerde} read in {@code configure}, for setting them up from producer,
 * consumer or Streams properties alone:
 *
 * <pre>{@code
 * props.put("value.serializer", "dev.marshalled.kafka.MarshalledSerializer");
 * props.put("marshalled.value.marshaller", "com.acme.TradeMarshaller");
 * // a generic type, with its arguments:
 * props.put("marshalled.value.marshaller", "com.acme.Result<java.util.List<com.acme.Payment>>");
 * // or, for a topic that carries several types with @Marshalled(id = N):
 * props.put("marshalled.value.messages", "com.acme.QuoteMarshaller,com.acme.TradeMarshaller");
 * props.put("marshalled.max.length", "100000");   // optional read limits
 * }</pre>
 *
 * <p>Keys are read once, in {@code configure}; class names are resolved there through the
 * thread's context class loader, so nothing is looked up per record.
 */
public final class MarshalledConfig {

    /**
     * The marshaller of a topic's values: the class name of a generated {@code FooMarshaller}
     * (its {@code INSTANCE} is used), the type's own name, a generic type with its arguments
     * ({@code com.acme.Result<com.acme.Payment>}, made by the generated {@code of(...)}; see
     * {@link GeneratedMarshallers#forName}), a {@code Class}, or a {@code Marshaller} instance.
     * Records hold the body alone.
     */
    public static final String VALUE_MARSHALLER = "marshalled.value.marshaller";

    /** As {@link #VALUE_MARSHALLER}, for record keys. */
    public static final String KEY_MARSHALLER = "marshalled.key.marshaller";

    /**
     * The types a topic's values may be, as self-identifying messages (type id, length, body):
     * class names of generated marshallers separated by commas, {@code discovered} for every
     * type with an id on the class path ({@link Marshallers#discovered()}), {@code global} for
     * {@link Marshallers#global()}, or a {@code Marshallers} instance.
     */
    public static final String VALUE_MESSAGES = "marshalled.value.messages";

    /** As {@link #VALUE_MESSAGES}, for record keys. */
    public static final String KEY_MESSAGES = "marshalled.key.messages";

    /**
     * The most elements of one collection, map or array, and bytes of one string, that a read
     * accepts ({@link ReadLimits#withMaxLength(int)}); default {@link ReadLimits#DEFAULT_MAX_LENGTH}
     * or the system property {@value ReadLimits#MAX_LENGTH_PROPERTY}.
     */
    public static final String MAX_LENGTH = "marshalled.max.length";

    /**
     * The deepest nesting of marshalled objects a read or write accepts
     * ({@link ReadLimits#withMaxDepth(int)}); default {@link ReadLimits#DEFAULT_MAX_DEPTH} or
     * the system property {@value ReadLimits#MAX_DEPTH_PROPERTY}.
     */
    public static final String MAX_DEPTH = "marshalled.max.depth";

    /** Values for {@link #VALUE_MESSAGES}: every type with an id the class path has. */
    public static final String DISCOVERED = "discovered";

    /** Values for {@link #VALUE_MESSAGES}: the process-wide registry. */
    public static final String GLOBAL = "global";

    private MarshalledConfig() {
    }

    /**
     * The settings {@code configs} give, over {@code current} (what the serializer already
     * has, from its factory or an earlier {@code configure}).
     */
    static Settings settings(Map<String, ?> configs, boolean isKey, Settings current) {
        String marshallerKey = isKey ? KEY_MARSHALLER : VALUE_MARSHALLER;
        String messagesKey = isKey ? KEY_MESSAGES : VALUE_MESSAGES;
        Object marshaller = configs.get(marshallerKey);
        Object messages = configs.get(messagesKey);
        if (marshaller != null && messages != null) {
            throw new ConfigException(marshallerKey + " and " + messagesKey + " are both set: a "
                    + (isKey ? "key" : "value") + " is either the body of one type or a message; set one of them");
        }
        Codec<?> codec = current.codec;
        Codec<?> configured = marshaller != null ? Codec.body(marshaller(marshallerKey, marshaller))
                : messages != null ? Codec.messages(registry(messagesKey, messages), Object.class)
                : null;
        if (configured != null) {
            if (codec != null && !codec.sameAs(configured)) {
                throw new ConfigException((marshaller != null ? marshallerKey : messagesKey) + " asks for "
                        + configured.describe() + ", but this instance was created for " + codec.describe()
                        + "; remove the key, or create the instance with its no-argument constructor");
            }
            if (codec == null) {
                codec = configured;
            }
        }
        if (codec == null) {
            throw new ConfigException("no marshaller for the record " + (isKey ? "keys" : "values") + ": set "
                    + marshallerKey + " to a generated marshaller's class name (com.acme.TradeMarshaller), or "
                    + messagesKey + " to a list of them or '" + DISCOVERED + "'");
        }
        int maxLength = limit(configs, MAX_LENGTH, 0, current.limits.maxLength());
        int maxDepth = limit(configs, MAX_DEPTH, 1, current.limits.maxDepth());
        return new Settings(codec, ReadLimits.of(maxDepth, maxLength));
    }

    private static int limit(Map<String, ?> configs, String key, int least, int otherwise) {
        Object value = configs.get(key);
        if (value == null) {
            return otherwise;
        }
        int limit;
        try {
            limit = value instanceof Number ? ((Number) value).intValue() : Integer.parseInt(value.toString().trim());
        } catch (NumberFormatException e) {
            throw new ConfigException(key, value, "not an integer");
        }
        if (limit < least) {
            throw new ConfigException(key, value, "must be at least " + least);
        }
        return limit;
    }

    /**
     * A {@code Marshaller} as it is, or the one a name gives: a generated class
     * ({@code com.acme.TradeMarshaller}), a type ({@code com.acme.Trade}), or a type with its
     * arguments ({@code com.acme.Result<com.acme.Payment>}), as {@link GeneratedMarshallers#forName}
     * reads it; a {@code Class} stands for its name.
     */
    @SuppressWarnings("unchecked")
    private static Marshaller<Object> marshaller(String key, Object value) {
        if (value instanceof Marshaller) {
            return (Marshaller<Object>) value;
        }
        String name = value instanceof Class ? ((Class<?>) value).getName() : value.toString().trim();
        ClassLoader loader = value instanceof Class && ((Class<?>) value).getClassLoader() != null
                ? ((Class<?>) value).getClassLoader() : loader();
        try {
            return (Marshaller<Object>) GeneratedMarshallers.forName(name, loader);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(key, value, e.getMessage());
        }
    }

    private static Marshallers registry(String key, Object value) {
        if (value instanceof Marshallers) {
            return (Marshallers) value;
        }
        List<Object> names = new ArrayList<>();
        if (value instanceof Collection) {
            names.addAll((Collection<?>) value);
        } else {
            String text = value.toString().trim();
            if (text.equals(DISCOVERED)) {
                return Marshallers.discovered();
            }
            if (text.equals(GLOBAL)) {
                return Marshallers.global();
            }
            names.addAll(names(text));
        }
        if (names.isEmpty()) {
            throw new ConfigException(key, value, "names no marshaller");
        }
        Marshaller<?>[] marshallers = new Marshaller<?>[names.size()];
        for (int i = 0; i < marshallers.length; i++) {
            marshallers[i] = marshaller(key, names.get(i));
        }
        try {
            return Marshallers.of(marshallers);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(key, value, e.getMessage());
        }
    }

    private static ClassLoader loader() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return loader != null ? loader : MarshalledConfig.class.getClassLoader();
    }

    /** Splits a list of names at the commas between them, not those inside a type's arguments. */
    static List<String> names(String text) {
        List<String> names = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ',';
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ',' && depth <= 0) {
                String name = text.substring(start, i).trim();
                if (!name.isEmpty()) {
                    names.add(name);
                }
                start = i + 1;
            }
        }
        return names;
    }

    /** What one serializer or deserializer does; immutable, replaced as a whole by {@code configure}. */
    static final class Settings {
        /** No codec yet; the limits a new buffer has (the system properties, else the runtime's defaults). */
        static final Settings DEFAULTS = new Settings(null, ReadLimits.defaults());

        final Codec<?> codec;
        final ReadLimits limits;

        Settings(Codec<?> codec, ReadLimits limits) {
            this.codec = codec;
            this.limits = limits;
        }

        Settings withCodec(Codec<?> codec) {
            return new Settings(codec, limits);
        }

        Settings withMaxLength(int maxLength) {
            return new Settings(codec, limits.withMaxLength(maxLength));
        }

        Settings withMaxDepth(int maxDepth) {
            return new Settings(codec, limits.withMaxDepth(maxDepth));
        }

        /** Applies the limits to a buffer this serializer or deserializer owns. */
        UnsafeBuffer limit(UnsafeBuffer buffer) {
            return buffer.limits(limits);
        }
    }
}
