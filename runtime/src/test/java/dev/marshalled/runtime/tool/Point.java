package dev.marshalled.runtime.tool;

/** A type for the command's tests; {@link PointMarshaller} stands in for its generated marshaller. */
public record Point(int x, int y) {
}
