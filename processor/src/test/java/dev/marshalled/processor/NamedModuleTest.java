package dev.marshalled.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.Marshalled;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.schema.WireSchema;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's code in a named module (with {@code module-info.java}), compiled by real javac against
 * the annotations and runtime as modules: the generated code needs no {@code requires} beyond
 * those two, a missing {@code provides} is a compile error that names the line to add, and the
 * processor also runs from the processor module path.
 */
class NamedModuleTest {
    private static final String TRADE = """
            package com.acme.trades;

            import dev.marshalled.Marshalled;

            @Marshalled(id = 7)
            public record Trade(long id, double price, String symbol) {}
            """;
    private static final String QUOTE = """
            package com.acme.trades;

            import dev.marshalled.Marshalled;

            @Marshalled(id = 8)
            public record Quote(long id, double bid, double ask) {}
            """;
    private static final String PLAIN = """
            package com.acme.trades;

            import dev.marshalled.Marshalled;

            @Marshalled
            public record Plain(int x) {}
            """;
    private static final String PROVIDES =
            "    provides dev.marshalled.runtime.MarshallerProvider with com.acme.trades.QuoteMarshaller.Provider,"
                    + " com.acme.trades.TradeMarshaller.Provider;\n";

    @TempDir
    Path dir;

    private record Outcome(boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics, Path generated) {
        List<String> errors() {
            return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                    .map(d -> d.getMessage(Locale.ROOT)).collect(Collectors.toList());
        }

        String source(String name) throws IOException {
            return Files.readString(generated.resolve("com/acme/trades").resolve(name));
        }
    }

    private static String module(String body) {
        return "module com.acme.trades {\n    requires dev.marshalled;\n    requires dev.marshalled.runtime;\n" + body + "}\n";
    }

    private static Path location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /**
     * Compiles the module; the processor runs from the class path (as an instance here), or, with
     * {@code processorModulePath}, is found by javac as a module.
     */
    private Outcome compile(String moduleInfo, List<Path> processorModulePath) throws Exception {
        Path src = Files.createDirectories(dir.resolve("src/com/acme/trades"));
        Files.writeString(dir.resolve("src/module-info.java"), moduleInfo);
        Files.writeString(src.resolve("Trade.java"), TRADE);
        Files.writeString(src.resolve("Quote.java"), QUOTE);
        Files.writeString(src.resolve("Plain.java"), PLAIN);
        Path generated = Files.createDirectories(dir.resolve("generated"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        List<String> options = new ArrayList<>(List.of("-Xlint:all,-processing", "-d", classes.toString(),
                "-s", generated.toString(), "--module-path",
                location(Marshalled.class) + java.io.File.pathSeparator + location(Marshaller.class)
                        + java.io.File.pathSeparator + location(WireSchema.class)));
        if (!processorModulePath.isEmpty()) {
            // javac's in-process API on JDK 25 runs no processor from this path unless told to.
            options.add("-proc:full");
            options.add("--processor-module-path");
            options.add(processorModulePath.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator)));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null);
                Stream<Path> sources = Files.walk(dir.resolve("src"))) {
            List<Path> paths = sources.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList());
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(paths));
            if (processorModulePath.isEmpty()) {
                task.setProcessors(List.of(new MarshalledProcessor()));
            }
            return new Outcome(task.call(), diagnostics.getDiagnostics(), generated);
        }
    }

    @Test
    void aMissingProvidesIsAnErrorNamingTheLineToAdd() throws Exception {
        Outcome outcome = compile(module(""), List.of());
        assertFalse(outcome.success());
        assertEquals(List.of("module com.acme.trades does not provide com.acme.trades.QuoteMarshaller.Provider,"
                + " com.acme.trades.TradeMarshaller.Provider, so Marshallers.discovered() would not find their types"
                + " (a named module's META-INF/services file is ignored): in module-info.java, write"
                + " 'provides dev.marshalled.runtime.MarshallerProvider with com.acme.trades.QuoteMarshaller.Provider,"
                + " com.acme.trades.TradeMarshaller.Provider;'"), outcome.errors());
        Diagnostic<? extends JavaFileObject> error = outcome.diagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).findFirst().orElseThrow();
        assertTrue(error.getSource().getName().endsWith("module-info.java"), error.getSource().getName());
        assertEquals(1, error.getLineNumber());
    }

    @Test
    void aPartialProvidesNamesTheMissingProviderAndTheWholeLine() throws Exception {
        Outcome outcome = compile(module(
                "    provides dev.marshalled.runtime.MarshallerProvider with com.acme.trades.TradeMarshaller.Provider;\n"),
                List.of());
        assertEquals(List.of("module com.acme.trades does not provide com.acme.trades.QuoteMarshaller.Provider,"
                + " so Marshallers.discovered() would not find their types (a named module's META-INF/services file"
                + " is ignored): in module-info.java, write 'provides dev.marshalled.runtime.MarshallerProvider with"
                + " com.acme.trades.QuoteMarshaller.Provider, com.acme.trades.TradeMarshaller.Provider;'"),
                outcome.errors());
    }

    @Test
    void generatedCodeNeedsNoRequiresBeyondTheAnnotationsAndTheRuntime() throws Exception {
        Outcome outcome = compile(module(PROVIDES), List.of());
        assertEquals(List.of(), outcome.errors());
        assertTrue(outcome.success());
        for (String file : List.of("TradeMarshaller.java", "QuoteMarshaller.java", "PlainMarshaller.java")) {
            String source = outcome.source(file);
            assertFalse(source.contains("Generated"), file + " should not need java.compiler:\n" + source);
        }
        assertTrue(Files.exists(dir.resolve("classes/com/acme/trades/TradeMarshaller$Provider.class")));
    }

    @Test
    void aModuleThatReadsJavaCompilerKeepsGenerated() throws Exception {
        Outcome outcome = compile(module("    requires static java.compiler;\n" + PROVIDES), List.of());
        assertEquals(List.of(), outcome.errors());
        assertTrue(outcome.source("TradeMarshaller.java")
                .contains("@Generated(\"dev.marshalled.processor.MarshalledProcessor\")"));
    }

    @Test
    void theProcessorRunsFromTheProcessorModulePath() throws Exception {
        // The processor's classes as a jar that names its automatic module, as the published jar does,
        // next to the schema classes it carries and its JavaPoet.
        Path jar = dir.resolve("marshalled-processor.jar");
        Path classes = location(MarshalledProcessor.class);
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Automatic-Module-Name", "dev.marshalled.processor");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
                Stream<Path> entries = Files.walk(classes)) {
            for (Path file : entries.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        Path javapoet = location(com.squareup.javapoet.JavaFile.class);
        Outcome outcome = compile(module(PROVIDES), List.of(jar, location(WireSchema.class), javapoet));
        assertEquals(List.of(), outcome.errors());
        assertTrue(outcome.success());
        assertTrue(Files.exists(outcome.generated().resolve("com/acme/trades/TradeMarshaller.java")));
        assertTrue(Files.exists(dir.resolve("classes/com/acme/trades/PlainMarshaller.class")));
    }
}
