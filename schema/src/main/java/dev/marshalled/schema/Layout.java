package dev.marshalled.schema;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The layout of a type's bytes as far as it follows from its schema: which values take a fixed
 * number of bytes, the fewest bytes any value takes (FORMAT.md, "Smallest sizes"), and which
 * consecutive fields form one run that a reader checks against the bytes left at once (FORMAT.md,
 * "Where a reader reports an error"). The processor lays out the code it generates by these
 * rules and the runtime's schema readers (the inspector, the encodings of type arguments) read by
 * them, so the two cannot disagree about where a run starts or what a count is checked against.
 *
 * <pre>{@code
 * for (Layout.Run run : Layout.runs(TradeMarshaller.SCHEMA)) {
 *     System.out.println("fields " + run.first() + ".." + run.last() + ": " + run.size() + " bytes");
 * }
 * }</pre>
 */
public final class Layout {
    /** What {@link #fixedSize} returns for a value whose size varies. */
    public static final int VARIABLE = -1;

    /** The bytes of an {@code int32} count, length or ordinal in the fixed encoding. */
    public static final int INT32 = 4;

    /** JDK value types written as their text (a string, no presence byte), so null takes a string's null length. */
    private static final Set<String> TEXT = Set.of("URI", "Locale", "ZoneId");

    private Layout() {
    }

    /**
     * @param primitive a primitive kind, a field's or a box's value
     * @param compact whether the type uses the compact encoding
     * @return whether it is written as a zigzag varint: {@code int} and {@code long} in the compact encoding
     */
    public static boolean isVarint(Kind primitive, boolean compact) {
        return compact && (primitive == Kind.INT || primitive == Kind.LONG);
    }

    /**
     * @param compact whether the type uses the compact encoding
     * @return the bytes of a null string, collection, map or object array: an {@code int32} -1, or a one-byte varint
     */
    public static int nullCountSize(boolean compact) {
        return compact ? 1 : INT32;
    }

    /**
     * The bytes a value always takes when it is fixed-size: a primitive, a box (presence byte and
     * value) and, in the fixed encoding, an enum ordinal.
     *
     * @param kind the value's kind
     * @param element the primitive of a box, else ignored
     * @param compact whether the type uses the compact encoding
     * @return the size, or {@link #VARIABLE}
     */
    public static int fixedSize(Kind kind, Kind element, boolean compact) {
        switch (kind) {
            case BOOLEAN: case BYTE: case SHORT: case CHAR: case INT: case LONG: case FLOAT: case DOUBLE:
                return isVarint(kind, compact) ? VARIABLE : kind.size();
            case BOXED:
                return isVarint(element, compact) ? VARIABLE : 1 + element.size();
            case ENUM:
                return compact ? VARIABLE : INT32;
            default:
                return VARIABLE;
        }
    }

    /**
     * @param field a field or element
     * @param compact whether its type uses the compact encoding
     * @return {@link #fixedSize(Kind, Kind, boolean)} of its kind
     */
    public static int fixedSize(Field field, boolean compact) {
        return fixedSize(field.kind(), field.element(), compact);
    }

    /**
     * The fewest bytes a value takes, null included: what a count is checked against before
     * anything is allocated.
     *
     * @param kind the value's kind
     * @param element the primitive of a box, else ignored
     * @param standardType for {@link Kind#STANDARD}, the JDK type's name as a schema gives it
     *     ({@code "BitSet"}, {@code "URI"}), else ignored
     * @param compact whether the type uses the compact encoding
     * @return at least 1
     */
    public static int minSize(Kind kind, Kind element, String standardType, boolean compact) {
        int fixed = fixedSize(kind, element, compact);
        if (fixed > 0) {
            return fixed;
        }
        switch (kind) {
            case STRING: case SEQUENCE: case MAP:
                return nullCountSize(compact);
            case PRIMITIVE_ARRAY: case DYNAMIC: // an int32 count or type id in both encodings
                return INT32;
            case STANDARD:
                if (standardType.equals("BitSet")) {
                    return INT32;
                }
                return TEXT.contains(standardType) ? nullCountSize(compact) : 1;
            default: // varints, a compact enum, and everything that starts with a presence, state or tag byte
                return 1;
        }
    }

    /**
     * @param field a field or element
     * @param compact whether its type uses the compact encoding
     * @return {@link #minSize(Kind, Kind, String, boolean)} of it
     */
    public static int minSize(Field field, boolean compact) {
        return minSize(field.kind(), field.element(), field.typeName(), compact);
    }

    /**
     * @param container a {@code SEQUENCE} or {@code MAP} field
     * @param compact whether its type uses the compact encoding
     * @return the fewest bytes of an element, or of a map's key and value together
     */
    public static int minElementSize(Field container, boolean compact) {
        int size = 0;
        for (Field part : container.parts()) {
            size += minSize(part, compact);
        }
        return size;
    }

    /**
     * @param standardType a JDK value type's name as a schema gives it
     * @return whether the compact encoding writes it differently (its text as a compact string)
     */
    public static boolean hasCompactForm(String standardType) {
        return TEXT.contains(standardType);
    }

    /**
     * A run: consecutive fixed-size fields of one version, which a writer claims and a reader
     * takes as one block, checked once.
     *
     * @param first the index of its first field
     * @param last the index of its last field
     * @param size its bytes
     */
    public record Run(int first, int last, int size) {
        /**
         * The run's name in a reader's messages, which the generated readers and the runtime's
         * readers by schema give alike: its one field, or its fields in braces.
         *
         * <pre>{@code
         * new Layout.Run(0, 1, 16).label("Trade", List.of("id", "price", "symbol"));   // "Trade.{id, price}"
         * }</pre>
         *
         * @param type the type's name in messages, e.g. {@code "Trade"}
         * @param fieldNames the names of all the type's fields, in wire order
         * @return e.g. {@code Trade.id} or {@code Trade.{id, price}}
         */
        public String label(String type, List<String> fieldNames) {
            List<String> names = fieldNames.subList(first, last + 1);
            return type + "." + (names.size() == 1 ? names.get(0) : "{" + String.join(", ", names) + "}");
        }

        /**
         * @param type the type's name in messages
         * @param schema the type's schema
         * @return {@link #label(String, List)} of the schema's fields
         */
        public String label(String type, WireSchema schema) {
            List<String> names = new ArrayList<>();
            for (Field field : schema.fields()) {
                names.add(field.name());
            }
            return label(type, names);
        }
    }

    /**
     * @param fixedSizes each field's {@link #fixedSize}, in wire order
     * @param versions each field's version ({@code @Since}; all 1 for a type that is not evolvable)
     * @return the maximal runs of fixed-size fields of one version, in order
     */
    public static List<Run> runs(int[] fixedSizes, int[] versions) {
        if (fixedSizes.length != versions.length) {
            throw new IllegalArgumentException(fixedSizes.length + " sizes for " + versions.length + " versions");
        }
        List<Run> runs = new ArrayList<>();
        int i = 0;
        while (i < fixedSizes.length) {
            if (fixedSizes[i] == VARIABLE) {
                i++;
                continue;
            }
            int first = i;
            int size = fixedSizes[i];
            while (i + 1 < fixedSizes.length && fixedSizes[i + 1] != VARIABLE && versions[i + 1] == versions[first]) {
                i++;
                size += fixedSizes[i];
            }
            runs.add(new Run(first, i, size));
            i++;
        }
        return runs;
    }

    /**
     * @param schema a type's schema
     * @return the runs of its fields, in its own encoding
     */
    public static List<Run> runs(WireSchema schema) {
        int[] sizes = new int[schema.fields().size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = fixedSize(schema.fields().get(i), schema.isCompact());
        }
        return runs(sizes, versions(schema));
    }

    /**
     * The fields one version of an evolvable type added: a reader finds them all present or all
     * absent, decided where the first of them would start (a writer of that version wrote them all,
     * an older writer's body ends before them).
     *
     * @param version the version ({@code @Since}; 1 for the fields the type started with)
     * @param first the index of its first field
     * @param last the index of its last field
     */
    public record Group(int version, int first, int last) {
        /** @return whether a reader must ask whether the body holds this group: a version after the first */
        public boolean optional() {
            return version > 1;
        }
    }

    /**
     * @param versions each field's version, in wire order (never decreasing)
     * @return the fields grouped by the version that added them, in order
     */
    public static List<Group> versionGroups(int[] versions) {
        List<Group> groups = new ArrayList<>();
        int first = 0;
        for (int i = 1; i <= versions.length; i++) {
            if (i == versions.length || versions[i] != versions[first]) {
                groups.add(new Group(versions[first], first, i - 1));
                first = i;
            }
        }
        return groups;
    }

    /**
     * @param schema a type's schema
     * @return its fields grouped by version: one group for a type that is not evolvable
     */
    public static List<Group> versionGroups(WireSchema schema) {
        return versionGroups(versions(schema));
    }

    private static int[] versions(WireSchema schema) {
        int[] versions = new int[schema.fields().size()];
        for (int i = 0; i < versions.length; i++) {
            versions[i] = schema.since(i);
        }
        return versions;
    }
}
