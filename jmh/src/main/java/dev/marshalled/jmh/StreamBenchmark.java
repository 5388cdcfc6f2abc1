package dev.marshalled.jmh;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.media.MediaContentMarshaller;
import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.peers.Peers;
import dev.marshalled.jmh.peers.proto.MediaContentMessage;
import dev.marshalled.runtime.DelimitedReader;
import dev.marshalled.runtime.DelimitedWriter;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A stream of {@link #messages} MediaContent messages through a {@code BufferedOutputStream} to a
 * file, and back through a {@code BufferedInputStream}, each library with its own way of putting
 * many messages in one stream:
 * <ul>
 *   <li>{@code generated}: {@code DelimitedWriter}/{@code DelimitedReader} (a varint length, then
 *       the body; FORMAT.md, Delimited streams);</li>
 *   <li>{@code protobuf}: its own message's {@code writeDelimitedTo}/{@code parseDelimitedFrom},
 *       the same framing;</li>
 *   <li>{@code kryo}: one {@code Output} and one {@code Input} over the streams, objects back to
 *       back (Kryo's stream needs no length: each object ends where its fields end), registration on,
 *       references off, fixed-width ints (its faster setting for MediaContent).</li>
 * </ul>
 * Both streams use 64 KiB buffers. Before timing, each library's file is read back and its
 * first message compared with the value written.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class StreamBenchmark {
    private static final int BUFFER = 1 << 16;

    @Param({"generated", "protobuf", "kryo"})
    String library;

    @Param({"1000000"})
    int messages;

    private MediaContent value;
    private MediaContentMessage message;
    private Kryo kryo;
    private Path file;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        value = MediaContent.standard();
        message = (MediaContentMessage) Peers.mediaInput("protobuf", value);
        kryo = Libraries.kryo(MediaContentBenchmark.CLASSES, false, false);
        file = Files.createTempFile("marshalled-stream-" + library, ".bin");
        write();
        Object first = firstMessage();
        Object expected = library.equals("protobuf") ? message : value;
        if (!expected.equals(first)) {
            throw new IllegalStateException(library + " does not read back the MediaContent it wrote");
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Files.deleteIfExists(file);
    }

    /** Writes {@link #messages} messages to the file. */
    @Benchmark
    public long write() throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), BUFFER)) {
            switch (library) {
                case "generated": {
                    DelimitedWriter<MediaContent> writer = new DelimitedWriter<>(MediaContentMarshaller.INSTANCE, out);
                    for (int i = 0; i < messages; i++) {
                        writer.write(value);
                    }
                    return writer.position();
                }
                case "protobuf":
                    for (int i = 0; i < messages; i++) {
                        message.writeDelimitedTo(out);
                    }
                    return messages;
                case "kryo": {
                    Output output = new Output(out, BUFFER);
                    output.setVariableLengthEncoding(false);
                    for (int i = 0; i < messages; i++) {
                        kryo.writeObject(output, value);
                    }
                    output.flush();
                    return output.total();
                }
                default:
                    throw new IllegalArgumentException(library);
            }
        }
    }

    /** Reads the file's {@link #messages} messages, each a new object. */
    @Benchmark
    public int read(Blackhole sink) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), BUFFER)) {
            switch (library) {
                case "generated": {
                    DelimitedReader<MediaContent> reader = new DelimitedReader<>(MediaContentMarshaller.INSTANCE, in);
                    int n = 0;
                    for (MediaContent m = reader.read(); m != null; m = reader.read()) {
                        sink.consume(m);
                        n++;
                    }
                    return check(n);
                }
                case "protobuf": {
                    int n = 0;
                    for (MediaContentMessage m = MediaContentMessage.parseDelimitedFrom(in); m != null;
                            m = MediaContentMessage.parseDelimitedFrom(in)) {
                        sink.consume(m);
                        n++;
                    }
                    return check(n);
                }
                case "kryo": {
                    Input input = new Input(in, BUFFER);
                    input.setVariableLengthEncoding(false);
                    int n = 0;
                    while (!input.end()) {
                        sink.consume(kryo.readObject(input, MediaContent.class));
                        n++;
                    }
                    return check(n);
                }
                default:
                    throw new IllegalArgumentException(library);
            }
        }
    }

    private int check(int n) {
        if (n != messages) {
            throw new IllegalStateException(library + " read " + n + " of " + messages + " messages");
        }
        return n;
    }

    private Object firstMessage() {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), BUFFER)) {
            switch (library) {
                case "generated":
                    return new DelimitedReader<>(MediaContentMarshaller.INSTANCE, in).read();
                case "protobuf":
                    return MediaContentMessage.parseDelimitedFrom(in);
                default:
                    Input input = new Input(in, BUFFER);
                    input.setVariableLengthEncoding(false);
                    return kryo.readObject(input, MediaContent.class);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
