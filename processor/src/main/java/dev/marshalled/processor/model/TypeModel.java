package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * Everything the generator needs about one {@code @Marshalled} type.
 *
 * @param element the annotated type
 * @param type its name
 * @param marshaller the name of the class to generate
 * @param fields the fields in wire order: superclass fields first, each class in declaration order
 * @param constructorArgs indexes into {@code fields}, one per constructor parameter, in parameter order
 * @param construction how reading calls that constructor
 * @param recursive whether the type can contain itself through its fields, so that reading and
 *     writing must count nesting depth; other types nest only as deep as their declarations
 * @param recursiveTypes the {@code @Marshalled} types this one can contain (itself included) that can
 *     contain themselves: their {@code sizeOf} counts depth
 * @param typeId the declared type id, or 0
 * @param references whether objects of this type keep their identity on the wire
 * @param usesReferences whether writing this type can reach a type that keeps identity
 * @param evolvable whether the body carries its length, so versions with more or fewer
 *     fields can read each other
 * @param compact whether ints, longs, lengths and ordinals are written as varints
 * @param problems what the reader found wrong (no usable constructor, a converter that cannot
 *     be used); a model with problems is reported and never generated
 */
public record TypeModel(
        TypeElement element,
        ClassName type,
        ClassName marshaller,
        List<FieldModel> fields,
        List<Integer> constructorArgs,
        Construction construction,
        boolean recursive,
        java.util.Set<ClassName> recursiveTypes,
        int typeId,
        boolean references,
        boolean usesReferences,
        boolean evolvable,
        boolean compact,
        List<Problem> problems) {

    /** Whether the type declares type parameters: its marshaller is made with their arguments' marshallers. */
    public boolean generic() {
        return !element.getTypeParameters().isEmpty();
    }

    /** The names of the type's parameters, in order. */
    public List<String> typeParameters() {
        return element.getTypeParameters().stream().map(p -> p.getSimpleName().toString()).toList();
    }

    /** The type as generated code declares its values: {@code Page<T>} for a generic type. */
    public com.squareup.javapoet.TypeName declaredType() {
        if (!generic()) {
            return type;
        }
        return com.squareup.javapoet.ParameterizedTypeName.get(type, typeParameters().stream()
                .map(com.squareup.javapoet.TypeVariableName::get).toArray(com.squareup.javapoet.TypeName[]::new));
    }

    /** Whether reading creates the object before its fields, so back references can name it at once. */
    public boolean createdFirst() {
        return references && constructorArgs.isEmpty();
    }

    /** The marshallers of other {@code @Marshalled} types that this type's marshaller calls. */
    public java.util.Set<ClassName> marshallersCalled() {
        java.util.Set<ClassName> called = new java.util.HashSet<>();
        for (FieldModel field : fields) {
            if (field.resolution().ok()) {
                addCalled(field.wire(), called);
            }
        }
        return called;
    }

    private static void addCalled(WireType wire, java.util.Set<ClassName> called) {
        if (wire instanceof WireType.Nested n) {
            called.add(n.marshaller());
        } else if (wire instanceof WireType.Reference r) {
            called.add(r.marshaller());
        } else if (wire instanceof WireType.Generic g) {
            called.add(g.marshaller());
            g.arguments().forEach(argument -> addCalled(argument, called));
        } else if (wire instanceof WireType.Union u) {
            called.addAll(u.marshallers());
        } else if (wire instanceof WireType.Converted c) {
            addCalled(c.wire(), called);
        } else if (wire instanceof WireType.Sequence q) {
            addCalled(q.element(), called);
        } else if (wire instanceof WireType.MapOf m) {
            addCalled(m.key(), called);
            addCalled(m.value(), called);
        } else if (wire instanceof WireType.OptionalOf o) {
            addCalled(o.value(), called);
        }
    }
}
