package dev.marshalled.schema;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Random schema graphs for property tests: a few types whose fields are of every kind, name each
 * other (so graphs are recursive), carry odd names, and mix every flag. {@link #graph} makes one
 * from a seed; {@link #mutant} makes it again with one decision changed, which gives anything from
 * one changed field to a different graph, as a neighbour to compare it with.
 */
final class Schemas {
    private static final Kind[] PRIMITIVES = {Kind.BOOLEAN, Kind.BYTE, Kind.SHORT, Kind.CHAR, Kind.INT, Kind.LONG,
            Kind.FLOAT, Kind.DOUBLE};
    private static final String[] NAMES = {"id", "name", "a\"quote", "back\\slash", "line\nbreak", "tab\t", "名前",
            "\u0001ctl", "pair\uD83D\uDE00", "lone\uD800", "del\u007F", ""};
    private static final String[] CONTAINERS = {"List<X>", "Set<X>", "TreeSet<X>", "X[]", "ArrayDeque<X>",
            "java.util.SortedSet<X>"};
    private static final String[] MAPS = {"Map<K,V>", "TreeMap<K,V>", "EnumMap<K,V>", "java.util.HashMap<K,V>"};

    private final Random random;
    private final WireSchema[] types;

    private Schemas(Random random, int count) {
        this.random = random;
        this.types = new WireSchema[count];
    }

    /** @return the root of a graph of one to four types, as the seed decides */
    static WireSchema graph(long seed) {
        return make(new Random(seed));
    }

    /** @return the graph of {@code seed} with its {@code decision}-th random choice made otherwise */
    static WireSchema mutant(long seed, int decision) {
        return make(new Random(seed) {
            private int calls;

            @Override
            public int nextInt(int bound) {
                int value = super.nextInt(bound);
                return calls++ == decision && bound > 1 ? (value + 1) % bound : value;
            }
        });
    }

    private static WireSchema make(Random random) {
        Schemas schemas = new Schemas(random, 1 + random.nextInt(4));
        for (int i = 0; i < schemas.types.length; i++) {
            schemas.types[i] = schemas.type(i);
        }
        return schemas.types[0];
    }

    private WireSchema type(int index) {
        boolean origin = random.nextInt(4) > 0;
        // Distinct keys: with an origin the key is the qualified name, without it the display name.
        String display = "T" + index + (random.nextInt(3) == 0 ? "<X>" : "");
        int count = random.nextInt(7);
        Field[] fields = new Field[count];
        int[] since = new int[count];
        for (int i = 0; i < count; i++) {
            fields[i] = field(name(), 0);
            if (random.nextInt(5) == 0) {
                fields[i] = fields[i].retire();
            }
            since[i] = 1 + random.nextInt(3);
        }
        // Distinct ids, so that a graph agrees with itself; a neighbour may move one.
        int typeId = random.nextInt(3) == 0 ? 10 * (index + 1) + random.nextInt(3) : 0;
        boolean references = random.nextInt(4) == 0;
        WireSchema schema = random.nextInt(3) == 0 ? WireSchema.evolvable(display, typeId, references, since, fields)
                : WireSchema.of(display, typeId, references, fields);
        schema = random.nextInt(3) == 0 ? schema.compact() : schema;
        return origin ? schema.origin("com.acme.T" + index + "$Q", random.nextInt(2) == 0, random.nextInt(2) == 0)
                : schema;
    }

    private Field field(String name, int depth) {
        Kind kind = Kind.values()[random.nextInt(Kind.values().length)];
        if (depth > 3 && (kind == Kind.SEQUENCE || kind == Kind.MAP || kind == Kind.OPTIONAL || kind == Kind.UNION)) {
            kind = Kind.STRING;
        }
        Kind primitive = PRIMITIVES[random.nextInt(PRIMITIVES.length)];
        switch (kind) {
            case BOXED:
                return Field.boxed(name, primitive, "Box" + primitive);
            case PRIMITIVE_ARRAY:
                return Field.array(name, primitive);
            case STRING:
                return Field.string(name);
            case ENUM: {
                List<String> constants = new ArrayList<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    constants.add(name());
                }
                Field field = new Field(name, Kind.ENUM, null, "Side", constants, null, List.of());
                return random.nextInt(2) == 0 ? field.qualified("com.acme.Side") : field;
            }
            case NESTED:
            case REFERENCE: {
                int target = random.nextInt(types.length);
                Supplier<WireSchema> schema = () -> types[target];
                if (random.nextInt(5) == 0) { // named only, as the schema lock names types
                    return new Field(name, kind, null, "Named" + target, List.of(), null, List.of())
                            .qualified("com.other.Named" + target);
                }
                Field field = kind == Kind.NESTED ? Field.nested(name, "T" + target, schema)
                        : Field.reference(name, "T" + target, schema);
                return random.nextInt(4) == 0 ? field.qualified("com.acme.T" + target + "$Q") : field;
            }
            case SEQUENCE:
                return Field.sequence(name, CONTAINERS[random.nextInt(CONTAINERS.length)], field("[]", depth + 1));
            case MAP:
                return Field.map(name, MAPS[random.nextInt(MAPS.length)], field("key", depth + 1),
                        field("value", depth + 1));
            case STANDARD:
                return Field.standard(name, random.nextInt(2) == 0 ? "UUID" : "LocalDate");
            case OPTIONAL:
                return Field.optional(name, "Optional<X>", field("value", depth + 1));
            case UNION: {
                Field[] subtypes = new Field[random.nextInt(3)];
                for (int i = 0; i < subtypes.length; i++) {
                    int target = random.nextInt(types.length);
                    subtypes[i] = Field.nested("T" + target, "T" + target, () -> types[target]);
                }
                Field union = Field.union(name, "Shape", subtypes);
                return random.nextInt(2) == 0 ? union.qualified("com.acme.Shape") : union;
            }
            case DYNAMIC: {
                Field field = Field.dynamic(name, random.nextInt(2) == 0 ? "Object" : "Event");
                return random.nextInt(2) == 0 ? field.qualified("com.acme.Event") : field;
            }
            default:
                return Field.primitive(name, kind);
        }
    }

    private String name() {
        return NAMES[random.nextInt(NAMES.length)];
    }

    /**
     * @return everything about the graph of {@code root} that the model holds, as text: each type
     *     once by qualified name, each field with every component (a nested type by its name)
     */
    static String describe(WireSchema root) {
        StringBuilder out = new StringBuilder();
        for (WireSchema type : SchemaJson.held(root, List.of())) {
            out.append(type.qualifiedName()).append(" name=").append(type.typeName()).append(" origin=")
                    .append(type.hasOrigin()).append(" id=").append(type.typeId()).append(" references=")
                    .append(type.references()).append(" compact=").append(type.isCompact()).append(" evolvable=")
                    .append(type.evolvable()).append(" built=").append(type.builtByConstructor()).append(" recursive=")
                    .append(type.recursive()).append('\n');
            for (int i = 0; i < type.fields().size(); i++) {
                out.append("  since=").append(type.since(i)).append(' ');
                describe(type.fields().get(i), out);
                out.append('\n');
            }
        }
        return out.toString();
    }

    private static void describe(Field field, StringBuilder out) {
        WireSchema nested = field.nestedSchema() == null ? null : field.nested();
        out.append('(').append(field.name()).append(' ').append(field.kind()).append(' ').append(field.element())
                .append(' ').append(field.typeName()).append(' ').append(field.enumConstants()).append(" schema=")
                .append(nested == null ? "-" : nested.qualifiedName()).append(" q=").append(field.qualifiedName())
                .append(" retired=").append(field.retired());
        for (Field part : field.parts()) {
            out.append(' ');
            describe(part, out);
        }
        out.append(')');
    }
}
