package dev.marshalled.jmh;

import dev.marshalled.jmh.media.CompactMediaContent;
import dev.marshalled.jmh.media.CompactMediaContentMarshaller;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** MediaContent in the fixed encoding (the default) and in the compact one, same values. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class EncodingBenchmark {
    @Param({"generated", "generatedCompact"})
    String library;

    private Object value;
    private Marshaller<Object> marshaller;
    private UnsafeBuffer buffer;

    @SuppressWarnings("unchecked")
    static Marshaller<Object> marshaller(String library) {
        return (Marshaller<Object>) (Marshaller<?>) (library.equals("generated") ? MediaContentMarshaller.INSTANCE
                : CompactMediaContentMarshaller.INSTANCE);
    }

    static Object value(String library) {
        MediaContent standard = MediaContent.standard();
        return library.equals("generated") ? standard : CompactMediaContent.of(standard);
    }

    /** Encoded size per encoding, each checked to round-trip. */
    static Map<String, Integer> sizes() {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (String library : new String[] {"generated", "generatedCompact"}) {
            Object value = value(library);
            byte[] bytes = marshaller(library).toByteArray(value);
            Correctness.require(value.equals(marshaller(library).fromByteArray(bytes)), library + " MediaContent");
            sizes.put(library, bytes.length);
        }
        return sizes;
    }

    @Setup
    public void setUp() {
        value = value(library);
        marshaller = marshaller(library);
        buffer = new UnsafeBuffer(1024);
        marshaller.write(value, buffer);
        Correctness.require(value.equals(marshaller.read(buffer)), library + " MediaContent");
    }

    @Benchmark
    public int write() {
        buffer.clear();
        marshaller.write(value, buffer);
        return buffer.writeIndex();
    }

    @Benchmark
    public Object read() {
        return marshaller.read(buffer.readIndex(0));
    }

    @Benchmark
    public Object roundTrip() {
        buffer.clear();
        marshaller.write(value, buffer);
        return marshaller.read(buffer);
    }
}
