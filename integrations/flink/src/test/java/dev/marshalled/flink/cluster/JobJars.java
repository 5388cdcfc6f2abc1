package dev.marshalled.flink.cluster;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The jars a job is submitted with: wherever the given classes were loaded from, a jar as it is
 * or a class folder of the build put into a jar, as a user's build would package the job with
 * its dependencies (marshalled-flink, marshalled-runtime, the model classes).
 */
public final class JobJars {
    private JobJars() {
    }

    /**
     * @param dir where folders are put into jars
     * @param anchors one class from each place to ship
     */
    public static List<Path> of(Path dir, Class<?>... anchors) throws IOException {
        Set<Path> sources = new LinkedHashSet<>();
        for (Class<?> anchor : anchors) {
            try {
                sources.add(Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI()));
            } catch (URISyntaxException e) {
                throw new IOException(e);
            }
        }
        Files.createDirectories(dir);
        List<Path> jars = new ArrayList<>();
        int n = 0;
        for (Path source : sources) {
            jars.add(Files.isDirectory(source) ? jar(source, dir.resolve("job-" + n++ + ".jar")) : source);
        }
        return jars;
    }

    private static Path jar(Path classes, Path jar) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (Files.isDirectory(classes.resolve("META-INF/versions"))) {
            manifest.getMainAttributes().put(Attributes.Name.MULTI_RELEASE, "true");
        }
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path path : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                String name = classes.relativize(path).toString().replace('\\', '/');
                if (name.equals("META-INF/MANIFEST.MF")) {
                    continue;
                }
                out.putNextEntry(new JarEntry(name));
                Files.copy(path, out);
                out.closeEntry();
            }
        }
        return jar;
    }
}
