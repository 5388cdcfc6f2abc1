package dev.marshalled.example.generic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.generic.GenericModels.Item;
import dev.marshalled.example.generic.GenericModels.Outer.Tagged;
import dev.marshalled.example.generic.GenericModels.Page;
import dev.marshalled.example.generic.GenericModels.Pair;
import dev.marshalled.example.generic.GenericModels.Result;
import dev.marshalled.example.generic.GenericModels.Tier;
import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.tool.InspectCommand;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Marshallers of generic types found by a type expression, as the inspector's command line, Kafka's
 * configuration and Flink's restore find them: {@link GeneratedMarshallers#forName} against the
 * generated {@code of(...)} called by hand, and the inspector decoding a parameterized root.
 */
class GenericLookupTest {
    private static final String MODELS = GenericModels.class.getName();
    private static final ClassLoader LOADER = GenericLookupTest.class.getClassLoader();
    private static final Item PEN = new Item("pen", 120);
    private static final Item INK = new Item("ink", 5);

    /** A type as written, the marshaller made by hand for it, and a value of it. */
    private record Case(String type, Marshaller<?> byHand, Object value) {
    }

    private static List<Case> cases() {
        Marshaller<Item> item = GenericModels_ItemMarshaller.INSTANCE;
        List<Item> withNull = new ArrayList<>(List.of(PEN, INK));
        withNull.add(null);
        Map<String, Item> byName = new LinkedHashMap<>();
        byName.put("pen", PEN);
        byName.put("ink", INK);
        return List.of(
                new Case(MODELS + "$Result<" + MODELS + "$Item>", GenericModels_ResultMarshaller.of(item),
                        new Result<>(200, "ok", PEN)),
                new Case(MODELS + ".Result<" + MODELS + ".Page<" + MODELS + ".Item>>",
                        GenericModels_ResultMarshaller.of(GenericModels_PageMarshaller.of(item)),
                        new Result<>(1, "page", new Page<>(2, withNull, byName, Optional.of(INK)))),
                new Case(MODELS + ".Result<java.util.List<" + MODELS + ".Item>>",
                        GenericModels_ResultMarshaller.of(JdkMarshallers.list(item)),
                        new Result<>(3, null, List.of(INK, PEN))),
                new Case(MODELS + ".Pair<" + MODELS + ".Item, java.lang.Long>",
                        GenericModels_PairMarshaller.of(item, JdkMarshallers.of(Long.class)), new Pair<>(PEN, 7L)),
                new Case(MODELS + ".Pair<java.util.SortedSet<java.lang.String>,java.lang.String>",
                        GenericModels_PairMarshaller.of(JdkMarshallers.sortedSet(JdkMarshallers.of(String.class)),
                                JdkMarshallers.of(String.class)),
                        new Pair<>(new TreeSet<>(List.of("b", "a")), "c")),
                new Case(MODELS + ".Outer.Tagged<" + MODELS + ".Tier>",
                        GenericModels_Outer_TaggedMarshaller.of(JdkMarshallers.enumeration(Tier.class)),
                        new Tagged<>("tier", Tier.PAID)),
                new Case(MODELS + "$Outer$Tagged<java.util.Map<java.lang.String, java.util.Optional<" + MODELS
                        + "$Result<byte[]>>>>",
                        GenericModels_Outer_TaggedMarshaller.of(JdkMarshallers.map(JdkMarshallers.of(String.class),
                                JdkMarshallers.optional(GenericModels_ResultMarshaller.of(
                                        JdkMarshallers.of(byte[].class))))),
                        new Tagged<>("bytes", Map.of("k", Optional.of(new Result<>(4, "b", new byte[] {1, 2, 3}))))));
    }

    @Test
    void aParameterizedTypeIsMadeByItsGeneratedOfAndWritesTheSameBytes() {
        for (Case c : cases()) {
            Marshaller<?> byName = GeneratedMarshallers.forName(c.type(), LOADER);
            assertSame(c.byHand().getClass(), byName.getClass(), c.type());
            assertEquals(GeneratedMarshallers.nameOf(c.byHand()), GeneratedMarshallers.nameOf(byName), c.type());
            assertEquals(c.byHand().schema().typeName(), byName.schema().typeName(), c.type());
            byte[] bytes = write(c.byHand(), c.value());
            assertArrayEquals(bytes, write(byName, c.value()), c.type());
            Object back = byName.fromByteArray(bytes);
            assertArrayEquals(bytes, write(c.byHand(), back), c.type() + ": read back by the marshaller found by name");
        }
    }

    /** The qualified name a parameterized schema reports (and the JSON schema's root) reads back to an equal marshaller. */
    @Test
    void theSchemasQualifiedNameReadsBack() {
        for (Case c : cases()) {
            String qualified = c.byHand().schema().qualifiedName();
            assertEquals(GeneratedMarshallers.nameOf(c.byHand()), qualified, c.type());
            Marshaller<?> again = GeneratedMarshallers.forName(qualified, LOADER);
            assertSame(c.byHand().getClass(), again.getClass(), qualified);
            assertEquals(qualified, again.schema().qualifiedName());
            assertEquals(c.byHand().schema().toString(), again.schema().toString(), qualified);
            assertArrayEquals(write(c.byHand(), c.value()), write(again, c.value()), qualified);
        }
        assertEquals(MODELS + "$Result<" + MODELS + "$Page<" + MODELS + "$Item>>", cases().get(1).byHand().schema()
                .qualifiedName(), "binary names, as Class.getName gives them");
    }

    @Test
    void aNonGenericTypeIsItsInstanceByItsNameOrItsMarshallersName() {
        for (String name : List.of(MODELS + ".Item", MODELS + "$Item", MODELS + "_ItemMarshaller")) {
            assertSame(GenericModels_ItemMarshaller.INSTANCE, GeneratedMarshallers.forName(name, LOADER), name);
        }
        assertEquals(MODELS + "$Item", GeneratedMarshallers.nameOf(GenericModels_ItemMarshaller.INSTANCE));
    }

    @Test
    void whatAGenericTypeCannotTakeIsRefusedWithItsRule() {
        assertRefused(MODELS + ".Result", MODELS + "$Result is generic: its marshaller is made by " + MODELS
                + "_ResultMarshaller.of(...) from a marshaller for each type parameter, so name the type with its"
                + " arguments, " + MODELS + "$Result<T>, e.g. " + MODELS + "$Result<java.lang.String>");
        // B extends Comparable<B>: no example that might not fit
        assertRefused(MODELS + "_PairMarshaller", MODELS + "$Pair is generic: its marshaller is made by " + MODELS
                + "_PairMarshaller.of(...) from a marshaller for each type parameter, so name the type with its"
                + " arguments, " + MODELS + "$Pair<A,B>");
        String items = MODELS + ".Pair<" + MODELS + ".Item," + MODELS + ".Item>";
        assertRefused(items, "in '" + items + "': " + MODELS + "$Item cannot be B of " + MODELS + "$Pair<A,B>, which"
                + " must be a java.lang.Comparable");
        String shared = MODELS + ".Result<" + MODELS + ".Shared>";
        assertRefused(shared, MODELS + "_ResultMarshaller.of refused its arguments: GenericModels.Shared keeps identity"
                + " (references = true), which a type argument cannot: hold it in a field of a non-generic @Marshalled"
                + " type instead");
        assertRefused(MODELS + ".Item<java.lang.String>", MODELS + "$Item is not generic: write it without type"
                + " arguments, " + MODELS + "$Item");
        IllegalArgumentException byClass = assertThrows(IllegalArgumentException.class,
                () -> GeneratedMarshallers.forType(Result.class));
        assertTrue(byClass.getMessage().startsWith(MODELS + "$Result is generic"), byClass.getMessage());
    }

    @Test
    void theCommandLineDecodesAParameterizedRoot() {
        Case page = cases().get(1);
        byte[] bytes = write(page.byHand(), page.value());
        String type = MODELS + ".Result<" + MODELS + ".Page<" + MODELS + ".Item>>";
        String[] text = run(bytes, "--type", type, "--format", "text");
        assertEquals("0", text[0], text[2]);
        assertTrue(text[1].startsWith("GenericModels.Result<GenericModels.Page<GenericModels.Item>>{code=1,"
                + " message=\"page\", data=GenericModels.Page<GenericModels.Item>{number=2, items=[GenericModels.Item{"
                + "name=\"pen\", price=120}, GenericModels.Item{name=\"ink\", price=5}, null], "), text[1]);
        String[] json = run(bytes, "-t", type, "-f", "json");
        // the inspector's JSON: a map as its entries in wire order, an Optional as its value
        assertEquals("{\"code\":1,\"message\":\"page\",\"data\":{\"number\":2,\"items\":[{\"name\":\"pen\",\"price\":120},"
                + "{\"name\":\"ink\",\"price\":5},null],\"byName\":[{\"key\":\"pen\",\"value\":{\"name\":\"pen\",\"price\":120}},"
                + "{\"key\":\"ink\",\"value\":{\"name\":\"ink\",\"price\":5}}],\"first\":{\"value\":{\"name\":\"ink\","
                + "\"price\":5}}}}\n", json[1]);
        String[] schema = run(new byte[0], "-t", type, "--schema");
        assertEquals(page.byHand().schema().toJson(), schema[1]);
        assertTrue(schema[1].contains("\"root\": \"" + MODELS + "$Result<" + MODELS + "$Page<" + MODELS + "$Item>>\""),
                schema[1]);
        String[] truncated = run(Arrays.copyOf(bytes, bytes.length - 3), "-t", type);
        assertEquals("1", truncated[0]);
        assertTrue(truncated[2].startsWith("error: truncated input: "), truncated[2]);
        String[] bare = run(bytes, "-t", MODELS + ".Page");
        assertEquals("2", bare[0]);
        assertTrue(bare[2].startsWith("error: " + MODELS + "$Page is generic"), bare[2]);
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

    /** @return exit status, standard output, standard error */
    private static String[] run(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = InspectCommand.run(args, new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }
}
