package dev.marshalled.processor.lock;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.marshalled.processor.MarshalledProcessor;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The lock schema built from the model ({@link ModelSchema}) against the former descriptors' reading
 * ({@link TextLockEquivalence}) on declarations chosen for the corners the fuzzer reaches seldom or
 * never: the parts of a {@code @Polymorphic} field written without a type id, type
 * annotations on type parameters, arrays of arrays, converters inside containers and type arguments,
 * types that keep identity, and the type options the lock records.
 */
class ModelSchemaTest {
    private static final JavaFileObject NULLABLE = source("p.Nullable", """
            package p;
            @java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE_USE)
            public @interface Nullable {}
            """);

    private static JavaFileObject source(String name, String code) {
        return JavaFileObjects.forSourceString(name, code);
    }

    /** Compiles with the processor and the check beside it; every listed type must be compared and agree. */
    private static void agree(List<String> types, JavaFileObject... sources) {
        agree(types, List.of(), sources);
    }

    /** As {@link #agree(List, JavaFileObject...)}, where {@code ambiguous} are compared and cannot agree. */
    private static void agree(List<String> types, List<String> ambiguous, JavaFileObject... sources) {
        TextLockEquivalence check = new TextLockEquivalence();
        Compilation compilation = javac().withProcessors(new MarshalledProcessor(), check)
                .withOptions("-Xlint:all,-processing").compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        assertEquals(types.stream().sorted().toList(), check.compared().stream().sorted().toList());
        assertEquals(List.of(), check.differences());
        assertEquals(ambiguous, check.ambiguous());
    }

    /**
     * In a {@code @Polymorphic} field, the parts written without a type id beside one written with it:
     * enums, JDK value types, boxes, strings, converted types, in containers and as map keys. The text
     * form read those by their names too (it kept every enum's constants); a converted part whose
     * converter writes a {@code @Marshalled} type it cannot tell from a value with a type id.
     */
    @Test
    void polymorphicFieldsOfEveryKind() {
        agree(List.of("p.Holder", "p.Card", "p.Box", "p.Wallet"), List.of("p.Wallet"), NULLABLE, source("p.Holder", """
                package p;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Polymorphic;
                import dev.marshalled.WireConverter;
                import java.util.EnumMap;
                import java.util.List;
                import java.util.Map;
                import java.util.Optional;
                import java.util.UUID;
                @Marshalled
                @ConvertWith({Holder.LabelConverter.class, Holder.RankConverter.class})
                public record Holder(@Polymorphic Map<UUID, Object> byId, @Polymorphic Optional<Object> maybe,
                        @Polymorphic Map<Side, Object> bySide, @Polymorphic EnumMap<Side, List<Object>> lists,
                        @Polymorphic Map<Label, Object> byLabel, @Polymorphic Map<Rank, Object> byRank,
                        @Polymorphic Object anything, @Polymorphic Map<Integer, Object[]> arrays,
                        @Polymorphic Map<String, Optional<Object>> named, Box<Side> boxed) {
                    public enum Side { BUY, SELL }
                    public record Label(String text) {}
                    public record Rank(int value) {}
                    public static final class LabelConverter implements WireConverter<Label, String> {
                        @Override public String toWire(Label value) { return value.text(); }
                        @Override public Label fromWire(String wire) { return new Label(wire); }
                    }
                    public static final class RankConverter implements WireConverter<Rank, Side> {
                        @Override public Side toWire(Rank value) { return Side.values()[value.value()]; }
                        @Override public Rank fromWire(Side wire) { return new Rank(wire.ordinal()); }
                    }
                }
                """), source("p.Card", """
                package p;
                @dev.marshalled.Marshalled(id = 41)
                public record Card(long cents) {}
                """), source("p.Box", """
                package p;
                @dev.marshalled.Marshalled
                public record Box<T>(@Nullable T value, java.util.List<@Nullable T> values) {}
                """), source("p.Wallet", """
                package p;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Polymorphic;
                import dev.marshalled.WireConverter;
                import java.util.Map;
                @Marshalled
                @ConvertWith(Wallet.MoneyConverter.class)
                public record Wallet(@Polymorphic Map<Money, Object> byMoney) {
                    public record Money(long cents) {}
                    public static final class MoneyConverter implements WireConverter<Money, Card> {
                        @Override public Card toWire(Money value) { return new Card(value.cents()); }
                        @Override public Money fromWire(Card wire) { return new Money(wire.cents()); }
                    }
                }
                """));
    }

    @Test
    void containersArraysConvertersAndGenerics() {
        agree(List.of("p.Shapes", "p.Pair", "p.Node", "p.Circle", "p.Square", "p.Outer.Inner"), NULLABLE,
                source("p.Shapes", """
                package p;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Retired;
                import dev.marshalled.Since;
                import dev.marshalled.WireConverter;
                import java.time.LocalDate;
                import java.util.*;
                @Marshalled(evolvable = true, encoding = Marshalled.Encoding.COMPACT)
                @ConvertWith(Shapes.TagConverter.class)
                public record Shapes(int[][] grid, Outer.Inner[] inners, List<int[]> rows, Map<Tag, List<Tag>> tags,
                        Optional<Tag> tag, Pair<Outer.Color, Outer.Inner> tagged, Pair<Pair<String, Integer>, List<Long>> nested,
                        EnumMap<Outer.Color, SortedSet<String>> colors, Shape shape, Node node,
                        @Since(2) LocalDate day, @Retired @Since(2) Deque<Character> gone, @Since(3) Boolean flag) {
                    public record Tag(String value) {}
                    public static final class TagConverter implements WireConverter<Tag, String> {
                        @Override public String toWire(Tag value) { return value.value(); }
                        @Override public Tag fromWire(String wire) { return new Tag(wire); }
                    }
                }
                """), source("p.Pair", """
                package p;
                @dev.marshalled.Marshalled
                public record Pair<A, B>(A left, java.util.List<@Nullable B> right, Pair<B, A> swapped) {}
                """), source("p.Node", """
                package p;
                @dev.marshalled.Marshalled(references = true, id = 42)
                public final class Node { Node next; java.util.List<Node> children; }
                """),
                source("p.Shape", """
                package p;
                public sealed interface Shape permits Circle, Square {}
                """), source("p.Circle", """
                package p;
                @dev.marshalled.Marshalled
                public record Circle(double radius) implements Shape {}
                """), source("p.Square", """
                package p;
                @dev.marshalled.Marshalled
                public record Square(double side) implements Shape {}
                """), source("p.Outer", """
                package p;
                public final class Outer {
                    public enum Color { RED, GREEN }
                    @dev.marshalled.Marshalled
                    public record Inner(Color color, java.util.UUID id) {}
                }
                """));
    }
}
