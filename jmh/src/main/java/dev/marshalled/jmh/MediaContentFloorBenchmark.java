package dev.marshalled.jmh;

import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.media.CompactMediaContent;
import dev.marshalled.jmh.media.CompactMediaContentMarshaller;
import dev.marshalled.jmh.media.HandWrittenBytes;
import dev.marshalled.jmh.media.HandWrittenCompactMediaContent;
import dev.marshalled.jmh.media.HandWrittenMediaContent;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * MediaContent's floors: the generated marshaller against the same bytes written and read by hand,
 * and Fory at its fastest, in one run. The hand-written codecs answer what the speed targets
 * against Fory can reach in this format at all:
 * <ul>
 *   <li>{@code handWritten}: the fixed encoding with every check a reader of untrusted bytes needs,
 *       Latin-1 strings copied both ways without a look (the floor for a safe reader, which the
 *       generated code is measured against as the seed object is against hand-written Unsafe);
 *   <li>{@code handWrittenUnchecked}: the same bytes with no checks (the floor for any reader of
 *       this layout);
 *   <li>{@code generatedCompact} and {@code handWrittenCompact}: the compact encoding, generated and
 *       by hand with the same checks, so that compact over fixed splits into the encoding's own
 *       cost and the generated code's.
 * </ul>
 * Before anything is timed, each hand-written codec's bytes are checked to equal the generated
 * marshaller's, and every value to come back equal. Not part of the main job's tables: run it by name.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MediaContentFloorBenchmark {
    /** The codecs, in report order. */
    static final String[] CODECS = {"generated", "handWritten", "handWrittenUnchecked",
        "generatedCompact", "handWrittenCompact", "foryConsistentFixed"};

    @Param({"generated", "handWritten", "handWrittenUnchecked", "generatedCompact",
        "handWrittenCompact", "foryConsistentFixed"})
    String codec;

    private Object value;
    private Library<Object> library;

    @SuppressWarnings("unchecked")
    static Library<Object> library(String codec) {
        Library<?> library;
        switch (codec) {
            case "generated": library = Libraries.generated(MediaContentMarshaller.INSTANCE); break;
            case "handWritten": library = HandWrittenMediaContent.checked(); break;
            case "handWrittenUnchecked": library = HandWrittenMediaContent.unchecked(); break;
            case "generatedCompact": library = Libraries.generated(CompactMediaContentMarshaller.INSTANCE); break;
            case "handWrittenCompact": library = new HandWrittenCompactMediaContent(); break;
            case "foryConsistentFixed": library = MediaContentBenchmark.library(codec); break;
            default:
                throw new IllegalArgumentException("unknown codec " + codec + "; known: " + Arrays.toString(CODECS));
        }
        return (Library<Object>) library;
    }

    static Object value(String codec) {
        MediaContent standard = MediaContent.standard();
        return codec.equals("generatedCompact") ? CompactMediaContent.of(standard) : standard;
    }

    /**
     * The bytes {@code codec} writes for the standard value, after checking they round-trip and,
     * for a hand-written codec, that they are the generated marshaller's.
     */
    static byte[] checkedBytes(String codec) {
        Object value = value(codec);
        Library<Object> library = library(codec);
        library.write(value);
        Correctness.require(value.equals(library.read()), codec + " round-trips MediaContent");
        Object raw = library;
        if (!(raw instanceof HandWrittenBytes)) {
            return null;
        }
        byte[] bytes = ((HandWrittenBytes) raw).written();
        MediaContent standard = MediaContent.standard();
        byte[] generated = codec.equals("handWrittenCompact")
                ? CompactMediaContentMarshaller.INSTANCE.toByteArray(CompactMediaContent.of(standard))
                : MediaContentMarshaller.INSTANCE.toByteArray(standard);
        Correctness.require(Arrays.equals(bytes, generated), codec + " writes the generated marshaller's bytes");
        return bytes;
    }

    @Setup
    public void setUp() {
        checkedBytes(codec);
        value = value(codec);
        library = library(codec);
        library.write(value);
    }

    @Benchmark
    public int write() {
        return library.write(value);
    }

    @Benchmark
    public Object read() {
        return library.read();
    }

    @Benchmark
    public Object roundTrip() {
        library.write(value);
        return library.read();
    }
}
