package dev.marshalled.schema;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * When two fields encode alike. Declared types that encode alike are one: every collection and
 * object array is a sequence of its element, every map a map, so {@code List<String>},
 * {@code ArrayList<String>} and {@code String[]} are the same. Types named by the field (enums,
 * marshalled types, sealed types, JDK value types) are the same when their qualified names are;
 * a schema kept with display names only is compared by those.
 */
final class Wire {
    private Wire() {
    }

    static boolean same(Field a, Field b) {
        Kind kind = shape(a);
        if (kind != shape(b)) {
            return false;
        }
        switch (kind) {
            case BOXED:
            case PRIMITIVE_ARRAY:
                return a.element() == b.element();
            case NESTED:
            case DYNAMIC:
                return sameName(a, b);
            case SEQUENCE:
            case MAP:
            case OPTIONAL:
                if (a.parts().size() != b.parts().size()) {
                    return false;
                }
                for (int i = 0; i < a.parts().size(); i++) {
                    if (!same(a.parts().get(i), b.parts().get(i))) {
                        return false;
                    }
                }
                return true;
            default:
                return true; // primitives and strings: the kind says it all
        }
    }

    /**
     * The kind, with every kind that a named type decides folded into {@link Kind#NESTED}: an enum,
     * a marshalled type with or without references, a sealed type, a JDK value type. A change of the
     * named type itself is compared on that type.
     */
    private static Kind shape(Field field) {
        switch (field.kind()) {
            case ENUM:
            case NESTED:
            case REFERENCE:
            case UNION:
            case STANDARD:
                return Kind.NESTED;
            default:
                return field.kind();
        }
    }

    /** @return the qualified name of the type the field names, or null when the schema kept display names only */
    static String qualified(Field field) {
        if (field.kind() == Kind.NESTED || field.kind() == Kind.REFERENCE) {
            WireSchema nested = field.nestedSchema() == null ? null : field.nested();
            if (nested != null && nested.hasOrigin()) {
                return nested.qualifiedName();
            }
        }
        return field.qualifiedName();
    }

    /** @return the name the messages use for the type the field names: qualified when known */
    static String name(Field field) {
        String qualified = qualified(field);
        return qualified != null ? qualified : field.typeName();
    }

    private static boolean sameName(Field a, Field b) {
        String qa = qualified(a);
        String qb = qualified(b);
        return qa != null && qb != null ? qa.equals(qb) : a.typeName().equals(b.typeName());
    }

    static List<String> subtypes(Field union) {
        List<String> names = new ArrayList<>();
        for (Field part : union.parts()) {
            names.add(name(part));
        }
        return names;
    }

    /** Whether {@code after}'s subtypes start with {@code before}'s, in order. */
    static boolean sameSubtypes(Field before, Field after) {
        if (after.parts().size() < before.parts().size()) {
            return false;
        }
        for (int i = 0; i < before.parts().size(); i++) {
            if (!sameName(before.parts().get(i), after.parts().get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the field holds a {@code @Polymorphic} value, itself or in a container. */
    static boolean polymorphic(Field field) {
        if (field.kind() == Kind.DYNAMIC) {
            return true;
        }
        for (Field part : field.parts()) {
            if (polymorphic(part)) {
                return true;
            }
        }
        return false;
    }
}
