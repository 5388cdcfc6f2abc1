package dev.marshalled.jmh.libs;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.SerializerFactory;
import com.esotericsoftware.kryo.io.ByteBufferInput;
import com.esotericsoftware.kryo.io.ByteBufferOutput;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.FieldSerializer.FieldSerializerConfig;
import com.esotericsoftware.kryo.unsafe.UnsafeByteBufferInput;
import com.esotericsoftware.kryo.unsafe.UnsafeByteBufferOutput;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * The libraries compared in the benchmarks, each configured as its documentation recommends for
 * speed, and every one called the same way: through {@link Library}, the generated marshaller
 * through its {@link Marshaller} interface. Where a library documents a speed switch whose best
 * setting depends on the data (Kryo's variable-length encoding, Fory's number compression), both
 * settings are here as variants, the second named with a {@code Fixed} suffix; the report marks
 * the faster of each pair. docs/benchmarks-peers.md says why each is set up as it is.
 */
public final class Libraries {
    /** The names accepted by {@link #create}, in report order. */
    public static final List<String> NAMES = List.of("generated", "kryo", "kryoFixed", "kryoUnsafe",
            "kryoUnsafeFixed", "foryConsistent", "foryConsistentFixed", "foryCompatible", "foryCompatibleFixed",
            "serializable", "jackson");

    /**
     * Pairs of variants of one library that differ only in a number-encoding switch: the
     * variable-length (compressed) one first, the fixed-width one second.
     */
    public static final Map<String, String> FIXED_VARIANTS = Map.of("kryo", "kryoFixed", "kryoUnsafe",
            "kryoUnsafeFixed", "foryConsistent", "foryConsistentFixed", "foryCompatible", "foryCompatibleFixed");

    private Libraries() {
    }

    /**
     * @param name one of {@link #NAMES}
     * @param type the root class
     * @param marshaller its generated marshaller
     * @param classes every class in the model, registered with Kryo and Fory
     */
    public static <T> Library<T> create(String name, Class<T> type, Marshaller<T> marshaller, List<Class<?>> classes) {
        return create(name, type, marshaller, classes, false);
    }

    /**
     * As {@link #create(String, Class, Marshaller, List)}, with reference tracking switched on
     * in Kryo and Fory when {@code references} is true (a model with shared objects or cycles;
     * the generated marshaller follows the model's own {@code @Marshalled(references)}).
     */
    public static <T> Library<T> create(String name, Class<T> type, Marshaller<T> marshaller, List<Class<?>> classes,
            boolean references) {
        switch (name) {
            case "generated": return generated(marshaller);
            case "kryo": return kryo(type, classes, new Output(1 << 20, -1), new Input(), references, true);
            case "kryoFixed": return kryo(type, classes, new Output(1 << 20, -1), new Input(), references, false);
            case "kryoUnsafe":
                return kryo(type, classes, new UnsafeOutput(1 << 20, -1), new UnsafeInput(), references, true);
            case "kryoUnsafeFixed":
                return kryo(type, classes, new UnsafeOutput(1 << 20, -1), new UnsafeInput(), references, false);
            case "foryConsistent": return fory(type, classes, CompatibleMode.SCHEMA_CONSISTENT, references, true);
            case "foryConsistentFixed":
                return fory(type, classes, CompatibleMode.SCHEMA_CONSISTENT, references, false);
            case "foryCompatible": return fory(type, classes, CompatibleMode.COMPATIBLE, references, true);
            case "foryCompatibleFixed": return fory(type, classes, CompatibleMode.COMPATIBLE, references, false);
            case "serializable": return javaSerialization(type);
            case "jackson": return jackson(type);
            default: throw new IllegalArgumentException("unknown library " + name + "; known: " + NAMES);
        }
    }

    /** The generated marshaller behind the same interface as the libraries, called through {@link Marshaller}. */
    public static <T> Library<T> generated(Marshaller<T> marshaller) {
        return generated(marshaller, new UnsafeBuffer(1 << 16));
    }

    /**
     * As {@link #generated(Marshaller)}, over a buffer the caller made: a growable one over a
     * {@code byte[]}, or one wrapping a {@code ByteBuffer}'s memory ({@link UnsafeBuffer#wrap(ByteBuffer)}),
     * which each write starts again at index 0 ({@link UnsafeBuffer#clear()}) and each read at 0.
     */
    public static <T> Library<T> generated(Marshaller<T> marshaller, UnsafeBuffer buffer) {
        return new Library<>() {
            @Override
            public int write(T value) {
                buffer.clear();
                marshaller.write(value, buffer);
                return buffer.writeIndex();
            }

            @Override
            public T read() {
                buffer.readIndex(0);
                return marshaller.read(buffer);
            }
        };
    }

    /**
     * Kryo as every benchmark sets it up: {@code classes} registered (and registration required),
     * references on or off, varint or fixed-width int and long fields. The streams' own switch is
     * the caller's ({@code Output.setVariableLengthEncoding}).
     *
     * @param classes every class in the model
     * @param references whether Kryo tracks object identity
     * @param varints whether int and long fields are varints
     * @return the configured Kryo
     */
    public static Kryo kryo(List<Class<?>> classes, boolean references, boolean varints) {
        Kryo kryo = new Kryo();
        // The switch has two homes: the field serializers choose varint or fixed-width for each
        // int and long field, the streams for arrays and their own var-or-fixed methods.
        FieldSerializerConfig fields = new FieldSerializerConfig();
        fields.setVariableLengthEncoding(varints);
        kryo.setDefaultSerializer(new SerializerFactory.FieldSerializerFactory(fields));
        kryo.setRegistrationRequired(true);
        kryo.setReferences(references);
        for (Class<?> c : classes) {
            kryo.register(c);
        }
        return kryo;
    }

    /**
     * @param varints Kryo's variable-length encoding of int and long fields and arrays (its
     *     default); Kryo's documentation says the Unsafe streams may be much faster with it off.
     *     Collection sizes and string lengths stay varints either way: Kryo has no switch for them
     */
    static <T> Library<T> kryo(Class<T> type, List<Class<?>> classes, Output output, Input input, boolean references,
            boolean varints) {
        return kryo(type, kryo(classes, references, varints), output, input, varints,
                () -> input.setBuffer(output.getBuffer(), 0, output.position()));
    }

    /**
     * One Kryo library over its streams: a write starts the output again, a read first lets
     * {@code rewind} point the input at what the output wrote.
     */
    private static <T> Library<T> kryo(Class<T> type, Kryo kryo, Output output, Input input, boolean varints,
            Runnable rewind) {
        output.setVariableLengthEncoding(varints);
        input.setVariableLengthEncoding(varints);
        return new Library<>() {
            @Override
            public int write(T value) {
                output.reset();
                kryo.writeObject(output, value);
                return output.position();
            }

            @Override
            public T read() {
                rewind.run();
                return kryo.readObject(input, type);
            }
        };
    }

    /**
     * Kryo over a {@link ByteBuffer}'s memory, configured as {@link #kryo(List, boolean, boolean)}:
     * an output that writes into {@code memory} from index 0, and an input over a duplicate of it
     * (the same memory, indexes of its own) that reads those bytes back in place. With
     * {@code unsafe}, Kryo's {@code UnsafeByteBufferOutput}/{@code UnsafeByteBufferInput}, which
     * load and store at the direct buffer's address; else {@code ByteBufferOutput}/{@code ByteBufferInput},
     * which go through the {@code ByteBuffer}'s own methods. The output's limit is
     * {@code memory}'s capacity: it never moves to other memory.
     *
     * @param memory a direct buffer for {@code unsafe}; heap or direct otherwise
     */
    public static <T> Library<T> kryo(Class<T> type, List<Class<?>> classes, ByteBuffer memory, boolean unsafe,
            boolean references, boolean varints) {
        ByteBufferOutput output = unsafe ? new UnsafeByteBufferOutput() : new ByteBufferOutput();
        output.setBuffer(memory, memory.capacity());
        ByteBufferInput input = unsafe ? new UnsafeByteBufferInput(memory.duplicate())
                : new ByteBufferInput(memory.duplicate());
        return kryo(type, kryo(classes, references, varints), output, input, varints, () -> {
            input.setPosition(0);
            input.setLimit(output.position());
        });
    }

    /**
     * @param compressNumbers Fory's variable-length ints and longs (its default); off writes them
     *     fixed-width
     */
    static <T> Library<T> fory(Class<T> type, List<Class<?>> classes, CompatibleMode mode, boolean references,
            boolean compressNumbers) {
        return fory(type, fory(classes, mode, references, compressNumbers), MemoryBuffer.newHeapBuffer(1 << 16));
    }

    /**
     * Fory as every benchmark sets it up: language {@code JAVA}, {@code classes} registered (and
     * registration required), codegen on, references on or off, the given mode and number
     * compression. The fastest variant on MediaContent, {@code foryConsistentFixed}, is
     * {@code SCHEMA_CONSISTENT} without number compression.
     *
     * @param classes every class in the model
     * @param mode {@code SCHEMA_CONSISTENT} or {@code COMPATIBLE}
     * @param references whether Fory tracks object identity
     * @param compressNumbers Fory's variable-length ints and longs (its default); off writes them fixed-width
     * @return the configured Fory
     */
    public static Fory fory(List<Class<?>> classes, CompatibleMode mode, boolean references, boolean compressNumbers) {
        Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true).withCodegen(true)
                .withRefTracking(references).withCompatibleMode(mode).withNumberCompressed(compressNumbers).build();
        for (Class<?> c : classes) {
            fory.register(c);
        }
        return fory;
    }

    /**
     * A configured Fory writing into {@code buffer} from index 0 and reading back from index 0:
     * a heap buffer, or one over a direct {@code ByteBuffer}'s memory
     * ({@code MemoryBuffer.fromByteBuffer}), which Fory then reads and writes off-heap.
     */
    public static <T> Library<T> fory(Class<T> type, Fory fory, MemoryBuffer buffer) {
        return new Library<>() {
            @Override
            public int write(T value) {
                buffer.writerIndex(0);
                fory.serialize(buffer, value);
                return buffer.writerIndex();
            }

            @Override
            public T read() {
                buffer.readerIndex(0);
                return type.cast(fory.deserialize(buffer));
            }
        };
    }

    /** Encodes a value onto a stream; the stream-based libraries differ only here and in {@link Decoder}. */
    private interface Encoder<T> {
        void encode(T value, ReusableBytes out) throws IOException;
    }

    /** Decodes the bytes an {@link Encoder} produced, in place in the same stream's array. */
    private interface Decoder<T> {
        T decode(ReusableBytes bytes) throws IOException, ClassNotFoundException;
    }

    /**
     * A library that writes to a reusable stream and reads back from that stream's own array:
     * like the buffer-based libraries, it copies nothing between write and read.
     */
    private static <T> Library<T> streamBased(Encoder<T> encoder, Decoder<T> decoder) {
        ReusableBytes bytes = new ReusableBytes(1 << 16);
        return new Library<>() {
            @Override
            public int write(T value) {
                bytes.reset();
                try {
                    encoder.encode(value, bytes);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return bytes.size();
            }

            @Override
            public T read() {
                try {
                    return decoder.decode(bytes);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException(e);
                }
            }
        };
    }

    static <T> Library<T> javaSerialization(Class<T> type) {
        return streamBased((value, bytes) -> {
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(value);
            }
        }, bytes -> {
            try (ObjectInputStream in = new ObjectInputStream(bytes.input())) {
                return type.cast(in.readObject());
            }
        });
    }

    /**
     * Jackson with the Blackbird module (generated accessors instead of reflection) and an
     * {@link ObjectWriter} and {@link ObjectReader} prepared once for the root type, as its
     * documentation recommends for speed.
     */
    static <T> Library<T> jackson(Class<T> type) {
        JsonMapper mapper = JsonMapper.builder().addModule(new BlackbirdModule()).build();
        ObjectWriter writer = mapper.writerFor(type);
        ObjectReader reader = mapper.readerFor(type);
        return streamBased((T value, ReusableBytes out) -> writer.writeValue(out, value),
                bytes -> reader.readValue(bytes.array(), 0, bytes.size()));
    }
}
