package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * Enum constants as their ordinal, in declaration order. The fixed encoding writes an int32
 * with -1 for null; the compact encoding an unsigned varint of {@code ordinal + 1}, 0 for
 * null. An ordinal outside the enum's constants is refused on read, never mapped.
 *
 * <pre>{@code
 * Enums.putAt(buffer, at, side);                       // inside a claimed run
 * Side side = Enums.getAt(buffer, at, SIDES, "Trade.side");
 * }</pre>
 */
public final class Enums {
    private Enums() {
    }

    /**
     * Writes an enum as its ordinal, int32, with -1 for null.
     *
     * @param buffer the buffer, with the run claimed
     * @param index byte index
     * @param value the constant, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Enum<?> value) {
        buffer.putIntAt(index, value == null ? -1 : value.ordinal());
    }

    /**
     * Reads an enum written by {@link #putAt}.
     *
     * @param buffer the buffer, with the run taken
     * @param index byte index
     * @param values the enum's constants in ordinal order
     * @param field what is being read, for the error message
     * @param <E> the enum type
     * @return the constant, or null for -1
     * @throws MarshalException if the ordinal is out of range
     */
    public static <E extends Enum<E>> E getAt(UnsafeBuffer buffer, int index, E[] values, String field) {
        int ordinal = buffer.getIntAt(index);
        if (ordinal >= 0 && ordinal < values.length) {
            return values[ordinal];
        }
        if (ordinal == -1) {
            return null;
        }
        throw outOfRange(field, ordinal, index, values.length);
    }

    /**
     * Reads an enum that generated code cannot name, as {@link #getAt} reads one: its constants
     * are held as {@code Enum<?>[]} (from {@link Members#enumConstants}).
     *
     * @param buffer the buffer, with the run taken
     * @param index byte index
     * @param values the enum's constants in ordinal order
     * @param field what is being read, for the error message
     * @return the constant, or null for -1
     * @throws MarshalException if the ordinal is out of range
     */
    public static Enum<?> constantAt(UnsafeBuffer buffer, int index, Enum<?>[] values, String field) {
        int ordinal = ordinalAt(buffer, index, values.length, field);
        return ordinal < 0 ? null : values[ordinal];
    }

    /**
     * An empty {@code EnumSet} of an enum generated code cannot name, to read an {@code EnumSet}
     * field of it into: what {@code EnumSet.noneOf(Status.class)} makes, typed as generated code
     * holds such a set.
     *
     * @param type the enum, from {@link Members#type}
     * @return the set
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static Set<Enum<?>> newSet(Class<?> type) {
        return (Set) EnumSet.noneOf((Class) type);
    }

    /**
     * An empty {@code EnumMap} keyed by an enum generated code cannot name, as {@link #newSet}.
     *
     * @param type the enum, from {@link Members#type}
     * @param <V> the type of the map's values
     * @return the map
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <V> Map<Enum<?>, V> newMap(Class<?> type) {
        return (Map) new EnumMap((Class) type);
    }

    /**
     * The marshaller of an enum generated code cannot name, as a generic type's argument
     * ({@code Page<Status>}): the one {@code JdkMarshallers.enumeration(Status.class)} gives, typed as
     * generated code holds the enum's values.
     *
     * @param type the enum, from {@link Members#type}
     * @return its marshaller
     * @throws IllegalArgumentException if {@code type} is not an enum
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static Marshaller<Enum<?>> marshaller(Class<?> type) {
        if (!type.isEnum()) {
            throw new IllegalArgumentException(type.getName() + " is not an enum");
        }
        return (Marshaller) JdkEncodings.enumeration((Class) type);
    }

    /**
     * A new array of an enum generated code cannot name, with the enum's own component type, as
     * {@code new Status[count]} (or {@code new Status[count][]}) makes it: an {@code Enum<?>[]} would
     * not fit the field. The enum's class is a constant of the generated class, so the JIT
     * allocates it as {@code new} would.
     *
     * @param type the enum, from {@link Members#type}
     * @param dimensions the array's dimensions, at least 1
     * @param count its length
     * @return the array, of type {@code type[]} with {@code dimensions} pairs of brackets
     */
    public static Object newArray(Class<?> type, int dimensions, int count) {
        Class<?> component = type;
        for (int d = 1; d < dimensions; d++) {
            component = component.arrayType();
        }
        return java.lang.reflect.Array.newInstance(component, count);
    }

    /**
     * Reads the ordinal {@link #putAt} wrote, for tools that know an enum's constants only by name.
     *
     * @param buffer the buffer, with the run taken
     * @param index byte index
     * @param constants how many constants the enum has
     * @param field what is being read, for the error message
     * @return the ordinal, or -1 for null
     * @throws MarshalException if out of range
     */
    public static int ordinalAt(UnsafeBuffer buffer, int index, int constants, String field) {
        int ordinal = buffer.getIntAt(index);
        if (ordinal >= -1 && ordinal < constants) {
            return ordinal;
        }
        throw outOfRange(field, ordinal, index, constants);
    }

    /**
     * Appends an enum in the compact encoding: its ordinal + 1 as a varint, 0 for null.
     *
     * @param buffer the buffer to append to
     * @param value the constant, or null
     */
    public static void writeCompact(UnsafeBuffer buffer, Enum<?> value) {
        VarInts.putUnsigned(buffer, value == null ? 0 : value.ordinal() + 1);
    }

    /**
     * Reads an enum written by {@link #writeCompact}.
     *
     * @param buffer the buffer to read from
     * @param values the enum's constants in ordinal order
     * @param field what is being read, for the error message
     * @param <E> the enum type
     * @return the constant, or null
     * @throws MarshalException if truncated or the ordinal is out of range
     */
    public static <E extends Enum<E>> E readCompact(UnsafeBuffer buffer, E[] values, String field) {
        int ordinal = readCompactOrdinal(buffer, values.length, field);
        return ordinal < 0 ? null : values[ordinal];
    }

    /**
     * Reads an enum that generated code cannot name, as {@link #readCompact} reads one: its
     * constants are held as {@code Enum<?>[]} (from {@link Members#enumConstants}).
     *
     * @param buffer the buffer to read from
     * @param values the enum's constants in ordinal order
     * @param field what is being read, for the error message
     * @return the constant, or null
     * @throws MarshalException if truncated or the ordinal is out of range
     */
    public static Enum<?> readCompactConstant(UnsafeBuffer buffer, Enum<?>[] values, String field) {
        int ordinal = readCompactOrdinal(buffer, values.length, field);
        return ordinal < 0 ? null : values[ordinal];
    }

    /**
     * Reads the ordinal {@link #writeCompact} wrote, for tools that know an enum's constants
     * only by name.
     *
     * @param buffer the buffer to read from
     * @param constants how many constants the enum has
     * @param field what is being read, for the error message
     * @return the ordinal, or -1 for null
     * @throws MarshalException if truncated or out of range
     */
    public static int readCompactOrdinal(UnsafeBuffer buffer, int constants, String field) {
        int at = buffer.readIndex();
        long raw = VarInts.getUnsignedInt(buffer, field);
        if (raw - 1 < constants) {
            return (int) (raw - 1);
        }
        buffer.readIndex(at);
        throw outOfRange(field, raw - 1, at, constants);
    }

    private static MarshalException outOfRange(String field, long ordinal, int at, int constants) {
        return new MarshalException(field + ": enum ordinal " + ordinal + " at offset " + at
                + " is out of range 0.." + (constants - 1), at);
    }
}
