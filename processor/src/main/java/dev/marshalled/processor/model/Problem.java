package dev.marshalled.processor.model;

import dev.marshalled.processor.diagnostics.Message;
import java.util.List;
import javax.lang.model.element.Element;

/**
 * Something the model reader found that stops code generation, kept as data so that
 * validation reports it, in one place with the other rules.
 *
 * @param element where the diagnostic goes
 * @param message what it says
 * @param args the message's arguments, in order
 */
public record Problem(Element element, Message message, List<Object> args) {
    static Problem of(Element element, Message message, Object... args) {
        return new Problem(element, message, List.of(args));
    }
}
