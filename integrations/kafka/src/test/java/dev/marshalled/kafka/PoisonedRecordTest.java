package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.runtime.MarshalException;
import java.nio.ByteBuffer;
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
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Bad records in the middle of a partition: the consumer is told which record, why, and where
 * in its bytes; it sends each, as it was, to a dead-letter topic, seeks past it and reads every
 * record that follows, unchanged.
 */
@ExtendWith(KafkaBroker.class)
class PoisonedRecordTest {
    private static final String TOPIC = "orders-with-poison";
    private static final String DEAD_LETTERS = "orders-with-poison.dead-letters";

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

        KafkaBroker.createTopic(DEAD_LETTERS, 1);
        List<Long> ids = new ArrayList<>();
        List<RecordDeserializationException> failures = new ArrayList<>();
        try (KafkaConsumer<Long, Order> consumer = new KafkaConsumer<>(KafkaBroker.consumerProperties(),
                new LongDeserializer(), MarshalledDeserializer.of(OrderMarshaller.INSTANCE));
                KafkaProducer<byte[], byte[]> deadLetters = new KafkaProducer<>(KafkaBroker.producerProperties(),
                        new ByteArraySerializer(), new ByteArraySerializer())) {
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
                    // As docs/kafka.md shows: the record's own bytes to a dead-letter topic, with
                    // where it came from and why, then on past it.
                    MarshalException why = (MarshalException) e.getCause().getCause();
                    ProducerRecord<byte[], byte[]> letter = new ProducerRecord<>(DEAD_LETTERS, null, e.timestamp(),
                            bytes(e.keyBuffer()), bytes(e.valueBuffer()), new RecordHeaders(e.headers().toArray()));
                    letter.headers().add("source", (e.topicPartition() + "@" + e.offset()).getBytes(StandardCharsets.UTF_8))
                            .add("error", why.getMessage().getBytes(StandardCharsets.UTF_8))
                            .add("path", why.path().getBytes(StandardCharsets.UTF_8));
                    deadLetters.send(letter).get();
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
        assertTrue(!cut.path().isEmpty() && cut.getMessage().contains(cut.path()), "the field path is named: "
                + cut.path() + " / " + cut.getMessage());
        MarshalException alien = cause(failures.get(1));
        assertTrue(alien.offset() >= 0 && alien.offset() <= foreign.length, alien.getMessage());

        // The dead-letter topic holds both records as they were written, and says where they were and why.
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(KafkaBroker.consumerProperties(),
                new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            KafkaBroker.assignAll(consumer, DEAD_LETTERS, 1);
            List<ConsumerRecord<byte[], byte[]>> letters = KafkaBroker.consume(consumer, 2, 60_000);
            assertEquals(2, letters.size());
            byte[][] values = {truncated, foreign};
            MarshalException[] causes = {cut, alien};
            for (int i = 0; i < 2; i++) {
                ConsumerRecord<byte[], byte[]> letter = letters.get(i);
                assertArrayEquals(values[i], letter.value());
                assertArrayEquals(new LongSerializer().serialize(TOPIC, -1L), letter.key());
                assertEquals(TOPIC + "-0@" + (i == 0 ? 50 : 100), header(letter, "source"));
                assertEquals(causes[i].getMessage(), header(letter, "error"));
                assertEquals(causes[i].path(), header(letter, "path"));
            }
        }
    }

    private static byte[] bytes(ByteBuffer buffer) {
        if (buffer == null) {
            return null;
        }
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    private static String header(ConsumerRecord<?, ?> record, String key) {
        return new String(record.headers().lastHeader(key).value(), StandardCharsets.UTF_8);
    }

    /** Kafka's exception, ours inside it, the runtime's inside that. */
    private static MarshalException cause(RecordDeserializationException e) {
        SerializationException ours = assertInstanceOf(SerializationException.class, e.getCause());
        assertTrue(ours.getMessage().contains(TOPIC) && ours.getMessage().contains(Order.class.getName()),
                ours.getMessage());
        return assertInstanceOf(MarshalException.class, ours.getCause());
    }
}
