package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.graph.Drawing;
import dev.marshalled.example.graph.DrawingMarshaller;
import dev.marshalled.example.graph.Shape.Circle;
import dev.marshalled.example.graph.Shape.Group;
import dev.marshalled.example.graph.Shape.Polygon;
import dev.marshalled.example.graph.Shape.Square;
import dev.marshalled.example.graph.Shape;
import dev.marshalled.example.graph.Shape_GroupMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A sealed hierarchy round-trips as the right subtypes in fields, lists, maps, Optionals and arrays. */
class SealedTypesTest {
    static Drawing drawing() {
        Map<String, Shape> named = new LinkedHashMap<>();
        named.put("sun", new Circle(10, 10, 3));
        named.put("nothing", null);
        named.put("house", new Group("house", List.of(new Square(0, 0, 4),
                new Polygon(new double[] {0, 2, 4}, new double[] {4, 6, 4}, "roof"))));
        List<Shape> shapes = new ArrayList<>(List.of(new Circle(1, 2, 3), new Square(4, 5, 6),
                new Polygon(new double[] {0, 1}, new double[] {1, 0}, null), new Group("empty", List.of())));
        shapes.add(null);
        return new Drawing("landscape", new Square(0, 0, 100), shapes, named, Optional.of(new Circle(0, 0, 1)),
                new Shape[] {null, new Circle(5, 5, 5)});
    }

    @Test
    void everySubtypeComesBackAsItself() {
        Drawing original = drawing();
        Drawing copy = RoundTripTest.roundTrip(DrawingMarshaller.INSTANCE, original);
        assertEquals(original, copy);
        assertInstanceOf(Square.class, copy.background());
        assertEquals(List.of(Circle.class, Square.class, Polygon.class, Group.class),
                copy.shapes().stream().limit(4).map(Object::getClass).toList());
        assertInstanceOf(Group.class, copy.named().get("house"));
        assertEquals(original.named().keySet(), copy.named().keySet());
    }

    @Test
    void nullsAndEmptyContainers() {
        Drawing empty = new Drawing(null, null, null, null, null, null);
        assertEquals(empty, RoundTripTest.roundTrip(DrawingMarshaller.INSTANCE, empty));
        Drawing absent = new Drawing("", null, List.of(), Map.of(), Optional.empty(), new Shape[0]);
        assertEquals(absent, RoundTripTest.roundTrip(DrawingMarshaller.INSTANCE, absent));
    }

    @Test
    void tagIsOneByteInPermitsOrder() {
        // background = Circle: tag 1 (Circle is first in the permits clause), then the Circle body.
        Drawing drawing = new Drawing(null, new Circle(1, 2, 3), null, null, null, null);
        byte[] bytes = DrawingMarshaller.INSTANCE.toByteArray(drawing);
        int background = 4; // after the null title's int32 -1
        assertEquals(1, bytes[background]);
        assertEquals(4 + 1 + 24 + 4 + 4 + 1 + 4, bytes.length);
        Drawing square = new Drawing(null, new Square(1, 2, 3), null, null, null, null);
        assertEquals(2, DrawingMarshaller.INSTANCE.toByteArray(square)[background]);
        Drawing none = new Drawing(null, null, null, null, null, null);
        assertEquals(0, DrawingMarshaller.INSTANCE.toByteArray(none)[background]);
    }

    @Test
    void recursiveHierarchyCountsDepth() {
        Shape shape = new Circle(0, 0, 1);
        for (int i = 0; i < 100; i++) {
            shape = new Group("level " + i, List.of(shape));
        }
        Group deep = (Group) shape;
        assertEquals(deep, RoundTripTest.roundTrip(Shape_GroupMarshaller.INSTANCE, deep));
        UnsafeBuffer buffer = new UnsafeBuffer(64).limits(ReadLimits.defaults().withMaxDepth(50));
        MarshalException e = assertThrows(MarshalException.class, () -> Shape_GroupMarshaller.write(deep, buffer));
        assertTrue(e.getMessage().contains("nested deeper than 50"), e.getMessage());
        assertEquals(0, buffer.writeIndex());
    }

    @Test
    void tagOutOfRangeIsRejected() {
        byte[] bytes = DrawingMarshaller.INSTANCE.toByteArray(new Drawing(null, new Circle(1, 2, 3), null, null, null, null));
        for (int tag : new int[] {5, 6, 127, -1, -128}) {
            bytes[4] = (byte) tag;
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
            MarshalException e = assertThrows(MarshalException.class, () -> DrawingMarshaller.read(buffer));
            assertTrue(e.getMessage().contains("Drawing.background: subtype tag " + (tag & 0xFF) + " at offset 4 is out"
                    + " of range 1..4 (0 means null)"), e.getMessage());
            assertEquals(4, e.offset());
            assertEquals(0, buffer.readIndex());
        }
    }

    @Test
    void schemaListsTheSubtypesInTagOrder() {
        WireSchema.Field background = DrawingMarshaller.SCHEMA.fields().get(1);
        assertEquals(WireSchema.Kind.UNION, background.kind());
        assertEquals(List.of("Shape.Circle", "Shape.Square", "Shape.Polygon", "Shape.Group"),
                background.parts().stream().map(WireSchema.Field::typeName).toList());
        assertEquals("Shape.Polygon", background.parts().get(2).nested().typeName());
        assertEquals(21, DrawingMarshaller.SCHEMA.typeId());
    }

    @Test
    void corruptedDrawingsGiveOnlyMarshalException() {
        byte[] full = DrawingMarshaller.INSTANCE.toByteArray(drawing());
        Random random = new Random(5);
        Corruption.run(DrawingMarshaller.INSTANCE, full, random, 10_000);
        assertArrayEquals(full, DrawingMarshaller.INSTANCE.toByteArray(DrawingMarshaller.INSTANCE.fromByteArray(full)));
    }
}
