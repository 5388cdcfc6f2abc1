package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.Containers;
import dev.marshalled.example.model.ContainersMarshaller;
import dev.marshalled.example.model.Node;
import dev.marshalled.example.model.Point;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Collections, maps and object arrays through the generated marshaller. */
class ContainersTest {

    static Containers full() {
        return fill(new Containers());
    }

    /** Sets every field of {@code c} to a value that exercises its container type. */
    static <C extends Containers> C fill(C c) {
        c.list = new ArrayList<>(Arrays.asList("a", null, "日本", ""));
        c.arrayList = new ArrayList<>(Arrays.asList(1, null, Integer.MIN_VALUE));
        c.linkedList = new LinkedList<>(Arrays.asList(new Point(1, 2, "p"), null));
        c.collection = new ArrayList<>(List.of(1.5, -0.0));
        c.set = new LinkedHashSet<>(List.of("z", "a", "m")); // order must survive
        c.hashSet = new HashSet<>(List.of(1L, 2L, 3L));
        c.linkedHashSet = new LinkedHashSet<>(List.of(Color.BLUE, Color.RED));
        c.sortedSet = new TreeSet<>(List.of("b", "a"));
        c.navigableSet = new TreeSet<>(List.of(3, 1, 2));
        c.treeSet = new TreeSet<>(List.of("x"));
        c.queue = new LinkedList<>(Arrays.asList("q1", null, "q2"));
        c.deque = new ArrayDeque<>(List.of(7, 8));
        c.arrayDeque = new ArrayDeque<>(List.of(new Point(0, 0, null)));
        c.enumSet = EnumSet.of(Color.GREEN, Color.BLUE);
        c.map = new LinkedHashMap<>();
        c.map.put("one", 1);
        c.map.put("none", null);
        c.hashMap = new HashMap<>();
        c.hashMap.put(null, "null key");
        c.hashMap.put(5, null);
        c.linkedHashMap = new LinkedHashMap<>();
        c.linkedHashMap.put("pts", List.of(new Point(1, 1, "a"), new Point(2, 2, "b")));
        c.linkedHashMap.put("empty", List.of());
        c.linkedHashMap.put("null", null);
        c.sortedMap = new TreeMap<>(Map.of("k", new int[] {1, 2}, "e", new int[0]));
        c.navigableMap = new TreeMap<>(Map.of(2L, "two", 1L, "one"));
        c.treeMap = new TreeMap<>(Map.of("t", true));
        c.enumMap = new EnumMap<>(Map.of(Color.RED, "red"));
        c.strings = new String[] {"s", null, "😀"};
        c.points = new Point[] {null, new Point(3, 4, "x")};
        c.matrix = new int[][] {{1, 2}, null, {}};
        c.cube = new long[][][] {{{1L}, null}, null};
        c.colors = new Color[] {Color.RED, null};
        c.arrays = Arrays.asList(new int[] {9}, null);
        c.lists = Arrays.asList(List.of("x"), null, List.of());
        c.deep = new LinkedHashMap<>(Map.of("outer", new LinkedHashMap<>(Map.of("inner", List.of(1, 2)))));
        c.nodes = new ArrayList<>(Arrays.asList(Node.chain(3), null));
        return c;
    }

    @Test
    void everyContainerRoundTrips() {
        Containers value = full();
        assertSameContents(value, RoundTripTest.roundTrip(ContainersMarshaller.INSTANCE, value));
    }

    /** Every field of {@code copy} equals that of {@link #fill}'s {@code value} as its type can keep it. */
    static void assertSameContents(Containers value, Containers copy) {
        assertTrue(Values.deepEquals(value.strings, copy.strings));
        assertEquals(value.list, copy.list);
        assertEquals(value.arrayList, copy.arrayList);
        assertEquals(value.linkedList, copy.linkedList);
        assertEquals(new ArrayList<>(value.collection), new ArrayList<>(copy.collection));
        assertEquals(List.of("z", "a", "m"), new ArrayList<>(copy.set), "a Set keeps its iteration order");
        assertEquals(value.hashSet, copy.hashSet);
        assertEquals(value.linkedHashSet, copy.linkedHashSet);
        assertEquals(value.sortedSet, copy.sortedSet);
        assertEquals(value.navigableSet, copy.navigableSet);
        assertEquals(value.treeSet, copy.treeSet);
        assertEquals(new ArrayList<>(value.queue), new ArrayList<>(copy.queue), "null elements of a Queue survive");
        assertEquals(new ArrayList<>(value.deque), new ArrayList<>(copy.deque));
        assertEquals(new ArrayList<>(value.arrayDeque), new ArrayList<>(copy.arrayDeque));
        assertEquals(value.enumSet, copy.enumSet);
        assertEquals(value.map, copy.map);
        assertEquals(List.of("one", "none"), new ArrayList<>(copy.map.keySet()), "a Map keeps its iteration order");
        assertEquals(value.hashMap, copy.hashMap);
        assertEquals(value.linkedHashMap, copy.linkedHashMap);
        assertEquals(value.sortedMap.keySet(), copy.sortedMap.keySet());
        assertArrayEquals(value.sortedMap.get("k"), copy.sortedMap.get("k"));
        assertEquals(value.navigableMap, copy.navigableMap);
        assertEquals(value.treeMap, copy.treeMap);
        assertEquals(value.enumMap, copy.enumMap);
        assertArrayEquals(value.points, copy.points);
        assertTrue(Arrays.deepEquals(value.matrix, copy.matrix));
        assertTrue(Arrays.deepEquals(value.cube, copy.cube));
        assertArrayEquals(value.colors, copy.colors);
        assertArrayEquals(value.arrays.get(0), copy.arrays.get(0));
        assertNull(copy.arrays.get(1));
        assertEquals(value.lists, copy.lists);
        assertEquals(value.deep, copy.deep);
        assertEquals(3, copy.nodes.get(0).next.next.value);
        assertNull(copy.nodes.get(1));
    }

    @Test
    void declaredTypesReadBackAsDocumented() {
        Containers copy = ContainersMarshaller.INSTANCE.fromByteArray(ContainersMarshaller.INSTANCE.toByteArray(full()));
        assertEquals(ArrayList.class, copy.list.getClass());
        assertEquals(ArrayList.class, copy.collection.getClass());
        assertEquals(LinkedList.class, copy.linkedList.getClass());
        assertEquals(LinkedHashSet.class, copy.set.getClass());
        assertEquals(HashSet.class, copy.hashSet.getClass());
        assertEquals(TreeSet.class, copy.sortedSet.getClass());
        assertEquals(TreeSet.class, copy.navigableSet.getClass());
        assertEquals(LinkedList.class, copy.queue.getClass());
        assertEquals(LinkedList.class, copy.deque.getClass());
        assertEquals(ArrayDeque.class, copy.arrayDeque.getClass());
        assertTrue(copy.enumSet instanceof EnumSet);
        assertEquals(LinkedHashMap.class, copy.map.getClass());
        assertEquals(HashMap.class, copy.hashMap.getClass());
        assertEquals(TreeMap.class, copy.sortedMap.getClass());
        assertEquals(TreeMap.class, copy.navigableMap.getClass());
        assertEquals(EnumMap.class, copy.enumMap.getClass());
    }

    @Test
    void nullAndEmptyContainers() {
        Containers empty = new Containers();
        Containers copy = RoundTripTest.roundTrip(ContainersMarshaller.INSTANCE, empty);
        assertNull(copy.list);
        assertNull(copy.map);
        assertNull(copy.matrix);
        Containers zero = new Containers();
        zero.list = List.of();
        zero.map = Map.of();
        zero.strings = new String[0];
        zero.enumSet = EnumSet.noneOf(Color.class);
        Containers zeroCopy = RoundTripTest.roundTrip(ContainersMarshaller.INSTANCE, zero);
        assertEquals(List.of(), zeroCopy.list);
        assertEquals(Map.of(), zeroCopy.map);
        assertEquals(0, zeroCopy.strings.length);
        assertTrue(zeroCopy.enumSet.isEmpty());
    }

    @Test
    void largeContainers() {
        Random random = new Random(3);
        Containers big = new Containers();
        big.list = new ArrayList<>();
        big.map = new LinkedHashMap<>();
        big.matrix = new int[1000][];
        for (int i = 0; i < 20_000; i++) {
            big.list.add(Values.randomString(random));
            big.map.put("k" + i, i);
        }
        for (int i = 0; i < big.matrix.length; i++) {
            big.matrix[i] = random.ints(random.nextInt(20)).toArray();
        }
        Containers copy = RoundTripTest.roundTrip(ContainersMarshaller.INSTANCE, big);
        assertEquals(big.list, copy.list);
        assertEquals(big.map, copy.map);
        assertTrue(Arrays.deepEquals(big.matrix, copy.matrix));
    }

    /**
     * A declared {@code List} that is {@code RandomAccess} is written by index, and one that is
     * not by its iterator; a declared {@code ArrayList} always by index. The lists here refuse
     * the other way, so each test fails if the generated code walks them the wrong way (an
     * iterator left to escape analysis may be allocated on every write).
     */
    @Test
    @SuppressWarnings("serial") // an anonymous list, never serialized
    void randomAccessListsAreWrittenByIndexWithoutAnIterator() {
        Containers value = new Containers();
        List<String> strings = Arrays.asList("a", null, "日本", "");
        value.list = new IndexOnly<>(strings);
        value.arrayList = new ArrayList<>(Arrays.asList(1, null, 3)) {
            @Override
            public java.util.Iterator<Integer> iterator() {
                throw new AssertionError("an ArrayList is written by index");
            }
        };
        byte[] bytes = ContainersMarshaller.INSTANCE.toByteArray(value);
        assertEquals(bytes.length, ContainersMarshaller.sizeOf(value));
        Containers copy = ContainersMarshaller.INSTANCE.fromByteArray(bytes);
        assertEquals(strings, copy.list);
        assertEquals(Arrays.asList(1, null, 3), copy.arrayList);
    }

    @Test
    @SuppressWarnings("serial") // an anonymous list, never serialized
    void otherListsAreWrittenByTheirIterator() {
        Containers value = new Containers();
        value.list = new LinkedList<>(Arrays.asList("x", null, "y")) {
            @Override
            public String get(int index) {
                throw new AssertionError("a list without RandomAccess is written by its iterator");
            }
        };
        byte[] bytes = ContainersMarshaller.INSTANCE.toByteArray(value);
        assertEquals(bytes.length, ContainersMarshaller.sizeOf(value));
        assertEquals(Arrays.asList("x", null, "y"), ContainersMarshaller.INSTANCE.fromByteArray(bytes).list);
    }

    /**
     * A collection or map whose size disagrees with what it iterates, as a concurrent one's can
     * while it changes, fails the write and the write index goes back: elements of one fixed size
     * are written into a run claimed from the size read when the write began, which must not be
     * left short (holding the buffer's earlier bytes) or overfull; other elements are counted
     * against the count written before them.
     */
    @Test
    @SuppressWarnings("serial") // anonymous collections, never serialized
    void aCollectionWhoseSizeDisagreesWithItsElementsFailsTheWriteAndLeavesNothing() {
        for (int skew : new int[] {1, -1}) {
            Containers run = new Containers();
            run.hashSet = new HashSet<>(List.of(1L, 2L, 3L)) {
                @Override
                public int size() {
                    return super.size() + skew;
                }
            };
            Containers counted = new Containers();
            counted.set = new LinkedHashSet<>(List.of("z", "a", "m")) {
                @Override
                public int size() {
                    return super.size() + skew;
                }
            };
            Containers map = new Containers();
            map.map = new LinkedHashMap<>(Map.of("one", 1, "two", 2)) {
                @Override
                public int size() {
                    return super.size() + skew;
                }
            };
            for (Containers value : List.of(run, counted, map)) {
                UnsafeBuffer buffer = new UnsafeBuffer(1024);
                buffer.putLong(0x5555_5555_5555_5555L); // earlier bytes, which must not leak into a run
                MarshalException e = assertThrows(MarshalException.class, () -> ContainersMarshaller.write(value, buffer));
                assertTrue(e.getMessage().matches("Containers\\.(hashSet|set|map): the collection changed while it was"
                        + " written: .*"), e.getMessage());
                assertEquals(8, buffer.writeIndex(), "skew " + skew + ": " + e.getMessage());
            }
        }
    }

    /** A RandomAccess list whose iterators fail: only {@code size} and {@code get} may be used. */
    private static final class IndexOnly<E> extends java.util.AbstractList<E> implements java.util.RandomAccess {
        private final List<E> elements;

        IndexOnly(List<E> elements) {
            this.elements = elements;
        }

        @Override
        public E get(int index) {
            return elements.get(index);
        }

        @Override
        public int size() {
            return elements.size();
        }

        @Override
        public java.util.Iterator<E> iterator() {
            throw new AssertionError("a RandomAccess list is written by index");
        }
    }

    @Test
    void customComparatorIsRejectedOnWrite() {
        Containers value = new Containers();
        value.treeSet = new TreeSet<>(Comparator.reverseOrder());
        value.treeSet.add("a");
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        MarshalException e = assertThrows(MarshalException.class, () -> ContainersMarshaller.write(value, buffer));
        assertEquals("Containers.treeSet has a custom comparator, which cannot be written: use natural ordering",
                e.getMessage());
        assertEquals(0, buffer.writeIndex());
    }

    @Test
    void countLargerThanTheInputIsRejectedBeforeAllocating() {
        byte[] bytes = ContainersMarshaller.INSTANCE.toByteArray(new Containers());
        bytes[0] = -1;
        bytes[1] = -1;
        bytes[2] = -1;
        bytes[3] = 0x7f; // list count: Integer.MAX_VALUE
        MarshalException e = assertThrows(MarshalException.class, () -> ContainersMarshaller.INSTANCE.fromByteArray(bytes));
        assertEquals("truncated input: Containers.list has count 2147483647 at offset 0, which needs at least"
                + " 8589934588 bytes, but only " + (bytes.length - 4) + " remain", e.getMessage());
    }

    @Test
    void corruptionGivesOnlyMarshalException() {
        byte[] full = ContainersMarshaller.INSTANCE.toByteArray(full());
        Random random = new Random(11);
        Corruption.Tally tally = new Corruption.Tally(true); // hashSet and hashMap
        for (int i = 0; i < 20_000; i++) {
            byte[] bytes = full.clone();
            for (int k = random.nextInt(3); k >= 0; k--) {
                bytes[random.nextInt(bytes.length)] = (byte) random.nextInt();
            }
            if (random.nextBoolean()) {
                bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length));
            }
            tally.read(ContainersMarshaller.INSTANCE, bytes).toHexDump();
        }
        tally.assertExercised(20_000);
    }

    @Test
    void inspectorShowsContainers() {
        Containers value = new Containers();
        value.list = Arrays.asList("a", null);
        value.map = new LinkedHashMap<>(Map.of("k", 1));
        value.matrix = new int[][] {{7}};
        var inspection = Inspector.inspect(ContainersMarshaller.INSTANCE, ContainersMarshaller.INSTANCE.toByteArray(value));
        String text = inspection.toText();
        assertTrue(text.startsWith("Containers{list=[\"a\", null], arrayList=null,"), text);
        assertTrue(text.contains("map={{key=\"k\", value=1}}") || text.contains("map=[{key=\"k\", value=1}]"), text);
        assertTrue(text.contains("matrix=[[7]]"), text);
        String dump = inspection.toHexDump();
        assertTrue(dump.contains("list                     List<String>   2 elements"), dump);
        assertTrue(inspection.toJson().contains("\"map\":[{\"key\":\"k\",\"value\":1}]"), inspection.toJson());
    }

    /** Replaces the one element (or key) of a container field with the bytes of a null, and reads it. */
    private static MarshalException nullIn(java.util.function.Consumer<Containers> one,
            java.util.function.Consumer<Containers> empty, byte[] nullBytes, int keep) {
        Containers a = new Containers();
        one.accept(a);
        Containers b = new Containers();
        empty.accept(b);
        byte[] full = ContainersMarshaller.INSTANCE.toByteArray(a);
        byte[] none = ContainersMarshaller.INSTANCE.toByteArray(b);
        int count = Arrays.mismatch(full, none);
        int element = count + 4;
        int length = full.length - none.length - keep; // the element's (key's) own bytes
        byte[] bad = new byte[full.length - length + nullBytes.length];
        System.arraycopy(full, 0, bad, 0, element);
        System.arraycopy(nullBytes, 0, bad, element, nullBytes.length);
        System.arraycopy(full, element + length, bad, element + nullBytes.length, full.length - element - length);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bad);
        MarshalException e = assertThrows(MarshalException.class, () -> ContainersMarshaller.read(buffer));
        assertEquals(element, e.offset(), e.getMessage());
        assertEquals(0, buffer.readIndex());
        assertTrue(!Inspector.inspect(ContainersMarshaller.INSTANCE, bad).complete(), "the inspector refuses it too");
        return e;
    }

    @Test
    void aNullWhereTheContainerCannotHoldOneIsRefusedAtItsOffsetWithItsPath() {
        byte[] nullString = {-1, -1, -1, -1};
        MarshalException treeSet = nullIn(c -> c.treeSet = new TreeSet<>(List.of("x")), c -> c.treeSet = new TreeSet<>(),
                nullString, 0);
        assertEquals("Containers.treeSet[0]", treeSet.path());
        assertTrue(treeSet.getMessage().startsWith("Containers.treeSet[]: null at offset " + treeSet.offset()
                + ", which a TreeSet cannot hold"), treeSet.getMessage());
        MarshalException enumSet = nullIn(c -> c.enumSet = EnumSet.of(Color.RED), c -> c.enumSet = EnumSet.noneOf(Color.class),
                nullString, 0);
        assertTrue(enumSet.getMessage().contains("which a EnumSet cannot hold"), enumSet.getMessage());
        MarshalException deque = nullIn(c -> c.arrayDeque = new ArrayDeque<>(List.of(new Point(1, 2, "p"))),
                c -> c.arrayDeque = new ArrayDeque<>(), new byte[] {0}, 0);
        assertTrue(deque.getMessage().contains("which a ArrayDeque cannot hold"), deque.getMessage());
        // Keys: the value (a one-byte boolean) stays.
        MarshalException treeMap = nullIn(c -> c.treeMap = new TreeMap<>(Map.of("k", true)), c -> c.treeMap = new TreeMap<>(),
                nullString, 1);
        assertEquals("Containers.treeMap[0]", treeMap.path());
        assertTrue(treeMap.getMessage().startsWith("Containers.treeMap.key: null at offset " + treeMap.offset()
                + ", which a TreeMap cannot hold"), treeMap.getMessage());
        MarshalException enumMap = nullIn(c -> c.enumMap = new EnumMap<>(Map.of(Color.RED, "r")),
                c -> c.enumMap = new EnumMap<>(Color.class), nullString, 5);
        assertTrue(enumMap.getMessage().contains("which a EnumMap cannot hold"), enumMap.getMessage());
    }
}
