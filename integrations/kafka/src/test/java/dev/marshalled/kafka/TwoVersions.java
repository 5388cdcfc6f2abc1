package dev.marshalled.kafka;

import dev.marshalled.processor.MarshalledProcessor;
import dev.marshalled.runtime.Marshaller;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * One version of a set of {@code @Marshalled} sources, compiled now by javac with the
 * Marshalled processor and loaded by a class loader of its own, so two versions of the same
 * class can be used side by side in one test.
 */
final class TwoVersions {
    private final ClassLoader loader;

    private TwoVersions(ClassLoader loader) {
        this.loader = loader;
    }

    /** Compiles {@code sources} (qualified name to code) or fails with javac's diagnostics. */
    static TwoVersions compile(String label, Map<String, String> sources) {
        try {
            Path dir = Files.createTempDirectory("marshalled-kafka-" + label);
            Path src = Files.createDirectories(dir.resolve("src"));
            Path classes = Files.createDirectories(dir.resolve("classes"));
            Path generated = Files.createDirectories(dir.resolve("generated"));
            List<Path> files = new java.util.ArrayList<>();
            for (Map.Entry<String, String> source : sources.entrySet()) {
                Path file = src.resolve(source.getKey().replace('.', '/') + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, source.getValue());
                files.add(file);
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            try (StandardJavaFileManager fileManager = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
                fileManager.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
                fileManager.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
                JavaCompiler.CompilationTask task = javac.getTask(null, fileManager, diagnostics,
                        List.of("--release", "17", "-classpath", System.getProperty("java.class.path")), null,
                        fileManager.getJavaFileObjectsFromPaths(files));
                task.setProcessors(List.of(new MarshalledProcessor()));
                if (!task.call()) {
                    throw new AssertionError("version " + label + " does not compile: " + diagnostics.getDiagnostics());
                }
            }
            return new TwoVersions(new URLClassLoader(new URL[] {classes.toUri().toURL()}, TwoVersions.class.getClassLoader()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    Marshaller<Object> marshaller(String type) {
        try {
            return (Marshaller<Object>) Class.forName(type + "Marshaller", true, loader).getField("INSTANCE").get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** A record of this version through its canonical constructor. */
    Object record(String type, Object... components) {
        try {
            for (Constructor<?> c : Class.forName(type, true, loader).getConstructors()) {
                if (c.getParameterCount() == components.length) {
                    return c.newInstance(components);
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        throw new AssertionError("no constructor of " + components.length + " parameters in " + type);
    }

    /** A record component by name. */
    static Object get(Object record, String component) {
        try {
            return record.getClass().getMethod(component).invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
