package dev.marshalled.runtime.tool;

/** A type without fields or type id, for the command's tests; see {@link BlankMarshaller}. */
public record Blank() {
}
