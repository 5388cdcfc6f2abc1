package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The smallest declarations that once made the processor write code javac rejected, each
 * compiled warning-free under {@code -Xlint:all} and round-tripped by a {@code Check} class
 * compiled beside it.
 */
class GeneratedCodeCompilesTest {
    /** A check that writes {@code value} with {@code marshaller}, reads it back and compares with equals. */
    private static JavaFileObject check(String pkg, String marshaller, String value) {
        return check(pkg, marshaller, value, "");
    }

    /**
     * The same check through a generic type's marshaller, made as a user makes it:
     * {@code made} is e.g. {@code PageMarshaller.of(JdkMarshallers.of(String.class))}.
     */
    private static JavaFileObject checkMade(String pkg, String made, String value) {
        return check(pkg, "marshaller", value, "var marshaller = " + made + ";");
    }

    private static JavaFileObject check(String pkg, String marshaller, String value, String setup) {
        return source(pkg + ".Check", """
                package %1$s;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        %4$s
                        var value = %3$s;
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        %2$s.write(value, buffer);
                        %2$s.write(value, buffer);
                        if (buffer.writeIndex() != 2 * %2$s.sizeOf(value)) {
                            throw new AssertionError("sizeOf " + %2$s.sizeOf(value) + ", wrote " + buffer.writeIndex());
                        }
                        for (int i = 0; i < 2; i++) {
                            var copy = %2$s.read(buffer);
                            if (!value.equals(copy)) {
                                throw new AssertionError(value + " read back as " + copy);
                            }
                        }
                    }
                }
                """.formatted(pkg, marshaller, value, setup));
    }

    private static void compilesAndRoundTrips(JavaFileObject... sources) {
        Compilation compilation = compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        Compile.runCheck(compilation, sources[sources.length - 1].getName()
                .replaceAll("^/", "").replace(".java", "").replace('/', '.'));
    }

    @Test
    void aSortedSetOfAParameterComparableByItsSecondBound() {
        // The erasure of V is Number, its first bound; V is Comparable by its second (fuzz seed -1982117707317764919).
        compilesAndRoundTrips(source("p.Ranked", """
                package p;
                @dev.marshalled.Marshalled
                public record Ranked<V extends Number & Comparable<V>>(java.util.TreeMap<V, String> byRank,
                        java.util.SortedSet<V> ranks) {}
                """), checkMade("p", "RankedMarshaller.of(dev.marshalled.runtime.JdkMarshallers.of(Integer.class))",
                "new Ranked<Integer>(new java.util.TreeMap<>(java.util.Map.of(2, \"b\", 1, \"a\")),"
                + " new java.util.TreeSet<>(java.util.Set.of(3, 1)))"));
    }

    @Test
    void recordWithNoFields() {
        compilesAndRoundTrips(source("p.Ping", """
                package p;
                @dev.marshalled.Marshalled
                public record Ping() {}
                """), check("p", "PingMarshaller", "new Ping()"));
    }

    @Test
    void classWhoseFieldsAreAllTransientWithIdAndEvolvable() {
        compilesAndRoundTrips(source("p.Ack", """
                package p;
                @dev.marshalled.Marshalled(id = 7, evolvable = true)
                public final class Ack {
                    transient int seen;
                    @Override public boolean equals(Object o) { return o instanceof Ack; }
                    @Override public int hashCode() { return 1; }
                }
                """), check("p", "AckMarshaller", "new Ack()"));
    }

    @Test
    void fieldsNamedLikeTheirPathConstantsOrRuntimeClasses() {
        compilesAndRoundTrips(source("p.Link", """
                package p;
                @dev.marshalled.Marshalled
                public record Link(String URL, String ID, String 名前, String Strings, Integer Enums, String TYPE,
                        String value, String buffer, java.util.List<String> Counts, String java, String SCHEMA,
                        java.net.URI URI, Thread.State State, String String) {}
                """), check("p", "LinkMarshaller", "new Link(\"u\", \"i\", \"n\", \"s\", 3, \"t\", \"v\", \"b\","
                + " java.util.List.of(\"c\"), \"j\", \"S\", java.net.URI.create(\"x:y\"), Thread.State.NEW, \"s2\")"));
    }

    @Test
    void classFieldsNamedLikeTypesTheCodeUses() {
        compilesAndRoundTrips(source("p.Bag", """
                package p;
                import java.util.*;
                @dev.marshalled.Marshalled
                public final class Bag {
                    private List<String> ArrayList = new java.util.ArrayList<>();
                    private Map<String, Integer> Entry;
                    private Optional<String> Optional;
                    private String Objects;
                    private String VarHandle;
                    private String MethodHandles;
                    private int RandomAccess;
                    private String Iterator;
                    Bag() {}
                    Bag(String s) { ArrayList.add(s); Entry = Map.of(s, 1); Optional = java.util.Optional.of(s);
                        Objects = s; VarHandle = s; MethodHandles = s; RandomAccess = 5; Iterator = s; }
                    @Override public boolean equals(Object o) {
                        return o instanceof Bag b && ArrayList.equals(b.ArrayList) && Entry.equals(b.Entry)
                                && Optional.equals(b.Optional) && Objects.equals(b.Objects)
                                && VarHandle.equals(b.VarHandle) && MethodHandles.equals(b.MethodHandles)
                                && RandomAccess == b.RandomAccess && Iterator.equals(b.Iterator);
                    }
                    @Override public int hashCode() { return RandomAccess; }
                }
                """), check("p", "BagMarshaller", "new Bag(\"x\")"));
    }

    @Test
    void retiredFieldsOfEveryVariableShape() {
        compilesAndRoundTrips(source("p.Old", """
                package p;
                import dev.marshalled.*;
                import java.util.*;
                @Marshalled(evolvable = true)
                public record Old(int a, @Retired Integer[] oldLimits, @Retired List<Integer> li,
                        @Retired Optional<Thread.State> os, @Retired EnumSet<Thread.State> es, @Retired String s,
                        @Retired int[] ints, @Retired long n) {}
                """), check("p", "OldMarshaller", "new Old(4, null, null, null, null, null, null, 0)"));
    }

    @Test
    void hiddenPublicFieldOfAPackagePrivateSuperclassElsewhere() {
        compilesAndRoundTrips(source("q.Base", """
                package q;
                class Base { public int count; }
                """), source("q.Middle", """
                package q;
                public class Middle extends Base {
                    public final int baseCount() { return count; }
                    public final void baseCount(int c) { count = c; }
                }
                """), source("p.Item", """
                package p;
                @dev.marshalled.Marshalled
                public final class Item extends q.Middle {
                    private long count;
                    public Item() {}
                    public Item(int base, long own) { baseCount(base); count = own; }
                    @Override public boolean equals(Object o) {
                        return o instanceof Item i && i.count == count && i.baseCount() == baseCount();
                    }
                    @Override public int hashCode() { return (int) count; }
                    @Override public String toString() { return baseCount() + "/" + count; }
                }
                """), check("p", "ItemMarshaller", "new Item(3, 4L)"));
    }

    @Test
    void finalCollectionSetByAConstructorBesideANoArgumentOne() {
        compilesAndRoundTrips(source("p.Order", """
                package p;
                import java.util.List;
                @dev.marshalled.Marshalled
                public class Order {
                    private final int id;
                    private final List<String> lines;
                    public Order(int id, List<String> lines) { this.id = id; this.lines = lines; }
                    public Order() { this(0, List.of()); }
                    @Override public boolean equals(Object o) {
                        return o instanceof Order r && r.id == id && r.lines.equals(lines);
                    }
                    @Override public int hashCode() { return id; }
                    @Override public String toString() { return id + " " + lines; }
                }
                """), check("p", "OrderMarshaller", "new Order(7, java.util.List.of(\"a\", \"b\"))"));
    }

    @Test
    void nonNullPropertySetAfterConstructionRefusesANullRead() {
        JavaFileObject notNull = source("org.jetbrains.annotations.NotNull", """
                package org.jetbrains.annotations;
                @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)
                public @interface NotNull {}
                """);
        // The shape kapt shows javac for `data class Person(var name: String = "", var note: String? = null)`.
        JavaFileObject person = source("p.Person", """
                package p;
                @dev.marshalled.Marshalled
                public final class Person {
                    @org.jetbrains.annotations.NotNull private String name = "";
                    private String note;
                    public Person() {}
                    public void set(String name, String note) { this.name = name; this.note = note; }
                    public String name() { return name; }
                }
                """);
        JavaFileObject check = source("p.Check", """
                package p;
                import dev.marshalled.runtime.MarshalException;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        Person fine = new Person();
                        fine.set("Ada", null);
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        PersonMarshaller.write(fine, buffer);
                        if (!PersonMarshaller.read(buffer).name().equals("Ada")) {
                            throw new AssertionError("name not read");
                        }
                        Person broken = new Person();
                        broken.set(null, "n");
                        PersonMarshaller.write(broken, buffer);
                        int start = buffer.readIndex();
                        try {
                            PersonMarshaller.read(buffer);
                            throw new AssertionError("a null name was read into a non-null property");
                        } catch (MarshalException e) {
                            if (!e.getMessage().contains("Person.name is declared non-null")
                                    || buffer.readIndex() != start) {
                                throw new AssertionError("unexpected: " + e.getMessage(), e);
                            }
                        }
                    }
                }
                """);
        compilesAndRoundTrips(notNull, person, check);
    }

    @Test
    void inheritedFieldConvertedByItsOwnPackage() {
        compilesAndRoundTrips(source("q.Money", """
                package q;
                public record Money(long cents) {}
                """), source("q.MoneyConverter", """
                package q;
                public final class MoneyConverter implements dev.marshalled.WireConverter<Money, Long> {
                    public MoneyConverter() {}
                    @Override public Long toWire(Money m) { return m == null ? null : m.cents(); }
                    @Override public Money fromWire(Long c) { return c == null ? null : new Money(c); }
                }
                """), source("q.package-info", """
                @dev.marshalled.ConvertWith(MoneyConverter.class)
                package q;
                """), source("q.Account", """
                package q;
                public class Account {
                    protected Money balance;
                }
                """), source("p.Savings", """
                package p;
                @dev.marshalled.Marshalled
                public class Savings extends q.Account {
                    int rate;
                    public Savings() {}
                    public Savings(long cents, int rate) { balance = new q.Money(cents); this.rate = rate; }
                    @Override public boolean equals(Object o) {
                        return o instanceof Savings s && java.util.Objects.equals(s.balance, balance) && s.rate == rate;
                    }
                    @Override public int hashCode() { return rate; }
                }
                """), check("p", "SavingsMarshaller", "new Savings(1234L, 3)"));
    }

    @Test
    void aListWhoseSizeSaysMoreThanItHoldsFailsTheWriteWithMarshalException() {
        // By index (RandomAccess: get throws) and by iterator (next throws), in a plain and a generic type.
        compilesAndRoundTrips(source("p.Tags", """
                package p;
                @dev.marshalled.Marshalled
                public record Tags(java.util.List<String> tags, java.util.List<Integer> numbers) {}
                """), source("p.Box", """
                package p;
                @dev.marshalled.Marshalled
                public record Box<T>(java.util.List<T> items) {}
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.JdkMarshallers;
                import dev.marshalled.runtime.MarshalException;
                import dev.marshalled.runtime.UnsafeBuffer;
                import java.util.*;
                public final class Check {
                    static final class Indexed<E> extends AbstractList<E> implements RandomAccess {
                        final List<E> held;
                        Indexed(List<E> held) { this.held = held; }
                        @Override public E get(int i) { return held.get(i); }
                        @Override public int size() { return held.size() + 1; }
                    }
                    static final class Walked<E> extends AbstractSequentialList<E> {
                        final List<E> held;
                        Walked(List<E> held) { this.held = held; }
                        @Override public ListIterator<E> listIterator(int i) { return held.listIterator(i); }
                        @Override public int size() { return held.size() + 1; }
                    }
                    static void fails(Runnable write, String path) {
                        try {
                            write.run();
                            throw new AssertionError("a list one short of its size was written");
                        } catch (MarshalException e) {
                            if (!e.getMessage().contains(path) || !e.getMessage().contains("its size was 3")
                                    || !e.getMessage().contains("gave 2 elements")) {
                                throw new AssertionError(e.getMessage(), e);
                            }
                        }
                    }
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        List<String> two = List.of("a", "b");
                        List<Integer> numbers = List.of(1, 2);
                        fails(() -> TagsMarshaller.write(new Tags(new Indexed<>(two), List.of()), buffer), "Tags.tags");
                        fails(() -> TagsMarshaller.write(new Tags(new Walked<>(two), List.of()), buffer), "Tags.tags");
                        fails(() -> TagsMarshaller.write(new Tags(List.of(), new Indexed<>(numbers)), buffer),
                                "Tags.numbers");
                        var boxes = BoxMarshaller.of(JdkMarshallers.of(String.class));
                        fails(() -> boxes.write(new Box<>(new Indexed<>(two)), buffer), "Box.items");
                        fails(() -> boxes.write(new Box<>(new Walked<>(two)), buffer), "Box.items");
                    }
                }
                """));
    }

    @Test
    void aListWhoseSizeSaysMoreThanItHoldsFailsSizeOfWithMarshalException() {
        // sizeOf of a list of variable-size elements walks it: by index (get throws) and by iterator
        // (next throws), nested in a map's value, in both encodings and in a generic type.
        compilesAndRoundTrips(source("p.Tags", """
                package p;
                @dev.marshalled.Marshalled
                public record Tags(java.util.List<String> tags, java.util.Map<String, java.util.List<String>> byKey) {}
                """), source("p.Small", """
                package p;
                @dev.marshalled.Marshalled(encoding = dev.marshalled.Marshalled.Encoding.COMPACT)
                public record Small(java.util.ArrayList<String> tags) {}
                """), source("p.Box", """
                package p;
                @dev.marshalled.Marshalled
                public record Box<T>(java.util.List<T> items) {}
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.JdkMarshallers;
                import dev.marshalled.runtime.MarshalException;
                import java.util.*;
                public final class Check {
                    static final class Indexed<E> extends AbstractList<E> implements RandomAccess {
                        final List<E> held;
                        Indexed(List<E> held) { this.held = held; }
                        @Override public E get(int i) { return held.get(i); }
                        @Override public int size() { return held.size() + 1; }
                    }
                    static final class Walked<E> extends AbstractSequentialList<E> {
                        final List<E> held;
                        Walked(List<E> held) { this.held = held; }
                        @Override public ListIterator<E> listIterator(int i) { return held.listIterator(i); }
                        @Override public int size() { return held.size() + 1; }
                    }
                    static final class Longer<E> extends ArrayList<E> {
                        private static final long serialVersionUID = 1L;
                        Longer(List<E> held) { super(held); }
                        @Override public int size() { return super.size() + 1; }
                    }
                    static void fails(Runnable size, String path) {
                        try {
                            size.run();
                            throw new AssertionError("a list one short of its size was sized");
                        } catch (MarshalException e) {
                            if (!e.getMessage().startsWith(path + ":") || !e.getMessage().contains("its size was 3")
                                    || !e.getMessage().contains("gave 2 elements")
                                    || !e.getMessage().contains("no offset") || e.offset() != -1
                                    || !(e.getCause() instanceof IndexOutOfBoundsException
                                            || e.getCause() instanceof NoSuchElementException)) {
                                throw new AssertionError(e.getMessage(), e);
                            }
                        }
                    }
                    public static void check() {
                        List<String> two = List.of("a", "b");
                        fails(() -> TagsMarshaller.sizeOf(new Tags(new Indexed<>(two), Map.of())), "Tags.tags");
                        fails(() -> TagsMarshaller.sizeOf(new Tags(new Walked<>(two), Map.of())), "Tags.tags");
                        fails(() -> TagsMarshaller.sizeOf(new Tags(List.of(), Map.of("k", new Walked<>(two)))),
                                "Tags.byKey.value");
                        fails(() -> SmallMarshaller.sizeOf(new Small(new Longer<>(two))), "Small.tags");
                        var boxes = BoxMarshaller.of(JdkMarshallers.of(String.class));
                        fails(() -> boxes.sizeOf(new Box<>(new Indexed<>(two))), "Box.items");
                        fails(() -> boxes.sizeOf(new Box<>(new Walked<>(two))), "Box.items");
                    }
                }
                """));
    }

    @Test
    void enumWhoseQualifiedNameAFieldShadows() {
        // In an expression, Buffer.Nesting is the field, not the enum: the constants are taken another way.
        compilesAndRoundTrips(source("p.Buffer", """
                package p;
                public class Buffer {
                    public static String Nesting = "a field";
                    public enum Nesting { LOW, HIGH }
                }
                """), source("p.Level", """
                package p;
                @dev.marshalled.Marshalled(encoding = dev.marshalled.Marshalled.Encoding.COMPACT)
                public record Level(Buffer.Nesting nesting, java.util.List<Buffer.Nesting> history) {}
                """), source("p.Fixed", """
                package p;
                @dev.marshalled.Marshalled
                public record Fixed(Buffer.Nesting nesting) {}
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        var all = java.util.List.copyOf(java.util.EnumSet.allOf(Buffer.Nesting.class));
                        Level level = new Level(all.get(1), java.util.List.of(all.get(0)));
                        LevelMarshaller.write(level, buffer);
                        FixedMarshaller.write(new Fixed(all.get(1)), buffer);
                        if (!LevelMarshaller.read(buffer).equals(level)
                                || FixedMarshaller.read(buffer).nesting() != all.get(1)) {
                            throw new AssertionError("enum read back wrong");
                        }
                    }
                }
                """));
    }

    @Test
    void aMarshallerGeneratedForANewerRuntimeRefusesToLoadNamingBothVersions() throws Exception {
        Compilation generated = compile(source("p.Trade", """
                package p;
                @dev.marshalled.Marshalled
                public record Trade(long id, String symbol) {}
                """));
        assertThat(generated).succeededWithoutWarnings();
        String marshaller = generated.generatedSourceFile("p.TradeMarshaller").orElseThrow().getCharContent(false)
                .toString();
        int level = dev.marshalled.processor.codegen.RuntimeApi.BASE_LEVEL;
        String newer = marshaller.replace("Versions.check(" + level + ",",
                "Versions.check(" + (dev.marshalled.runtime.wire.Versions.API + 1) + ",");
        org.junit.jupiter.api.Assertions.assertNotEquals(marshaller, newer, "no version check in the generated code");
        // The class a newer processor would have generated, on a class path with this runtime.
        Compilation mismatched = com.google.testing.compile.Compiler.javac().withOptions("-proc:none").compile(
                source("p.Trade", "package p; public record Trade(long id, String symbol) {}"),
                source("p.TradeMarshaller", newer), source("p.Check", """
                        package p;
                        public final class Check {
                            public static void check() {
                                TradeMarshaller.sizeOf(new Trade(1, "x"));
                            }
                        }
                        """));
        assertThat(mismatched).succeeded();
        AssertionError failure = org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class,
                () -> Compile.runCheck(mismatched, "p.Check"));
        Throwable cause = failure.getCause();
        org.junit.jupiter.api.Assertions.assertTrue(cause instanceof IncompatibleClassChangeError
                && cause.getMessage().startsWith("p.TradeMarshaller was generated by marshalled-processor")
                && cause.getMessage().contains("for runtime API " + (dev.marshalled.runtime.wire.Versions.API + 1)
                        + ", but the marshalled-runtime"),
                () -> "unexpected: " + cause);
    }

    @Test
    void identityTypeWhoseNoArgumentConstructorPassesNullForAFinalMap() {
        compilesAndRoundTrips(source("p.Registry", """
                package p;
                @dev.marshalled.Marshalled(references = true)
                public class Registry {
                    protected final java.util.Map<String, String> entries;
                    public Registry(java.util.Map<String, String> entries) { this.entries = entries; }
                    private Registry() { this(null); }
                    @Override public boolean equals(Object o) {
                        return o instanceof Registry r && java.util.Objects.equals(r.entries, entries);
                    }
                    @Override public int hashCode() { return 1; }
                }
                """), check("p", "RegistryMarshaller", "new Registry(java.util.Map.of(\"k\", \"v\"))"));
    }

    @Test
    void packagePrivateFieldOfAGrandparentReachedThroughAnotherPackage() {
        // Leaf does not inherit a.Root's package-private field through b.Middle, so leaf.x does not compile.
        compilesAndRoundTrips(source("a.Root", """
                package a;
                public class Root {
                    int x;
                    protected String y;
                    public final int x() { return x; }
                }
                """), source("b.Middle", """
                package b;
                public class Middle extends a.Root {
                }
                """), source("a.Leaf", """
                package a;
                @dev.marshalled.Marshalled
                public final class Leaf extends b.Middle {
                    long z;
                    public Leaf() {}
                    public Leaf(int x, String y, long z) { this.z = z; ((Root) this).x = x; ((Root) this).y = y; }
                    @Override public boolean equals(Object o) {
                        return o instanceof Leaf l && l.x() == x() && java.util.Objects.equals(((Root) l).y, ((Root) this).y)
                                && l.z == z;
                    }
                    @Override public int hashCode() { return (int) z; }
                }
                """), check("a", "LeafMarshaller", "new Leaf(1, \"y\", 2L)"));
    }

    @Test
    void constructorArgumentsGoByNameNotByFieldOrder() {
        // Parameters in another order than the fields, of one type: a mix-up reads back swapped.
        compilesAndRoundTrips(source("p.Person", """
                package p;
                @dev.marshalled.Marshalled
                public final class Person {
                    private final String first;
                    private final String last;
                    public Person(String last, String first) { this.first = first; this.last = last; }
                    @Override public boolean equals(Object o) {
                        return o instanceof Person p && p.first.equals(first) && p.last.equals(last);
                    }
                    @Override public int hashCode() { return first.hashCode(); }
                    @Override public String toString() { return first + " " + last; }
                }
                """), check("p", "PersonMarshaller", "new Person(\"Lovelace\", \"Ada\")"));
    }

    @Test
    void theConstructorWithTheMostMatchingParametersIsChosen() {
        // Through the one-parameter constructor the derived, transient length would stay 0.
        compilesAndRoundTrips(source("p.Span", """
                package p;
                @dev.marshalled.Marshalled
                public final class Span {
                    private int start;
                    private int end;
                    private transient int length;
                    public Span(int start) { this.start = start; }
                    public Span(int start, int end) { this.start = start; this.end = end; this.length = end - start; }
                    @Override public boolean equals(Object o) {
                        return o instanceof Span s && s.start == start && s.end == end && s.length == length;
                    }
                    @Override public int hashCode() { return start; }
                    @Override public String toString() { return start + ".." + end + " (" + length + ")"; }
                }
                """), check("p", "SpanMarshaller", "new Span(3, 10)"));
    }

    @Test
    void aFieldsOwnConverterWinsOverItsPackages() {
        JavaFileObject money = source("p.Money", """
                package p;
                public record Money(long cents) {}
                """);
        JavaFileObject asText = source("p.AsText", """
                package p;
                public final class AsText implements dev.marshalled.WireConverter<Money, String> {
                    public AsText() {}
                    @Override public String toWire(Money m) { return Long.toString(m.cents()); }
                    @Override public Money fromWire(String s) { return new Money(Long.parseLong(s)); }
                }
                """);
        JavaFileObject asLong = source("p.AsLong", """
                package p;
                public final class AsLong implements dev.marshalled.WireConverter<Money, Long> {
                    public AsLong() {}
                    @Override public Long toWire(Money m) { return m.cents(); }
                    @Override public Money fromWire(Long c) { return new Money(c); }
                }
                """);
        JavaFileObject pkg = source("p.package-info", """
                @dev.marshalled.ConvertWith(AsText.class)
                package p;
                """);
        JavaFileObject account = source("p.Account", """
                package p;
                @dev.marshalled.Marshalled
                public record Account(@dev.marshalled.ConvertWith(AsLong.class) Money balance, Money limit) {}
                """);
        JavaFileObject check = source("p.Check", """
                package p;
                public final class Check {
                    public static void check() {
                        Account account = new Account(new Money(12345), new Money(7));
                        // balance as a Long (presence byte and 8 bytes), limit as the String "7" (length and 1 byte)
                        if (AccountMarshaller.sizeOf(account) != 9 + 5) {
                            throw new AssertionError("converters mixed up: " + AccountMarshaller.sizeOf(account) + " bytes");
                        }
                        if (!AccountMarshaller.INSTANCE.fromByteArray(AccountMarshaller.INSTANCE.toByteArray(account))
                                .equals(account)) {
                            throw new AssertionError("not read back");
                        }
                    }
                }
                """);
        compilesAndRoundTrips(money, asText, asLong, pkg, account, check);
    }

    // Found by the processor fuzzer once it generated generic types (docs/fuzzing.md).

    @Test
    void anEnumMapWhoseValuesAreATypeParameter() {
        // Was refused: a type parameter was taken to have no encoding in any position of an EnumMap,
        // though only the enum key needs a class of its own to create the map.
        compilesAndRoundTrips(source("p.Tally", """
                package p;
                import java.util.*;
                @dev.marshalled.Marshalled
                public record Tally<T>(EnumMap<Thread.State, T> byState, EnumMap<Thread.State, List<T>> lists) {}
                """), checkMade("p", "TallyMarshaller.of(dev.marshalled.runtime.JdkMarshallers.of(String.class))",
                "new Tally<>(new java.util.EnumMap<>(java.util.Map.of(Thread.State.NEW, \"a\", Thread.State.BLOCKED, \"\")),"
                        + " new java.util.EnumMap<>(java.util.Map.of(Thread.State.RUNNABLE, java.util.List.of(\"b\", \"c\"))))"));
    }

    @Test
    void typeParametersNamedLikeTypesTheGeneratedClassNames() {
        // The class's own annotations are in the scope of its type parameters: @Generated and
        // @SuppressWarnings (a private constructor is called through a handle) meant the parameters.
        compilesAndRoundTrips(source("p.Tagged", """
                package p;
                @dev.marshalled.Marshalled
                public final class Tagged<Generated, SuppressWarnings, String> {
                    Generated first;
                    SuppressWarnings second;
                    java.util.List<String> third;
                    private Tagged() {}
                    public static Tagged<Integer, Long, java.lang.String> of(int a, long b, java.lang.String c) {
                        Tagged<Integer, Long, java.lang.String> t = new Tagged<>();
                        t.first = a;
                        t.second = b;
                        t.third = java.util.List.of(c, c);
                        return t;
                    }
                    @Override public boolean equals(Object o) {
                        return o instanceof Tagged<?, ?, ?> t && java.util.Objects.equals(first, t.first)
                                && java.util.Objects.equals(second, t.second) && java.util.Objects.equals(third, t.third);
                    }
                    @Override public int hashCode() { return java.util.Objects.hash(first, second, third); }
                }
                """), checkMade("p", "TaggedMarshaller.of(dev.marshalled.runtime.JdkMarshallers.of(Integer.class),"
                + " dev.marshalled.runtime.JdkMarshallers.of(Long.class), dev.marshalled.runtime.JdkMarshallers.of(String.class))",
                "Tagged.of(7, -1L, \"x\")"));
    }

    @Test
    void aPrivateFieldOfATypeParameterReadThroughItsHandle() {
        // (T) (Object) handle.get(value) is an unchecked cast: the class now suppresses it, as for List<T>.
        compilesAndRoundTrips(source("p.Slot", """
                package p;
                @dev.marshalled.Marshalled
                public final class Slot<T> {
                    private T value;
                    Slot() {}
                    Slot(T value) { this.value = value; }
                    @Override public boolean equals(Object o) {
                        return o instanceof Slot<?> s && java.util.Objects.equals(value, s.value);
                    }
                    @Override public int hashCode() { return java.util.Objects.hashCode(value); }
                }
                """), checkMade("p", "SlotMarshaller.of(dev.marshalled.runtime.JdkMarshallers.of(java.util.UUID.class))",
                "new Slot<>(new java.util.UUID(1, 2))"));
    }

    @Test
    void aFieldThatHidesOneOfAGenericSuperclass() {
        // The hidden field was reached through a cast to the raw Event, so it had the raw type Optional.
        JavaFileObject event = source("q.Event", """
                package q;
                public abstract class Event<T, M> {
                    public java.util.Optional<M> payload;
                    public T key;
                }
                """);
        JavaFileObject created = source("p.Created", """
                package p;
                @dev.marshalled.Marshalled
                public final class Created extends q.Event<Integer, java.util.List<String>> {
                    public java.util.Optional<java.util.List<String>> payload;
                    public static Created of(String mine, String inherited) {
                        Created c = new Created();
                        c.payload = java.util.Optional.of(java.util.List.of(mine));
                        ((q.Event<Integer, java.util.List<String>>) c).payload = java.util.Optional.of(java.util.List.of(inherited));
                        c.key = 5;
                        return c;
                    }
                    @Override public boolean equals(Object o) {
                        return o instanceof Created c && payload.equals(c.payload) && super.payload.equals(c.superPayload())
                                && key.equals(c.key);
                    }
                    private java.util.Optional<java.util.List<String>> superPayload() { return super.payload; }
                    @Override public int hashCode() { return payload.hashCode(); }
                }
                """);
        compilesAndRoundTrips(event, created, check("p", "CreatedMarshaller", "Created.of(\"mine\", \"inherited\")"));
    }
}
