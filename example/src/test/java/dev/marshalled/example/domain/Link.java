package dev.marshalled.example.domain;

import dev.marshalled.Marshalled;
import dev.marshalled.Polymorphic;

/** A value whose next value may be anything with a type id, itself included: a cycle the declarations cannot see. */
@Marshalled(id = 902)
public final class Link {
    private final String name;
    @Polymorphic
    private Object next;

    public Link(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public Object next() {
        return next;
    }

    public void next(Object value) {
        next = value;
    }
}
