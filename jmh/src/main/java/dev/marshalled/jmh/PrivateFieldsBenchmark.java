package dev.marshalled.jmh;

import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
import dev.marshalled.jmh.privatefields.PrivateMarketData;
import dev.marshalled.jmh.privatefields.PrivateMarketDataMarshaller;
import dev.marshalled.jmh.privatefields.PrivateMediaContent;
import dev.marshalled.jmh.privatefields.PrivateMediaContentMarshaller;
import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.MarketDataMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What reaching private fields costs: the seed object and MediaContent as public-field classes
 * (fields read and set directly, constructors called with {@code new}) against the same models
 * with private fields and private constructors (every field through a {@code VarHandle}, every
 * instance through a constructor {@code MethodHandle}). Both write the same bytes; the ratio of
 * each pair within one run is the cost.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PrivateFieldsBenchmark {
    MarketData seed;
    PrivateMarketData privateSeed;
    MediaContent media;
    PrivateMediaContent privateMedia;
    UnsafeBuffer buffer;

    @Setup
    public void setUp() {
        seed = MarketData.sample();
        privateSeed = PrivateMarketData.of(seed);
        media = MediaContent.standard();
        privateMedia = PrivateMediaContent.of(media);
        buffer = new UnsafeBuffer(1024);
        sameBytes(bytesOf(seedRoundTrip()), bytesOf(privateSeedRoundTrip()), "seed");
        sameBytes(bytesOf(mediaRoundTrip()), bytesOf(privateMediaRoundTrip()), "MediaContent");
    }

    private byte[] bytesOf(Object value) {
        buffer.clear();
        if (value instanceof MarketData m) {
            MarketDataMarshaller.write(m, buffer);
        } else if (value instanceof PrivateMarketData m) {
            PrivateMarketDataMarshaller.write(m, buffer);
        } else if (value instanceof MediaContent m) {
            MediaContentMarshaller.write(m, buffer);
        } else {
            PrivateMediaContentMarshaller.write((PrivateMediaContent) value, buffer);
        }
        return buffer.toByteArray();
    }

    private static void sameBytes(byte[] open, byte[] hidden, String model) {
        if (!Arrays.equals(open, hidden)) {
            throw new IllegalStateException(model + ": the private-field copy does not write the same bytes");
        }
    }

    @Benchmark
    public MarketData seedRoundTrip() {
        buffer.clear();
        MarketDataMarshaller.write(seed, buffer);
        return MarketDataMarshaller.read(buffer);
    }

    @Benchmark
    public PrivateMarketData privateSeedRoundTrip() {
        buffer.clear();
        PrivateMarketDataMarshaller.write(privateSeed, buffer);
        return PrivateMarketDataMarshaller.read(buffer);
    }

    @Benchmark
    public MediaContent mediaRoundTrip() {
        buffer.clear();
        MediaContentMarshaller.write(media, buffer);
        return MediaContentMarshaller.read(buffer);
    }

    @Benchmark
    public PrivateMediaContent privateMediaRoundTrip() {
        buffer.clear();
        PrivateMediaContentMarshaller.write(privateMedia, buffer);
        return PrivateMediaContentMarshaller.read(buffer);
    }
}
