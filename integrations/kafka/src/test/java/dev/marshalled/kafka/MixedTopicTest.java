package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.kafka.model.Payment;
import dev.marshalled.kafka.model.PaymentMarshaller;
import dev.marshalled.kafka.model.Result;
import dev.marshalled.kafka.model.ResultMarshaller;
import dev.marshalled.kafka.model.Shipment;
import dev.marshalled.kafka.model.ShipmentMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.Marshaller;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * One topic carrying three message types, with the serializer and deserializer set up from
 * properties alone, as a deployment configures them: each record comes back as its own type,
 * in order, with no record header. A generic type is named the same way, with its arguments.
 */
@ExtendWith(KafkaBroker.class)
class MixedTopicTest {
    private static final int COUNT = 3_000;

    static Object event(int i) {
        switch (i % 3) {
            case 0:
                return Order.sample(i);
            case 1:
                return new Payment(i, BigDecimal.valueOf(i * 37L, 2), i % 2 == 0 ? "EUR" : "NOK");
            default:
                return new Shipment(i, "carrier-" + i % 4, List.of("parcel-" + i, "parcel-" + (i + 1)));
        }
    }

    @Test
    void threeTypesOnOneTopicComeBackAsTheirOwnTypes() {
        String topic = "order-events";
        KafkaBroker.createTopic(topic, 1);

        Properties producerProps = KafkaBroker.producerProperties();
        producerProps.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producerProps.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, MarshalledSerializer.class.getName());
        producerProps.put(MarshalledConfig.VALUE_MESSAGES, OrderMarshaller.class.getName() + ", "
                + PaymentMarshaller.class.getName() + "," + ShipmentMarshaller.class.getName());
        try (KafkaProducer<String, Object> producer = new KafkaProducer<>(producerProps)) {
            for (int i = 0; i < COUNT; i++) {
                producer.send(new ProducerRecord<>(topic, "order-" + i, event(i)));
            }
            producer.flush();
        }

        Properties consumerProps = KafkaBroker.consumerProperties();
        consumerProps.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        consumerProps.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, MarshalledDeserializer.class.getName());
        consumerProps.put(MarshalledConfig.VALUE_MESSAGES, MarshalledConfig.DISCOVERED);
        List<ConsumerRecord<String, Object>> records;
        try (KafkaConsumer<String, Object> consumer = new KafkaConsumer<>(consumerProps)) {
            KafkaBroker.assignAll(consumer, topic, 1);
            records = KafkaBroker.consume(consumer, COUNT, 60_000);
        }
        assertEquals(COUNT, records.size(), "records received");
        List<Class<?>> types = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            ConsumerRecord<String, Object> record = records.get(i);
            assertEquals(i, record.offset());
            assertEquals("order-" + i, record.key());
            assertEquals(event(i), record.value(), "record " + i);
            assertFalse(record.headers().iterator().hasNext(), "no header is written");
            if (i < 3) {
                types.add(record.value().getClass());
            }
        }
        assertEquals(List.of(Order.class, Payment.class, Shipment.class), types);
    }

    /**
     * Serializer and deserializer created by Kafka from their class names, the value type named
     * in the properties with its arguments (commas and all), as a deployment would write it.
     */
    @Test
    void aGenericTypeNamedInThePropertiesComesBackEqual() {
        String topic = "shipments-by-carrier";
        KafkaBroker.createTopic(topic, 1);
        String type = Result.class.getName() + "<java.util.Map<java.lang.String, " + Shipment.class.getName() + ">>";
        int count = 500;

        Properties producerProps = KafkaBroker.producerProperties();
        producerProps.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producerProps.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, MarshalledSerializer.class.getName());
        producerProps.put(MarshalledConfig.VALUE_MARSHALLER, type);
        try (KafkaProducer<String, Object> producer = new KafkaProducer<>(producerProps)) {
            for (int i = 0; i < count; i++) {
                producer.send(new ProducerRecord<>(topic, "batch-" + i, shipments(i)));
            }
            producer.flush();
        }

        Properties consumerProps = KafkaBroker.consumerProperties();
        consumerProps.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        consumerProps.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, MarshalledDeserializer.class.getName());
        consumerProps.put(MarshalledConfig.VALUE_MARSHALLER, type);
        List<ConsumerRecord<String, Object>> records;
        try (KafkaConsumer<String, Object> consumer = new KafkaConsumer<>(consumerProps)) {
            KafkaBroker.assignAll(consumer, topic, 1);
            records = KafkaBroker.consume(consumer, count, 60_000);
        }
        assertEquals(count, records.size(), "records received");
        Marshaller<Result<Map<String, Shipment>>> byHand = ResultMarshaller.of(
                JdkMarshallers.map(JdkMarshallers.of(String.class), ShipmentMarshaller.INSTANCE));
        for (int i = 0; i < count; i++) {
            ConsumerRecord<String, Object> record = records.get(i);
            assertEquals("batch-" + i, record.key());
            assertEquals(shipments(i), record.value(), "record " + i);
            assertEquals(byHand.sizeOf(shipments(i)), record.serializedValueSize(), "record " + i
                    + " is the bytes ResultMarshaller.of(...) writes");
        }
    }

    /** The {@code i}-th batch: shipments by carrier, in a LinkedHashMap as reading creates it. */
    static Result<Map<String, Shipment>> shipments(int i) {
        Map<String, Shipment> byCarrier = new LinkedHashMap<>();
        for (int c = 0; c < i % 3 + 1; c++) {
            byCarrier.put("carrier-" + c, new Shipment(i, "carrier-" + c, List.of("parcel-" + i + "-" + c)));
        }
        return new Result<>(i, "batch-" + i, byCarrier);
    }
}
