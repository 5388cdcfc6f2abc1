package dev.marshalled.example.graph;

/** An open (non-sealed) interface: fields of this type must be @Polymorphic and go through the registry. */
public interface Event {
}
