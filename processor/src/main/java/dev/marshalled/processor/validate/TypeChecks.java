package dev.marshalled.processor.validate;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.processor.model.MarshalledAnnotation;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;

/** Rules about the annotated type itself, checked before its fields are read. */
public final class TypeChecks {
    private final Reporter reporter;

    public TypeChecks(Reporter reporter) {
        this.reporter = reporter;
    }

    /**
     * Reports every rule the type breaks.
     *
     * @param marshallerName the simple name of the marshaller it would get, for messages
     * @return true if the type can be marshalled
     */
    public boolean check(TypeElement type, String marshallerName) {
        int before = reporter.errorCount();
        ElementKind kind = type.getKind();
        if (kind != ElementKind.CLASS && kind != ElementKind.RECORD) {
            reporter.report(type, Message.NOT_A_CLASS_OR_RECORD, kindName(kind), type.getQualifiedName());
            return false;
        }
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            reporter.report(type, Message.ABSTRACT_TYPE, type.getQualifiedName());
        }
        for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                reporter.report(type, Message.PRIVATE_TYPE, type.getQualifiedName(), marshallerName);
                break;
            }
        }
        if (type.getNestingKind() == NestingKind.MEMBER && kind == ElementKind.CLASS
                && !type.getModifiers().contains(Modifier.STATIC)) {
            reporter.report(type, Message.INNER_CLASS, type.getQualifiedName());
        }
        if (!type.getTypeParameters().isEmpty() && MarshalledAnnotation.typeId(type) != 0) {
            reporter.report(type, Message.GENERIC_TYPE_ID, type.getQualifiedName(),
                    Message.typeParameters(type.getTypeParameters(), false),
                    type.getSimpleName());
        }
        if (!type.getTypeParameters().isEmpty() && MarshalledAnnotation.references(type)) {
            reporter.report(type, Message.GENERIC_REFERENCES, type.getQualifiedName(),
                    Message.typeParameters(type.getTypeParameters(), false),
                    type.getSimpleName());
        }
        return reporter.errorCount() == before;
    }

    private static String kindName(ElementKind kind) {
        switch (kind) {
            case INTERFACE: return "interface";
            case ENUM: return "enum";
            case ANNOTATION_TYPE: return "annotation type";
            default: return kind.name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
