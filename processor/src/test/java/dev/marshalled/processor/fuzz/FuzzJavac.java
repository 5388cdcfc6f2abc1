package dev.marshalled.processor.fuzz;

import dev.marshalled.processor.MarshalledProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Runs the real javac with the real processor, generated sources and classes in a temporary
 * directory, so that a failure can show the generated file and the classes can be loaded.
 */
final class FuzzJavac {
    private static final JavaCompiler JAVAC = ToolProvider.getSystemJavaCompiler();

    private FuzzJavac() {
    }

    /** The diagnostics and where the output went; {@code close} deletes it. */
    record Result(List<Diagnostic<? extends JavaFileObject>> diagnostics, Path generated, Path classes,
            boolean success) implements AutoCloseable {

        List<Diagnostic<? extends JavaFileObject>> errors() {
            return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
        }

        /** Whether a diagnostic sits in a file the processor wrote (not in the user's sources). */
        boolean inGenerated(Diagnostic<? extends JavaFileObject> d) {
            if (d.getSource() == null) {
                return false;
            }
            URI uri = d.getSource().toUri();
            return "file".equals(uri.getScheme()) && Path.of(uri).startsWith(generated);
        }

        /** The lines of a generated file around a diagnostic, numbered. */
        String excerpt(Diagnostic<? extends JavaFileObject> d, int around) {
            try {
                List<String> lines = Files.readAllLines(Path.of(d.getSource().toUri()));
                int line = (int) d.getLineNumber();
                StringBuilder out = new StringBuilder("// ---- " + generated.relativize(Path.of(d.getSource().toUri()))
                        + "\n");
                for (int i = Math.max(1, line - around); i <= Math.min(lines.size(), line + around); i++) {
                    out.append(String.format("%s%4d  %s%n", i == line ? ">" : " ", i, lines.get(i - 1)));
                }
                return out.toString();
            } catch (IOException e) {
                return "(could not read " + d.getSource().toUri() + ": " + e + ")";
            }
        }

        @Override
        public void close() {
            delete(generated.getParent());
        }
    }

    /**
     * Compiles the sources; with {@code processor} false, with {@code -proc:none}, which is how the
     * generator checks that what it wrote is valid Java before blaming the processor.
     */
    static Result compile(List<DeclarationSet.Source> sources, boolean processor) {
        return processor ? compile(sources, List.of()) : compile(sources, null);
    }

    /**
     * Compiles the sources with the processor and {@code alongside} in the same run, which see every
     * round as the processor does (and must change nothing).
     */
    static Result compile(List<DeclarationSet.Source> sources, List<Processor> alongside) {
        return compile(sources, alongside, List.of());
    }

    /** As {@link #compile(List, List)}, with more javac options, e.g. the processor's {@code -A...}. */
    static Result compile(List<DeclarationSet.Source> sources, List<Processor> alongside, List<String> more) {
        boolean processor = alongside != null;
        try {
            Path dir = Files.createTempDirectory("marshalled-fuzz");
            Path generated = Files.createDirectories(dir.resolve("generated"));
            Path classes = Files.createDirectories(dir.resolve("classes"));
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            List<JavaFileObject> units = new ArrayList<>();
            for (DeclarationSet.Source s : sources) {
                units.add(new InMemory(s));
            }
            List<String> options = new ArrayList<>(List.of("-Xlint:all", "-encoding", "UTF-8"));
            if (!processor) {
                options.add("-proc:none");
            }
            options.addAll(more);
            boolean ok;
            try (StandardJavaFileManager files = JAVAC.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
                files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
                files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
                JavaCompiler.CompilationTask task = JAVAC.getTask(null, files, diagnostics, options, null, units);
                task.setLocale(Locale.ROOT);
                if (processor) {
                    List<Processor> processors = new ArrayList<>(List.of(new MarshalledProcessor()));
                    processors.addAll(alongside);
                    task.setProcessors(processors);
                }
                ok = task.call();
            }
            return new Result(diagnostics.getDiagnostics(), generated, classes, ok);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void delete(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // A temporary directory left behind is not worth failing a test over.
        }
    }

    /** A source held in memory under a path-like URI, so diagnostics name the user's file. */
    private static final class InMemory extends SimpleJavaFileObject {
        private final String text;

        InMemory(DeclarationSet.Source source) {
            super(URI.create("mem:///" + source.path()), Kind.SOURCE);
            this.text = source.text();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }

        @Override
        public boolean isNameCompatible(String simpleName, Kind kind) {
            String file = toUri().getPath();
            return file.endsWith("/" + simpleName + kind.extension);
        }
    }
}
