package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.kafka.model.CustomerTotals;
import dev.marshalled.kafka.model.CustomerTotalsMarshaller;
import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.runtime.MarshalException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.errors.ErrorHandlerContext;
import org.apache.kafka.streams.errors.LogAndContinueExceptionHandler;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.state.Stores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kafka Streams with the serdes, on the real broker: orders regrouped by customer (through a
 * repartition topic) and summed in a RocksDB store (and its changelog), every record in our
 * bytes; exact totals over 100,000 orders; a restart on an empty state directory that restores
 * the store from its changelog; poisoned records skipped by the deserialization exception
 * handler, which logs their offsets; and version 2 of an evolvable type reading the version 1
 * values in a changelog.
 */
@ExtendWith(KafkaBroker.class)
class StreamsThroughBrokerTest {
    private static final String STORE = "totals";
    private static final int COUNT = 100_000;
    private static final int MORE = 1_000;

    private static final Serde<Order> ORDERS = MarshalledSerde.of(OrderMarshaller.INSTANCE);
    private static final Serde<CustomerTotals> TOTALS = MarshalledSerde.of(CustomerTotalsMarshaller.INSTANCE);

    @TempDir
    Path temp;

    /** Orders by order id, regrouped by customer, summed per customer in a persistent (RocksDB) store. */
    static Topology totalsByCustomer(String input) {
        StreamsBuilder builder = new StreamsBuilder();
        builder.stream(input, Consumed.with(Serdes.Long(), ORDERS))
                .groupBy((orderId, order) -> order.customer.id(), Grouped.with("by-customer", Serdes.Long(), ORDERS))
                .aggregate(() -> CustomerTotals.NONE, (customer, order, totals) -> totals.add(order),
                        Materialized.<Long, CustomerTotals>as(Stores.persistentKeyValueStore(STORE))
                                .withKeySerde(Serdes.Long())
                                .withValueSerde(TOTALS));
        return builder.build();
    }

    /** Sends orders {@code first} until {@code end} (exclusive), keyed by id, and waits until the broker has them all. */
    static void sendOrders(String topic, long first, long end) {
        AtomicReference<Exception> failed = new AtomicReference<>();
        try (KafkaProducer<Long, Order> producer = new KafkaProducer<>(KafkaBroker.producerProperties(),
                new LongSerializer(), MarshalledSerializer.of(OrderMarshaller.INSTANCE))) {
            for (long id = first; id < end; id++) {
                producer.send(new ProducerRecord<>(topic, id, Order.sample(id)), (metadata, e) -> {
                    if (e != null) {
                        failed.compareAndSet(null, e);
                    }
                });
            }
            producer.flush();
        }
        assertNull(failed.get(), () -> "a send failed: " + failed.get());
    }

    static Map<Long, CustomerTotals> expectedTotals(long first, long end, Map<Long, CustomerTotals> before) {
        Map<Long, CustomerTotals> totals = new HashMap<>(before);
        for (long id = first; id < end; id++) {
            Order order = Order.sample(id);
            totals.put(order.customer.id(), totals.getOrDefault(order.customer.id(), CustomerTotals.NONE).add(order));
        }
        return totals;
    }

    @Test
    void totalsAreExactOverAHundredThousandOrdersAndSurviveARestartOnAnEmptyStateDirectory() throws Exception {
        String input = "streams-orders";
        String application = "totals-by-customer";
        KafkaBroker.createTopic(input, 4);
        sendOrders(input, 0, COUNT);
        Map<Long, CustomerTotals> expected = expectedTotals(0, COUNT, Map.of());
        assertEquals(1_000, expected.size());

        Path firstState = Files.createDirectories(temp.resolve("first"));
        long started = System.nanoTime();
        try (StreamsApp app = StreamsApp.start(totalsByCustomer(input),
                StreamsApp.properties(application, firstState, Map.of()))) {
            Map<Long, CustomerTotals> store = app.awaitStore(STORE, expected::equals, 240_000);
            assertEquals(expected, store);
        }
        System.out.printf("Streams: %,d orders regrouped and summed in %.1f s%n", COUNT, (System.nanoTime() - started) / 1e9);
        assertTrue(hasRocksDbStore(firstState), "the store lives in RocksDB under " + firstState);

        // The changelog holds our bytes: read with the deserializer, its last value per key is the total.
        assertEquals(expected, lastValues(readAll(application + "-" + STORE + "-changelog", 4,
                MarshalledDeserializer.of(CustomerTotalsMarshaller.INSTANCE))));

        // A restart with nothing on disk: the store comes back from the changelog, and goes on.
        Path secondState = Files.createDirectories(temp.resolve("second"));
        try (StreamsApp app = StreamsApp.start(totalsByCustomer(input),
                StreamsApp.properties(application, secondState, Map.of()))) {
            assertEquals(expected, app.awaitStore(STORE, expected::equals, 120_000));
            assertTrue(app.restored() >= expected.size(), "restored " + app.restored() + " records");
            sendOrders(input, COUNT, COUNT + MORE);
            Map<Long, CustomerTotals> more = expectedTotals(COUNT, COUNT + MORE, expected);
            assertEquals(more, app.awaitStore(STORE, more::equals, 120_000));
        }
    }

    private static boolean hasRocksDbStore(Path stateDir) throws IOException {
        try (Stream<Path> files = Files.walk(stateDir)) {
            return files.anyMatch(p -> Files.isDirectory(p) && p.endsWith(Path.of("rocksdb", STORE)));
        }
    }

    /** The committed records of a topic, read with {@code values} to its end. */
    static <V> List<ConsumerRecord<Long, V>> readAll(String topic, int partitions, MarshalledDeserializer<V> values) {
        var props = KafkaBroker.consumerProperties();
        props.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        List<ConsumerRecord<Long, V>> records = new ArrayList<>();
        try (KafkaConsumer<Long, V> consumer = new KafkaConsumer<>(props, new LongDeserializer(), values)) {
            KafkaBroker.assignAll(consumer, topic, partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(consumer.assignment());
            long deadline = System.currentTimeMillis() + 60_000;
            while (end.entrySet().stream().anyMatch(e -> consumer.position(e.getKey()) < e.getValue())) {
                assertTrue(System.currentTimeMillis() < deadline, "the changelog was not read to its end in 60 s");
                consumer.poll(java.time.Duration.ofMillis(200)).forEach(records::add);
            }
        }
        return records;
    }

    /** The last value of each key. */
    static <V> Map<Long, V> lastValues(List<ConsumerRecord<Long, V>> records) {
        Map<Long, V> last = new HashMap<>();
        records.forEach(record -> last.put(record.key(), record.value()));
        return last;
    }

    /** The stock handler, which logs and goes on, and what it was handed. */
    public static final class RecordingHandler extends LogAndContinueExceptionHandler {
        static final List<Object[]> SEEN = new CopyOnWriteArrayList<>();

        @Override
        public DeserializationHandlerResponse handle(ErrorHandlerContext context, ConsumerRecord<byte[], byte[]> record,
                Exception exception) {
            SEEN.add(new Object[] {context.topic(), context.offset(), exception});
            return super.handle(context, record, exception);
        }
    }

    @Test
    void poisonedRecordsAreSkippedByTheDeserializationExceptionHandlerWithTheirOffsetsLogged() throws Exception {
        String input = "streams-orders-with-poison";
        KafkaBroker.createTopic(input, 1);
        byte[] truncated = Arrays.copyOf(OrderMarshaller.INSTANCE.toByteArray(Order.sample(7)), 30);
        byte[] foreign = "{\"id\":7,\"description\":\"not ours\"}".getBytes(StandardCharsets.UTF_8);
        // Offsets 0-49 good, 50 truncated, 51-99 good, 100 foreign, 101-149 good: orders 0 to 147.
        try (KafkaProducer<Long, Order> good = new KafkaProducer<>(KafkaBroker.producerProperties(),
                new LongSerializer(), MarshalledSerializer.of(OrderMarshaller.INSTANCE));
                KafkaProducer<Long, byte[]> raw = new KafkaProducer<>(KafkaBroker.producerProperties(),
                        new LongSerializer(), new ByteArraySerializer())) {
            long id = 0;
            for (int block = 0; block < 3; block++) {
                for (int i = 0; i < 50 - (block == 0 ? 0 : 1); i++, id++) {
                    good.send(new ProducerRecord<>(input, id, Order.sample(id))).get();
                }
                if (block < 2) {
                    raw.send(new ProducerRecord<>(input, -1L, block == 0 ? truncated : foreign)).get();
                }
            }
        }
        Map<Long, CustomerTotals> expected = expectedTotals(0, 148, Map.of());

        String log;
        try (CapturedStderr stderr = new CapturedStderr();
                StreamsApp app = StreamsApp.start(totalsByCustomer(input), StreamsApp.properties("totals-with-poison",
                        Files.createDirectories(temp.resolve("poison")),
                        Map.of(StreamsConfig.DESERIALIZATION_EXCEPTION_HANDLER_CLASS_CONFIG, RecordingHandler.class)))) {
            assertEquals(expected, app.awaitStore(STORE, expected::equals, 120_000));
            log = stderr.text();
        }

        List<Object[]> seen = RecordingHandler.SEEN.stream().filter(s -> s[0].equals(input)).toList();
        assertEquals(List.of(50L, 100L), seen.stream().map(s -> s[1]).toList(), "the handler was given each bad record once");
        List<MarshalException> causes = new ArrayList<>();
        for (Object[] s : seen) {
            SerializationException ours = assertInstanceOf(SerializationException.class, s[2]);
            MarshalException cause = assertInstanceOf(MarshalException.class, ours.getCause());
            assertTrue(!cause.path().isEmpty() && cause.getMessage().contains(cause.path()), cause.getMessage());
            causes.add(cause);
        }
        for (long offset : List.of(50L, 100L)) {
            assertTrue(log.contains("Exception caught during Deserialization, taskId: 0_0, topic: " + input
                    + ", partition: 0, offset: " + offset), "the log names offset " + offset + ":\n" + log);
        }
        for (MarshalException cause : causes) {
            assertTrue(log.contains(MarshalException.class.getName() + ": " + cause.getMessage()),
                    "the log gives the reason: " + cause.getMessage());
        }
    }

    private static final String EVOLVING = "evo.Totals";
    private static final int GROUPS = 10;

    /** Orders grouped by customer id modulo 10, counted per group in values of {@code version}'s evolvable Totals. */
    static Topology evolvingTotals(String input, TwoVersions version, boolean second) {
        StreamsBuilder builder = new StreamsBuilder();
        builder.stream(input, Consumed.with(Serdes.Long(), ORDERS))
                .groupBy((orderId, order) -> order.customer.id() % GROUPS, Grouped.with(Serdes.Long(), ORDERS))
                .aggregate(() -> second ? version.record(EVOLVING, -1L, 0L, 0L, null) : version.record(EVOLVING, -1L, 0L),
                        (group, order, totals) -> second
                                ? version.record(EVOLVING, group, (long) TwoVersions.get(totals, "orders") + 1,
                                        (long) TwoVersions.get(totals, "lines") + order.lines.size(),
                                        TwoVersions.get(totals, "currency"))
                                : version.record(EVOLVING, group, (long) TwoVersions.get(totals, "orders") + 1),
                        Materialized.<Long, Object>as(Stores.persistentKeyValueStore(STORE))
                                .withKeySerde(Serdes.Long())
                                .withValueSerde(MarshalledSerde.of(version.marshaller(EVOLVING))));
        return builder.build();
    }

    @Test
    void versionTwoOfTheApplicationReadsTheVersionOneValuesInTheChangelog() throws Exception {
        TwoVersions v1 = TwoVersions.compile("streams-v1", Map.of(EVOLVING, """
                package evo;
                import dev.marshalled.Marshalled;
                @Marshalled(evolvable = true)
                public record Totals(long group, long orders) {}
                """));
        TwoVersions v2 = TwoVersions.compile("streams-v2", Map.of(EVOLVING, """
                package evo;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Since;
                @Marshalled(evolvable = true)
                public record Totals(long group, long orders, @Since(2) long lines, @Since(2) String currency) {
                    public Totals {
                        currency = currency == null ? "EUR" : currency;
                    }
                }
                """));
        String input = "streams-evolving-orders";
        String application = "evolving-totals";
        KafkaBroker.createTopic(input, 2);
        sendOrders(input, 0, MORE);

        try (StreamsApp app = StreamsApp.start(evolvingTotals(input, v1, false),
                StreamsApp.properties(application, Files.createDirectories(temp.resolve("v1")), Map.of()))) {
            app.<Object>awaitStore(STORE, store -> store.size() == GROUPS
                    && store.values().stream().allMatch(t -> (long) TwoVersions.get(t, "orders") == MORE / GROUPS), 120_000);
        }

        // Version 2, nothing on disk: the store is restored from a changelog of version 1 values.
        Map<Long, Object> expected = new HashMap<>();
        try (StreamsApp app = StreamsApp.start(evolvingTotals(input, v2, true),
                StreamsApp.properties(application, Files.createDirectories(temp.resolve("v2")), Map.of()))) {
            Map<Long, Object> restored = app.awaitStore(STORE, store -> store.size() == GROUPS, 120_000);
            for (Map.Entry<Long, Object> entry : restored.entrySet()) {
                assertEquals(v2.record(EVOLVING, entry.getKey(), (long) MORE / GROUPS, 0L, "EUR"), entry.getValue(),
                        "a version 1 value read by version 2, its new fields defaulted");
            }
            assertTrue(app.restored() >= GROUPS, "restored " + app.restored() + " records");

            sendOrders(input, MORE, 2 * MORE);
            Map<Long, Long> lines = new HashMap<>();
            for (long id = MORE; id < 2 * MORE; id++) {
                Order order = Order.sample(id);
                lines.merge(order.customer.id() % GROUPS, (long) order.lines.size(), Long::sum);
            }
            lines.forEach((group, n) -> expected.put(group, v2.record(EVOLVING, group, 2L * MORE / GROUPS, n, "EUR")));
            assertEquals(expected, app.awaitStore(STORE, expected::equals, 120_000));
        }

        // The changelog now holds values of both versions; version 2 reads every one of them.
        List<ConsumerRecord<Long, Object>> changelog = readAll(application + "-" + STORE + "-changelog", 2,
                MarshalledDeserializer.of(v2.marshaller(EVOLVING)));
        assertEquals(expected, lastValues(changelog));
        long fromVersionOne = changelog.stream().filter(r -> (long) TwoVersions.get(r.value(), "orders") <= MORE / GROUPS).count();
        assertTrue(fromVersionOne >= GROUPS, "version 1 values in the changelog, read by version 2: " + fromVersionOne);
        assertTrue(changelog.stream().allMatch(r -> r.value().getClass() == v2.marshaller(EVOLVING).type()));
    }
}
