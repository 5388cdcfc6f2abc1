package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.kafka.model.Payment;
import dev.marshalled.kafka.model.PaymentMarshaller;
import dev.marshalled.kafka.model.Result;
import dev.marshalled.kafka.model.ResultMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.Marshaller;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * 100,000 orders (nested records, lists, BigDecimal, a back reference per line) sent from four
 * threads through one shared serializer to a real broker, and read back: every one equal,
 * none missing, none twice. And a generic payload, {@code Result<List<Payment>>}, through a serde
 * made from {@code ResultMarshaller.of(...)}.
 */
@ExtendWith(KafkaBroker.class)
class OrdersThroughBrokerTest {
    private static final int COUNT = 100_000;
    private static final int THREADS = 4;
    private static final int PARTITIONS = 4;

    @Test
    void everyOrderArrivesOnceAndEqual() throws Exception {
        String topic = "orders";
        KafkaBroker.createTopic(topic, PARTITIONS);
        AtomicReference<Exception> failed = new AtomicReference<>();
        MarshalledSerializer<Order> shared = MarshalledSerializer.of(OrderMarshaller.INSTANCE);

        try (KafkaProducer<Long, Order> producer =
                new KafkaProducer<>(KafkaBroker.producerProperties(), new LongSerializer(), shared)) {
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            try {
                List<Future<?>> sent = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    int first = t;
                    sent.add(threads.submit(() -> {
                        for (long id = first; id < COUNT; id += THREADS) {
                            producer.send(new ProducerRecord<>(topic, id, Order.sample(id)), (metadata, e) -> {
                                if (e != null) {
                                    failed.compareAndSet(null, e);
                                }
                            });
                        }
                        return null;
                    }));
                }
                for (Future<?> f : sent) {
                    f.get();
                }
            } finally {
                threads.shutdown();
            }
            producer.flush();
        }
        // A record the broker never acknowledged would show as missing below; say why instead.
        assertNull(failed.get(), () -> "a send failed: " + failed.get());

        BitSet seen = new BitSet(COUNT);
        int received = 0;
        try (KafkaConsumer<Long, Order> consumer = new KafkaConsumer<>(KafkaBroker.consumerProperties(),
                new LongDeserializer(), MarshalledDeserializer.of(OrderMarshaller.INSTANCE))) {
            KafkaBroker.assignAll(consumer, topic, PARTITIONS);
            long deadline = System.currentTimeMillis() + 120_000;
            while (received < COUNT && System.currentTimeMillis() < deadline) {
                for (ConsumerRecord<Long, Order> record : consumer.poll(java.time.Duration.ofMillis(200))) {
                    long id = record.key();
                    assertTrue(id >= 0 && id < COUNT, "unexpected key " + id);
                    assertTrue(!seen.get((int) id), "order " + id + " arrived twice");
                    seen.set((int) id);
                    received++;
                    assertEquals(Order.sample(id), record.value(), "order " + id);
                }
            }
            // Nothing more may follow the 100,000th.
            assertEquals(0, consumer.poll(java.time.Duration.ofMillis(500)).count(), "records after the last order");
        }
        assertEquals(COUNT, received, "orders received");
        assertEquals(COUNT, seen.cardinality(), "distinct orders received");
    }

    /** The {@code n}-th result: 0 to 3 payments, a null message now and then. */
    static Result<List<Payment>> result(long n) {
        List<Payment> payments = new ArrayList<>();
        for (int i = 0; i < n % 4; i++) {
            payments.add(new Payment(n, BigDecimal.valueOf(n * 100 + i, 2), i % 2 == 0 ? "EUR" : "NOK"));
        }
        return new Result<>((int) (n % 5) * 100, n % 7 == 0 ? null : "result-" + n, payments);
    }

    /**
     * A generic type at one parameterization through the broker: every record is exactly as long
     * as the value's encoding (no type arguments travel), and comes back equal.
     */
    @Test
    void aGenericPayloadArrivesEqual() {
        String topic = "results";
        int count = 2_000;
        KafkaBroker.createTopic(topic, 2);
        Marshaller<Result<List<Payment>>> marshaller = ResultMarshaller.of(JdkMarshallers.list(PaymentMarshaller.INSTANCE));
        MarshalledSerde<Result<List<Payment>>> results = MarshalledSerde.of(marshaller);
        try (KafkaProducer<Long, Result<List<Payment>>> producer =
                new KafkaProducer<>(KafkaBroker.producerProperties(), new LongSerializer(), results.serializer())) {
            for (long id = 0; id < count; id++) {
                producer.send(new ProducerRecord<>(topic, id, result(id)));
            }
            producer.flush();
        }
        BitSet seen = new BitSet(count);
        try (KafkaConsumer<Long, Result<List<Payment>>> consumer = new KafkaConsumer<>(KafkaBroker.consumerProperties(),
                new LongDeserializer(), results.deserializer())) {
            KafkaBroker.assignAll(consumer, topic, 2);
            for (ConsumerRecord<Long, Result<List<Payment>>> record : KafkaBroker.consume(consumer, count, 60_000)) {
                long id = record.key();
                assertTrue(!seen.get((int) id), "result " + id + " arrived twice");
                seen.set((int) id);
                assertEquals(result(id), record.value(), "result " + id);
                assertEquals(marshaller.sizeOf(result(id)), record.serializedValueSize(),
                        "the record is the value's bytes alone, no type arguments: result " + id);
            }
        }
        assertEquals(count, seen.cardinality(), "distinct results received");
    }
}
