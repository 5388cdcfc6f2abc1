package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.List;

/** A generic type that {@link Ticket} holds at its private enum. */
@Marshalled
public record Held<T>(T value, List<T> earlier) {
}
