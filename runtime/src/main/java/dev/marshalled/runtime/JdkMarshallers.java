package dev.marshalled.runtime;

import dev.marshalled.runtime.wire.JdkEncodings;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Marshallers of JDK types, for the type arguments of generic {@code @Marshalled} types. A
 * generic type's marshaller takes one marshaller per type parameter; a {@code @Marshalled}
 * argument passes its generated {@code INSTANCE}, a JDK type one of these:
 *
 * <pre>{@code
 * Marshaller<Page<Item>> items = PageMarshaller.of(ItemMarshaller.INSTANCE);
 * Marshaller<Result<String>> text = ResultMarshaller.of(JdkMarshallers.of(String.class));
 * Marshaller<Result<List<Order>>> orders = ResultMarshaller.of(JdkMarshallers.list(OrderMarshaller.INSTANCE));
 * }</pre>
 *
 * <p>Inside a generic type, a field of a type parameter is written exactly as a field of the
 * argument's type would be, in the generic type's encoding: {@code Page<Item>} has the bytes
 * of a hand-written {@code ItemPage}. Used as a root, one of these writes what a field of its type
 * holds (a {@code String} root is its length and UTF-8 bytes).
 */
public final class JdkMarshallers {
    private JdkMarshallers() {
    }

    /**
     * The marshaller of a JDK type that a field may have: {@code String}, a primitive's box, a
     * primitive array, or one of the JDK value types ({@code UUID}, {@code Instant},
     * {@code BigDecimal}, ...; docs/types.md lists them).
     *
     * @param type the type, e.g. {@code String.class} or {@code UUID.class}
     * @param <T> the type
     * @return its marshaller
     * @throws IllegalArgumentException if {@code type} is none of these; for an enum, use
     *     {@link #enumeration}, for a {@code @Marshalled} type, its marshaller's {@code INSTANCE}
     */
    public static <T> Marshaller<T> of(Class<T> type) {
        Marshaller<T> marshaller = JdkEncodings.scalar(type);
        if (marshaller == null) {
            throw new IllegalArgumentException(type.getName() + " is not a JDK type a field may have: for an enum use"
                    + " JdkMarshallers.enumeration, for a @Marshalled type its marshaller's INSTANCE, for a collection"
                    + " list, set, sortedSet, map, sortedMap or optional");
        }
        return marshaller;
    }

    /**
     * @param type an enum
     * @param <E> the enum
     * @return the marshaller of the enum: its ordinal, as a field of the enum's type holds it
     */
    public static <E extends Enum<E>> Marshaller<E> enumeration(Class<E> type) {
        return JdkEncodings.enumeration(type);
    }

    /**
     * @param element the elements' marshaller
     * @param <E> the element type
     * @return the marshaller of a {@code List}: a count, then the elements; reading creates an {@code ArrayList}
     */
    public static <E> Marshaller<List<E>> list(Marshaller<E> element) {
        return JdkEncodings.collection(List.class, element);
    }

    /**
     * @param element the elements' marshaller
     * @param <E> the element type
     * @return the marshaller of a {@code Set}; reading creates a {@code LinkedHashSet}
     */
    public static <E> Marshaller<Set<E>> set(Marshaller<E> element) {
        return JdkEncodings.collection(Set.class, element);
    }

    /**
     * @param element the elements' marshaller; the elements are {@code Comparable}
     * @param <E> the element type
     * @return the marshaller of a {@code SortedSet} in natural order; reading creates a {@code TreeSet}
     */
    public static <E> Marshaller<SortedSet<E>> sortedSet(Marshaller<E> element) {
        return JdkEncodings.collection(SortedSet.class, element);
    }

    /**
     * @param key the keys' marshaller
     * @param value the values' marshaller
     * @param <K> the key type
     * @param <V> the value type
     * @return the marshaller of a {@code Map}: a count, then each key and value; reading creates a
     *     {@code LinkedHashMap}
     */
    public static <K, V> Marshaller<Map<K, V>> map(Marshaller<K> key, Marshaller<V> value) {
        return JdkEncodings.map(Map.class, key, value);
    }

    /**
     * @param key the keys' marshaller; the keys are {@code Comparable}
     * @param value the values' marshaller
     * @param <K> the key type
     * @param <V> the value type
     * @return the marshaller of a {@code SortedMap} in natural order; reading creates a {@code TreeMap}
     */
    public static <K, V> Marshaller<SortedMap<K, V>> sortedMap(Marshaller<K> key, Marshaller<V> value) {
        return JdkEncodings.map(SortedMap.class, key, value);
    }

    /**
     * @param value the present value's marshaller
     * @param <T> the value type
     * @return the marshaller of an {@code Optional}: a state byte, then a present value
     */
    public static <T> Marshaller<Optional<T>> optional(Marshaller<T> value) {
        return JdkEncodings.optional(value);
    }
}
