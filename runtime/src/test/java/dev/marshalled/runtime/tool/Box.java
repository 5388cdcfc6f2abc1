package dev.marshalled.runtime.tool;

/** A generic type for the command's tests; {@link BoxMarshaller} stands in for its generated marshaller. */
public record Box<T>(int count, T value) {
}
