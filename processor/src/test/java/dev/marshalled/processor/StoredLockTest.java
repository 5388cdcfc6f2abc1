package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.schema.Change;
import dev.marshalled.schema.ChangeKind;
import dev.marshalled.schema.Wording;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lock files users have committed must keep reading: {@code locks/shop-0.1.lock} was written by
 * the processor of version 0.1.0-SNAPSHOT (before the lock compared through the runtime's schema
 * model) for the sources next to it, {@code locks/catalog-0.1.lock} by the first processor with
 * generic types (before the lock recorded type parameters) for {@code catalog-src}; both are the
 * former text form. {@code locks/shop-0.2.lock} was written by the first processor whose lock is the
 * schema JSON (indented), for {@code shop-src}; {@code locks/shop-0.3.lock} by the first that writes it
 * a line per field. And the lock's messages are the shared catalogue's.
 */
class StoredLockTest {
    @TempDir
    Path dir;

    private static String resource(String name) throws IOException {
        try (InputStream in = StoredLockTest.class.getResourceAsStream("/locks/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private Path storedLock() throws IOException {
        Path lock = dir.resolve("shop.lock");
        Files.writeString(lock, resource("shop-0.1.lock"));
        return lock;
    }

    private static JavaFileObject orderA(String text) {
        return source("shop.a.Order", text);
    }

    private static JavaFileObject orderB() throws IOException {
        return source("shop.b.Order", resource("shop-src/shop/b/Order.java"));
    }

    private static Compilation compile(Path lock, JavaFileObject... sources) {
        return Compile.compile(List.of("-Amarshalled.lock=" + lock), sources);
    }

    @Test
    void theSameSourcesPassAndLeaveTheStoredLockAsItWas() throws IOException {
        Path lock = storedLock();
        Compilation compilation = compile(lock, orderA(resource("shop-src/shop/a/Order.java")), orderB());
        assertThat(compilation).succeededWithoutWarnings();
        assertEquals(resource("shop-0.1.lock"), Files.readString(lock));
    }

    @Test
    void anEnumOfTheSameSimpleNameFromAnotherPackageIsAnotherType() throws IOException {
        Path lock = storedLock();
        // Field 'other' (line 9 of the stored source) now uses shop.a.Order.Status, not shop.b.Order.Status.
        String changed = resource("shop-src/shop/a/Order.java").replace("shop.b.Order.Status other",
                "Status other");
        JavaFileObject a = orderA(changed);
        Compilation compilation = compile(lock, a, orderB());
        assertThat(compilation).hadErrorContaining("field 'other' of shop.a.Order (slot 10) has type"
                + " shop.a.Order.Status, but the schema lock " + lock + " records shop.b.Order.Status there")
                .inFile(a).onLine(9);
        assertThat(compilation).hadErrorCount(1);
        assertEquals(resource("shop-0.1.lock"), Files.readString(lock));
    }

    private static JavaFileObject catalog(String text) {
        return source("shop.c.Catalog", text);
    }

    /** The blocks of a lock in the former text form, as {@link LockBlocks} shows a lock. */
    private static String blocks(String text) {
        return text.lines().filter(line -> !line.startsWith("#")).collect(Collectors.joining("\n")).strip()
                + "\n\n";
    }

    @Test
    void aLockWithoutTypeParametersReadsAndRecordsThemForTheSameSources() throws IOException {
        Path lock = dir.resolve("catalog.lock");
        String stored = resource("catalog-0.1.lock");
        Files.writeString(lock, stored);
        Compilation compilation = compile(lock, catalog(resource("catalog-src/shop/c/Catalog.java")));
        assertThat(compilation).succeededWithoutWarnings();
        // Written again as the schema JSON, in which only the generic types change: they gain their parameters.
        String written = Files.readString(lock);
        assertTrue(written.startsWith("{\n  \"about\": "), written);
        assertTrue(written.contains("\n  \"format\": 3,\n  \"root\": null,\n"), written);
        assertEquals(blocks(stored).replace("type shop.c.Catalog.Page\n", "type shop.c.Catalog.Page<T>\n")
                .replace("type shop.c.Catalog.Pair\n", "type shop.c.Catalog.Pair<A,B>\n")
                .replace("type shop.c.Catalog.Result evolvable\n", "type shop.c.Catalog.Result<T> evolvable\n"),
                LockBlocks.of(written));
        // Read back, the same sources leave it alone.
        assertThat(compile(lock, catalog(resource("catalog-src/shop/c/Catalog.java")))).succeededWithoutWarnings();
        assertEquals(written, Files.readString(lock));
    }

    @Test
    void theFirstWriteAfterALockOfTheFormerTextFormIsTheSchemaJson() throws IOException {
        Path lock = storedLock();
        Compilation compilation = compile(lock, orderA(resource("shop-src/shop/a/Order.java")), orderB(),
                source("shop.d.Added", "package shop.d; @dev.marshalled.Marshalled public record Added(int n) {}"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).hadNoteContaining("shop.b.Order, shop.d.Added; commit it with the change");
        String written = Files.readString(lock);
        assertTrue(written.startsWith("{"), written);
        // Every block as it was, and the new type.
        String before = blocks(resource("shop-0.1.lock"));
        int enums = before.indexOf("enum ");
        assertEquals(before.substring(0, enums) + "type shop.d.Added\n  0 n : int\n\n" + before.substring(enums),
                LockBlocks.of(written));
    }

    @Test
    void aLockOfTheSchemaJsonKeepsReading() throws IOException {
        // Written by the first processor whose lock is the schema JSON, for the same sources as shop-0.1.lock.
        Path lock = dir.resolve("shop.lock");
        Files.writeString(lock, resource("shop-0.2.lock"));
        assertThat(compile(lock, orderA(resource("shop-src/shop/a/Order.java")), orderB())).succeededWithoutWarnings();
        assertEquals(resource("shop-0.2.lock"), Files.readString(lock));
        assertEquals(blocks(resource("shop-0.1.lock")), LockBlocks.of(Files.readString(lock)), "the same lock");
        JavaFileObject a = orderA(resource("shop-src/shop/a/Order.java").replace("shop.b.Order.Status other",
                "Status other"));
        Compilation compilation = compile(lock, a, orderB());
        assertThat(compilation).hadErrorContaining("field 'other' of shop.a.Order (slot 10) has type"
                + " shop.a.Order.Status, but the schema lock " + lock + " records shop.b.Order.Status there")
                .inFile(a).onLine(9);
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void theShopLockIsALinePerFieldAndAtMostAThirdLongerThanTheTextForm() throws IOException {
        Path lock = dir.resolve("shop.lock");
        Compilation compilation = compile(lock, orderA(resource("shop-src/shop/a/Order.java")), orderB());
        assertThat(compilation).succeededWithoutWarnings();
        String written = Files.readString(lock);
        assertEquals(resource("shop-0.3.lock"), written);
        assertEquals(blocks(resource("shop-0.1.lock")), LockBlocks.of(written), "the same lock");
        long text = resource("shop-0.1.lock").lines().count();
        long json = resource("shop-0.2.lock").lines().count();
        long lines = written.lines().count();
        assertTrue(lines <= text * 13 / 10, lines + " lines, against " + text + " of the text form (" + json
                + " of the indented JSON)");
        // Stored, it keeps reading as no change.
        assertThat(compile(lock, orderA(resource("shop-src/shop/a/Order.java")), orderB())).succeededWithoutWarnings();
        assertEquals(resource("shop-0.3.lock"), Files.readString(lock));
    }

    @Test
    void aFieldAddedWithSinceIsTwoLinesOfTheLocksDiff() throws IOException {
        Path lock = dir.resolve("shop.lock");
        String before = resource("shop-0.3.lock");
        Files.writeString(lock, before);
        JavaFileObject grown = orderA(resource("shop-src/shop/a/Order.java").replace("@Since(2) Double discount)",
                "@Since(2) Double discount, @Since(3) String coupon)"));
        Compilation compilation = compile(lock, grown, orderB());
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).hadNoteContaining("updated for shop.a.Order");
        String after = Files.readString(lock);
        String discount = "      {\"name\": \"discount\", \"kind\": \"BOXED\", \"type\": \"java.lang.Double\","
                + " \"since\": 2, \"element\": \"DOUBLE\"}";
        String coupon = "      {\"name\": \"coupon\", \"kind\": \"STRING\", \"type\": \"java.lang.String\","
                + " \"since\": 3}";
        // The field before it gains a comma, and the new field is a line of its own: three lines of a diff.
        assertEquals(List.of("-" + discount, "+" + discount + ",", "+" + coupon), diff(before, after));
        assertEquals(before.replace(discount + "\n", discount + ",\n" + coupon + "\n"), after);
    }

    @Test
    void theUpdateOptionWritesAnOlderLockAsThisVersionDoes() throws IOException {
        for (String stored : List.of("shop-0.1.lock", "shop-0.2.lock")) {
            Path lock = dir.resolve(stored);
            Files.writeString(lock, resource(stored));
            Compilation compilation = Compile.compile(List.of("-Amarshalled.lock=" + lock,
                    "-Amarshalled.lock.update=true"), orderA(resource("shop-src/shop/a/Order.java")), orderB());
            assertThat(compilation).succeededWithoutWarnings();
            assertEquals(resource("shop-0.3.lock"), Files.readString(lock), stored);
        }
    }

    /**
     * The lines a unified diff of {@code before} and {@code after} marks, each with its {@code -} or
     * {@code +}, in order: what a reviewer reads (a longest common subsequence of lines).
     */
    private static List<String> diff(String before, String after) {
        List<String> a = before.lines().toList();
        List<String> b = after.lines().toList();
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = a.get(i).equals(b.get(j)) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<String> marked = new java.util.ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                i++;
                j++;
            } else if (j == b.size() || i < a.size() && common[i + 1][j] >= common[i][j + 1]) {
                marked.add("-" + a.get(i++));
            } else {
                marked.add("+" + b.get(j++));
            }
        }
        return marked;
    }

    @Test
    void aLockWithoutTypeParametersStillHoldsFieldsToThemAndToTheirArguments() throws IOException {
        Path lock = dir.resolve("catalog.lock");
        Files.writeString(lock, resource("catalog-0.1.lock"));
        JavaFileObject changed = catalog(resource("catalog-src/shop/c/Catalog.java")
                .replace("public List<T> items;", "public List<String> items;")
                .replace("Result<Page<Item>> page", "Result<Page<Color>> page"));
        Compilation compilation = compile(lock, changed);
        assertThat(compilation).hadErrorContaining("field 'items' of shop.c.Catalog.Page (slot 1) has type"
                + " java.util.List<java.lang.String>, but the schema lock " + lock + " records java.util.List<T> there")
                .inFile(changed).onLine(18);
        assertThat(compilation).hadErrorContaining("field 'page' of shop.c.Catalog.Listing (slot 0) has type"
                + " shop.c.Catalog.Result<shop.c.Catalog.Page<shop.c.Catalog.Color>>, but the schema lock " + lock
                + " records shop.c.Catalog.Result<shop.c.Catalog.Page<shop.c.Catalog.Item>> there")
                .inFile(changed).onLine(30);
        assertThat(compilation).hadErrorCount(2);
        assertEquals(resource("catalog-0.1.lock"), Files.readString(lock));
    }

    @Test
    void everyBreakingChangeHasALockMessageThatRendersTheSharedText() {
        Wording wording = Message.lockWording(Path.of("x.lock"));
        for (ChangeKind kind : ChangeKind.values()) {
            if (!kind.breaking()) {
                continue;
            }
            Change change = new Change(kind, "a.T", 1, "f", "s", "b", "c", 2);
            Message message = Message.of(kind);
            assertEquals(javax.tools.Diagnostic.Kind.ERROR, message.kind());
            assertEquals(change.describe(wording), message.format(change, wording), kind.name());
        }
    }
}
