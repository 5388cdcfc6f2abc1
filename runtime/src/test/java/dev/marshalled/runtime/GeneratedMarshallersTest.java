package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.tool.Box;
import dev.marshalled.runtime.tool.BoxMarshaller;
import dev.marshalled.runtime.tool.Point;
import dev.marshalled.runtime.tool.PointMarshaller;
import dev.marshalled.runtime.tool.Acme.Shelf;
import dev.marshalled.runtime.tool.Acme.Shelf_SlotMarshaller;
import dev.marshalled.schema.WireSchema;
import java.time.DayOfWeek;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class GeneratedMarshallersTest {
    /** The shape of a generated class: a public static final INSTANCE. */
    public static final class HolderMarshaller {
        public static final Marshaller<Holder> INSTANCE = new Marshaller<>() {
            @Override
            public void write(Holder value, UnsafeBuffer buffer) {
            }

            @Override
            public Holder read(UnsafeBuffer buffer) {
                return new Holder();
            }

            @Override
            public int sizeOf(Holder value) {
                return 0;
            }

            @Override
            public WireSchema schema() {
                throw new UnsupportedOperationException();
            }

            @Override
            public Class<Holder> type() {
                return Holder.class;
            }
        };
    }

    public static final class Holder {
    }

    public static final class NotGenerated {
        public static final String INSTANCE = "no";
    }

    @Test
    void namesFollowTheTypesNesting() {
        assertEquals("com.acme.TradeMarshaller", GeneratedMarshallers.className("com.acme", List.of("Trade")));
        assertEquals("com.acme.Order_LineMarshaller", GeneratedMarshallers.className("com.acme", List.of("Order", "Line")));
        assertEquals("TopMarshaller", GeneratedMarshallers.className("", List.of("Top")));
        assertEquals("dev.marshalled.runtime.GeneratedMarshallersTest_HolderMarshaller",
                GeneratedMarshallers.className(Holder.class));
    }

    @Test
    void theInstanceOfAGeneratedClass() throws IllegalAccessException {
        assertSame(HolderMarshaller.INSTANCE, GeneratedMarshallers.instanceOf(HolderMarshaller.class));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GeneratedMarshallers.instanceOf(NotGenerated.class));
        assertTrue(e.getMessage().endsWith("NotGenerated is not a generated marshaller (a class with a public static"
                + " Marshaller INSTANCE)"), e.getMessage());
    }

    @Test
    void aTypeWithoutAGeneratedClassSaysWhatToDo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GeneratedMarshallers.forType(String.class));
        assertEquals("java.lang.String has no generated marshaller java.lang.StringMarshaller.INSTANCE: annotate it"
                + " with @Marshalled and put marshalled-processor on the annotation-processor path", e.getMessage());
    }

    private static final String BOX = "dev.marshalled.runtime.tool.Box";
    private static final String POINT = "dev.marshalled.runtime.tool.Point";
    private static final ClassLoader LOADER = GeneratedMarshallersTest.class.getClassLoader();

    @Test
    void aTypeByNameIsItsInstanceWhateverTheSpelling() {
        for (String name : List.of(POINT, " " + POINT + " ", POINT + "Marshaller")) {
            assertSame(PointMarshaller.INSTANCE, GeneratedMarshallers.forName(name, LOADER), name);
        }
        assertEquals(POINT, GeneratedMarshallers.nameOf(PointMarshaller.INSTANCE));
    }

    private static final String SLOT = "dev.marshalled.runtime.tool.Acme.Shelf$Slot";

    /** Where a package ends is for the class loader to say, not the case of a letter: com.Acme.Foo is a package's class. */
    @Test
    void aNestedTypeInAPackageWithACapitalIsFoundByEveryName() {
        String dotted = SLOT.replace('$', '.');
        for (String name : List.of(SLOT, dotted, "dev.marshalled.runtime.tool.Acme.Shelf_SlotMarshaller")) {
            assertSame(Shelf_SlotMarshaller.INSTANCE, GeneratedMarshallers.forName(name, LOADER), name);
        }
        assertSame(Shelf_SlotMarshaller.INSTANCE, GeneratedMarshallers.forType(Shelf.Slot.class));
        assertEquals(SLOT, GeneratedMarshallers.nameOf(Shelf_SlotMarshaller.INSTANCE));
        Marshaller<?> boxed = GeneratedMarshallers.forName(BOX + "<" + dotted + ">", LOADER);
        assertEquals(BOX + "<" + SLOT + ">", GeneratedMarshallers.nameOf(boxed));
        assertEquals(BOX + "<" + SLOT + ">", GeneratedMarshallers.nameOf(GeneratedMarshallers.forName(
                GeneratedMarshallers.nameOf(boxed), LOADER)), "the name it reports reads back");
        assertRefused(BOX + "<dev.marshalled.runtime.tool.Acme.Shelf.Nope>", "in '" + BOX
                + "<dev.marshalled.runtime.tool.Acme.Shelf.Nope>': no class dev.marshalled.runtime.tool.Acme.Shelf.Nope"
                + " on the class path: name each type by its package and class, a nested one as com.acme.Outer.Inner or"
                + " com.acme.Outer$Inner");
    }

    @Test
    void aParameterizedTypeIsMadeByItsOfWithItsArgumentsMarshallers() {
        Marshaller<?> boxed = GeneratedMarshallers.forName(BOX + "<" + POINT + ">", LOADER);
        assertSame(BoxMarshaller.class, boxed.getClass());
        assertEquals(BOX + "<" + POINT + ">", GeneratedMarshallers.nameOf(boxed));
        assertEquals("Box<Point>", boxed.schema().typeName());
        Box<Point> value = new Box<>(2, new Point(1, -2));
        assertArrayEquals(BoxMarshaller.of(PointMarshaller.INSTANCE).toByteArray(value), write(boxed, value));
    }

    /**
     * Each way an argument may be made, by hand, then by the name its marshaller reports: the name
     * reads back to a marshaller of the same class, name and schema that writes the same bytes.
     */
    @Test
    void theNameOfEveryKindOfArgumentReadsBackToAnEqualMarshaller() {
        Map<Marshaller<?>, Object> made = new LinkedHashMap<>();
        made.put(BoxMarshaller.of(JdkMarshallers.of(String.class)), new Box<>(1, "text"));
        made.put(BoxMarshaller.of(JdkMarshallers.of(Long.class)), new Box<>(1, 7L));
        made.put(BoxMarshaller.of(JdkMarshallers.of(byte[].class)), new Box<>(1, new byte[] {1, 2}));
        made.put(BoxMarshaller.of(JdkMarshallers.of(UUID.class)), new Box<>(1, new UUID(1, 2)));
        made.put(BoxMarshaller.of(JdkMarshallers.of(Instant.class)), new Box<>(1, Instant.ofEpochSecond(9)));
        made.put(BoxMarshaller.of(JdkMarshallers.enumeration(DayOfWeek.class)), new Box<>(1, DayOfWeek.FRIDAY));
        made.put(BoxMarshaller.of(JdkMarshallers.list(PointMarshaller.INSTANCE)),
                new Box<>(1, List.of(new Point(1, 2))));
        made.put(BoxMarshaller.of(JdkMarshallers.set(JdkMarshallers.of(String.class))), new Box<>(1, Set.of("a")));
        made.put(BoxMarshaller.of(JdkMarshallers.sortedSet(JdkMarshallers.of(Long.class))),
                new Box<>(1, new TreeSet<>(Set.of(3L, 1L))));
        made.put(BoxMarshaller.of(JdkMarshallers.map(JdkMarshallers.of(String.class),
                JdkMarshallers.optional(JdkMarshallers.of(UUID.class)))),
                new Box<>(1, Map.of("k", Optional.of(new UUID(3, 4)))));
        made.put(BoxMarshaller.of(JdkMarshallers.sortedMap(JdkMarshallers.of(Integer.class),
                BoxMarshaller.of(PointMarshaller.INSTANCE))),
                new Box<>(1, new TreeMap<>(Map.of(5, new Box<>(6, new Point(7, 8))))));
        made.put(JdkMarshallers.list(BoxMarshaller.of(PointMarshaller.INSTANCE)), List.of(new Box<>(1, new Point(0, 0))));
        for (Map.Entry<Marshaller<?>, Object> entry : made.entrySet()) {
            Marshaller<?> byHand = entry.getKey();
            String name = GeneratedMarshallers.nameOf(byHand);
            Marshaller<?> byName = GeneratedMarshallers.forName(name, LOADER);
            assertSame(byHand.getClass(), byName.getClass(), name);
            assertEquals(name, GeneratedMarshallers.nameOf(byName));
            assertEquals(byHand.schema().toString(), byName.schema().toString(), name);
            assertArrayEquals(write(byHand, entry.getValue()), write(byName, entry.getValue()), name);
        }
    }

    @Test
    void argumentsMayBeSpelledAsSourceWritesThem() {
        Marshaller<?> spaced = GeneratedMarshallers.forName(
                " " + BOX + " < java.util.Map < java.lang.String , byte[] > > ", LOADER);
        assertEquals(BOX + "<java.util.Map<java.lang.String,byte[]>>", GeneratedMarshallers.nameOf(spaced));
        // The JVM's spelling, which names of earlier releases used, still finds the same marshaller.
        Marshaller<?> jvm = GeneratedMarshallers.forName(BOX + "<java.util.Map<java.lang.String,[B>>", LOADER);
        assertEquals(GeneratedMarshallers.nameOf(spaced), GeneratedMarshallers.nameOf(jvm));
        Marshaller<?> nested = GeneratedMarshallers.forName(BOX + "<java.lang.Character.UnicodeScript>", LOADER);
        assertEquals(BOX + "<java.lang.Character$UnicodeScript>", GeneratedMarshallers.nameOf(nested),
                "a nested enum, written with dots");
    }

    @Test
    void eachMistakeSaysWhatToWrite() {
        String generic = BOX + " is generic: its marshaller is made by " + BOX + "Marshaller.of(...) from a marshaller"
                + " for each type parameter, so name the type with its arguments, " + BOX + "<T>, e.g. " + BOX
                + "<java.lang.String>";
        assertRefused(BOX, generic);
        assertRefused(BOX + "Marshaller", generic);
        assertRefused(BOX + "<" + BOX + ">", "in '" + BOX + "<" + BOX + ">': " + generic);
        assertRefused(BOX + "<" + POINT + "," + POINT + ">", BOX + " has 1 type parameter, " + BOX + "<T>, but 2"
                + " arguments are given");
        assertRefused(BOX + "<java.util.Map<java.lang.String>>", "in '" + BOX + "<java.util.Map<java.lang.String>>':"
                + " java.util.Map has 2 type parameters, java.util.Map<K,V>, but 1 argument is given");
        assertRefused(BOX + "<java.util.List>", "in '" + BOX + "<java.util.List>': java.util.List needs its type"
                + " argument: write java.util.List<E> with a type for each");
        assertRefused(POINT + "<java.lang.String>", POINT + " is not generic: write it without type arguments, "
                + POINT);
        assertRefused(BOX + "<java.lang.String<java.lang.Long>>", "in '" + BOX + "<java.lang.String<java.lang.Long>>':"
                + " java.lang.String takes no type arguments: write java.lang.String");
        assertRefused(BOX + "<int>", "in '" + BOX + "<int>': int is a primitive, which cannot be a type argument:"
                + " name its box, java.lang.Integer");
        assertRefused(BOX + "<int[][]>", "in '" + BOX + "<int[][]>': 'int[][]' is not a primitive array: an array"
                + " argument is an array of a primitive, e.g. byte[]");
        assertRefused(BOX + "<[Ljava.lang.String;>", "in '" + BOX + "<[Ljava.lang.String;>': java.lang.String[] cannot"
                + " be marshalled as a type argument: an array argument is an array of a primitive, e.g. byte[]");
        assertRefused(BOX + "<String>", "in '" + BOX + "<String>': no class String on the class path: name each type"
                + " by its package and class, e.g. java.lang.String or com.acme.String, a nested one as"
                + " com.acme.Outer.Inner or com.acme.Outer$Inner");
        assertRefused(BOX + "<java.util.ArrayList<java.lang.String>>", "in '" + BOX
                + "<java.util.ArrayList<java.lang.String>>': java.util.ArrayList cannot be marshalled as a type"
                + " argument: name the interface a field would declare, java.util.List, Set, SortedSet, Map or"
                + " SortedMap (reading creates ArrayList, LinkedHashSet, TreeSet, LinkedHashMap or TreeMap)");
        assertRefused(BOX + "<java.lang.Thread>", "in '" + BOX + "<java.lang.Thread>': java.lang.Thread cannot be"
                + " marshalled: it is none of a @Marshalled type, an enum, String, a primitive's box, a primitive"
                + " array, a JDK value type (UUID, Instant, BigDecimal, ...), or a java.util.List, Set, SortedSet,"
                + " Map, SortedMap or Optional of those (no generated java.lang.ThreadMarshaller on the class path:"
                + " annotate the type with @Marshalled and put marshalled-processor on the annotation-processor path)");
    }

    @Test
    void textThatIsNoTypeIsRefusedWithWhereItStops() {
        assertRefused("", "cannot read the type '': expected a type name at the start");
        assertRefused(BOX + "<", "cannot read the type '" + BOX + "<': expected a type name after '" + BOX + "<'");
        assertRefused(BOX + "<>", "cannot read the type '" + BOX + "<>': expected a type name after '" + BOX + "<'");
        assertRefused(BOX + "<" + POINT + ",>", "cannot read the type '" + BOX + "<" + POINT + ",>': expected a type"
                + " name after '" + BOX + "<" + POINT + ",'");
        assertRefused(BOX + "<" + POINT, "cannot read the type '" + BOX + "<" + POINT + "': expected ',' or '>' after '"
                + BOX + "<" + POINT + "'");
        assertRefused(BOX + "<" + POINT + ">>", "cannot read the type '" + BOX + "<" + POINT + ">>': expected the end"
                + " after '" + BOX + "<" + POINT + ">', not '>'");
        assertRefused(POINT + " " + POINT, "cannot read the type '" + POINT + " " + POINT + "': expected the end after '"
                + POINT + "', not 'd'");
    }

    @Test
    void aGenericTypeHasNoInstanceToFindByItsClass() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GeneratedMarshallers.forType(Box.class));
        assertTrue(e.getMessage().startsWith(BOX + " is generic: its marshaller is made by " + BOX + "Marshaller.of(...)"),
                e.getMessage());
    }

    private static void assertRefused(String type, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GeneratedMarshallers.forName(type, LOADER), type);
        assertEquals(message, e.getMessage());
    }

    @SuppressWarnings("unchecked")
    private static byte[] write(Marshaller<?> marshaller, Object value) {
        return ((Marshaller<Object>) marshaller).toByteArray(value);
    }
}
