package dev.marshalled.example;

import dev.marshalled.example.VectorsTest.Case;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.generic.Envelopes;
import dev.marshalled.example.model.generic.Envelopes.Counted;
import dev.marshalled.example.model.generic.Envelopes.Item;
import dev.marshalled.example.model.generic.Envelopes.Page;
import dev.marshalled.example.model.generic.Envelopes.Result;
import dev.marshalled.example.model.generic.Envelopes_CountedMarshaller;
import dev.marshalled.example.model.generic.Envelopes_HolderMarshaller;
import dev.marshalled.example.model.generic.Envelopes_ItemMarshaller;
import dev.marshalled.example.model.generic.Envelopes_NodeMarshaller;
import dev.marshalled.example.model.generic.Envelopes_PageMarshaller;
import dev.marshalled.example.model.generic.Envelopes_QuoteMarshaller;
import dev.marshalled.example.model.generic.Envelopes_ResultMarshaller;
import dev.marshalled.example.model.generic.Envelopes_TreeMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.wire.Presence;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/**
 * The vectors of generic types (FORMAT.md, Generic types), from the example's {@link Envelopes}:
 * a parameterization's bytes are those of the type with its arguments substituted, so a reader
 * decodes {@code Result<Page<Item>>} with the schema of that parameterization, which names no type
 * parameter. {@code GenericTypesTest} checks those bytes against the types written out by hand.
 */
final class GenericVectors {
    /** {@code Result<Page<Item>>}: a type argument that is itself generic. */
    static final Marshaller<Result<Page<Item>>> NESTED =
            Envelopes_ResultMarshaller.of(Envelopes_PageMarshaller.of(Envelopes_ItemMarshaller.INSTANCE));
    static final Marshaller<Result<Item>> ITEM_RESULT =
            Envelopes_ResultMarshaller.of(Envelopes_ItemMarshaller.INSTANCE);
    static final Marshaller<Counted<Integer>> COUNTED =
            Envelopes_CountedMarshaller.of(JdkMarshallers.of(Integer.class));
    static final Marshaller<Envelopes.Node<Integer>> NODES =
            Envelopes_NodeMarshaller.of(JdkMarshallers.of(Integer.class));

    static final Marshaller<Envelopes.Quote<Integer>> INTEGER_QUOTE =
            Envelopes_QuoteMarshaller.of(JdkMarshallers.of(Integer.class));
    static final Marshaller<Envelopes.Quote<String>> TEXT_QUOTE =
            Envelopes_QuoteMarshaller.of(JdkMarshallers.of(String.class));
    private static final Item PEN = new Item("pen", 120, Color.RED);
    private static final Item INK = new Item("ink", 5, null);

    private GenericVectors() {
    }

    static Page<Item> page() {
        Map<String, Item> byName = new LinkedHashMap<>();
        byName.put("pen", PEN);
        return new Page<>(2, 99, Arrays.asList(PEN, null, INK), byName, Optional.of(INK));
    }

    /** Type arguments of most kinds, in fields of parameterized types. */
    static Envelopes.Holder holder() {
        return new Envelopes.Holder(new Result<>(1, "one", PEN), new Result<>(2, "page", page()),
                List.of(new Result<>(3, "text", "x"), new Result<>(4, "none", null)),
                Map.of("k", new Result<>(5, null, List.of(PEN, INK))),
                new Envelopes.Pair<>(INK, 9L, new TreeSet<>(Set.of(3L, 1L)), new Result<>(6, "w", PEN)),
                new Envelopes.Node<>(1, new Envelopes.Node<>(null, null)),
                new Result<>(7, "id", new UUID(1, 2)), new Result<>(8, "color", Color.BLUE),
                new Result<>(9, "numbers", new int[] {4, 5}),
                new Result<>(10, "prices", new TreeMap<>(Map.of("a", new BigDecimal("1.50")))),
                new Result<>(11, "maybe", Optional.empty()), new Counted<>(Long.MIN_VALUE, null, List.of()));
    }

    static void add(List<Case> all) {
        all.add(valid("generic-nested", "Result<Page<Item>>, a type argument that is itself generic: the body of"
                + " Result with T = Page<Item>, whose data is a presence byte and the body of Page with T = Item;"
                + " no type arguments on the wire", NESTED, new Result<>(200, "ok", page())));
        all.add(valid("generic-null-argument", "Result<Item> whose data, of type T, is null: the null of the"
                + " argument's kind, a presence byte 00", ITEM_RESULT, new Result<>(404, null, null)));
        all.add(valid("generic-compact", "Counted<Integer>: in a compact generic type a field of T is a compact"
                + " Integer (presence byte, zigzag varint), a null one 00 alone", COUNTED,
                new Counted<>(-300, -300, Arrays.asList(1, null, 150))));
        all.add(valid("generic-fields", "fields of parameterized types, each a presence byte and the substituted"
                + " body, with arguments of most kinds: a marshalled type, String (and its null, ffffffff), Long,"
                + " Integer, List, SortedMap of BigDecimal, Optional, UUID, an enum, int[]; a Set of a parameter"
                + " (Set<B>), a generic type at a parameter (Result<A>), one that contains itself (Node<Integer>)"
                + " and a compact one (Counted<Integer>)", Envelopes_HolderMarshaller.INSTANCE, holder()));
        all.add(new Case("depth-generic-512", "512 nested Node<Integer> bodies: a parameterization of a generic type"
                + " that contains itself counts depth, at the limit", NODES, false, nodes(512)));
        all.add(new Case("depth-generic-513", "513 nested Node<Integer> bodies: rejected where the 513th starts",
                NODES, false, nodes(513)));
        all.add(new Case("depth-generic-through-argument-513", "513 Trees, each holding the next in a"
                + " Result<Tree>: only Tree counts depth (Result<Tree> is not recursive), so the 513th Tree's body"
                + " is rejected, not the 257th", Envelopes_TreeMarshaller.INSTANCE, false, trees(513)));
        byte[] nested = NESTED.toByteArray(new Result<>(200, "ok", page()));
        // Result's code, message "ok" (4 + 2) and data's presence byte; then Page's number and total, one run.
        int page = 4 + 6 + 1;
        all.add(new Case("reject-generic-truncated", "input that ends inside Page's total, in the body of the"
                + " argument Page<Item>: reported at the run of number and total", NESTED, false,
                Arrays.copyOf(nested, page + 4 + 4)));
        byte[] counted = COUNTED.toByteArray(new Counted<>(-300, -300, List.of()));
        // count -300 is d7 04; value is a presence byte 01 then d7 04.
        all.add(new Case("reject-generic-compact-truncated", "input that ends inside the varint of a compact Integer"
                + " that is a field of T: reported at the varint, after its presence byte", COUNTED, false,
                Arrays.copyOf(counted, 2 + 1 + 1)));
        // Quote<Integer> is firm, size (presence byte and int32) and venue: one run of 10 bytes, as the
        // substituted record (boolean firm, Integer size, int venue) is; Quote<String> has a run of
        // firm, the string, and a run of venue.
        byte[] integerQuote = INTEGER_QUOTE.toByteArray(new Envelopes.Quote<>(true, 7, 3));
        all.add(new Case("reject-generic-argument-run", "Quote<Integer>: a field of T = Integer is a box, which"
                + " joins the fixed-size fields beside it into one run (firm, size, venue: 10 bytes); input that"
                + " ends inside it is reported at the run's first byte, 0", INTEGER_QUOTE, false,
                Arrays.copyOf(integerQuote, 1 + 5)));
        byte[] textQuote = TEXT_QUOTE.toByteArray(new Envelopes.Quote<>(true, "ab", 3));
        all.add(new Case("reject-generic-argument-run-text", "Quote<String>: a field of T = String is a string,"
                + " which ends the run before it; input that ends inside venue is reported at venue's first byte,"
                + " 7", TEXT_QUOTE, false, Arrays.copyOf(textQuote, 1 + 6 + 2)));
        byte[] item = ITEM_RESULT.toByteArray(new Result<>(200, "ok", PEN));
        all.add(new Case("reject-generic-argument-presence", "a field of T = Item is a presence byte and a body; 02"
                + " is not a presence byte", ITEM_RESULT, false, CanonicalFormTest.with(item, 4 + 6, 0x02)));
    }

    /** {@code n} Node<Integer>s, each the next of the one before: value (a present Integer), presence, ... */
    private static byte[] nodes(int n) {
        UnsafeBuffer out = new UnsafeBuffer(n * 6);
        for (int i = 1; i <= n; i++) {
            Presence.write(out, true);
            out.putInt(i);
            Presence.write(out, i < n);
        }
        return out.toByteArray();
    }

    /** {@code n} Trees with null labels, each holding the next as the data of a Result with a null message. */
    private static byte[] trees(int n) {
        UnsafeBuffer out = new UnsafeBuffer(n * 14);
        for (int i = 1; i <= n; i++) {
            out.putInt(-1);
            Presence.write(out, i < n);
            if (i < n) {
                out.putInt(i);
                out.putInt(-1);
                Presence.write(out, true);
            }
        }
        return out.toByteArray();
    }

    @SuppressWarnings("unchecked")
    private static Case valid(String name, String rule, Marshaller<?> marshaller, Object value) {
        return new Case(name, rule, marshaller, false, ((Marshaller<Object>) marshaller).toByteArray(value));
    }
}
