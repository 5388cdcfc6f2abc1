package dev.marshalled.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a declared container type promises, by the name a schema gives it. */
class ContainerRulesTest {
    @Test
    void declaredTypesTellNullsSetsAndOrder() {
        assertTrue(ContainerRules.holdsNullElements("List<String>"));
        assertTrue(ContainerRules.holdsNullElements("String[]"));
        assertFalse(ContainerRules.holdsNullElements("TreeSet<String>"));
        assertFalse(ContainerRules.holdsNullElements("ArrayDeque<Integer>"));
        assertFalse(ContainerRules.holdsNullElements("EnumSet<Side>"));
        assertTrue(ContainerRules.holdsNullKeys("HashMap<String, Long>"));
        assertFalse(ContainerRules.holdsNullKeys("EnumMap<Side, Long>"));
        assertFalse(ContainerRules.holdsNullKeys("NavigableMap<String, Long>"));
        assertTrue(ContainerRules.isSet("SortedSet<String>"));
        assertFalse(ContainerRules.isSet("List<Set<String>>"));
        assertTrue(ContainerRules.isAscending("TreeMap<String, Long>"));
        assertTrue(ContainerRules.isAscending("EnumSet<Side>"));
        assertFalse(ContainerRules.isAscending("LinkedHashSet<String>"));
    }

    @Test
    void qualifiedNamesAsTheSchemaLockWritesThem() {
        assertFalse(ContainerRules.holdsNullElements("java.util.TreeSet<java.lang.String>"));
        assertFalse(ContainerRules.holdsNullKeys("java.util.SortedMap<java.lang.String,java.lang.Long>"));
        assertTrue(ContainerRules.isAscending("java.util.TreeMap<java.lang.String,java.lang.Long>"));
        assertTrue(ContainerRules.isSet("java.util.Set<java.lang.String>"));
        assertTrue(ContainerRules.holdsNullElements("java.util.List<java.util.TreeSet<java.lang.String>>"));
    }

    @Test
    void typeArgumentsMayBeTheContainersTheRuntimeMakesEachWithWhatReadingCreates() {
        assertEquals(List.of("java.util.List", "java.util.Set", "java.util.SortedSet", "java.util.Map",
                "java.util.SortedMap", "java.util.Optional"), ContainerRules.typeArgumentContainers());
        assertTrue(ContainerRules.isTypeArgumentContainer("java.util.SortedMap"));
        assertFalse(ContainerRules.isTypeArgumentContainer("java.util.ArrayList"));
        assertFalse(ContainerRules.isTypeArgumentContainer("List"), "by qualified name");
        assertEquals("List, Set, SortedSet, Map, SortedMap or Optional", ContainerRules.typeArgumentContainerNames());
        assertEquals("TreeSet", ContainerRules.createdForTypeArgument("SortedSet"));
        assertEquals("LinkedHashMap", ContainerRules.createdForTypeArgument("java.util.Map<java.lang.String,T>"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ContainerRules.createdForTypeArgument("Deque"));
        assertEquals("Deque is none of the containers a type argument may be: List, Set, SortedSet, Map, SortedMap"
                + " or Optional", e.getMessage());
    }

    @Test
    void anArrayIsNoneOfTheNamedContainersWhateverItsComponent() {
        for (String array : new String[] {"TreeNode[]", "Outer.Tree[]", "EnumSet[]", "SortedSet[]", "com.acme.Tree[]"}) {
            assertTrue(ContainerRules.holdsNullElements(array), array);
            assertFalse(ContainerRules.isSet(array), array);
            assertFalse(ContainerRules.isAscending(array), array);
        }
    }
}
