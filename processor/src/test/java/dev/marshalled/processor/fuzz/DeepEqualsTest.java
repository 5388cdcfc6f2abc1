package dev.marshalled.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The fuzzer's comparison must see every difference a bad read could make, or its passes mean nothing. */
class DeepEqualsTest {
    record Pair(double d, Object o, int[] ints) {}

    private static String diff(Object a, Object b) {
        DeclarationSet none = Generator.generate(1, Features.all(), 1);
        return new DeepEquals(none, Set.of(Pair.class.getName())).diff(a, b, "v");
    }

    @Test
    void equalValuesAreEqual() {
        assertNull(diff(new Pair(Double.NaN, List.of(1, 2), new int[] {3}), new Pair(Double.NaN, List.of(1, 2),
                new int[] {3})));
        assertNull(diff(Set.of("a", "b"), Set.of("b", "a")));
    }

    @Test
    void everyKindOfDifferenceIsFound() {
        assertNotNull(diff(new Pair(0.0, null, null), new Pair(-0.0, null, null)));
        assertNotNull(diff(new Pair(1, null, new int[] {1, 2}), new Pair(1, null, new int[] {2, 1})));
        assertNotNull(diff(new Pair(1, List.of(1, 2), null), new Pair(1, List.of(2, 1), null)));
        assertNotNull(diff(new Pair(1, Map.of("k", 1), null), new Pair(1, Map.of("k", 2), null)));
        assertNotNull(diff(new Pair(1, Optional.of("x"), null), new Pair(1, Optional.empty(), null)));
        assertNotNull(diff(new Pair(1, new Pair(2, "a", null), null), new Pair(1, new Pair(2, "b", null), null)));
        assertNotNull(diff(new Pair(1, "x", null), new Pair(1, null, null)));
        assertNotNull(diff(Set.of("a", "b"), Set.of("a", "c")));
    }
}
