package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.media.Image;
import dev.marshalled.jmh.media.Media;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
import dev.marshalled.jmh.peers.Peers;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The jvm-serializers MediaContent object through each library, registered and without
 * references, and through the peers ({@link Peers}). The value is the domain object, or for
 * protobuf on its own messages that message, built once before timing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MediaContentBenchmark {
    /** Every class of the model, for the libraries that register classes. */
    static final List<Class<?>> CLASSES = List.of(MediaContent.class, Media.class, Image.class, Media.Player.class,
            Image.Size.class, ArrayList.class);

    @Param({"generated", "kryo", "kryoFixed", "kryoUnsafe", "kryoUnsafeFixed", "foryConsistent",
            "foryConsistentFixed", "foryCompatible", "foryCompatibleFixed", "serializable", "jackson", "protobuf",
            "protobufDomain", "sbe"})
    String library;

    /** The values of {@link #library}'s {@code @Param}: the libraries, then the peers. */
    static final List<String> LIBRARIES = Stream.concat(Libraries.NAMES.stream(), Peers.NAMES.stream())
            .collect(Collectors.toUnmodifiableList());

    Object value;
    Library<Object> codec;

    /** One of {@link Libraries#NAMES} on the domain objects. */
    static Library<MediaContent> library(String name) {
        return Libraries.create(name, MediaContent.class, MediaContentMarshaller.INSTANCE, CLASSES);
    }

    /** @return {@code name}, one of {@link #LIBRARIES}, writing and reading the type {@link #value} gives it */
    @SuppressWarnings("unchecked")
    static Library<Object> codec(String name) {
        return (Library<Object>) (Peers.NAMES.contains(name) ? Peers.media(name) : library(name));
    }

    /** @return the standard MediaContent as {@code name} is given it */
    static Object value(String name) {
        return Peers.NAMES.contains(name) ? Peers.mediaInput(name, MediaContent.standard()) : MediaContent.standard();
    }

    @Setup
    public void setUp() {
        value = value(library);
        codec = codec(library);
        codec.write(value);
        if (!value.equals(codec.read())) {
            throw new IllegalStateException(library + " does not round-trip MediaContent");
        }
    }

    @Benchmark
    public int write() {
        return codec.write(value);
    }

    @Benchmark
    public Object read() {
        return codec.read();
    }

    @Benchmark
    public Object roundTrip() {
        codec.write(value);
        return codec.read();
    }
}
