package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.media.Image;
import dev.marshalled.jmh.media.Media;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** The jvm-serializers MediaContent object through each library, registered and without references. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MediaContentBenchmark {
    /** Every class of the model, for the libraries that register classes. */
    static final List<Class<?>> CLASSES = List.of(MediaContent.class, Media.class, Image.class, Media.Player.class,
            Image.Size.class, ArrayList.class);

    @Param({"generated", "kryo", "kryoFixed", "kryoUnsafe", "kryoUnsafeFixed", "foryConsistent",
            "foryConsistentFixed", "foryCompatible", "foryCompatibleFixed", "serializable", "jackson"})
    String library;

    MediaContent value;
    Library<MediaContent> codec;

    static Library<MediaContent> library(String name) {
        return Libraries.create(name, MediaContent.class, MediaContentMarshaller.INSTANCE, CLASSES);
    }

    @Setup
    public void setUp() {
        value = MediaContent.standard();
        codec = library(library);
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
    public MediaContent read() {
        return codec.read();
    }

    @Benchmark
    public MediaContent roundTrip() {
        codec.write(value);
        return codec.read();
    }
}
