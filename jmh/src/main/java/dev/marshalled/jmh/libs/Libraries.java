package dev.marshalled.jmh.libs;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/** The libraries compared in the benchmarks, each configured as its documentation recommends for speed. */
public final class Libraries {
    /** The names accepted by {@link #create}, in report order. */
    public static final List<String> NAMES = List.of("generated", "kryo", "kryoUnsafe", "foryConsistent",
            "foryCompatible", "serializable", "jackson");

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
            case "kryo": return kryo(type, classes, new Output(1 << 20, -1), new Input(), references);
            case "kryoUnsafe": return kryo(type, classes, new UnsafeOutput(1 << 20, -1), new UnsafeInput(), references);
            case "foryConsistent": return fory(type, classes, CompatibleMode.SCHEMA_CONSISTENT, references);
            case "foryCompatible": return fory(type, classes, CompatibleMode.COMPATIBLE, references);
            case "serializable": return javaSerialization(type);
            case "jackson": return jackson(type);
            default: throw new IllegalArgumentException("unknown library " + name + "; known: " + NAMES);
        }
    }

    static <T> Library<T> generated(Marshaller<T> marshaller) {
        UnsafeBuffer buffer = new UnsafeBuffer(1 << 16);
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

    static <T> Library<T> kryo(Class<T> type, List<Class<?>> classes, Output output, Input input, boolean references) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(references);
        for (Class<?> c : classes) {
            kryo.register(c);
        }
        return new Library<>() {
            @Override
            public int write(T value) {
                output.reset();
                kryo.writeObject(output, value);
                return output.position();
            }

            @Override
            public T read() {
                input.setBuffer(output.getBuffer(), 0, output.position());
                return kryo.readObject(input, type);
            }
        };
    }

    static <T> Library<T> fory(Class<T> type, List<Class<?>> classes, CompatibleMode mode, boolean references) {
        Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true).withCodegen(true)
                .withRefTracking(references).withCompatibleMode(mode).build();
        for (Class<?> c : classes) {
            fory.register(c);
        }
        MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(1 << 16);
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
        void encode(T value, ByteArrayOutputStream out) throws IOException;
    }

    /** Decodes the bytes an {@link Encoder} produced. */
    private interface Decoder<T> {
        T decode(byte[] bytes) throws IOException, ClassNotFoundException;
    }

    /** A library that writes to a reusable stream and keeps a copy of the bytes for {@link Library#read}. */
    private static <T> Library<T> streamBased(Encoder<T> encoder, Decoder<T> decoder) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 16);
        return new Library<>() {
            private byte[] last;

            @Override
            public int write(T value) {
                bytes.reset();
                try {
                    encoder.encode(value, bytes);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                last = bytes.toByteArray();
                return last.length;
            }

            @Override
            public T read() {
                try {
                    return decoder.decode(last);
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
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                return type.cast(in.readObject());
            }
        });
    }

    static <T> Library<T> jackson(Class<T> type) {
        ObjectMapper mapper = new ObjectMapper();
        return streamBased((T value, ByteArrayOutputStream out) -> mapper.writeValue(out, value),
                bytes -> mapper.readValue(bytes, type));
    }
}
