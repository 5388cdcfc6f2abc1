package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.runtime.MarshalException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Bad records in the middle of a partition: the consumer is told which record, why, and where
 * in its bytes; it seeks past each and reads every record that follows, unchanged.
 */
@ExtendWith(KafkaBroker.class)
class PoisonedRecordTest {
    private static final String TOPIC = "orders-with-poison";

    @Test
    void consumerSkipsEachBadRecordAndReadsAllTheOthers() throws Exception {
        KafkaBroker.createTopic(TOPIC, 1);
        byte[] truncated = Arrays.copyOf(OrderMarshaller.INSTANCE.toByteArray(Order.sample(7)), 30);
        byte[] foreign = "{\"id\":7,\"description\":\"not ours\"}".getBytes(StandardCharsets.UTF_8);

        // Offsets 0-49 good, 50 truncated, 51-99 good, 100 foreign, 101-149 good.
        try (KafkaProducer<Long, Order> good = new KafkaProducer<>(KafkaBroker.producerProperties(),
                new LongSerializer(), MarshalledSerializer.of(OrderMarshaller.INSTANCE));
                KafkaProducer<Long, byte[]> raw = new KafkaProducer<>(KafkaBroker.producerProperties(),
                        new LongSerializer(), new ByteArraySerializer())) {
            long id = 0;
            for (int block = 0; block < 3; block++) {
                for (int i = 0; i < 50 - (block == 0 ? 0 : 1); i++, id++) {
                    good.send(new ProducerRecord<>(TOPIC, id, Order.sample(id))).get();
                }
                if (block < 2) {
                    raw.send(new ProducerRecord<>(TOPIC, -1L, block == 0 ? truncated : foreign)).get();
                }
            }
        }

        List<Long> ids = new ArrayList<>();
        List<RecordDeserializationException> failures = new ArrayList<>();
        try (KafkaConsumer<Long, Order> consumer = new KafkaConsumer<>(KafkaBroker.consumerProperties(),
                new LongDeserializer(), MarshalledDeserializer.of(OrderMarshaller.INSTANCE))) {
            KafkaBroker.assignAll(consumer, TOPIC, 1);
            long deadline = System.currentTimeMillis() + 60_000;
            while (ids.size() < 148 && System.currentTimeMillis() < deadline) {
                try {
                    for (ConsumerRecord<Long, Order> record : consumer.poll(java.time.Duration.ofMillis(200))) {
                        assertEquals(Order.sample(record.key()), record.value());
                        ids.add(record.key());
                    }
                } catch (RecordDeserializationException e) {
                    failures.add(e);
                    consumer.seek(e.topicPartition(), e.offset() + 1);
                }
            }
        }

        List<Long> expected = new ArrayList<>();
        for (long id = 0; id < 148; id++) {
            expected.add(id);
        }
        assertEquals(expected, ids, "every good record, in order, once");
        assertEquals(2, failures.size());
        assertEquals(new TopicPartition(TOPIC, 0), failures.get(0).topicPartition());
        assertEquals(50, failures.get(0).offset());
        assertEquals(100, failures.get(1).offset());

        MarshalException cut = cause(failures.get(0));
        assertTrue(cut.offset() >= 0 && cut.offset() <= truncated.length,
                "offset " + cut.offset() + " must lie in the record's " + truncated.length + " bytes");
        assertTrue(cut.getMessage().contains("offset " + cut.offset()), cut.getMessage());
        assertTrue(!cut.path().isEmpty(), "the field path is named");
        MarshalException alien = cause(failures.get(1));
        assertTrue(alien.offset() >= 0 && alien.offset() <= foreign.length, alien.getMessage());
    }

    /** Kafka's exception, ours inside it, the runtime's inside that. */
    private static MarshalException cause(RecordDeserializationException e) {
        SerializationException ours = assertInstanceOf(SerializationException.class, e.getCause());
        assertTrue(ours.getMessage().contains(TOPIC) && ours.getMessage().contains(Order.class.getName()),
                ours.getMessage());
        return assertInstanceOf(MarshalException.class, ours.getCause());
    }
}
