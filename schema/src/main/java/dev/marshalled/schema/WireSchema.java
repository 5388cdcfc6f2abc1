package dev.marshalled.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The wire layout of one marshalled type: its fields in wire order, each with its encoding.
 * Every generated marshaller exposes one ({@code FooMarshaller.SCHEMA} and
 * {@code Marshaller.schema()}), built from constants at class initialisation, so tools such as
 * {@code Inspector} can decode bytes without reflection.
 *
 * <pre>{@code
 * for (WireSchema.Field field : TradeMarshaller.SCHEMA.fields()) {
 *     System.out.println(field.name() + ": " + field.typeName());
 * }
 * }</pre>
 */
public final class WireSchema {

    /** How a field is encoded; see FORMAT.md. */
    public enum Kind {
        BOOLEAN(1), BYTE(1), SHORT(2), CHAR(2), INT(4), LONG(8), FLOAT(4), DOUBLE(8),
        /** A box: a presence byte, then the primitive {@link Field#element()}. */
        BOXED(-1),
        /** {@code int32} byte length (-1 null), then UTF-8. */
        STRING(-1),
        /** {@code int32} count (-1 null), then primitive {@link Field#element()}s. */
        PRIMITIVE_ARRAY(-1),
        /** {@code int32} ordinal, -1 for null. */
        ENUM(4),
        /** A presence byte, then the body of {@link Field#nested()}. */
        NESTED(-1),
        /** A collection or object array: {@code int32} count (-1 null), then the elements, each as {@link Field#parts()}[0]. */
        SEQUENCE(-1),
        /** {@code int32} count (-1 null), then per entry a key ({@link Field#parts()}[0]) and a value ([1]). */
        MAP(-1),
        /** A JDK value type encoded by {@code StandardTypes} or {@code MoreStandardTypes}; {@link Field#typeName()} names it. */
        STANDARD(-1),
        /** {@code Optional<T>}: state byte (0 null, 1 empty, 2 present), then {@link Field#parts()}[0]. */
        OPTIONAL(-1),
        /**
         * A sealed type: a tag byte, 0 for null or n for the n-th permitted subtype, then that
         * subtype's body; {@link Field#parts()} holds the subtypes in tag order.
         */
        UNION(-1),
        /**
         * A {@code @Polymorphic} field: {@code int32} type id (0 null), then {@code int32} body
         * length and the body of the type registered under that id.
         */
        DYNAMIC(-1),
        /**
         * A field of a type with {@code references = true}: a tag byte, 0 null, 1 the body of
         * {@link Field#nested()} follows, 2 an {@code int32} id of an object met before follows.
         */
        REFERENCE(-1);

        private final int size;

        Kind(int size) {
            this.size = size;
        }

        /** @return the bytes of a primitive kind, or -1 for the others */
        public int size() {
            return size;
        }

        boolean isPrimitive() {
            return ordinal() <= DOUBLE.ordinal();
        }
    }

    /**
     * One field.
     *
     * @param name the field's name in the source
     * @param kind how it is encoded
     * @param element the primitive kind of a box or primitive array, else null
     * @param typeName the Java type as written, for display ({@code "double[]"}, {@code "Trade.Side"})
     * @param enumConstants the constant names of an enum, in ordinal order, else an empty list
     * @param nestedSchema supplies the nested type's schema (lazily: types may be recursive), else null
     * @param parts the element of a sequence, or the key and value of a map; else empty
     * @param qualifiedName the binary name of the enum or declared {@code @Polymorphic} type the field
     *     names ({@code "com.acme.Trade$Side"}), else null: a nested type's is its schema's
     *     {@link WireSchema#qualifiedName()}, and schemas built by hand may leave it out
     * @param retired whether the field is {@code @Retired}: it keeps its slot and is always written empty
     */
    public record Field(String name, Kind kind, Kind element, String typeName, List<String> enumConstants,
            Supplier<WireSchema> nestedSchema, List<Field> parts, String qualifiedName, boolean retired) {

        public Field {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(kind, "kind");
            enumConstants = List.copyOf(enumConstants);
            parts = List.copyOf(parts);
        }

        /** A field that names no qualified type and is not retired. */
        public Field(String name, Kind kind, Kind element, String typeName, List<String> enumConstants,
                Supplier<WireSchema> nestedSchema, List<Field> parts) {
            this(name, kind, element, typeName, enumConstants, nestedSchema, parts, null, false);
        }

        /**
         * This field naming its enum or declared {@code @Polymorphic} type by binary name, so that
         * two types with the same simple name in different packages are told apart.
         *
         * <pre>{@code
         * Field.enumeration("side", "Trade.Side", Side.values()).qualified("com.acme.Trade$Side")
         * }</pre>
         *
         * @param binaryName e.g. {@code "com.acme.Trade$Side"}
         * @return the field
         */
        public Field qualified(String binaryName) {
            return new Field(name, kind, element, typeName, enumConstants, nestedSchema, parts,
                    Objects.requireNonNull(binaryName, "binaryName"), retired);
        }

        /**
         * Whether a value of {@code type} may fill this {@code @Polymorphic} field: {@code type} is the
         * declared type, a subclass or an implementation of it, or the field is declared
         * {@code Object}. The declared type is matched by {@link #qualifiedName()} when the schema
         * has it, else by its name as written in source.
         *
         * @param type the class registered under a type id
         * @return whether a reader accepts that id in this field
         */
        public boolean admits(Class<?> type) {
            if (kind != Kind.DYNAMIC) {
                return false;
            }
            if (qualifiedName != null ? qualifiedName.equals("java.lang.Object") : "Object".equals(typeName)) {
                return true;
            }
            java.util.ArrayDeque<Class<?>> todo = new java.util.ArrayDeque<>();
            todo.add(type);
            while (!todo.isEmpty()) {
                Class<?> next = todo.poll();
                if (qualifiedName != null ? qualifiedName.equals(next.getName()) : declaredAs(next)) {
                    return true;
                }
                if (next.getSuperclass() != null) {
                    todo.add(next.getSuperclass());
                }
                todo.addAll(List.of(next.getInterfaces()));
            }
            return false;
        }

        /** Whether {@code type}'s source name, after its package, is {@link #typeName()}. */
        private boolean declaredAs(Class<?> type) {
            String name = type.getCanonicalName();
            return name != null && (name.equals(typeName) || name.endsWith("." + typeName)
                    && name.length() - typeName.length() - 1 == type.getPackageName().length());
        }

        /**
         * This field marked {@code @Retired}: it keeps its slot, and writers always write it empty.
         *
         * @return the field
         */
        public Field retire() {
            return new Field(name, kind, element, typeName, enumConstants, nestedSchema, parts, qualifiedName, true);
        }

        /** @return the nested type's schema, for a {@link Kind#NESTED} field */
        public WireSchema nested() {
            return nestedSchema == null ? null : nestedSchema.get();
        }

        /** A primitive field, e.g. {@code primitive("id", Kind.LONG)}. */
        public static Field primitive(String name, Kind kind) {
            return new Field(name, kind, null, kind.name().toLowerCase(java.util.Locale.ROOT), List.of(), null, List.of());
        }

        /** A nullable box of {@code primitive}, e.g. {@code boxed("limit", Kind.INT, "Integer")}. */
        public static Field boxed(String name, Kind primitive, String typeName) {
            return new Field(name, Kind.BOXED, primitive, typeName, List.of(), null, List.of());
        }

        /** A nullable string. */
        public static Field string(String name) {
            return new Field(name, Kind.STRING, null, "String", List.of(), null, List.of());
        }

        /** A nullable array of {@code element}. */
        public static Field array(String name, Kind element) {
            return new Field(name, Kind.PRIMITIVE_ARRAY, element,
                    element.name().toLowerCase(java.util.Locale.ROOT) + "[]", List.of(), null, List.of());
        }

        /** A nullable enum with these constants, e.g. {@code enumeration("side", "Trade.Side", Side.values())}. */
        public static Field enumeration(String name, String typeName, Enum<?>[] constants) {
            String[] names = new String[constants.length];
            for (int i = 0; i < constants.length; i++) {
                names[i] = constants[i].name();
            }
            return new Field(name, Kind.ENUM, null, typeName, List.of(names), null, List.of());
        }

        /** A nullable field of another marshalled type. */
        public static Field nested(String name, String typeName, Supplier<WireSchema> schema) {
            return new Field(name, Kind.NESTED, null, typeName, List.of(), Objects.requireNonNull(schema, "schema"),
                    List.of());
        }

        /** A nullable collection or object array whose elements are each described by {@code element}. */
        public static Field sequence(String name, String typeName, Field element) {
            return new Field(name, Kind.SEQUENCE, null, typeName, List.of(), null, List.of(element));
        }

        /**
         * A JDK value type such as {@code "UUID"} or {@code "LocalDate"}, encoded by {@code StandardTypes}, or
         * {@code "Locale"}, encoded by {@code MoreStandardTypes}.
         */
        public static Field standard(String name, String typeName) {
            return new Field(name, Kind.STANDARD, null, typeName, List.of(), null, List.of());
        }

        /** A nullable {@code Optional} of {@code value}. */
        public static Field optional(String name, String typeName, Field value) {
            return new Field(name, Kind.OPTIONAL, null, typeName, List.of(), null, List.of(value));
        }

        /** A nullable sealed type whose permitted subtypes, in tag order, are {@code alternatives}. */
        public static Field union(String name, String typeName, Field... alternatives) {
            return new Field(name, Kind.UNION, null, typeName, List.of(), null, List.of(alternatives));
        }

        /** A nullable {@code @Polymorphic} field, read through the registry. */
        public static Field dynamic(String name, String typeName) {
            return new Field(name, Kind.DYNAMIC, null, typeName, List.of(), null, List.of());
        }

        /** A nullable field of a type that keeps object identity. */
        public static Field reference(String name, String typeName, Supplier<WireSchema> schema) {
            return new Field(name, Kind.REFERENCE, null, typeName, List.of(), Objects.requireNonNull(schema, "schema"),
                    List.of());
        }

        /** A nullable map with entries of {@code key} and {@code value}. */
        public static Field map(String name, String typeName, Field key, Field value) {
            return new Field(name, Kind.MAP, null, typeName, List.of(), null, List.of(key, value));
        }
    }

    private final String typeName;
    private final int typeId;
    private final boolean references;
    private final List<Field> fields;
    private final int[] since;
    private final boolean compact;
    /** Null until {@link #origin} sets it; then {@link #recursive()} is what the generator decided. */
    private final String qualifiedName;
    private final boolean builtByConstructor;
    private final boolean recursive;
    /** For a schema without {@link #origin}: whether its fields reach it, computed once. */
    private volatile Boolean reachesItself;

    private WireSchema(String typeName, int typeId, boolean references, List<Field> fields, int[] since) {
        this(typeName, typeId, references, fields, since, false, null, false, false);
    }

    private WireSchema(String typeName, int typeId, boolean references, List<Field> fields, int[] since,
            boolean compact, String qualifiedName, boolean builtByConstructor, boolean recursive) {
        this.qualifiedName = qualifiedName;
        this.builtByConstructor = builtByConstructor;
        this.recursive = recursive;
        this.compact = compact;
        this.typeName = typeName;
        this.typeId = typeId;
        this.references = references;
        this.fields = List.copyOf(fields);
        this.since = since == null ? null : since.clone();
        if (since != null && since.length != fields.size()) {
            throw new IllegalArgumentException(typeName + ": " + since.length + " versions for " + fields.size() + " fields");
        }
    }

    /**
     * @param typeName the type's name as written in source, e.g. {@code "Outer.Inner"}
     * @param fields the fields in wire order
     * @return the schema
     */
    public static WireSchema of(String typeName, Field... fields) {
        return new WireSchema(typeName, 0, false, List.of(fields), null);
    }

    /**
     * @param typeName the type's name as written in source
     * @param typeId its {@code @Marshalled(id)}, or 0
     * @param references whether it keeps object identity ({@code @Marshalled(references = true)})
     * @param fields the fields in wire order
     * @return the schema
     */
    public static WireSchema of(String typeName, int typeId, boolean references, Field... fields) {
        return new WireSchema(typeName, typeId, references, List.of(fields), null);
    }

    /**
     * The schema of an evolvable type, whose body is an int32 length and then its fields.
     *
     * @param typeName the type's name as written in source
     * @param typeId its {@code @Marshalled(id)}, or 0
     * @param references whether it keeps object identity
     * @param since for each field, the version that added it ({@code @Since}, 1 without)
     * @param fields the fields in wire order
     * @return the schema
     */
    public static WireSchema evolvable(String typeName, int typeId, boolean references, int[] since, Field... fields) {
        return new WireSchema(typeName, typeId, references, List.of(fields), since);
    }

    /**
     * @return this schema for a type with {@code encoding = COMPACT}: its ints, longs, lengths,
     *     counts and enum ordinals are varints
     */
    public WireSchema compact() {
        return new WireSchema(typeName, typeId, references, fields, since, true, qualifiedName, builtByConstructor,
                recursive);
    }

    /**
     * This schema with the facts about its Java type that a reader in another language needs
     * and the bytes do not carry. Generated marshallers call it; a schema built without it names
     * its type by {@link #typeName()}, is not built by a constructor, and is {@link #recursive()}
     * when its fields can reach it.
     *
     * <pre>{@code
     * WireSchema.of("Tree", ...).origin("com.example.Tree", true, true)
     * }</pre>
     *
     * @param qualifiedName the type's binary name, e.g. {@code "com.example.Outer$Inner"}
     * @param builtByConstructor whether a reader creates the object from its fields (a record, or
     *     a class without a no-argument constructor), so that a back reference from inside its own
     *     fields cannot be read (FORMAT.md, References)
     * @param recursive whether a value can contain a value of the same type, so that reading and
     *     writing it counts one level of nesting (FORMAT.md, Nesting depth)
     * @return the schema
     */
    public WireSchema origin(String qualifiedName, boolean builtByConstructor, boolean recursive) {
        return new WireSchema(typeName, typeId, references, fields, since, compact,
                Objects.requireNonNull(qualifiedName, "qualifiedName"), builtByConstructor, recursive);
    }

    /**
     * @return whether {@link #origin} gave this schema its binary name; a schema built by hand, or
     *     restored from a form that kept display names only, names its type by {@link #typeName()}
     */
    public boolean hasOrigin() {
        return qualifiedName != null;
    }

    /** @return the type's binary name, e.g. {@code "com.example.Outer$Inner"}; {@link #typeName()} if not known */
    public String qualifiedName() {
        return qualifiedName == null ? typeName : qualifiedName;
    }

    /**
     * @return whether a reader builds the object from its fields through a constructor, so that it
     *     exists only once they are read (the cycle rule of FORMAT.md, References)
     */
    public boolean builtByConstructor() {
        return builtByConstructor;
    }

    /**
     * Whether a value of this type can contain another of the same type through its fields
     * (directly, or through collections, maps, optionals, sealed subtypes and other marshalled
     * types, but not through {@code @Polymorphic} fields). Only such types count a level of
     * nesting against {@code ReadLimits.maxDepth()} (FORMAT.md, Nesting depth).
     *
     * @return what the generator decided, or for a schema built by hand, whether its fields reach it
     */
    public boolean recursive() {
        if (qualifiedName != null) {
            return recursive;
        }
        Boolean known = reachesItself;
        if (known == null) { // a benign race: every thread computes the same answer
            known = reaches(this, this);
            reachesItself = known;
        }
        return known;
    }

    /**
     * This schema and every schema its fields reach, as JSON: what a reader in another language
     * needs to decode the type's bytes (FORMAT.md, "The schema as JSON").
     *
     * <pre>{@code
     * Files.writeString(Path.of("trade.schema.json"), TradeMarshaller.SCHEMA.toJson());
     * }</pre>
     *
     * @return a JSON object, indented, ending in a line break
     */
    public String toJson() {
        return SchemaJson.write(this, GlobalRegistry.get());
    }

    /**
     * As {@link #toJson()}, with each {@code @Polymorphic} field's {@code admits} taken from
     * {@code registry}, the registry its reader uses (a {@code Marshallers}), rather than
     * {@code Marshallers.global()}.
     *
     * <pre>{@code
     * String json = EnvelopeMarshaller.SCHEMA.toJson(Marshallers.of(LoginMarshaller.INSTANCE));
     * }</pre>
     *
     * @param registry the type ids a reader knows
     * @return a JSON object, indented, ending in a line break
     */
    public String toJson(TypeIdRegistry registry) {
        return SchemaJson.write(this, java.util.Objects.requireNonNull(registry, "registry"));
    }

    /**
     * Reads back the root of what {@link #toJson()} wrote, in this version's format or an earlier
     * one: a schema that {@code Compatibility} judges the same as the one written, with every type it
     * reaches ({@link SchemaDocument} gives the whole document).
     *
     * <pre>{@code
     * WireSchema stored = WireSchema.fromJson(Files.readString(Path.of("trade.schema.json")));
     * boolean same = Compatibility.compare(stored, TradeMarshaller.SCHEMA).isEmpty();
     * }</pre>
     *
     * @param json the schema JSON
     * @return its root type
     * @throws IllegalArgumentException if the text is not a schema JSON document with a root; the
     *     message says where
     */
    public static WireSchema fromJson(String json) {
        WireSchema root = SchemaDocument.read(json).root();
        if (root == null) {
            throw new IllegalArgumentException("schema JSON has no root type: read it with SchemaDocument.read");
        }
        return root;
    }

    /** @return whether the type uses the compact encoding */
    public boolean isCompact() {
        return compact;
    }

    /** @return whether each body starts with its length, so that versions can read each other */
    public boolean evolvable() {
        return since != null;
    }

    /**
     * @param field an index into {@link #fields()}
     * @return the version of the type that added the field; 1 for a type that is not evolvable
     */
    public int since(int field) {
        return since == null ? 1 : since[field];
    }

    /** @return the type id, or 0 if the type has none */
    public int typeId() {
        return typeId;
    }

    /** @return whether each body of this type is an object that back references may name */
    public boolean references() {
        return references;
    }

    /** @return the type's name as written in source, e.g. {@code "Outer.Inner"} */
    public String typeName() {
        return typeName;
    }

    /** @return the fields in wire order */
    public List<Field> fields() {
        return fields;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(typeName).append(" {");
        for (int i = 0; i < fields.size(); i++) {
            out.append(i == 0 ? " " : ", ").append(fields.get(i).typeName()).append(' ').append(fields.get(i).name());
        }
        return out.append(" }").toString();
    }

    /**
     * @return this schema and every schema its fields reach (through nested, reference, container,
     *     optional and sealed fields), this one first, each once
     */
    public List<WireSchema> reachable() {
        WireSchema root = this;
        Map<WireSchema, Boolean> seen = new IdentityHashMap<>();
        List<WireSchema> order = new ArrayList<>();
        Deque<WireSchema> todo = new ArrayDeque<>();
        todo.add(root);
        seen.put(root, true);
        while (!todo.isEmpty()) {
            WireSchema schema = todo.poll();
            order.add(schema);
            for (Field field : schema.fields()) {
                for (WireSchema next : nestedIn(field, new ArrayList<>())) {
                    if (seen.put(next, true) == null) {
                        todo.add(next);
                    }
                }
            }
        }
        return order;
    }

    /** Whether a value of {@code from} can contain a value of {@code target}'s type. */
    private static boolean reaches(WireSchema from, WireSchema target) {
        Set<WireSchema> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<WireSchema> todo = new ArrayDeque<>();
        todo.add(from);
        while (!todo.isEmpty()) {
            for (Field field : todo.poll().fields()) {
                for (WireSchema next : nestedIn(field, new ArrayList<>())) {
                    if (next == target || next.qualifiedName().equals(target.qualifiedName())) {
                        return true;
                    }
                    if (seen.add(next)) {
                        todo.add(next);
                    }
                }
            }
        }
        return false;
    }

    private static List<WireSchema> nestedIn(Field field, List<WireSchema> found) {
        // A field may name a type without its schema, as the schema lock does: it reaches nothing here.
        WireSchema nested = field.kind() == Kind.NESTED || field.kind() == Kind.REFERENCE ? field.nested() : null;
        if (nested != null) {
            found.add(nested);
        }
        for (Field part : field.parts()) {
            nestedIn(part, found);
        }
        return found;
    }
}
