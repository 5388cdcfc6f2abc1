package dev.marshalled.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The sizes, runs and version groups FORMAT.md states, derived from a schema alone. */
class LayoutTest {

    @Test
    void primitivesBoxesAndEnumsAreFixedSizeUnlessTheCompactEncodingMakesThemVarints() {
        assertEquals(1, Layout.fixedSize(Kind.BOOLEAN, null, false));
        assertEquals(2, Layout.fixedSize(Kind.CHAR, null, true));
        assertEquals(8, Layout.fixedSize(Kind.DOUBLE, null, true));
        assertEquals(4, Layout.fixedSize(Kind.INT, null, false));
        assertEquals(Layout.VARIABLE, Layout.fixedSize(Kind.INT, null, true));
        assertEquals(Layout.VARIABLE, Layout.fixedSize(Kind.LONG, null, true));
        assertEquals(9, Layout.fixedSize(Kind.BOXED, Kind.LONG, false));
        assertEquals(Layout.VARIABLE, Layout.fixedSize(Kind.BOXED, Kind.LONG, true));
        assertEquals(5, Layout.fixedSize(Kind.BOXED, Kind.FLOAT, true));
        assertEquals(4, Layout.fixedSize(Kind.ENUM, null, false));
        assertEquals(Layout.VARIABLE, Layout.fixedSize(Kind.ENUM, null, true));
        for (Kind kind : List.of(Kind.STRING, Kind.PRIMITIVE_ARRAY, Kind.NESTED, Kind.SEQUENCE, Kind.MAP, Kind.STANDARD,
                Kind.OPTIONAL, Kind.UNION, Kind.DYNAMIC, Kind.REFERENCE)) {
            assertEquals(Layout.VARIABLE, Layout.fixedSize(kind, null, false), kind.name());
            assertEquals(Layout.VARIABLE, Layout.fixedSize(kind, null, true), kind.name());
        }
    }

    @Test
    void smallestSizesAreTheNullOrEmptyValue() {
        assertEquals(4, Layout.minSize(Field.string("s"), false));
        assertEquals(1, Layout.minSize(Field.string("s"), true));
        assertEquals(4, Layout.minSize(Field.array("a", Kind.INT), true)); // an int32 count in both encodings
        assertEquals(4, Layout.minSize(Field.dynamic("d", "Object"), true)); // an int32 type id in both
        assertEquals(4, Layout.minSize(Field.standard("b", "BitSet"), true));
        assertEquals(4, Layout.minSize(Field.standard("u", "URI"), false));
        assertEquals(1, Layout.minSize(Field.standard("u", "URI"), true));
        assertEquals(1, Layout.minSize(Field.standard("u", "UUID"), false));
        assertEquals(1, Layout.minSize(Field.primitive("i", Kind.INT), true));
        assertEquals(1, Layout.minSize(Field.boxed("i", Kind.INT, "Integer"), true));
        assertEquals(1, Layout.minSize(Field.nested("n", "N", () -> WireSchema.of("N")), false));
        Field map = Field.map("m", "Map<String, Long>", Field.string("key"), Field.boxed("value", Kind.LONG, "Long"));
        assertEquals(4 + 9, Layout.minElementSize(map, false));
        assertEquals(1 + 1, Layout.minElementSize(map, true));
        assertTrue(Layout.hasCompactForm("Locale"));
        assertFalse(Layout.hasCompactForm("Currency"));
    }

    @Test
    void aRunIsNamedByItsOneFieldOrItsFieldsInBraces() {
        WireSchema schema = WireSchema.of("T", Field.primitive("a", Kind.LONG), Field.primitive("b", Kind.INT),
                Field.string("c"), Field.primitive("d", Kind.BYTE));
        List<Layout.Run> runs = Layout.runs(schema);
        assertEquals("Box.{a, b}", runs.get(0).label("Box", schema));
        assertEquals("Box.d", runs.get(1).label("Box", schema));
        assertEquals("Page<Item>.{a, b}", runs.get(0).label("Page<Item>", List.of("a", "b", "c", "d")));
    }

    @Test
    void aRunIsConsecutiveFixedSizeFieldsOfOneVersion() {
        WireSchema schema = WireSchema.evolvable("T", 0, false, new int[] {1, 1, 1, 1, 2, 2, 2},
                Field.primitive("a", Kind.LONG), Field.boxed("b", Kind.INT, "Integer"), Field.string("c"),
                Field.primitive("d", Kind.BYTE), Field.primitive("e", Kind.SHORT), Field.primitive("f", Kind.DOUBLE),
                Field.string("g"));
        assertEquals(List.of(new Layout.Run(0, 1, 13), new Layout.Run(3, 3, 1), new Layout.Run(4, 5, 10)),
                Layout.runs(schema));
        assertEquals(List.of(new Layout.Run(3, 3, 1), new Layout.Run(4, 5, 10)),
                Layout.runs(schema.compact()), "compact: the boxed int and the long are varints");
        assertEquals(List.of(new Layout.Group(1, 0, 3), new Layout.Group(2, 4, 6)), Layout.versionGroups(schema));
        assertFalse(Layout.versionGroups(schema).get(0).optional());
        assertTrue(Layout.versionGroups(schema).get(1).optional());
        assertEquals(List.of(), Layout.runs(WireSchema.of("Empty")));
        assertEquals(List.of(), Layout.versionGroups(WireSchema.of("Empty")));
        assertThrows(IllegalArgumentException.class, () -> Layout.runs(new int[2], new int[3]));
    }

    /** Against the definition, on random layouts: runs cover exactly the fixed-size fields, maximal and one version each. */
    @Test
    void runsAndGroupsPartitionRandomLayouts() {
        Random random = new Random(41);
        for (int trial = 0; trial < 2_000; trial++) {
            int n = random.nextInt(12);
            int[] sizes = new int[n];
            int[] versions = new int[n];
            int version = 1;
            for (int i = 0; i < n; i++) {
                sizes[i] = random.nextInt(3) == 0 ? Layout.VARIABLE : 1 + random.nextInt(9);
                version += random.nextInt(4) == 0 ? 1 : 0;
                versions[i] = version;
            }
            boolean[] covered = new boolean[n];
            for (Layout.Run run : Layout.runs(sizes, versions)) {
                int total = 0;
                for (int i = run.first(); i <= run.last(); i++) {
                    assertTrue(sizes[i] != Layout.VARIABLE && versions[i] == versions[run.first()] && !covered[i]);
                    covered[i] = true;
                    total += sizes[i];
                }
                assertEquals(total, run.size());
                assertFalse(run.first() > 0 && sizes[run.first() - 1] != Layout.VARIABLE
                        && versions[run.first() - 1] == versions[run.first()], "not maximal on the left");
                assertFalse(run.last() + 1 < n && sizes[run.last() + 1] != Layout.VARIABLE
                        && versions[run.last() + 1] == versions[run.last()], "not maximal on the right");
            }
            for (int i = 0; i < n; i++) {
                assertEquals(sizes[i] != Layout.VARIABLE, covered[i]);
            }
            int next = 0;
            for (Layout.Group group : Layout.versionGroups(versions)) {
                assertEquals(next, group.first());
                for (int i = group.first(); i <= group.last(); i++) {
                    assertEquals(group.version(), versions[i]);
                }
                assertTrue(group.last() + 1 == n || versions[group.last() + 1] != group.version());
                next = group.last() + 1;
            }
            assertEquals(n, next);
        }
    }
}
