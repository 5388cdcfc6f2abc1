package dev.marshalled.processor.lock;

import dev.marshalled.schema.SchemaDocument;
import dev.marshalled.schema.TypeExpression;
import dev.marshalled.schema.WireSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The schema lock file: the wire layout of each {@code @Marshalled} type as last accepted, as the
 * schema JSON (FORMAT.md, "The schema as JSON"), the form Flink's snapshots keep too: a document
 * without a root ({@code "root": null}) whose {@code types} are the locked types sorted by qualified
 * name, each on its own. Each field names the type it uses by {@code qualifiedName} (its enum
 * constants and sealed subtypes are in the field), and its {@code type} is its declared type with
 * qualified names ({@code java.util.List<java.lang.String>}). A generic declaration's {@code name}
 * records its type parameters ({@code com.acme.Page<T>}), and its fields name them as written; the
 * lock compares them by position ({@link TypeParameters}, {@link LockSchema#positional}).
 *
 * <p>The file is written for review ({@link SchemaDocument.Style#LINES}): an {@code "about"} note
 * first ({@link #ABOUT}), then a line per type header and per field, so that a change to a type
 * shows in a diff as the lines of the fields it touched.
 *
 * <p>A lock in the former text form ({@link LockText}), or in the indented JSON that earlier versions
 * wrote, still reads; the first write after it (a change recorded, a type added,
 * {@code -Amarshalled.lock.update=true}) writes it as above.
 */
public final class SchemaLock {
    /** What the file is and how to accept a change, for whoever opens it: the document's {@code about}. */
    static final String ABOUT = "Marshalled schema lock: the wire layout of each @Marshalled type as last accepted,"
            + " one line per field in wire order. Every compile compares the types with it and fails on a change"
            + " that bytes already written would not survive. Commit it with the change. To accept an intended"
            + " incompatible change, compile once with -Amarshalled.lock.update=true; to forget a type, delete its"
            + " entry. See docs/evolution.md.";

    /** Each locked type as the lock keeps it ({@link LockSchema}), by qualified name. */
    final Map<String, WireSchema> types = new TreeMap<>();

    /** One field (slot) of a type in a lock of the former text form, as its descriptor. */
    record Slot(String name, TypeExpression descriptor, int since, boolean retired, boolean polymorphic) {
    }

    /**
     * One type's layout as a block of a lock in the former text form holds it: as descriptors.
     *
     * @param parameters the type parameters of a generic type, in order; empty for other types and
     *     for a block that does not record them
     */
    record TypeEntry(String name, List<String> parameters, int typeId, boolean evolvable, boolean references,
            boolean compact, List<Slot> slots) {
    }

    /**
     * @return the lock in {@code file} (schema JSON, or the former text form), or an empty lock if
     *     there is no such file
     * @throws IOException if the file cannot be read or is not a lock; the message says where
     */
    static SchemaLock read(Path file) throws IOException {
        SchemaLock lock = new SchemaLock();
        if (!Files.exists(file)) {
            return lock;
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        if (!text.stripLeading().startsWith("{")) {
            lock.types.putAll(LockText.read(text, file));
            return lock;
        }
        try {
            for (WireSchema type : SchemaDocument.read(text).types()) {
                LockSchema.parameters(type); // refused here, not at the first compare
                lock.types.put(type.qualifiedName(), type);
            }
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        return lock;
    }

    /** @return the file's text: the schema JSON of every locked type, sorted by name, a line per field */
    String format() {
        return SchemaDocument.of(List.copyOf(types.values())).toJson(SchemaDocument.Style.LINES, ABOUT);
    }
}
