package dev.marshalled.processor.model;

import dev.marshalled.processor.diagnostics.Message;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Something the model reader found that stops code generation, kept as data so that
 * validation reports it, in one place with the other rules.
 *
 * @param element where the diagnostic goes
 * @param annotation the annotation of {@code element} it concerns, where it goes then; or null
 * @param value the annotation's value it concerns, where it goes then; or null
 * @param message what it says
 * @param args the message's arguments, in order
 */
public record Problem(Element element, AnnotationMirror annotation, AnnotationValue value, Message message,
        List<Object> args) {
    static Problem of(Element element, Message message, Object... args) {
        return new Problem(element, null, null, message, List.of(args));
    }

    static Problem on(Element element, AnnotationMirror annotation, AnnotationValue value, Message message,
            Object... args) {
        return new Problem(element, annotation, value, message, List.of(args));
    }
}
