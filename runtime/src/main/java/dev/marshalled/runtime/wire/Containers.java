package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.ContainerRules;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * What collections and maps may hold. Their bytes are a {@link Counts count} and the elements
 * (for a map, key then value, entry by entry), each in its own encoding, nulls included; but a
 * {@code TreeSet}, {@code ArrayDeque} or {@code EnumSet}, and the keys of a {@code TreeMap} or
 * {@code EnumMap}, cannot hold null, so no writer produces a null there and a reader refuses one
 * at the offset where it starts, rather than fail inside the JDK's collection.
 *
 * <p>Sets and maps are read through {@link #add} and {@link #put}, which refuse what no writer
 * produces (FORMAT.md, "Canonical form"): an element or key equal to one read before, and in a
 * sorted or enum container an element or key that does not come after the one before it (a
 * writer iterates those in their natural or ordinal order).
 *
 * <pre>{@code
 * int at = buffer.readIndex();
 * String name = Strings.read(buffer, "Library.names[]");
 * names.add(Containers.notNull(buffer, name, at, "Library.names[]", "TreeSet"));
 * }</pre>
 */
public final class Containers {
    private Containers() {
    }

    /**
     * Fills a final collection or map field that construction created with what was read: it
     * cannot be assigned, so its contents are replaced.
     *
     * @param target the field's value after construction
     * @param read the collection or map read from the bytes, possibly null (then the field is left empty)
     * @param field the field's path, for the message if construction left it null
     * @throws IllegalStateException if the constructor left the field null
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void refill(Object target, Object read, String field) {
        if (target == null) {
            throw new IllegalStateException("final field " + field + " is null after construction, so what was read"
                    + " cannot be put in it: initialise it in its declaration or the constructor");
        }
        if (target instanceof Map) {
            Map map = (Map) target;
            map.clear();
            if (read != null) {
                map.putAll((Map) read);
            }
        } else {
            Collection collection = (Collection) target;
            collection.clear();
            if (read != null) {
                collection.addAll((Collection) read);
            }
        }
    }

    /**
     * @param declared the declared type as a schema names it
     * @return {@link ContainerRules#holdsNullElements}
     * @deprecated the rule lives in the schema module: use {@link ContainerRules#holdsNullElements}
     */
    @Deprecated
    public static boolean holdsNullElements(String declared) {
        return ContainerRules.holdsNullElements(declared);
    }

    /**
     * @param declared the declared type as a schema names it
     * @return {@link ContainerRules#holdsNullKeys}
     * @deprecated the rule lives in the schema module: use {@link ContainerRules#holdsNullKeys}
     */
    @Deprecated
    public static boolean holdsNullKeys(String declared) {
        return ContainerRules.holdsNullKeys(declared);
    }

    /**
     * @param declared the declared type as a schema names it
     * @return {@link ContainerRules#isSet}
     * @deprecated the rule lives in the schema module: use {@link ContainerRules#isSet}
     */
    @Deprecated
    public static boolean isSet(String declared) {
        return ContainerRules.isSet(declared);
    }

    /**
     * @param declared the declared type as a schema names it
     * @return {@link ContainerRules#isAscending}
     * @deprecated the rule lives in the schema module: use {@link ContainerRules#isAscending}
     */
    @Deprecated
    public static boolean isAscending(String declared) {
        return ContainerRules.isAscending(declared);
    }

    /**
     * Refuses to write a sorted set or map with its own comparator: the wire carries elements
     * in natural order only, so its order could not be read back.
     *
     * @param buffer the buffer being written, for the offset
     * @param comparator the container's {@code comparator()}, null for natural ordering
     * @param field the field being written, for the message
     * @throws MarshalException if {@code comparator} is not null
     */
    public static void requireNaturalOrder(UnsafeBuffer buffer, Comparator<?> comparator, String field) {
        if (comparator != null) {
            throw new MarshalException(field + " has a custom comparator, which cannot be written: use natural ordering",
                    buffer.writeIndex());
        }
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
        buffer.readIndex(at);
        return new MarshalException(field + ": null at offset " + at + ", which a " + container + " cannot hold", at);
    }

    /**
     * Adds an element read for a set, refusing a duplicate and, in a sorted set ({@code TreeSet}
     * in natural order) or an {@code EnumSet}, an element that does not come after the one before.
     * A list or queue may hold anything; pass only sets.
     *
     * @param buffer the buffer being read
     * @param set the set being filled
     * @param element the element just read
     * @param at the offset where its bytes start
     * @param field the element being read, for the error message
     * @param container the declared container's simple name, for the error message
     * @param <T> the element's type
     * @throws MarshalException if the element is out of order or already in the set
     */
    public static <T> void add(UnsafeBuffer buffer, Collection<T> set, T element, int at, String field,
            String container) {
        if (!set.isEmpty()) {
            Object last = set instanceof SortedSet ? ((SortedSet<T>) set).last()
                    : set instanceof EnumSet ? lastEnum(set) : null;
            if (last != null && compare(last, element) >= 0) {
                throw outOfOrder(buffer, at, field, container, "element", last, element);
            }
        }
        if (!set.add(element)) {
            throw duplicate(buffer, at, field, container, "element", element);
        }
    }

    /**
     * Puts an entry read for a map, refusing a duplicate key and, in a sorted map ({@code TreeMap}
     * in natural order) or an {@code EnumMap}, a key that does not come after the one before.
     *
     * @param buffer the buffer being read
     * @param map the map being filled
     * @param key the key just read
     * @param value the value just read
     * @param at the offset where the key's bytes start
     * @param field the key being read, for the error message
     * @param container the declared container's simple name, for the error message
     * @param <K> the key's type
     * @param <V> the value's type
     * @throws MarshalException if the key is out of order or already in the map
     */
    public static <K, V> void put(UnsafeBuffer buffer, Map<K, V> map, K key, V value, int at, String field,
            String container) {
        if (!map.isEmpty()) {
            Object last = map instanceof SortedMap ? ((SortedMap<K, V>) map).lastKey()
                    : map instanceof EnumMap ? lastEnum(map.keySet()) : null;
            if (last != null && compare(last, key) >= 0) {
                throw outOfOrder(buffer, at, field, container, "key", last, key);
            }
        }
        if (map.containsKey(key)) {
            throw duplicate(buffer, at, field, container, "key", key);
        }
        map.put(key, value);
    }

    private static Object lastEnum(Collection<?> enums) {
        Object last = null;
        for (Object e : enums) { // ordinal order; an enum container holds at most one of each constant
            last = e;
        }
        return last;
    }

    @SuppressWarnings("unchecked")
    private static int compare(Object before, Object next) {
        return ((Comparable<Object>) before).compareTo(next);
    }

    private static MarshalException outOfOrder(UnsafeBuffer buffer, int at, String field, String container,
            String what, Object before, Object next) {
        buffer.readIndex(at);
        return new MarshalException(field + ": " + what + " " + shown(next) + " at offset " + at + " does not come after "
                + shown(before) + "; " + article(container) + " is written in ascending order, each " + what + " once", at);
    }

    private static MarshalException duplicate(UnsafeBuffer buffer, int at, String field, String container,
            String what, Object repeated) {
        buffer.readIndex(at);
        return new MarshalException(field + ": " + what + " " + shown(repeated) + " at offset " + at
                + " was read before; " + article(container) + " holds each " + what + " once", at);
    }

    private static String article(String container) {
        return ("AEIOU".indexOf(container.charAt(0)) >= 0 ? "an " : "a ") + container;
    }

    private static String shown(Object value) {
        String text = String.valueOf(value);
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    /**
     * The initial capacity for a hash-based collection that will hold {@code count} entries
     * without rehashing (default load factor 0.75).
     *
     * @param count the number of entries, not negative
     * @return the capacity to pass to the constructor
     */
    public static int hashCapacity(int count) {
        return (int) Math.min((long) count * 4 / 3 + 1, Integer.MAX_VALUE - 8);
    }
}
