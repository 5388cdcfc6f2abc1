package dev.marshalled.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.marshalled.processor.Compile.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two libraries compiled apart, each valid on its own, that give type id 7 to different types:
 * the processor cannot see the clash, so the registry must refuse it, whether the types are
 * named to {@link Marshallers#of} or found by {@link Marshallers#discovered(ClassLoader)}.
 */
class RegistryClashTest {
    @TempDir
    static Path dir;

    private static URLClassLoader both;
    private static URLClassLoader first;

    @BeforeAll
    static void compileTwoLibraries() throws IOException {
        Path one = library(dir.resolve("one"), source("lib.one.Alpha", """
                package lib.one;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 7)
                public record Alpha(int a) {}
                """));
        Path two = library(dir.resolve("two"), source("lib.two.Beta", """
                package lib.two;
                import dev.marshalled.Marshalled;
                @Marshalled(id = 7)
                public record Beta(long b) {}
                """));
        ClassLoader parent = RegistryClashTest.class.getClassLoader();
        both = new URLClassLoader(new URL[] {url(one), url(two)}, parent);
        first = new URLClassLoader(new URL[] {url(one)}, parent);
    }

    @AfterAll
    static void close() throws IOException {
        both.close();
        first.close();
    }

    /** Compiles {@code sources} with the processor into {@code out}, classes and services file, as a jar would hold them. */
    private static Path library(Path out, JavaFileObject... sources) throws IOException {
        Compilation compilation = Compile.compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        for (JavaFileObject file : compilation.generatedFiles()) {
            String path = file.toUri().getPath();
            int at = path.indexOf("/CLASS_OUTPUT/");
            if (at < 0) {
                continue; // a generated source
            }
            Path target = out.resolve(path.substring(at + "/CLASS_OUTPUT/".length()));
            Files.createDirectories(target.getParent());
            try (InputStream in = file.openInputStream()) {
                Files.write(target, in.readAllBytes());
            }
        }
        assertTrue(Files.exists(out.resolve("META-INF/services/dev.marshalled.runtime.MarshallerProvider")),
                "no services file among " + compilation.generatedFiles());
        return out;
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Marshaller<?> marshaller(String name) {
        try {
            return (Marshaller<?>) Class.forName(name + "Marshaller", true, both).getField("INSTANCE").get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void registeringClashingIdsIsRefused() {
        Marshaller<?> alpha = marshaller("lib.one.Alpha");
        Marshaller<?> beta = marshaller("lib.two.Beta");
        assertEquals(7, alpha.typeId());
        assertEquals(7, beta.typeId());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Marshallers.of(alpha, beta));
        assertEquals("type id 7 of lib.two.Beta is already taken by lib.one.Alpha: give one of them another"
                + " @Marshalled(id = N)", e.getMessage());
        Marshallers registry = Marshallers.of(alpha);
        assertThrows(IllegalArgumentException.class, () -> registry.register(beta));
        // the refused registration left the registry as it was
        assertSame(alpha, registry.forId(7));
        assertEquals(null, registry.forType(beta.type()));
        // the same type under the same id again is no clash
        assertSame(alpha, Marshallers.of(alpha, alpha).forId(7));
    }

    @Test
    void discoveringClashingIdsIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Marshallers.discovered(both));
        assertTrue(e.getMessage().matches("type id 7 of lib\\.(one\\.Alpha|two\\.Beta) is already taken by"
                + " lib\\.(one\\.Alpha|two\\.Beta): give one of them another @Marshalled\\(id = N\\)"), e.getMessage());
        assertTrue(e.getCause() instanceof IllegalArgumentException, String.valueOf(e.getCause()));
        // either library alone is found
        assertEquals("lib.one.Alpha", Marshallers.discovered(first).forId(7).type().getName());
    }
}
