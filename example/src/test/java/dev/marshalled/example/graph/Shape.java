package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;
import java.util.List;

/** A sealed hierarchy: fields of type Shape are written as a one-byte tag and the subtype's body. */
public sealed interface Shape permits Shape.Circle, Shape.Square, Shape.Polygon, Shape.Group {

    @Marshalled
    record Circle(double x, double y, double radius) implements Shape {}

    @Marshalled
    record Square(double x, double y, double side) implements Shape {}

    @Marshalled
    record Polygon(double[] xs, double[] ys, String label) implements Shape {
        @Override
        public boolean equals(Object o) {
            return o instanceof Polygon p && java.util.Arrays.equals(xs, p.xs) && java.util.Arrays.equals(ys, p.ys)
                    && java.util.Objects.equals(label, p.label);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(xs) * 31 + java.util.Arrays.hashCode(ys);
        }
    }

    /** Shapes made of shapes: the hierarchy is recursive. */
    @Marshalled
    record Group(String name, List<Shape> members) implements Shape {}
}
