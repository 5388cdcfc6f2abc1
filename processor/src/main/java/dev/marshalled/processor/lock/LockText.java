package dev.marshalled.processor.lock;

import dev.marshalled.processor.lock.SchemaLock.Slot;
import dev.marshalled.processor.lock.SchemaLock.TypeEntry;
import dev.marshalled.schema.TypeExpression;
import dev.marshalled.schema.WireSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The schema lock's former text form, read so that locks committed before the lock was schema JSON
 * keep working: a line-based file of type blocks, then the constants of each enum and the subtypes
 * of each sealed type that fields use.
 *
 * <pre>
 * type com.acme.Account id=7 evolvable
 *   0 id : long
 *   1 owner : java.lang.String
 *   2 currency since=2 : java.lang.String
 * type com.acme.Page&lt;T&gt;
 *   0 number : int
 *   1 items : java.util.List&lt;T&gt;
 * enum com.acme.Side
 *   BUY,SELL
 * </pre>
 *
 * <p>A generic type's header lists its type parameters; a header without them, as locks written
 * before generic types had them, is read as a type that records none, whose fields are then held
 * to the type's current parameters.
 */
final class LockText {
    private LockText() {
    }

    /** @return each type block of {@code text} as the lock keeps it, by qualified name */
    static Map<String, WireSchema> read(String text, Path file) throws IOException {
        List<TypeEntry> entries = new ArrayList<>();
        Map<String, List<String>> enums = new TreeMap<>();
        Map<String, List<String>> sealed = new TreeMap<>();
        List<String> lines = text.lines().toList();
        String kind = null;
        String name = null;
        TypeEntry type = null;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n);
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            if (!line.startsWith(" ")) {
                String[] words = trimmed.split(" +");
                kind = words[0];
                name = words.length > 1 ? words[1] : null;
                if (name == null || !(kind.equals("type") || kind.equals("enum") || kind.equals("sealed"))) {
                    throw new IOException(file + " line " + (n + 1) + ": expected 'type', 'enum' or 'sealed' and a name");
                }
                type = null;
                if (kind.equals("type")) {
                    type = typeEntry(words, file, n);
                    entries.add(type);
                }
                continue;
            }
            if (kind == null) {
                throw new IOException(file + " line " + (n + 1) + ": indented line outside a block");
            }
            if (kind.equals("enum") || kind.equals("sealed")) {
                List<String> values = trimmed.equals("-") ? List.of() : List.of(trimmed.split(","));
                (kind.equals("enum") ? enums : sealed).put(name, values);
                continue;
            }
            type.slots().add(slot(trimmed, type.slots().size(), file, n));
        }
        // The enum and sealed blocks come after the types: each type's fields are read once all are known.
        Map<String, WireSchema> types = new LinkedHashMap<>();
        for (TypeEntry entry : entries) {
            types.put(entry.name(), LockSchema.of(entry, enums, sealed));
        }
        return types;
    }

    /** A {@code type} block's header line, split into words: {@code type Name<T,U> id=N evolvable ...}. */
    private static TypeEntry typeEntry(String[] words, Path file, int n) throws IOException {
        String name;
        List<String> parameters;
        try {
            TypeExpression declared = TypeExpression.parse(words[1]);
            name = declared.name();
            parameters = LockSchema.parameters(declared);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + " line " + (n + 1) + ": " + e.getMessage(), e);
        }
        int id = 0;
        boolean evolvable = false;
        boolean references = false;
        boolean compact = false;
        for (int w = 2; w < words.length; w++) {
            if (words[w].startsWith("id=")) {
                id = number(words[w].substring(3), file, n);
            } else if (words[w].equals("evolvable")) {
                evolvable = true;
            } else if (words[w].equals("references")) {
                references = true;
            } else if (words[w].equals("compact")) {
                compact = true;
            } else {
                throw new IOException(file + " line " + (n + 1) + ": unknown flag " + words[w]);
            }
        }
        return new TypeEntry(name, parameters, id, evolvable, references, compact, new ArrayList<>());
    }

    /** One slot line of a {@code type} block, {@code <slot> <name> [flags] : <type>}, numbered {@code expected}. */
    private static Slot slot(String trimmed, int expected, Path file, int n) throws IOException {
        int colon = trimmed.indexOf(" : ");
        if (colon < 0) {
            throw new IOException(file + " line " + (n + 1) + ": expected '<slot> <name> [flags] : <type>'");
        }
        String[] words = trimmed.substring(0, colon).split(" +");
        if (words.length < 2 || number(words[0], file, n) != expected) {
            throw new IOException(file + " line " + (n + 1) + ": expected slot " + expected + " and a name");
        }
        int since = 1;
        boolean retired = false;
        boolean polymorphic = false;
        for (int w = 2; w < words.length; w++) {
            if (words[w].startsWith("since=")) {
                since = number(words[w].substring(6), file, n);
            } else if (words[w].equals("retired")) {
                retired = true;
            } else if (words[w].equals("polymorphic")) {
                polymorphic = true;
            } else {
                throw new IOException(file + " line " + (n + 1) + ": unknown flag " + words[w]);
            }
        }
        return new Slot(words[1], type(trimmed.substring(colon + 3), file, n), since, retired, polymorphic);
    }

    private static TypeExpression type(String text, Path file, int line) throws IOException {
        try {
            return TypeExpression.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + " line " + (line + 1) + ": " + e.getMessage(), e);
        }
    }

    private static int number(String text, Path file, int line) throws IOException {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IOException(file + " line " + (line + 1) + ": '" + text + "' is not a number");
        }
    }
}
