package dev.marshalled.kafka;

import dev.marshalled.kafka.model.Order;
import dev.marshalled.kafka.model.OrderMarshaller;
import dev.marshalled.kafka.model.PaymentMarshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.nio.ByteBuffer;
import org.apache.kafka.common.header.internals.RecordHeaders;

/** Writes and reads records through both serdes, then prints the backend; run in a fresh JVM by {@link QuietJvmTest}. */
public final class SerdeMain {
    private SerdeMain() {
    }

    public static void main(String[] args) {
        MarshalledSerde<Order> orders = MarshalledSerde.of(OrderMarshaller.INSTANCE);
        MarshalledSerde<Object> messages = MarshalledSerde.messages(Marshallers.of(OrderMarshaller.INSTANCE,
                PaymentMarshaller.INSTANCE));
        for (long i = 0; i < 1_000; i++) {
            Order order = Order.sample(i);
            byte[] body = orders.serializer().serialize("t", order);
            byte[] message = messages.serializer().serialize("t", order);
            if (!order.equals(orders.deserializer().deserialize("t", new RecordHeaders(), ByteBuffer.wrap(body)))
                    || !order.equals(messages.deserializer().deserialize("t", message))) {
                throw new AssertionError("order " + i + " did not round-trip");
            }
        }
        System.out.println("ok " + UnsafeBuffer.backend());
    }
}
