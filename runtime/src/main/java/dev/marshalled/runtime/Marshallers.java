package dev.marshalled.runtime;

import dev.marshalled.runtime.wire.Frames;
import dev.marshalled.runtime.wire.Nesting;
import dev.marshalled.schema.TypeIdRegistry;
import dev.marshalled.schema.WireSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * A registry of marshallers by type id, and the self-identifying message format built on it:
 * an {@code int32} type id, an {@code int32} body length, then the body. A reader finds the
 * type from the id, never from a class name, and only among the types registered here, so the
 * bytes cannot make it create anything else.
 *
 * <pre>{@code
 * Marshallers registry = Marshallers.of(QuoteMarshaller.INSTANCE, TradeMarshaller.INSTANCE);
 * registry.writeMessage(quote, buffer);
 * registry.writeMessage(trade, buffer);
 * Object first = registry.readMessage(buffer);              // a Quote
 * Trade second = registry.readMessage(buffer, Trade.class); // or MarshalException
 * }</pre>
 *
 * <p>{@link #discovered()} fills a registry from the {@code ServiceLoader} entries the
 * processor writes for every type with {@code @Marshalled(id = N)}; {@link #global()} is the
 * discovered registry that {@code @Polymorphic} fields use. Registries are safe to share
 * between threads; {@link #register} may be called at any time.
 */
public final class Marshallers implements TypeIdRegistry {
    /** Bytes before a message body: the type id and the body length. */
    public static final int HEADER_SIZE = Frames.HEADER_SIZE;

    /** What a framed message's own failures (its header, length or type id) name as their path. */
    private static final String MESSAGE = Frames.MESSAGE;

    /** The type id written for a null {@code @Polymorphic} field (no length or body follows). */
    public static final int NULL_ID = Frames.NULL_ID;

    private static volatile Marshallers global;

    /**
     * Both lookups of one moment, replaced together (copy-on-write), so lookups take no lock
     * and a registration is seen whole: a thread that finds a marshaller by its id finds it by
     * its type too.
     */
    private record Snapshot(Map<Integer, Marshaller<?>> byId, Map<Class<?>, Marshaller<?>> byType) {
    }

    private volatile Snapshot registered = new Snapshot(Map.of(), Map.of());

    private Marshallers() {
    }

    /**
     * A registry of exactly these marshallers.
     *
     * @param marshallers generated {@code INSTANCE}s of types that have a type id
     * @return the registry
     * @throws IllegalArgumentException if one has no type id, or two share one
     */
    public static Marshallers of(Marshaller<?>... marshallers) {
        Marshallers registry = new Marshallers();
        for (Marshaller<?> marshaller : marshallers) {
            registry.register(marshaller);
        }
        return registry;
    }

    /**
     * A registry of every type with a type id found by {@code ServiceLoader} through the
     * context class loader (else this class's loader).
     *
     * @return a new registry
     * @throws IllegalStateException if two discovered types share an id
     */
    public static Marshallers discovered() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return discovered(loader != null ? loader : Marshallers.class.getClassLoader());
    }

    /**
     * A registry of every type with a type id that {@code loader} can see. A services entry
     * whose class is gone (left over from an earlier build) is skipped.
     *
     * @param loader where to look
     * @return a new registry
     * @throws IllegalStateException if two discovered types share an id
     */
    public static Marshallers discovered(ClassLoader loader) {
        Marshallers registry = new Marshallers();
        Iterator<MarshallerProvider> providers = ServiceLoader.load(MarshallerProvider.class, loader).iterator();
        while (true) {
            MarshallerProvider provider;
            try {
                if (!providers.hasNext()) {
                    break;
                }
                provider = providers.next();
            } catch (ServiceConfigurationError stale) {
                continue;
            }
            try {
                registry.register(provider.marshaller());
            } catch (IllegalArgumentException clash) {
                throw new IllegalStateException(clash.getMessage(), clash);
            }
        }
        return registry;
    }

    /**
     * The registry that fields marked {@code @Polymorphic} read and write through: the
     * {@link #discovered()} types, plus any registered later.
     *
     * @return the process-wide registry
     */
    public static Marshallers global() {
        Marshallers registry = global;
        if (registry == null) {
            synchronized (Marshallers.class) {
                registry = global;
                if (registry == null) {
                    registry = discovered();
                    global = registry;
                }
            }
        }
        return registry;
    }

    /**
     * Adds a marshaller. Registering the same type under the same id again does nothing.
     *
     * @param marshaller a generated {@code INSTANCE} of a type with a type id
     * @return this registry
     * @throws IllegalArgumentException if it has no type id, or its id or type is already
     *     registered with another marshaller
     */
    public synchronized Marshallers register(Marshaller<?> marshaller) {
        Objects.requireNonNull(marshaller, "marshaller");
        int id = marshaller.typeId();
        Class<?> type = marshaller.type();
        if (id <= 0) {
            throw new IllegalArgumentException(type.getName() + " has no type id: declare one with @Marshalled(id = N)");
        }
        Snapshot now = registered;
        Marshaller<?> sameId = now.byId().get(id);
        Marshaller<?> sameType = now.byType().get(type);
        if (sameId != null && sameId.type() == type && sameType != null && sameType.typeId() == id) {
            return this;
        }
        if (sameId != null) {
            throw new IllegalArgumentException("type id " + id + " of " + type.getName() + " is already taken by "
                    + sameId.type().getName() + ": give one of them another @Marshalled(id = N)");
        }
        if (sameType != null) {
            throw new IllegalArgumentException(type.getName() + " is already registered with type id "
                    + sameType.typeId() + ", not " + id);
        }
        Map<Integer, Marshaller<?>> ids = new HashMap<>(now.byId());
        ids.put(id, marshaller);
        Map<Class<?>, Marshaller<?>> types = new HashMap<>(now.byType());
        types.put(type, marshaller);
        registered = new Snapshot(ids, types);
        return this;
    }

    /**
     * @param field a {@code @Polymorphic} field of a schema
     * @return the ids of the registered types that {@link WireSchema.Field#admits admit} it, ascending
     */
    @Override
    public List<Integer> admittedBy(WireSchema.Field field) {
        List<Integer> ids = new java.util.ArrayList<>();
        for (Marshaller<?> known : all()) {
            if (field.admits(known.type())) {
                ids.add(known.typeId());
            }
        }
        return ids;
    }

    /**
     * @return the type ids of the registered marshallers, ascending, as the reader's messages list
     *     them when a frame's id is none of them
     */
    public List<Integer> typeIds() {
        return List.copyOf(new java.util.TreeSet<>(registered.byId().keySet()));
    }

    /** @return every registered marshaller, by ascending type id */
    java.util.List<Marshaller<?>> all() {
        return new java.util.TreeMap<>(registered.byId()).values().stream().toList();
    }

    /**
     * @param typeId a type id
     * @return its marshaller, or null if none is registered
     */
    public Marshaller<?> forId(int typeId) {
        return registered.byId().get(typeId);
    }

    /**
     * @param type a class
     * @return its marshaller, or null if none is registered
     */
    @SuppressWarnings("unchecked")
    public <T> Marshaller<T> forType(Class<T> type) {
        return (Marshaller<T>) registered.byType().get(type);
    }

    // ---- messages ----

    /**
     * Appends {@code value} as a message: its type id, its body length, its body.
     *
     * @param value a value of a registered type
     * @param buffer where to append
     * @throws MarshalException if the type is not registered or the buffer is full; the
     *     write index is then unchanged
     */
    public void writeMessage(Object value, UnsafeBuffer buffer) {
        Objects.requireNonNull(value, "cannot write a null message");
        writeFramed(value, marshallerFor(value, buffer), buffer);
    }

    /**
     * Reads one message of any registered type.
     *
     * @param buffer where to read
     * @return the value
     * @throws MarshalException if the id is unknown, the length disagrees with the body, or
     *     the body is invalid; the read index is then unchanged
     */
    public Object readMessage(UnsafeBuffer buffer) {
        return readMessage(buffer, Object.class);
    }

    /**
     * Reads one message whose type must be {@code expected} or a subtype of it; the body of
     * any other type is not decoded.
     *
     * @param buffer where to read
     * @param expected the type the caller accepts
     * @return the value
     * @throws MarshalException as {@link #readMessage(UnsafeBuffer)}, or if the message is of
     *     another type
     */
    public <T> T readMessage(UnsafeBuffer buffer, Class<T> expected) {
        int start = buffer.readIndex();
        T value;
        try {
            value = readFramed(buffer, Frames.readMessageHeader(buffer, this, expected), expected, MESSAGE);
        } catch (MarshalException failure) {
            // A failure of the frame itself (its header, its length, a type id the registry
            // does not know or the caller does not accept) has no type to name: its path is the
            // message. A failure inside the body has the body's path already.
            throw failure.path().isEmpty() ? failure.inField(null, MESSAGE) : failure;
        }
        if (value == null) {
            buffer.readIndex(start);
            throw new MarshalException(MESSAGE + ": type id 0 at offset " + start + ", which no type can have", start)
                    .inField(null, MESSAGE);
        }
        return value;
    }

    /**
     * Returns the type id of the message at the read index without consuming anything.
     *
     * @param buffer where to look
     * @return the type id
     * @throws MarshalException if fewer than {@value #HEADER_SIZE} bytes remain
     */
    public static int peekTypeId(UnsafeBuffer buffer) {
        int start = buffer.readIndex();
        int at = buffer.take(HEADER_SIZE, MESSAGE + " header");
        buffer.readIndex(start);
        return buffer.getIntAt(at);
    }

    /**
     * Moves the read index past the message there, without decoding its body or needing its
     * type to be registered.
     *
     * @param buffer where to read
     * @return the type id of the message skipped
     * @throws MarshalException if the header is truncated or the length is negative or past
     *     the end; the read index is then unchanged
     */
    public static int skipMessage(UnsafeBuffer buffer) {
        int start = buffer.readIndex();
        int at = buffer.take(HEADER_SIZE, MESSAGE + " header");
        int length = Frames.bodyLength(buffer, at, MESSAGE);
        buffer.readIndex(at + HEADER_SIZE + length);
        return buffer.getIntAt(at);
    }

    /**
     * Encodes {@code value} as one message in a new array.
     *
     * @param value a value of a registered type
     * @return the message bytes
     */
    public byte[] toByteArray(Object value) {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        writeMessage(value, buffer);
        return buffer.toByteArray();
    }

    /**
     * Decodes one message that must fill {@code bytes} exactly.
     *
     * @param bytes a message
     * @return the value
     * @throws MarshalException if the bytes are not one valid message
     */
    public Object fromByteArray(byte[] bytes) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        Object value = readMessage(buffer);
        if (buffer.remaining() != 0) {
            throw MarshalException.trailingBytes(MESSAGE, buffer.remaining(), buffer.readIndex());
        }
        return value;
    }

    // ---- streams of messages ----

    /**
     * Writes {@code value} to {@code out} as one message: the bytes {@link #toByteArray} gives.
     * A stream of messages needs nothing between them, since each header gives its body's length;
     * {@link #readMessage(InputStream)} reads them back one at a time.
     *
     * <pre>{@code
     * registry.writeMessage(quote, out);
     * registry.writeMessage(trade, out);
     * }</pre>
     *
     * @param value a value of a registered type
     * @param out the stream, neither flushed nor closed
     * @throws MarshalException if the type is not registered or the value cannot be encoded;
     *     nothing is written then
     * @throws IOException if the stream throws it
     */
    public void writeMessage(Object value, OutputStream out) throws IOException {
        out.write(toByteArray(value));
    }

    /**
     * Reads the next message of any registered type from {@code in}, taking exactly its bytes
     * (the 8-byte header, then as many as its length gives) and nothing after them, so the next
     * call reads the next message. The length is held to the length limit
     * ({@value ReadLimits#MAX_LENGTH_PROPERTY}, else {@value ReadLimits#DEFAULT_MAX_LENGTH})
     * before anything is allocated for the body, which is allocated as its bytes arrive; then the
     * message is read as {@link #readMessage(UnsafeBuffer)} reads it, its offsets counted from its
     * first byte.
     *
     * <pre>{@code
     * for (Object message; (message = registry.readMessage(in)) != null; ) {
     *     dispatch(message);
     * }
     * }</pre>
     *
     * @param in the stream, at a message's first byte or at its end; not closed
     * @return the value, or null if the stream ends before the message's first byte (a clean end)
     * @throws MarshalException if the stream ends inside the message (at the id's first byte inside
     *     the header, at the length's inside the body), the length is negative or above the limit,
     *     or the message is not valid as {@link #readMessage(UnsafeBuffer)} says; after a failure
     *     of the header or a cut body the stream is inside the message, after any other the next
     *     message can be read
     * @throws IOException if the stream throws it
     */
    public Object readMessage(InputStream in) throws IOException {
        return readMessage(in, Object.class);
    }

    /**
     * Reads the next message from {@code in} as {@link #readMessage(InputStream)} does; its type must
     * be {@code expected} or a subtype of it, else it is refused (its bytes taken from the stream).
     *
     * @param in the stream, at a message's first byte or at its end; not closed
     * @param expected the type the caller accepts
     * @return the value, or null at a clean end
     * @throws MarshalException as {@link #readMessage(InputStream)}, or if the message is of another type
     * @throws IOException if the stream throws it
     */
    public <T> T readMessage(InputStream in, Class<T> expected) throws IOException {
        int first = in.read();
        if (first < 0) {
            return null;
        }
        byte[] header = new byte[HEADER_SIZE];
        header[0] = (byte) first;
        for (int filled = 1; filled < HEADER_SIZE; ) {
            int n = in.read(header, filled, HEADER_SIZE - filled);
            if (n < 0) {
                throw Delimited.failure("framed message", "the stream ends inside its " + HEADER_SIZE + "-byte header,"
                        + " after " + filled + (filled == 1 ? " byte" : " bytes"), 0, 0);
            }
            filled += n;
        }
        int length = UnsafeBuffer.wrap(header).getIntAt(4);
        int limit = Math.min(Delimited.DEFAULT_MAX_LENGTH, Delimited.LARGEST_BODY);
        if (length < 0 || length > limit) {
            throw Delimited.failure("framed message", "its body length " + length
                    + (length < 0 ? " is negative" : " is above the length limit " + limit
                    + " (the system property " + ReadLimits.MAX_LENGTH_PROPERTY + ")"), 0, 4);
        }
        int total = HEADER_SIZE + length;
        byte[] bytes = java.util.Arrays.copyOf(header, Math.min(total, Delimited.CHUNK));
        bytes = Delimited.fill(in, bytes, HEADER_SIZE, total, 0, 4);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        buffer.clear();
        buffer.writeIndex(total);
        return readMessage(buffer, expected);
    }

    // ---- @Polymorphic fields: called by generated code ----

    /**
     * Appends a {@code @Polymorphic} field's value: type id 0 for null, else a message.
     *
     * @param value the value, or null
     * @param buffer where to append
     */
    public void writeValue(Object value, UnsafeBuffer buffer) {
        if (value == null) {
            buffer.putInt(NULL_ID);
            return;
        }
        writeFramed(value, marshallerFor(value, buffer), buffer);
    }

    /**
     * Reads a {@code @Polymorphic} field's value written by {@link #writeValue}.
     *
     * @param buffer where to read
     * @param expected the field's declared type; a registered type that is not one is rejected
     * @param field the field, for error messages
     * @return the value, or null
     */
    public <T> T readValue(UnsafeBuffer buffer, Class<T> expected, String field) {
        Frames.Header header = Frames.readValueHeader(buffer, field, this, expected::isAssignableFrom,
                expected.getName());
        return header == null ? null : readFramed(buffer, header, expected, field);
    }

    /**
     * @param value a {@code @Polymorphic} field's value, or null
     * @return the bytes {@link #writeValue} appends for it
     */
    public int sizeOfValue(Object value) {
        if (value == null) {
            return 4;
        }
        // Measuring has no buffer to count depth in: a value that contains itself through
        // @Polymorphic fields would recurse until the stack overflows, so depth is counted per thread.
        int[] depth = SIZE_DEPTH.get();
        Nesting.checkSizeDepth(depth[0], value.getClass().getSimpleName());
        depth[0]++;
        try {
            return HEADER_SIZE + sizeOf(marshallerFor(value, null), value);
        } finally {
            depth[0]--;
        }
    }

    /** How many {@link #sizeOfValue} calls enclose the current one, per thread. */
    private static final ThreadLocal<int[]> SIZE_DEPTH = ThreadLocal.withInitial(() -> new int[1]);

    @SuppressWarnings("unchecked")
    private static <T> int sizeOf(Marshaller<T> marshaller, Object value) {
        return marshaller.sizeOf((T) value);
    }

    private Marshaller<?> marshallerFor(Object value, UnsafeBuffer buffer) {
        Marshaller<?> marshaller = registered.byType().get(value.getClass());
        if (marshaller == null) {
            throw new MarshalException("cannot write a " + value.getClass().getName() + ": no marshaller with a type id"
                    + " is registered for it: give it @Marshalled(id = N), or register its marshaller; if it has an id"
                    + " and lives in a named module, its module-info needs"
                    + " 'provides dev.marshalled.runtime.MarshallerProvider with ...' (the compiler names the line)",
                    buffer == null ? -1 : buffer.writeIndex());
        }
        return marshaller;
    }

    @SuppressWarnings("unchecked")
    private static <T> void writeFramed(Object value, Marshaller<T> marshaller, UnsafeBuffer buffer) {
        Frames.write(buffer, marshaller, (T) value);
    }

    /** Reads the body after a header that has been read and checked. */
    private static <T> T readFramed(UnsafeBuffer buffer, Frames.Header header, Class<T> expected, String field) {
        int at = header.at();
        Marshaller<?> marshaller = header.marshaller();
        String type = marshaller.type().getSimpleName();
        Object value;
        try {
            value = Frames.readBody(buffer, at, header.length(), type, field, marshaller::read);
        } catch (StackOverflowError overflow) {
            // Frames within the depth limit, but more of them than this thread's stack holds (a
            // frame takes more stack than a recursive field): refused as nesting too deep, by the
            // innermost frame whose handler finds the stack to do it. (The inspector reads frames
            // with Frames.readBody directly, and decodes again on a larger stack instead.)
            // The message is built with a StringBuilder: string concatenation would link an
            // invokedynamic call site here, deep in the stack, and a bootstrap that overflows
            // fails with BootstrapMethodError, which no handler turns into a MarshalException.
            buffer.readIndex = at;
            String message = new StringBuilder(field).append(": ").append(type).append(" at offset ").append(at)
                    .append(" is nested deeper than this thread's stack can read (the depth limit is ")
                    .append(buffer.limits().maxDepth()).append("): read it on a thread with a larger stack, or lower")
                    .append(" ReadLimits.maxDepth").toString();
            throw MarshalException.withoutStackTrace(message, at);
        }
        return expected.cast(value);
    }
}
