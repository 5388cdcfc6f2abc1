package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.generic.Envelopes.Item;
import dev.marshalled.example.model.generic.Envelopes.Page;
import dev.marshalled.example.model.generic.Envelopes.Result;
import dev.marshalled.example.model.generic.Envelopes;
import dev.marshalled.example.model.generic.Envelopes_ChainMarshaller;
import dev.marshalled.example.model.generic.Envelopes_CountedIntegerMarshaller;
import dev.marshalled.example.model.generic.Envelopes_CountedMarshaller;
import dev.marshalled.example.model.generic.Envelopes_HolderMarshaller;
import dev.marshalled.example.model.generic.Envelopes_ItemCreatedMarshaller;
import dev.marshalled.example.model.generic.Envelopes_ItemMarshaller;
import dev.marshalled.example.model.generic.Envelopes_ItemPageMarshaller;
import dev.marshalled.example.model.generic.Envelopes_ItemPageResultMarshaller;
import dev.marshalled.example.model.generic.Envelopes_LinkMarshaller;
import dev.marshalled.example.model.generic.Envelopes_NodeMarshaller;
import dev.marshalled.example.model.generic.Envelopes_PageMarshaller;
import dev.marshalled.example.model.generic.Envelopes_ResultMarshaller;
import dev.marshalled.example.model.generic.Envelopes_SharedHolderMarshaller;
import dev.marshalled.example.model.generic.Envelopes_SharedHoldersMarshaller;
import dev.marshalled.example.model.generic.Envelopes_TreeMarshaller;
import dev.marshalled.example.model.generic.Envelopes_TwoMarshaller;
import dev.marshalled.example.model.generic.Envelopes_VersionedMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspector;
import dev.marshalled.runtime.wire.FieldEncoding;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Generic types as users hold them: one marshaller per declaration, made with its arguments'
 * marshallers, writing exactly the bytes of the type with its parameters substituted.
 */
class GenericTypesTest {
    private static final Item PEN = new Item("pen", 120, Color.RED);
    private static final Item INK = new Item("ink \u00e9", 5, null);
    private static final Marshaller<Page<Item>> ITEM_PAGES = Envelopes_PageMarshaller.of(Envelopes_ItemMarshaller.INSTANCE);

    private static Page<Item> page() {
        List<Item> items = new ArrayList<>(List.of(PEN, INK));
        items.add(null);
        Map<String, Item> byName = new LinkedHashMap<>();
        byName.put("pen", PEN);
        byName.put("none", null);
        return new Page<>(3, 41, items, byName, Optional.of(INK));
    }

    private static Envelopes.ItemPage handWritten(Page<Item> page) {
        return new Envelopes.ItemPage(page.number(), page.total(), page.items(), page.byName(), page.first());
    }

    @Test
    void aParameterizedValueHasTheBytesOfTheTypeWrittenOutByHand() {
        Page<Item> page = page();
        assertArrayEquals(Envelopes_ItemPageMarshaller.INSTANCE.toByteArray(handWritten(page)), ITEM_PAGES.toByteArray(page));

        Marshaller<Result<Page<Item>>> results = Envelopes_ResultMarshaller.of(ITEM_PAGES);
        Result<Page<Item>> result = new Result<>(200, "ok", page);
        assertArrayEquals(Envelopes_ItemPageResultMarshaller.INSTANCE.toByteArray(
                new Envelopes.ItemPageResult(200, "ok", handWritten(page))), results.toByteArray(result));

        // A null type-argument value is the substituted field's null: its presence byte.
        assertArrayEquals(Envelopes_ItemPageResultMarshaller.INSTANCE.toByteArray(
                new Envelopes.ItemPageResult(404, null, null)), results.toByteArray(new Result<>(404, null, null)));

        // The compact encoding writes a parameter's field compactly, as it would the argument's type.
        Marshaller<Envelopes.Counted<Integer>> counted = Envelopes_CountedMarshaller.of(JdkMarshallers.of(Integer.class));
        List<Integer> more = Arrays.asList(1, null, -300, Integer.MAX_VALUE);
        assertArrayEquals(Envelopes_CountedIntegerMarshaller.INSTANCE.toByteArray(
                new Envelopes.CountedInteger(7, -1, more)), counted.toByteArray(new Envelopes.Counted<>(7, -1, more)));
    }

    @Test
    void everyKindOfTypeArgumentReadsBack() {
        Page<Item> page = page();
        Envelopes.Holder holder = new Envelopes.Holder(new Result<>(1, "one", PEN), new Result<>(2, "page", page),
                List.of(new Result<>(3, "text", "\u20ac 5"), new Result<>(4, "none", null)),
                Map.of("k", new Result<>(5, null, List.of(PEN, INK))),
                new Envelopes.Pair<>(INK, 9L, new TreeSet<>(Set.of(3L, 1L)), new Result<>(6, "w", PEN)),
                new Envelopes.Node<>(1, new Envelopes.Node<>(null, new Envelopes.Node<>(3, null))),
                new Result<>(7, "id", new UUID(1, 2)), new Result<>(8, "color", Color.BLUE),
                new Result<>(9, "numbers", new int[] {4, 5, 6}),
                new Result<>(10, "prices", new TreeMap<>(Map.of("a", new BigDecimal("1.50"), "b", BigDecimal.TEN))),
                new Result<>(11, "maybe", Optional.empty()),
                new Envelopes.Counted<>(Long.MIN_VALUE, null, List.of()));
        byte[] bytes = Envelopes_HolderMarshaller.INSTANCE.toByteArray(holder);
        assertEquals(bytes.length, Envelopes_HolderMarshaller.INSTANCE.sizeOf(holder));
        Envelopes.Holder copy = Envelopes_HolderMarshaller.INSTANCE.fromByteArray(bytes);
        assertEquals(holder.one(), copy.one());
        assertEquals(holder.texts(), copy.texts());
        assertEquals(holder.byKey(), copy.byKey());
        assertEquals(holder.pair(), copy.pair());
        assertEquals(holder.chain(), copy.chain());
        assertEquals(holder.id(), copy.id());
        assertEquals(holder.color(), copy.color());
        assertArrayEquals(holder.numbers().data(), copy.numbers().data());
        assertEquals(holder.prices(), copy.prices());
        assertEquals(holder.maybe(), copy.maybe());
        assertEquals(holder.counted(), copy.counted());
        Page<Item> pageCopy = copy.page().data();
        assertEquals(page.items(), pageCopy.items());
        assertEquals(page.byName(), pageCopy.byName());
        assertEquals(page.first(), pageCopy.first());
        assertEquals(page.total(), pageCopy.total());
        // Written again, the copy has the same bytes.
        assertArrayEquals(bytes, Envelopes_HolderMarshaller.INSTANCE.toByteArray(copy));
        assertTrue(Inspector.inspect(Envelopes_HolderMarshaller.INSTANCE, bytes).complete());
    }

    @Test
    void aSubclassOfAGenericBaseHasItsFieldsAtTheSubstitutedTypes() {
        Envelopes.ItemCreated event = new Envelopes.ItemCreated("e-1", Instant.ofEpochSecond(1_700_000_000, 5), PEN);
        Envelopes.ItemCreated copy = Envelopes_ItemCreatedMarshaller.INSTANCE.fromByteArray(
                Envelopes_ItemCreatedMarshaller.INSTANCE.toByteArray(event));
        assertEquals(PEN, copy.data());
    }

    @Test
    void jdkMarshallersWriteWhatAFieldOfTheirTypeHolds() {
        Marshaller<List<String>> strings = JdkMarshallers.list(JdkMarshallers.of(String.class));
        assertEquals(List.of("a", "\u00e9"), strings.fromByteArray(strings.toByteArray(List.of("a", "\u00e9"))));
        // A count, then each string's int32 prefix and bytes (Latin-1 here): as a List<String> field.
        assertArrayEquals(new byte[] {2, 0, 0, 0, 1, 0, 0, 0, 'a', 1, 0, 0, 0, (byte) 0xe9},
                strings.toByteArray(List.of("a", "\u00e9")));
        Marshaller<Map<UUID, Optional<Color>>> map = JdkMarshallers.map(JdkMarshallers.of(UUID.class),
                JdkMarshallers.optional(JdkMarshallers.enumeration(Color.class)));
        Map<UUID, Optional<Color>> value = new LinkedHashMap<>();
        value.put(new UUID(3, 4), Optional.of(Color.GREEN));
        value.put(new UUID(5, 6), Optional.empty());
        assertEquals(value, map.fromByteArray(map.toByteArray(value)));
        assertEquals("Map<UUID,Optional<Color>>", map.schema().typeName());
        assertEquals("java.util.Map<java.util.UUID,java.util.Optional<dev.marshalled.example.model.Color>>",
                FieldEncoding.qualifiedName(map));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> JdkMarshallers.of(Thread.class));
        assertTrue(refused.getMessage().startsWith("java.lang.Thread is not a JDK type a field may have"),
                refused.getMessage());
    }

    @Test
    void aParameterizedSchemaNamesItsArguments() {
        assertEquals("Envelopes.Page<Envelopes.Item>", ITEM_PAGES.schema().typeName());
        assertEquals("dev.marshalled.example.model.generic.Envelopes$Page<dev.marshalled.example.model.generic"
                + ".Envelopes$Item>", ITEM_PAGES.schema().qualifiedName());
        // Its fields' types name the arguments as well, as a hand-written ItemPage's do.
        assertEquals("List<Envelopes.Item>", ITEM_PAGES.schema().fields().get(2).typeName());
        assertEquals("Map<String,Envelopes.Item>", ITEM_PAGES.schema().fields().get(3).typeName());
        assertEquals(Envelopes_ItemPageMarshaller.SCHEMA.fields().get(4).typeName(),
                ITEM_PAGES.schema().fields().get(4).typeName());
        Marshaller<Result<List<Item>>> lists = Envelopes_ResultMarshaller.of(
                JdkMarshallers.list(Envelopes_ItemMarshaller.INSTANCE));
        assertEquals("Envelopes.Result<List<Envelopes.Item>>", lists.schema().typeName());
        assertEquals(Result.class, lists.type());
    }

    @Test
    void anEvolvableGenericTypeCarriesItsBodyLength() {
        Marshaller<Envelopes.Versioned<Item>> versioned = Envelopes_VersionedMarshaller.of(
                Envelopes_ItemMarshaller.INSTANCE);
        byte[] bytes = versioned.toByteArray(new Envelopes.Versioned<>(PEN, "n"));
        assertEquals(bytes.length - 4, UnsafeBuffer.wrap(bytes).getIntAt(0));
        assertEquals(new Envelopes.Versioned<>(PEN, "n"), versioned.fromByteArray(bytes));
    }

    @Test
    void measuringACycleThroughAGenericTypeFailsAsWritingDoes() {
        Envelopes.Link<String> link = new Envelopes.Link<>();
        link.value = "loop";
        link.next = link;
        Marshaller<Envelopes.Link<String>> links = Envelopes_LinkMarshaller.of(JdkMarshallers.of(String.class));
        assertThrows(MarshalException.class, () -> links.sizeOf(link));
        assertThrows(MarshalException.class, () -> links.write(link, new UnsafeBuffer(64)));

        Envelopes.Tree tree = new Envelopes.Tree();
        tree.label = "root";
        tree.child = new Result<>(1, "child", tree);
        assertThrows(MarshalException.class, () -> Envelopes_TreeMarshaller.INSTANCE.sizeOf(tree));
        assertThrows(MarshalException.class, () -> Envelopes_TreeMarshaller.INSTANCE.write(tree, new UnsafeBuffer(64)));
    }

    @Test
    void measuringCountsNestingAsWritingDoes() {
        // Only Tree can contain itself: Result<Tree> between two Trees adds no level, when measured as when written.
        Envelopes.Tree deepest = chain(ReadLimits.DEFAULT_MAX_DEPTH);
        byte[] bytes = Envelopes_TreeMarshaller.INSTANCE.toByteArray(deepest);
        assertEquals(bytes.length, Envelopes_TreeMarshaller.INSTANCE.sizeOf(deepest));
        assertArrayEquals(bytes, Envelopes_TreeMarshaller.INSTANCE.toByteArray(
                Envelopes_TreeMarshaller.INSTANCE.fromByteArray(bytes)));
        Envelopes.Tree tooDeep = chain(ReadLimits.DEFAULT_MAX_DEPTH + 1);
        assertThrows(MarshalException.class, () -> Envelopes_TreeMarshaller.INSTANCE.sizeOf(tooDeep));
        assertThrows(MarshalException.class, () -> Envelopes_TreeMarshaller.INSTANCE.write(tooDeep,
                new UnsafeBuffer(64)));

        Marshaller<Envelopes.Node<Integer>> nodes = Envelopes_NodeMarshaller.of(JdkMarshallers.of(Integer.class));
        Envelopes.Node<Integer> node = null;
        for (int i = 0; i < ReadLimits.DEFAULT_MAX_DEPTH; i++) {
            node = new Envelopes.Node<>(i, node);
        }
        Envelopes.Node<Integer> longest = node;
        assertEquals(nodes.toByteArray(longest).length, nodes.sizeOf(longest));
        assertThrows(MarshalException.class, () -> nodes.sizeOf(new Envelopes.Node<>(-1, longest)));
    }

    /** {@code levels} Trees, each the data of the one before's {@code Result<Tree>}. */
    private static Envelopes.Tree chain(int levels) {
        Envelopes.Tree tree = null;
        for (int i = 0; i < levels; i++) {
            Envelopes.Tree outer = new Envelopes.Tree();
            outer.label = "t" + i;
            outer.child = tree == null ? null : new Result<>(i, null, tree);
            tree = outer;
        }
        return tree;
    }

    @Test
    void anObjectSharedThroughTypeArgumentsIsWrittenOnceAsByTheSubstitutedType() {
        Envelopes.Shared shared = new Envelopes.Shared();
        shared.value = 7;
        Marshaller<Envelopes.Two<Envelopes.SharedHolder>> twos = Envelopes_TwoMarshaller.of(
                Envelopes_SharedHolderMarshaller.INSTANCE);
        Envelopes.Two<Envelopes.SharedHolder> two = new Envelopes.Two<>(new Envelopes.SharedHolder(shared),
                new Envelopes.SharedHolder(shared));
        byte[] bytes = twos.toByteArray(two);
        assertArrayEquals(Envelopes_SharedHoldersMarshaller.INSTANCE.toByteArray(new Envelopes.SharedHolders(
                new Envelopes.SharedHolder(shared), new Envelopes.SharedHolder(shared))), bytes);
        assertEquals(bytes.length, twos.sizeOf(two));
        Envelopes.Two<Envelopes.SharedHolder> copy = twos.fromByteArray(bytes);
        assertSame(copy.first().shared(), copy.second().shared());
        assertEquals(7, copy.first().shared().value);
        // Arguments that reach no such type pay nothing for it: no table, and the size is computed.
        Marshaller<Envelopes.Two<Item>> items = Envelopes_TwoMarshaller.of(Envelopes_ItemMarshaller.INSTANCE);
        assertEquals(items.toByteArray(new Envelopes.Two<>(PEN, PEN)).length, items.sizeOf(new Envelopes.Two<>(PEN, PEN)));
    }

    @Test
    void oneMarshallerPerParameterizationSoSchemasEnd() {
        Marshaller<Envelopes.Chain<Item, Long>> chains = Envelopes_ChainMarshaller.of(Envelopes_ItemMarshaller.INSTANCE,
                JdkMarshallers.of(Long.class));
        assertSame(chains, Envelopes_ChainMarshaller.of(Envelopes_ItemMarshaller.INSTANCE, JdkMarshallers.of(Long.class)));
        assertSame(Envelopes_ResultMarshaller.of(JdkMarshallers.list(Envelopes_ItemMarshaller.INSTANCE)),
                Envelopes_ResultMarshaller.of(JdkMarshallers.list(Envelopes_ItemMarshaller.INSTANCE)));
        // Chain<Item, Long> holds Chain<Item, String>, which holds itself: two schemas, not one per level.
        assertEquals(3, chains.schema().reachable().size());
        assertTrue(chains.schema().toJson().contains("Envelopes.Chain<Envelopes.Item,String>"), chains.schema().toJson());
        Envelopes.Chain<Item, Long> chain = new Envelopes.Chain<>(PEN, 1L, new Envelopes.Chain<>(INK, "two",
                new Envelopes.Chain<>(PEN, "three", null)));
        assertEquals(chain, chains.fromByteArray(chains.toByteArray(chain)));
    }

    @Test
    void aTypeThatKeepsIdentityCannotBeATypeArgument() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Envelopes_ResultMarshaller.of(dev.marshalled.example.graph.CustomerMarshaller.INSTANCE));
        assertTrue(refused.getMessage().contains("keeps identity (references = true), which a type argument cannot"),
                refused.getMessage());
    }

    @Test
    void corruptParameterizedInputIsRefusedWhereTheInspectorRefusesIt() {
        Random random = new Random(38);
        Corruption.run(Envelopes_ResultMarshaller.of(ITEM_PAGES), Envelopes_ResultMarshaller.of(ITEM_PAGES)
                .toByteArray(new Result<>(200, "ok", page())), random, 3000);
        Envelopes.Holder holder = new Envelopes.Holder(new Result<>(1, "one", PEN), null,
                List.of(new Result<>(3, "text", "t")), Map.of("k", new Result<>(5, null, List.of(INK))),
                new Envelopes.Pair<>(INK, 9L, new TreeSet<>(Set.of(3L, 1L)), null),
                new Envelopes.Node<>(1, new Envelopes.Node<>(2, null)), new Result<>(7, "id", new UUID(1, 2)),
                new Result<>(8, "color", Color.BLUE), new Result<>(9, "numbers", new int[] {4}),
                new Result<>(10, "prices", new TreeMap<>(Map.of("a", BigDecimal.ONE))),
                new Result<>(11, "maybe", Optional.of(PEN)), new Envelopes.Counted<>(300, 2, List.of(1, 2)));
        Corruption.run(Envelopes_HolderMarshaller.INSTANCE, Envelopes_HolderMarshaller.INSTANCE.toByteArray(holder),
                random, 3000);
    }

    @Test
    void truncatedInputIsRefusedAtEveryLength() {
        byte[] bytes = Envelopes_ResultMarshaller.of(ITEM_PAGES).toByteArray(new Result<>(200, "ok", page()));
        for (int n = 0; n < bytes.length; n++) {
            byte[] cut = Arrays.copyOf(bytes, n);
            MarshalException e = assertThrows(MarshalException.class,
                    () -> Envelopes_ResultMarshaller.of(ITEM_PAGES).fromByteArray(cut));
            assertEquals(Inspector.inspect(Envelopes_ResultMarshaller.of(ITEM_PAGES), cut).failure().offset(), e.offset());
        }
    }
}
