package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.Layout;
import dev.marshalled.runtime.tool.BoxMarshaller;
import dev.marshalled.runtime.tool.Point;
import dev.marshalled.runtime.tool.PointMarshaller;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A field of a type parameter, written as a field of the argument's type would be; the one
 * marshaller of each parameterization; whether arguments reach a type that keeps identity; and
 * the names a parameterization's schema gives its fields. The arguments here are hand-written
 * as the processor would generate them ({@code PointMarshaller}, {@code BoxMarshaller}) or
 * {@code JdkMarshallers}.
 */
class FieldEncodingTest {

    /** An argument of which only its schema and class are asked: what {@code of} and the names need. */
    private record Described<T>(Class<T> type, WireSchema schema) implements Marshaller<T> {
        @Override
        public void write(T value, UnsafeBuffer buffer) {
            throw new AssertionError("not written");
        }

        @Override
        public T read(UnsafeBuffer buffer) {
            throw new AssertionError("not read");
        }

        @Override
        public int sizeOf(T value) {
            throw new AssertionError("not measured");
        }
    }

    /** A type that keeps identity, one that holds it, and one that holds that through an Optional. */
    private static final WireSchema SHARED = WireSchema.of("Shared", 0, true, Field.primitive("value", Kind.INT))
            .origin("com.acme.Shared", false, false);
    private static final WireSchema HOLDER = WireSchema.of("Holder", Field.reference("shared", "Shared", () -> SHARED))
            .origin("com.acme.Holder", true, false);
    private static final WireSchema DEEP = WireSchema.of("Deep",
            Field.optional("maybe", "Optional<Holder>", Field.nested("value", "Holder", () -> HOLDER)))
            .origin("com.acme.Deep", true, false);

    private static <T> String written(FieldEncoding<T> encoding, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        encoding.write(buffer, value);
        return hex(buffer.toByteArray());
    }

    /** A buffer holding three unrelated bytes, then {@code bytes}, its read index at them. */
    private static UnsafeBuffer after3(String bytes) {
        byte[] body = hex(bytes);
        byte[] all = new byte[3 + body.length];
        all[0] = 0x55;
        all[1] = 0x55;
        all[2] = 0x55;
        System.arraycopy(body, 0, all, 3, body.length);
        return UnsafeBuffer.wrap(all).readIndex(3);
    }

    @Test
    void aMarshalledArgumentIsAPresenceByteThenItsBodyInItsOwnEncoding() {
        for (boolean compact : new boolean[] {false, true}) {
            FieldEncoding<Point> encoding = FieldEncoding.of(PointMarshaller.INSTANCE, compact, "Box.value");
            assertEquals("01 01 00 00 00 02 00 00 00", written(encoding, new Point(1, 2)));
            assertEquals("00", written(encoding, null));
            assertEquals(9, encoding.sizeOf(new Point(1, 2), 0));
            assertEquals(1, encoding.sizeOf(null, 0));
            UnsafeBuffer buffer = after3("01 01 00 00 00 02 00 00 00 00");
            assertEquals(new Point(1, 2), encoding.read(buffer));
            assertNull(encoding.read(buffer));
            assertEquals(buffer.writeIndex(), buffer.readIndex());
        }
    }

    @Test
    void aBadOrMissingPresenceByteIsRefusedAtItNamingTheField() {
        FieldEncoding<Point> encoding = FieldEncoding.of(PointMarshaller.INSTANCE, false, "Box.value");
        MarshalException two = assertThrows(MarshalException.class, () -> encoding.read(after3("02 01 00 00 00 02 00 00 00")));
        assertEquals("Box.value: presence byte 2 at offset 3 is neither 0 (null) nor 1 (present)", two.getMessage());
        assertEquals(3, two.offset());
        MarshalException none = assertThrows(MarshalException.class, () -> encoding.read(after3("")));
        assertEquals("truncated input: Box.value needs 1 byte at offset 3 but only 0 remain", none.getMessage());
        // Inside the body, the argument's own reader reports it, where its run starts.
        MarshalException body = assertThrows(MarshalException.class, () -> encoding.read(after3("01 01 00 00 00 02")));
        assertEquals(4, body.offset());
        assertTrue(body.getMessage().startsWith("truncated input: Point.{x, y} needs 8 bytes at offset 4"),
                body.getMessage());
    }

    @Test
    void aMarshalledArgumentIsDescribedAsANestedFieldOfItsSchema() {
        for (boolean compact : new boolean[] {false, true}) {
            FieldEncoding<Point> encoding = FieldEncoding.of(PointMarshaller.INSTANCE, compact, "Box.value");
            Field field = encoding.describe("value");
            assertEquals("value", field.name());
            assertEquals(Kind.NESTED, field.kind());
            assertEquals("Point", field.typeName());
            assertSame(PointMarshaller.SCHEMA, field.nested());
            assertEquals("Point", encoding.display());
            // The smallest size is the schema's for a nested field, and the size of null.
            assertEquals(Layout.minSize(field, compact), encoding.minSize());
            assertEquals(encoding.sizeOf(null, 0), encoding.minSize());
            assertEquals(Layout.VARIABLE, Layout.fixedSize(field, compact));
        }
    }

    @Test
    void aJdkArgumentIsAFieldOfItsOwnTypeNotANestedOne() {
        Marshaller<String> text = JdkMarshallers.of(String.class);
        assertEquals("01 00 00 00 61", written(FieldEncoding.of(text, false, "Box.value"), "a"));
        assertEquals("03 61", written(FieldEncoding.of(text, true, "Box.value"), "a"));
        assertEquals(Kind.STRING, FieldEncoding.of(text, false, "Box.value").describe("value").kind());
        // The label given is the one its messages name.
        MarshalException e = assertThrows(MarshalException.class,
                () -> FieldEncoding.of(text, false, "Box.value").read(after3("FE FF FF FF")));
        assertTrue(e.getMessage().startsWith("Box.value: the string at offset 3 is written as UTF-8"), e.getMessage());
    }

    @Test
    void anArgumentThatKeepsIdentityIsRefusedWithWhatToDoInstead() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> FieldEncoding.of(new Described<>(Object.class, SHARED), false, "Box.value"));
        assertEquals("Shared keeps identity (references = true), which a type argument cannot: hold it in a field of a"
                + " non-generic @Marshalled type instead", refused.getMessage());
        // One that only holds such a type may be an argument; keepIdentity says so to its generic marshaller.
        assertEquals(Kind.NESTED, FieldEncoding.of(new Described<>(Object.class, HOLDER), false, "Box.value")
                .describe("value").kind());
        NullPointerException none = assertThrows(NullPointerException.class,
                () -> FieldEncoding.of(null, false, "Box.value"));
        assertEquals("type argument marshaller", none.getMessage());
    }

    /** An argument whose size is measured at a depth, which it records. */
    private static final class Measured implements FieldEncoding.DepthSized<Point> {
        private final WireSchema schema;
        private int depth = -1;

        Measured(boolean recursive) {
            this.schema = WireSchema.of("Point", Field.primitive("x", Kind.INT), Field.primitive("y", Kind.INT))
                    .origin("dev.marshalled.runtime.tool.Point", true, recursive);
        }

        @Override
        public int sizeOf(Point value, int depth) {
            this.depth = depth;
            return 8;
        }

        @Override
        public void write(Point value, UnsafeBuffer buffer) {
            PointMarshaller.INSTANCE.write(value, buffer);
        }

        @Override
        public Point read(UnsafeBuffer buffer) {
            return PointMarshaller.INSTANCE.read(buffer);
        }

        @Override
        public int sizeOf(Point value) {
            throw new AssertionError("measured without its depth");
        }

        @Override
        public WireSchema schema() {
            return schema;
        }

        @Override
        public Class<Point> type() {
            return Point.class;
        }
    }

    /**
     * Measuring counts nesting as writing does: a level for the body of an argument whose type
     * can contain itself, none for another, so that a cycle through a type argument ends at the
     * depth limit when measured as when written.
     */
    @Test
    void measuringAnArgumentCountsALevelOnlyForATypeThatCanContainItself() {
        Measured recursive = new Measured(true);
        assertEquals(9, FieldEncoding.of(recursive, false, "Box.value").sizeOf(new Point(1, 2), 5));
        assertEquals(6, recursive.depth);
        Measured flat = new Measured(false);
        assertEquals(9, FieldEncoding.of(flat, false, "Box.value").sizeOf(new Point(1, 2), 5));
        assertEquals(5, flat.depth);
        // A null is its presence byte, and the argument is not asked.
        Measured unasked = new Measured(true);
        assertEquals(1, FieldEncoding.of(unasked, false, "Box.value").sizeOf(null, 5));
        assertEquals(-1, unasked.depth);
    }

    @Test
    void anArgumentIsNamedAsItsSchemaNamesItAndQualifiedByItsBinaryName() {
        assertEquals("Point", FieldEncoding.display(PointMarshaller.INSTANCE));
        assertEquals("dev.marshalled.runtime.tool.Point", FieldEncoding.qualifiedName(PointMarshaller.INSTANCE));
        Marshaller<?> box = BoxMarshaller.of(PointMarshaller.INSTANCE);
        assertEquals("Box<Point>", FieldEncoding.display(box));
        assertEquals("dev.marshalled.runtime.tool.Box<dev.marshalled.runtime.tool.Point>", FieldEncoding.qualifiedName(box));
        Marshaller<?> boxes = JdkMarshallers.list(BoxMarshaller.of(JdkMarshallers.of(Long.class)));
        assertEquals("List<Box<Long>>", FieldEncoding.display(boxes));
        assertEquals("java.util.List<dev.marshalled.runtime.tool.Box<java.lang.Long>>", FieldEncoding.qualifiedName(boxes));
        // A schema built by hand has no binary name of its own: its marshaller's class names it.
        Described<Point> byHand = new Described<>(Point.class, WireSchema.of("Spot", Field.primitive("x", Kind.INT)));
        assertEquals("Spot", FieldEncoding.display(byHand));
        assertEquals("dev.marshalled.runtime.tool.Point", FieldEncoding.qualifiedName(byHand));
    }

    @Test
    void canonicalKeepsOneMarshallerPerParameterization() {
        ConcurrentMap<List<Marshaller<?>>, Object> made = new ConcurrentHashMap<>();
        AtomicInteger makes = new AtomicInteger();
        Supplier<Object> make = () -> {
            makes.incrementAndGet();
            return new Object();
        };
        // Equal arguments, made separately, are one parameterization.
        Object strings = FieldEncoding.canonical(made, make, JdkMarshallers.of(String.class));
        assertSame(strings, FieldEncoding.canonical(made, make, JdkMarshallers.of(String.class)));
        Object lists = FieldEncoding.canonical(made, make, JdkMarshallers.list(PointMarshaller.INSTANCE));
        assertSame(lists, FieldEncoding.canonical(made, make, JdkMarshallers.list(PointMarshaller.INSTANCE)));
        assertEquals(2, makes.get());
        // Other arguments, or the same ones in another order, are another.
        assertNotSame(strings, FieldEncoding.canonical(made, make, JdkMarshallers.of(Long.class)));
        Object pair = FieldEncoding.canonical(made, make, PointMarshaller.INSTANCE, JdkMarshallers.of(Long.class));
        assertNotSame(pair, FieldEncoding.canonical(made, make, JdkMarshallers.of(Long.class), PointMarshaller.INSTANCE));
        assertSame(pair, FieldEncoding.canonical(made, make, PointMarshaller.INSTANCE, JdkMarshallers.of(Long.class)));
        assertEquals(5, makes.get());
    }

    /**
     * A marshaller that makes another parameterization of its type while it is made
     * ({@code Pair<A, B>} holding a {@code Pair<A, Long>}) gets it from the same map.
     */
    @Test
    void aMarshallerMayMakeAnotherParameterizationWhileItIsMade() {
        ConcurrentMap<List<Marshaller<?>>, Object> made = new ConcurrentHashMap<>();
        Marshaller<Long> longs = JdkMarshallers.of(Long.class);
        Object[] inner = new Object[1];
        Object outer = FieldEncoding.canonical(made, () -> {
            inner[0] = FieldEncoding.canonical(made, Object::new, PointMarshaller.INSTANCE, longs);
            return new Object();
        }, PointMarshaller.INSTANCE, JdkMarshallers.of(String.class));
        assertSame(outer, made.get(List.of(PointMarshaller.INSTANCE, JdkMarshallers.of(String.class))));
        assertSame(inner[0], FieldEncoding.canonical(made, Object::new, PointMarshaller.INSTANCE, longs));
    }

    /**
     * Threads that make the same parameterization at once all get the one that was kept: whichever
     * a thread made itself, it returns the map's, so no two marshallers of one parameterization
     * (and no two schemas) ever escape.
     */
    @Test
    void threadsMakingOneParameterizationAtOnceAllGetTheSameOne() throws Exception {
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int round = 0; round < 10; round++) {
                ConcurrentMap<List<Marshaller<?>>, Object> made = new ConcurrentHashMap<>();
                // Each make waits until every thread is making, so all of them race to keep theirs.
                CountDownLatch making = new CountDownLatch(threads);
                Supplier<Object> make = () -> {
                    making.countDown();
                    try {
                        assertTrue(making.await(10, TimeUnit.SECONDS), "every thread made one");
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                    return new Object();
                };
                List<Future<Object>> results = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    results.add(pool.submit(() -> FieldEncoding.canonical(made, make, JdkMarshallers.of(String.class),
                            PointMarshaller.INSTANCE)));
                }
                List<Object> got = new ArrayList<>();
                for (Future<Object> result : results) {
                    got.add(result.get(30, TimeUnit.SECONDS));
                }
                Object kept = made.get(List.of(JdkMarshallers.of(String.class), PointMarshaller.INSTANCE));
                for (Object one : got) {
                    assertSame(kept, one, "round " + round);
                }
                assertEquals(1, made.size());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void keepIdentityAsksWhetherAnyArgumentReachesATypeThatKeepsIt() {
        Marshaller<?> holder = new Described<>(Object.class, HOLDER);
        Marshaller<?> deep = new Described<>(Object.class, DEEP);
        assertTrue(FieldEncoding.keepIdentity(holder));
        assertTrue(FieldEncoding.keepIdentity(deep), "through an Optional and another type");
        assertTrue(FieldEncoding.keepIdentity(JdkMarshallers.list(holder)), "through a container argument");
        assertTrue(FieldEncoding.keepIdentity(PointMarshaller.INSTANCE, holder), "any of them");
        assertFalse(FieldEncoding.keepIdentity(PointMarshaller.INSTANCE, JdkMarshallers.of(String.class),
                JdkMarshallers.map(JdkMarshallers.of(String.class), PointMarshaller.INSTANCE)));
        assertFalse(FieldEncoding.keepIdentity());
        // A type that reaches itself, and nothing that keeps identity: the answer, not a loop.
        WireSchema[] node = new WireSchema[1];
        node[0] = WireSchema.of("Node", Field.nested("next", "Node", () -> node[0]));
        assertFalse(FieldEncoding.keepIdentity(new Described<>(Object.class, node[0])));
    }

    @Test
    void withArgumentsNamesTheArgumentsInTheTypeNameAndItsPartsAndKeepsTheRest() {
        Supplier<WireSchema> point = () -> PointMarshaller.SCHEMA;
        Field generic = new Field("byName", Kind.MAP, null, "Map<String,List<T>>", List.of(), null,
                List.of(Field.string("key"), Field.sequence("value", "List<T>", Field.nested("[]", "Point", point))));
        Field named = FieldEncoding.withArguments(generic, new String[] {"T"}, new String[] {"Point"});
        assertEquals("Map<String,List<Point>>", named.typeName());
        assertEquals("String", named.parts().get(0).typeName());
        assertEquals("List<Point>", named.parts().get(1).typeName());
        Field element = named.parts().get(1).parts().get(0);
        assertEquals("Point", element.typeName());
        assertEquals(Kind.NESTED, element.kind());
        assertSame(point, element.nestedSchema(), "the bytes do not change: nor does what describes them");
        assertEquals("byName", named.name());
        assertEquals(Kind.MAP, named.kind());

        Field retired = new Field("side", Kind.ENUM, null, "T", List.of("BUY", "SELL"), null, List.of())
                .qualified("com.acme.Side").retire();
        Field side = FieldEncoding.withArguments(retired, new String[] {"T"}, new String[] {"Trade.Side"});
        assertEquals(new Field("side", Kind.ENUM, null, "Trade.Side", List.of("BUY", "SELL"), null, List.of(),
                "com.acme.Side", true), side);
        Field untyped = new Field("x", Kind.INT, null, null, List.of(), null, List.of());
        assertNull(FieldEncoding.withArguments(untyped, new String[] {"T"}, new String[] {"Point"}).typeName());
        assertEquals("List<Outer$1>", rename("List<T>", new String[] {"T"}, new String[] {"Outer$1"}),
                "an argument's name is taken as it is");
    }

    /**
     * A parameter is a name without type arguments, and where the declaration has a parameter itself
     * the part is the argument's encoding's, in the argument's names, which are never replaced again:
     * {@code class Page<Map>} with a field {@code java.util.Map<String, Map>}, {@code record Box<Optional>}
     * at {@code Optional<Item>} with a field {@code List<Optional>}.
     */
    @Test
    void withArgumentsReplacesParametersOnlyWhereTheDeclarationNamesThem() {
        assertEquals("Map<String,Optional<Item>>", rename("Map<String,Map>", new String[] {"Map"},
                new String[] {"Optional<Item>"}));
        Supplier<WireSchema> point = () -> PointMarshaller.SCHEMA;
        Field list = Field.sequence("values", "List<Optional>", Field.optional("[]", "Optional<Point>",
                Field.nested("value", "Point", point)));
        Field named = FieldEncoding.withArguments(list, new String[] {"Optional"}, new String[] {"Optional<Point>"});
        assertEquals("List<Optional<Point>>", named.typeName());
        assertSame(list.parts().get(0), named.parts().get(0));
        Field nested = Field.sequence("rows", "List<List<T>>", Field.sequence("[]", "List<T>",
                Field.nested("[]", "T", point)));
        assertEquals("List<List<Item>>", FieldEncoding.withArguments(nested, new String[] {"T"},
                new String[] {"Item"}).typeName());
        assertEquals("List<Item>", FieldEncoding.withArguments(nested, new String[] {"T"}, new String[] {"Item"})
                .parts().get(0).typeName());
        assertEquals("T", FieldEncoding.withArguments(nested, new String[] {"T"}, new String[] {"Item"})
                .parts().get(0).parts().get(0).typeName(), "the argument's own part: described in its names");
    }

    /**
     * A type called like a parameter ({@code java.lang.String} in {@code record Pair<String, Long>}):
     * the template marks the parameters by position, so only they are replaced, in the field's name
     * and its parts' alike; a template of another shape falls back to the names.
     */
    @Test
    void aTemplateTellsAParameterFromATypeCalledLikeIt() {
        String[] parameters = {"String", "Long"};
        String[] arguments = {"Integer", "Byte"};
        Field map = new Field("byName", Kind.MAP, null, "Map<String,String>", List.of(), null,
                List.of(Field.string("key"), Field.boxed("value", Kind.INT, "Integer")));
        assertEquals("Map<String,Integer>", FieldEncoding.withArguments(map, parameters, arguments, "_<_,#0>")
                .typeName());
        assertEquals("Map<Integer,Integer>", FieldEncoding.withArguments(map, parameters, arguments).typeName(),
                "by names alone, the key reads as the parameter");
        Supplier<WireSchema> point = () -> PointMarshaller.SCHEMA;
        Field rows = Field.sequence("rows", "List<Map<String,Long>>", new Field("[]", Kind.MAP, null,
                "Map<String,Long>", List.of(), null, List.of(Field.string("key"), Field.nested("value", "Byte", point))));
        Field named = FieldEncoding.withArguments(rows, parameters, arguments, "_<_<_,#1>>");
        assertEquals("List<Map<String,Byte>>", named.typeName());
        assertEquals("Map<String,Byte>", named.parts().get(0).typeName());
        assertEquals("String", named.parts().get(0).parts().get(0).typeName());
        Field array = Field.sequence("seconds", "Long[]", Field.nested("[]", "Byte", point));
        assertEquals("Byte[]", FieldEncoding.withArguments(array, parameters, arguments, "#1[]").typeName());
        assertEquals("Map<Integer,Integer>", FieldEncoding.withArguments(map, parameters, arguments, "_<_>").typeName(),
                "a template of another shape: the names decide");
        assertEquals("Map<Integer,Integer>", FieldEncoding.withArguments(map, parameters, arguments, "_<").typeName(),
                "no template at all: the names decide");
    }

    /** An enum whose name has a {@code $}, which is no nesting. */
    enum $Kind { A, B }

    @Test
    void anArgumentsNameIsItsCanonicalNameWithoutThePackage() {
        assertEquals("FieldEncodingTest.$Kind", FieldEncoding.display(JdkMarshallers.enumeration($Kind.class)));
        assertEquals("FieldEncodingTest.$Kind", FieldEncoding.of(JdkMarshallers.enumeration($Kind.class), false, "k")
                .describe("k").typeName());
    }

    private static String rename(String typeName, String[] parameters, String[] arguments) {
        Field field = new Field("f", Kind.SEQUENCE, null, typeName, List.of(), null, List.of());
        return FieldEncoding.withArguments(field, parameters, arguments).typeName();
    }

    /** Only a whole name is a parameter: not part of a longer name, nor a name after a dot, which a type variable never is. */
    @Test
    void withArgumentsReplacesWholeParameterNamesOnly() {
        String[] t = {"T"};
        String[] item = {"Item"};
        assertEquals("Map<Tx,Item>", rename("Map<Tx,T>", t, item));
        assertEquals("List<MyT>", rename("List<MyT>", t, item));
        assertEquals("Pair<T2,Item[]>", rename("Pair<T2,T[]>", t, item));
        assertEquals("List<$T>", rename("List<$T>", t, item));
        assertEquals("List<T_>", rename("List<T_>", t, item));
        assertEquals("Map<Outer.T,Item>", rename("Map<Outer.T,T>", t, item));
    }

    /**
     * The parameters are replaced at once: an argument named like a later parameter
     * ({@code Pair<A, B>} at classes named {@code B} and {@code A}) is not replaced again.
     */
    @Test
    void withArgumentsReplacesEveryParameterInOnePass() {
        assertEquals("Map<B,A>", rename("Map<A,B>", new String[] {"A", "B"}, new String[] {"B", "A"}));
        assertEquals("Map<Outer.V,Long>", rename("Map<K,V>", new String[] {"K", "V"}, new String[] {"Outer.V", "Long"}));
    }

    /**
     * A parameter whose name is not ASCII is replaced too, on every JDK: a regular expression's
     * {@code \b} stops treating such letters as word characters from JDK 19.
     */
    @Test
    void withArgumentsReplacesParametersNamedInAnyScript() {
        assertEquals("List<Item>", rename("List<名前>", new String[] {"名前"}, new String[] {"Item"}));
        assertEquals("Map<Ωmega,Item>", rename("Map<Ωmega,ñ>", new String[] {"ñ"}, new String[] {"Item"}));
        assertEquals("Map<Item,名前x>", rename("Map<名前,名前x>", new String[] {"名前"}, new String[] {"Item"}));
    }
}
