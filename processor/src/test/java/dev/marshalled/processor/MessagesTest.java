package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.compile;
import static dev.marshalled.processor.Compile.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every compile error the processor reports: its text, and the line it points at. */
class MessagesTest {

    @Test
    void interfaceIsNotAClassOrRecord() {
        JavaFileObject file = source("test.ErroneousInterface", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public interface ErroneousInterface {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "@Marshalled applies to classes and records, not to interface test.ErroneousInterface:"
                        + " move the annotation to a class or record").inFile(file).onLine(4);
    }

    @Test
    void enumIsNotAClassOrRecord() {
        JavaFileObject file = source("test.ErroneousEnum", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public enum ErroneousEnum { A }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "not to enum test.ErroneousEnum: move the annotation to a class or record (enums need no annotation,"
                        + " they are supported as field types)").inFile(file).onLine(4);
    }

    @Test
    void abstractClass() {
        JavaFileObject file = source("test.ErroneousAbstract", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public abstract class ErroneousAbstract { int x; }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "@Marshalled class test.ErroneousAbstract is abstract, so reading cannot create it:"
                        + " annotate its concrete subclasses instead").inFile(file).onLine(4);
    }

    @Test
    void privateNestedType() {
        JavaFileObject file = source("test.ErroneousOuter", """
                package test;
                import dev.marshalled.Marshalled;
                public class ErroneousOuter {
                    @Marshalled
                    private record Hidden(int x) {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "@Marshalled type test.ErroneousOuter.Hidden is private (or nested in a private type), so the generated"
                        + " ErroneousOuter_HiddenMarshaller cannot reach it: make it package-private or public")
                .inFile(file).onLine(5);
    }

    @Test
    void innerClass() {
        JavaFileObject file = source("test.ErroneousHolder", """
                package test;
                import dev.marshalled.Marshalled;
                public class ErroneousHolder {
                    @Marshalled
                    public class Inner { int x; }
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "@Marshalled class test.ErroneousHolder.Inner is an inner class and needs an enclosing instance to be"
                        + " created: declare it static").inFile(file).onLine(5);
    }

    @Test
    void genericTypeWithTypeId() {
        JavaFileObject file = source("test.ErroneousGenericId", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 7)
                public record ErroneousGenericId<T>(T value) {}
                """);
        assertThat(compile(file)).hadErrorContaining(
                "@Marshalled type test.ErroneousGenericId declares type parameter T and a type id, but an id names"
                        + " one class and type arguments are not on the wire: drop the id, and give it to a non-generic"
                        + " subclass instead, e.g. @Marshalled(id = N) class ItemPage extends ErroneousGenericId<Item>")
                .inFile(file).onLine(4);
    }

    @Test
    void genericTypeWithReferences() {
        JavaFileObject file = source("test.ErroneousGenericNode", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled(references = true)
                public class ErroneousGenericNode<T> { T value; }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "@Marshalled type test.ErroneousGenericNode declares type parameter T and references = true, which a"
                        + " generic type cannot have: drop references, or keep identity in a non-generic subclass, e.g."
                        + " @Marshalled(references = true) class ItemNode extends ErroneousGenericNode<Item>")
                .inFile(file).onLine(4);
    }

    @Test
    void rawGenericField() {
        JavaFileObject file = source("test.ErroneousRawPage", """
                package test;
                import dev.marshalled.Marshalled;
                public class ErroneousRawPage {
                    @Marshalled
                    public record Page<T>(java.util.List<T> items) {}
                    @Marshalled
                    @SuppressWarnings("rawtypes")
                    public record Holder(Page page) {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'page' of test.ErroneousRawPage.Holder has raw type test.ErroneousRawPage.Page, which gives no"
                        + " argument for its type parameter T, so its fields have no known encoding: give it type"
                        + " arguments, e.g. Page<String>")
                .inFile(file).onLine(8);
    }

    @Test
    void wildcardTypeArgument() {
        JavaFileObject file = source("test.ErroneousWildcard", """
                package test;
                import dev.marshalled.Marshalled;
                public class ErroneousWildcard {
                    @Marshalled
                    public record Event<T>(String id, T data) {}
                    @Marshalled
                    public record Log(Event<?> last) {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'last' of test.ErroneousWildcard.Log has type test.ErroneousWildcard.Event<?>, whose type"
                        + " argument ? is a wildcard, which stands for many types and so has no one encoding: name the"
                        + " type itself; for values of"
                        + " several types, use a sealed type whose permitted subtypes are @Marshalled, or mark a field"
                        + " @Polymorphic")
                .inFile(file).onLine(7);
    }

    @Test
    void unsupportedTypeArgument() {
        JavaFileObject file = source("test.ErroneousArgument", """
                package test;
                import dev.marshalled.Marshalled;
                public class ErroneousArgument {
                    @Marshalled
                    public record Page<T>(int number, T content) {}
                    @Marshalled
                    public record Holder(Page<java.util.ArrayList<String>> page) {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'page' of test.ErroneousArgument.Holder has type"
                        + " test.ErroneousArgument.Page<java.util.ArrayList<java.lang.String>>, whose type argument"
                        + " ArrayList<String> cannot be an argument of a generic @Marshalled type: use a @Marshalled"
                        + " type, String, a box, an enum, a JDK value type, a primitive array, or a List, Set,"
                        + " SortedSet, Map, SortedMap or Optional of these; hold anything else")
                .inFile(file).onLine(7);
    }

    @Test
    void genericTypeHoldingItselfAtLargerArguments() {
        JavaFileObject file = source("test.ErroneousEndless", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.List;
                public class ErroneousEndless {
                    @Marshalled
                    public record Node<T>(T value, Node<T> next, Node<List<T>> deeper) {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'deeper' of test.ErroneousEndless.Node has type test.ErroneousEndless.Node<java.util.List<T>>,"
                        + " through which Node holds itself at ever larger type arguments, so its parameterizations have"
                        + " no end and no schema can describe them: hold the generic type at its own parameters"
                        + " (Node<T>, not Node<List<T>>), or give the field a concrete type")
                .inFile(file).onLine(6);
    }

    @Test
    void genericTypeHoldingItselfAtLargerArgumentsInsideAnotherType() {
        // The growing type is an argument of the field's type, not the field's type itself.
        JavaFileObject file = source("test.ErroneousGrows", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.List;
                @Marshalled
                public class ErroneousGrows<T> {
                    List<ErroneousGrows<List<T>>> deeper;
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "field 'deeper' of test.ErroneousGrows has type"
                        + " java.util.List<test.ErroneousGrows<java.util.List<T>>>, through which ErroneousGrows holds"
                        + " itself at ever larger type arguments, so its parameterizations have no end and no schema"
                        + " can describe them: hold the generic type at its own parameters (Node<T>, not"
                        + " Node<List<T>>), or give the field a concrete type")
                .inFile(file).onLine(6);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void aGrowingCycleThroughTwoTypesIsOneErrorOnTheFieldThatGrows() {
        // Wrap passes its parameter on as it is: the advice to hold Node at its own parameters fits only Node.wrap.
        JavaFileObject file = source("test.ErroneousWrapped", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.List;
                public class ErroneousWrapped {
                    @Marshalled
                    public record Node<T>(T value, Wrap<List<T>> wrap) {}
                    @Marshalled
                    public record Wrap<X>(Node<X> inner) {}
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "field 'wrap' of test.ErroneousWrapped.Node has type test.ErroneousWrapped.Wrap<java.util.List<T>>,"
                        + " through which Node holds itself at ever larger type arguments, so its parameterizations"
                        + " have no end and no schema can describe them: hold the generic type at its own parameters"
                        + " (Node<T>, not Node<List<T>>), or give the field a concrete type")
                .inFile(file).onLine(6);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void typeVariableArray() {
        JavaFileObject file = source("test.ErroneousVariableArray", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousVariableArray<T> {
                    T[] values;
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'values' of test.ErroneousVariableArray has type T[], an array of type parameter T, which"
                        + " cannot be created when reading: use a List instead")
                .inFile(file).onLine(5);
    }

    @Test
    void finalFieldsNoConstructorSetsAreOneErrorOnTheType() {
        JavaFileObject file = source("test.ErroneousFinals", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousFinals {
                    private final long id;
                    private final String name;
                    private int count;
                    ErroneousFinals() { id = 1; name = "fixed"; }
                    ErroneousFinals(long id) { this.id = id; this.name = "fixed"; }
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "@Marshalled class test.ErroneousFinals has no constructor that sets its final fields 'id', 'name', and a"
                        + " final field can only be set by a constructor: add a constructor (of any access) whose"
                        + " parameters are named and typed like them, e.g. ErroneousFinals(long id, String name), or make"
                        + " them non-final (or transient, if construction alone gives the value)").inFile(file).onLine(4);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void everyProblemOfATypeInOneRound() {
        JavaFileObject file = source("test.ErroneousMany", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousMany {
                    private final String name;
                    private Thread owner;
                    private java.util.Date created;
                    private ErroneousMany(String label) { name = label; }
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("no constructor that sets its final field 'name'").inFile(file)
                .onLine(4);
        assertThat(compilation).hadErrorContaining("field 'owner' of test.ErroneousMany has type java.lang.Thread")
                .inFile(file).onLine(6);
        assertThat(compilation).hadErrorContaining("field 'created' of test.ErroneousMany has type java.util.Date")
                .inFile(file).onLine(7);
        assertEquals(3, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void legacyDateSuggestsInstant() {
        JavaFileObject file = source("test.ErroneousDate", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousDate {
                    int id;
                    java.util.Date created;
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "field 'created' of test.ErroneousDate has type java.util.Date, which is not supported: use"
                        + " java.time.Instant for a point in time (or LocalDate, LocalDateTime, OffsetDateTime or"
                        + " ZonedDateTime), convert it to one with a WireConverter named in @ConvertWith, or mark it"
                        + " transient; the supported JDK types are UUID, BigInteger,"
                        + " BigDecimal, Instant, Duration, LocalDate, LocalTime, LocalDateTime, OffsetDateTime,"
                        + " ZonedDateTime, Period, BitSet, OptionalInt, OptionalLong, OptionalDouble, URI, Locale,"
                        + " Currency, ZoneId, ZoneOffset, Year, YearMonth, MonthDay, OffsetTime")
                .inFile(file).onLine(6);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void finalFieldWithoutConstructorParameter() {
        JavaFileObject file = source("test.ErroneousFinal", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousFinal {
                    int x;
                    final String name;
                    public ErroneousFinal() { name = "fixed"; }
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "@Marshalled class test.ErroneousFinal has no constructor that sets its final field 'name', and a final"
                        + " field can only be set by a constructor: add a constructor (of any access) whose parameters"
                        + " are named and typed like it, e.g. ErroneousFinal(String name), or make it non-final (or"
                        + " transient, if construction alone gives the value)")
                .inFile(file).onLine(4);
    }

    @Test
    void noUsableConstructor() {
        JavaFileObject file = source("test.ErroneousConstructor", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousConstructor {
                    int x;
                    public ErroneousConstructor(int x, int unrelated) { this.x = x; }
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "@Marshalled class test.ErroneousConstructor has no constructor that reading can call: add a"
                        + " no-argument constructor (it may be private, e.g. private ErroneousConstructor() {}), or one"
                        + " whose parameters are named and typed like the fields").inFile(file).onLine(4);
    }

    @Test
    void typeVariableField() {
        JavaFileObject base = source("test.Base", """
                package test;
                public class Base<T> {
                    public T payload;
                }
                """);
        JavaFileObject file = source("test.ErroneousTypeVariable", """
                package test;
                import dev.marshalled.Marshalled;
                public class ErroneousTypeVariable {
                    @Marshalled
                    @SuppressWarnings("rawtypes")
                    public static class Raw extends Base { int x; }
                }
                """);
        Compilation compilation = compile(base, file);
        assertThat(compilation).hadErrorContaining(
                "field 'payload' of test.ErroneousTypeVariable.Raw has type java.lang.Object, an interface, abstract"
                        + " class or Object, so reading could not know which class to create")
                .inFile(base).onLine(3);
    }

    @Test
    void unsupportedJdkType() {
        JavaFileObject file = source("test.ErroneousThread", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousThread {
                    int x;
                    Thread owner;
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'owner' of test.ErroneousThread has type java.lang.Thread, which is not supported: use a"
                        + " supported type (primitives and their boxes, String, enums, @Marshalled"
                        + " types, the JDK types UUID, BigInteger, BigDecimal, Instant, Duration, LocalDate, LocalTime,"
                        + " LocalDateTime, OffsetDateTime, ZonedDateTime, Period, BitSet, OptionalInt, OptionalLong,"
                        + " OptionalDouble, URI, Locale, Currency, ZoneId, ZoneOffset, Year, YearMonth, MonthDay,"
                        + " OffsetTime, arrays of these, and collections, maps and Optionals of these with concrete"
                        + " type arguments), convert it to one with a WireConverter named in @ConvertWith, or mark it"
                        + " transient")
                .inFile(file).onLine(6);
    }

    @Test
    void urlSuggestsUri() {
        JavaFileObject file = source("test.ErroneousUrl", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record ErroneousUrl(java.net.URL homepage) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "field 'homepage' of test.ErroneousUrl has type java.net.URL, which is not supported (URL.equals and"
                        + " hashCode resolve host names over the network): use java.net.URI, a supported type"
                        + " (URL.toURI() and URI.toURL() convert), or mark it transient").inFile(file).onLine(4);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void unsupportedObjectArray() {
        JavaFileObject file = source("test.ErroneousArray", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record ErroneousArray(Thread[] threads) {}
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'threads' of test.ErroneousArray has type java.lang.Thread[], which is not supported")
                .inFile(file).onLine(4);
    }

    @Test
    void rawCollection() {
        JavaFileObject file = source("test.ErroneousRaw", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousRaw {
                    @SuppressWarnings("rawtypes")
                    java.util.List items;
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'items' of test.ErroneousRaw has raw type java.util.List, whose elements have no known encoding:"
                        + " give it concrete type arguments, e.g. List<String>").inFile(file).onLine(6);
    }

    @Test
    void enumContainersOfATypeParameter() {
        JavaFileObject file = source("test.ErroneousFlags", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.*;
                @Marshalled
                public record ErroneousFlags<E extends Enum<E>, T>(EnumSet<E> set,
                        EnumMap<E, T> map) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'set' of test.ErroneousFlags has type java.util.EnumSet<E>,"
                + " whose enum E is a type parameter, but reading creates the EnumSet from its enum's class, which a type"
                + " parameter does not give: name the enum itself, e.g. EnumSet<Color>, or use a Set")
                .inFile(file).onLine(5);
        assertThat(compilation).hadErrorContaining("field 'map' of test.ErroneousFlags has type java.util.EnumMap<E,T>,"
                + " whose enum E is a type parameter, but reading creates the EnumMap from its enum's class, which a type"
                + " parameter does not give: name the enum itself, e.g. EnumMap<Color, T>, or use a Map")
                .inFile(file).onLine(6);
    }

    @Test
    void wildcardAndTypeVariableArguments() {
        JavaFileObject file = source("test.ErroneousWildcard", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.*;
                @Marshalled
                public record ErroneousWildcard(List<? extends Number> numbers, Map<String, ?> any) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "field 'numbers' of test.ErroneousWildcard has type java.util.List<? extends java.lang.Number>, whose"
                        + " type argument ? extends java.lang.Number is a wildcard, which stands for many types and so has"
                        + " no one encoding: name the type itself, e.g. List<Number>").inFile(file).onLine(5);
        assertThat(compilation).hadErrorContaining("field 'any' of test.ErroneousWildcard has type"
                + " java.util.Map<java.lang.String,?>, whose type argument ? is a wildcard").inFile(file).onLine(5);
    }

    @Test
    void sortedSetOfNonComparable() {
        JavaFileObject file = source("test.ErroneousSorted", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.TreeSet;
                @Marshalled
                public class ErroneousSorted {
                    TreeSet<Item> items;
                    @Marshalled
                    public record Item(int id) {}
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'items' of test.ErroneousSorted has sorted type java.util.TreeSet<test.ErroneousSorted.Item>, but"
                        + " test.ErroneousSorted.Item is not Comparable, so its order needs a comparator, which cannot be"
                        + " written: make Item implement Comparable, or use a List or a LinkedHashSet/LinkedHashMap")
                .inFile(file).onLine(6);
    }

    @Test
    void arrayOfGenericType() {
        JavaFileObject file = source("test.ErroneousGenericArray", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.List;
                @Marshalled
                public class ErroneousGenericArray {
                    List<String>[] lists;
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'lists' of test.ErroneousGenericArray has type java.util.List<java.lang.String>[], an array of a"
                        + " generic type, which cannot be created when reading: use a List instead, e.g."
                        + " List<List<String>>").inFile(file).onLine(6);
    }

    @Test
    void interfaceFieldType() {
        JavaFileObject file = source("test.ErroneousShape", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.List;
                @Marshalled
                public class ErroneousShape {
                    Shape shape;
                    List<Shape> shapes;
                    interface Shape {}
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining(
                "field 'shape' of test.ErroneousShape has type test.ErroneousShape.Shape, an interface, abstract class"
                        + " or Object, so reading could not know which class to create: make it a sealed type whose"
                        + " permitted subtypes are @Marshalled, or mark the field @Polymorphic and give each class it may"
                        + " hold @Marshalled(id = N), or use a concrete @Marshalled type, or mark the field transient")
                .inFile(file).onLine(6);
        assertThat(compilation).hadErrorContaining("field 'shapes' of test.ErroneousShape has type"
                + " test.ErroneousShape.Shape, an interface, abstract class or Object").inFile(file).onLine(7);
    }

    @Test
    void unsupportedElementType() {
        JavaFileObject file = source("test.ErroneousElement", """
                package test;
                import dev.marshalled.Marshalled;
                import java.util.Map;
                @Marshalled
                public class ErroneousElement {
                    Map<String, Thread> threads;
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'threads' of test.ErroneousElement has type java.util.Map<java.lang.String,java.lang.Thread>,"
                        + " which is not supported").inFile(file).onLine(6);
    }

    @Test
    void unsupportedUserType() {
        JavaFileObject file = source("test.ErroneousOwner", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousOwner {
                    Owner owner;
                    static class Owner { String name; }
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'owner' of test.ErroneousOwner has type test.ErroneousOwner.Owner, which is not supported:"
                        + " annotate Owner with @Marshalled, or if it is not yours, convert it to a supported type with"
                        + " a WireConverter named in @ConvertWith (on the field, the type or the package), or mark it"
                        + " transient").inFile(file).onLine(5);
    }

    @Test
    void unresolvedType() {
        JavaFileObject file = source("test.ErroneousMissing", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousMissing {
                    int x;
                    NoSuchType missing;
                }
                """);
        assertThat(compile(file)).hadErrorContaining(
                "field 'missing' of test.ErroneousMissing has a type that could not be resolved: NoSuchType;"
                        + " check that it is on the classpath or generated by another processor").inFile(file).onLine(6);
    }

    @Test
    void twoTypesWithTheSameMarshallerName() {
        JavaFileObject nested = source("test.Outer", """
                package test;
                import dev.marshalled.Marshalled;
                public class Outer {
                    @Marshalled
                    public record Inner(int x) {}
                }
                """);
        JavaFileObject flat = source("test.Outer_Inner", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Outer_Inner(int y) {}
                """);
        Compilation compilation = compile(nested, flat);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("the marshaller of test.Outer_Inner would be"
                + " test.Outer_InnerMarshaller, the same class as the marshaller of test.Outer.Inner: rename one of the"
                + " two types").inFile(flat).onLine(4);
    }

    @Test
    void handWrittenClassWithTheMarshallersName() {
        JavaFileObject trade = source("test.Trade", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Trade(long id) {}
                """);
        JavaFileObject old = source("test.TradeMarshaller", """
                package test;
                public final class TradeMarshaller {}
                """);
        Compilation compilation = compile(trade, old);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("the marshaller of test.Trade would be test.TradeMarshaller, but"
                + " a class of that name is already in this compilation: rename or remove that class (marshallers are"
                + " generated, never written by hand)").inFile(trade).onLine(4);
    }

    @Test
    void listOfAPrivateNestedClass() {
        // A private enum in a List is written (HiddenEnumsTest); a private class is not an enum the
        // marshaller can hold as Enum<?>, and its own marshaller could not be called with it.
        JavaFileObject file = source("test.ErroneousHolder", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousHolder {
                    java.util.List<Secret> all;
                    @Marshalled private record Secret(int a) {}
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'all' of test.ErroneousHolder has type"
                + " java.util.List<test.ErroneousHolder.Secret>, but test.ErroneousHolder.Secret is private, so the"
                + " generated marshaller, a class of its own in package test, cannot name it: make Secret"
                + " package-private or public").inFile(file).onLine(5);
    }

    @Test
    void privateEnumAsTheArgumentOfABoundedParameter() {
        // Generated code holds a private enum's values as Enum<?>, which T extends Comparable<T> does not admit.
        JavaFileObject ranked = source("test.Ranked", """
                package test;
                @dev.marshalled.Marshalled
                public record Ranked<T extends Comparable<T>>(T value) {}
                """);
        JavaFileObject file = source("test.ErroneousHolder", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record ErroneousHolder(Ranked<ErroneousHolder.Level> top) {
                    private enum Level { LOW, HIGH }
                }
                """);
        Compilation compilation = compile(ranked, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'top' of test.ErroneousHolder has type"
                + " test.Ranked<test.ErroneousHolder.Level>, but test.ErroneousHolder.Level is private, so the"
                + " generated marshaller, a class of its own in package test, cannot name it: make Level"
                + " package-private or public").inFile(file).onLine(4);
    }

    @Test
    void listOfAPackagePrivateEnumOfASuperclassElsewhere() {
        // The JVM lets no class of package test reach other.Base.Kind, not even through a private
        // lookup in the subclass: only public or protected nesting all the way out is reachable.
        JavaFileObject base = source("other.Base", """
                package other;
                public class Base {
                    enum Kind { X }
                    protected java.util.List<Kind> kinds;
                }
                """);
        JavaFileObject file = source("test.ErroneousSub", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousSub extends other.Base {
                }
                """);
        Compilation compilation = compile(base, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("but other.Base.Kind is package-private in package other, so the"
                + " generated marshaller, a class of its own in package test, cannot name it: make Kind public")
                .inFile(base).onLine(4);
    }

    @Test
    void noMarshallerCallsOneThatIsNotWrittenAtAnyDepth() {
        // Broken is refused, so Middle's marshaller, which would call it, is not written; nor then is
        // Top's, which would call Middle's: the one error is the user's, none is in a generated file.
        JavaFileObject top = source("test.Top", """
                package test;
                @dev.marshalled.Marshalled
                public record Top(Middle middle, java.util.List<Middle> more) {}
                """);
        JavaFileObject middle = source("test.Middle", """
                package test;
                @dev.marshalled.Marshalled
                public record Middle(ErroneousBroken broken) {}
                """);
        JavaFileObject broken = source("test.ErroneousBroken", """
                package test;
                @dev.marshalled.Marshalled
                public record ErroneousBroken(Thread thread) {}
                """);
        Compile.Result result = Compile.toDisk(top, middle, broken);
        assertEquals(1, result.errors(), () -> result.diagnostics().toString());
        assertFalse(result.generated("test/MiddleMarshaller.java"));
        assertFalse(result.generated("test/TopMarshaller.java"));
    }

    @Test
    void oneBrokenTypeDoesNotStopTheOthers() {
        JavaFileObject broken = source("test.ErroneousBroken", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class ErroneousBroken { Thread t; }
                """);
        JavaFileObject good = source("test.Good", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Good(int x, String s) {}
                """);
        Compile.Result result = Compile.toDisk(broken, good);
        assertEquals(1, result.errors(), () -> result.diagnostics().toString());
        assertTrue(result.generated("test/GoodMarshaller.java"), "GoodMarshaller was not generated");
        assertFalse(result.generated("test/ErroneousBrokenMarshaller.java"));
    }

    @Test
    void transientStaticAndUnsupportedTransientFieldsAreSkipped() {
        JavaFileObject file = source("test.Skips", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public class Skips {
                    static Thread shared;
                    transient Thread cache;
                    int kept;
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.SkipsMarshaller").contentsAsUtf8String()
                .doesNotContain("cache");
    }
}
