package dev.marshalled.processor.lock;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * A field's declared type as the lock's former text form wrote it, its descriptor: the processor
 * wrote these until the lock became schema JSON, and read its own model back through
 * {@link LockSchema#of} until the lock was built from wire types ({@link ModelSchema}). Kept here,
 * unchanged, for {@link TextLockEquivalence}: a text lock of an unchanged type must read as no change.
 */
final class Descriptors {
    private Descriptors() {
    }

    /**
     * Primitives by keyword, arrays with {@code []}, declared types by qualified name with their
     * type arguments; type annotations left out. E.g. {@code java.util.List<java.lang.String>}.
     */
    static String of(TypeMirror type) {
        return of(type, t -> null);
    }

    /**
     * As {@link #of(TypeMirror)}, with each part that a converter writes as another type
     * described as that type: the lock sees what is on the wire.
     *
     * @param wireOf the wire type of a converted part, or null for a part written as itself
     */
    static String of(TypeMirror type, java.util.function.Function<TypeMirror, TypeMirror> wireOf) {
        TypeMirror wire = wireOf.apply(type);
        if (wire != null) {
            return of(wire);
        }
        switch (type.getKind()) {
            case BOOLEAN:
            case BYTE:
            case SHORT:
            case CHAR:
            case INT:
            case LONG:
            case FLOAT:
            case DOUBLE:
                return type.getKind().name().toLowerCase(Locale.ROOT);
            case ARRAY:
                return of(((ArrayType) type).getComponentType(), wireOf) + "[]";
            case DECLARED: {
                DeclaredType declared = (DeclaredType) type;
                String name = ((javax.lang.model.element.TypeElement) declared.asElement()).getQualifiedName().toString();
                if (declared.getTypeArguments().isEmpty()) {
                    return name;
                }
                List<String> arguments = new ArrayList<>();
                for (TypeMirror argument : declared.getTypeArguments()) {
                    arguments.add(of(argument, wireOf));
                }
                return name + "<" + String.join(",", arguments) + ">";
            }
            default:
                return type.toString();
        }
    }
}
