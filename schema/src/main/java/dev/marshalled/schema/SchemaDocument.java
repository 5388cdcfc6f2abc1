package dev.marshalled.schema;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One schema JSON document (FORMAT.md, "The schema as JSON"), the stored form of schemas: a root
 * type and every type it reaches, as {@link WireSchema#toJson()} writes and Flink's snapshots keep,
 * or several types without a root, as the processor's schema lock keeps. Reading a document gives
 * back schemas that {@code Compatibility} judges as the ones written, and writing them again gives
 * the same text.
 *
 * <pre>{@code
 * SchemaDocument stored = SchemaDocument.read(Files.readString(Path.of("trade.schema.json")));
 * List<Change> changes = Compatibility.compare(stored.root(), TradeMarshaller.SCHEMA);
 * }</pre>
 */
public final class SchemaDocument {
    /**
     * How {@link #toJson(Style, String)} lays out a document; the members are the same in both, and
     * {@link #read} reads both.
     */
    public enum Style {
        /** One member per line, indented by depth: {@link #toJson()}, what tools and Flink's snapshots keep. */
        INDENTED,
        /**
         * One line per type header (its key and members up to {@code "fields": [}), one per field with
         * its parts inline, and the closing brackets of a type on a line of their own: a field added,
         * removed or changed is a change of its own line, as a reviewer of a committed file wants.
         * The schema lock is written so.
         */
        LINES
    }

    private final WireSchema root;
    private final List<WireSchema> types;
    /** The ids each {@code DYNAMIC} field admits, by field identity; a field not here is written without them. */
    private final Map<WireSchema.Field, List<Integer>> admits;

    SchemaDocument(WireSchema root, List<WireSchema> types, Map<WireSchema.Field, List<Integer>> admits) {
        this.root = root;
        this.types = List.copyOf(types);
        this.admits = admits;
    }

    /**
     * Reads a document that {@link #toJson()} or {@link WireSchema#toJson()} wrote, in this
     * version's format or an earlier one.
     *
     * @param json the document
     * @return its schemas
     * @throws IllegalArgumentException if the text is not such a document; the message says where
     */
    public static SchemaDocument read(String json) {
        return SchemaJsonReader.read(Objects.requireNonNull(json, "json"));
    }

    /**
     * A document of {@code root} and every type it reaches, without the ids of {@code @Polymorphic}
     * fields (which a registry decides when bytes are read, not the schema's layout).
     *
     * @param root the type
     * @return the document
     */
    public static SchemaDocument of(WireSchema root) {
        return new SchemaDocument(Objects.requireNonNull(root, "root"), SchemaJson.held(root, List.of()), Map.of());
    }

    /**
     * A document without a root: each of {@code types} in this order and every type they reach,
     * without the ids of {@code @Polymorphic} fields. The schema lock is one.
     *
     * @param types the types
     * @return the document
     */
    public static SchemaDocument of(Collection<WireSchema> types) {
        return new SchemaDocument(null, SchemaJson.held(null, List.copyOf(types)), Map.of());
    }

    /** @return the type the document was written for, or null for a document of several types */
    public WireSchema root() {
        return root;
    }

    /** @return every type the document holds, each once by qualified name, in document order (the root first) */
    public List<WireSchema> types() {
        return types;
    }

    /**
     * @param qualifiedName a type's key in the document, its {@link WireSchema#qualifiedName()}
     * @return the type of that name among {@link #types()}, or null
     */
    public WireSchema type(String qualifiedName) {
        for (WireSchema type : types) {
            if (type.qualifiedName().equals(qualifiedName)) {
                return type;
            }
        }
        return null;
    }

    /**
     * @return the type ids each {@code DYNAMIC} field of this document admits, as the document lists
     *     them (none for a field it lists none for)
     */
    public TypeIdRegistry admits() {
        return field -> admits.getOrDefault(field, List.of());
    }

    /**
     * @return the document as JSON, indented and ending in a line break: for a document read, the
     *     text it was read from, if that was written by this version
     */
    public String toJson() {
        return SchemaJson.write(root, types, admits::get);
    }

    /**
     * The document as JSON in {@code style}, with {@code about} as its first member: a sentence for
     * whoever opens the file, which {@link #read} accepts and ignores.
     *
     * <pre>{@code
     * String lock = SchemaDocument.of(types).toJson(SchemaDocument.Style.LINES, "Schema lock of ...");
     * }</pre>
     *
     * @param style the layout
     * @param about the {@code "about"} member's text, or null for none
     * @return the document, ending in a line break
     */
    public String toJson(Style style, String about) {
        return SchemaJson.write(root, types, admits::get, Objects.requireNonNull(style, "style"), about);
    }

    /** @return the number of types and the root, for display */
    @Override
    public String toString() {
        return "SchemaDocument[root=" + (root == null ? "none" : root.qualifiedName()) + ", types=" + types.size()
                + "]";
    }
}
