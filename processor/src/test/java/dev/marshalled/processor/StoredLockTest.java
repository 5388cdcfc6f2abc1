package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.runtime.schema.Change;
import dev.marshalled.runtime.schema.ChangeKind;
import dev.marshalled.runtime.schema.Wording;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lock files users have committed must keep reading: {@code locks/shop-0.1.lock} was written by
 * the processor of version 0.1.0-SNAPSHOT (before the lock compared through the runtime's schema
 * model) for the sources next to it. And the lock's messages are the shared catalogue's.
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
