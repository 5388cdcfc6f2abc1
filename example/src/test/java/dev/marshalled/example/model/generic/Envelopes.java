package dev.marshalled.example.model.generic;

import dev.marshalled.Marshalled;
import dev.marshalled.Since;
import dev.marshalled.example.model.Color;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.UUID;

/** Generic envelopes as services put them on the wire, and the hand-written types they stand for. */
public final class Envelopes {
    private Envelopes() {
    }

    @Marshalled
    public record Item(String name, long cents, Color color) {}

    /** A result envelope: a code, a message and a payload of any type. */
    @Marshalled
    public record Result<T>(int code, String message, T data) {}

    /** A page of any element type, as a class with setters. */
    @Marshalled
    public static class Page<T> {
        private int number;
        private long total;
        private List<T> items;
        private Map<String, T> byName;
        private Optional<T> first;

        public Page() {
        }

        public Page(int number, long total, List<T> items, Map<String, T> byName, Optional<T> first) {
            this.number = number;
            this.total = total;
            this.items = items;
            this.byName = byName;
            this.first = first;
        }

        public int number() { return number; }
        public long total() { return total; }
        public List<T> items() { return items; }
        public Map<String, T> byName() { return byName; }
        public Optional<T> first() { return first; }
    }

    /** {@code Page<Item>} written out by hand: the bytes a {@code Page<Item>} must have. */
    @Marshalled
    public static class ItemPage {
        private int number;
        private long total;
        private List<Item> items;
        private Map<String, Item> byName;
        private Optional<Item> first;

        public ItemPage() {
        }

        public ItemPage(int number, long total, List<Item> items, Map<String, Item> byName, Optional<Item> first) {
            this.number = number;
            this.total = total;
            this.items = items;
            this.byName = byName;
            this.first = first;
        }
    }

    /** {@code Result<Page<Item>>} written out by hand. */
    @Marshalled
    public record ItemPageResult(int code, String message, ItemPage data) {}

    /** Two parameters, one bounded, and a field of another generic type at a parameter. */
    @Marshalled
    public record Pair<A, B extends Comparable<B>>(A left, B right, Set<B> rights, Result<A> wrapped) {}

    /** A generic type that contains itself. */
    @Marshalled
    public record Node<T>(T value, Node<T> next) {}

    /** A generic base class, as event payloads on a topic have it. */
    public abstract static class Event<T> {
        protected String id;
        protected Instant at;
        protected T data;
    }

    /** A concrete event: its inherited {@code data} is an {@code Item}. */
    @Marshalled
    public static class ItemCreated extends Event<Item> {
        public ItemCreated() {
        }

        public ItemCreated(String id, Instant at, Item data) {
            this.id = id;
            this.at = at;
            this.data = data;
        }

        public Item data() { return data; }
    }

    /** The compact encoding: a parameter's field is written in it too. */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT)
    public record Counted<T>(long count, T value, List<T> more) {}

    /** {@code Counted<Integer>} written out by hand. */
    @Marshalled(encoding = Marshalled.Encoding.COMPACT)
    public record CountedInteger(long count, Integer value, List<Integer> more) {}

    /**
     * A field of a parameter between fixed-size fields: {@code Quote<Integer>} is one run of
     * {@code firm}, {@code size} and {@code venue}, {@code Quote<String>} two runs and a string.
     */
    @Marshalled
    public record Quote<T>(boolean firm, T size, int venue) {}

    /** An evolvable generic type: version 2 added {@code note}. */
    @Marshalled(evolvable = true)
    public record Versioned<T>(T value, @Since(2) String note) {}

    /** Fields of parameterized types in a non-generic type, every kind of argument. */
    @Marshalled
    public record Holder(Result<Item> one, Result<Page<Item>> page, List<Result<String>> texts,
            Map<String, Result<List<Item>>> byKey, Pair<Item, Long> pair, Node<Integer> chain,
            Result<UUID> id, Result<Color> color, Result<int[]> numbers, Result<SortedMap<String, BigDecimal>> prices,
            Result<Optional<Item>> maybe, Counted<Integer> counted) {}

    /** A mutable generic link, which a careless caller can close into a cycle. */
    @Marshalled
    public static class Link<T> {
        public T value;
        public Link<T> next;

        public Link() {
        }
    }

    /** A non-generic type that contains itself through a type argument. */
    @Marshalled
    public static class Tree {
        public String label;
        public Result<Tree> child;

        public Tree() {
        }
    }

    /** An object that keeps its identity: one instance held twice is written once. */
    @Marshalled(references = true)
    public static class Shared {
        public int value;

        public Shared() {
        }
    }

    /** A type that does not keep identity, but holds one that does. */
    @Marshalled
    public record SharedHolder(Shared shared) {}

    /** Two values of one type argument. */
    @Marshalled
    public record Two<T>(T first, T second) {}

    /** {@code Two<SharedHolder>} written out by hand. */
    @Marshalled
    public record SharedHolders(SharedHolder first, SharedHolder second) {}

    /** A generic type that holds itself at other, no larger, arguments. */
    @Marshalled
    public record Chain<A, B>(A head, B tag, Chain<A, String> rest) {}
}
