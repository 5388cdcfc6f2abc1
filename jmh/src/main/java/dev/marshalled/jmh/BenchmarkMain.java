package dev.marshalled.jmh;

import dev.marshalled.jmh.order.OrderSizes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the benchmarks and prints a table of ratios to the generated marshaller.
 *
 * <p>System properties: {@code bench.profile} = {@code quick} (default: 1 fork, 4 warm-up and
 * 4 measured half-second iterations, about 120 benchmarks in some ten minutes) or {@code full}
 * (3 forks, 5 and 10 one-second iterations); {@code bench.include}
 * = a regular expression over benchmark names; {@code bench.output} = the folder for
 * {@code results.json} (JMH's own) and {@code results.md} (the table). It runs only when the build
 * asked for benchmarks ({@link BenchmarkSelection}).
 */
public final class BenchmarkMain {
    private BenchmarkMain() {
    }

    public static void main(String[] args) throws RunnerException, IOException {
        if (!BenchmarkSelection.fromSystemProperties().requested()) {
            System.out.println(BenchmarkSelection.SKIPPED);
            return;
        }
        String profile = System.getProperty("bench.profile", "quick");
        String include = System.getProperty("bench.include", "");
        Path output = Path.of(System.getProperty("bench.output", "target/benchmarks"));
        boolean full = profile.equals("full");
        if (!full && !profile.equals("quick")) {
            throw new IllegalArgumentException("bench.profile must be quick or full, was " + profile);
        }
        Files.createDirectories(output);
        String everything = "dev\\.marshalled\\.jmh\\.";
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(include.isBlank() ? everything : include)
                // Cold start runs apart: one call per fork, many forks (below).
                .exclude(ColdStartBenchmark.class.getSimpleName())
                .forks(full ? 3 : 1)
                .jvmArgsAppend(forkArguments())
                .warmupIterations(full ? 5 : 4)
                .warmupTime(full ? TimeValue.seconds(1) : TimeValue.milliseconds(500))
                .measurementIterations(full ? 10 : 4)
                .measurementTime(full ? TimeValue.seconds(1) : TimeValue.milliseconds(500))
                .addProfiler(GCProfiler.class)
                // The foreign-memory backend exists from JDK 22 on; earlier, only the other two.
                .param("backend", Runtime.version().feature() >= 22
                        ? new String[] {"unsafe", "varhandle", "foreign"} : new String[] {"unsafe", "varhandle"})
                .resultFormat(ResultFormatType.JSON)
                .result(output.resolve("results.json").toString());
        if (include.isBlank()) {
            // MediaContent's hand-written floors are a measurement for docs/benchmarks.md, not a row of
            // the report's tables: run them by name (-Dbench.include=MediaContentFloorBenchmark).
            options.exclude(MediaContentFloorBenchmark.class.getSimpleName());
            // So is the data set's (DatasetFloorBenchmark): run it by name with JMH's own Main, as
            // docs/benchmarks.md runs MediaContent's, since Report names rows by a library, target or
            // backend parameter and would fold every codec into one row.
            options.exclude(DatasetFloorBenchmark.class.getSimpleName());
            // The million-message streams through a file are minutes of disk and heap, not a row of the
            // report's tables either (-Dbench.include=StreamBenchmark).
            options.exclude(StreamBenchmark.class.getSimpleName());
            // Off-heap MediaContent: its round trips are the targets' rows; the write and read halves
            // would add another minute (-Dbench.include=ByteBufferBenchmark runs all three).
            options.exclude(ByteBufferBenchmark.class.getSimpleName() + "\\.(write|read)$");
        }
        Collection<RunResult> results;
        Collection<RunResult> coldStarts;
        try {
            results = runOrNone(options);
            coldStarts = runColdStarts(include.isBlank() ? everything : include, full, output);
        } catch (RunnerException e) {
            if (String.valueOf(e.getMessage()).contains("jmh.ignoreLock")) {
                // JMH's own advice names a JVM property that mvn cannot pass to this forked JVM.
                throw new RunnerException("another JMH run holds its lock; wait for it, or run anyway with"
                        + " -Dbench.ignoreLock=true on the mvn command line (the results of two runs at once are"
                        + " not comparable)", e);
            }
            throw e;
        }
        String command = "mvn -B -ntp -pl jmh verify" + (full ? " -Dbench.profile=full" : "")
                + (include.isBlank() ? "" : " -Dbench.include='" + include + "'");
        java.util.Map<String, java.util.Map<String, Double>> ratios = new java.util.LinkedHashMap<>();
        String table = (results.isEmpty() ? "" : Report.markdown(results, command, ratios) + "\n" + OrderSizes.markdown())
                + (coldStarts.isEmpty() ? "" : "\n" + ColdStartReport.markdown(coldStarts));
        Files.writeString(output.resolve("results.md"), table, StandardCharsets.UTF_8);
        Files.writeString(output.resolve("results.svg"), Chart.svg(ratios, "Round-trip time as a ratio to each model's"
                + " baseline (log scale; lower is faster). " + Report.environment()), StandardCharsets.UTF_8);
        System.out.println();
        System.out.println(table);
        System.out.println("Written to " + output.resolve("results.md") + ", " + output.resolve("results.svg") + " and "
                + output.resolve("results.json"));
    }

    /**
     * Every fork's JVM arguments. A fixed, pre-touched heap: otherwise the first seconds of an
     * allocating benchmark (a read allocates ~7 GB/s) are spent page-faulting fresh heap regions,
     * which made single iterations 10-30x slower than steady state. {@code java.lang.invoke}
     * opened to the class path: Fory's documentation recommends it on JDK 25 and later (its
     * generated accessors then need no Unsafe fallback); on earlier JDKs it is accepted and
     * changes nothing. With {@code bench.openJavaLang}, {@code java.lang} too: the runtime's
     * opted-in string path on JDK 24 and later, so that each library has the one opening it needs.
     * {@code jdk.internal.misc} exported to the class path: Agrona, which SBE's codecs run on,
     * reaches memory through it and fails without it; every fork gets it, so every approach in a
     * table that has SBE runs with the same flags. {@code sun.nio.ch} exported to the class path:
     * Kryo's unsafe ByteBuffer streams ({@link ByteBufferBenchmark}) read a direct buffer's address
     * through {@code sun.nio.ch.DirectBuffer} and fail without it; likewise every fork gets it.
     */
    static String[] forkArguments() {
        List<String> arguments = new ArrayList<>(List.of("-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch",
                "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
                "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
                "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED"));
        if (Report.javaLangOpened()) {
            arguments.add("--add-opens=java.base/java.lang=ALL-UNNAMED");
        }
        if (Report.publicStrings()) {
            arguments.add("-Ddev.marshalled.strings=public");
        }
        return arguments.toArray(new String[0]);
    }

    /** Runs the selection; none selected (only cold start, say) is no results rather than an error. */
    private static Collection<RunResult> runOrNone(ChainedOptionsBuilder options) throws RunnerException {
        try {
            return new Runner(options.build()).run();
        } catch (org.openjdk.jmh.runner.NoBenchmarksException none) {
            return List.of();
        }
    }

    /**
     * The cold-start benchmarks, if the selection includes them: a single shot per fork, with no
     * warm-up, the same heap settings as the others, and no profiler (it would load classes of
     * its own into the measured time).
     */
    private static Collection<RunResult> runColdStarts(String include, boolean full, Path output)
            throws RunnerException {
        String name = ColdStartBenchmark.class.getName();
        if (!java.util.regex.Pattern.compile(include).matcher(name + ".firstRoundTrip").find()
                && !java.util.regex.Pattern.compile(include).matcher(name + ".roundTrips10000").find()) {
            return List.of();
        }
        return new Runner(new OptionsBuilder()
                .include(java.util.regex.Pattern.quote(name) + "\\.")
                .forks(full ? 20 : 8)
                .warmupIterations(0)
                .measurementIterations(1)
                .jvmArgsAppend(forkArguments())
                .resultFormat(ResultFormatType.JSON)
                .result(output.resolve("cold-start.json").toString())
                .build()).run();
    }
}
