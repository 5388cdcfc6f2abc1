package dev.marshalled.processor.lock;

import dev.marshalled.processor.lock.SchemaLock.Slot;
import dev.marshalled.processor.lock.SchemaLock.TypeEntry;
import dev.marshalled.processor.model.Container;
import dev.marshalled.processor.model.JdkTypes;
import dev.marshalled.runtime.WireSchema;
import dev.marshalled.runtime.WireSchema.Field;
import dev.marshalled.runtime.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The lock file is the text form of the runtime's schema model: a type's block and the enum and
 * sealed blocks it uses read into a {@link WireSchema}, which {@code Compatibility} compares. Types
 * are named by their qualified source names, as the file writes them; each field's {@code typeName}
 * is its descriptor ({@code java.util.List<java.lang.String>}), which the messages quote.
 *
 * <p>Generic types: a field of a parameterized type ({@code com.acme.Page<com.acme.Item>}) is a
 * nested type named with its arguments, so a changed argument is a changed type, with the arguments
 * as its parts, so that an enum among them is held to its constants. In a generic type's own block a
 * type parameter is named by its position ({@link #VARIABLE}), not by its name: renaming one in place
 * changes nothing, and a field that now names the parameter in another position has changed type.
 */
final class LockSchema {
    private static final Map<String, Kind> BOXES = Map.of("java.lang.Boolean", Kind.BOOLEAN, "java.lang.Byte",
            Kind.BYTE, "java.lang.Short", Kind.SHORT, "java.lang.Character", Kind.CHAR, "java.lang.Integer", Kind.INT,
            "java.lang.Long", Kind.LONG, "java.lang.Float", Kind.FLOAT, "java.lang.Double", Kind.DOUBLE);

    /** How a type parameter is named in a field's qualified name: by position, e.g. {@code #0}. */
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
     * @param type a type's block
     * @param enums the constants of the enums its fields may use, by qualified name
     * @param sealed the subtypes of the sealed types its fields may use, by qualified name
     * @return the type as the schema model holds it
     */
    static WireSchema of(TypeEntry type, Map<String, List<String>> enums, Map<String, List<String>> sealed) {
        return of(type, type.parameters(), enums, sealed);
    }

    /**
     * @param parameters the type parameters the block's fields name, in order
     * @see #of(TypeEntry, Map, Map)
     */
    static WireSchema of(TypeEntry type, List<String> parameters, Map<String, List<String>> enums,
            Map<String, List<String>> sealed) {
        LockSchema reader = new LockSchema(parameters, enums, sealed);
        Field[] fields = new Field[type.slots().size()];
        int[] since = new int[fields.length];
        for (int i = 0; i < fields.length; i++) {
            Slot slot = type.slots().get(i);
            Field field = reader.field(slot.name(), slot.descriptor(), slot.polymorphic());
            fields[i] = slot.retired() ? field.retire() : field;
            since[i] = slot.since();
        }
        WireSchema schema = type.evolvable()
                ? WireSchema.evolvable(type.name(), type.typeId(), type.references(), since, fields)
                : WireSchema.of(type.name(), type.typeId(), type.references(), fields);
        return (type.compact() ? schema.compact() : schema).origin(type.name(), false, false);
    }

    private Field field(String name, String descriptor, boolean polymorphic) {
        if (descriptor.endsWith("[]")) {
            String component = descriptor.substring(0, descriptor.length() - 2);
            Kind primitive = primitive(component);
            return primitive != null ? new Field(name, Kind.PRIMITIVE_ARRAY, primitive, descriptor, List.of(), null,
                    List.of()) : node(name, Kind.SEQUENCE, descriptor, List.of(field("[]", component, polymorphic)));
        }
        int open = descriptor.indexOf('<');
        if (open > 0 && descriptor.endsWith(">")) {
            String container = descriptor.substring(0, open);
            List<String> args = split(descriptor.substring(open + 1, descriptor.length() - 1));
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
            return node(name, Kind.NESTED, descriptor, arguments).qualified(qualified(descriptor));
        }
        return leaf(name, descriptor, polymorphic);
    }

    private Field leaf(String name, String descriptor, boolean polymorphic) {
        if (parameters.contains(descriptor)) {
            // Written as a field of the argument's type, whatever it is: only the position says which.
            return new Field(name, Kind.NESTED, null, descriptor, List.of(), null, List.of())
                    .qualified(qualified(descriptor));
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
        if (polymorphic) {
            return Field.dynamic(name, descriptor).qualified(descriptor);
        }
        if (enums.containsKey(descriptor)) {
            return new Field(name, Kind.ENUM, null, descriptor, enums.get(descriptor), null, List.of())
                    .qualified(descriptor);
        }
        if (sealed.containsKey(descriptor)) {
            List<Field> subtypes = new ArrayList<>();
            for (String subtype : sealed.get(descriptor)) {
                subtypes.add(named(subtype, subtype));
            }
            return node(name, Kind.UNION, descriptor, subtypes).qualified(descriptor);
        }
        Kind kind = JdkTypes.STANDARD.contains(descriptor) ? Kind.STANDARD : Kind.NESTED;
        return new Field(name, kind, null, descriptor, List.of(), null, List.of()).qualified(descriptor);
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

    /** The descriptor with each type parameter named by its position: {@code com.acme.Result<#0>}. */
    private String qualified(String descriptor) {
        StringBuilder out = new StringBuilder(descriptor.length());
        int start = 0;
        for (int i = 0; i <= descriptor.length(); i++) {
            char c = i < descriptor.length() ? descriptor.charAt(i) : ',';
            if (c == '<' || c == '>' || c == ',' || c == '[' || c == ']') {
                String word = descriptor.substring(start, i);
                int position = parameters.indexOf(word);
                out.append(position >= 0 ? VARIABLE + position : word);
                if (i < descriptor.length()) {
                    out.append(c);
                }
                start = i + 1;
            }
        }
        return out.toString();
    }

    /** Splits type arguments at the commas that are not inside nested arguments. */
    private static List<String> split(String arguments) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < arguments.length(); i++) {
            char c = arguments.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(arguments.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(arguments.substring(start));
        return parts;
    }
}
