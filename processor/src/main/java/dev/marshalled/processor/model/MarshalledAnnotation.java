package dev.marshalled.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * What {@code @Marshalled} and {@code @Polymorphic} say about an element, read from annotation
 * mirrors by name so that types from class files work as well as sources.
 */
public final class MarshalledAnnotation {
    static final String MARSHALLED = "dev.marshalled.Marshalled";
    static final String POLYMORPHIC = "dev.marshalled.Polymorphic";
    static final String SINCE = "dev.marshalled.Since";
    static final String RETIRED = "dev.marshalled.Retired";

    private MarshalledAnnotation() {
    }

    /** @return the {@code @Marshalled} annotation on {@code element}, or null */
    public static AnnotationMirror of(Element element) {
        return find(element, MARSHALLED);
    }

    /** @return the declared type id, or 0 */
    public static int typeId(TypeElement element) {
        Object value = value(of(element), "id");
        return value instanceof Integer ? (Integer) value : 0;
    }

    /** @return the {@code id} value of the annotation, where a diagnostic about it belongs, or null */
    public static AnnotationValue typeIdValue(TypeElement element) {
        return entry(of(element), "id");
    }

    /** @return whether the type declares {@code references = true} */
    public static boolean references(TypeElement element) {
        return Boolean.TRUE.equals(value(of(element), "references"));
    }

    /** @return whether the type declares {@code evolvable = true} */
    public static boolean evolvable(TypeElement element) {
        return Boolean.TRUE.equals(value(of(element), "evolvable"));
    }

    /** @return whether the type declares {@code encoding = COMPACT} */
    public static boolean compact(TypeElement element) {
        Object value = value(of(element), "encoding");
        return value instanceof javax.lang.model.element.VariableElement
                && ((javax.lang.model.element.VariableElement) value).getSimpleName().contentEquals("COMPACT");
    }

    /** @return the {@code @Since} annotation on a field, or null */
    public static AnnotationMirror sinceAnnotation(Element element) {
        return find(element, SINCE);
    }

    /** @return the version in a field's {@code @Since}, or 1 without one */
    public static int since(Element element) {
        Object value = value(sinceAnnotation(element), "value");
        return value instanceof Integer ? (Integer) value : 1;
    }

    /** @return whether a field carries {@code @Retired} */
    public static boolean retired(Element element) {
        return find(element, RETIRED) != null;
    }

    /** @return whether a field (or record component, or its field) carries {@code @Polymorphic} */
    public static boolean polymorphic(Element element) {
        return find(element, POLYMORPHIC) != null;
    }

    /**
     * The concrete {@code @Marshalled} types a value of the sealed type {@code sealed} can have,
     * in the order of its {@code permits} clauses (a sealed subtype's own subtypes take its place).
     *
     * @param missing receives each permitted subtype that is neither {@code @Marshalled} nor sealed
     * @return the subtypes, in tag order
     */
    public static List<TypeElement> permittedLeaves(TypeElement sealed, List<TypeElement> missing) {
        List<TypeElement> leaves = new ArrayList<>();
        addLeaves(sealed, leaves, missing);
        return leaves;
    }

    private static void addLeaves(TypeElement type, List<TypeElement> leaves, List<TypeElement> missing) {
        boolean concrete = type.getKind().isClass() && !type.getModifiers().contains(Modifier.ABSTRACT);
        if (concrete && of(type) != null) {
            leaves.add(type);
        }
        if (!type.getModifiers().contains(Modifier.SEALED)) {
            if (of(type) == null) {
                missing.add(type);
            }
            return;
        }
        for (TypeMirror permitted : type.getPermittedSubclasses()) {
            if (permitted.getKind() == TypeKind.DECLARED) {
                Element sub = ((javax.lang.model.type.DeclaredType) permitted).asElement();
                addLeaves((TypeElement) sub, leaves, missing);
            }
        }
    }

    private static AnnotationMirror find(Element element, String name) {
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) annotation.getAnnotationType().asElement();
            if (type.getQualifiedName().contentEquals(name)) {
                return annotation;
            }
        }
        return null;
    }

    private static AnnotationValue entry(AnnotationMirror annotation, String name) {
        if (annotation == null) {
            return null;
        }
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : annotation.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue();
            }
        }
        return null;
    }

    private static Object value(AnnotationMirror annotation, String name) {
        AnnotationValue value = entry(annotation, name);
        return value == null ? null : value.getValue();
    }
}
