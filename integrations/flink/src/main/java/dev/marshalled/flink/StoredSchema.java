package dev.marshalled.flink;

import dev.marshalled.runtime.WireSchema;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link WireSchema} as stored with Flink state: the root type and every marshalled type it
 * reaches, each once by name, so recursive types have a finite form. Only the layout is kept
 * (kinds, type names, field names, versions, enum constants, sealed subtypes); that is all the
 * compatibility check needs, and it is the same whether it was read from a savepoint or taken
 * from the marshaller the job runs with now.
 */
final class StoredSchema {
    /** Bumped when the stored form changes; {@link #read} accepts this version and older. */
    static final int FORMAT = 1;

    /** One marshalled type. {@code since} is null for a type that is not evolvable. */
    record Type(String name, int typeId, boolean references, boolean compact, int[] since, List<Field> fields) {
        boolean evolvable() {
            return since != null;
        }

        int newestVersion() {
            int newest = 1;
            if (since != null) {
                for (int version : since) {
                    newest = Math.max(newest, version);
                }
            }
            return newest;
        }
    }

    /**
     * One field, or one element of a sequence, map, optional or union ({@code parts}).
     * {@code nested} names the type in {@link #types} for NESTED and REFERENCE fields, else null.
     */
    record Field(String name, String kind, String element, String typeName, List<String> enumConstants, String nested,
            List<Field> parts) {
        /**
         * What the field is on the wire, as the schema lock compares descriptors: containers by
         * what they hold (a {@code List<String>} and a {@code String[]} are both a sequence of
         * strings, so changing one into the other keeps the bytes), everything else by its type.
         */
        String descriptor() {
            switch (kind) {
                case "SEQUENCE":
                case "MAP":
                case "OPTIONAL": {
                    StringBuilder out = new StringBuilder(kind).append('<');
                    for (int i = 0; i < parts.size(); i++) {
                        out.append(i == 0 ? "" : ",").append(parts.get(i).descriptor());
                    }
                    return out.append('>').toString();
                }
                case "PRIMITIVE_ARRAY":
                    return element + "[]";
                default:
                    return kind + (element == null ? "" : "(" + element + ")") + " " + typeName;
            }
        }
    }

    final String root;
    final Map<String, Type> types;

    private StoredSchema(String root, Map<String, Type> types) {
        this.root = root;
        this.types = types;
    }

    Type rootType() {
        return types.get(root);
    }

    /** @return the stored form of {@code schema} and every type it reaches */
    static StoredSchema of(WireSchema schema) {
        Map<String, Type> types = new LinkedHashMap<>();
        add(schema, types);
        return new StoredSchema(schema.typeName(), types);
    }

    private static void add(WireSchema schema, Map<String, Type> types) {
        if (types.containsKey(schema.typeName())) {
            return;
        }
        int size = schema.fields().size();
        int[] since = null;
        if (schema.evolvable()) {
            since = new int[size];
            for (int i = 0; i < size; i++) {
                since[i] = schema.since(i);
            }
        }
        List<Field> fields = new ArrayList<>(size);
        // Put a placeholder first: a field may lead back to this type.
        types.put(schema.typeName(), null);
        List<WireSchema> reached = new ArrayList<>();
        for (WireSchema.Field field : schema.fields()) {
            fields.add(field(field, reached));
        }
        types.put(schema.typeName(), new Type(schema.typeName(), schema.typeId(), schema.references(),
                schema.isCompact(), since, List.copyOf(fields)));
        for (WireSchema nested : reached) {
            add(nested, types);
        }
    }

    private static Field field(WireSchema.Field field, List<WireSchema> reached) {
        String nested = null;
        if (field.kind() == WireSchema.Kind.NESTED || field.kind() == WireSchema.Kind.REFERENCE) {
            WireSchema schema = field.nested();
            if (schema != null) {
                nested = schema.typeName();
                reached.add(schema);
            }
        }
        List<Field> parts = new ArrayList<>(field.parts().size());
        for (WireSchema.Field part : field.parts()) {
            parts.add(field(part, reached));
        }
        return new Field(field.name(), field.kind().name(), field.element() == null ? null : field.element().name(),
                field.typeName() == null ? "" : field.typeName(), List.copyOf(field.enumConstants()), nested,
                List.copyOf(parts));
    }

    void write(DataOutput out) throws IOException {
        out.writeUTF(root);
        out.writeInt(types.size());
        for (Type type : types.values()) {
            out.writeUTF(type.name());
            out.writeInt(type.typeId());
            out.writeBoolean(type.references());
            out.writeBoolean(type.compact());
            out.writeBoolean(type.evolvable());
            out.writeInt(type.fields().size());
            for (int i = 0; i < type.fields().size(); i++) {
                if (type.evolvable()) {
                    out.writeInt(type.since()[i]);
                }
                write(type.fields().get(i), out);
            }
        }
    }

    private static void write(Field field, DataOutput out) throws IOException {
        out.writeUTF(field.name());
        out.writeUTF(field.kind());
        writeNullable(field.element(), out);
        out.writeUTF(field.typeName());
        out.writeInt(field.enumConstants().size());
        for (String constant : field.enumConstants()) {
            out.writeUTF(constant);
        }
        writeNullable(field.nested(), out);
        out.writeInt(field.parts().size());
        for (Field part : field.parts()) {
            write(part, out);
        }
    }

    /**
     * Reads what {@link #write} wrote. Counts are checked against what the input can hold, so a
     * damaged snapshot fails with an IOException rather than a huge allocation.
     */
    static StoredSchema read(DataInput in) throws IOException {
        String root = in.readUTF();
        int count = count(in, "types");
        Map<String, Type> types = new LinkedHashMap<>();
        for (int t = 0; t < count; t++) {
            String name = in.readUTF();
            int typeId = in.readInt();
            boolean references = in.readBoolean();
            boolean compact = in.readBoolean();
            boolean evolvable = in.readBoolean();
            int size = count(in, "fields of " + name);
            int[] since = evolvable ? new int[size] : null;
            List<Field> fields = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                if (evolvable) {
                    since[i] = in.readInt();
                }
                fields.add(readField(in, 0));
            }
            types.put(name, new Type(name, typeId, references, compact, since, List.copyOf(fields)));
        }
        if (!types.containsKey(root)) {
            throw new IOException("stored Marshalled schema has no entry for its root type " + root);
        }
        return new StoredSchema(root, types);
    }

    private static Field readField(DataInput in, int depth) throws IOException {
        if (depth > 64) {
            throw new IOException("stored Marshalled schema nests field parts deeper than 64");
        }
        String name = in.readUTF();
        String kind = in.readUTF();
        String element = readNullable(in);
        String typeName = in.readUTF();
        int constants = count(in, "enum constants of " + name);
        List<String> enumConstants = new ArrayList<>(constants);
        for (int i = 0; i < constants; i++) {
            enumConstants.add(in.readUTF());
        }
        String nested = readNullable(in);
        int partCount = count(in, "parts of " + name);
        List<Field> parts = new ArrayList<>(partCount);
        for (int i = 0; i < partCount; i++) {
            parts.add(readField(in, depth + 1));
        }
        return new Field(name, kind, element, typeName, List.copyOf(enumConstants), nested, List.copyOf(parts));
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

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (Type type : types.values()) {
            out.append(out.length() == 0 ? "" : "; ").append(type.name()).append(" {");
            for (int i = 0; i < type.fields().size(); i++) {
                Field field = type.fields().get(i);
                out.append(i == 0 ? " " : ", ").append(field.typeName()).append(' ').append(field.name());
                if (type.evolvable() && type.since()[i] > 1) {
                    out.append(" @Since(").append(type.since()[i]).append(')');
                }
            }
            out.append(" }");
        }
        return out.toString();
    }
}
