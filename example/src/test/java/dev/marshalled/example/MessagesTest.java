package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.graph.Drawing;
import dev.marshalled.example.graph.DrawingMarshaller;
import dev.marshalled.example.graph.Events.Envelope;
import dev.marshalled.example.graph.Events.Heartbeat;
import dev.marshalled.example.graph.Events.Login;
import dev.marshalled.example.graph.Events.Logout;
import dev.marshalled.example.graph.Events.Unregistered;
import dev.marshalled.example.graph.Events_EnvelopeMarshaller;
import dev.marshalled.example.graph.Events_HeartbeatMarshaller;
import dev.marshalled.example.graph.Events_LoginMarshaller;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.graph.OrderMarshaller;
import dev.marshalled.example.graph.Shape;
import dev.marshalled.example.model.Point;
import dev.marshalled.example.model.PointMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Self-identifying messages (type id, length, body), the registry, and @Polymorphic fields. */
class MessagesTest {
    private static final Marshallers REGISTRY = Marshallers.discovered();

    static Envelope envelope() {
        Map<String, dev.marshalled.example.graph.Event> latest = new LinkedHashMap<>();
        latest.put("alice", new Login("alice", 1));
        latest.put("bob", null);
        latest.put("carol", new Logout("carol", 3, "idle"));
        return new Envelope(99, new Heartbeat(7), List.of(new Login("a", 1), new Heartbeat(2)), latest,
                new Login("attached", 4));
    }

    @Test
    void discoveryFindsEveryTypeWithAnIdAndNothingElse() {
        assertSame(Events_LoginMarshaller.INSTANCE, REGISTRY.forId(11));
        assertSame(Events_EnvelopeMarshaller.INSTANCE, REGISTRY.forType(Envelope.class));
        assertSame(DrawingMarshaller.INSTANCE, REGISTRY.forId(21));
        assertSame(OrderMarshaller.INSTANCE, REGISTRY.forId(30));
        assertNull(REGISTRY.forType(Unregistered.class));
        assertNull(REGISTRY.forType(Point.class));
        assertEquals(13, Events_HeartbeatMarshaller.INSTANCE.typeId());
        assertEquals(0, PointMarshaller.INSTANCE.typeId());
    }

    @Test
    void messagesOfDifferentTypesReadBackInOrder() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        Order order = Order.sample(2);
        REGISTRY.writeMessage(new Login("ann", 5), buffer);
        REGISTRY.writeMessage(SealedTypesTest.drawing(), buffer);
        REGISTRY.writeMessage(order, buffer);
        REGISTRY.writeMessage(new Heartbeat(6), buffer);
        assertEquals(new Login("ann", 5), REGISTRY.readMessage(buffer));
        assertEquals(SealedTypesTest.drawing(), REGISTRY.readMessage(buffer, Drawing.class));
        Order copy = REGISTRY.readMessage(buffer, Order.class);
        assertSame(copy, copy.lines.get(1).order);
        assertEquals(new Heartbeat(6), REGISTRY.readMessage(buffer));
        assertEquals(0, buffer.remaining());
    }

    @Test
    void headerIsTypeIdThenBodyLength() {
        byte[] message = REGISTRY.toByteArray(new Heartbeat(0x0102030405060708L));
        byte[] body = Events_HeartbeatMarshaller.INSTANCE.toByteArray(new Heartbeat(0x0102030405060708L));
        assertEquals(Marshallers.HEADER_SIZE + body.length, message.length);
        assertArrayEquals(new byte[] {13, 0, 0, 0, 8, 0, 0, 0}, Arrays.copyOf(message, 8));
        assertArrayEquals(body, Arrays.copyOfRange(message, 8, message.length));
        assertEquals(new Heartbeat(0x0102030405060708L), REGISTRY.fromByteArray(message));
    }

    @Test
    void aReaderSkipsMessagesItDoesNotWantWithoutDecodingThem() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        REGISTRY.writeMessage(SealedTypesTest.drawing(), buffer);
        REGISTRY.writeMessage(new Login("x", 1), buffer);
        // A registry that knows only Login still gets past the drawing.
        Marshallers loginsOnly = Marshallers.of(Events_LoginMarshaller.INSTANCE);
        assertEquals(21, Marshallers.peekTypeId(buffer));
        assertEquals(0, buffer.readIndex());
        assertEquals(21, Marshallers.skipMessage(buffer));
        assertEquals(new Login("x", 1), loginsOnly.readMessage(buffer, Login.class));
    }

    @Test
    void unknownTypeIdIsRejectedAndNothingIsConsumed() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        REGISTRY.writeMessage(SealedTypesTest.drawing(), buffer);
        Marshallers loginsOnly = Marshallers.of(Events_LoginMarshaller.INSTANCE);
        MarshalException e = assertThrows(MarshalException.class, () -> loginsOnly.readMessage(buffer));
        assertEquals("message: unknown type id 21 at offset 0; the registry knows [11]", e.getMessage());
        assertEquals(0, buffer.readIndex());
    }

    @Test
    void messageOfAnotherTypeThanExpectedIsNotDecoded() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        REGISTRY.writeMessage(new Login("x", 1), buffer);
        MarshalException e = assertThrows(MarshalException.class, () -> REGISTRY.readMessage(buffer, Shape.class));
        assertTrue(e.getMessage().contains("type id 11 at offset 0 is dev.marshalled.example.graph.Events$Login,"
                + " which is not a dev.marshalled.example.graph.Shape"), e.getMessage());
        assertEquals(0, buffer.readIndex());
    }

    @Test
    void bodyLengthThatDisagreesWithTheBodyIsRejected() {
        byte[] message = REGISTRY.toByteArray(new Login("ann", 5));
        // longer than the body: the fields end before the declared length
        byte[] longer = Arrays.copyOf(message, message.length + 3);
        longer[4] += 3;
        MarshalException e = assertThrows(MarshalException.class, () -> REGISTRY.fromByteArray(longer));
        assertTrue(e.getMessage().contains("body of Login at offset 0 has length 18 but its fields end after 15 bytes"),
                e.getMessage());
        // shorter than the body: the fields cannot read past the declared end
        byte[] shorter = message.clone();
        shorter[4] -= 1;
        e = assertThrows(MarshalException.class, () -> REGISTRY.fromByteArray(shorter));
        assertTrue(e.getMessage().contains("truncated input"), e.getMessage());
        // past the end of the input
        byte[] past = message.clone();
        past[4] = 100;
        e = assertThrows(MarshalException.class, () -> REGISTRY.fromByteArray(past));
        assertTrue(e.getMessage().contains("body length 100 at offset 4 is negative or past the end (15 bytes remain)"),
                e.getMessage());
        assertEquals(4, e.offset());
    }

    @Test
    void writingATypeWithoutAnIdFailsAndLosesNothing() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        REGISTRY.writeMessage(new Heartbeat(1), buffer);
        int before = buffer.writeIndex();
        MarshalException e = assertThrows(MarshalException.class, () -> REGISTRY.writeMessage(new Unregistered(1), buffer));
        assertEquals("cannot write a " + Unregistered.class.getName() + ": no marshaller with a type id is registered"
                + " for it: give it @Marshalled(id = N), or register its marshaller; if it has an id and lives in a named"
                + " module, its module-info needs 'provides dev.marshalled.runtime.MarshallerProvider with ...' (the"
                + " compiler names the line)", e.getMessage());
        assertEquals(before, buffer.writeIndex());
        Envelope bad = new Envelope(1, new Unregistered(2), List.of(), Map.of(), null);
        assertThrows(MarshalException.class, () -> Events_EnvelopeMarshaller.write(bad, buffer));
        assertEquals(before, buffer.writeIndex());
        assertEquals(new Heartbeat(1), REGISTRY.readMessage(buffer));
    }

    /**
     * Two types under one id cannot be compiled together (the processor refuses it), so the
     * registry's refusal of a clash is tested with two libraries compiled apart, in the processor
     * module's {@code RegistryClashTest}.
     */
    @Test
    void registeringATypeWithoutAnIdIsRefusedAndRegisteringOneTwiceIsNot() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Marshallers.of(PointMarshaller.INSTANCE));
        assertTrue(e.getMessage().contains("has no type id"), e.getMessage());
        Marshallers registry = Marshallers.of(Events_LoginMarshaller.INSTANCE, Events_LoginMarshaller.INSTANCE);
        assertSame(Events_LoginMarshaller.INSTANCE, registry.forId(11));
    }

    @Test
    void polymorphicFieldsRoundTripThroughTheGlobalRegistry() {
        Envelope original = envelope();
        Envelope copy = RoundTripTest.roundTrip(Events_EnvelopeMarshaller.INSTANCE, original);
        assertEquals(original, copy);
        assertInstanceOf(Heartbeat.class, copy.event());
        assertInstanceOf(Login.class, copy.attachment());
        Envelope empty = new Envelope(0, null, null, null, null);
        assertEquals(empty, RoundTripTest.roundTrip(Events_EnvelopeMarshaller.INSTANCE, empty));
        // a null @Polymorphic value is type id 0 alone
        assertEquals(8 + 4 + 4 + 4 + 4, Events_EnvelopeMarshaller.sizeOf(empty));
    }

    @Test
    void polymorphicFieldRefusesARegisteredTypeOfTheWrongKind() {
        // A Drawing is registered but is no Event: an id in the bytes cannot make the reader create it.
        Envelope envelope = new Envelope(1, new Heartbeat(1), null, null, null);
        byte[] bytes = Events_EnvelopeMarshaller.INSTANCE.toByteArray(envelope);
        bytes[8] = 21;
        MarshalException e = assertThrows(MarshalException.class,
                () -> Events_EnvelopeMarshaller.INSTANCE.fromByteArray(bytes));
        assertTrue(e.getMessage().contains("Events.Envelope.event: type id 21 at offset 8 is"
                + " dev.marshalled.example.graph.Drawing, which is not a dev.marshalled.example.graph.Event"),
                e.getMessage());
    }

    @Test
    void corruptedMessagesGiveOnlyMarshalException() {
        UnsafeBuffer stream = new UnsafeBuffer(64);
        REGISTRY.writeMessage(envelope(), stream);
        REGISTRY.writeMessage(Order.sample(2), stream);
        REGISTRY.writeMessage(SealedTypesTest.drawing(), stream);
        byte[] full = stream.toByteArray();
        Random random = new Random(17);
        // The inspector reads each framed message as the registry does: both decode it, or both
        // refuse it at the same offset.
        Corruption.Tally tally = new Corruption.Tally(false);
        for (int i = 0; i < 10_000; i++) {
            byte[] bytes = Corruption.mutate(full, random);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
            try {
                while (buffer.remaining() > 0) {
                    int at = buffer.readIndex();
                    Inspection inspection = Inspector.inspectMessage(REGISTRY, UnsafeBuffer.wrap(bytes).readIndex(at));
                    Object value;
                    try {
                        value = REGISTRY.readMessage(buffer);
                    } catch (MarshalException e) {
                        assertEquals(at, buffer.readIndex(), "a failed message must not be consumed");
                        assertFalse(inspection.complete(), () -> "the inspector accepts a message the registry"
                                + " refuses (" + e.getMessage() + "): " + Arrays.toString(bytes));
                        assertEquals(e.offset(), inspection.failure().offset(), () -> "the registry refuses at "
                                + e.offset() + " (" + e.getMessage() + "), the inspector at "
                                + inspection.failure().offset() + " (" + inspection.failure().getMessage() + ")");
                        throw e;
                    }
                    int end = buffer.readIndex();
                    assertTrue(inspection.complete(), () -> "the registry reads a message the inspector refuses ("
                            + inspection.failure().getMessage() + "): " + Arrays.toString(bytes));
                    assertEquals(end - at, inspection.length(), "the inspector and the registry end apart");
                    tally.accepted(REGISTRY::toByteArray, REGISTRY::fromByteArray, value, bytes, at, buffer.readIndex());
                }
                tally.read();
            } catch (MarshalException expected) {
                tally.refused();
            } catch (Throwable t) {
                throw new AssertionError("read threw " + t + " for " + Arrays.toString(bytes), t);
            }
        }
        tally.assertExercised(10_000);
    }
}
