package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schema lock and generic types: a generic declaration is recorded with its type parameters
 * and its fields by the parameters they name, compared by position; a field of a parameterized
 * type is recorded with its type arguments, and a changed argument is a changed type.
 */
class GenericSchemaLockTest {
    @TempDir
    Path dir;
    private Path lock;

    @BeforeEach
    void setUp() {
        lock = dir.resolve("marshalled.lock");
    }

    private Compilation compile(JavaFileObject... sources) {
        return Compile.withLock(lock, false, sources);
    }

    private Compilation update(JavaFileObject... sources) {
        return Compile.withLock(lock, true, sources);
    }

    private String lockText() throws IOException {
        return Files.readString(lock);
    }

    /** @return the lock read back and shown a line per field ({@link LockBlocks}) */
    private String blocks() throws IOException {
        return LockBlocks.of(lockText());
    }

    /** {@code test.Shop}, its types nested in it, after the given declarations. */
    private static JavaFileObject shop(String body) {
        return source("test.Shop", """
                package test;
                import dev.marshalled.*;
                import java.util.*;
                public class Shop {
                    @Marshalled public record Item(String sku, long cents) {}
                    @Marshalled public record Order(long id) {}
                    public enum Color { RED, GREEN }
                """ + body + "}\n");
    }

    /** Version 1: generic declarations, and a type whose fields are parameterizations of them. */
    private static final String V1 = """
                @Marshalled public record Page<T>(int number, List<T> items) {}
                @Marshalled public record Result<T>(int code, T data) {}
                @Marshalled public record Pair<A, B>(A left, B right, Result<A> wrapped) {}
                @Marshalled public record Use(Page<Item> page, Result<Page<Item>> nested,
                        List<Result<String>> texts, Pair<Item, Long> pair, Page<Color> colors) {}
            """;

    @Test
    void aGenericTypeIsRecordedWithItsParametersAndItsFieldsWithTheirArguments() throws IOException {
        assertThat(compile(shop(V1))).succeededWithoutWarnings();
        String text = blocks();
        assertTrue(text.contains("""
                type test.Shop.Page<T>
                  0 number : int
                  1 items : java.util.List<T>

                type test.Shop.Pair<A,B>
                  0 left : A
                  1 right : B
                  2 wrapped : test.Shop.Result<A>

                type test.Shop.Result<T>
                  0 code : int
                  1 data : T

                type test.Shop.Use
                  0 page : test.Shop.Page<test.Shop.Item>
                  1 nested : test.Shop.Result<test.Shop.Page<test.Shop.Item>>
                  2 texts : java.util.List<test.Shop.Result<java.lang.String>>
                  3 pair : test.Shop.Pair<test.Shop.Item,java.lang.Long>
                  4 colors : test.Shop.Page<test.Shop.Color>

                enum test.Shop.Color
                  RED,GREEN
                """), text);
        assertTrue(text.contains("type test.Shop.Item\n"), "a type that is not generic has no parameters: " + text);
        // Read back, the same sources pass and leave it alone.
        String json = lockText();
        Compilation again = compile(shop(V1));
        assertThat(again).succeededWithoutWarnings();
        assertEquals(json, lockText());
        assertEquals(0, again.notes().stream().filter(n -> n.getMessage(null).contains("schema lock")).count());
    }

    @Test
    void aChangedTypeArgumentIsAChangedType() throws IOException {
        assertThat(compile(shop(V1))).succeeded();
        String before = lockText();
        JavaFileObject file = shop("""
                    @Marshalled public record Page<T>(int number, List<T> items) {}
                    @Marshalled public record Result<T>(int code, T data) {}
                    @Marshalled public record Pair<A, B>(A left, B right, Result<A> wrapped) {}
                    @Marshalled public record Use(Page<Order> page,
                            Result<Page<Order>> nested,
                            List<Result<String>> texts, Pair<Item, Long> pair, Page<Color> colors) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'page' of test.Shop.Use (slot 0) has type"
                + " test.Shop.Page<test.Shop.Order>, but the schema lock " + lock + " records"
                + " test.Shop.Page<test.Shop.Item> there, so stored bytes would be misread: keep the old type, or keep"
                + " the old field marked @Retired and add the new one at the end with @Since(2) (the type must be"
                + " evolvable)").inFile(file).onLine(11);
        assertThat(compilation).hadErrorContaining("field 'nested' of test.Shop.Use (slot 1) has type"
                + " test.Shop.Result<test.Shop.Page<test.Shop.Order>>, but the schema lock " + lock + " records"
                + " test.Shop.Result<test.Shop.Page<test.Shop.Item>> there").inFile(file).onLine(12);
        assertEquals(2, compilation.errors().size(), compilation.errors()::toString);
        assertEquals(before, lockText());
    }

    @Test
    void aFieldOfATypeParameterIsComparedByThePosition() {
        assertThat(compile(shop(V1))).succeeded();
        // Same parameters, but 'left' now holds the second argument: Pair<Item, Long> stored an Item there.
        JavaFileObject file = shop("""
                    @Marshalled public record Page<T>(int number, List<T> items) {}
                    @Marshalled public record Result<T>(int code, T data) {}
                    @Marshalled public record Pair<A, B>(B left,
                            A right, Result<A> wrapped) {}
                    @Marshalled public record Use(Page<Item> page, Result<Page<Item>> nested,
                            List<Result<String>> texts, Pair<Item, Long> pair, Page<Color> colors) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'left' of test.Shop.Pair (slot 0) has type B, but the schema"
                + " lock " + lock + " records A there").inFile(file).onLine(10);
        assertThat(compilation).hadErrorContaining("field 'right' of test.Shop.Pair (slot 1) has type A, but the"
                + " schema lock " + lock + " records B there").inFile(file).onLine(11);
        assertEquals(2, compilation.errors().size(), compilation.errors()::toString);
    }

    @Test
    void renamingATypeParameterInPlaceIsFree() throws IOException {
        assertThat(compile(shop(V1))).succeeded();
        Compilation compilation = compile(shop("""
                    @Marshalled public record Page<E>(int number, List<E> items) {}
                    @Marshalled public record Result<T>(int code, T data) {}
                    @Marshalled public record Pair<L, R>(L left, R right, Result<L> wrapped) {}
                    @Marshalled public record Use(Page<Item> page, Result<Page<Item>> nested,
                            List<Result<String>> texts, Pair<Item, Long> pair, Page<Color> colors) {}
                """));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).hadNoteContaining("schema lock " + lock + " updated for");
        String text = blocks();
        assertTrue(text.contains("type test.Shop.Page<E>\n  0 number : int\n  1 items : java.util.List<E>\n"), text);
        assertTrue(text.contains("type test.Shop.Pair<L,R>\n  0 left : L\n  1 right : R\n"
                + "  2 wrapped : test.Shop.Result<L>\n"), text);
    }

    @Test
    void reorderedTypeParameters() throws IOException {
        assertThat(compile(shop(V1))).succeeded();
        String before = lockText();
        JavaFileObject file = shop("""
                    @Marshalled public record Page<T>(int number, List<T> items) {}
                    @Marshalled public record Result<T>(int code, T data) {}
                    @Marshalled public record Pair<
                            B,
                            A>(A left, B right, Result<A> wrapped) {}
                    @Marshalled public record Use(Page<Item> page, Result<Page<Item>> nested,
                            List<Result<String>> texts, Pair<Item, Long> pair, Page<Color> colors) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("@Marshalled type test.Shop.Pair declares type parameters <B, A>,"
                + " but the schema lock " + lock + " records type parameters <A, B>; a field of a generic type gives"
                + " its type arguments by position, so reordering the parameters changes what every field of type"
                + " test.Shop.Pair holds and stored bytes would be misread: restore the order <A, B> (renaming a"
                + " parameter in place is free), or accept the change with -Amarshalled.lock.update=true if no stored"
                + " bytes must be read")
                .inFile(file).onLine(11);
        // Its fields now name other positions; the one error says so.
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
        assertEquals(before, lockText());
        assertThat(update(file)).succeeded();
        assertTrue(blocks().contains("type test.Shop.Pair<B,A>\n  0 left : A\n"), lockText());
    }

    @Test
    void addedTypeParameter() {
        assertThat(compile(shop(V1))).succeeded();
        JavaFileObject file = shop("""
                    @Marshalled public record Page<T>(int number, List<T> items) {}
                    @Marshalled(evolvable = true) public record Result<T,
                            M>(int code, T data, @Since(2) M meta) {}
                    @Marshalled public record Pair<A, B>(A left, B right, Result<A, String> wrapped) {}
                    @Marshalled public record Use(Page<Item> page, Result<Page<Item>, String> nested,
                            List<Result<String, String>> texts, Pair<Item, Long> pair, Page<Color> colors) {}
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("@Marshalled type test.Shop.Result declares type parameters"
                + " <T, M>, but the schema lock " + lock + " records type parameter <T>; a field of a generic type"
                + " gives its type arguments by position, so every field of type test.Shop.Result would change type,"
                + " and its stored bytes were written for <T>: keep those parameters and give a new field a concrete"
                + " type (appended with @Since to an evolvable type), or declare a new generic type, or accept the"
                + " change with -Amarshalled.lock.update=true if no stored bytes must be read").inFile(file).onLine(10);
        // Result's flag changed too: a change of the type itself is still said. The fields that use it
        // changed type, each in its own type's block.
        assertThat(compilation).hadErrorContaining("@Marshalled type test.Shop.Result has evolvable = false in the"
                + " schema lock").inFile(file).onLine(9);
        assertThat(compilation).hadErrorContaining("field 'wrapped' of test.Shop.Pair (slot 2) has type"
                + " test.Shop.Result<A,java.lang.String>, but the schema lock " + lock + " records"
                + " test.Shop.Result<A> there").inFile(file).onLine(11);
        assertThat(compilation).hadErrorContaining("field 'nested' of test.Shop.Use (slot 1)").inFile(file).onLine(12);
        assertThat(compilation).hadErrorContaining("field 'texts' of test.Shop.Use (slot 2)").inFile(file).onLine(13);
        // Those and nothing else: Page, and the fields of Use that do not hold a Result, are as locked.
        onlyErrors(compilation, "@Marshalled type test.Shop.Result declares type parameters <T, M>",
                "@Marshalled type test.Shop.Result has evolvable = false", "field 'wrapped' of test.Shop.Pair (slot 2)",
                "field 'nested' of test.Shop.Use (slot 1)", "field 'texts' of test.Shop.Use (slot 2)");
    }

    /** Each error {@code named} was reported once, and no other. */
    private static void onlyErrors(Compilation compilation, String... named) {
        List<String> errors = compilation.errors().stream().map(e -> e.getMessage(null)).toList();
        for (String error : named) {
            assertEquals(1, errors.stream().filter(e -> e.contains(error)).count(), () -> error + " in " + errors);
        }
        assertEquals(List.of(), errors.stream().filter(e -> Arrays.stream(named).noneMatch(e::contains)).toList(),
                "errors besides those expected");
    }

    @Test
    void removedTypeParameter() {
        JavaFileObject v1 = source("test.Both", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Both<A, B>(A left, B right) {}
                """);
        assertThat(compile(v1)).succeeded();
        JavaFileObject one = source("test.Both", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Both<B>(String left, B right) {}
                """);
        Compilation compilation = compile(one);
        assertThat(compilation).hadErrorContaining("@Marshalled type test.Both declares type parameter <B>, but the"
                + " schema lock " + lock + " records type parameters <A, B>; a field of a generic type gives its type"
                + " arguments by position, so every field of type test.Both would change type, and its stored bytes"
                + " were written for <A, B>: put those parameters back (a field of one that is no longer needed can"
                + " stay, marked @Retired), or accept the change with -Amarshalled.lock.update=true if no stored bytes"
                + " must be read").inFile(one).onLine(4);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
        JavaFileObject none = source("test.Both", """
                package test;
                import dev.marshalled.Marshalled;
                @Marshalled
                public record Both(String left, Long right) {}
                """);
        assertThat(compile(none)).hadErrorContaining("@Marshalled type test.Both declares no type parameters, but the"
                + " schema lock " + lock + " records type parameters <A, B>;").inFile(none).onLine(4);
    }

    @Test
    void anEnumThatIsATypeArgumentKeepsItsConstants() {
        assertThat(compile(shop(V1))).succeeded();
        JavaFileObject file = source("test.Shop", """
                package test;
                import dev.marshalled.*;
                import java.util.*;
                public class Shop {
                    @Marshalled public record Item(String sku, long cents) {}
                    @Marshalled public record Order(long id) {}
                    public enum Color { GREEN, RED }
                    @Marshalled public record Page<T>(int number, List<T> items) {}
                    @Marshalled public record Result<T>(int code, T data) {}
                    @Marshalled public record Pair<A, B>(A left, B right, Result<A> wrapped) {}
                    @Marshalled public record Use(Page<Item> page, Result<Page<Item>> nested,
                            List<Result<String>> texts, Pair<Item, Long> pair,
                            Page<Color> colors) {}
                }
                """);
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorContaining("field 'colors' of test.Shop.Use uses enum test.Shop.Color, whose"
                + " constants were RED,GREEN in the schema lock " + lock + " and are now GREEN,RED; the wire holds"
                + " ordinals, so only appending constants is safe").inFile(file).onLine(13);
        assertEquals(1, compilation.errors().size(), compilation.errors()::toString);
    }

    private static JavaFileObject result(String declaration) {
        return source("test.Result", """
                package test;
                import dev.marshalled.*;
                import java.util.List;
                """ + declaration);
    }

    @Test
    void anEvolvableGenericTypeAppendsFieldsWithSince() throws IOException {
        assertThat(compile(result("""
                @Marshalled(evolvable = true)
                public record Result<T>(int code, T data) {}
                """))).succeeded();
        assertThat(compile(result("""
                @Marshalled(evolvable = true)
                public record Result<T>(int code, T data, @Since(2) List<T> more, @Since(2) String note) {}
                """))).succeededWithoutWarnings();
        assertTrue(blocks().contains("type test.Result<T> evolvable\n  0 code : int\n  1 data : T\n"
                + "  2 more since=2 : java.util.List<T>\n  3 note since=2 : java.lang.String\n"), lockText());
        JavaFileObject file = result("""
                @Marshalled(evolvable = true)
                public record Result<T>(int code, T data, @Since(2) List<T> more, @Since(2) String note,
                        @Since(2) T extra) {}
                """);
        assertThat(compile(file)).hadErrorContaining("field 'extra' of test.Result is new since the schema lock " + lock
                + ", whose newest version of the type is 2: mark it @Since(3)").inFile(file).onLine(6);
    }

    @Test
    void aLockThatDoesNotRecordTypeParametersReadsThemFromTheType() throws IOException {
        // As the processor wrote a generic type before the lock recorded its parameters.
        Files.writeString(lock, """
                type test.Shop.Page
                  0 number : int
                  1 items : java.util.List<T>

                type test.Shop.Pair
                  0 left : A
                  1 right : B
                  2 wrapped : test.Shop.Result<A>
                """);
        Compilation compilation = compile(shop(V1));
        assertThat(compilation).succeededWithoutWarnings();
        String text = blocks();
        assertTrue(text.contains("type test.Shop.Page<T>\n  0 number : int\n  1 items : java.util.List<T>\n"), text);
        assertTrue(text.contains("type test.Shop.Pair<A,B>\n"), text);
        // And the block still holds the fields to their parameters.
        JavaFileObject file = source("test.Shop", """
                package test;
                import dev.marshalled.*;
                import java.util.*;
                public class Shop {
                    @Marshalled public record Page<T>(int number, List<String> items) {}
                }
                """);
        Files.writeString(lock, "type test.Shop.Page\n  0 number : int\n  1 items : java.util.List<T>\n");
        assertThat(compile(file)).hadErrorContaining("field 'items' of test.Shop.Page (slot 1) has type"
                + " java.util.List<java.lang.String>, but the schema lock " + lock + " records java.util.List<T> there")
                .inFile(file).onLine(5);
    }

    @Test
    void aMalformedTypeParameterListIsUnreadable() throws IOException {
        Files.writeString(lock, "type test.Result<T,>\n  0 data : T\n");
        JavaFileObject file = result("""
                @Marshalled
                public record Result<T>(T data) {}
                """);
        assertThat(compile(file)).hadErrorContaining("the schema lock " + lock + " cannot be read: " + lock
                + " line 1: cannot read the type 'test.Result<T,>': expected a type name after 'test.Result<T,'; correct"
                + " the line, or delete the file to record every type afresh").inFile(file).onLine(5);
        Files.writeString(lock, "type <T>\n  0 data : T\n");
        assertThat(compile(file)).hadErrorContaining("line 1: cannot read the type '<T>': expected a type name at the"
                + " start").inFile(file).onLine(5);
        Files.writeString(lock, "type test.Result<java.util.List<T>>\n  0 data : T\n");
        assertThat(compile(file)).hadErrorContaining("line 1: a type parameter is a name, not java.util.List<T>, in"
                + " test.Result<java.util.List<T>>").inFile(file).onLine(5);
        Files.writeString(lock, "type test.Result<T>\n  0 data : java.util.List<T\n");
        assertThat(compile(file)).hadErrorContaining("line 2: cannot read the type 'java.util.List<T': expected ',' or"
                + " '>' after 'java.util.List<T'").inFile(file).onLine(5);
    }
}
