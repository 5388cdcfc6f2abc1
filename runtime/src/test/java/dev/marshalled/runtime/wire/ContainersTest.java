package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** What containers may hold: nulls where the JDK's can hold them, each element once, sorted ones in order. */
class ContainersTest {
    enum Side { BUY, SELL }

    private final UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[32]);

    @Test
    void aNullWhereTheContainerCannotHoldOneIsRefusedWhereItStarts() {
        assertEquals("a", Containers.notNull(buffer, "a", 3, "L.names[]", "TreeSet"));
        buffer.readIndex(20);
        MarshalException e = assertThrows(MarshalException.class,
                () -> Containers.notNull(buffer, null, 4, "L.names[]", "TreeSet"));
        assertEquals("L.names[]: null at offset 4, which a TreeSet cannot hold", e.getMessage());
        assertEquals(4, e.offset());
        assertEquals(4, buffer.readIndex());
        assertEquals("L.m[].key: null at offset 6, which a TreeMap key cannot hold",
                Containers.nullIn(buffer, 6, "L.m[].key", "TreeMap key").getMessage());
        assertEquals(6, buffer.readIndex());
    }

    @Test
    void aSetRefusesARepeatedElement() {
        Set<String> set = new HashSet<>();
        Containers.add(buffer, set, "x", 4, "L.tags[]", "HashSet");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Containers.add(buffer, set, "x", 9, "L.tags[]", "HashSet"));
        assertEquals("L.tags[]: element x at offset 9 was read before; a HashSet holds each element once", e.getMessage());
        assertEquals(9, e.offset());
        assertEquals(9, buffer.readIndex());
        assertEquals(Set.of("x"), set);
    }

    @Test
    void aSortedSetRefusesAnElementThatDoesNotComeAfterTheLast() {
        TreeSet<String> set = new TreeSet<>();
        Containers.add(buffer, set, "b", 4, "L.names[]", "TreeSet");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Containers.add(buffer, set, "a", 9, "L.names[]", "TreeSet"));
        assertEquals("L.names[]: element a at offset 9 does not come after b; a TreeSet is written in ascending order,"
                + " each element once", e.getMessage());
        EnumSet<Side> sides = EnumSet.noneOf(Side.class);
        Containers.add(buffer, sides, Side.SELL, 4, "L.sides[]", "EnumSet");
        MarshalException enums = assertThrows(MarshalException.class,
                () -> Containers.add(buffer, sides, Side.BUY, 8, "L.sides[]", "EnumSet"));
        assertEquals("L.sides[]: element BUY at offset 8 does not come after SELL; an EnumSet is written in ascending"
                + " order, each element once", enums.getMessage());
    }

    @Test
    void aMapRefusesARepeatedKeyAndASortedOneAKeyOutOfOrder() {
        Map<String, Integer> map = new HashMap<>();
        Containers.put(buffer, map, "k", 1, 4, "L.m[].key", "HashMap");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Containers.put(buffer, map, "k", 2, 12, "L.m[].key", "HashMap"));
        assertEquals("L.m[].key: key k at offset 12 was read before; a HashMap holds each key once", e.getMessage());
        assertEquals(Map.of("k", 1), map);
        TreeMap<Integer, String> sorted = new TreeMap<>();
        Containers.put(buffer, sorted, 5, "five", 4, "L.t[].key", "TreeMap");
        Containers.put(buffer, sorted, 6, "six", 10, "L.t[].key", "TreeMap");
        MarshalException order = assertThrows(MarshalException.class,
                () -> Containers.put(buffer, sorted, 6, "again", 16, "L.t[].key", "TreeMap"));
        assertEquals("L.t[].key: key 6 at offset 16 does not come after 6; a TreeMap is written in ascending order,"
                + " each key once", order.getMessage());
        EnumMap<Side, Long> byEnum = new EnumMap<>(Side.class);
        Containers.put(buffer, byEnum, Side.BUY, 1L, 4, "L.e[].key", "EnumMap");
        Containers.put(buffer, byEnum, Side.SELL, 2L, 8, "L.e[].key", "EnumMap");
        assertEquals(2, byEnum.size());
    }

    @Test
    void longValuesAreCutInMessages() {
        Set<String> set = new HashSet<>();
        String long50 = "y".repeat(50);
        Containers.add(buffer, set, long50, 0, "L.s[]", "Set");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Containers.add(buffer, set, long50, 0, "L.s[]", "Set"));
        assertEquals("L.s[]: element " + "y".repeat(40) + "... at offset 0 was read before; a Set holds each element once",
                e.getMessage());
    }

    @Test
    void aCustomComparatorCannotBeWritten() {
        UnsafeBuffer out = new UnsafeBuffer(0);
        out.putInt(1);
        Containers.requireNaturalOrder(out, null, "L.names");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Containers.requireNaturalOrder(out, Comparator.reverseOrder(), "L.names"));
        assertEquals("L.names has a custom comparator, which cannot be written: use natural ordering", e.getMessage());
        assertEquals(4, e.offset());
    }

    @Test
    void refillReplacesTheContentsOfAFinalField() {
        List<String> target = new ArrayList<>(List.of("old"));
        Containers.refill(target, List.of("a", "b"), "L.names");
        assertEquals(List.of("a", "b"), target);
        Containers.refill(target, null, "L.names");
        assertEquals(List.of(), target);
        Map<String, Integer> map = new HashMap<>(Map.of("old", 0));
        Containers.refill(map, Map.of("k", 1), "L.m");
        assertEquals(Map.of("k", 1), map);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Containers.refill(null, List.of(), "L.names"));
        assertEquals("final field L.names is null after construction, so what was read cannot be put in it:"
                + " initialise it in its declaration or the constructor", e.getMessage());
    }

    @Test
    void hashCapacityIsAFourThirdsPlusOneAndNeverOverflows() {
        assertEquals(1, Containers.hashCapacity(0));
        assertEquals(5, Containers.hashCapacity(3));
        assertEquals(13, Containers.hashCapacity(9));
        assertEquals(Integer.MAX_VALUE - 8, Containers.hashCapacity(Integer.MAX_VALUE));
    }
}
