package dev.marshalled.schema;

import java.util.Set;

/**
 * What a declared collection or map type promises about its contents, by the name a schema gives
 * it ({@code SortedSet<Integer>}, {@code TreeMap<String, Long>}, {@code String[]}): whether it holds
 * null elements or keys, whether it is a set, whether it is written in ascending order. The
 * processor decides its generated code by these rules, the runtime's readers and the schema's JSON
 * state them, so both take them from here.
 *
 * <pre>{@code
 * ContainerRules.holdsNullElements("TreeSet<String>");   // false
 * }</pre>
 */
public final class ContainerRules {
    /** Declared collection types (simple names) whose instances cannot hold a null element. */
    private static final Set<String> NO_NULL_ELEMENTS = Set.of("SortedSet", "NavigableSet", "TreeSet", "ArrayDeque",
            "EnumSet");

    /** Declared map types (simple names) whose instances cannot hold a null key. */
    private static final Set<String> NO_NULL_KEYS = Set.of("SortedMap", "NavigableMap", "TreeMap", "EnumMap");

    private ContainerRules() {
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

    /**
     * Whether a field of the declared collection type is a set, whose elements are each read once.
     *
     * @param declared the declared type as a schema names it, e.g. {@code Set<String>}
     * @return true for every set type
     */
    public static boolean isSet(String declared) {
        return raw(declared).endsWith("Set");
    }

    /**
     * Whether a field of the declared collection or map type is written in ascending order of
     * its elements (keys): natural order for the sorted ones, ordinal order for the enum ones.
     *
     * @param declared the declared type as a schema names it, e.g. {@code TreeMap<String, Long>}
     * @return true for the sorted and enum sets and maps
     */
    public static boolean isAscending(String declared) {
        String raw = raw(declared);
        return raw.startsWith("Sorted") || raw.startsWith("Navigable") || raw.startsWith("Tree")
                || raw.startsWith("Enum");
    }

    /**
     * The simple name without arguments: schemas name containers simply, the schema lock with their
     * package. An array is none of the named containers, whatever its component is called
     * ({@code TreeNode[]}, {@code EnumSet[]} hold nulls, are not sets, keep their order).
     */
    private static String raw(String declared) {
        if (declared.endsWith("[]")) {
            return "[]";
        }
        int angle = declared.indexOf('<');
        String raw = angle < 0 ? declared : declared.substring(0, angle);
        return raw.substring(raw.lastIndexOf('.') + 1);
    }

}
