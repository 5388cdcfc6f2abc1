package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.example.domain.Cargo;
import dev.marshalled.example.domain.CargoMarshaller;
import dev.marshalled.example.domain.Link;
import dev.marshalled.example.domain.LinkMarshaller;
import dev.marshalled.example.domain.Rings.Ring;
import dev.marshalled.example.domain.Rings.Station;
import dev.marshalled.example.domain.Rings.Stop;
import dev.marshalled.example.domain.Rings_RingMarshaller;
import dev.marshalled.example.domain.Rings_StationMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A cyclic graph of types without {@code references = true} is refused the same way by every
 * route that writes or measures it, with the fix in the message; never a stack overflow.
 */
class CyclesWithoutIdentityTest {
    private static final String MESSAGE = "objects nested deeper than 512; if the object graph has a cycle or shared"
            + " objects, mark its types @Marshalled(references = true) (a generic type cannot keep identity: a cycle"
            + " through one must pass through a non-generic type that does, see docs/generics.md); if the nesting is"
            + " real, raise ReadLimits.maxDepth";

    private static Cargo cyclic() {
        Cargo cargo = new Cargo("ABC123");
        cargo.deliver("Hamburg");
        assertSame(cargo, cargo.delivery().lastEvent().cargo());
        return cargo;
    }

    @Test
    void everyRouteRefusesACycleWithTheSameMessage() {
        Cargo cargo = cyclic();
        Marshallers registry = Marshallers.of(CargoMarshaller.INSTANCE);
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        List<Executable> routes = List.of(
                () -> CargoMarshaller.sizeOf(cargo),
                () -> CargoMarshaller.write(cargo, buffer),
                () -> CargoMarshaller.INSTANCE.sizeOf(cargo),
                () -> CargoMarshaller.INSTANCE.toByteArray(cargo),
                () -> registry.toByteArray(cargo),
                () -> registry.writeMessage(cargo, buffer),
                () -> registry.sizeOfValue(cargo));
        for (Executable route : routes) {
            MarshalException e = assertThrows(MarshalException.class, route);
            assertEquals("cannot write " + e.getMessage().substring("cannot write ".length()).split(":")[0] + ": "
                    + MESSAGE, e.getMessage());
            assertEquals(0, buffer.writeIndex(), "nothing is left behind");
        }
    }

    @Test
    void aCycleThroughPolymorphicFieldsIsRefusedTheSameWay() {
        Link a = new Link("a");
        Link b = new Link("b");
        a.next(b);
        b.next(a);
        Marshallers.global().register(LinkMarshaller.INSTANCE);
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        List<Executable> routes = List.of(
                () -> LinkMarshaller.sizeOf(a),
                () -> LinkMarshaller.write(a, buffer),
                () -> LinkMarshaller.INSTANCE.toByteArray(a),
                () -> Marshallers.global().toByteArray(a));
        for (Executable route : routes) {
            MarshalException e = assertThrows(MarshalException.class, route);
            assertEquals("cannot write Link: " + MESSAGE, e.getMessage());
            assertEquals(0, buffer.writeIndex());
        }
        b.next(null);
        Link copy = LinkMarshaller.INSTANCE.fromByteArray(LinkMarshaller.INSTANCE.toByteArray(a));
        assertEquals("b", ((Link) copy.next()).name());
    }

    @Test
    void aCycleThroughAGenericTypeIsRefusedWithTheWayThatWorks() {
        Ring<String> a = new Ring<>("a");
        Ring<String> b = new Ring<>("b");
        a.next = b;
        b.next = a;
        Marshaller<Ring<String>> rings = Rings_RingMarshaller.of(JdkMarshallers.of(String.class));
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        for (Executable route : List.<Executable>of(() -> rings.sizeOf(a), () -> rings.write(a, buffer),
                () -> rings.toByteArray(a))) {
            MarshalException e = assertThrows(MarshalException.class, route);
            assertEquals("cannot write Rings.Ring: " + MESSAGE, e.getMessage());
            assertEquals(0, buffer.writeIndex());
        }
        // What the message advises: the cycle passes through a non-generic type that keeps identity.
        Station hub = new Station("hub");
        Stop north = new Stop("north", hub);
        hub.stops = new Ring<>(north);
        hub.stops.next = new Ring<>(new Stop("south", hub));
        Station copy = Rings_StationMarshaller.INSTANCE.fromByteArray(Rings_StationMarshaller.INSTANCE.toByteArray(hub));
        assertEquals("north", copy.stops.value.name);
        assertSame(copy, copy.stops.value.station, "the cycle closed by a back reference");
        assertSame(copy, copy.stops.next.value.station);
    }

    @Test
    void withoutACycleTheSameTypesRoundTrip() {
        Cargo cargo = new Cargo("XYZ");
        byte[] bytes = CargoMarshaller.INSTANCE.toByteArray(cargo);
        assertEquals(bytes.length, CargoMarshaller.sizeOf(cargo));
        Cargo copy = CargoMarshaller.INSTANCE.fromByteArray(bytes);
        assertEquals("XYZ", copy.trackingId());
        assertEquals(null, copy.delivery());
        assertNotSame(cargo, copy);
    }
}
