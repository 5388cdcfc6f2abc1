package dev.marshalled.processor;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/** Runs javac with the processor over in-memory sources. */
final class Compile {
    private Compile() {
    }

    /** A source file; {@code qualifiedName} is that of its top-level type, e.g. "test.Foo". */
    static JavaFileObject source(String qualifiedName, String code) {
        return JavaFileObjects.forSourceString(qualifiedName, code);
    }

    static Compilation compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    /** Compiles with extra javac options, e.g. {@code -Amarshalled.lock=...}. */
    static Compilation compile(List<String> options, JavaFileObject... sources) {
        List<String> all = new java.util.ArrayList<>(List.of("-Xlint:all,-processing"));
        all.addAll(options);
        return javac().withProcessors(new MarshalledProcessor()).withOptions(all).compile(List.of(sources));
    }

    /**
     * Compiles with the JDK's own file manager, generated sources going to a real directory,
     * so they can be inspected even when the compilation as a whole fails (compile-testing
     * hides generated files then).
     */
    static Result toDisk(JavaFileObject... sources) {
        try {
            Path dir = Files.createTempDirectory("marshalled-generated");
            Path classes = Files.createDirectories(dir.resolve("classes"));
            JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, null, null)) {
                files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(dir));
                files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
                JavaCompiler.CompilationTask task = compiler.getTask(null, files, diagnostics,
                        List.of("-proc:only"), null, List.of(sources));
                task.setProcessors(List.of(new MarshalledProcessor()));
                task.call();
            }
            return new Result(diagnostics.getDiagnostics(), dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Loads the classes a successful compilation wrote, the generated marshallers among them, and
     * calls {@code public static void check()} of class {@code name}: the test's own round trip,
     * compiled together with the model it exercises.
     */
    static void runCheck(Compilation compilation, String name) {
        java.util.Map<String, byte[]> classes = new java.util.HashMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String path = file.toUri().getPath();
                String binary = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length(),
                        path.length() - ".class".length()).replace('/', '.');
                try (java.io.InputStream in = file.openInputStream()) {
                    classes.put(binary, in.readAllBytes());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        ClassLoader loader = new ClassLoader(Compile.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String binary) throws ClassNotFoundException {
                byte[] bytes = classes.get(binary);
                if (bytes == null) {
                    throw new ClassNotFoundException(binary);
                }
                return defineClass(binary, bytes, 0, bytes.length);
            }
        };
        try {
            loader.loadClass(name).getMethod("check").invoke(null);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new AssertionError("check() of " + name + " failed: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot run check() of " + name + ": " + e, e);
        }
    }

    record Result(List<Diagnostic<? extends JavaFileObject>> diagnostics, Path generatedDir) {
        long errors() {
            return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).count();
        }

        boolean generated(String relativePath) {
            return Files.exists(generatedDir.resolve(relativePath));
        }

        /** A resource the processor wrote to the class output, e.g. a services file. */
        String resource(String relativePath) {
            try {
                return Files.readString(generatedDir.resolve("classes").resolve(relativePath));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Compiles with the schema lock at {@code lock}, rewriting it when {@code update} is true. */
    static Compilation withLock(java.nio.file.Path lock, boolean update, JavaFileObject... sources) {
        return update ? compile(List.of("-Amarshalled.lock=" + lock, "-Amarshalled.lock.update=true"), sources)
                : compile(List.of("-Amarshalled.lock=" + lock), sources);
    }
}
