package dev.marshalled.example;

import dev.marshalled.example.graph.Events;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.graph.OrderMarshaller;
import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.Versioned;
import dev.marshalled.example.model.VersionedMarshaller;
import dev.marshalled.runtime.DelimitedReader;
import dev.marshalled.runtime.DelimitedWriter;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Generated marshallers through streams (docs/streams.md): records and classes, references
 * with cycles, evolvable types, every field kind of {@code AllTypes}, in files and pipes, one
 * value a stream and many; and cut and corrupted streams of them. Values are compared by their
 * bytes, which equal values share.
 */
class StreamsTest {
    @TempDir
    Path folder;

    @Test
    void severalTypesThroughFiles() throws IOException {
        roundTripThroughFile(AllTypesMarshaller.INSTANCE, Values.edgeCases());
        roundTripThroughFile(OrderMarshaller.INSTANCE, List.of(Order.sample(1), Order.sample(3), Order.sample(40)));
        roundTripThroughFile(VersionedMarshaller.INSTANCE, List.of(Versioned.sample(), Versioned.sample()));
        roundTripThroughFile(TradeMarshaller.INSTANCE, List.of());
    }

    private <T> void roundTripThroughFile(Marshaller<T> marshaller, List<T> values) throws IOException {
        Path file = Files.createTempFile(folder, marshaller.type().getSimpleName(), ".bin");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            DelimitedWriter<T> writer = new DelimitedWriter<>(marshaller, out);
            for (T value : values) {
                writer.write(value);
            }
        }
        List<T> read = new ArrayList<>();
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            for (T value; (value = marshaller.readDelimitedFrom(in)) != null; ) {
                read.add(value);
            }
        }
        assertSameBytes(marshaller, values, read);
        for (T value : values) {
            Path one = Files.createTempFile(folder, "one", ".bin");
            try (OutputStream out = Files.newOutputStream(one)) {
                marshaller.writeTo(value, out);
            }
            assertArrayEquals(marshaller.toByteArray(value), Files.readAllBytes(one));
            try (InputStream in = Files.newInputStream(one)) {
                assertArrayEquals(marshaller.toByteArray(value), marshaller.toByteArray(marshaller.readFrom(in)));
            }
        }
    }

    @Test
    void ordersThroughAPipe() throws Exception {
        List<Order> sent = new ArrayList<>();
        for (int i = 1; i <= 60; i++) {
            sent.add(Order.sample(i % 7 + 1));
        }
        PipedInputStream in = new PipedInputStream(100);
        PipedOutputStream out = new PipedOutputStream(in);
        CompletableFuture<Void> writing = CompletableFuture.runAsync(() -> {
            try (out) {
                DelimitedWriter<Order> writer = new DelimitedWriter<>(OrderMarshaller.INSTANCE, out);
                for (Order order : sent) {
                    writer.write(order);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        DelimitedReader<Order> reader = new DelimitedReader<>(OrderMarshaller.INSTANCE, in);
        List<Order> received = new ArrayList<>();
        for (Order order = reader.read(); order != null; order = reader.read()) {
            received.add(order);
        }
        writing.get(30, TimeUnit.SECONDS);
        assertSameBytes(OrderMarshaller.INSTANCE, sent, received);
        assertNull(reader.read());
    }

    /**
     * A stream of AllTypes values, cut at every offset and with random bytes changed: a reader
     * returns values, a clean end only where a cut falls between messages, or a MarshalException,
     * never another exception.
     */
    @Test
    void cutAndCorruptedStreamsFailOnlyAsMarshalExceptions() throws IOException {
        Marshaller<AllTypes> marshaller = AllTypesMarshaller.INSTANCE;
        List<AllTypes> values = Values.edgeCases().subList(0, 4);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<Integer> boundaries = new ArrayList<>(List.of(0));
        for (AllTypes value : values) {
            marshaller.writeDelimitedTo(value, out);
            boundaries.add(out.size());
        }
        byte[] bytes = out.toByteArray();
        for (int cut = 0; cut <= bytes.length; cut++) {
            int end = cut;
            int whole = (int) boundaries.stream().filter(b -> b > 0 && b <= end).count();
            Object last = readAll(marshaller, Arrays.copyOf(bytes, cut), whole);
            assertEquals(boundaries.contains(cut), last == null, "cut at " + cut + ": " + last);
        }
        Random random = new Random(11);
        for (int round = 0; round < 2_000; round++) {
            byte[] changed = bytes.clone();
            for (int k = 1 + random.nextInt(4); k > 0; k--) {
                changed[random.nextInt(changed.length)] = (byte) random.nextInt(256);
            }
            readAll(marshaller, changed, 0);
        }
    }

    /**
     * Reads to the end or the first failure, which it returns (null for a clean end); at least
     * {@code whole} messages must come first.
     */
    private static <T> MarshalException readAll(Marshaller<T> marshaller, byte[] bytes, int whole) throws IOException {
        DelimitedReader<T> reader = new DelimitedReader<>(marshaller, new ByteArrayInputStream(bytes));
        int read = 0;
        try {
            while (reader.read() != null) {
                read++;
            }
            return null;
        } catch (MarshalException e) {
            assertTrue(read >= whole, "read " + read + " of " + whole + " whole messages");
            assertTrue(e.offset() >= 0 && reader.messageStart() + e.offset() <= bytes.length, e.getMessage());
            return e;
        } catch (RuntimeException e) {
            throw new AssertionError("not a MarshalException on " + HexFormat.of().formatHex(bytes), e);
        }
    }

    // ---- framed messages of several types ----

    private static final Marshallers REGISTRY = Marshallers.discovered();

    @Test
    void framedMessagesOfSeveralTypesThroughAFile() throws IOException {
        List<Object> sent = List.of(Order.sample(2), MessagesTest.envelope(), Order.sample(5), MessagesTest.envelope());
        Path file = folder.resolve("messages.bin");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            for (Object message : sent) {
                REGISTRY.writeMessage(message, out);
            }
        }
        List<Object> received = new ArrayList<>();
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            for (Object message; (message = REGISTRY.readMessage(in)) != null; ) {
                received.add(message);
            }
        }
        assertEquals(sent.size(), received.size());
        for (int i = 0; i < sent.size(); i++) {
            assertEquals(sent.get(i).getClass(), received.get(i).getClass());
            assertArrayEquals(REGISTRY.toByteArray(sent.get(i)), REGISTRY.toByteArray(received.get(i)));
        }
    }

    /** Cut at every offset: a clean end only between messages; in a header at 0, in a body at the length, 4. */
    @Test
    void aStreamOfFramedMessagesCutAnywhere() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<Integer> starts = new ArrayList<>();
        for (Object message : List.of(Order.sample(1), MessagesTest.envelope())) {
            starts.add(out.size());
            REGISTRY.writeMessage(message, out);
        }
        byte[] bytes = out.toByteArray();
        for (int cut = 0; cut <= bytes.length; cut++) {
            int end = cut;
            ByteArrayInputStream in = new ByteArrayInputStream(Arrays.copyOf(bytes, cut));
            try {
                while (true) {
                    if (REGISTRY.readMessage(in) == null) {
                        break;
                    }
                }
                assertTrue(cut == bytes.length || starts.contains(cut), "a clean end at " + cut);
            } catch (MarshalException e) {
                int into = cut - starts.stream().filter(b -> b < end).max(Integer::compare).orElse(0);
                assertEquals(into < Marshallers.HEADER_SIZE ? 0 : 4, e.offset(), "cut at " + cut + ": " + e.getMessage());
                assertEquals("message", e.path());
            }
        }
    }

    @Test
    void aFramedMessageRefusedForItsTypeOrIdLeavesTheNextOneReadable() throws IOException {
        byte[] order = REGISTRY.toByteArray(Order.sample(1));
        byte[] unknown = order.clone();
        unknown[0] = 99; // an id no type has
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(unknown);
        out.writeBytes(order);
        out.writeBytes(order);
        InputStream in = new ByteArrayInputStream(out.toByteArray());
        assertEquals(0, assertThrows(MarshalException.class, () -> REGISTRY.readMessage(in)).offset());
        assertThrows(MarshalException.class, () -> REGISTRY.readMessage(in, Events.Envelope.class));
        assertTrue(REGISTRY.readMessage(in, Order.class) instanceof Order);
        assertNull(REGISTRY.readMessage(in));
    }

    @Test
    void aFramedLengthThatIsNegativeOrAboveTheLimitIsRefusedAtTheLengthBeforeTheBody() {
        for (String length : List.of("ffffffff", "01000004")) { // -1; 2^26 + 1, above the default limit
            byte[] bytes = HexFormat.of().parseHex("1e000000" + length + "00".repeat(16));
            ByteArrayInputStream in = new ByteArrayInputStream(bytes);
            MarshalException e = assertThrows(MarshalException.class, () -> REGISTRY.readMessage(in));
            assertEquals(4, e.offset(), e.getMessage());
            assertEquals(16, in.available(), "nothing of the body taken");
        }
    }

    private static <T> void assertSameBytes(Marshaller<T> marshaller, List<T> expected, List<T> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            assertArrayEquals(marshaller.toByteArray(expected.get(i)), marshaller.toByteArray(actual.get(i)),
                    "value " + i);
        }
    }
}
