package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import dev.marshalled.Polymorphic;

/**
 * Objects with identity before and after a {@code @Polymorphic} field, for the test vectors of
 * reference scope: the field's body numbers its objects from 0 in a scope of its own, and after
 * it the outer scope goes on where it was.
 */
@Marshalled
public record ScopeProbe(Kinds.Link before, @Polymorphic Object inner, Kinds.Link after) {
}
