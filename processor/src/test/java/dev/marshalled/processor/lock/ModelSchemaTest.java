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
 * never: a {@code @Polymorphic} field of a JDK value type, an enum or a converted type, type
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
        TextLockEquivalence check = new TextLockEquivalence();
        Compilation compilation = javac().withProcessors(new MarshalledProcessor(), check)
                .withOptions("-Xlint:all,-processing").compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        assertEquals(types.stream().sorted().toList(), check.compared().stream().sorted().toList());
        assertEquals(List.of(), check.differences());
    }

    @Test
    void polymorphicFieldsOfEveryKind() {
        agree(List.of("p.Holder", "p.Card", "p.Box"), NULLABLE, source("p.Holder", """
                package p;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Polymorphic;
                import dev.marshalled.WireConverter;
                import java.util.List;
                import java.util.Map;
                import java.util.Optional;
                import java.util.UUID;
                @Marshalled
                @ConvertWith(Holder.MoneyConverter.class)
                public record Holder(@Polymorphic UUID id, @Polymorphic Optional<UUID> maybe, @Polymorphic Side side,
                        @Polymorphic Map<String, Side> sides, @Polymorphic Money money, @Polymorphic List<Money> moneys,
                        @Polymorphic Object anything, @Polymorphic Box<Side> boxed, @Polymorphic Integer count,
                        @Polymorphic String text, @Polymorphic int[] numbers) {
                    public enum Side { BUY, SELL }
                    public record Money(long cents) {}
                    public static final class MoneyConverter implements WireConverter<Money, Card> {
                        @Override public Card toWire(Money value) { return new Card(value.cents()); }
                        @Override public Money fromWire(Card wire) { return new Money(wire.cents()); }
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
