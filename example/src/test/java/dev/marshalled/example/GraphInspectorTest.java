package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.graph.Customer;
import dev.marshalled.example.graph.DrawingMarshaller;
import dev.marshalled.example.graph.Events.Envelope;
import dev.marshalled.example.graph.Events.Heartbeat;
import dev.marshalled.example.graph.Events_EnvelopeMarshaller;
import dev.marshalled.example.graph.Ledger;
import dev.marshalled.example.graph.LedgerMarshaller;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.graph.OrderMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The inspector decodes sealed, reference and @Polymorphic fields, and agrees with the readers on bad bytes. */
class GraphInspectorTest {

    @Test
    void sealedFieldShowsTheSubtype() {
        Inspection inspection = Inspector.inspect(DrawingMarshaller.INSTANCE,
                DrawingMarshaller.INSTANCE.toByteArray(SealedTypesTest.drawing()));
        assertTrue(inspection.complete(), inspection::toText);
        String text = inspection.toText();
        assertTrue(text.contains("background=Shape.Square{x=0.0, y=0.0, side=100.0}"), text);
        assertTrue(text.contains("value=Shape.Group{name=\"house\""), text);
    }

    @Test
    void backReferenceShowsTheObjectItNames() {
        Order order = Order.sample(1);
        Inspection inspection = Inspector.inspect(OrderMarshaller.INSTANCE, OrderMarshaller.INSTANCE.toByteArray(order));
        assertTrue(inspection.complete(), inspection::toText);
        assertTrue(inspection.toText().contains("order=-> object #0"), inspection.toText());
    }

    @Test
    void polymorphicFieldShowsTheRegisteredType() {
        Envelope envelope = new Envelope(3, new Heartbeat(9), null, null, null);
        Inspection inspection = Inspector.inspect(Events_EnvelopeMarshaller.INSTANCE,
                Events_EnvelopeMarshaller.INSTANCE.toByteArray(envelope));
        assertTrue(inspection.complete(), inspection::toText);
        assertTrue(inspection.toText().contains("event=Events.Heartbeat{sequence=9}"), inspection.toText());
        assertTrue(inspection.toHexDump().contains("Events.Heartbeat"), inspection.toHexDump());
    }

    @Test
    void inspectorAndReadersAgreeOnCorruptedGraphs() {
        Customer shared = new Customer(1, "c");
        Order a = Order.sample(2);
        a.customer = shared;
        Ledger ledger = new Ledger(List.of(a, Order.sample(1), a), shared, List.of(shared));
        agree(LedgerMarshaller.INSTANCE, ledger, 1);
        agree(DrawingMarshaller.INSTANCE, SealedTypesTest.drawing(), 2);
        agree(Events_EnvelopeMarshaller.INSTANCE, new Envelope(1, new Heartbeat(2), List.of(new Heartbeat(3)),
                Map.of("k", new Heartbeat(4)), null), 3);
    }

    private static <T> void agree(Marshaller<T> marshaller, T value, long seed) {
        byte[] full = marshaller.toByteArray(value);
        Random random = new Random(seed);
        for (int i = 0; i < 3000; i++) {
            byte[] bytes = Corruption.mutate(full, random);
            Inspection inspection = Inspector.inspect(marshaller, bytes);
            inspection.toHexDump();
            inspection.toJson();
            boolean readable;
            try {
                UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
                Corruption.canonical(marshaller, marshaller.read(buffer), bytes, 0, buffer.readIndex());
                readable = true;
            } catch (MarshalException e) {
                if (e.getMessage().contains("which is not a")) {
                    continue; // a registered type that does not fit a @Polymorphic field: only the reader knows the field's class
                }
                readable = false;
            }
            assertEquals(readable, inspection.complete(), () -> "the inspector and the reader disagree: "
                    + inspection.toText());
        }
    }
}
