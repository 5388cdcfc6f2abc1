package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Compile errors about type ids, sealed types and @Polymorphic fields: text and line. */
class PolymorphismMessagesTest {

    @Test
    void duplicateTypeIdNamesBothTypes() {
        JavaFileObject first = source("test.First", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 7)
                public record First(int x) {}
                """);
        JavaFileObject second = source("test.ErroneousSecond", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 7)
                public record ErroneousSecond(int y) {}
                """);
        Compilation compilation = compile(first, second);
        assertThat(compilation).hadErrorContaining("@Marshalled type test.ErroneousSecond has type id 7, which"
                + " test.First already has; a reader could not tell them apart: give one of them another id")
                .inFile(second).onLine(3);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void negativeTypeId() {
        JavaFileObject file = source("test.ErroneousId", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = -3)
                public record ErroneousId(int x) {}
                """);
        assertThat(compile(file)).hadErrorContaining("@Marshalled type test.ErroneousId has type id -3, but type ids"
                + " start at 1 (0 means no id): choose a positive id").inFile(file).onLine(3);
    }

    @Test
    void sealedSubtypeNotMarshalled() {
        JavaFileObject file = source("test.ErroneousSealed", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record ErroneousSealed(Shape shape) {
                    public sealed interface Shape permits Circle, Blob {}
                    @Marshalled public record Circle(double r) implements Shape {}
                    public record Blob(int n) implements Shape {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'shape' of test.ErroneousSealed has sealed type Shape,"
                + " but its permitted subtype test.ErroneousSealed.Blob is not @Marshalled, so a value of that type could"
                + " not be written: annotate Blob with @Marshalled").inFile(file).onLine(4);
    }

    @Test
    void sealedSubtypeNotMarshalledInsideAList() {
        JavaFileObject file = source("test.ErroneousSealedList", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.List;
                @Marshalled
                public class ErroneousSealedList {
                    public List<Shape> shapes;
                    public sealed interface Shape permits Blob {}
                    public static final class Blob implements Shape {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'shapes' of test.ErroneousSealedList has sealed type Shape,"
                + " but its permitted subtype test.ErroneousSealedList.Blob is not @Marshalled").inFile(file).onLine(6);
    }

    @Test
    void genericSealedType() {
        JavaFileObject file = source("test.ErroneousGenericSealed", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record ErroneousGenericSealed(Box<String> box) {
                    public sealed interface Box<T> permits Full {}
                    @Marshalled public record Full(String s) implements Box<String> {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'box' of test.ErroneousGenericSealed has generic sealed type"
                + " test.ErroneousGenericSealed.Box<java.lang.String>, whose type arguments have no fixed encoding: use a"
                + " sealed type without type parameters").inFile(file).onLine(4);
    }

    @Test
    void genericPolymorphicField() {
        JavaFileObject file = source("test.ErroneousGenericPolymorphic", """
                package test;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Polymorphic;
                @Marshalled
                public class ErroneousGenericPolymorphic {
                    @Polymorphic public Comparable<String> key;
                }
                """);
        assertThat(compile(file)).hadErrorContaining("field 'key' of test.ErroneousGenericPolymorphic is @Polymorphic but"
                + " has generic type java.lang.Comparable<java.lang.String>, whose type arguments a type id cannot carry:"
                + " use a type without type arguments, e.g. a non-generic interface").inFile(file).onLine(6);
    }

    @Test
    void sealedAndPolymorphicFieldsCompileCleanly() {
        JavaFileObject file = source("test.Zoo", """
                package test;
                import dev.marshalled.Marshalled;
                import dev.marshalled.Polymorphic;
                import java.util.List;
                import java.util.Map;
                @Marshalled(id = 1)
                public record Zoo(Animal star, List<Animal> animals, Map<String, Animal> byName,
                        @Polymorphic Object anything, @Polymorphic List<Pet> pets) {
                    public sealed interface Animal permits Cat, Dog {}
                    @Marshalled(id = 2) public record Cat(String name) implements Animal, Pet {}
                    @Marshalled public record Dog(int bark) implements Animal {}
                    public interface Pet {}
                }
                """);
        Compile.Result result = Compile.toDisk(file);
        assertEquals(0, result.errors(), () -> result.diagnostics().toString());
        String services = result.resource("META-INF/services/dev.marshalled.runtime.MarshallerProvider");
        assertTrue(services.contains("test.ZooMarshaller$Provider\n"), services);
        assertTrue(services.contains("test.Zoo_CatMarshaller$Provider\n"), services);
        assertTrue(!services.contains("Zoo_DogMarshaller"), services);
    }

    @Test
    void sealedTypePermittingAnEnum() {
        JavaFileObject shape = source("test.Shape", """
                package test;
                public sealed interface Shape permits Circle, Unit {}
                """);
        JavaFileObject circle = source("test.Circle", """
                package test;
                @dev.marshalled.Marshalled
                public record Circle(double r) implements Shape {}
                """);
        JavaFileObject unit = source("test.Unit", """
                package test;
                public enum Unit implements Shape { ONE }
                """);
        JavaFileObject drawing = source("test.ErroneousDrawing", """
                package test;
                @dev.marshalled.Marshalled
                public record ErroneousDrawing(
                        Shape shape) {}
                """);
        Compilation compilation = compile(shape, circle, unit, drawing);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'shape' of test.ErroneousDrawing has sealed type Shape, whose"
                + " permitted subtype test.Unit is an enum, which cannot be a case of a sealed field (its cases are"
                + " @Marshalled classes and records): permit a record that holds the enum instead, e.g."
                + " record UnitCase(Unit value) implements Shape").inFile(drawing).onLine(4);
    }

    @Test
    void abstractKotlinClassSeenThroughKaptStubs() {
        // kapt's stub of a Kotlin sealed class: abstract, not sealed, carrying @kotlin.Metadata.
        JavaFileObject metadata = source("kotlin.Metadata", """
                package kotlin;
                @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
                public @interface Metadata { int k() default 1; }
                """);
        JavaFileObject shape = source("test.Shape", """
                package test;
                @kotlin.Metadata
                public abstract class Shape {}
                """);
        JavaFileObject drawing = source("test.ErroneousDrawing", """
                package test;
                @dev.marshalled.Marshalled
                public record ErroneousDrawing(
                        Shape shape) {}
                """);
        Compilation compilation = compile(metadata, shape, drawing);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'shape' of test.ErroneousDrawing has type test.Shape, an"
                + " abstract Kotlin class or interface: kapt shows javac a Kotlin sealed class without its subclasses,"
                + " so the processor cannot list them; mark the field @Polymorphic and give each class it may hold"
                + " @Marshalled(id = N), or use a concrete @Marshalled type").inFile(drawing).onLine(4);
    }

    @Test
    void polymorphicFieldOfAConcreteTypeWithoutAnId() {
        JavaFileObject file = source("test.ErroneousHolder", """
                package test;
                @dev.marshalled.Marshalled
                public class ErroneousHolder {
                    @dev.marshalled.Polymorphic ErroneousHolder next;
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'next' of test.ErroneousHolder is @Polymorphic, but its type"
                + " ErroneousHolder has no type id, so a value of exactly that type could not be written: give"
                + " ErroneousHolder @Marshalled(id = N), or drop @Polymorphic").inFile(file).onLine(4);
    }

    @Test
    void polymorphicEnumField() {
        JavaFileObject file = source("test.ErroneousOrder", """
                package test;
                import dev.marshalled.Polymorphic;
                @dev.marshalled.Marshalled
                public class ErroneousOrder {
                    @Polymorphic
                    Side side;
                    public enum Side { BUY, SELL }
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'side' of test.ErroneousOrder is @Polymorphic, but nothing in"
                + " its type ErroneousOrder.Side is written with a type id, so the annotation does nothing: drop"
                + " @Polymorphic (ErroneousOrder.Side is an enum, written by its ordinal); @Polymorphic is for fields, and elements of containers, of an"
                + " interface, an abstract class or Object, whose values carry their type id").inFile(file).onLine(5);
    }

    @Test
    void polymorphicContainerOfValuesWrittenWithoutTypeIds() {
        JavaFileObject file = source("test.ErroneousIndex", """
                package test;
                import dev.marshalled.Polymorphic;
                import java.util.Map;
                import java.util.UUID;
                @dev.marshalled.Marshalled
                public record ErroneousIndex(long id,
                        @Polymorphic Map<String, UUID> byName, @Polymorphic int[] counts) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining("field 'byName' of test.ErroneousIndex is @Polymorphic, but nothing"
                + " in its type Map<String, UUID> is written with a type id, so the annotation does nothing: drop"
                + " @Polymorphic (String is written as its characters; UUID is a JDK value type, written by its own"
                + " encoding)").inFile(file).onLine(7);
        assertThat(compilation).hadErrorContaining("field 'counts' of test.ErroneousIndex is @Polymorphic, but nothing"
                + " in its type int[] is written with a type id, so the annotation does nothing: drop @Polymorphic"
                + " (int[] is written as its elements)").inFile(file).onLine(7);
    }

    @Test
    void polymorphicConvertedField() {
        JavaFileObject file = source("test.ErroneousPrice", """
                package test;
                import dev.marshalled.ConvertWith;
                import dev.marshalled.Polymorphic;
                import dev.marshalled.WireConverter;
                @dev.marshalled.Marshalled
                @ConvertWith(ErroneousPrice.MoneyConverter.class)
                public record ErroneousPrice(
                        @Polymorphic Money amount) {
                    public record Money(long cents) {}
                    public static final class MoneyConverter implements WireConverter<Money, Long> {
                        @Override public Long toWire(Money value) { return value.cents(); }
                        @Override public Money fromWire(Long wire) { return new Money(wire); }
                    }
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'amount' of test.ErroneousPrice is @Polymorphic, but nothing"
                + " in its type ErroneousPrice.Money is written with a type id, so the annotation does nothing: drop"
                + " @Polymorphic (ErroneousPrice.Money is written as Long, its converter's type)").inFile(file).onLine(8);
    }

    @Test
    void polymorphicFieldOfATypeParameter() {
        JavaFileObject file = source("test.ErroneousBox", """
                package test;
                import dev.marshalled.Polymorphic;
                import java.util.List;
                @dev.marshalled.Marshalled
                public record ErroneousBox<T>(@Polymorphic T value,
                        @Polymorphic List<T> values) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining("field 'value' of test.ErroneousBox is @Polymorphic, but its type T"
                + " is written without a type id: type parameter T is written as the type argument each marshaller of"
                + " ErroneousBox is made with (ErroneousBox<Item> writes an Item), so the annotation does nothing: drop"
                + " @Polymorphic; for values of several types, declare the field as an interface or Object and keep"
                + " @Polymorphic").inFile(file).onLine(5);
        assertThat(compilation).hadErrorContaining("field 'values' of test.ErroneousBox is @Polymorphic, but its type"
                + " List<T> is written without a type id").inFile(file).onLine(6);
    }

    @Test
    void polymorphicFieldWithAnEnumBesideAnInterface() {
        // The key is written by its ordinal, the value with its type id: the annotation applies to the value.
        JavaFileObject file = source("test.Board", """
                package test;
                import dev.marshalled.Polymorphic;
                import java.util.Map;
                @dev.marshalled.Marshalled
                public record Board(@Polymorphic Map<Board.Side, Board.Note> notes) {
                    public enum Side { BUY, SELL }
                    public interface Note {}
                }
                """);
        assertThat(compile(file)).succeededWithoutWarnings();
    }
}
