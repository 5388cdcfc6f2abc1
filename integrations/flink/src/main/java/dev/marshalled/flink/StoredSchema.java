package dev.marshalled.flink;

import dev.marshalled.runtime.WireSchema;
import dev.marshalled.runtime.WireSchema.Field;
import dev.marshalled.runtime.WireSchema.Kind;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * How a {@link WireSchema} is kept with Flink state: the root type and every marshalled type it
 * reaches, each once by name, so recursive types have a finite form. It is the runtime's schema
 * model written field by field, and reads back into that model, which {@code Compatibility}
 * compares with the schema of the marshaller the job runs with now.
 *
 * <p>Format 2 names types by their qualified (binary) names and keeps retired fields. Format 1,
 * written before, named them by their display names ({@code Outer.Inner}); it still reads, as
 * schemas without origin, which the compatibility check compares by those names.
 */
final class StoredSchema {
    /** Written now; {@link #read} accepts this format and older. */
    static final int FORMAT = 2;

    private StoredSchema() {
    }

    static void write(WireSchema root, DataOutput out) throws IOException {
        List<WireSchema> types = distinct(root.reachable());
        out.writeUTF(root.qualifiedName());
        out.writeInt(types.size());
        for (WireSchema type : types) {
            out.writeUTF(type.qualifiedName());
            out.writeUTF(type.typeName());
            out.writeBoolean(type.hasOrigin());
            out.writeBoolean(type.builtByConstructor());
            out.writeBoolean(type.recursive());
            out.writeInt(type.typeId());
            out.writeBoolean(type.references());
            out.writeBoolean(type.isCompact());
            out.writeBoolean(type.evolvable());
            out.writeInt(type.fields().size());
            for (int i = 0; i < type.fields().size(); i++) {
                if (type.evolvable()) {
                    out.writeInt(type.since(i));
                }
                write(type.fields().get(i), out);
            }
        }
    }

    private static List<WireSchema> distinct(List<WireSchema> reachable) {
        Map<String, WireSchema> byName = new LinkedHashMap<>();
        for (WireSchema schema : reachable) {
            byName.putIfAbsent(schema.qualifiedName(), schema);
        }
        return List.copyOf(byName.values());
    }

    private static void write(Field field, DataOutput out) throws IOException {
        out.writeUTF(field.name());
        out.writeUTF(field.kind().name());
        writeNullable(field.element() == null ? null : field.element().name(), out);
        out.writeUTF(field.typeName() == null ? "" : field.typeName());
        out.writeInt(field.enumConstants().size());
        for (String constant : field.enumConstants()) {
            out.writeUTF(constant);
        }
        boolean nested = field.kind() == Kind.NESTED || field.kind() == Kind.REFERENCE;
        writeNullable(nested ? field.nested().qualifiedName() : null, out);
        writeNullable(field.qualifiedName(), out);
        out.writeBoolean(field.retired());
        out.writeInt(field.parts().size());
        for (Field part : field.parts()) {
            write(part, out);
        }
    }

    /**
     * Reads what {@link #write} wrote, or format 1. Counts are checked against what the input can
     * hold, so a damaged snapshot fails with an IOException rather than a huge allocation.
     */
    static WireSchema read(DataInput in, int format) throws IOException {
        String root = in.readUTF();
        int count = count(in, "types");
        Map<String, WireSchema> types = new LinkedHashMap<>();
        List<String> named = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            String key = in.readUTF();
            String typeName = format >= 2 ? in.readUTF() : key;
            boolean origin = format >= 2 && in.readBoolean();
            boolean built = format >= 2 && in.readBoolean();
            boolean recursive = format >= 2 && in.readBoolean();
            int typeId = in.readInt();
            boolean references = in.readBoolean();
            boolean compact = in.readBoolean();
            boolean evolvable = in.readBoolean();
            int size = count(in, "fields of " + key);
            int[] since = evolvable ? new int[size] : null;
            Field[] fields = new Field[size];
            for (int i = 0; i < size; i++) {
                if (evolvable) {
                    since[i] = in.readInt();
                }
                fields[i] = readField(in, format, types, named, 0);
            }
            WireSchema schema = evolvable ? WireSchema.evolvable(typeName, typeId, references, since, fields)
                    : WireSchema.of(typeName, typeId, references, fields);
            schema = compact ? schema.compact() : schema;
            types.put(key, origin ? schema.origin(key, built, recursive) : schema);
        }
        named.add(root);
        for (String name : named) {
            if (!types.containsKey(name)) {
                throw new IOException("stored Marshalled schema has no entry for type " + name);
            }
        }
        return types.get(root);
    }

    private static Field readField(DataInput in, int format, Map<String, WireSchema> types, List<String> named,
            int depth) throws IOException {
        if (depth > 64) {
            throw new IOException("stored Marshalled schema nests field parts deeper than 64");
        }
        String name = in.readUTF();
        Kind kind = kind(in.readUTF());
        String element = readNullable(in);
        String typeName = in.readUTF();
        int constants = count(in, "enum constants of " + name);
        List<String> enumConstants = new ArrayList<>(constants);
        for (int i = 0; i < constants; i++) {
            enumConstants.add(in.readUTF());
        }
        String nested = readNullable(in);
        String qualifiedName = format >= 2 ? readNullable(in) : null;
        boolean retired = format >= 2 && in.readBoolean();
        int partCount = count(in, "parts of " + name);
        List<Field> parts = new ArrayList<>(partCount);
        for (int i = 0; i < partCount; i++) {
            parts.add(readField(in, format, types, named, depth + 1));
        }
        if (nested != null) {
            named.add(nested);
        }
        return new Field(name, kind, element == null ? null : kind(element), typeName, enumConstants,
                nested == null ? null : () -> types.get(nested), parts, qualifiedName, retired);
    }

    private static Kind kind(String name) throws IOException {
        try {
            return Kind.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new IOException("stored Marshalled schema has an unknown field kind " + name, e);
        }
    }

    private static int count(DataInput in, String what) throws IOException {
        int count = in.readInt();
        // Each entry takes at least two bytes, and no schema has anywhere near this many.
        if (count < 0 || count > 65_536) {
            throw new IOException("stored Marshalled schema has " + count + " " + what);
        }
        return count;
    }

    private static void writeNullable(String value, DataOutput out) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeUTF(value);
        }
    }

    private static String readNullable(DataInput in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }

    /** @return each type the root reaches, as {@link WireSchema#toString()} shows it, joined by "; " */
    static String describe(WireSchema root) {
        StringJoiner out = new StringJoiner("; ");
        for (WireSchema type : distinct(root.reachable())) {
            out.add(type.toString());
        }
        return out.toString();
    }
}
