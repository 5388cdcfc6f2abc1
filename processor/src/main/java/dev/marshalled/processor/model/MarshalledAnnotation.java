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
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * What {@code @Marshalled} and {@code @Polymorphic} say about an element, read from annotation
 * mirrors by name so that types from class files work as well as sources.
 */
public final class MarshalledAnnotation {
    public static final String MARSHALLED = "dev.marshalled.Marshalled";
    public static final String POLYMORPHIC = "dev.marshalled.Polymorphic";
    public static final String SINCE = "dev.marshalled.Since";
    public static final String RETIRED = "dev.marshalled.Retired";
    public static final String CONVERT_WITH = "dev.marshalled.ConvertWith";
    public static final String WIRE_CONVERTER = "dev.marshalled.WireConverter";
    /** The member of {@code @ConvertWith} that lists the converters. */
    public static final String CONVERT_WITH_VALUE = "value";

    private MarshalledAnnotation() {
    }

    /** @return the {@code @Marshalled} annotation on {@code element}, or null */
    public static AnnotationMirror of(Element element) {
        return find(element, MARSHALLED);
    }

    /**
     * The values of one {@code @Marshalled} annotation, typed; members left out have their
     * declared defaults. The member names are those of {@code dev.marshalled.Marshalled}
     * ({@code AnnotationNamesTest} checks them against the annotation by reflection).
     *
     * @param mirror the annotation, where diagnostics about it go
     * @param id {@code id()}, 0 without one
     * @param idValue the written {@code id = N}, where a diagnostic about the id goes; null without one
     * @param references {@code references()}
     * @param evolvable {@code evolvable()}
     * @param compact whether {@code encoding()} is {@code COMPACT}
     */
    public record Values(AnnotationMirror mirror, int id, AnnotationValue idValue, boolean references,
            boolean evolvable, boolean compact) {
        /** The annotation's member names and the encoding constant, in the one place they are spelled. */
        public static final String ID = "id";
        public static final String REFERENCES = "references";
        public static final String EVOLVABLE = "evolvable";
        public static final String ENCODING = "encoding";
        public static final String COMPACT = "COMPACT";

        static Values read(AnnotationMirror mirror) {
            AnnotationValue id = entry(mirror, ID);
            Object encoding = value(mirror, ENCODING);
            return new Values(mirror, id != null && id.getValue() instanceof Integer ? (Integer) id.getValue() : 0, id,
                    Boolean.TRUE.equals(value(mirror, REFERENCES)), Boolean.TRUE.equals(value(mirror, EVOLVABLE)),
                    encoding instanceof VariableElement && ((VariableElement) encoding).getSimpleName().contentEquals(COMPACT));
        }
    }

    /** @return the typed values of {@code @Marshalled} on {@code element}; all defaults if it has none */
    public static Values values(TypeElement element) {
        AnnotationMirror mirror = of(element);
        return mirror == null ? new Values(null, 0, null, false, false, false) : Values.read(mirror);
    }

    /** @return the declared type id, or 0 */
    public static int typeId(TypeElement element) {
        return values(element).id();
    }

    /** @return the {@code id} value of the annotation, where a diagnostic about it belongs, or null */
    public static AnnotationValue typeIdValue(TypeElement element) {
        return values(element).idValue();
    }

    /** @return whether the type declares {@code references = true} */
    public static boolean references(TypeElement element) {
        return values(element).references();
    }

    /** @return whether the type declares {@code evolvable = true} */
    public static boolean evolvable(TypeElement element) {
        return values(element).evolvable();
    }

    /** @return whether the type declares {@code encoding = COMPACT} */
    public static boolean compact(TypeElement element) {
        return values(element).compact();
    }

    /** @return the {@code @Since} annotation on a field, or null */
    public static AnnotationMirror sinceAnnotation(Element element) {
        return find(element, SINCE);
    }

    /** The member of {@code @Since} that holds the version. */
    public static final String SINCE_VALUE = "value";

    /** @return the version in a field's {@code @Since}, or 1 without one */
    public static int since(Element element) {
        Object value = value(sinceAnnotation(element), SINCE_VALUE);
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

    /** @return the {@code @Polymorphic} annotation on a field, or null */
    public static AnnotationMirror polymorphicAnnotation(Element element) {
        return find(element, POLYMORPHIC);
    }

    /** @return the {@code @ConvertWith} annotation on a field, type or package, or null */
    public static AnnotationMirror convertWith(Element element) {
        return find(element, CONVERT_WITH);
    }

    /** @return the classes a {@code @ConvertWith} lists, in order; empty without one */
    public static List<TypeMirror> converters(AnnotationMirror convertWith) {
        List<TypeMirror> classes = new ArrayList<>();
        Object listed = value(convertWith, CONVERT_WITH_VALUE);
        if (listed instanceof List<?> values) {
            for (Object v : values) {
                if (v instanceof AnnotationValue av && av.getValue() instanceof TypeMirror t) {
                    classes.add(t);
                }
            }
        } else if (listed instanceof TypeMirror single) {
            classes.add(single);
        }
        return classes;
    }

    /**
     * @param convertWith a {@code @ConvertWith}
     * @param converter the qualified name of a converter it lists
     * @return the value that lists it (the class literal), where a diagnostic about it belongs; null if none does
     */
    public static AnnotationValue converterValue(AnnotationMirror convertWith, String converter) {
        AnnotationValue listed = entry(convertWith, CONVERT_WITH_VALUE);
        if (listed == null) {
            return null;
        }
        List<AnnotationValue> values = new ArrayList<>();
        if (listed.getValue() instanceof List<?> list) {
            for (Object v : list) {
                if (v instanceof AnnotationValue av) {
                    values.add(av);
                }
            }
        } else {
            values.add(listed);
        }
        for (AnnotationValue value : values) {
            if (value.getValue() instanceof javax.lang.model.type.DeclaredType type
                    && ((TypeElement) type.asElement()).getQualifiedName().contentEquals(converter)) {
                return value;
            }
        }
        return null;
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

    /**
     * Whether {@code element} is declared non-null by JetBrains' {@code @NotNull}, which Kotlin
     * puts on every non-null property and kapt keeps in its stubs.
     */
    public static boolean nonNull(Element element) {
        return find(element, "org.jetbrains.annotations.NotNull") != null;
    }

    /**
     * @param name an annotation's qualified name, e.g. {@link #SINCE}
     * @return that annotation on {@code element}, or null
     */
    public static AnnotationMirror find(Element element, String name) {
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
