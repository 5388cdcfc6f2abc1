package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Sealed-type fields alone, in a list, as map values and keys' neighbours, and in an Optional. */
@Marshalled(id = 21)
public record Drawing(String title, Shape background, List<Shape> shapes, Map<String, Shape> named,
        Optional<Shape> highlight, Shape[] layers) {

    @Override
    public boolean equals(Object o) {
        return o instanceof Drawing d && java.util.Objects.equals(title, d.title)
                && java.util.Objects.equals(background, d.background) && java.util.Objects.equals(shapes, d.shapes)
                && java.util.Objects.equals(named, d.named) && java.util.Objects.equals(highlight, d.highlight)
                && java.util.Arrays.equals(layers, d.layers);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(title, background, shapes, named);
    }
}
