package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import dev.marshalled.schema.ContainerRules;
import java.util.Map;

/**
 * A collection or map type a field may declare, and what a reader creates for it: the
 * declared class itself when it is concrete, else a documented default that keeps the
 * iteration order (see FORMAT.md).
 *
 * @param created the class a reader instantiates
 * @param creation how it is instantiated
 * @param sorted whether it orders its elements (keys), which then must be {@code Comparable}
 */
public record Container(ClassName created, Creation creation, boolean sorted) {
    /** How to create an empty container for a known number of elements. */
    public enum Creation { SIZED, HASHED, EMPTY, ENUM_SET, ENUM_MAP }

    /** Collections by qualified name. */
    public static final Map<String, Container> COLLECTIONS = Map.ofEntries(
            Map.entry("java.util.Collection", of("ArrayList", Creation.SIZED, false)),
            Map.entry("java.util.List", of("ArrayList", Creation.SIZED, false)),
            Map.entry("java.util.ArrayList", of("ArrayList", Creation.SIZED, false)),
            Map.entry("java.util.LinkedList", of("LinkedList", Creation.EMPTY, false)),
            Map.entry("java.util.Set", of("LinkedHashSet", Creation.HASHED, false)),
            Map.entry("java.util.HashSet", of("HashSet", Creation.HASHED, false)),
            Map.entry("java.util.LinkedHashSet", of("LinkedHashSet", Creation.HASHED, false)),
            Map.entry("java.util.SortedSet", of("TreeSet", Creation.EMPTY, true)),
            Map.entry("java.util.NavigableSet", of("TreeSet", Creation.EMPTY, true)),
            Map.entry("java.util.TreeSet", of("TreeSet", Creation.EMPTY, true)),
            // LinkedList, not ArrayDeque: a Queue or Deque may hold null elements, and must read back.
            Map.entry("java.util.Queue", of("LinkedList", Creation.EMPTY, false)),
            Map.entry("java.util.Deque", of("LinkedList", Creation.EMPTY, false)),
            Map.entry("java.util.ArrayDeque", of("ArrayDeque", Creation.SIZED, false)),
            Map.entry("java.util.EnumSet", of("EnumSet", Creation.ENUM_SET, false)));

    /** Maps by qualified name. */
    public static final Map<String, Container> MAPS = Map.ofEntries(
            Map.entry("java.util.Map", of("LinkedHashMap", Creation.HASHED, false)),
            Map.entry("java.util.HashMap", of("HashMap", Creation.HASHED, false)),
            Map.entry("java.util.LinkedHashMap", of("LinkedHashMap", Creation.HASHED, false)),
            Map.entry("java.util.SortedMap", of("TreeMap", Creation.EMPTY, true)),
            Map.entry("java.util.NavigableMap", of("TreeMap", Creation.EMPTY, true)),
            Map.entry("java.util.TreeMap", of("TreeMap", Creation.EMPTY, true)),
            Map.entry("java.util.EnumMap", of("EnumMap", Creation.ENUM_MAP, false)));

    /**
     * Whether the created container holds null elements (for a map, keys), so that a reader
     * accepts a null read for it: the runtime's rule, which the inspector and the schema's JSON
     * use too ({@code RuntimeApiTest} checks that it gives each declared type's answer).
     *
     * @return false for TreeSet, TreeMap, ArrayDeque, EnumSet and EnumMap
     */
    public boolean holdsNull() {
        String name = created.simpleName();
        return name.endsWith("Map") ? ContainerRules.holdsNullKeys(name) : ContainerRules.holdsNullElements(name);
    }

    /** @return whether this is a set, which holds each element once (the runtime's rule) */
    public boolean isSet() {
        return ContainerRules.isSet(created.simpleName());
    }

    private static Container of(String simpleName, Creation creation, boolean sorted) {
        return new Container(ClassName.get("java.util", simpleName), creation, sorted);
    }
}
