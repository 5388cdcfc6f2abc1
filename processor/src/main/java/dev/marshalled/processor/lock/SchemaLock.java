package dev.marshalled.processor.lock;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The schema lock file: the wire layout of each {@code @Marshalled} type, and the constants
 * of each enum and the subtypes of each sealed type that fields use, as last accepted. A
 * small, line-based text file meant to be committed and read in review:
 *
 * <pre>
 * type com.acme.Account id=7 evolvable
 *   0 id : long
 *   1 owner : java.lang.String
 *   2 currency since=2 : java.lang.String
 * type com.acme.Page&lt;T&gt;
 *   0 number : int
 *   1 items : java.util.List&lt;T&gt;
 *   2 first : com.acme.Result&lt;T&gt;
 * enum com.acme.Side
 *   BUY,SELL
 * </pre>
 *
 * <p>A generic type's header lists its type parameters, and its fields name them as written;
 * the lock compares them by position ({@link TypeParameters}). A header without them, as locks
 * written before generic types had them, is read as having the type's current parameters.
 */
public final class SchemaLock {
    static final String HEADER = """
            # Marshalled schema lock: the wire layout of each @Marshalled type as last accepted.
            # Every compile compares the types against it and fails on a change that would stop
            # bytes already written from being read. Commit this file. To accept an intended
            # change, compile once with -Amarshalled.lock.update=true; to forget a type, delete
            # its block.
            """;

    final Map<String, TypeEntry> types = new TreeMap<>();
    final Map<String, List<String>> enums = new TreeMap<>();
    final Map<String, List<String>> sealed = new TreeMap<>();

    /** One field (slot) of a type. */
    record Slot(String name, String descriptor, int since, boolean retired, boolean polymorphic) {
        String format(int index) {
            StringBuilder line = new StringBuilder("  ").append(index).append(' ').append(name);
            if (since > 1) {
                line.append(" since=").append(since);
            }
            if (retired) {
                line.append(" retired");
            }
            if (polymorphic) {
                line.append(" polymorphic");
            }
            return line.append(" : ").append(descriptor).toString();
        }
    }

    /**
     * One type's layout.
     *
     * @param parameters the type parameters of a generic type, in order; empty for other types and
     *     for a header that does not record them
     */
    record TypeEntry(String name, List<String> parameters, int typeId, boolean evolvable, boolean references,
            boolean compact, List<Slot> slots) {
        int newestVersion() {
            int newest = 1;
            for (Slot slot : slots) {
                newest = Math.max(newest, slot.since());
            }
            return newest;
        }
    }

    /** @return the lock in {@code file}, or an empty lock if there is no such file */
    static SchemaLock read(Path file) throws IOException {
        SchemaLock lock = new SchemaLock();
        if (!Files.exists(file)) {
            return lock;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
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
                    lock.types.put(type.name(), type);
                }
                continue;
            }
            if (kind == null) {
                throw new IOException(file + " line " + (n + 1) + ": indented line outside a block");
            }
            if (kind.equals("enum") || kind.equals("sealed")) {
                List<String> values = trimmed.equals("-") ? List.of() : List.of(trimmed.split(","));
                (kind.equals("enum") ? lock.enums : lock.sealed).put(name, values);
                continue;
            }
            type.slots().add(slot(trimmed, type.slots().size(), file, n));
        }
        return lock;
    }

    /** A {@code type} block's header line, split into words: {@code type Name<T,U> id=N evolvable ...}. */
    private static TypeEntry typeEntry(String[] words, Path file, int n) throws IOException {
        String name = words[1];
        List<String> parameters = List.of();
        int open = name.indexOf('<');
        if (open >= 0) {
            if (open == 0 || !name.endsWith(">")) {
                throw new IOException(file + " line " + (n + 1) + ": expected a type name, then its type parameters"
                        + " as <T> or <K,V>");
            }
            parameters = List.of(name.substring(open + 1, name.length() - 1).split(",", -1));
            if (parameters.contains("")) {
                throw new IOException(file + " line " + (n + 1) + ": an empty type parameter in " + name);
            }
            name = name.substring(0, open);
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
        return new Slot(words[1], trimmed.substring(colon + 3), since, retired, polymorphic);
    }

    private static int number(String text, Path file, int line) throws IOException {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IOException(file + " line " + (line + 1) + ": '" + text + "' is not a number");
        }
    }

    /** @return the file's text: the header, then types, enums and sealed types, each sorted by name */
    String format() {
        StringBuilder out = new StringBuilder(HEADER);
        for (TypeEntry type : types.values()) {
            out.append('\n').append("type ").append(type.name());
            if (!type.parameters().isEmpty()) {
                out.append('<').append(String.join(",", type.parameters())).append('>');
            }
            if (type.typeId() != 0) {
                out.append(" id=").append(type.typeId());
            }
            if (type.evolvable()) {
                out.append(" evolvable");
            }
            if (type.references()) {
                out.append(" references");
            }
            if (type.compact()) {
                out.append(" compact");
            }
            out.append('\n');
            for (int i = 0; i < type.slots().size(); i++) {
                out.append(type.slots().get(i).format(i)).append('\n');
            }
        }
        for (Map.Entry<String, List<String>> e : enums.entrySet()) {
            out.append("\nenum ").append(e.getKey()).append("\n  ").append(list(e.getValue())).append('\n');
        }
        for (Map.Entry<String, List<String>> e : sealed.entrySet()) {
            out.append("\nsealed ").append(e.getKey()).append("\n  ").append(list(e.getValue())).append('\n');
        }
        return out.toString();
    }

    /** A comma-separated list, {@code -} when empty. */
    static String list(List<String> values) {
        return values.isEmpty() ? "-" : String.join(",", values);
    }

    /** @return the type that has {@code id} in this lock, or null */
    String typeWithId(int id) {
        for (TypeEntry type : types.values()) {
            if (type.typeId() == id) {
                return type.name();
            }
        }
        return null;
    }
}
