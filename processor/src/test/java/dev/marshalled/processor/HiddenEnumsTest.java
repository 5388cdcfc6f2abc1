package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Enums the marshaller cannot name (private nested ones, protected ones of a superclass in another
 * package) are written as any enum, by ordinal: each type here is compiled warning-free beside a
 * twin whose enum is public, and a {@code Check} compares their bytes and reads them back.
 */
class HiddenEnumsTest {
    private static void compilesAndRuns(JavaFileObject... sources) {
        Compilation compilation = compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        Compile.runCheck(compilation, "p.Check");
    }

    /** Fails unless the two byte ranges written so far are the same. */
    private static final String SAME_BYTES = """
                static void same(UnsafeBuffer a, UnsafeBuffer b) {
                    if (!java.util.Arrays.equals(java.util.Arrays.copyOf(a.array(), a.writeIndex()),
                            java.util.Arrays.copyOf(b.array(), b.writeIndex()))) {
                        throw new AssertionError("bytes differ from the public enum's");
                    }
                }
            """;

    @Test
    void privateEnumComponentOfARecordInBothEncodings() {
        compilesAndRuns(source("p.Order", """
                package p;
                @dev.marshalled.Marshalled
                public record Order(long id, Status status, Status previous) {
                    private enum Status { NEW, PAID, SHIPPED }
                    public static Order paid() { return new Order(7, Status.PAID, null); }
                }
                """), source("p.Small", """
                package p;
                @dev.marshalled.Marshalled(encoding = dev.marshalled.Marshalled.Encoding.COMPACT)
                public record Small(Status status) {
                    private enum Status { A, B, C }
                    public static Small c() { return new Small(Status.C); }
                }
                """), source("p.Shown", """
                package p;
                @dev.marshalled.Marshalled
                public record Shown(long id, Status status, Status previous) {
                    public enum Status { NEW, PAID, SHIPPED }
                }
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.MarshalException;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                %s
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        OrderMarshaller.write(Order.paid(), buffer);
                        UnsafeBuffer shown = new UnsafeBuffer(16);
                        ShownMarshaller.write(new Shown(7, Shown.Status.PAID, null), shown);
                        same(buffer, shown);
                        if (!OrderMarshaller.read(buffer).equals(Order.paid())) {
                            throw new AssertionError("record read back wrong");
                        }
                        UnsafeBuffer small = new UnsafeBuffer(4);
                        SmallMarshaller.write(Small.c(), small);
                        if (small.writeIndex() != 1 || SmallMarshaller.sizeOf(Small.c()) != 1
                                || !SmallMarshaller.read(small).equals(Small.c())) {
                            throw new AssertionError("compact enum read back wrong");
                        }
                        UnsafeBuffer bad = new UnsafeBuffer(16);
                        bad.putLong(7);
                        bad.putInt(3);
                        bad.putInt(-1);
                        try {
                            OrderMarshaller.read(bad);
                            throw new AssertionError("ordinal 3 of 3 constants read");
                        } catch (MarshalException e) {
                            if (!e.getMessage().contains("Order.status")) {
                                throw new AssertionError(e.getMessage());
                            }
                        }
                    }
                }
                """.formatted(SAME_BYTES)));
    }

    @Test
    void privateEnumFieldsOfAClassSetThroughHandlesAndTheConstructor() {
        compilesAndRuns(source("p.Account", """
                package p;
                @dev.marshalled.Marshalled(encoding = dev.marshalled.Marshalled.Encoding.COMPACT)
                public class Account {
                    private enum State { OPEN, FROZEN, CLOSED }
                    private final State opened;
                    private State state;
                    State visible;
                    public Account(State opened) { this.opened = opened; }
                    public static Account sample() {
                        Account a = new Account(State.FROZEN);
                        a.state = State.CLOSED;
                        return a;
                    }
                    @Override public boolean equals(Object o) {
                        return o instanceof Account a && a.opened == opened && a.state == state && a.visible == visible;
                    }
                    @Override public int hashCode() { return java.util.Objects.hash(opened, state, visible); }
                }
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        AccountMarshaller.write(Account.sample(), buffer);
                        if (buffer.writeIndex() != 3 || !AccountMarshaller.read(buffer).equals(Account.sample())) {
                            throw new AssertionError("class with private enums read back wrong");
                        }
                    }
                }
                """));
    }

    @Test
    void protectedEnumOfASuperclassInAnotherPackage() {
        compilesAndRuns(source("base.Base", """
                package base;
                public class Base {
                    protected enum Kind { SMALL, LARGE }
                    protected Kind kind;
                    protected void large() { kind = Kind.LARGE; }
                    protected boolean same(Base other) { return other.kind == kind; }
                }
                """), source("p.Item", """
                package p;
                @dev.marshalled.Marshalled
                public class Item extends base.Base {
                    public static Item sample() { Item i = new Item(); i.large(); return i; }
                    @Override public boolean equals(Object o) { return o instanceof Item i && same(i); }
                    @Override public int hashCode() { return 1; }
                }
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        ItemMarshaller.write(Item.sample(), buffer);
                        if (buffer.writeIndex() != 4 || !ItemMarshaller.read(buffer).equals(Item.sample())) {
                            throw new AssertionError("protected enum read back wrong");
                        }
                    }
                }
                """));
    }

    @Test
    void privateEnumInAGenericAndAnEvolvableType() {
        compilesAndRuns(source("p.Tagged", """
                package p;
                @dev.marshalled.Marshalled
                public record Tagged<T>(T value, Mark mark) {
                    private enum Mark { PLAIN, BOLD }
                    public static <T> Tagged<T> bold(T value) { return new Tagged<>(value, Mark.BOLD); }
                }
                """), source("p.Versioned", """
                package p;
                @dev.marshalled.Marshalled(evolvable = true, encoding = dev.marshalled.Marshalled.Encoding.COMPACT)
                public record Versioned(int id, @dev.marshalled.Since(2) Level level) {
                    private enum Level { LOW, HIGH }
                    public static Versioned high() { return new Versioned(1, Level.HIGH); }
                }
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.JdkMarshallers;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        var tagged = TaggedMarshaller.of(JdkMarshallers.of(String.class));
                        tagged.write(Tagged.bold("x"), buffer);
                        VersionedMarshaller.write(Versioned.high(), buffer);
                        if (!tagged.read(buffer).equals(Tagged.bold("x"))
                                || !VersionedMarshaller.read(buffer).equals(Versioned.high())) {
                            throw new AssertionError("read back wrong");
                        }
                        if (!VersionedMarshaller.SCHEMA.toJson().contains("p.Versioned$Level")) {
                            throw new AssertionError(VersionedMarshaller.SCHEMA.toJson());
                        }
                    }
                }
                """));
    }

    /**
     * A record with every container of an enum, nested too, declared once for a private enum and once
     * for a public one; {@code %1$s} is the record's name, {@code %2$s} the enum's access, {@code %3$s}
     * the encoding.
     */
    private static final String CONTAINERS = """
            package p;
            import java.util.*;
            @dev.marshalled.Marshalled(encoding = dev.marshalled.Marshalled.Encoding.%3$s)
            public record %1$s(List<Status> list, Set<Status> set, EnumSet<Status> enumSet, SortedSet<Status> sorted,
                    Map<Status, Integer> byStatus, Map<String, Status> toStatus, EnumMap<Status, String> enumMap,
                    Optional<Status> optional, Status[] array, Status[][] grid, List<Optional<Status>> nested,
                    Map<Status, List<Status>> deep, ArrayList<Status[]> arrays, Optional<Status> empty,
                    List<Status> none) {
                %2$s enum Status { NEW, PAID, SHIPPED }
                public static %1$s sample() {
                    Map<Status, Integer> byStatus = new LinkedHashMap<>();
                    byStatus.put(Status.SHIPPED, 3);
                    byStatus.put(Status.NEW, 1);
                    EnumMap<Status, String> enumMap = new EnumMap<>(Status.class);
                    enumMap.put(Status.PAID, "paid");
                    enumMap.put(Status.SHIPPED, null);
                    Map<Status, List<Status>> deep = new LinkedHashMap<>();
                    deep.put(Status.PAID, Arrays.asList(Status.NEW, null, Status.SHIPPED));
                    ArrayList<Status[]> arrays = new ArrayList<>();
                    arrays.add(new Status[] {Status.PAID});
                    arrays.add(null);
                    return new %1$s(Arrays.asList(Status.PAID, null, Status.NEW), new LinkedHashSet<>(List.of(Status.SHIPPED)),
                            EnumSet.of(Status.NEW, Status.SHIPPED), new TreeSet<>(List.of(Status.PAID, Status.NEW)),
                            byStatus, Map.of("k", Status.SHIPPED), enumMap, Optional.of(Status.PAID),
                            new Status[] {Status.SHIPPED, null}, new Status[][] {{Status.NEW}, null, {}},
                            List.of(Optional.of(Status.NEW), Optional.empty()), deep, arrays, Optional.empty(), null);
                }
            }
            """;

    /** Writes the sample of a private-enum record and its public twin, compares bytes, reads back and writes again. */
    private static final String CONTAINERS_CHECK = """
                static void check(String name, java.util.function.BiConsumer<Object, UnsafeBuffer> write,
                        java.util.function.Function<UnsafeBuffer, Object> read, java.util.function.ToIntFunction<Object> size,
                        Object sample, java.util.function.BiConsumer<Object, UnsafeBuffer> writeTwin, Object twin) {
                    UnsafeBuffer buffer = new UnsafeBuffer(16);
                    write.accept(sample, buffer);
                    UnsafeBuffer shown = new UnsafeBuffer(16);
                    writeTwin.accept(twin, shown);
                    same(buffer, shown);
                    if (size.applyAsInt(sample) != buffer.writeIndex()) {
                        throw new AssertionError(name + ": sizeOf " + size.applyAsInt(sample) + ", wrote " + buffer.writeIndex());
                    }
                    Object copy = read.apply(buffer);
                    UnsafeBuffer again = new UnsafeBuffer(16);
                    write.accept(copy, again);
                    same(again, shown);
                }
            """;

    @Test
    void containersAndOptionalsOfAPrivateEnumHaveThePublicEnumsBytesInBothEncodings() {
        compilesAndRuns(source("p.Fixed", CONTAINERS.formatted("Fixed", "private", "FIXED")),
                source("p.FixedShown", CONTAINERS.formatted("FixedShown", "public", "FIXED")),
                source("p.Small", CONTAINERS.formatted("Small", "private", "COMPACT")),
                source("p.SmallShown", CONTAINERS.formatted("SmallShown", "public", "COMPACT")),
                source("p.Check", """
                package p;
                import dev.marshalled.runtime.MarshalException;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                %s
                %s
                    public static void check() {
                        check("Fixed", (v, b) -> FixedMarshaller.write((Fixed) v, b), FixedMarshaller::read,
                                v -> FixedMarshaller.sizeOf((Fixed) v), Fixed.sample(),
                                (v, b) -> FixedShownMarshaller.write((FixedShown) v, b), FixedShown.sample());
                        check("Small", (v, b) -> SmallMarshaller.write((Small) v, b), SmallMarshaller::read,
                                v -> SmallMarshaller.sizeOf((Small) v), Small.sample(),
                                (v, b) -> SmallShownMarshaller.write((SmallShown) v, b), SmallShown.sample());
                        Fixed copy = FixedMarshaller.read(write(Fixed.sample()));
                        if (!copy.enumSet().equals(Fixed.sample().enumSet())
                                || ((Object) copy.enumSet()).getClass() != ((Object) Fixed.sample().enumSet()).getClass()
                                || !(copy.enumMap() instanceof java.util.EnumMap)
                                || ((Object) copy.array()).getClass() != ((Object) Fixed.sample().array()).getClass()
                                || ((Object) copy.grid()).getClass() != ((Object) Fixed.sample().grid()).getClass()
                                || !copy.list().equals(Fixed.sample().list())) {
                            throw new AssertionError("containers read back as other types");
                        }
                        // An ordinal out of range inside a list names the element.
                        UnsafeBuffer bad = new UnsafeBuffer(16);
                        bad.putInt(1);
                        bad.putInt(3);
                        try {
                            FixedMarshaller.read(bad);
                            throw new AssertionError("ordinal 3 of 3 constants read");
                        } catch (MarshalException e) {
                            if (!e.getMessage().contains("Fixed.list")) {
                                throw new AssertionError(e.getMessage(), e);
                            }
                        }
                    }
                    static UnsafeBuffer write(Fixed value) {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        FixedMarshaller.write(value, buffer);
                        return buffer;
                    }
                }
                """.formatted(SAME_BYTES, CONTAINERS_CHECK)));
    }

    @Test
    void containersOfAPrivateEnumInAClassSetThroughHandlesAndTheConstructor() {
        // Private fields, an array and a plain one among them, are read through their handles too,
        // which must not name the enum's type in a cast.
        compilesAndRuns(source("p.Account", """
                package p;
                import java.util.*;
                @dev.marshalled.Marshalled(encoding = dev.marshalled.Marshalled.Encoding.COMPACT)
                public class Account {
                    private enum State { OPEN, FROZEN, CLOSED }
                    private final EnumSet<State> flags;
                    private List<State> history;
                    Optional<State> next;
                    private State[] marks;
                    private State last;
                    Map<State, Integer> counts;
                    public Account(EnumSet<State> flags) { this.flags = flags; }
                    public static Account sample() {
                        Account a = new Account(EnumSet.of(State.FROZEN, State.CLOSED));
                        a.history = List.of(State.OPEN, State.FROZEN);
                        a.next = Optional.of(State.CLOSED);
                        a.marks = new State[] {State.OPEN};
                        a.last = State.CLOSED;
                        a.counts = Map.of(State.OPEN, 2);
                        return a;
                    }
                    @Override public boolean equals(Object o) {
                        return o instanceof Account a && a.flags.equals(flags) && a.history.equals(history)
                                && a.next.equals(next) && Arrays.equals(a.marks, marks) && a.last == last
                                && a.counts.equals(counts);
                    }
                    @Override public int hashCode() { return flags.hashCode(); }
                }
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        AccountMarshaller.write(Account.sample(), buffer);
                        if (buffer.writeIndex() != AccountMarshaller.sizeOf(Account.sample())
                                || !AccountMarshaller.read(buffer).equals(Account.sample())) {
                            throw new AssertionError("class with containers of private enums read back wrong");
                        }
                    }
                }
                """));
    }

    @Test
    void aPrivateEnumAsAGenericTypesArgumentHasThePublicEnumsBytes() {
        String holder = """
                package p;
                import java.util.*;
                @dev.marshalled.Marshalled%3$s
                public record %1$s(Box<Status> box, Box<List<Status>> boxes, Box<Optional<Status>> maybe,
                        Map<Status, Box<Status>> byStatus) {
                    %2$s enum Status { LOW, HIGH }
                    public static %1$s sample() {
                        return new %1$s(new Box<>(Status.HIGH, List.of(Status.LOW)),
                                new Box<>(List.of(Status.HIGH), List.of()),
                                new Box<>(Optional.of(Status.LOW), List.of(Optional.empty())),
                                Map.of(Status.LOW, new Box<>(null, List.of(Status.HIGH, Status.HIGH))));
                    }
                }
                """;
        String compact = "(encoding = dev.marshalled.Marshalled.Encoding.COMPACT)";
        compilesAndRuns(source("p.Box", """
                package p;
                @dev.marshalled.Marshalled
                public record Box<T>(T value, java.util.List<T> items) {}
                """), source("p.Held", holder.formatted("Held", "private", "")),
                source("p.HeldShown", holder.formatted("HeldShown", "public", "")),
                source("p.Small", holder.formatted("Small", "private", compact)),
                source("p.SmallShown", holder.formatted("SmallShown", "public", compact)),
                source("p.Check", """
                package p;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                %s
                %s
                    public static void check() {
                        check("Held", (v, b) -> HeldMarshaller.write((Held) v, b), HeldMarshaller::read,
                                v -> HeldMarshaller.sizeOf((Held) v), Held.sample(),
                                (v, b) -> HeldShownMarshaller.write((HeldShown) v, b), HeldShown.sample());
                        check("Small", (v, b) -> SmallMarshaller.write((Small) v, b), SmallMarshaller::read,
                                v -> SmallMarshaller.sizeOf((Small) v), Small.sample(),
                                (v, b) -> SmallShownMarshaller.write((SmallShown) v, b), SmallShown.sample());
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        HeldMarshaller.write(Held.sample(), buffer);
                        if (!HeldMarshaller.read(buffer).equals(Held.sample())) {
                            throw new AssertionError("generic of a private enum read back wrong");
                        }
                    }
                }
                """.formatted(SAME_BYTES, CONTAINERS_CHECK)));
    }

    @Test
    void containersOfAProtectedEnumOfASuperclassInAnotherPackage() {
        compilesAndRuns(source("base.Base", """
                package base;
                public class Base {
                    protected enum Kind { SMALL, LARGE }
                    protected java.util.List<Kind> kinds;
                    protected java.util.EnumMap<Kind, Integer> counts;
                    protected void fill() {
                        kinds = java.util.List.of(Kind.LARGE, Kind.SMALL);
                        counts = new java.util.EnumMap<>(Kind.class);
                        counts.put(Kind.LARGE, 2);
                    }
                    protected boolean same(Base other) {
                        return other.kinds.equals(kinds) && other.counts.equals(counts);
                    }
                }
                """), source("p.Item", """
                package p;
                @dev.marshalled.Marshalled
                public class Item extends base.Base {
                    public static Item sample() { Item i = new Item(); i.fill(); return i; }
                    @Override public boolean equals(Object o) { return o instanceof Item i && same(i); }
                    @Override public int hashCode() { return 1; }
                }
                """), source("p.Check", """
                package p;
                import dev.marshalled.runtime.UnsafeBuffer;
                public final class Check {
                    public static void check() {
                        UnsafeBuffer buffer = new UnsafeBuffer(16);
                        ItemMarshaller.write(Item.sample(), buffer);
                        // kinds: count 2, ordinals 1 and 0; counts: count 1, ordinal 1, boxed 2 (presence byte + int)
                        if (buffer.writeIndex() != 4 + 8 + 4 + 4 + 5 || ItemMarshaller.sizeOf(Item.sample()) != 25
                                || !ItemMarshaller.read(buffer).equals(Item.sample())) {
                            throw new AssertionError("containers of a protected enum read back wrong");
                        }
                    }
                }
                """));
    }
}
