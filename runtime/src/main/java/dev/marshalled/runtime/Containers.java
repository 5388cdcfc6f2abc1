package dev.marshalled.runtime;

import java.util.Set;

/**
 * What collections and maps may hold. Their bytes are a {@link Counts count} and the elements
 * (for a map, key then value, entry by entry), each in its own encoding, nulls included; but a
 * {@code TreeSet}, {@code ArrayDeque} or {@code EnumSet}, and the keys of a {@code TreeMap} or
 * {@code EnumMap}, cannot hold null, so no writer produces a null there and a reader refuses one
 * at the offset where it starts, rather than fail inside the JDK's collection.
 *
 * <pre>{@code
 * int at = buffer.readIndex();
 * String name = Strings.read(buffer, "Library.names[]");
 * names.add(Containers.notNull(buffer, name, at, "Library.names[]", "TreeSet"));
 * }</pre>
 */
public final class Containers {
    /** Declared collection types (simple names) whose instances cannot hold a null element. */
    private static final Set<String> NO_NULL_ELEMENTS = Set.of("SortedSet", "NavigableSet", "TreeSet", "ArrayDeque",
            "EnumSet");

    /** Declared map types (simple names) whose instances cannot hold a null key. */
    private static final Set<String> NO_NULL_KEYS = Set.of("SortedMap", "NavigableMap", "TreeMap", "EnumMap");

    private Containers() {
    }

    /**
     * Whether a field of the declared collection type holds null elements.
     *
     * @param declared the declared type as a schema names it, e.g. {@code SortedSet<Integer>}
     *     or {@code String[]}
     * @return false for the sorted sets, {@code ArrayDeque} and {@code EnumSet}
     */
    public static boolean holdsNullElements(String declared) {
        return !NO_NULL_ELEMENTS.contains(raw(declared));
    }

    /**
     * Whether a field of the declared map type holds null keys.
     *
     * @param declared the declared type as a schema names it, e.g. {@code TreeMap<String, Boolean>}
     * @return false for the sorted maps and {@code EnumMap}
     */
    public static boolean holdsNullKeys(String declared) {
        return !NO_NULL_KEYS.contains(raw(declared));
    }

    private static String raw(String declared) {
        int angle = declared.indexOf('<');
        return angle < 0 ? declared : declared.substring(0, angle);
    }

    /**
     * Refuses a null element (or key) read for a container that cannot hold one.
     *
     * @param buffer the buffer being read
     * @param element the element just read
     * @param at the offset where its bytes start
     * @param field the element being read, for the error message
     * @param container the container's simple name, for the error message
     * @param <T> the element's type
     * @return {@code element}, not null
     * @throws MarshalException if {@code element} is null
     */
    public static <T> T notNull(UnsafeBuffer buffer, T element, int at, String field, String container) {
        if (element == null) {
            throw nullIn(buffer, at, field, container);
        }
        return element;
    }

    /**
     * The failure of a null where {@code container} cannot hold one; the read index goes back
     * to {@code at}.
     *
     * @param buffer the buffer being read
     * @param at the offset where the null's bytes start
     * @param field the element being read
     * @param container what cannot hold it, e.g. {@code TreeSet} or {@code EnumMap key}
     * @return the exception to throw
     */
    public static MarshalException nullIn(UnsafeBuffer buffer, int at, String field, String container) {
        buffer.readIndex = at;
        return new MarshalException(field + ": null at offset " + at + ", which a " + container + " cannot hold", at);
    }
}
