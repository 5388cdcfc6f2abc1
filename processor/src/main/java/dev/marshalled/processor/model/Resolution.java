package dev.marshalled.processor.model;

import dev.marshalled.processor.diagnostics.Message;
import java.util.List;

/**
 * What a field's declared type is on the wire, or the one reason it cannot be written.
 *
 * @param wire the shape, or null when rejected
 * @param rejection why not, or null when {@code wire} is set; both are null when the reason was
 *     reported elsewhere (a converter for the type that could not be used)
 */
public record Resolution(WireType wire, Rejection rejection) {
    static Resolution of(WireType wire) {
        return new Resolution(wire, null);
    }

    static Resolution reject(Message message, Object... details) {
        return new Resolution(null, new Rejection(message, List.of(details)));
    }

    /** @return whether the type has a wire shape */
    public boolean ok() {
        return wire != null;
    }

    /**
     * A message about a field type.
     *
     * @param message a message whose first two arguments are the field's name and its type's name
     * @param details the message's other arguments, in order
     */
    public record Rejection(Message message, List<Object> details) {
    }
}
