package dev.marshalled.schema;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.text.Escapes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes a {@link WireSchema} and the schemas it reaches as JSON (the layout is in FORMAT.md,
 * "The schema as JSON"); {@link SchemaJsonReader} reads it back. Hand-written: the schema module
 * depends on nothing.
 */
final class SchemaJson {
    /**
     * The version of the JSON layout; it grows only by new members (2: {@code retired},
     * {@code admits}; 3: a field's {@code qualifiedName}, a type's {@code qualified}, a document
     * without a root, a field that names a type outside the document).
     */
    static final int VERSION = 3;

    private final StringBuilder out = new StringBuilder();
    private final Function<Field, List<Integer>> admits;
    private final boolean lines;
    private int indent;
    /** In the lines layout, inside a type header or a field: members follow each other on one line. */
    private boolean inline;

    private SchemaJson(Function<Field, List<Integer>> admits, boolean lines) {
        this.admits = admits;
        this.lines = lines;
    }

    static String write(WireSchema root, TypeIdRegistry registry) {
        return write(root, List.of(), registry::admittedBy);
    }

    /**
     * @param root the document's root, listed first; null for a document of several types, as the
     *     schema lock is
     * @param others further types, listed after the root in this order; each with the types it reaches
     * @param admits the type ids each {@code DYNAMIC} field admits, or null to leave its {@code admits} out
     * @return the document
     */
    static String write(WireSchema root, List<WireSchema> others, Function<Field, List<Integer>> admits) {
        return write(root, others, admits, SchemaDocument.Style.INDENTED, null);
    }

    /**
     * As {@link #write(WireSchema, List, Function)}, laid out in {@code style}, with {@code about} as
     * the first member when it is not null.
     */
    static String write(WireSchema root, List<WireSchema> others, Function<Field, List<Integer>> admits,
            SchemaDocument.Style style, String about) {
        List<WireSchema> types = held(root, others);
        SchemaJson json = new SchemaJson(admits, style == SchemaDocument.Style.LINES);
        json.open('{');
        if (about != null) {
            json.member("about").string(about).comma();
        }
        json.member("format").value(VERSION).comma();
        json.member("root");
        if (root == null) {
            json.out.append("null");
        } else {
            json.string(root.qualifiedName());
        }
        json.comma();
        json.member("types").open('{');
        int i = 0;
        for (WireSchema type : types) {
            json.member(type.qualifiedName());
            json.type(type);
            if (++i < types.size()) {
                json.comma();
            }
        }
        json.close('}');
        json.close('}');
        return json.out.append('\n').toString();
    }

    /**
     * @return the types a document of {@code root} (may be null) and {@code others} holds: each and every
     *     type it reaches, once by qualified name (the first met), the root first
     */
    static List<WireSchema> held(WireSchema root, List<WireSchema> others) {
        Map<String, WireSchema> types = new LinkedHashMap<>();
        List<WireSchema> starts = new ArrayList<>();
        if (root != null) {
            starts.add(root);
        }
        starts.addAll(others);
        for (WireSchema start : starts) {
            for (WireSchema schema : start.reachable()) {
                types.putIfAbsent(schema.qualifiedName(), schema);
            }
        }
        return List.copyOf(types.values());
    }

    private void type(WireSchema schema) {
        // The lines layout: the header on the key's line, then a line per field, then the closing brackets.
        inline = lines;
        open('{');
        member("name").string(schema.typeName()).comma();
        member("typeId").value(schema.typeId()).comma();
        member("encoding").string(schema.isCompact() ? "compact" : "fixed").comma();
        member("evolvable").value(schema.evolvable()).comma();
        member("references").value(schema.references()).comma();
        member("builtByConstructor").value(schema.builtByConstructor()).comma();
        member("recursive").value(schema.recursive()).comma();
        if (!schema.hasOrigin()) {
            member("qualified").value(false).comma();
        }
        member("fields").open('[');
        for (int i = 0; i < schema.fields().size(); i++) {
            if (lines) {
                // One level in from the type's key, as the brackets the header opened are on its line.
                newline(indent - 1);
            } else {
                line();
            }
            field(schema.fields().get(i), schema.evolvable() ? schema.since(i) : 0);
            if (i + 1 < schema.fields().size()) {
                out.append(',');
            }
        }
        if (lines) {
            // Every field on its own line: appending one adds a line and a comma, nothing else.
            inline = false;
            indent -= 2;
            line();
            out.append("]}");
            return;
        }
        close(']');
        close('}');
    }

    private void field(Field field, int since) {
        open('{');
        member("name").string(field.name()).comma();
        member("kind").string(field.kind().name()).comma();
        member("type").string(field.typeName());
        if (field.qualifiedName() != null) {
            comma().member("qualifiedName").string(field.qualifiedName());
        }
        if (since > 0) {
            comma().member("since").value(since);
        }
        if (field.retired()) {
            comma().member("retired").value(true);
        }
        if (field.element() != null) {
            comma().member("element").string(field.element().name());
        }
        if (field.kind() == Kind.ENUM) {
            comma().member("constants").open('[');
            List<String> constants = field.enumConstants();
            for (int i = 0; i < constants.size(); i++) {
                out.append(i == 0 ? "" : ", ");
                string(constants.get(i));
            }
            out.append(']');
            indent--;
        }
        WireSchema nested = field.kind() == Kind.NESTED || field.kind() == Kind.REFERENCE ? field.nested() : null;
        if (nested != null) {
            comma().member("schema").string(nested.qualifiedName());
        }
        List<Integer> ids = field.kind() == Kind.DYNAMIC ? admits.apply(field) : null;
        if (ids != null) {
            comma().member("admits").open('[');
            int n = 0;
            for (int id : ids) {
                out.append(n++ == 0 ? "" : ", ").append(id);
            }
            out.append(']');
            indent--;
        }
        if (field.kind() == Kind.SEQUENCE) {
            comma().member("nullElements").value(ContainerRules.holdsNullElements(field.typeName()));
            comma().member("distinct").value(ContainerRules.isSet(field.typeName()));
            comma().member("ascending").value(ContainerRules.isAscending(field.typeName()));
        }
        if (field.kind() == Kind.MAP) {
            comma().member("nullKeys").value(ContainerRules.holdsNullKeys(field.typeName()));
            comma().member("ascending").value(ContainerRules.isAscending(field.typeName()));
        }
        if (!field.parts().isEmpty()) {
            comma().member("parts").open('[');
            for (int i = 0; i < field.parts().size(); i++) {
                line();
                field(field.parts().get(i), 0);
                if (i + 1 < field.parts().size()) {
                    out.append(',');
                }
            }
            close(']');
        }
        close('}');
    }

    // ---- output ----

    private SchemaJson open(char bracket) {
        out.append(bracket);
        indent++;
        return this;
    }

    private void close(char bracket) {
        indent--;
        if (!inline) {
            line();
        }
        out.append(bracket);
    }

    private void line() {
        if (inline) {
            char last = out.charAt(out.length() - 1);
            if (last != '{' && last != '[') {
                out.append(' ');
            }
            return;
        }
        newline(indent);
    }

    private void newline(int depth) {
        out.append('\n');
        for (int i = 0; i < depth; i++) {
            out.append("  ");
        }
    }

    private SchemaJson member(String name) {
        line();
        string(name);
        out.append(": ");
        return this;
    }

    private SchemaJson comma() {
        out.append(',');
        return this;
    }

    private SchemaJson value(int number) {
        out.append(number);
        return this;
    }

    private SchemaJson value(boolean flag) {
        out.append(flag);
        return this;
    }

    private SchemaJson string(String text) {
        quote(out, text);
        return this;
    }

    /** Appends {@code text} as a JSON string (see {@link Escapes}). */
    static void quote(StringBuilder out, String text) {
        out.append('"');
        Escapes.append(out, text, true);
        out.append('"');
    }
}
