package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.marshalled.schema.WireSchema;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values through streams: one value filling a stream ({@code writeTo}, {@code readFrom}), and
 * length-delimited streams of messages ({@code writeDelimitedTo}, {@code readDelimitedFrom},
 * {@link DelimitedWriter}, {@link DelimitedReader}) through files, pipes and a socket, and every
 * way such a stream can be wrong.
 */
class DelimitedStreamsTest {
    private static final Marshaller<String> TEXT = JdkMarshallers.of(String.class);
    private static final Marshaller<List<Long>> LONGS = JdkMarshallers.list(JdkMarshallers.of(Long.class));
    private static final Marshaller<Map<String, Integer>> COUNTS =
            JdkMarshallers.map(JdkMarshallers.of(String.class), JdkMarshallers.of(Integer.class));
    private static final Marshaller<Optional<UUID>> IDS = JdkMarshallers.optional(JdkMarshallers.of(UUID.class));

    @TempDir
    Path folder;

    // ---- the prefix ----

    @Test
    void prefixIsTheShortestVarintOfTheLength() {
        int[] lengths = {0, 1, 127, 128, 300, 16_383, 16_384, (1 << 21) - 1, 1 << 21, (1 << 28) - 1, 1 << 28,
            Integer.MAX_VALUE};
        String[] hex = {"00", "01", "7f", "8001", "ac02", "ff7f", "808001", "ffff7f", "80808001", "ffffff7f",
            "8080808001", "ffffffff07"};
        for (int i = 0; i < lengths.length; i++) {
            int size = Delimited.prefixSize(lengths[i]);
            byte[] bytes = new byte[size];
            assertEquals(0, Delimited.putPrefixBefore(bytes, size, lengths[i]));
            assertEquals(hex[i], HexFormat.of().formatHex(bytes), "length " + lengths[i]);
        }
    }

    // ---- one value, the whole stream ----

    @Test
    void oneValueFillsAFile() throws IOException {
        Path file = folder.resolve("one");
        Map<String, Integer> counts = new LinkedHashMap<>(Map.of("apples", 3));
        counts.put("pears", null);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            COUNTS.writeTo(counts, out);
        }
        assertArrayEquals(COUNTS.toByteArray(counts), Files.readAllBytes(file));
        try (InputStream in = Files.newInputStream(file)) {
            assertEquals(counts, COUNTS.readFrom(in));
        }
    }

    @Test
    void oneValueRefusesTrailingBytesAndAShortStream() {
        byte[] bytes = TEXT.toByteArray("abc");
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 2);
        MarshalException trailing = assertThrows(MarshalException.class,
                () -> TEXT.readFrom(new ByteArrayInputStream(longer)));
        assertEquals(bytes.length, trailing.offset());
        MarshalException empty = assertThrows(MarshalException.class,
                () -> TEXT.readFrom(new ByteArrayInputStream(new byte[0])));
        assertEquals(0, empty.offset());
    }

    @Test
    void oneValueStreamIsHeldToTheLimitAfterReadingOneBytePastIt() throws IOException {
        Counting in = new Counting(new ByteArrayInputStream(new byte[100_000]));
        MarshalException e = assertThrows(MarshalException.class, () -> Delimited.readToEnd(in, 10_000));
        assertEquals(10_000, e.offset());
        assertEquals(10_001, in.count, "read one byte past the limit, no more");
        UnsafeBuffer exact = Delimited.readToEnd(new ByteArrayInputStream(new byte[10_000]), 10_000);
        assertEquals(10_000, exact.remaining());
        assertTrue(exact.capacity() <= 2 * 10_000, "allocated as the bytes came");
    }

    // ---- delimited streams: round trips ----

    @Test
    void sequencesOfNoneOneAndManyThroughAFile() throws IOException {
        for (int n : new int[] {0, 1, 1_000}) {
            Path file = folder.resolve("messages-" + n);
            List<List<Long>> sent = lists(n, new Random(n));
            long written;
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
                DelimitedWriter<List<Long>> writer = new DelimitedWriter<>(LONGS, out);
                for (List<Long> value : sent) {
                    writer.write(value);
                }
                written = writer.position();
            }
            assertEquals(Files.size(file), written);
            List<List<Long>> received = new ArrayList<>();
            try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
                DelimitedReader<List<Long>> reader = new DelimitedReader<>(LONGS, in);
                for (List<Long> value = reader.read(); value != null; value = reader.read()) {
                    received.add(value);
                }
                assertEquals(Files.size(file), reader.position());
                assertNull(reader.read(), "the end stays the end");
            }
            assertEquals(sent, received, n + " messages");
        }
    }

    @Test
    void theDefaultMethodsAndTheWriterWriteTheSameBytes() throws IOException {
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        ByteArrayOutputStream other = new ByteArrayOutputStream();
        DelimitedWriter<String> writer = new DelimitedWriter<>(TEXT, other);
        for (String text : List.of("", "a", "x".repeat(200), "y".repeat(20_000))) {
            TEXT.writeDelimitedTo(text, one);
            writer.write(text);
        }
        assertArrayEquals(one.toByteArray(), other.toByteArray());
        assertEquals(other.size(), writer.position());
        // "" is 4 bytes, a length of 04; "a" 5 bytes; 200 chars 204 bytes, cc 01
        byte[] bytes = one.toByteArray();
        assertEquals("0400000000" + "050100000061", HexFormat.of().formatHex(bytes, 0, 11));
        assertEquals("cc01c8000000", HexFormat.of().formatHex(bytes, 11, 17));
    }

    @Test
    void messagesThroughAPipe() throws Exception {
        PipedInputStream in = new PipedInputStream(64); // smaller than some messages: they arrive in pieces
        PipedOutputStream out = new PipedOutputStream(in);
        List<Optional<UUID>> sent = new ArrayList<>();
        Random random = new Random(7);
        for (int i = 0; i < 200; i++) {
            sent.add(i % 3 == 0 ? Optional.empty() : Optional.of(new UUID(random.nextLong(), random.nextLong())));
        }
        CompletableFuture<Void> writing = CompletableFuture.runAsync(() -> {
            try (out) {
                for (Optional<UUID> id : sent) {
                    IDS.writeDelimitedTo(id, out);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        List<Optional<UUID>> received = new ArrayList<>();
        for (Optional<UUID> id; (id = IDS.readDelimitedFrom(in)) != null; ) {
            received.add(id);
        }
        writing.get(30, TimeUnit.SECONDS);
        assertEquals(sent, received);
    }

    @Test
    void messagesThroughALoopbackSocket() throws Exception {
        List<String> sent = List.of("hello", "", "z".repeat(100_000), "bye");
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Void> writing = CompletableFuture.runAsync(() -> {
                try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                        OutputStream out = new BufferedOutputStream(socket.getOutputStream())) {
                    DelimitedWriter<String> writer = new DelimitedWriter<>(TEXT, out);
                    for (String text : sent) {
                        writer.write(text);
                        writer.flush();
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            List<String> received = new ArrayList<>();
            try (Socket socket = server.accept(); InputStream in = new BufferedInputStream(socket.getInputStream())) {
                socket.setSoTimeout(30_000);
                DelimitedReader<String> reader = new DelimitedReader<>(TEXT, in);
                for (String text = reader.read(); text != null; text = reader.read()) {
                    received.add(text);
                }
            }
            writing.get(30, TimeUnit.SECONDS);
            assertEquals(sent, received);
        }
    }

    @Test
    void aStreamOfOneByteAtATime() throws IOException {
        List<List<Long>> sent = lists(50, new Random(3));
        byte[] bytes = delimited(LONGS, sent);
        InputStream in = new OneByteAtATime(bytes);
        DelimitedReader<List<Long>> reader = new DelimitedReader<>(LONGS, in);
        List<List<Long>> received = new ArrayList<>();
        for (List<Long> value = reader.read(); value != null; value = reader.read()) {
            received.add(value);
        }
        assertEquals(sent, received);
        assertEquals(bytes.length, reader.position());
    }

    @Test
    void aReadTakesExactlyItsMessage() throws IOException {
        byte[] bytes = delimited(TEXT, List.of("first", "second"));
        Counting in = new Counting(new ByteArrayInputStream(bytes));
        assertEquals("first", TEXT.readDelimitedFrom(in));
        assertEquals(1 + 4 + 5, in.count, "nothing of the next message");
        assertEquals(4 + 6, in.read(), "the next message's first byte is still in the stream");
    }

    @Test
    void theReaderKeepsItsArrayAndGrowsItOnlyForALongerMessage() throws IOException {
        byte[] bytes = delimited(TEXT, List.of("x".repeat(100), "y", "z".repeat(50)));
        DelimitedReader<String> reader = new DelimitedReader<>(TEXT, new ByteArrayInputStream(bytes));
        reader.read();
        assertEquals(1 + 104, reader.capacity(), "exactly the first message");
        reader.read();
        reader.read();
        assertEquals(1 + 104, reader.capacity(), "kept");
    }

    // ---- delimited streams: every way to be wrong ----

    @Test
    void aCleanEndIsNotAFailureButACutMessageIs() throws IOException {
        assertNull(TEXT.readDelimitedFrom(new ByteArrayInputStream(new byte[0])));
        byte[] bytes = delimited(TEXT, List.of("abc"));
        for (int cut = 1; cut < bytes.length; cut++) {
            MarshalException e = assertThrows(MarshalException.class,
                    readAll(TEXT, Arrays.copyOf(bytes, cut)), "cut at " + cut);
            assertEquals(0, e.offset(), "at the prefix's first byte");
            assertEquals("message", e.path());
        }
    }

    @Test
    void eachBadPrefixIsRefusedAtItsFirstByte() {
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("80", "ends inside its length prefix");
        cases.put("ffff", "ends inside its length prefix");
        cases.put("8000", "longer than needed");
        cases.put("ffffffff10", "wider than 32 bits");
        cases.put("ffffffffff01", "wider than 32 bits");
        cases.put("8080808008", "above the length limit"); // 2^31, what an int32 would read as negative
        cases.put("ffffffff0f", "above the length limit");
        cases.put("8180808002", "above the length limit"); // 2^29 + 1, past the default 2^26
        for (Map.Entry<String, String> c : cases.entrySet()) {
            byte[] bytes = HexFormat.of().parseHex(c.getKey());
            Counting in = new Counting(new ByteArrayInputStream(bytes));
            DelimitedReader<String> reader = new DelimitedReader<>(TEXT, in);
            MarshalException e = assertThrows(MarshalException.class, reader::read, c.getKey());
            assertEquals(0, e.offset(), c.getKey());
            assertTrue(e.getMessage().contains(c.getValue()), c.getKey() + ": " + e.getMessage());
            assertTrue(in.count <= Delimited.MAX_PREFIX, "read no more than the prefix");
            assertEquals(0, reader.capacity(), c.getKey() + ": nothing allocated");
        }
    }

    @Test
    void theReadersLimitIsTheMessagesAndIsCheckedBeforeTheBody() throws IOException {
        byte[] bytes = delimited(TEXT, List.of("x".repeat(10)));
        assertEquals("x".repeat(10), new DelimitedReader<>(TEXT, new ByteArrayInputStream(bytes)).limits(ReadLimits.defaults().withMaxLength(14)).read());
        Counting in = new Counting(new ByteArrayInputStream(bytes));
        MarshalException e = assertThrows(MarshalException.class,
                () -> new DelimitedReader<>(TEXT, in).limits(ReadLimits.defaults().withMaxLength(13)).read());
        assertEquals(0, e.offset());
        assertEquals(1, in.count, "the prefix alone");
        // with no limit of its own, a length must still fit one array with its prefix
        DelimitedReader<String> unlimited = new DelimitedReader<>(TEXT,
                new ByteArrayInputStream(HexFormat.of().parseHex("ffffffff07"))).limits(ReadLimits.defaults().withMaxLength(Integer.MAX_VALUE));
        assertEquals(0, assertThrows(MarshalException.class, unlimited::read).offset());
        assertEquals(0, unlimited.capacity());
    }

    @Test
    void aHugeDeclaredLengthCostsOnlyWhatArrives() {
        // 64 Mi, the default limit, then 1,000 bytes
        byte[] bytes = new byte[4 + 1_000];
        Delimited.putPrefixBefore(bytes, 4, 1 << 26);
        Counting in = new Counting(new ByteArrayInputStream(bytes));
        DelimitedReader<String> reader = new DelimitedReader<>(TEXT, in);
        MarshalException e = assertThrows(MarshalException.class, reader::read);
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("ends inside it, 1004 bytes of the 67108868"), e.getMessage());
        assertEquals(Delimited.CHUNK, in.largestArray, "the first chunk, no more");
        // 300 KiB of a declared 64 Mi: the array grows with what arrives, to less than twice it
        byte[] more = new byte[4 + 300_000];
        Delimited.putPrefixBefore(more, 4, 1 << 26);
        Counting moreIn = new Counting(new ByteArrayInputStream(more));
        assertThrows(MarshalException.class, () -> new DelimitedReader<>(TEXT, moreIn).read());
        assertTrue(moreIn.largestArray < 2 * more.length, "allocated " + moreIn.largestArray);
    }

    @Test
    void aBodyThatDoesNotFillItsLengthIsRefusedAndTheNextMessageStillReads() throws IOException {
        // "a" with one byte more inside its length, then "b"
        byte[] bytes = HexFormat.of().parseHex("06" + "0100000061" + "ee" + "05" + "0100000062");
        InputStream in = new ByteArrayInputStream(bytes);
        DelimitedReader<String> reader = new DelimitedReader<>(TEXT, in);
        MarshalException e = assertThrows(MarshalException.class, reader::read);
        assertEquals(6, e.offset(), "the trailing byte, counted from the message's first byte");
        assertEquals(0, reader.messageStart());
        assertEquals(7, reader.position());
        assertEquals("b", reader.read());
        assertEquals(7, reader.messageStart());
        assertNull(reader.read());
    }

    @Test
    void aBodyThatNeedsMoreThanItsLengthIsRefusedInsideIt() throws IOException {
        // "ab" whose length says 5: its string needs 6, and the byte after is the next message's
        byte[] bytes = HexFormat.of().parseHex("05" + "0200000061" + "62");
        MarshalException e = assertThrows(MarshalException.class,
                () -> TEXT.readDelimitedFrom(new ByteArrayInputStream(bytes)));
        assertEquals(1, e.offset(), "the string's length, which runs past the message's end");
    }

    @Test
    void anIoExceptionIsThrownAsItIs() {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("gone");
            }
        };
        assertEquals("gone", assertThrows(IOException.class, () -> TEXT.readDelimitedFrom(broken)).getMessage());
        assertEquals("gone", assertThrows(IOException.class, () -> TEXT.readFrom(broken)).getMessage());
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("full");
            }
        };
        assertThrows(IOException.class, () -> TEXT.writeDelimitedTo("a", full));
        assertThrows(IOException.class, () -> new DelimitedWriter<>(TEXT, full).write("a"));
    }

    @Test
    void aValueThatCannotBeWrittenWritesNothing() throws IOException {
        Marshaller<String> failing = new Marshaller<>() {
            @Override
            public void write(String value, UnsafeBuffer buffer) {
                buffer.putInt(1);
                throw new MarshalException("refused", buffer.writeIndex());
            }

            @Override
            public String read(UnsafeBuffer buffer) {
                return TEXT.read(buffer);
            }

            @Override
            public int sizeOf(String value) {
                return 8;
            }

            @Override
            public WireSchema schema() {
                return TEXT.schema();
            }

            @Override
            public Class<String> type() {
                return String.class;
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DelimitedWriter<String> writer = new DelimitedWriter<>(failing, out);
        assertThrows(MarshalException.class, () -> writer.write("a"));
        assertThrows(MarshalException.class, () -> failing.writeDelimitedTo("a", out));
        assertThrows(MarshalException.class, () -> failing.writeTo("a", out));
        assertEquals(0, out.size());
        assertEquals(0, writer.position());
    }

    /**
     * A valid stream cut at every offset and with bytes flipped: reading it to its end gives
     * messages and then either a clean end (only where a cut falls between messages) or a
     * {@link MarshalException}, never another exception, and the reader never holds an array
     * longer than its longest message or the stream.
     */
    @Test
    void fuzzedStreamsFailOnlyAsMarshalExceptions() throws IOException {
        List<Map<String, Integer>> sent = new ArrayList<>();
        Random random = new Random(42);
        for (int i = 0; i < 12; i++) {
            Map<String, Integer> map = new LinkedHashMap<>();
            for (int j = random.nextInt(6); j > 0; j--) {
                map.put("k" + random.nextInt(1000), random.nextBoolean() ? null : random.nextInt());
            }
            sent.add(map);
        }
        byte[] bytes = delimited(COUNTS, sent);
        List<Integer> boundaries = new ArrayList<>(List.of(0));
        for (Map<String, Integer> map : sent) {
            int length = COUNTS.sizeOf(map);
            boundaries.add(boundaries.get(boundaries.size() - 1) + Delimited.prefixSize(length) + length);
        }
        for (int cut = 0; cut <= bytes.length; cut++) {
            byte[] cutBytes = Arrays.copyOf(bytes, cut);
            List<Object> got = readLeniently(COUNTS, cutBytes);
            int end = cut;
            int whole = (int) boundaries.stream().filter(b -> b > 0 && b <= end).count();
            assertEquals(sent.subList(0, whole), got.subList(0, whole), "cut at " + cut);
            boolean clean = boundaries.contains(cut);
            assertEquals(clean, !(got.get(got.size() - 1) instanceof MarshalException), "cut at " + cut);
        }
        for (int round = 0; round < 3_000; round++) {
            byte[] flipped = bytes.clone();
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                int at = random.nextInt(flipped.length);
                flipped[at] = random.nextInt(4) == 0 ? (byte) 0xff : (byte) (flipped[at] ^ (1 << random.nextInt(8)));
            }
            readLeniently(COUNTS, flipped); // asserts the failures' kind and the allocation
        }
    }

    /**
     * Reads messages until the end or a failure, which it returns last; asserts that a failure is
     * a {@code MarshalException} and that no array longer than the stream was kept.
     */
    private static <T> List<Object> readLeniently(Marshaller<T> marshaller, byte[] bytes) throws IOException {
        List<Object> got = new ArrayList<>();
        Counting in = new Counting(new ByteArrayInputStream(bytes));
        DelimitedReader<T> reader = new DelimitedReader<>(marshaller, in);
        while (true) {
            T value;
            try {
                value = reader.read();
            } catch (MarshalException e) {
                assertTrue(e.offset() >= 0 && reader.messageStart() + e.offset() <= bytes.length, e.getMessage());
                got.add(e);
                break;
            } catch (RuntimeException e) {
                throw new AssertionError("not a MarshalException on " + HexFormat.of().formatHex(bytes), e);
            }
            if (value == null) {
                got.add("end");
                break;
            }
            got.add(value);
        }
        assertTrue(in.largestArray <= Math.max(2 * bytes.length, Delimited.CHUNK), "allocated " + in.largestArray
                + " bytes for " + bytes.length);
        return got;
    }

    // ---- helpers ----

    private static <T> byte[] delimited(Marshaller<T> marshaller, List<T> values) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (T value : values) {
            marshaller.writeDelimitedTo(value, out);
        }
        return out.toByteArray();
    }

    private static <T> org.junit.jupiter.api.function.Executable readAll(Marshaller<T> marshaller, byte[] bytes) {
        return () -> {
            InputStream in = new ByteArrayInputStream(bytes);
            while (marshaller.readDelimitedFrom(in) != null) {
                // until the end
            }
        };
    }

    private static List<List<Long>> lists(int n, Random random) {
        List<List<Long>> lists = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Long> list = new ArrayList<>();
            for (int j = random.nextInt(i % 50 == 0 ? 3_000 : 8); j > 0; j--) {
                list.add(random.nextInt(10) == 0 ? null : random.nextLong());
            }
            lists.add(list);
        }
        return lists;
    }

    /** Counts the bytes taken from the stream. */
    private static final class Counting extends FilterInputStream {
        long count;
        /** The longest array a read was asked to fill: what the reader allocated. */
        int largestArray;

        Counting(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            largestArray = Math.max(largestArray, b.length);
            int n = super.read(b, off, len);
            count += Math.max(n, 0);
            return n;
        }
    }

    /** A stream whose every read returns at most one byte. */
    private static final class OneByteAtATime extends InputStream {
        private final byte[] bytes;
        private int at;

        OneByteAtATime(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public int read() {
            return at < bytes.length ? bytes[at++] & 0xff : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            int c = read();
            if (c < 0) {
                return -1;
            }
            b[off] = (byte) c;
            return 1;
        }
    }
}
