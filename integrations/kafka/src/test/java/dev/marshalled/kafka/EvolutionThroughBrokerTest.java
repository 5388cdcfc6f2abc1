package dev.marshalled.kafka;

import static dev.marshalled.kafka.TwoVersions.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * An evolvable type, compiled in two versions: records written by version 1 are read by
 * version 2 (its new fields defaulted), and records of version 2 by version 1 (the new fields
 * skipped), through the broker.
 */
@ExtendWith(KafkaBroker.class)
class EvolutionThroughBrokerTest {
    private static final String ACCOUNT = "evo.Account";
    private static final int COUNT = 1_000;

    private static TwoVersions v1;
    private static TwoVersions v2;

    @BeforeAll
    static void compileBothVersions() {
        v1 = TwoVersions.compile("v1", Map.of(ACCOUNT, """
                package evo;
                import dev.marshalled.Marshalled;
                @Marshalled(evolvable = true)
                public record Account(long id, String owner, int level) {}
                """));
        v2 = TwoVersions.compile("v2", Map.of(ACCOUNT, """
                package evo;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Since;
                import java.util.List;
                @Marshalled(evolvable = true)
                public record Account(long id, String owner, int level,
                        @Since(2) List<String> tags, @Since(2) String currency) {
                    public Account {
                        tags = tags == null ? List.of() : tags;
                        currency = currency == null ? "EUR" : currency;
                    }
                }
                """));
        assertNotEquals(v1.marshaller(ACCOUNT).type(), v2.marshaller(ACCOUNT).type(), "two distinct classes");
    }

    private static List<ConsumerRecord<Long, Object>> roundTrip(String topic, TwoVersions writer, TwoVersions reader,
            java.util.function.LongFunction<Object> value) {
        KafkaBroker.createTopic(topic, 1);
        try (KafkaProducer<Long, Object> producer = new KafkaProducer<>(KafkaBroker.producerProperties(),
                new LongSerializer(), MarshalledSerializer.of(writer.marshaller(ACCOUNT)))) {
            for (long id = 0; id < COUNT; id++) {
                producer.send(new ProducerRecord<>(topic, id, value.apply(id)));
            }
            producer.flush();
        }
        try (KafkaConsumer<Long, Object> consumer = new KafkaConsumer<>(KafkaBroker.consumerProperties(),
                new LongDeserializer(), MarshalledDeserializer.of(reader.marshaller(ACCOUNT)))) {
            KafkaBroker.assignAll(consumer, topic, 1);
            List<ConsumerRecord<Long, Object>> records = KafkaBroker.consume(consumer, COUNT, 60_000);
            assertEquals(COUNT, records.size(), "records received");
            return records;
        }
    }

    @Test
    void versionTwoReadsWhatVersionOneWrote() {
        List<ConsumerRecord<Long, Object>> records = roundTrip("accounts-v1-to-v2", v1, v2,
                id -> v1.record(ACCOUNT, id, "owner-" + id, (int) (id % 10)));
        for (ConsumerRecord<Long, Object> record : records) {
            Object account = record.value();
            long id = record.key();
            assertEquals(v2.marshaller(ACCOUNT).type(), account.getClass());
            assertEquals(v2.record(ACCOUNT, id, "owner-" + id, (int) (id % 10), List.of(), "EUR"), account);
        }
    }

    @Test
    void versionOneReadsWhatVersionTwoWrote() {
        List<ConsumerRecord<Long, Object>> records = roundTrip("accounts-v2-to-v1", v2, v1,
                id -> v2.record(ACCOUNT, id, "owner-" + id, (int) (id % 10), List.of("t" + id, "vip"), "NOK"));
        for (ConsumerRecord<Long, Object> record : records) {
            long id = record.key();
            assertEquals(v1.record(ACCOUNT, id, "owner-" + id, (int) (id % 10)), record.value());
            assertEquals("owner-" + id, get(record.value(), "owner"));
        }
    }
}
