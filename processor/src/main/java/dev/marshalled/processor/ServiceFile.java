package dev.marshalled.processor;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The {@code META-INF/services} file that lists the generated providers, so that
 * {@code Marshallers.discovered()} finds every type with a type id. Entries already in the
 * output (from an earlier, incremental compile) are kept; the runtime skips any whose class is
 * gone.
 */
final class ServiceFile {
    private final Filer filer;
    private final String path;

    ServiceFile(Filer filer, String service) {
        this.filer = filer;
        this.path = "META-INF/services/" + service;
    }

    void write(Set<String> providers, Reporter reporter) {
        Set<String> all = new TreeSet<>(providers);
        all.addAll(existing());
        try {
            FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", path);
            try (Writer out = new java.io.OutputStreamWriter(file.openOutputStream(), StandardCharsets.UTF_8)) {
                out.write("# Written by the Marshalled annotation processor: the types with a @Marshalled(id).\n");
                for (String provider : all) {
                    out.write(provider);
                    out.write('\n');
                }
            }
        } catch (IOException | IllegalStateException e) {
            reporter.reportGeneral(Message.WRITE_FAILED, path, e.getMessage());
        }
    }

    private Set<String> existing() {
        Set<String> lines = new TreeSet<>();
        try {
            FileObject file = filer.getResource(StandardLocation.CLASS_OUTPUT, "", path);
            try (Reader in = file.openReader(true); BufferedReader reader = new BufferedReader(in)) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    line = line.trim();
                    if (!line.isEmpty() && !line.startsWith("#")) {
                        lines.add(line);
                    }
                }
            }
        } catch (IOException | IllegalArgumentException | IllegalStateException noneYet) {
            // first compile: nothing to keep
        }
        return lines;
    }
}
