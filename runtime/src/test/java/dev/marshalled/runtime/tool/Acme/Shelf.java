package dev.marshalled.runtime.tool.Acme;

/**
 * A nested type in a package with a capital letter: where the package ends is for the class loader
 * to say, not the case of a letter. {@link Shelf_SlotMarshaller} stands in for its generated marshaller.
 */
public final class Shelf {
    private Shelf() {
    }

    /** The marshalled type, {@code dev.marshalled.runtime.tool.Acme.Shelf.Slot}. */
    public record Slot(int number) {
    }
}
