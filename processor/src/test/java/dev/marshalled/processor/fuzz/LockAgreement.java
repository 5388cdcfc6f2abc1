package dev.marshalled.processor.fuzz;

import dev.marshalled.schema.TypeExpression;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The schema the lock records for a type ({@code ModelSchema}, collected by {@code LockSchemas} in the
 * javac run) against the schema its generated marshaller reports at run time ({@code SCHEMA}, or
 * {@code of(...).schema()} at the arguments a check method gives a generic type): field by field and part
 * by part, the kind, the primitive of a box or array, the enum constants, the parts, retired, each
 * field's version, the type id and the flags {@code evolvable}, {@code references} and compact. Any
 * difference means the lock holds a type to something other than what its bytes are.
 *
 * <p>The two describe the same bytes in different words, which are made the same before comparing:
 * <ul>
 *   <li>Names. The lock names types by canonical name ({@code com.acme.Outer.Inner},
 *       {@code java.util.List<com.acme.Item>}); the runtime's {@code typeName} is the type without packages
 *       ({@code Outer.Inner}, {@code List<Item>}) and its {@code qualifiedName}, and a nested schema's, the
 *       binary name ({@code com.acme.Outer$Inner}). The runtime's binary names are made canonical through the
 *       loaded classes, and the lock's names lose their packages (the package of each class found by its
 *       canonical name) to compare with the runtime's {@code typeName}; white space and type annotations
 *       are left out. A JDK value type has only its {@code typeName} at run time.</li>
 *   <li>Containers. A container's {@code typeName} at run time is its declared type, in the lock the type
 *       its parts are written as (a converted element as its converter's type): only the container
 *       (raw type, or that it is an array) is compared there, its parts one by one.</li>
 *   <li>Identity. The lock records {@code references} on the type that keeps identity, so a field of such a
 *       type is {@code NESTED} in the lock and {@code REFERENCE} at run time; that is checked as: the
 *       runtime's kind is {@code REFERENCE} exactly when its nested schema has {@code references}.</li>
 *   <li>Sealed subtypes are parts named by canonical name in the lock and by {@code typeName} at run time.</li>
 *   <li>Generic types. The lock records a generic declaration once, its fields naming its type parameters,
 *       and a field of a parameterized type as a nested type whose parts are its arguments; the runtime has
 *       a schema per parameterization. So the declaration's schema with each parameter replaced by its
 *       argument's part (names too) is compared with the parameterization's schema at run time, recursively
 *       for the parameterized types in it (each runtime schema once).</li>
 *   <li>Not compared: {@code builtByConstructor} and {@code recursive}, which the lock does not record
 *       (they decide how a reader checks cycles and depth, not the bytes).</li>
 * </ul>
 */
final class LockAgreement {
    private final Map<String, WireSchema> locked;
    private final ClassLoader loader;
    private final Map<String, String> packages = new HashMap<>();
    private final Set<WireSchema> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    private final List<String> differences = new ArrayList<>();

    /**
     * @param locked each type as the lock records it, by canonical name
     * @param loader loads the compiled classes, whose names the runtime's schemas give
     */
    LockAgreement(Map<String, WireSchema> locked, ClassLoader loader) {
        this.locked = locked;
        this.loader = loader;
    }

    /** @return each difference found so far, as {@code where: what: lock ..., runtime ...} */
    List<String> differences() {
        return differences;
    }

    /** Compares a type that is not generic with its generated marshaller's schema. */
    void type(String name, WireSchema runtime) {
        WireSchema lock = locked.get(name);
        if (lock == null) {
            differences.add(name + ": the lock records no schema for it");
            return;
        }
        schema(lock, List.of(), runtime, name);
    }

    /**
     * Compares a generic type at arguments with the marshaller made for them.
     *
     * @param field the field the lock records for a field of the parameterized type
     */
    void parameterization(Field field, WireSchema runtime, String where) {
        if (field.kind() != Kind.NESTED || field.parts().isEmpty() || field.qualifiedName() == null) {
            differences.add(where + ": the lock records " + field.kind() + " " + field.typeName()
                    + ", not a parameterized type");
            return;
        }
        generic(field, runtime, where);
    }

    private void generic(Field field, WireSchema runtime, String where) {
        String raw = TypeExpression.parse(field.qualifiedName()).name();
        WireSchema declaration = locked.get(raw);
        if (declaration == null) {
            differences.add(where + ": the lock records no schema for " + raw);
            return;
        }
        schema(declaration, field.parts(), runtime, where + " (" + field.typeName() + ")");
    }

    /** A type's schema, its parameters replaced by {@code arguments}, against the runtime's. */
    private void schema(WireSchema lock, List<Field> arguments, WireSchema runtime, String where) {
        if (!seen.add(runtime)) {
            return;
        }
        List<String> parameters = new ArrayList<>();
        for (TypeExpression parameter : TypeExpression.parse(lock.typeName()).arguments()) {
            parameters.add(parameter.name());
        }
        if (parameters.size() != arguments.size()) {
            differences.add(where + ": the lock's " + lock.typeName() + " has " + parameters.size()
                    + " type parameters, the field gives " + arguments.size() + " arguments");
            return;
        }
        Substitution substitution = new Substitution(parameters, arguments);
        String qualified = substitution.names(lock.qualifiedName() + (parameters.isEmpty() ? ""
                : "<" + String.join(",", parameters) + ">"), true);
        same(where, "qualified name", qualified, canonical(runtime.qualifiedName()));
        same(where, "type name", display(substitution.names(lock.typeName(), false)), plain(runtime.typeName()));
        same(where, "type id", lock.typeId(), runtime.typeId());
        same(where, "evolvable", lock.evolvable(), runtime.evolvable());
        same(where, "references", lock.references(), runtime.references());
        same(where, "compact", lock.isCompact(), runtime.isCompact());
        if (lock.fields().size() != runtime.fields().size()) {
            differences.add(where + ": fields: lock " + names(lock.fields()) + ", runtime " + names(runtime.fields()));
            return;
        }
        for (int i = 0; i < lock.fields().size(); i++) {
            Field field = lock.fields().get(i);
            String path = where + "." + field.name();
            same(path, "since", lock.since(i), runtime.since(i));
            field(substitution.field(field), runtime.fields().get(i), path);
        }
    }

    private void field(Field lock, Field runtime, String where) {
        same(where, "name", lock.name(), runtime.name());
        boolean reference = lock.kind() == Kind.NESTED && runtime.kind() == Kind.REFERENCE;
        if (lock.kind() != runtime.kind() && !reference) {
            differences.add(where + ": kind: lock " + lock.kind() + " " + lock.typeName() + ", runtime "
                    + runtime.kind() + " " + runtime.typeName());
            return;
        }
        same(where, "element", lock.element(), runtime.element());
        same(where, "constants", lock.enumConstants(), runtime.enumConstants());
        same(where, "retired", lock.retired(), runtime.retired());
        switch (lock.kind()) {
            case SEQUENCE, MAP, OPTIONAL -> {
                same(where, "container", container(display(lock.typeName())), container(plain(runtime.typeName())));
                parts(lock.parts(), runtime.parts(), where);
            }
            case ENUM, DYNAMIC -> {
                same(where, "qualified name", lock.qualifiedName(), canonical(runtime.qualifiedName()));
                same(where, "type name", display(lock.typeName()), plain(runtime.typeName()));
            }
            case UNION -> {
                same(where, "qualified name", lock.qualifiedName(), canonical(runtime.qualifiedName()));
                same(where, "type name", display(lock.typeName()), plain(runtime.typeName()));
                subtypes(lock.parts(), runtime.parts(), where);
            }
            case STANDARD -> same(where, "type name", display(lock.qualifiedName()), plain(runtime.typeName()));
            case NESTED -> nested(lock, runtime, where);
            default -> same(where, "type name", display(lock.typeName()), plain(runtime.typeName()));
        }
    }

    private void nested(Field lock, Field runtime, String where) {
        WireSchema nested = runtime.nested();
        if (nested == null) {
            differences.add(where + ": the runtime's nested field " + runtime.typeName() + " has no schema");
            return;
        }
        same(where, "kept identity", nested.references(), runtime.kind() == Kind.REFERENCE);
        same(where, "qualified name", lock.qualifiedName(), canonical(nested.qualifiedName()));
        same(where, "type name", display(lock.typeName()), plain(runtime.typeName()));
        if (!runtime.parts().isEmpty()) {
            differences.add(where + ": the runtime's nested field has parts " + names(runtime.parts()));
        }
        if (!lock.parts().isEmpty()) {
            generic(lock, nested, where);
        }
    }

    private void parts(List<Field> lock, List<Field> runtime, String where) {
        if (lock.size() != runtime.size()) {
            differences.add(where + ": parts: lock " + names(lock) + ", runtime " + names(runtime));
            return;
        }
        for (int i = 0; i < lock.size(); i++) {
            field(lock.get(i), runtime.get(i), where + "." + lock.get(i).name());
        }
    }

    private void subtypes(List<Field> lock, List<Field> runtime, String where) {
        if (lock.size() != runtime.size()) {
            differences.add(where + ": subtypes: lock " + names(lock) + ", runtime " + names(runtime));
            return;
        }
        for (int i = 0; i < lock.size(); i++) {
            Field subtype = runtime.get(i);
            String path = where + "|" + subtype.name();
            same(path, "subtype", display(lock.get(i).name()), plain(subtype.name()));
            same(path, "subtype's qualified name", lock.get(i).qualifiedName(),
                    subtype.nested() == null ? null : canonical(subtype.nested().qualifiedName()));
        }
    }

    private void same(String where, String what, Object lock, Object runtime) {
        if (!java.util.Objects.equals(lock, runtime)) {
            differences.add(where + ": " + what + ": lock " + lock + ", runtime " + runtime);
        }
    }

    /**
     * @param difference one of {@link #differences()}
     * @return what differs without where and the names, so that one cause counts once: the attribute,
     *     and for a kind the two kinds, e.g. {@code kind: lock ENUM, runtime DYNAMIC}
     */
    static String signature(String difference) {
        String[] parts = difference.split(": ", 3);
        if (parts.length < 3) {
            return parts[parts.length - 1].replaceAll("\\S*\\.\\S*", "_");
        }
        if (parts[1].equals("kind")) {
            return "kind: " + parts[2].replaceAll("(lock|runtime) (\\w+)[^,]*", "$1 $2");
        }
        return parts[1];
    }

    private static String names(List<Field> fields) {
        return fields.stream().map(f -> f.name() + " " + f.kind()).toList().toString();
    }

    /** {@code List} of {@code List<Item>}, {@code []} of an array. */
    private static String container(String typeName) {
        if (typeName.endsWith("[]")) {
            return "[]";
        }
        int angle = typeName.indexOf('<');
        return angle < 0 ? typeName : typeName.substring(0, angle);
    }

    /** A type name as the runtime writes it, without white space and type annotations. */
    private static String plain(String typeName) {
        return typeName == null ? null
                : typeName.replaceAll("@[\\p{javaJavaIdentifierPart}.$]+(\\([^)]*\\))?", "").replaceAll("\\s", "");
    }

    /** A binary type name, with type arguments, as the canonical one: {@code com.acme.Outer.Inner<...>}. */
    private String canonical(String binary) {
        if (binary == null) {
            return null;
        }
        return TypeExpression.parse(binary).renamed(name -> {
            try {
                String canonical = Class.forName(name, false, loader).getCanonicalName();
                return canonical == null ? name : canonical;
            } catch (ClassNotFoundException | LinkageError notAClass) {
                return name; // a primitive, or a type parameter
            }
        }).toString();
    }

    /** A canonical type name without its packages: {@code Outer.Inner}, {@code List<Item>}. */
    private String display(String canonical) {
        if (canonical == null) {
            return null;
        }
        return TypeExpression.parse(plain(canonical)).renamed(name -> {
            String pkg = packageOf(name);
            return pkg.isEmpty() ? name : name.substring(pkg.length() + 1);
        }).toString();
    }

    /** The package of the class of a canonical name, or "" if no class has it. */
    private String packageOf(String canonical) {
        return packages.computeIfAbsent(canonical, name -> {
            String binary = name;
            while (true) {
                try {
                    return Class.forName(binary, false, loader).getPackageName();
                } catch (ClassNotFoundException | LinkageError notYet) {
                    int dot = binary.lastIndexOf('.');
                    if (dot < 0) {
                        return "";
                    }
                    binary = binary.substring(0, dot) + "$" + binary.substring(dot + 1);
                }
            }
        });
    }

    /** A generic declaration's parameters, each replaced by the field of its argument. */
    private record Substitution(List<String> parameters, List<Field> arguments) {
        Field field(Field field) {
            if (parameters.isEmpty()) {
                return field;
            }
            if (field.kind() == Kind.NESTED && field.parts().isEmpty() && parameters.contains(field.qualifiedName())) {
                Field argument = arguments.get(parameters.indexOf(field.qualifiedName()));
                return new Field(field.name(), argument.kind(), argument.element(), argument.typeName(),
                        argument.enumConstants(), argument.nestedSchema(), argument.parts(), argument.qualifiedName(),
                        field.retired());
            }
            List<Field> parts = new ArrayList<>();
            field.parts().forEach(part -> parts.add(field(part)));
            return new Field(field.name(), field.kind(), field.element(), names(field.typeName(), false),
                    field.enumConstants(), field.nestedSchema(), parts,
                    field.qualifiedName() == null ? null : names(field.qualifiedName(), true), field.retired());
        }

        /** The type expression with each parameter replaced by its argument's type. */
        String names(String type, boolean qualified) {
            if (parameters.isEmpty() || type == null) {
                return type;
            }
            return TypeExpression.parse(type).renamed(name -> {
                int at = parameters.indexOf(name);
                if (at < 0) {
                    return name;
                }
                Field argument = arguments.get(at);
                return qualified && argument.qualifiedName() != null ? argument.qualifiedName() : argument.typeName();
            }).toString();
        }
    }
}
