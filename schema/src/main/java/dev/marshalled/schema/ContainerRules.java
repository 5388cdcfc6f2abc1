package dev.marshalled.schema;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a declared collection or map type promises about its contents, by the name a schema gives
 * it ({@code SortedSet<Integer>}, {@code TreeMap<String, Long>}, {@code String[]}): whether it holds
 * null elements or keys, whether it is a set, whether it is written in ascending order. The
 * processor decides its generated code by these rules, the runtime's readers and the schema's JSON
 * state them, so both take them from here. Here too is which containers a type argument of a
 * generic type may be ({@link #typeArgumentContainers}), which the processor accepts and the
 * runtime reads by name.
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

    /**
     * The containers a type argument of a generic {@code @Marshalled} type may be (those the runtime's
     * {@code JdkMarshallers} makes), by simple name in {@code java.util}, in the order messages list
     * them, each with the class reading creates for it.
     */
    private static final Map<String, String> TYPE_ARGUMENT_CONTAINERS = typeArgumentContainerTable();

    private ContainerRules() {
    }

    private static Map<String, String> typeArgumentContainerTable() {
        Map<String, String> created = new LinkedHashMap<>();
        created.put("List", "ArrayList");
        created.put("Set", "LinkedHashSet");
        created.put("SortedSet", "TreeSet");
        created.put("Map", "LinkedHashMap");
        created.put("SortedMap", "TreeMap");
        created.put("Optional", "Optional");
        return Collections.unmodifiableMap(created);
    }

    /**
     * The containers a type argument of a generic {@code @Marshalled} type may be: the processor
     * accepts a field's type argument, and the runtime reads a type named by its qualified name,
     * by this list alone.
     *
     * <pre>{@code
     * ContainerRules.typeArgumentContainers();   // [java.util.List, java.util.Set, ..., java.util.Optional]
     * }</pre>
     *
     * @return the qualified names, in the order messages list them
     */
    public static List<String> typeArgumentContainers() {
        List<String> names = new ArrayList<>();
        for (String name : TYPE_ARGUMENT_CONTAINERS.keySet()) {
            names.add("java.util." + name);
        }
        return List.copyOf(names);
    }

    /**
     * @param qualifiedName a class's qualified name, e.g. {@code java.util.List}
     * @return whether a type argument may be that container ({@link #typeArgumentContainers})
     */
    public static boolean isTypeArgumentContainer(String qualifiedName) {
        return typeArgumentContainers().contains(qualifiedName);
    }

    /**
     * @return the simple names of {@link #typeArgumentContainers} as messages list them:
     *     {@code List, Set, SortedSet, Map, SortedMap or Optional}
     */
    public static String typeArgumentContainerNames() {
        List<String> names = List.copyOf(TYPE_ARGUMENT_CONTAINERS.keySet());
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /**
     * What reading creates for a container a type argument may be.
     *
     * @param declared one of {@link #typeArgumentContainers}, as a schema names it, e.g. {@code SortedSet<Long>}
     * @return the simple name of the class reading creates, e.g. {@code TreeSet}
     * @throws IllegalArgumentException if a type argument may not be that container
     */
    public static String createdForTypeArgument(String declared) {
        String created = TYPE_ARGUMENT_CONTAINERS.get(raw(declared));
        if (created == null) {
            throw new IllegalArgumentException(declared + " is none of the containers a type argument may be: "
                    + typeArgumentContainerNames());
        }
        return created;
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
