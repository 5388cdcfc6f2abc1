package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.graph.DrawingMarshaller;
import dev.marshalled.example.graph.Events.Heartbeat;
import dev.marshalled.example.graph.Events.Login;
import dev.marshalled.example.graph.Events_LoginMarshaller;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.Maps;
import dev.marshalled.example.model.MapsMarshaller;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What docs/threads.md promises: generated marshallers and their {@code INSTANCE}s are
 * stateless and shared freely, a registry may be added to while other threads read and write
 * messages through it, and the inspector is safe to call from any thread. Every value written
 * or read is checked; pass or fail does not depend on timing, and a fixed number of rounds
 * bounds the time (a hang fails at the futures' timeout).
 */
class ConcurrencyTest {
    private static final int THREADS = 8;

    /** Type ids no generated type of this module has, nor a mutation of one is likely to hit. */
    private static final int FIRST_ID = 0x3C0F_0100;

    record Tick0(long n) {}

    record Tick1(long n) {}

    record Tick2(long n) {}

    record Tick3(long n) {}

    record Tick4(long n) {}

    record Tick5(long n) {}

    record Tick6(long n) {}

    record Tick7(long n) {}

    /** A hand-written marshaller of a one-long record, as a user may register one. */
    private record LongMarshaller<T>(Class<T> type, int typeId, LongFunction<T> make, ToLongFunction<T> get)
            implements Marshaller<T> {
        @Override
        public void write(T value, UnsafeBuffer buffer) {
            buffer.putLong(get.applyAsLong(value));
        }

        @Override
        public T read(UnsafeBuffer buffer) {
            int at = buffer.take(8, type.getSimpleName() + ".n");
            return make.apply(buffer.getLongAt(at));
        }

        @Override
        public int sizeOf(T value) {
            return 8;
        }

        @Override
        public WireSchema schema() {
            return WireSchema.of(type.getSimpleName(), typeId, false,
                    WireSchema.Field.primitive("n", WireSchema.Kind.LONG));
        }
    }

    /** The types registered during the race: one per thread, each registered by all of them. */
    private static final List<LongMarshaller<?>> LATE = List.of(
            new LongMarshaller<>(Tick0.class, FIRST_ID, Tick0::new, Tick0::n),
            new LongMarshaller<>(Tick1.class, FIRST_ID + 1, Tick1::new, Tick1::n),
            new LongMarshaller<>(Tick2.class, FIRST_ID + 2, Tick2::new, Tick2::n),
            new LongMarshaller<>(Tick3.class, FIRST_ID + 3, Tick3::new, Tick3::n),
            new LongMarshaller<>(Tick4.class, FIRST_ID + 4, Tick4::new, Tick4::n),
            new LongMarshaller<>(Tick5.class, FIRST_ID + 5, Tick5::new, Tick5::n),
            new LongMarshaller<>(Tick6.class, FIRST_ID + 6, Tick6::new, Tick6::n),
            new LongMarshaller<>(Tick7.class, FIRST_ID + 7, Tick7::new, Tick7::n));

    private ExecutorService pool;

    @BeforeEach
    void startPool() {
        pool = Executors.newFixedThreadPool(THREADS);
    }

    @AfterEach
    void stopPool() throws InterruptedException {
        pool.shutdownNow();
        assertTrue(pool.awaitTermination(1, TimeUnit.MINUTES), "the workers stop");
    }

    @Test
    void globalRegistrationRacesFramedReadsAndWrites() throws Exception {
        Marshallers global = Marshallers.global();
        int rounds = 1_500;
        CyclicBarrier start = new CyclicBarrier(THREADS);
        List<Future<Integer>> workers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            workers.add(pool.submit(() -> {
                UnsafeBuffer buffer = new UnsafeBuffer(64);
                int written = 0;
                start.await();
                for (int r = 0; r < rounds; r++) {
                    // Every thread registers every late type, its own first, at staggered rounds:
                    // the first registration of each races the others' idempotent ones and the reads.
                    if (r % 100 == 0) {
                        LongMarshaller<?> late = LATE.get((thread + r / 100) % LATE.size());
                        assertSame(global, global.register(late));
                        assertSame(late, global.forId(late.typeId()));
                    }
                    buffer.clear();
                    List<Object> sent = new ArrayList<>();
                    sent.add(new Login("user " + thread, r));
                    sent.add(new Heartbeat(((long) thread << 32) | r));
                    sent.add(MessagesTest.envelope());
                    for (LongMarshaller<?> late : LATE) {
                        Marshaller<?> byId = global.forId(late.typeId());
                        if (byId != null) {
                            // one registration is seen whole: its id and its type together
                            assertSame(late, byId, "marshaller of id " + late.typeId());
                            assertSame(late, global.forType(late.type()), "marshaller of " + late.type());
                            sent.add(late.make().apply(((long) thread << 32) | r));
                        }
                    }
                    for (Object value : sent) {
                        global.writeMessage(value, buffer);
                    }
                    for (Object value : sent) {
                        assertEquals(value, global.readMessage(buffer), "thread " + thread + " round " + r);
                    }
                    assertEquals(buffer.writeIndex(), buffer.readIndex(), "every message is read to its end");
                    written += sent.size();
                }
                return written;
            }));
        }
        int messages = 0;
        for (Future<Integer> worker : workers) {
            messages += worker.get(2, TimeUnit.MINUTES);
        }
        // Each thread registered every late type by round 700, so each of its later rounds wrote all of them.
        assertTrue(messages >= THREADS * (rounds * 3 + (rounds - 700) * LATE.size()), messages + " messages");
        for (LongMarshaller<?> late : LATE) {
            assertSame(late, global.forId(late.typeId()));
            assertSame(late, global.forType(late.type()));
        }
    }

    @Test
    void oneInstanceIsSharedByThreadsEachWithItsOwnBuffer() throws Exception {
        List<Marshaller<?>> marshallers = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        Random random = new Random(5);
        for (int i = 0; i < 24; i++) {
            marshallers.add(AllTypesMarshaller.INSTANCE);
            values.add(Values.random(random));
        }
        marshallers.add(DrawingMarshaller.INSTANCE);
        values.add(SealedTypesTest.drawing());
        marshallers.add(MapsMarshaller.INSTANCE);
        values.add(Maps.sample());
        marshallers.add(Events_LoginMarshaller.INSTANCE);
        values.add(new Login("shared", 1));
        List<byte[]> expected = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            expected.add(encode(marshallers.get(i), values.get(i), new UnsafeBuffer(16)));
        }
        CyclicBarrier start = new CyclicBarrier(THREADS);
        List<Future<Integer>> workers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            workers.add(pool.submit(() -> {
                UnsafeBuffer buffer = new UnsafeBuffer(16); // grows, and is this thread's alone
                int checked = 0;
                start.await();
                for (int n = 0; n < 1_500; n++) {
                    int i = (thread * 7 + n) % values.size();
                    Marshaller<?> marshaller = marshallers.get(i);
                    byte[] bytes = encode(marshaller, values.get(i), buffer);
                    assertArrayEquals(expected.get(i), bytes, "thread " + thread + " wrote value " + i);
                    Object copy = marshaller.read(UnsafeBuffer.wrap(bytes));
                    assertTrue(Values.deepEquals(values.get(i), copy) || values.get(i).equals(copy),
                            "thread " + thread + " read value " + i);
                    if (n % 10 == 0) {
                        Inspection inspection = Inspector.inspect(marshaller.schema(), UnsafeBuffer.wrap(bytes));
                        assertTrue(inspection.complete(), () -> inspection.toText());
                        assertEquals(bytes.length, inspection.length());
                    }
                    checked++;
                }
                return checked;
            }));
        }
        int checked = 0;
        for (Future<Integer> worker : workers) {
            checked += worker.get(2, TimeUnit.MINUTES);
        }
        assertEquals(THREADS * 1_500, checked);
    }

    @SuppressWarnings("unchecked")
    private static <T> byte[] encode(Marshaller<T> marshaller, Object value, UnsafeBuffer buffer) {
        buffer.clear();
        marshaller.write((T) value, buffer);
        return buffer.toByteArray();
    }
}
