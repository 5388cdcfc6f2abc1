package dev.marshalled.processor.validate;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.processor.model.MarshalledAnnotation;
import java.util.List;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * The field annotations ({@code @Polymorphic}, {@code @Since}, {@code @Retired}, {@code @ConvertWith})
 * where no marshaller can act on them, wherever they are, {@code @Marshalled} type or not: on a static
 * or transient field, which is never written; on a field of a type that is not {@code @Marshalled} and
 * whose fields no {@code @Marshalled} type can inherit (a record, an enum and its constants, a final
 * class, a sealed class none of whose subclasses can be); and a {@code @ConvertWith} that lists no
 * converter. A field of a class that is not {@code @Marshalled} but can be extended is not judged: a
 * {@code @Marshalled} subclass, compiled with it or elsewhere, inherits the field with its annotations.
 */
public final class AnnotationUses {
    private static final List<String> FIELD_ANNOTATIONS = List.of(MarshalledAnnotation.POLYMORPHIC,
            MarshalledAnnotation.SINCE, MarshalledAnnotation.RETIRED, MarshalledAnnotation.CONVERT_WITH);

    private final Reporter reporter;

    public AnnotationUses(Reporter reporter) {
        this.reporter = reporter;
    }

    /** @return the annotations these rules concern, which the processor must claim to be shown them */
    public static List<String> annotations() {
        return FIELD_ANNOTATIONS;
    }

    /** Reports each use of the annotations among the elements of {@code round} that does nothing. */
    public void check(RoundEnvironment round, Elements elements) {
        for (String name : FIELD_ANNOTATIONS) {
            TypeElement annotation = elements.getTypeElement(name);
            if (annotation == null) {
                continue;
            }
            for (Element element : round.getElementsAnnotatedWith(annotation)) {
                check(element, name);
            }
        }
    }

    private void check(Element element, String name) {
        AnnotationMirror annotation = MarshalledAnnotation.find(element, name);
        String simple = name.substring(name.lastIndexOf('.') + 1);
        if (annotation == null || element.getKind() == ElementKind.RECORD_COMPONENT) {
            return; // a record component's annotation is its field's too, which is judged
        }
        if (name.equals(MarshalledAnnotation.CONVERT_WITH) && MarshalledAnnotation.converters(annotation).isEmpty()
                && listsNothing(annotation)) {
            reporter.report(element, annotation, null, Message.CONVERTER_LIST_EMPTY, where(element));
            return;
        }
        if (element.getKind() != ElementKind.FIELD && element.getKind() != ElementKind.ENUM_CONSTANT) {
            return; // a type's or package's @ConvertWith: its converters' own rules
        }
        TypeElement owner = (TypeElement) element.getEnclosingElement();
        String field = element.getSimpleName().toString();
        if (element.getKind() == ElementKind.ENUM_CONSTANT) {
            reporter.report(element, annotation, null, Message.UNMARSHALLED_FIELD_ANNOTATED, field,
                    owner.getQualifiedName(), simple, owner.getSimpleName(),
                    "is an enum, whose values are written by their ordinals, never by their fields", "remove @" + simple);
            return;
        }
        boolean isStatic = element.getModifiers().contains(Modifier.STATIC);
        if (isStatic || element.getModifiers().contains(Modifier.TRANSIENT)) {
            reporter.report(element, annotation, null, Message.UNWRITTEN_FIELD_ANNOTATED, field,
                    owner.getQualifiedName(), isStatic ? "static" : "transient", simple, simple,
                    isStatic ? "make it an instance field" : "drop transient, so that it is written");
            return;
        }
        if (MarshalledAnnotation.of(owner) != null) {
            return;
        }
        String closed = closed(owner);
        if (closed != null) {
            String fix = owner.getKind() == ElementKind.ENUM ? "remove @" + simple
                    : "annotate " + owner.getSimpleName() + " with @Marshalled, or remove @" + simple;
            reporter.report(element, annotation, null, Message.UNMARSHALLED_FIELD_ANNOTATED, field,
                    owner.getQualifiedName(), simple, owner.getSimpleName(), closed, fix);
        }
    }

    /**
     * Why no {@code @Marshalled} type can read the fields of {@code type}, which is not
     * {@code @Marshalled} itself; null when a subclass could, here or in another compilation.
     */
    static String closed(TypeElement type) {
        if (type.getKind() == ElementKind.ENUM) {
            return "is an enum, whose values are written by their ordinals, never by their fields";
        }
        if (type.getKind() == ElementKind.RECORD) {
            return "is a record without @Marshalled, which no class can extend";
        }
        if (type.getKind() != ElementKind.CLASS) {
            return null;
        }
        if (type.getModifiers().contains(Modifier.FINAL)) {
            return "is a final class without @Marshalled, which no class can extend";
        }
        return sealedWithoutMarshalled(type) ? "is a sealed class without @Marshalled, and no class it permits is"
                + " @Marshalled or open to others" : null;
    }

    /** Whether {@code type} is sealed, and every class it permits, at any depth, is final or sealed and not @Marshalled. */
    private static boolean sealedWithoutMarshalled(TypeElement type) {
        if (!type.getModifiers().contains(Modifier.SEALED)) {
            return false;
        }
        for (TypeMirror permitted : type.getPermittedSubclasses()) {
            if (permitted.getKind() != TypeKind.DECLARED) {
                return false;
            }
            TypeElement subclass = (TypeElement) ((javax.lang.model.type.DeclaredType) permitted).asElement();
            boolean closedHere = subclass.getModifiers().contains(Modifier.FINAL)
                    || subclass.getKind() == ElementKind.RECORD || sealedWithoutMarshalled(subclass);
            if (MarshalledAnnotation.of(subclass) != null || !closedHere) {
                return false;
            }
        }
        return true;
    }

    /** Whether the annotation's value is an empty list, not one javac refused (an unresolved class). */
    private static boolean listsNothing(AnnotationMirror annotation) {
        for (var entry : annotation.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(MarshalledAnnotation.CONVERT_WITH_VALUE)) {
                return entry.getValue().getValue() instanceof List<?> list && list.isEmpty();
            }
        }
        return false;
    }

    /** How a declaration is named in messages: {@code field 'x' of com.acme.T}, a type, a package. */
    static String where(Element declaration) {
        if (declaration instanceof PackageElement p) {
            return "package " + p.getQualifiedName();
        }
        if (declaration instanceof TypeElement t) {
            return t.getQualifiedName().toString();
        }
        return "field '" + declaration.getSimpleName() + "' of "
                + ((TypeElement) declaration.getEnclosingElement()).getQualifiedName();
    }
}
