package dev.marshalled.processor.lock;

import dev.marshalled.processor.lock.SchemaLock.Slot;
import dev.marshalled.processor.lock.SchemaLock.TypeEntry;
import dev.marshalled.processor.model.Container;
import dev.marshalled.processor.model.JdkTypes;
import dev.marshalled.schema.TypeExpression;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The schema model of a type as the lock keeps it, {@link WireSchema}, which the lock file holds as
 * schema JSON and {@code Compatibility} compares. Types are named by their qualified source names;
 * each field's {@code typeName} is its declared type with qualified names
 * ({@code java.util.List<java.lang.String>}), which the messages quote. Each schema stands alone: a
 * field names another type by its qualified name and the lock compares that type's own schema on
 * its own. The type being compiled is built from its model ({@link ModelSchema}); this class holds
 * what every lock shares, and the reading of the former text form.
 *
 * <p>Generic types: a field of a parameterized type ({@code com.acme.Page<com.acme.Item>}) is a
 * nested type named with its arguments, so a changed argument is a changed type, with the arguments
 * as its parts, so that an enum among them is held to its constants. A generic declaration's schema
 * is named with its type parameters ({@code com.acme.Page<T>}, {@link #type}) and its fields name
 * them as written; the lock compares them by position ({@link #positional}), so renaming one in
 * place changes nothing and a field that now names the parameter in another position has changed type.
 *
 * <p>Only for locks in the former text form ({@link LockText}), which kept each field as a descriptor
 * (the string its {@code typeName} now holds): {@link #of} classifies those strings into fields.
 * Nothing else reads a descriptor. The fuzzer checks ({@code TextLockEquivalence}, in the tests), for
 * every type it generates, that this reading of the type's descriptors equals {@link ModelSchema}'s
 * schema of its model: that is what lets a text lock of an unchanged type read as no change, so keep
 * the check while text locks are read.
 */
final class LockSchema {
    private static final Map<String, Kind> BOXES = Map.of("java.lang.Boolean", Kind.BOOLEAN, "java.lang.Byte",
            Kind.BYTE, "java.lang.Short", Kind.SHORT, "java.lang.Character", Kind.CHAR, "java.lang.Integer", Kind.INT,
            "java.lang.Long", Kind.LONG, "java.lang.Float", Kind.FLOAT, "java.lang.Double", Kind.DOUBLE);

    /** How a type parameter is named in a field's qualified name when compared: by position, e.g. {@code #0}. */
    static final String VARIABLE = "#";

    private final List<String> parameters;
    private final Map<String, List<String>> enums;
    private final Map<String, List<String>> sealed;

    private LockSchema(List<String> parameters, Map<String, List<String>> enums, Map<String, List<String>> sealed) {
        this.parameters = parameters;
        this.enums = enums;
        this.sealed = sealed;
    }

    /**
     * Reads a type block of a lock in the former text form, whose fields are descriptors.
     *
     * @param type a type's descriptors
     * @param enums the constants of the enums its fields may use, by qualified name
     * @param sealed the subtypes of the sealed types its fields may use, by qualified name
     * @return the type as the lock keeps it: named with its type parameters if it records them, its
     *     fields naming them as written
     */
    static WireSchema of(TypeEntry type, Map<String, List<String>> enums, Map<String, List<String>> sealed) {
        LockSchema reader = new LockSchema(type.parameters(), enums, sealed);
        Field[] fields = new Field[type.slots().size()];
        int[] since = new int[fields.length];
        for (int i = 0; i < fields.length; i++) {
            Slot slot = type.slots().get(i);
            Field field = reader.field(slot.name(), slot.descriptor(), slot.polymorphic());
            fields[i] = slot.retired() ? field.retire() : field;
            since[i] = slot.since();
        }
        return type(type.name(), type.parameters(), type.typeId(), type.evolvable(), type.references(),
                type.compact(), fields, since);
    }

    /**
     * @param name the type's qualified name
     * @param parameters its type parameters, in order; empty for a type that is not generic or a
     *     text lock's block that does not record them
     * @param since each field's version, kept for an evolvable type
     * @return the type as the lock keeps it
     */
    static WireSchema type(String name, List<String> parameters, int typeId, boolean evolvable, boolean references,
            boolean compact, Field[] fields, int[] since) {
        String named = parameters.isEmpty() ? name : name + "<" + String.join(",", parameters) + ">";
        WireSchema schema = evolvable
                ? WireSchema.evolvable(named, typeId, references, since, fields)
                : WireSchema.of(named, typeId, references, fields);
        // The lock keeps what stored bytes need; how a reader checks cycles and depth is not among it.
        return (compact ? schema.compact() : schema).origin(name, false, false);
    }

    /**
     * @param locked a type as the lock keeps it
     * @return the type parameters its name records ({@code com.acme.Pair<A,B>}), none for a type
     *     that is not generic or a lock that did not record them
     * @throws IllegalArgumentException if the name's parameter list is malformed
     */
    static List<String> parameters(WireSchema locked) {
        return parameters(TypeExpression.parse(locked.typeName()));
    }

    /**
     * @param declared a type's name as the lock records it, with its type parameters, if any
     *     ({@code com.acme.Pair<A,B>}), read
     * @return its type parameters, in order
     * @throws IllegalArgumentException if it is an array, or a parameter is more than a name
     */
    static List<String> parameters(TypeExpression declared) {
        List<String> parameters = new ArrayList<>();
        for (TypeExpression parameter : declared.arguments()) {
            if (!parameter.arguments().isEmpty() || parameter.isArray()) {
                throw new IllegalArgumentException("a type parameter is a name, not " + parameter + ", in " + declared);
            }
            parameters.add(parameter.name());
        }
        if (declared.isArray()) {
            throw new IllegalArgumentException("a marshalled type is no array: " + declared);
        }
        return List.copyOf(parameters);
    }

    /**
     * @param locked a type as the lock keeps it
     * @param parameters the type parameters its fields name, in order
     * @return the type with each type parameter its fields name named by its position instead
     *     ({@code com.acme.Result<T>} as {@code com.acme.Result<#0>}), as the lock compares it
     */
    static WireSchema positional(WireSchema locked, List<String> parameters) {
        if (parameters.isEmpty()) {
            return locked;
        }
        Field[] fields = new Field[locked.fields().size()];
        for (int i = 0; i < fields.length; i++) {
            fields[i] = positional(locked.fields().get(i), parameters);
        }
        return withFields(locked, fields);
    }

    /** @return {@code locked} with other fields, one per field it has, each of the same version */
    static WireSchema withFields(WireSchema locked, Field[] fields) {
        int[] since = new int[fields.length];
        for (int i = 0; i < fields.length; i++) {
            since[i] = locked.since(i);
        }
        WireSchema schema = locked.evolvable()
                ? WireSchema.evolvable(locked.typeName(), locked.typeId(), locked.references(), since, fields)
                : WireSchema.of(locked.typeName(), locked.typeId(), locked.references(), fields);
        return (locked.isCompact() ? schema.compact() : schema).origin(locked.qualifiedName(),
                locked.builtByConstructor(), locked.recursive());
    }

    private static Field positional(Field field, List<String> parameters) {
        List<Field> parts = new ArrayList<>();
        for (Field part : field.parts()) {
            parts.add(positional(part, parameters));
        }
        // Only a nested type's name holds parameters: a parameter itself, or a parameterization.
        String qualified = field.kind() == Kind.NESTED && field.qualifiedName() != null
                ? qualified(field.qualifiedName(), parameters) : field.qualifiedName();
        return new Field(field.name(), field.kind(), field.element(), field.typeName(), field.enumConstants(),
                field.nestedSchema(), parts, qualified, field.retired());
    }

    /** A descriptor of the former text form as a field: its shape read from the type it writes alone. */
    private Field field(String name, TypeExpression type, boolean polymorphic) {
        String descriptor = type.toString();
        if (type.isArray()) {
            TypeExpression component = type.component();
            Kind primitive = component.isArray() || !component.arguments().isEmpty() ? null
                    : primitive(component.name());
            return primitive != null ? new Field(name, Kind.PRIMITIVE_ARRAY, primitive, descriptor, List.of(), null,
                    List.of()) : node(name, Kind.SEQUENCE, descriptor, List.of(field("[]", component, polymorphic)));
        }
        if (!type.arguments().isEmpty()) {
            String container = type.name();
            List<TypeExpression> args = type.arguments();
            if (Container.COLLECTIONS.containsKey(container) && args.size() == 1) {
                return node(name, Kind.SEQUENCE, descriptor, List.of(field("[]", args.get(0), polymorphic)));
            }
            if (Container.MAPS.containsKey(container) && args.size() == 2) {
                return node(name, Kind.MAP, descriptor, List.of(field("key", args.get(0), polymorphic),
                        field("value", args.get(1), polymorphic)));
            }
            if (container.equals(JdkTypes.OPTIONAL) && args.size() == 1) {
                return node(name, Kind.OPTIONAL, descriptor, List.of(field("value", args.get(0), polymorphic)));
            }
            // A generic @Marshalled type at a parameterization: the arguments are parts of its name.
            List<Field> arguments = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                arguments.add(field("<" + i + ">", args.get(i), polymorphic));
            }
            return node(name, Kind.NESTED, descriptor, arguments).qualified(descriptor);
        }
        return leaf(name, type.name(), polymorphic);
    }

    private Field leaf(String name, String descriptor, boolean polymorphic) {
        if (parameters.contains(descriptor)) {
            // Written as a field of the argument's type, whatever it is: only the position says which.
            return new Field(name, Kind.NESTED, null, descriptor, List.of(), null, List.of()).qualified(descriptor);
        }
        Kind primitive = primitive(descriptor);
        if (primitive != null) {
            return Field.primitive(name, primitive);
        }
        if (descriptor.equals(JdkTypes.STRING)) {
            return new Field(name, Kind.STRING, null, descriptor, List.of(), null, List.of());
        }
        if (BOXES.containsKey(descriptor)) {
            return Field.boxed(name, BOXES.get(descriptor), descriptor);
        }
        // An enum or a JDK value type is never written with a type id, not even in a @Polymorphic slot:
        // the former text form listed every enum a field used in its enum blocks, so its constants are
        // known here (the lock's reading of such slots as DYNAMIC, without them, was a bug).
        if (enums.containsKey(descriptor)) {
            return new Field(name, Kind.ENUM, null, descriptor, enums.get(descriptor), null, List.of())
                    .qualified(descriptor);
        }
        if (JdkTypes.STANDARD.contains(descriptor)) {
            return new Field(name, Kind.STANDARD, null, descriptor, List.of(), null, List.of()).qualified(descriptor);
        }
        if (polymorphic) {
            // Any other declared type there was written with its type id, save a converted part whose
            // converter writes a @Marshalled type: the descriptor, the converter's type alone, cannot tell.
            return Field.dynamic(name, descriptor).qualified(descriptor);
        }
        if (sealed.containsKey(descriptor)) {
            List<Field> subtypes = new ArrayList<>();
            for (String subtype : sealed.get(descriptor)) {
                subtypes.add(named(subtype, subtype));
            }
            return node(name, Kind.UNION, descriptor, subtypes).qualified(descriptor);
        }
        return new Field(name, Kind.NESTED, null, descriptor, List.of(), null, List.of()).qualified(descriptor);
    }

    /** A marshalled type by name alone: each type's lock block is compared on its own. */
    private static Field named(String name, String type) {
        return new Field(name, Kind.NESTED, null, type, List.of(), null, List.of()).qualified(type);
    }

    private static Field node(String name, Kind kind, String descriptor, List<Field> parts) {
        return new Field(name, kind, null, descriptor, List.of(), null, parts);
    }

    private static Kind primitive(String descriptor) {
        switch (descriptor) {
            case "boolean": case "byte": case "short": case "char": case "int": case "long": case "float":
            case "double":
                return Kind.valueOf(descriptor.toUpperCase(Locale.ROOT));
            default:
                return null;
        }
    }

    /** The name with each type parameter in it named by its position: {@code com.acme.Result<#0>}. */
    private static String qualified(String name, List<String> parameters) {
        TypeExpression type;
        try {
            type = TypeExpression.parse(name);
        } catch (IllegalArgumentException noType) {
            return name; // what is no type names no parameter; the comparison reports the name as it is
        }
        return type.renamed(word -> {
            int position = parameters.indexOf(word);
            return position < 0 ? word : VARIABLE + position;
        }).toString();
    }
}
