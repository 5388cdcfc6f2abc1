package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonBackReference;
import com.fasterxml.jackson.annotation.JsonManagedReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderLine;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.LogDirDescription;
import org.apache.kafka.clients.admin.ReplicaInfo;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.apache.kafka.common.serialization.Serializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Measures, does not assert: the same 100,000 orders through a real broker with this serde,
 * a Jackson JSON serde, and Java serialization sent with Kafka's {@code ByteArraySerializer};
 * records per second to produce (serializing in the loop, until flushed), to consume
 * (deserializing every record) and end to end, and the bytes of the values and of the log on
 * the broker. One warm-up round, then the median of three. Runs only when asked:
 *
 * <pre>
 * mvn -B -ntp -pl integrations/kafka -am verify -DskipBenchmarks -Dtest=ThroughputComparison \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Dmarshalled.kafka.throughput=true
 * </pre>
 *
 * The table is printed and written to {@code target/kafka-throughput.md}.
 */
@ExtendWith(KafkaBroker.class)
@EnabledIfSystemProperty(named = "marshalled.kafka.throughput", matches = "true")
class ThroughputComparison {
    private static final int COUNT = 100_000;
    private static final int PARTITIONS = 4;
    private static final int ROUNDS = 3;

    /** One way of turning orders into record values. */
    private record Format(String name, Serializer<Order> serializer, Deserializer<Order> deserializer) {}

    /** Jackson needs to be told which side of the line-to-order cycle to write. */
    abstract static class OrderMixIn {
        @JsonManagedReference
        public List<OrderLine> lines;
    }

    abstract static class OrderLineMixIn {
        @JsonBackReference
        public Order order;
    }

    private static Format json() {
        ObjectMapper mapper = new ObjectMapper()
                .addMixIn(Order.class, OrderMixIn.class)
                .addMixIn(OrderLine.class, OrderLineMixIn.class);
        return new Format("Jackson JSON", (topic, order) -> {
            try {
                return mapper.writeValueAsBytes(order);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, (topic, bytes) -> {
            try {
                return mapper.readValue(bytes, Order.class);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static Format javaSerialization() {
        ByteArraySerializer bytesOut = new ByteArraySerializer();
        ByteArrayDeserializer bytesIn = new ByteArrayDeserializer();
        return new Format("Java serialization + ByteArraySerializer", (topic, order) -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream(512);
            try (ObjectOutputStream objects = new ObjectOutputStream(out)) {
                objects.writeObject(order);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return bytesOut.serialize(topic, out.toByteArray());
        }, (topic, bytes) -> {
            try (ObjectInputStream objects = new ObjectInputStream(new ByteArrayInputStream(bytesIn.deserialize(topic, bytes)))) {
                return (Order) objects.readObject();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** What one pass of one format measured. */
    private record Result(double produceRate, double consumeRate, double endToEndRate, long valueBytes, long logBytes) {}

    @Test
    void compareFormats() throws Exception {
        Order[] orders = new Order[COUNT];
        for (int i = 0; i < COUNT; i++) {
            orders[i] = Order.sample(i);
        }
        List<Format> formats = List.of(
                new Format("Marshalled (MarshalledSerde)", MarshalledSerializer.of(OrderMarshaller.INSTANCE),
                        MarshalledDeserializer.of(OrderMarshaller.INSTANCE)),
                json(), javaSerialization());
        for (Format format : formats) {
            run(format, "warmup", orders);
        }
        List<List<Result>> results = new ArrayList<>();
        for (Format format : formats) {
            results.add(new ArrayList<>());
        }
        for (int round = 0; round < ROUNDS; round++) {
            for (int f = 0; f < formats.size(); f++) {
                results.get(f).add(run(formats.get(f), "round" + round, orders));
            }
        }
        StringBuilder table = new StringBuilder();
        table.append("JDK ").append(Runtime.version()).append(" (").append(System.getProperty("java.vm.name"))
                .append("), ").append(Runtime.getRuntime().availableProcessors()).append(" cores, buffer backend ")
                .append(UnsafeBuffer.backend()).append("; ").append(COUNT).append(" orders, ").append(PARTITIONS)
                .append(" partitions, one producer and one consumer, acks=all, no compression; median of ")
                .append(ROUNDS).append(" rounds after a warm-up round\n\n");
        table.append("| format | produce (records/s) | consume (records/s) | end to end (records/s) | value bytes (avg) | log on broker (bytes) |\n");
        table.append("|---|---:|---:|---:|---:|---:|\n");
        for (int f = 0; f < formats.size(); f++) {
            List<Result> rs = results.get(f);
            table.append(String.format("| %s | %,.0f | %,.0f | %,.0f | %,d (%.1f) | %,d |%n", formats.get(f).name(),
                    median(rs, Result::produceRate), median(rs, Result::consumeRate), median(rs, Result::endToEndRate),
                    rs.get(0).valueBytes(), rs.get(0).valueBytes() / (double) COUNT, rs.get(0).logBytes()));
        }
        System.out.println(table);
        Files.writeString(Path.of("target", "kafka-throughput.md"), table);
    }

    private static double median(List<Result> results, Function<Result, Double> metric) {
        double[] values = results.stream().map(metric).mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(values);
        return values[values.length / 2];
    }

    private static Result run(Format format, String round, Order[] orders) throws Exception {
        String topic = "throughput-" + format.name().replaceAll("[^A-Za-z]+", "-").toLowerCase() + "-" + round;
        KafkaBroker.createTopic(topic, PARTITIONS);
        long valueBytes = 0;
        for (Order order : orders) {
            valueBytes += format.serializer().serialize(topic, order).length;
        }

        long start = System.nanoTime();
        try (KafkaProducer<Long, Order> producer =
                new KafkaProducer<>(KafkaBroker.producerProperties(), new LongSerializer(), format.serializer())) {
            for (int i = 0; i < COUNT; i++) {
                producer.send(new ProducerRecord<>(topic, (long) i, orders[i]));
            }
            producer.flush();
        }
        long produced = System.nanoTime();
        int received = 0;
        Order last = null;
        try (KafkaConsumer<Long, Order> consumer = new KafkaConsumer<>(KafkaBroker.consumerProperties(),
                new LongDeserializer(), format.deserializer())) {
            KafkaBroker.assignAll(consumer, topic, PARTITIONS);
            long deadline = System.currentTimeMillis() + 300_000;
            while (received < COUNT && System.currentTimeMillis() < deadline) {
                for (ConsumerRecord<Long, Order> record : consumer.poll(Duration.ofMillis(100))) {
                    received++;
                    last = record.value();
                }
            }
        }
        long consumed = System.nanoTime();
        assertEquals(COUNT, received, format.name() + ": records consumed");
        assertEquals(Order.sample(last.id), last, format.name() + ": a consumed order must equal what was sent");
        return new Result(COUNT / seconds(produced - start), COUNT / seconds(consumed - produced),
                COUNT / seconds(consumed - start), valueBytes, logBytes(topic));
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }

    /** The size of the topic's partitions in the broker's log directories. */
    private static long logBytes(String topic) throws Exception {
        try (Admin admin = Admin.create(Map.<String, Object>of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG,
                KafkaBroker.bootstrapServers()))) {
            List<Integer> brokers = new ArrayList<>();
            for (Node node : admin.describeCluster().nodes().get()) {
                brokers.add(node.id());
            }
            long total = 0;
            Map<Integer, Map<String, LogDirDescription>> dirs = admin.describeLogDirs(brokers).allDescriptions().get();
            for (Map<String, LogDirDescription> byDir : dirs.values()) {
                for (LogDirDescription dir : byDir.values()) {
                    for (Map.Entry<TopicPartition, ReplicaInfo> replica : dir.replicaInfos().entrySet()) {
                        if (replica.getKey().topic().equals(topic)) {
                            total += replica.getValue().size();
                        }
                    }
                }
            }
            return total;
        }
    }
}
