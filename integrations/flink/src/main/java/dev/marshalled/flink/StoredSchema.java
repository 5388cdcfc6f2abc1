package dev.marshalled.flink;

import dev.marshalled.schema.SchemaDocument;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.WireSchema;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * How a {@link WireSchema} is kept with Flink state: the root type and every marshalled type it
 * reaches, each once by name, so recursive types have a finite form; {@code Compatibility}
 * compares what is read back with the schema of the marshaller the job runs with now.
 *
 * <p>Format 3, written now, is the schema JSON ({@link SchemaDocument}, FORMAT.md "The schema as
 * JSON"), the form the schema lock keeps too: an {@code int32} length, then that many bytes of
 * UTF-8 (not {@code writeUTF}, whose strings end at 64 KB). Formats 1 and 2, which earlier
 * versions wrote field by field, still read: format 2 named types by their qualified (binary)
 * names and kept retired fields; format 1 named them by their display names ({@code Outer.Inner}),
 * and reads as schemas without origin, which the compatibility check compares by those names.
 */
final class StoredSchema {
    /** Written now; {@link #read} accepts this format and older. */
    static final int FORMAT = 3;
    /** The longest schema JSON read back; a damaged length must not allocate more than this. */
    static final int MAX_JSON_BYTES = 16 << 20;

    private StoredSchema() {
    }

    /** Writes {@code root} in {@link #FORMAT}: its schema JSON, without the ids of polymorphic fields. */
    static void write(WireSchema root, DataOutput out) throws IOException {
        byte[] json = SchemaDocument.of(root).toJson().getBytes(StandardCharsets.UTF_8);
        out.writeInt(json.length);
        out.write(json);
    }

    /**
     * Reads what {@link #write} wrote, or format 1 or 2. Lengths and counts are checked against
     * limits no schema reaches, so a damaged snapshot fails with an IOException rather than a huge
     * allocation.
     */
    static WireSchema read(DataInput in, int format) throws IOException {
        if (format >= 3) {
            return readJson(in);
        }
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

    private static WireSchema readJson(DataInput in) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > MAX_JSON_BYTES) {
            throw new IOException("stored Marshalled schema has " + length + " bytes of JSON");
        }
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        String json;
        try {
            json = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException("stored Marshalled schema is not UTF-8", e);
        }
        try {
            return WireSchema.fromJson(json);
        } catch (IllegalArgumentException e) {
            throw new IOException("stored Marshalled schema cannot be read: " + e.getMessage(), e);
        }
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

    private static String readNullable(DataInput in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }

    /** @return each type the root reaches, as {@link WireSchema#toString()} shows it, joined by "; " */
    static String describe(WireSchema root) {
        StringJoiner out = new StringJoiner("; ");
        for (WireSchema type : SchemaDocument.of(root).types()) {
            out.add(type.toString());
        }
        return out.toString();
    }
}
