package dev.marshalled.schema;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the schema JSON that {@link SchemaJson} writes, formats 1 to {@link SchemaJson#VERSION},
 * back into {@link WireSchema}s: each type of the document once, fields that name another type of
 * the document resolved to it by its key on first use (so recursive types read), and the ids each
 * {@code DYNAMIC} field admits as the document lists them; the document's {@code about}, a note for
 * people, is ignored (it must be a string). What the writer derives from a field's
 * type ({@code nullElements}, {@code distinct}, {@code nullKeys}, {@code ascending}) is derived
 * again, not read.
 *
 * <p>Anything the writer would not have written (a missing or mistyped member, an unknown kind, a
 * field naming a type the document does not hold, a format newer than this reader) is an
 * {@link IllegalArgumentException} that says where.
 */
final class SchemaJsonReader {
    private final int format;
    private final Map<String, WireSchema> types = new LinkedHashMap<>();
    private final Map<String, String> named = new LinkedHashMap<>();
    private final Map<Field, List<Integer>> admits = new IdentityHashMap<>();

    private SchemaJsonReader(int format) {
        this.format = format;
    }

    static SchemaDocument read(String json) {
        Map<String, Object> document = object(JsonParser.parse(json), "the document");
        if (document.containsKey("about")) {
            string(document, "about", "the document"); // a note for people: read only to be a string
        }
        int format = integer(document, "format", "the document");
        if (format < 1 || format > SchemaJson.VERSION) {
            throw new IllegalArgumentException("schema JSON format " + format + " is not one this version reads (1 to "
                    + SchemaJson.VERSION + ")");
        }
        SchemaJsonReader reader = new SchemaJsonReader(format);
        Object rootName = member(document, "root", "the document");
        if (rootName == null && format < 3) {
            throw new IllegalArgumentException("schema JSON format " + format + " has no root: documents without one"
                    + " are format 3 and later");
        }
        Map<String, Object> types = object(member(document, "types", "the document"), "\"types\"");
        for (Map.Entry<String, Object> type : types.entrySet()) {
            // Stored names of an earlier release may spell arrays in type arguments as the JVM does ([I).
            String key = TypeExpression.sourceSpelling(type.getKey());
            reader.types.put(key, reader.type(key, object(type.getValue(), where(type.getKey()))));
        }
        if (rootName != null) {
            rootName = TypeExpression.sourceSpelling(text(rootName, "\"root\""));
            reader.named.putIfAbsent((String) rootName, "the document's root");
        }
        for (Map.Entry<String, String> name : reader.named.entrySet()) {
            if (!reader.types.containsKey(name.getKey())) {
                throw new IllegalArgumentException("schema JSON: " + name.getValue() + " names type \"" + name.getKey()
                        + "\", which is not in \"types\"");
            }
        }
        WireSchema root = rootName == null ? null : reader.types.get((String) rootName);
        return new SchemaDocument(root, List.copyOf(reader.types.values()), reader.admits);
    }

    private WireSchema type(String key, Map<String, Object> type) {
        String where = where(key);
        String name = string(type, "name", where);
        int typeId = integer(type, "typeId", where);
        String encoding = string(type, "encoding", where);
        if (!encoding.equals("fixed") && !encoding.equals("compact")) {
            throw new IllegalArgumentException("schema JSON: " + where + " has encoding \"" + encoding
                    + "\"; expected \"fixed\" or \"compact\"");
        }
        boolean evolvable = bool(type, "evolvable", where);
        boolean references = bool(type, "references", where);
        boolean built = bool(type, "builtByConstructor", where);
        boolean recursive = bool(type, "recursive", where);
        boolean qualified = !type.containsKey("qualified") || bool(type, "qualified", where);
        if (!qualified && !key.equals(name)) {
            throw new IllegalArgumentException("schema JSON: " + where + " is not qualified, so its key must be its"
                    + " name \"" + name + "\"");
        }
        List<Object> list = array(member(type, "fields", where), where + " \"fields\"");
        Field[] fields = new Field[list.size()];
        int[] since = new int[fields.length];
        for (int i = 0; i < fields.length; i++) {
            String at = where + " field " + i;
            Map<String, Object> field = object(list.get(i), at);
            fields[i] = field(field, at);
            if (evolvable) {
                since[i] = integer(field, "since", at);
                if (since[i] < 1) {
                    throw new IllegalArgumentException("schema JSON: " + at + " has since " + since[i]
                            + "; versions start at 1");
                }
            }
        }
        WireSchema schema = evolvable ? WireSchema.evolvable(name, typeId, references, since, fields)
                : WireSchema.of(name, typeId, references, fields);
        schema = encoding.equals("compact") ? schema.compact() : schema;
        // Without an origin the schema works out builtByConstructor and recursive itself, as it did when written.
        return qualified ? schema.origin(key, built, recursive) : schema;
    }

    private Field field(Map<String, Object> field, String where) {
        String name = string(field, "name", where);
        Kind kind = kind(string(field, "kind", where), where);
        String typeName = string(field, "type", where);
        Kind element = null;
        if (field.containsKey("element")) {
            element = kind(string(field, "element", where), where);
            if (!element.isPrimitive()) {
                throw new IllegalArgumentException("schema JSON: " + where + " has element " + element
                        + "; expected a primitive kind");
            }
        } else if (kind == Kind.BOXED || kind == Kind.PRIMITIVE_ARRAY) {
            throw new IllegalArgumentException("schema JSON: " + where + " is " + kind + " without \"element\"");
        }
        List<String> constants = new ArrayList<>();
        if (kind == Kind.ENUM) {
            for (Object constant : array(member(field, "constants", where), where + " \"constants\"")) {
                constants.add(text(constant, where + " \"constants\""));
            }
        }
        String schema = null;
        if ((kind == Kind.NESTED || kind == Kind.REFERENCE) && (format < 3 || field.containsKey("schema"))) {
            schema = TypeExpression.sourceSpelling(string(field, "schema", where));
            named.putIfAbsent(schema, where);
        }
        String qualifiedName = field.containsKey("qualifiedName")
                ? TypeExpression.sourceSpelling(string(field, "qualifiedName", where)) : null;
        boolean retired = field.containsKey("retired") && bool(field, "retired", where);
        List<Field> parts = new ArrayList<>();
        if (field.containsKey("parts")) {
            List<Object> list = array(field.get("parts"), where + " \"parts\"");
            for (int i = 0; i < list.size(); i++) {
                String at = where + " part " + i;
                parts.add(field(object(list.get(i), at), at));
            }
        }
        int expected = kind == Kind.MAP ? 2 : kind == Kind.SEQUENCE || kind == Kind.OPTIONAL ? 1 : -1;
        if (expected >= 0 && parts.size() != expected) {
            throw new IllegalArgumentException("schema JSON: " + where + " is " + kind + " with " + parts.size()
                    + " parts; expected " + expected);
        }
        String key = schema;
        Field read = new Field(name, kind, element, typeName, constants, key == null ? null : () -> types.get(key),
                parts, qualifiedName, retired);
        if (kind == Kind.DYNAMIC && field.containsKey("admits")) {
            List<Integer> ids = new ArrayList<>();
            for (Object id : array(field.get("admits"), where + " \"admits\"")) {
                ids.add(number(id, where + " \"admits\""));
            }
            admits.put(read, List.copyOf(ids));
        }
        return read;
    }

    private static Kind kind(String name, String where) {
        try {
            return Kind.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("schema JSON: " + where + " has an unknown kind \"" + name + "\"", e);
        }
    }

    // ---- typed access to the parsed tree ----

    private static String where(String key) {
        return "type \"" + key + "\"";
    }

    private static Object member(Map<String, Object> object, String name, String where) {
        if (!object.containsKey(name)) {
            throw new IllegalArgumentException("schema JSON: " + where + " has no \"" + name + "\"");
        }
        return object.get(name);
    }

    private static String string(Map<String, Object> object, String name, String where) {
        return text(member(object, name, where), where + " \"" + name + "\"");
    }

    private static boolean bool(Map<String, Object> object, String name, String where) {
        Object value = member(object, name, where);
        if (!(value instanceof Boolean flag)) {
            throw new IllegalArgumentException("schema JSON: " + where + " \"" + name + "\" is not true or false");
        }
        return flag;
    }

    private static int integer(Map<String, Object> object, String name, String where) {
        return number(member(object, name, where), where + " \"" + name + "\"");
    }

    private static int number(Object value, String where) {
        if (value instanceof BigDecimal number) {
            try {
                return number.intValueExact();
            } catch (ArithmeticException e) {
                // below: not an int
            }
        }
        throw new IllegalArgumentException("schema JSON: " + where + " is not an integer of 32 bits");
    }

    private static String text(Object value, String where) {
        if (!(value instanceof String text)) {
            throw new IllegalArgumentException("schema JSON: " + where + " is not a string");
        }
        return text;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object value, String where) {
        if (!(value instanceof Map)) {
            throw new IllegalArgumentException("schema JSON: " + where + " is not an object");
        }
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> array(Object value, String where) {
        if (!(value instanceof List)) {
            throw new IllegalArgumentException("schema JSON: " + where + " is not an array");
        }
        return (List<Object>) value;
    }
}
