package dev.marshalled.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.kafka.model.Chain;
import dev.marshalled.kafka.model.ChainMarshaller;
import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.kafka.model.Payment;
import dev.marshalled.kafka.model.PaymentMarshaller;
import dev.marshalled.kafka.model.Result;
import dev.marshalled.kafka.model.ResultMarshaller;
import dev.marshalled.kafka.model.Shipment;
import dev.marshalled.kafka.model.ShipmentMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.junit.jupiter.api.Test;

/** The serde without a broker: bytes, nulls, in-place reads, corrupt records, limits, configuration, threads. */
class MarshalledSerdeTest {
    private static final String TOPIC = "t";
    private static final Marshallers REGISTRY = Marshallers.of(OrderMarshaller.INSTANCE, PaymentMarshaller.INSTANCE,
            ShipmentMarshaller.INSTANCE);

    private final MarshalledSerde<Order> orders = MarshalledSerde.of(OrderMarshaller.INSTANCE);

    /** {@code bytes} in the middle of a larger array, as a consumer's fetch buffer holds a record. */
    private static ByteBuffer inFetchBuffer(byte[] bytes, int before) {
        byte[] fetch = new byte[before + bytes.length + 11];
        Arrays.fill(fetch, (byte) 0x5A);
        System.arraycopy(bytes, 0, fetch, before, bytes.length);
        return ByteBuffer.wrap(fetch, before, bytes.length).slice();
    }

    private static MarshalException marshalCause(Runnable read) {
        SerializationException e = assertThrows(SerializationException.class, read::run);
        return assertInstanceOf(MarshalException.class, e.getCause(), e::toString);
    }

    @Test
    void aRecordIsTheBodyAloneAndReadsBackEqual() {
        Order order = Order.sample(42);
        byte[] bytes = orders.serializer().serialize(TOPIC, order);
        assertArrayEquals(OrderMarshaller.INSTANCE.toByteArray(order), bytes);
        assertEquals(order, orders.deserializer().deserialize(TOPIC, bytes));
        assertEquals(order, orders.deserializer().deserialize(TOPIC, new RecordHeaders(), bytes));
    }

    @Test
    void aByteBufferIsReadInPlaceAndLeftAsItWas() {
        Order order = Order.sample(9);
        byte[] bytes = orders.serializer().serialize(TOPIC, order);
        ByteBuffer slice = inFetchBuffer(bytes, 77);
        assertEquals(order, orders.deserializer().deserialize(TOPIC, new RecordHeaders(), slice));
        assertEquals(0, slice.position());
        assertEquals(bytes.length, slice.limit());

        ByteBuffer positioned = ByteBuffer.wrap(inFetchBuffer(bytes, 13).array()).position(13).limit(13 + bytes.length);
        assertEquals(order, orders.deserializer().deserialize(TOPIC, new RecordHeaders(), positioned));
        assertEquals(13, positioned.position());

        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 5).position(5);
        direct.put(bytes).position(5);
        assertEquals(order, orders.deserializer().deserialize(TOPIC, new RecordHeaders(), direct));
        assertEquals(5, direct.position());
        ByteBuffer readOnly = ByteBuffer.wrap(bytes).asReadOnlyBuffer();
        assertEquals(order, orders.deserializer().deserialize(TOPIC, new RecordHeaders(), readOnly));
    }

    @Test
    void nullIsATombstoneBothWays() {
        assertNull(orders.serializer().serialize(TOPIC, null));
        assertNull(orders.serializer().serialize(TOPIC, new RecordHeaders(), null));
        assertNull(orders.deserializer().deserialize(TOPIC, (byte[]) null));
        assertNull(orders.deserializer().deserialize(TOPIC, new RecordHeaders(), (ByteBuffer) null));
        assertNull(MarshalledSerde.messages(REGISTRY).serializer().serialize(TOPIC, null));
    }

    @Test
    void aMessageStartsWithItsTypeIdAndLength() {
        MarshalledSerde<Object> messages = MarshalledSerde.messages(REGISTRY);
        Payment payment = new Payment(5, new BigDecimal("12.50"), "EUR");
        byte[] bytes = messages.serializer().serialize(TOPIC, payment);
        ByteBuffer header = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(102, header.getInt());
        assertEquals(bytes.length - Marshallers.HEADER_SIZE, header.getInt());
        assertEquals(payment, messages.deserializer().deserialize(TOPIC, bytes));
        Object shipment = new Shipment(5, "post", List.of("a"));
        assertEquals(shipment, messages.deserializer().deserialize(TOPIC, new RecordHeaders(),
                inFetchBuffer(messages.serializer().serialize(TOPIC, shipment), 40)));
    }

    @Test
    void aTypedMessageDeserializerRefusesOtherRegisteredTypes() {
        byte[] shipment = MarshalledSerializer.messages(REGISTRY).serialize(TOPIC, new Shipment(1, "post", List.of()));
        MarshalledDeserializer<Payment> payments = MarshalledDeserializer.messages(REGISTRY, Payment.class);
        MarshalException e = marshalCause(() -> payments.deserialize(TOPIC, shipment));
        assertTrue(e.getMessage().contains("type id 103") && e.getMessage().contains("not a " + Payment.class.getName()),
                e.getMessage());
    }

    @Test
    void anUnknownTypeIdIsACorruptRecord() {
        byte[] shipment = MarshalledSerializer.messages(REGISTRY).serialize(TOPIC, new Shipment(1, "post", List.of()));
        Deserializer<Object> ordersAndPayments = MarshalledDeserializer.messages(
                Marshallers.of(OrderMarshaller.INSTANCE, PaymentMarshaller.INSTANCE));
        MarshalException e = marshalCause(() -> ordersAndPayments.deserialize(TOPIC, shipment));
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("unknown type id 103"), e.getMessage());
        Serializer<Object> withoutShipments = MarshalledSerializer.messages(Marshallers.of(PaymentMarshaller.INSTANCE));
        SerializationException write = assertThrows(SerializationException.class,
                () -> withoutShipments.serialize(TOPIC, new Shipment(1, "post", List.of())));
        assertInstanceOf(MarshalException.class, write.getCause());
        assertTrue(write.getMessage().contains(Shipment.class.getName()), write.getMessage());
    }

    @Test
    void everyTruncationFailsAtAnOffsetInsideTheRecordWhereverTheRecordLies() {
        byte[] bytes = orders.serializer().serialize(TOPIC, Order.sample(12));
        Deserializer<Order> deserializer = orders.deserializer();
        for (int length = 0; length < bytes.length; length++) {
            byte[] cut = Arrays.copyOf(bytes, length);
            MarshalException alone = marshalCause(() -> deserializer.deserialize(TOPIC, cut));
            MarshalException inPlace = marshalCause(
                    () -> deserializer.deserialize(TOPIC, new RecordHeaders(), inFetchBuffer(cut, 1000)));
            ByteBuffer directFetch = ByteBuffer.allocateDirect(1000 + length + 7);
            directFetch.position(1000).put(cut).position(1000).limit(1000 + length); // a direct fetch buffer's record
            MarshalException inDirect = marshalCause(
                    () -> deserializer.deserialize(TOPIC, new RecordHeaders(), directFetch));
            assertTrue(alone.offset() >= 0 && alone.offset() <= length, alone.offset() + " for length " + length);
            for (MarshalException where : List.of(inPlace, inDirect)) {
                assertEquals(alone.offset(), where.offset(), "offsets count from the record's first byte");
                assertEquals(alone.getMessage(), where.getMessage());
                assertEquals(alone.path(), where.path());
            }
            assertEquals(1000, directFetch.position());
        }
    }

    @Test
    void trailingBytesAndForeignRecordsAreRefused() {
        byte[] bytes = orders.serializer().serialize(TOPIC, Order.sample(3));
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 1);
        MarshalException trailing = marshalCause(() -> orders.deserializer().deserialize(TOPIC, longer));
        assertEquals(bytes.length, trailing.offset());
        assertEquals("Order: 1 trailing byte after the value, at offset " + bytes.length, trailing.getMessage());
        assertEquals("Order", trailing.path());
        MarshalException inPlace = marshalCause(
                () -> orders.deserializer().deserialize(TOPIC, new RecordHeaders(), inFetchBuffer(longer, 64)));
        assertEquals(bytes.length, inPlace.offset());
        assertEquals(trailing.getMessage(), inPlace.getMessage());
        assertEquals("Order", inPlace.path());
        byte[] twoLonger = Arrays.copyOf(bytes, bytes.length + 2);
        assertEquals("Order: 2 trailing bytes after the value, at offset " + bytes.length,
                marshalCause(() -> orders.deserializer().deserialize(TOPIC, twoLonger)).getMessage());
        byte[] message = Arrays.copyOf(MarshalledSerializer.messages(REGISTRY).serialize(TOPIC, Order.sample(3)),
                bytes.length + Marshallers.HEADER_SIZE + 1);
        MarshalException afterMessage = marshalCause(
                () -> MarshalledDeserializer.messages(REGISTRY).deserialize(TOPIC, message));
        assertEquals("message", afterMessage.path());
        assertTrue(afterMessage.getMessage().startsWith("message: 1 trailing byte after the value"),
                afterMessage.getMessage());

        byte[] json = "{\"id\":3,\"description\":\"Order 3\"}".getBytes(StandardCharsets.UTF_8);
        SerializationException e = assertThrows(SerializationException.class,
                () -> orders.deserializer().deserialize(TOPIC, json));
        assertInstanceOf(MarshalException.class, e.getCause());
        assertTrue(e.getMessage().contains("topic " + TOPIC) && e.getMessage().contains(Order.class.getName()),
                e.getMessage());
    }

    /**
     * A framed record's own failures (type id, body length) and a body's failures have a path,
     * and the message names it: a consumer that logs {@code path()} and one that logs the
     * message see the same place.
     */
    @Test
    void everyFailureHasAPathThatTheMessageNames() {
        MarshalledDeserializer<Object> events = MarshalledDeserializer.messages(REGISTRY);
        Payment payment = new Payment(5, new BigDecimal("12.50"), "EUR");
        byte[] bytes = MarshalledSerializer.messages(REGISTRY).serialize(TOPIC, payment);

        byte[] unknown = bytes.clone();
        unknown[0] = 99;
        MarshalException id = marshalCause(() -> events.deserialize(TOPIC, unknown));
        assertEquals("message", id.path());
        assertTrue(id.getMessage().startsWith("message: unknown type id 99 at offset 0"), id.getMessage());

        byte[] longBody = bytes.clone();
        longBody[4] = 100;
        MarshalException length = marshalCause(() -> events.deserialize(TOPIC, longBody));
        assertEquals("message", length.path());
        assertEquals(4, length.offset());
        assertTrue(length.getMessage().startsWith("message: body length 100 at offset 4"), length.getMessage());

        byte[] cut = Arrays.copyOf(bytes, bytes.length - 1);
        cut[4]--; // a body one byte short, its length saying so: the body's last field is cut
        MarshalException body = marshalCause(() -> events.deserialize(TOPIC, cut));
        assertTrue(body.path().startsWith("Payment."), body.path());
        assertTrue(body.getMessage().contains(body.path()), body.getMessage());

        // Every truncation of an order: the path is named, in the message as in path().
        byte[] order = orders.serializer().serialize(TOPIC, Order.sample(12));
        for (int n = 0; n < order.length; n++) {
            byte[] prefix = Arrays.copyOf(order, n);
            MarshalException e = marshalCause(() -> orders.deserializer().deserialize(TOPIC, prefix));
            assertTrue(!e.path().isEmpty() && e.getMessage().contains(e.path()), e.getMessage() + " / " + e.path());
        }
    }

    /**
     * One large value does not leave a thread holding a large buffer: the serializer drops a
     * buffer that grew beyond 1 MiB after that record; at 1 MiB it is kept. The deserializer keeps
     * nothing of a direct buffer's record: it reads it in place.
     */
    @Test
    void aThreadDoesNotKeepABufferALargeValueGrew() {
        MarshalledSerializer<Shipment> serializer = MarshalledSerializer.of(ShipmentMarshaller.INSTANCE);
        MarshalledDeserializer<Shipment> deserializer = MarshalledDeserializer.of(ShipmentMarshaller.INSTANCE);
        Shipment small = new Shipment(1, "post", List.of("a", "b"));
        Shipment large = shipmentOf(2 * MarshalledSerializer.RETAINED_CAPACITY);
        Shipment atTheLimit = shipmentOf(MarshalledSerializer.RETAINED_CAPACITY * 3 / 4);

        assertEquals(small, deserializer.deserialize(TOPIC, serializer.serialize(TOPIC, small)));
        assertEquals(256, serializer.retainedCapacity());
        byte[] largeBytes = serializer.serialize(TOPIC, large);
        assertTrue(largeBytes.length > MarshalledSerializer.RETAINED_CAPACITY * 3 / 2, "" + largeBytes.length);
        assertEquals(0, serializer.retainedCapacity(), "the serializer's buffer is dropped after the large value");
        assertArrayEquals(ShipmentMarshaller.INSTANCE.toByteArray(small), serializer.serialize(TOPIC, small));
        assertEquals(256, serializer.retainedCapacity());
        serializer.serialize(TOPIC, atTheLimit);
        assertEquals(MarshalledSerializer.RETAINED_CAPACITY, serializer.retainedCapacity(), "1 MiB is kept");

        assertEquals(large, deserializer.deserialize(TOPIC, new RecordHeaders(), direct(largeBytes)));
        byte[] smallBytes = serializer.serialize(TOPIC, small);
        assertEquals(small, deserializer.deserialize(TOPIC, new RecordHeaders(), direct(smallBytes)));
        assertEquals(atTheLimit, deserializer.deserialize(TOPIC, new RecordHeaders(),
                direct(serializer.serialize(TOPIC, atTheLimit))));
    }

    /** A shipment of about {@code bytes} bytes: parcels of 100 chars. */
    private static Shipment shipmentOf(int bytes) {
        List<String> parcels = new ArrayList<>();
        for (int i = 0; i < bytes / 104; i++) {
            parcels.add(String.format("%0100d", i));
        }
        return new Shipment(9, "freight", parcels);
    }

    private static ByteBuffer direct(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.allocateDirect(bytes.length);
        buffer.put(bytes).flip();
        return buffer;
    }

    @Test
    void randomDamageGivesAValueOrSerializationExceptionOnly() {
        Random random = new Random(17);
        Deserializer<Order> deserializer = orders.deserializer();
        int refused = 0;
        for (int i = 0; i < 5_000; i++) {
            byte[] bytes = orders.serializer().serialize(TOPIC, Order.sample(i));
            for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                bytes[random.nextInt(bytes.length)] ^= (byte) (1 + random.nextInt(255));
            }
            try {
                deserializer.deserialize(TOPIC, new RecordHeaders(), inFetchBuffer(bytes, random.nextInt(100)));
            } catch (SerializationException e) {
                assertInstanceOf(MarshalException.class, e.getCause(), e::toString);
                refused++;
            }
        }
        assertTrue(refused > 1_000, "most damaged records must be refused, were " + refused);
    }

    @Test
    void theFieldPathOfAFailureIsNamed() {
        Order order = Order.sample(1);
        order.description = "d";
        byte[] bytes = orders.serializer().serialize(TOPIC, order);
        MarshalledDeserializer<Order> limited = MarshalledDeserializer.of(OrderMarshaller.INSTANCE).maxLength(4);
        MarshalException e = marshalCause(() -> limited.deserialize(TOPIC, bytes));
        assertTrue(e.path().endsWith("customer.name"), e.path());
        assertTrue(e.getMessage().contains("above the limit of 4"), e.getMessage());
    }

    @Test
    void nestingLimitsApplyToReadsAndWrites() {
        byte[] deep = MarshalledSerializer.of(ChainMarshaller.INSTANCE).serialize(TOPIC, Chain.of(40));
        assertEquals(Chain.of(40), MarshalledDeserializer.of(ChainMarshaller.INSTANCE).deserialize(TOPIC, deep));
        MarshalException read = marshalCause(
                () -> MarshalledDeserializer.of(ChainMarshaller.INSTANCE).maxDepth(10).deserialize(TOPIC, deep));
        assertTrue(read.getMessage().contains("nested deeper than 10"), read.getMessage());
        SerializationException write = assertThrows(SerializationException.class,
                () -> MarshalledSerializer.of(ChainMarshaller.INSTANCE).maxDepth(10).serialize(TOPIC, Chain.of(40)));
        assertInstanceOf(MarshalException.class, write.getCause());
    }

    @Test
    void configurationNamesTheTypeAndTheLimits() {
        MarshalledSerde<Object> serde = new MarshalledSerde<>();
        serde.configure(Map.of(MarshalledConfig.VALUE_MARSHALLER, OrderMarshaller.class.getName(),
                MarshalledConfig.MAX_LENGTH, "4", MarshalledConfig.MAX_DEPTH, 3), false);
        Order order = Order.sample(2);
        byte[] bytes = serde.serializer().serialize(TOPIC, order);
        assertArrayEquals(OrderMarshaller.INSTANCE.toByteArray(order), bytes);
        assertTrue(marshalCause(() -> serde.deserializer().deserialize(TOPIC, bytes)).getMessage()
                .contains("above the limit of 4"));

        MarshalledDeserializer<Object> keys = new MarshalledDeserializer<>();
        keys.configure(Map.of(MarshalledConfig.KEY_MESSAGES, List.of(PaymentMarshaller.class.getName(),
                ShipmentMarshaller.class), MarshalledConfig.VALUE_MARSHALLER, "not.looked.At"), true);
        Payment payment = new Payment(1, BigDecimal.ONE, "EUR");
        assertEquals(payment, keys.deserialize(TOPIC, REGISTRY.toByteArray(payment)));

        MarshalledDeserializer<Object> discovered = new MarshalledDeserializer<>();
        discovered.configure(Map.of(MarshalledConfig.VALUE_MESSAGES, MarshalledConfig.DISCOVERED), false);
        assertEquals(payment, discovered.deserialize(TOPIC, REGISTRY.toByteArray(payment)));

        // Created for one type, the same type named again is fine; another one is not.
        orders.configure(Map.of(MarshalledConfig.VALUE_MARSHALLER, OrderMarshaller.INSTANCE), false);
        ConfigException other = assertThrows(ConfigException.class, () -> orders.configure(
                Map.of(MarshalledConfig.VALUE_MARSHALLER, PaymentMarshaller.class.getName()), false));
        assertTrue(other.getMessage().contains(Order.class.getName()), other.getMessage());
    }

    @Test
    void badConfigurationSaysWhatToSet() {
        assertConfigError(Map.of(), "set " + MarshalledConfig.VALUE_MARSHALLER);
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, "com.acme.Missing"),
                "no class com.acme.Missing on the class path");
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, Thread.class.getName()),
                "java.lang.Thread cannot be marshalled: it is none of a @Marshalled type");
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, OrderMarshaller.class.getName(),
                MarshalledConfig.VALUE_MESSAGES, MarshalledConfig.DISCOVERED), "both set");
        assertConfigError(Map.of(MarshalledConfig.VALUE_MESSAGES, ChainMarshaller.class.getName()), "no type id");
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, OrderMarshaller.class.getName(),
                MarshalledConfig.MAX_LENGTH, "lots"), "not an integer");
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, OrderMarshaller.class.getName(),
                MarshalledConfig.MAX_DEPTH, "0"), "at least 1");
        IllegalStateException unconfigured = assertThrows(IllegalStateException.class,
                () -> new MarshalledSerializer<Order>().serialize(TOPIC, Order.sample(1)));
        assertTrue(unconfigured.getMessage().contains(MarshalledConfig.VALUE_MARSHALLER), unconfigured.getMessage());
    }

    @Test
    void aGenericTypeIsNamedWithItsArguments() {
        String payments = Result.class.getName() + "<java.util.List<" + Payment.class.getName() + ">>";
        Marshaller<Result<List<Payment>>> byHand = ResultMarshaller.of(JdkMarshallers.list(PaymentMarshaller.INSTANCE));
        Result<List<Payment>> value = new Result<>(200, "ok", List.of(new Payment(1, BigDecimal.TEN, "EUR")));
        MarshalledSerde<Object> byName = new MarshalledSerde<>();
        byName.configure(Map.of(MarshalledConfig.VALUE_MARSHALLER, payments), false);
        byte[] bytes = byName.serializer().serialize(TOPIC, value);
        assertArrayEquals(byHand.toByteArray(value), bytes);
        assertEquals(value, byName.deserializer().deserialize(TOPIC, bytes));
        // Its own name and its type's name both name a non-generic type.
        for (String name : List.of(Payment.class.getName(), PaymentMarshaller.class.getName())) {
            MarshalledDeserializer<Object> plain = new MarshalledDeserializer<>();
            plain.configure(Map.of(MarshalledConfig.VALUE_MARSHALLER, name), false);
            Payment payment = new Payment(2, BigDecimal.ONE, "NOK");
            assertEquals(payment, plain.deserialize(TOPIC, PaymentMarshaller.INSTANCE.toByteArray(payment)), name);
        }

        // Made in code, then configured (as Kafka Streams configures the serdes it is given): the same
        // parameterization named again is the same marshaller; another one is not.
        MarshalledSerde<Result<List<Payment>>> made = MarshalledSerde.of(byHand);
        made.configure(Map.of(MarshalledConfig.VALUE_MARSHALLER, payments.replace("<", " < ")), false);
        String shipments = Result.class.getName() + "<" + Shipment.class.getName() + ">";
        ConfigException other = assertThrows(ConfigException.class,
                () -> made.configure(Map.of(MarshalledConfig.VALUE_MARSHALLER, shipments), false));
        assertTrue(other.getMessage().contains("asks for " + shipments + ", but this instance was created for "
                + payments), other.getMessage());

        // A failure names the parameterization it was reading.
        SerializationException failure = assertThrows(SerializationException.class,
                () -> made.deserializer().deserialize(TOPIC, Arrays.copyOf(bytes, bytes.length - 1)));
        assertTrue(failure.getMessage().contains(" as " + payments + ": "), failure.getMessage());
    }

    @Test
    void aGenericTypeNamedWrongSaysWhatToWrite() {
        String result = Result.class.getName();
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, result), result + " is generic: its marshaller is"
                + " made by " + result + "Marshaller.of(...) from a marshaller for each type parameter, so name the"
                + " type with its arguments, " + result + "<T>, e.g. " + result + "<java.lang.String>");
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, ResultMarshaller.class), result + " is generic");
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, result + "<" + Payment.class.getName() + ","
                + Shipment.class.getName() + ">"), result + " has 1 type parameter, " + result + "<T>, but 2 arguments"
                + " are given");
        // Order keeps identity (references = true), which a type argument cannot.
        assertConfigError(Map.of(MarshalledConfig.VALUE_MARSHALLER, result + "<" + Order.class.getName() + ">"),
                "Order keeps identity (references = true), which a type argument cannot");
        // A list of messages splits between names, not inside one: the generic type is refused for
        // having no type id, not for being cut in two.
        assertConfigError(Map.of(MarshalledConfig.VALUE_MESSAGES, PaymentMarshaller.class.getName() + ", " + result
                + "<java.util.Map<java.lang.String," + Payment.class.getName() + ">>"), "no type id");
    }

    private static void assertConfigError(Map<String, ?> configs, String expected) {
        ConfigException e = assertThrows(ConfigException.class, () -> new MarshalledDeserializer<>().configure(configs, false));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    /**
     * Many threads through one serializer and one deserializer at once, reading records that
     * lie side by side in one shared array: every thread gets exactly the bytes and values a
     * lone thread gets.
     */
    @Test
    void oneInstanceIsSafeToShareBetweenThreads() throws Exception {
        int threads = 16;
        int perThread = 3_000;
        MarshalledSerde<Object> messages = MarshalledSerde.messages(REGISTRY);
        List<byte[]> expected = new ArrayList<>();
        ByteBuffer shared = ByteBuffer.allocate(threads * perThread * 400);
        int[] starts = new int[threads * perThread];
        for (int i = 0; i < threads * perThread; i++) {
            byte[] bytes = REGISTRY.toByteArray(MixedTopicTest.event(i));
            expected.add(bytes);
            starts[i] = shared.position();
            shared.put(bytes);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                results.add(pool.submit(() -> {
                    start.await();
                    int checked = 0;
                    for (int i = thread; i < threads * perThread; i += threads) {
                        Object value = MixedTopicTest.event(i);
                        byte[] bytes = messages.serializer().serialize(TOPIC, value);
                        assertArrayEquals(expected.get(i), bytes, "bytes of " + i);
                        assertEquals(value, messages.deserializer().deserialize(TOPIC, bytes));
                        ByteBuffer record = ByteBuffer.wrap(shared.array(), starts[i], bytes.length);
                        assertEquals(value, messages.deserializer().deserialize(TOPIC, new RecordHeaders(), record));
                        checked++;
                    }
                    return checked;
                }));
            }
            start.countDown();
            int checked = 0;
            for (Future<Integer> result : results) {
                checked += result.get();
            }
            assertEquals(threads * perThread, checked);
        } finally {
            pool.shutdown();
        }
    }
}
