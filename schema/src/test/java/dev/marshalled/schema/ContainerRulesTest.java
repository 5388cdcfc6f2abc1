package dev.marshalled.schema;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void anArrayIsNoneOfTheNamedContainersWhateverItsComponent() {
        for (String array : new String[] {"TreeNode[]", "Outer.Tree[]", "EnumSet[]", "SortedSet[]", "com.acme.Tree[]"}) {
            assertTrue(ContainerRules.holdsNullElements(array), array);
            assertFalse(ContainerRules.isSet(array), array);
            assertFalse(ContainerRules.isAscending(array), array);
        }
    }
}
