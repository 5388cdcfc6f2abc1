package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marshalled.example.graph.Customer;
import dev.marshalled.example.graph.DrawingMarshaller;
import dev.marshalled.example.graph.Events;
import dev.marshalled.example.graph.Events_EnvelopeMarshaller;
import dev.marshalled.example.graph.Ledger;
import dev.marshalled.example.graph.LedgerMarshaller;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.model.Containers;
import dev.marshalled.example.graph.Shape;
import dev.marshalled.example.graph.Shape_GroupMarshaller;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.AllTypesRecordMarshaller;
import dev.marshalled.example.model.CompactContainers;
import dev.marshalled.example.model.CompactContainersMarshaller;
import dev.marshalled.example.model.CompactMarshaller;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.example.model.Maps;
import dev.marshalled.example.model.MapsMarshaller;
import dev.marshalled.example.model.StandardMarshaller;
import dev.marshalled.example.model.StringKinds;
import dev.marshalled.example.model.StringKindsMarshaller;
import dev.marshalled.example.model.StringKinds_CompactMarshaller;
import dev.marshalled.example.model.Tree;
import dev.marshalled.example.model.TreeMarshaller;
import dev.marshalled.example.model.Versioned;
import dev.marshalled.example.model.VersionedMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes every generated reader of the test models: flat (a class and a record), rich
 * (containers, JDK types, recursion), sealed, polymorphic, with references, evolvable and
 * compact, a recursive sealed type on its own and a map-heavy type, plus a stream of framed
 * messages read through the registry. The first byte of an input picks the reader; the rest is
 * what it reads. Reading may succeed or throw {@code MarshalException} with the read index
 * unchanged; anything else (another exception, an error, a hang the fuzzer's timeout catches)
 * is a finding. A read that succeeds is a finding too unless the value re-encodes to exactly
 * the bytes it was read from: a reader that accepts bytes no writer produces lets two
 * encodings mean one value.
 *
 * <p>In the normal test run Jazzer replays the committed inputs in
 * {@code src/test/resources/dev/marshalled/example/ReaderFuzzTestInputs/readers} (regression
 * mode); {@code JAZZER_FUZZ=1} makes it fuzz (README, Security).
 */
class ReaderFuzzTest {
    static final Marshallers REGISTRY = Marshallers.discovered();

    /**
     * The readers, in the order of the selector byte; {@code READERS.size()} (one past the last)
     * reads framed messages. New readers go at the end, and adding one moves the framed-message
     * selector: regenerate the committed corpus with {@link Seeds} then.
     */
    static final List<Marshaller<?>> READERS = List.of(AllTypesMarshaller.INSTANCE, AllTypesRecordMarshaller.INSTANCE,
            ContainersMarshaller.INSTANCE, StandardMarshaller.INSTANCE, TreeMarshaller.INSTANCE,
            DrawingMarshaller.INSTANCE, LedgerMarshaller.INSTANCE, Events_EnvelopeMarshaller.INSTANCE,
            VersionedMarshaller.INSTANCE, CompactMarshaller.INSTANCE, CompactContainersMarshaller.INSTANCE,
            Shape_GroupMarshaller.INSTANCE, MapsMarshaller.INSTANCE, StringKindsMarshaller.INSTANCE,
            StringKinds_CompactMarshaller.INSTANCE);

    /**
     * The types whose readers are checked loosely after a successful read: the value must write
     * no more bytes than it was read from (an evolvable type may write more), and write the same
     * bytes again once those are read back. Every other type must write exactly the bytes it was read from. Each entry says why:
     * a rule of the format, or bytes the readers accept today though no writer produces them
     * (each of those a known gap, to be removed from here when its reader refuses them).
     */
    static final Map<Class<?>, String> LOOSE = Map.of(
            Containers.class, "a HashSet or HashMap is read in any order and written in its own hash order (FORMAT.md,"
                    + " Canonical form); everything else about it is canonical",
            CompactContainers.class, "as Containers",
            Versioned.class, "an evolvable body skips the bytes of a newer version's fields and gives an older"
                    + " version's missing fields their defaults (FORMAT.md), so it may write more or fewer bytes");

    /** Nesting of the deep recursive seed: far past what a small stack takes for granted, under the limit of 512. */
    static final int DEEP = 450;

    @FuzzTest(maxDuration = "10m")
    void readers(byte[] input) {
        if (input.length == 0) {
            return;
        }
        int selector = (input[0] & 0xFF) % (READERS.size() + 1);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(input);
        buffer.readIndex(1);
        if (selector == READERS.size()) {
            readMessages(buffer, input);
            // and in place in native, mapped, read-only and sliced memory, with the same checks
            Memories.of(input).values().forEach(memory -> readMessages(UnsafeBuffer.wrap(memory).readIndex(1), input));
            return;
        }
        @SuppressWarnings("unchecked")
        Marshaller<Object> reader = (Marshaller<Object>) READERS.get(selector);
        MarshalException rejected = null;
        Object value = null;
        try {
            value = reader.read(buffer);
            reencodes(reader, value, input, 1, buffer.readIndex());
        } catch (MarshalException expected) {
            rejected = expected;
            if (buffer.readIndex() != 1) {
                throw new AssertionError("read index moved to " + buffer.readIndex() + " after " + expected);
            }
        }
        // The same input in place in native, mapped, read-only and sliced memory: the same outcome.
        Memories.readAlike(reader::read, reader::toByteArray, input, 1, rejected,
                rejected == null ? reader.toByteArray(value) : null, buffer.readIndex());
        // The inspector reads the same bytes with the schema alone; it must not throw at all,
        // and it must agree with the reader: both accept and end at the same offset, or both refuse.
        Inspection inspection = Inspector.inspect(reader.schema(), UnsafeBuffer.wrap(input).readIndex(1));
        // and each rendering of it, also in the run with a small stack and C1 only
        inspection.toHexDump();
        inspection.toText();
        inspection.toJson();
        if (inspection.complete() != (rejected == null)) {
            throw new AssertionError("the reader " + (rejected == null ? "accepted" : "refused (" + rejected + ")")
                    + " but the inspector " + (inspection.complete() ? "accepted" : "refused (" + inspection.failure()
                    + ")") + " " + HexFormat.of().formatHex(input));
        }
        if (rejected == null && 1 + inspection.length() != buffer.readIndex()) {
            throw new AssertionError("the reader ended at " + buffer.readIndex() + ", the inspector at "
                    + (1 + inspection.length()) + " " + HexFormat.of().formatHex(input));
        }
    }

    /**
     * Checks that {@code value}, read from {@code input[from, to)}, writes those bytes again, or
     * for a {@link #LOOSE} type no more bytes and the same ones again when read back.
     */
    @SuppressWarnings("unchecked")
    static <T> void reencodes(Marshaller<T> marshaller, Object value, byte[] input, int from, int to) {
        byte[] again = marshaller.toByteArray((T) value);
        String name = marshaller.type().getSimpleName();
        if (LOOSE.containsKey(value.getClass())) {
            if (again.length > to - from && !(value instanceof Versioned)) {
                throw new AssertionError(name + " read " + (to - from) + " bytes into a value that writes "
                        + again.length + ": " + HexFormat.of().formatHex(input));
            }
            byte[] twice = marshaller.toByteArray(marshaller.fromByteArray(again));
            if (!Arrays.equals(again, twice)) {
                throw new AssertionError(name + " does not re-encode stably: " + HexFormat.of().formatHex(input));
            }
            return;
        }
        if (!Arrays.equals(input, from, to, again, 0, again.length)) {
            throw new AssertionError(name + " accepted bytes it does not write: read "
                    + HexFormat.of().formatHex(input, from, to) + ", writes " + HexFormat.of().formatHex(again));
        }
    }
    private static void readMessages(UnsafeBuffer buffer, byte[] input) {
        for (int n = 0; n < 64 && buffer.remaining() > 0; n++) {
            int at = buffer.readIndex();
            try {
                Object value = REGISTRY.readMessage(buffer);
                // the header is as a writer would put it if the body is
                reencodes(REGISTRY.forType(value.getClass()), value, input, at + Marshallers.HEADER_SIZE,
                        buffer.readIndex());
            } catch (MarshalException expected) {
                if (buffer.readIndex() != at) {
                    throw new AssertionError("read index moved to " + buffer.readIndex() + " after " + expected);
                }
                return;
            }
        }
    }

    /** Valid encodings for every reader, each behind its selector byte: the seed inputs. */
    static List<byte[]> seeds() {
        List<Object> values = List.of(Values.edgeCases().get(0), Values.toRecord(Values.random(new Random(1))),
                ContainersTest.full(), StandardTypesTest.high(), Tree.path(4), SealedTypesTest.drawing(),
                new Ledger(List.of(Order.sample(2), Order.sample(1)), new Customer(1, "c"), null),
                MessagesTest.envelope(), Versioned.sample(), CompactEncodingTest.small(),
                ContainersTest.fill(new CompactContainers()), group(), Maps.sample(),
                new StringKinds(KindVectors.STRING_KINDS), new StringKinds.Compact(KindVectors.STRING_KINDS));
        List<byte[]> seeds = new ArrayList<>();
        for (int i = 0; i < READERS.size(); i++) {
            @SuppressWarnings("unchecked")
            Marshaller<Object> m = (Marshaller<Object>) READERS.get(i);
            seeds.add(withSelector(i, m.toByteArray(values.get(i))));
        }
        UnsafeBuffer stream = new UnsafeBuffer(256);
        REGISTRY.writeMessage(new Events.Login("ann", 5), stream);
        REGISTRY.writeMessage(MessagesTest.envelope(), stream);
        REGISTRY.writeMessage(new Events.Heartbeat(6), stream);
        seeds.add(withSelector(READERS.size(), stream.toByteArray()));
        return seeds;
    }

    /** A group of every kind of shape, with a group inside: the recursive reader's seed. */
    static Shape.Group group() {
        Shape.Group inner = new Shape.Group("inner", List.of(new Shape.Square(1, 2, 3), new Shape.Group("", List.of())));
        return new Shape.Group("outer", Arrays.asList(new Shape.Circle(0, 0, 1), null,
                new Shape.Polygon(new double[] {0, 1}, new double[] {1, 0}, "tri"), inner));
    }

    /** A valid group {@value #DEEP} levels deep, behind its selector byte. */
    static byte[] deepSeed() {
        Shape shape = new Shape.Circle(1, 2, 3);
        for (int i = 0; i < DEEP; i++) {
            shape = new Shape.Group("g", List.of(shape));
        }
        return withSelector(READERS.indexOf(Shape_GroupMarshaller.INSTANCE),
                Shape_GroupMarshaller.INSTANCE.toByteArray((Shape.Group) shape));
    }

    private static byte[] withSelector(int selector, byte[] body) {
        byte[] input = new byte[body.length + 1];
        input[0] = (byte) selector;
        System.arraycopy(body, 0, input, 1, body.length);
        return input;
    }

    static final Path CORPUS = Path.of("src/test/resources/dev/marshalled/example/ReaderFuzzTestInputs/readers");

    /** Writes {@link #seeds()} into the committed corpus: {@code java ... ReaderFuzzTest$Seeds} from example/. */
    static final class Seeds {
        public static void main(String[] args) throws IOException {
            Files.createDirectories(CORPUS);
            List<byte[]> seeds = seeds();
            Random random = new Random(7);
            for (int i = 0; i < seeds.size(); i++) {
                byte[] seed = seeds.get(i);
                Files.write(CORPUS.resolve(String.format("seed-%02d", i)), seed);
                // and a cut and a corrupted copy of each, so regression mode also takes the error paths
                Files.write(CORPUS.resolve(String.format("cut-%02d", i)), java.util.Arrays.copyOf(seed, seed.length / 2));
                byte[] bad = seed.clone();
                bad[1 + random.nextInt(bad.length - 1)] ^= (byte) 0xFF;
                Files.write(CORPUS.resolve(String.format("flip-%02d", i)), bad);
            }
            Files.write(CORPUS.resolve("deep-group"), deepSeed());
        }
    }

    @Test
    void seededMutationsOfEveryReadersInputFailOnlyWithMarshalException() {
        // The fuzz test's check, on a fixed budget of deterministic mutations, in every run.
        Random random = new Random(31);
        for (byte[] seed : seeds()) {
            mutateAndRead(seed, random, 3_000);
        }
        // fewer of the deep one: each takes hundreds of levels of reading and inspecting
        mutateAndRead(deepSeed(), random, 300);
    }

    private void mutateAndRead(byte[] seed, Random random, int runs) {
        for (int n = 0; n < runs; n++) {
            byte[] input = Corruption.mutate(seed, random);
            if (input.length > 0) {
                input[0] = seed[0]; // keep the reader
            }
            readers(input);
        }
    }

    @Test
    void committedCorpusHasAValidInputForEveryReader() throws IOException {
        List<byte[]> seeds = seeds();
        try (Stream<Path> files = Files.list(CORPUS)) {
            assertTrue(files.count() >= seeds.size(), "corpus files in " + CORPUS);
        }
        for (int i = 0; i < seeds.size(); i++) {
            byte[] committed = Files.readAllBytes(CORPUS.resolve(String.format("seed-%02d", i)));
            assertEquals(i, committed[0], "selector of seed " + i);
            // Each one reads without error, so regression mode exercises every reader's full path.
            UnsafeBuffer buffer = UnsafeBuffer.wrap(committed).readIndex(1);
            if (i == READERS.size()) {
                for (int n = 0; n < 3; n++) {
                    REGISTRY.readMessage(buffer);
                }
            } else {
                READERS.get(i).read(buffer);
            }
            assertEquals(committed.length, buffer.readIndex(), "seed " + i + " is read to its end");
        }
        byte[] deep = Files.readAllBytes(CORPUS.resolve("deep-group"));
        assertTrue(Arrays.equals(deepSeed(), deep), "the committed deep-group is the deep seed");
        readers(deep);
    }
}
