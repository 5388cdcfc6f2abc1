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
}
