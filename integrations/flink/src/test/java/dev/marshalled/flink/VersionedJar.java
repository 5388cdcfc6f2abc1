package dev.marshalled.flink;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * One version of a set of classes in package {@code test}, compiled with the Marshalled
 * processor into a jar of its own: as a user's job jar, which Flink loads in a class loader per
 * job, so that version 1 and version 2 of {@code test.Account} can run one after the other in
 * the same cluster.
 */
final class VersionedJar {
    final Path jar;
    final URLClassLoader loader;

    private VersionedJar(Path jar) throws IOException {
        this.jar = jar;
        this.loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, VersionedJar.class.getClassLoader());
    }

    /** @param sources simple class name to source code, each in package {@code test} */
    static VersionedJar compile(Path dir, Map<String, String> sources) {
        try {
            Path classes = Files.createDirectories(dir.resolve("classes"));
            JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            List<JavaFileObject> units = new ArrayList<>();
            sources.forEach((name, code) -> units.add(new Source(name, code)));
            try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
                List<String> options = List.of("-classpath", System.getProperty("java.class.path"),
                        "-processor", "dev.marshalled.processor.MarshalledProcessor", "-d", classes.toString(),
                        "-Xlint:all,-processing,-serial", "-Werror");
                boolean ok = compiler.getTask(null, files, diagnostics, options, null, units).call();
                if (!ok) {
                    throw new AssertionError("version in " + dir + " does not compile: " + diagnostics.getDiagnostics());
                }
            }
            Path jar = dir.resolve(dir.getFileName() + ".jar");
            try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                    Stream<Path> walk = Files.walk(classes)) {
                for (Path path : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                    out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
                    out.write(Files.readAllBytes(path));
                    out.closeEntry();
                }
            }
            return new VersionedJar(jar);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Class<?> type(String simpleName) {
        try {
            return Class.forName("test." + simpleName, true, loader);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    Values values() {
        return values("AccountValues");
    }

    Values values(String simpleName) {
        try {
            return (Values) type(simpleName).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static final class Source extends SimpleJavaFileObject {
        private final String code;

        Source(String simpleName, String code) {
            super(URI.create("string:///test/" + simpleName + Kind.SOURCE.extension), Kind.SOURCE);
            this.code = code;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return code;
        }
    }
}
