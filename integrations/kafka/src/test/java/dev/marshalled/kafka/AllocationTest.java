package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a record costs in allocation beyond the value itself, measured with the JVM's
 * per-thread allocation counter: reading in place allocates what the generated reader
 * allocates for the value and nothing more; writing allocates the returned array and what the
 * generated writer allocates, and nothing more.
 */
class AllocationTest {
    private static final int ROUNDS = 20_000;
    /** Bytes per record allowed for counter noise; far below any per-record wrapper or copy. */
    private static final long SLACK = 8;

    private static com.sun.management.ThreadMXBean threads;
    private final Object[] sink = new Object[64];

    @BeforeAll
    static void counter() {
        threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assertTrue(threads.isThreadAllocatedMemorySupported());
        threads.setThreadAllocatedMemoryEnabled(true);
    }

    private static long allocated() {
        return threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    /** Average bytes allocated by one call of {@code task}, after warming it up. */
    private static long perCall(Runnable task) {
        for (int i = 0; i < ROUNDS; i++) {
            task.run();
        }
        long before = allocated();
        for (int i = 0; i < ROUNDS; i++) {
            task.run();
        }
        return (allocated() - before) / ROUNDS;
    }

    @Test
    void readingInPlaceAllocatesOnlyTheValue() {
        Order order = Order.sample(4);
        byte[] bytes = OrderMarshaller.INSTANCE.toByteArray(order);
        byte[] fetch = new byte[bytes.length + 300];
        System.arraycopy(bytes, 0, fetch, 100, bytes.length);
        ByteBuffer record = ByteBuffer.wrap(fetch, 100, bytes.length).slice();
        MarshalledDeserializer<Order> deserializer = MarshalledDeserializer.of(OrderMarshaller.INSTANCE);
        RecordHeaders headers = new RecordHeaders();
        UnsafeBuffer alone = UnsafeBuffer.wrap(bytes);
        int[] n = {0};

        long valueOnly = perCall(() -> {
            alone.readIndex(0);
            sink[n[0]++ & 63] = OrderMarshaller.INSTANCE.read(alone);
        });
        long inPlace = perCall(() -> sink[n[0]++ & 63] = deserializer.deserialize("t", headers, record));
        assertEquals(order, sink[(n[0] - 1) & 63]);
        assertTrue(inPlace <= valueOnly + SLACK, "deserialize allocates " + inPlace + " bytes a record, the value "
                + valueOnly);
    }

    @Test
    void writingAllocatesOnlyTheReturnedArray() {
        Order order = Order.sample(4);
        MarshalledSerializer<Order> serializer = MarshalledSerializer.of(OrderMarshaller.INSTANCE);
        UnsafeBuffer reused = new UnsafeBuffer(1024);
        int size = OrderMarshaller.INSTANCE.sizeOf(order);
        long array = 16 + ((size + 7) & ~7L); // header and padding of a byte[] on a 64-bit JVM
        int[] n = {0};

        long writeOnly = perCall(() -> {
            reused.clear();
            OrderMarshaller.INSTANCE.write(order, reused);
        });
        long serialize = perCall(() -> sink[n[0]++ & 63] = serializer.serialize("t", order));
        assertEquals(size, ((byte[]) sink[(n[0] - 1) & 63]).length);
        assertTrue(serialize <= writeOnly + array + SLACK, "serialize allocates " + serialize + " bytes a record, "
                + "writing alone " + writeOnly + " and the array " + array);
    }
}
