package dev.marshalled.processor.diagnostics;

import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;

/** The processor's single way to report a diagnostic; counts errors so callers can stop a type early. */
public final class Reporter {
    private final Messager messager;
    private int errors;
    /** What was reported where, so a problem several types share (a package's converter) is said once. */
    private final java.util.Set<java.util.List<Object>> said = new java.util.HashSet<>();

    public Reporter(Messager messager) {
        this.messager = messager;
    }

    /** Reports {@code message} on the most specific element it concerns. */
    public void report(Element element, Message message, Object... args) {
        if (message.kind() == javax.tools.Diagnostic.Kind.ERROR) {
            errors++;
        }
        if (!said.add(java.util.List.of(element, message.format(args)))) {
            return;
        }
        messager.printMessage(message.kind(), message.format(args), element);
    }

    /** Reports {@code message} on one value of an annotation of {@code element}, e.g. {@code id = 7}. */
    public void report(Element element, javax.lang.model.element.AnnotationMirror annotation,
            javax.lang.model.element.AnnotationValue value, Message message, Object... args) {
        if (message.kind() == javax.tools.Diagnostic.Kind.ERROR) {
            errors++;
        }
        if (!said.add(java.util.Arrays.asList(element, annotation, value, message.format(args)))) {
            return;
        }
        messager.printMessage(message.kind(), message.format(args), element, annotation, value);
    }

    /** Reports {@code message} about the compilation as a whole, e.g. a resource that could not be written. */
    public void reportGeneral(Message message, Object... args) {
        if (message.kind() == javax.tools.Diagnostic.Kind.ERROR) {
            errors++;
        }
        messager.printMessage(message.kind(), message.format(args));
    }

    /** @return errors reported so far; compare before and after a step to see if it failed */
    public int errorCount() {
        return errors;
    }
}
