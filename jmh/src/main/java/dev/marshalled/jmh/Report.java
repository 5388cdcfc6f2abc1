package dev.marshalled.jmh;

import dev.marshalled.jmh.dataset.Dataset;
import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.order.OrderSizes;
import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.MarketDataMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * Turns JMH results into Markdown tables, one per model: per approach, the time of write, read
 * and round trip, each as a ratio to the generated marshaller (1.00x; higher is slower) with
 * JMH's score error, the bytes allocated per operation, and the encoded size; then the
 * project's speed and size targets, called met or missed only from a run of at least
 * {@link #FORKS_FOR_VERDICT} forks.
 */
final class Report {
    private static final String[] OPERATIONS = {"Write", "Read", "RoundTrip"};
    /** Fewer forks than this and a target is reported as indicative, not met or missed. */
    static final int FORKS_FOR_VERDICT = 3;

    private Report() {
    }

    /** One approach's numbers, keyed by operation. */
    static final class Row {
        final Map<String, Double> nanos = new TreeMap<>();
        /** JMH's score error (half-width of its 99.9% confidence interval), in the same unit. */
        final Map<String, Double> errors = new TreeMap<>();
        String unit = "ns";
        final Map<String, Double> allocated = new TreeMap<>();
    }

    static String markdown(Collection<RunResult> results, String command) {
        return markdown(results, command, new LinkedHashMap<>());
    }

    /**
     * @param chart receives, per table title, each approach's round-trip ratio to the table's
     *     baseline, for {@link Chart}
     */
    static String markdown(Collection<RunResult> results, String command, Map<String, Map<String, Double>> chart) {
        // model (benchmark class) -> row label -> numbers
        Map<String, Map<String, Row>> tables = new TreeMap<>(Comparator.comparing(Report::tableOrder));
        int minForks = Integer.MAX_VALUE;
        String iterations = "";
        for (RunResult run : results) {
            minForks = Math.min(minForks, run.getParams().getForks());
            iterations = String.format(Locale.ROOT, "%d warm-up and %d measured iterations of %s",
                    run.getParams().getWarmup().getCount(), run.getParams().getMeasurement().getCount(),
                    run.getParams().getMeasurement().getTime());
            add(tables, run);
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Map<String, Row>> table : tables.entrySet()) {
            appendTable(out, table.getKey(), table.getValue(), chart);
        }
        if (minForks != Integer.MAX_VALUE) {
            out.append(String.format(Locale.ROOT, "%d fork%s per benchmark, %s; ± is JMH's score error (99.9%%"
                    + " confidence interval)%s.%n%n", minForks, minForks == 1 ? "" : "s", iterations,
                    minForks < FORKS_FOR_VERDICT ? ", which one fork understates: cells move more than that between"
                    + " runs" : ""));
            out.append(targets(tables, minForks));
        }
        out.append(environment()).append("\nCommand: `").append(command).append("`\n");
        return out.toString();
    }

    /** Files one benchmark's result under its table (the benchmark class, and the data set's size) and row. */
    private static void add(Map<String, Map<String, Row>> tables, RunResult run) {
        String benchmark = run.getParams().getBenchmark();
        String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        String table = benchmark.substring(0, benchmark.lastIndexOf('.'));
        table = table.substring(table.lastIndexOf('.') + 1).replace("GeneratedSeed", "Seed").replace("SeedLibrary", "Seed");
        String dataSize = run.getParams().getParam("size");
        if (dataSize != null) {
            table = table + " " + dataSize;
        }
        String operation = null;
        for (String op : OPERATIONS) {
            if (method.toLowerCase(Locale.ROOT).endsWith(op.toLowerCase(Locale.ROOT))) {
                operation = op;
            }
        }
        if (operation == null) {
            return;
        }
        String approach = method.substring(0, method.length() - operation.length());
        String backend = run.getParams().getParam("backend");
        String library = run.getParams().getParam("library");
        if (library == null) {
            library = run.getParams().getParam("target");
        }
        String label = library != null ? library : backend != null ? approach + " (" + backend + ")" : approach;
        Row row = tables.computeIfAbsent(table, k -> new LinkedHashMap<>()).computeIfAbsent(label, k -> new Row());
        row.nanos.put(operation, run.getPrimaryResult().getScore());
        row.errors.put(operation, run.getPrimaryResult().getScoreError());
        row.unit = run.getPrimaryResult().getScoreUnit().replace("/op", "").replace("us", "µs");
        Result<?> alloc = run.getSecondaryResults().get("gc.alloc.rate.norm");
        if (alloc != null) {
            row.allocated.put(operation, alloc.getScore());
        }
    }

    /** One table: its title line, then a row per approach, each cell against the table's baseline. */
    private static void appendTable(StringBuilder out, String table, Map<String, Row> rows,
            Map<String, Map<String, Double>> chart) {
        boolean seed = table.equals("SeedBenchmark");
        boolean arrays = table.equals("ArrayBenchmark");
        String baseline = seed ? "generated (unsafe)" : table.equals("FramingBenchmark") ? "bare"
                : table.equals("IdentityBenchmark") ? "plain" : arrays ? "arraycopy (unsafe)"
                : table.equals("ByteBufferBenchmark") ? "generatedArray" : "generated";
        Map<String, Integer> sizes = sizes(table);
        Row base = rows.get(baseline);
        String title = title(table, sizes);
        out.append(title);
        out.append("; time as a ratio to ").append(baseline)
                .append(" (1.00x = as fast, higher = slower); time per operation ± JMH's error in brackets");
        Set<String> faster = fasterVariants(rows);
        if (!faster.isEmpty()) {
            out.append("; in bold, the faster round trip of each library's two number encodings (variable-length"
                    + " and Fixed)");
        }
        out.append(".\n\n");
        out.append("| approach | write | read | round trip | alloc write B/op | alloc read B/op | size B |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|\n");
        for (Map.Entry<String, Row> e : rows.entrySet()) {
            Row row = e.getValue();
            out.append("| ").append(faster.contains(e.getKey()) ? "**" + e.getKey() + "**" : e.getKey());
            for (String op : OPERATIONS) {
                out.append(" | ").append(cell(row.nanos.get(op), row.errors.get(op),
                        base == null ? null : base.nanos.get(op), row.unit));
            }
            String op = arrays ? "Write" : "RoundTrip";
            if (base != null && row.nanos.containsKey(op) && base.nanos.containsKey(op)) {
                chart.computeIfAbsent(title, k -> new LinkedHashMap<>()).put(e.getKey(),
                        row.nanos.get(op) / base.nanos.get(op));
            }
            out.append(" | ").append(bytes(row.allocated.get("Write")));
            out.append(" | ").append(bytes(row.allocated.get("Read")));
            String key = seed && e.getKey().startsWith("generated") ? "generated" : e.getKey();
            Integer size = sizes.get(key);
            out.append(" | ").append(size == null ? "" : size).append(" |\n");
        }
        out.append('\n');
    }

    /** The encoded sizes a table's size column shows, by approach. */
    private static Map<String, Integer> sizes(String table) {
        if (table.startsWith("DatasetBenchmark ")) {
            return datasetSizes(table.substring("DatasetBenchmark ".length()));
        }
        switch (table) {
            case "SeedBenchmark":
                return seedSizes();
            case "FramingBenchmark":
                return framingSizes();
            case "IdentityBenchmark":
                return identitySizes();
            case "ArrayBenchmark":
                return Map.of();
            case "EncodingBenchmark":
                return EncodingBenchmark.sizes();
            case "ByteBufferBenchmark":
                return ByteBufferBenchmark.sizes();
            default:
                return mediaSizes();
        }
    }

    /** What a table measures, the first line of its title. */
    private static String title(String table, Map<String, Integer> sizes) {
        if (table.startsWith("DatasetBenchmark ")) {
            return String.format(Locale.ROOT, "Data set of %d %s objects (%d bytes of JSON per object); %s",
                    Dataset.SIZE, table.substring("DatasetBenchmark ".length()), sizes.get("jackson") / Dataset.SIZE,
                    INTERFACE);
        }
        switch (table) {
            case "ArrayBenchmark":
                return "A long[65536] (512 KiB) written by the generated marshaller, against System.arraycopy of as"
                        + " many bytes between two byte[]s (lower ratio = faster; the target is at most 1.25x,"
                        + " i.e. at least 80% of arraycopy's throughput; static calls)";
            case "EncodingBenchmark":
                return "MediaContent in the fixed encoding (generated) and the compact one (varint ints, longs,"
                        + " lengths and ordinals), same values, both called through Marshaller<T>";
            case "ByteBufferBenchmark":
                return "MediaContent in place in a ByteBuffer's memory: the generated marshaller over a byte[]"
                        + " (generatedArray, the MediaContent table's generated), in a direct ByteBuffer's native"
                        + " memory and over a heap ByteBuffer (UnsafeBuffer.wrap), against Kryo's ByteBuffer and"
                        + " unsafe ByteBuffer streams and Fory's MemoryBuffer over a direct ByteBuffer (fixed-width"
                        + " numbers, their faster setting on MediaContent); " + INTERFACE;
            case "FramingBenchmark":
                return "Seed object as a bare body (static calls) and as a self-identifying message (type id,"
                        + " length, body, written and read through the registry)";
            case "IdentityBenchmark":
                return "A 20-item basket with object identity off (plain) and on (tracked), same bytes, static"
                        + " calls";
            case "SeedBenchmark":
                return "Seed object (long, boolean, int, int, double[10], long[10]); the generated marshaller and"
                        + " the two hand-written codecs called directly as their users call them, the others through"
                        + " one interface (Library)";
            default:
                return "MediaContent (jvm-serializers' standard values); " + INTERFACE;
        }
    }

    private static final String INTERFACE = "every approach called through the same interface (Library; the"
            + " generated marshaller through Marshaller<T>)";

    /** Of each pair in {@link Libraries#FIXED_VARIANTS} present in a table, the one with the faster round trip. */
    static Set<String> fasterVariants(Map<String, Row> table) {
        Set<String> faster = new HashSet<>();
        for (Map.Entry<String, String> pair : Libraries.FIXED_VARIANTS.entrySet()) {
            Row varint = table.get(pair.getKey());
            Row fixed = table.get(pair.getValue());
            if (varint != null && fixed != null && varint.nanos.containsKey("RoundTrip")
                    && fixed.nanos.containsKey("RoundTrip")) {
                faster.add(varint.nanos.get("RoundTrip") <= fixed.nanos.get("RoundTrip") ? pair.getKey() : pair.getValue());
            }
        }
        return faster;
    }

    /**
     * The targets the project states, each with the measured ratio and its range from JMH's
     * errors. A target is met or missed only from {@link #FORKS_FOR_VERDICT} or more forks,
     * and "within error" when its line falls inside that range; from fewer forks it is only
     * indicative.
     */
    static String targets(Map<String, Map<String, Row>> tables, int forks) {
        StringBuilder out = new StringBuilder();
        Map<String, Row> media = tables.getOrDefault("MediaContentBenchmark", new HashMap<>());
        String defaultBackend = UnsafeBuffer.backend().name().replace("_", "").toLowerCase(Locale.ROOT);
        seedTargets(out, forks, tables.getOrDefault("SeedBenchmark", new HashMap<>()), defaultBackend);
        peerTargets(out, forks, tables, media);
        byteBufferTargets(out, forks, tables.getOrDefault("ByteBufferBenchmark", new HashMap<>()));
        Map<String, Row> encodings = tables.getOrDefault("EncodingBenchmark", new HashMap<>());
        target(out, forks, "compact encoding round trip within 10% of the fixed one (MediaContent)",
                encodings.get("generatedCompact"), "RoundTrip", encodings.get("generated"), 1.10, true);
        if (!media.isEmpty()) {
            sizeTargets(out, forks);
        }
        Map<String, Row> arrays = tables.getOrDefault("ArrayBenchmark", new HashMap<>());
        for (String backend : new String[] {"unsafe", "varhandle", "foreign"}) {
            target(out, forks, "512 KiB long[] write at least 80% of System.arraycopy (" + backend + " backend)",
                    arrays.get("generated (" + backend + ")"), "Write", arrays.get("arraycopy (unsafe)"), 1.25, true);
        }
        if (out.length() == 0) {
            return "";
        }
        return "Targets on JDK " + Runtime.version().feature() + ", default backend " + defaultBackend
                + (javaLangOpened() ? ", java.lang opened to the runtime" : "")
                + (publicStrings() ? ", String's private fields kept out of the runtime's reach" : "")
                + (forks < FORKS_FOR_VERDICT ? " (indicative: " + forks + " fork" + (forks == 1 ? "" : "s")
                + "; a verdict needs " + FORKS_FOR_VERDICT + ")" : "") + "; ratio with its range from JMH's errors.\n\n"
                + "| target | ratio | verdict |\n|---|---:|---|\n" + out + "\n";
    }

    /** The seed object against the hand-written codecs, per backend, and against Kryo and Fory. */
    private static void seedTargets(StringBuilder out, int forks, Map<String, Row> seed, String defaultBackend) {
        for (String backend : new String[] {"unsafe", "varhandle", "foreign"}) {
            target(out, forks, "seed round trip within 10% of hand-written Unsafe (" + backend + " backend"
                    + (backend.equals(defaultBackend) ? ", this JDK's default" : "") + ")",
                    seed.get("generated (" + backend + ")"), "RoundTrip", seed.get("handUnsafe"), 1.10, true);
        }
        measured(out, "hand-written VarHandles / hand-written Unsafe, seed round trip: the floor of code without"
                + " Unsafe", seed.get("handVarHandle"), "RoundTrip", seed.get("handUnsafe"));
        target(out, forks, "seed round trip within 10% of hand-written VarHandles (varhandle backend)",
                seed.get("generated (varhandle)"), "RoundTrip", seed.get("handVarHandle"), 1.10, true);
        Row generatedSeed = seed.get("generated (" + defaultBackend + ")");
        for (String[] peer : new String[][] {{"Kryo", "kryo"}, {"Fory", "fory"}}) {
            double factor = peer[0].equals("Kryo") ? 2.0 : 1.5;
            String fastest = fastest(seed, peer[1]);
            target(out, forks, String.format(Locale.ROOT, "seed round trip at least %.1fx faster than %s (fastest"
                    + " variant: %s)", factor, peer[0], fastest), seed.get(fastest), "RoundTrip", generatedSeed, factor, false);
        }
        allocatesNothing(out, forks, "seed writes allocate nothing", generatedSeed);
    }

    /**
     * MediaContent against Fory's and Kryo's faster variants and protobuf on its own messages, and
     * the three data sets against Fory and Kryo.
     */
    private static void peerTargets(StringBuilder out, int forks, Map<String, Map<String, Row>> tables,
            Map<String, Row> media) {
        // The lines against Fory depend on what each side may use: on JDK 17 both use Unsafe; from
        // JDK 24 on, every fork opens java.lang.invoke (Fory's documented setting), which the runtime
        // uses too, or java.lang for the runtime as well (bench.openJavaLang), or nothing for the
        // runtime (bench.publicStrings: strings through String's public API).
        boolean unsafeEra = Runtime.version().feature() < 24;
        boolean nothingForUs = !unsafeEra && publicStrings();
        String setup = unsafeEra ? "both on Unsafe" : nothingForUs ? "nothing opened for us, java.lang.invoke for Fory"
                : javaLangOpened() ? "java.lang opened for us, java.lang.invoke for Fory"
                : "java.lang.invoke opened for both";
        double mediaLine = unsafeEra ? 1.35 : nothingForUs ? 1.0 : 1.25;
        double dataLine = unsafeEra ? 1.25 : nothingForUs ? 1.0 : 1.25;
        String consistent = fastest(media, "foryConsistent");
        target(out, forks, String.format(Locale.ROOT, "MediaContent round trip at least %.2fx Fory's faster mode (%s;"
                + " %s)", mediaLine, consistent, setup), media.get(consistent), "RoundTrip", media.get("generated"),
                mediaLine, false);
        String kryo = fastest(media, "kryo");
        target(out, forks, "MediaContent round trip at least 3x faster than Kryo (fastest variant: " + kryo + ")",
                media.get(kryo), "RoundTrip", media.get("generated"), 3.0, false);
        target(out, forks, "MediaContent round trip at least 3x faster than protobuf-java on its own messages"
                + " (protobuf)", media.get("protobuf"), "RoundTrip", media.get("generated"), 3.0, false);
        allocatesNothing(out, forks, "MediaContent writes allocate nothing", media.get("generated"));
        for (String size : new String[] {"small", "medium", "large"}) {
            Map<String, Row> data = tables.getOrDefault("DatasetBenchmark " + size, new HashMap<>());
            String fory = fastest(data, "foryConsistent");
            target(out, forks, String.format(Locale.ROOT, "%s data set round trip at least %.2fx Fory's faster mode"
                    + " (%s; %s)", size, dataLine, fory, setup), data.get(fory), "RoundTrip", data.get("generated"),
                    dataLine, false);
            target(out, forks, size + " data set read no slower than Fory schema-consistent (" + fory + ")",
                    data.get(fory), "Read", data.get("generated"), 1.0, false);
            String kryoData = fastest(data, "kryo");
            target(out, forks, size + " data set round trip at least 3x faster than Kryo (fastest variant: " + kryoData
                    + ")", data.get(kryoData), "RoundTrip", data.get("generated"), 3.0, false);
            allocatesNothing(out, forks, size + " data set writes allocate nothing", data.get("generated"));
        }
    }

    /**
     * MediaContent in a direct ByteBuffer: the generated code in native memory against itself over
     * a byte[], and against Kryo's and Fory's own ways into native memory.
     */
    private static void byteBufferTargets(StringBuilder out, int forks, Map<String, Row> buffers) {
        Row direct = buffers.get("generatedDirect");
        target(out, forks, "MediaContent, direct ByteBuffer vs byte[] (generated): round trip within 10%"
                + " (generatedDirect / generatedArray)", direct, "RoundTrip", buffers.get("generatedArray"), 1.10, true);
        for (String[] peer : new String[][] {{"Kryo unsafe", "kryoUnsafeMemory"}, {"Kryo ByteBuffer", "kryoByteBuffer"},
                {"Fory off-heap", "foryOffHeap"}}) {
            target(out, forks, "MediaContent off-heap: generated direct vs " + peer[0] + ", round trip at least as fast"
                    + " (" + peer[1] + " / generatedDirect)", buffers.get(peer[1]), "RoundTrip", direct, 1.0, false);
        }
    }

    /** The compact encoding's sizes against Kryo's smallest, on MediaContent and a 100-line Order. */
    private static void sizeTargets(StringBuilder out, int forks) {
        Map<String, Integer> sizes = mediaSizes();
        int smallestKryo = Integer.MAX_VALUE;
        int kryoOrder = Integer.MAX_VALUE;
        for (String name : Libraries.NAMES) {
            if (name.startsWith("kryo")) {
                smallestKryo = Math.min(smallestKryo, sizes.get(name));
                kryoOrder = Math.min(kryoOrder, OrderSizes.size(name, 100));
            }
        }
        int compact = EncodingBenchmark.sizes().get("generatedCompact");
        // Sizes do not vary from run to run, but the rule for every verdict is one: 3 forks.
        out.append(String.format(Locale.ROOT, "| MediaContent compact no larger than Kryo's smallest (%d B) | %d B"
                + " (%.2fx); fixed %d B | %s |%n", smallestKryo, compact, compact / (double) smallestKryo,
                sizes.get("generated"), verdict(compact <= smallestKryo, forks)));
        int compactOrder = OrderSizes.compactSize(100);
        out.append(String.format(Locale.ROOT, "| Order of 100 lines, compact, no larger than Kryo's smallest (%d B) |"
                + " %d B (%.2fx) | %s |%n", kryoOrder, compactOrder, compactOrder / (double) kryoOrder,
                verdict(compactOrder <= kryoOrder, forks)));
    }

    /** Whether the forks open {@code java.lang} to the runtime ({@code -Dbench.openJavaLang=true}). */
    static boolean javaLangOpened() {
        return Boolean.getBoolean("bench.openJavaLang");
    }

    /** With {@code bench.publicStrings}, every fork keeps the runtime off String's private fields. */
    static boolean publicStrings() {
        return Boolean.getBoolean("bench.publicStrings");
    }

    /** A row that states a ratio without a target: what a target's line is to be read against. */
    private static void measured(StringBuilder out, String what, Row numerator, String op, Row denominator) {
        if (numerator != null && denominator != null && numerator.nanos.containsKey(op)
                && denominator.nanos.containsKey(op)) {
            out.append(String.format(Locale.ROOT, "| %s | %.2fx | no target |%n", what,
                    numerator.nanos.get(op) / denominator.nanos.get(op)));
        }
    }

    /** A row for a write that must allocate nothing, from JMH's gc.alloc.rate.norm. */
    private static void allocatesNothing(StringBuilder out, int forks, String what, Row row) {
        if (row != null && row.allocated.containsKey("Write")) {
            double allocated = row.allocated.get("Write");
            out.append(String.format(Locale.ROOT, "| %s | %.0f B/op | %s |%n", what, allocated, verdict(allocated < 1, forks)));
        }
    }

    /** @return the name of the row starting with {@code prefix} that has the fastest round trip */
    private static String fastest(Map<String, Row> table, String prefix) {
        String best = null;
        for (Map.Entry<String, Row> e : table.entrySet()) {
            Double time = e.getValue().nanos.get("RoundTrip");
            if (e.getKey().startsWith(prefix) && time != null
                    && (best == null || time < table.get(best).nanos.get("RoundTrip"))) {
                best = e.getKey();
            }
        }
        return best;
    }

    /**
     * One target row: {@code numerator / denominator} on {@code op} must be at most
     * {@code line} ({@code atMost}) or at least {@code line}.
     */
    private static void target(StringBuilder out, int forks, String what, Row numerator, String op, Row denominator,
            double line, boolean atMost) {
        if (numerator == null || denominator == null || !numerator.nanos.containsKey(op)
                || !denominator.nanos.containsKey(op)) {
            return;
        }
        double a = numerator.nanos.get(op);
        double b = denominator.nanos.get(op);
        double ea = finiteOrZero(numerator.errors.get(op));
        double eb = finiteOrZero(denominator.errors.get(op));
        double ratio = a / b;
        double low = Math.max(0, a - ea) / (b + eb);
        double high = eb < b ? (a + ea) / (b - eb) : Double.POSITIVE_INFINITY;
        out.append(String.format(Locale.ROOT, "| %s | %.2fx (%.2f-%.2f) | %s |%n", what, ratio, low, high,
                verdict(ratio, low, high, line, atMost, forks)));
    }

    /**
     * @param low the ratio's lower end from JMH's errors
     * @param high its upper end
     * @return "met" or "missed" (", within error" when the line falls in [low, high]), or
     *     "indicative" from fewer than {@link #FORKS_FOR_VERDICT} forks
     */
    static String verdict(double ratio, double low, double high, double line, boolean atMost, int forks) {
        String verdict = verdict(atMost ? ratio <= line : ratio >= line, forks);
        return forks >= FORKS_FOR_VERDICT && low <= line && line <= high ? verdict + ", within error" : verdict;
    }

    /**
     * The one place a verdict is given: "met" or "missed" from {@link #FORKS_FOR_VERDICT} or
     * more forks, else "indicative" with the number of forks.
     */
    static String verdict(boolean met, int forks) {
        if (forks < FORKS_FOR_VERDICT) {
            return "indicative, " + forks + " fork" + (forks == 1 ? "" : "s");
        }
        return met ? "met" : "missed";
    }

    private static double finiteOrZero(Double error) {
        return error == null || !Double.isFinite(error) ? 0 : error;
    }

    private static String tableOrder(String table) {
        switch (table) {
            case "SeedBenchmark": return "0";
            case "MediaContentBenchmark": return "1";
            case "ByteBufferBenchmark": return "1b";
            case "EncodingBenchmark": return "1e";
            case "DatasetBenchmark small": return "2";
            case "DatasetBenchmark medium": return "3";
            case "DatasetBenchmark large": return "4";
            case "FramingBenchmark": return "5";
            case "IdentityBenchmark": return "6";
            case "ArrayBenchmark": return "7";
            default: return "8" + table;
        }
    }

    /** Encoded size of a generated data set per library. */
    static Map<String, Integer> datasetSizes(String size) {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        Dataset set = Dataset.generate(size);
        for (String name : Libraries.NAMES) {
            sizes.put(name, DatasetBenchmark.library(name).write(set));
        }
        return sizes;
    }

    private static Map<String, Integer> seedSizes() {
        SeedBenchmark seed = new SeedBenchmark();
        seed.setUp();
        Map<String, Integer> sizes = new LinkedHashMap<>(Correctness.check(seed));
        sizes.put("generated", MarketDataMarshaller.sizeOf(MarketData.sample()));
        for (String library : SeedLibraryBenchmark.LIBRARIES) {
            sizes.put(library, SeedLibraryBenchmark.library(library).write(SeedLibraryBenchmark.value(library)));
        }
        return sizes;
    }

    private static Map<String, Integer> framingSizes() {
        int body = MarketDataMarshaller.sizeOf(MarketData.sample());
        return Map.of("bare", body, "framed", body + dev.marshalled.runtime.Marshallers.HEADER_SIZE);
    }

    private static Map<String, Integer> identitySizes() {
        return Map.of("plain", dev.marshalled.jmh.identity.BasketMarshaller.sizeOf(dev.marshalled.jmh.identity.Basket.sample()),
                "tracked", dev.marshalled.jmh.identity.TrackedBasketMarshaller.sizeOf(
                        dev.marshalled.jmh.identity.TrackedBasket.sample()));
    }

    /** Encoded size of the standard MediaContent per library and peer. */
    static Map<String, Integer> mediaSizes() {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (String name : MediaContentBenchmark.LIBRARIES) {
            sizes.put(name, MediaContentBenchmark.codec(name).write(MediaContentBenchmark.value(name)));
        }
        return sizes;
    }

    static String cell(Double nanos, Double error, Double base, String unit) {
        if (nanos == null) {
            return "";
        }
        String time = error == null || !Double.isFinite(error) ? String.format(Locale.ROOT, "%.1f %s", nanos, unit)
                : String.format(Locale.ROOT, "%.1f ± %.1f %s", nanos, error, unit);
        if (base == null) {
            return time;
        }
        return String.format(Locale.ROOT, "%.2fx (%s)", nanos / base, time);
    }

    private static String bytes(Double allocated) {
        return allocated == null ? "" : String.format(Locale.ROOT, "%.0f", allocated);
    }

    static String environment() {
        String cpu = "unknown CPU";
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    cpu = line.substring(line.indexOf(':') + 1).trim();
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: keep "unknown CPU"
        }
        return String.format(Locale.ROOT, "JDK %s (%s), %s, %d cores, %s %s", Runtime.version(),
                System.getProperty("java.vm.vendor"), cpu, Runtime.getRuntime().availableProcessors(),
                System.getProperty("os.name"), System.getProperty("os.arch"));
    }
}
