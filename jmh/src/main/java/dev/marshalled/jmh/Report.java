package dev.marshalled.jmh;

import dev.marshalled.jmh.dataset.Dataset;
import dev.marshalled.jmh.libs.Libraries;
import dev.marshalled.jmh.media.MediaContent;
import dev.marshalled.jmh.seed.MarketData;
import dev.marshalled.jmh.seed.MarketDataMarshaller;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * Turns JMH results into Markdown tables, one per model: per approach, the time of write, read
 * and round trip, each as a ratio to the generated marshaller (1.00x; higher is slower), the
 * bytes allocated per operation, and the encoded size.
 */
final class Report {
    private static final String[] OPERATIONS = {"Write", "Read", "RoundTrip"};

    private Report() {
    }

    /** One approach's numbers, keyed by operation. */
    private static final class Row {
        final Map<String, Double> nanos = new TreeMap<>();
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
        for (RunResult run : results) {
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
                continue;
            }
            String approach = method.substring(0, method.length() - operation.length());
            String backend = run.getParams().getParam("backend");
            String library = run.getParams().getParam("library");
            String label = library != null ? library : backend != null ? approach + " (" + backend + ")" : approach;
            Row row = tables.computeIfAbsent(table, k -> new LinkedHashMap<>()).computeIfAbsent(label, k -> new Row());
            row.nanos.put(operation, run.getPrimaryResult().getScore());
            row.unit = run.getPrimaryResult().getScoreUnit().replace("/op", "").replace("us", "µs");
            Result<?> alloc = run.getSecondaryResults().get("gc.alloc.rate.norm");
            if (alloc != null) {
                row.allocated.put(operation, alloc.getScore());
            }
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Map<String, Row>> table : tables.entrySet()) {
            boolean seed = table.getKey().equals("SeedBenchmark");
            boolean dataset = table.getKey().startsWith("DatasetBenchmark ");
            boolean framing = table.getKey().equals("FramingBenchmark");
            boolean identity = table.getKey().equals("IdentityBenchmark");
            boolean arrays = table.getKey().equals("ArrayBenchmark");
            boolean encoding = table.getKey().equals("EncodingBenchmark");
            String baseline = seed ? "generated (unsafe)" : framing ? "bare" : identity ? "plain"
                    : arrays ? "arraycopy (unsafe)" : "generated";
            String dataSize = dataset ? table.getKey().substring("DatasetBenchmark ".length()) : null;
            Map<String, Integer> sizes = seed ? seedSizes() : dataset ? datasetSizes(dataSize)
                    : framing ? framingSizes() : identity ? identitySizes() : arrays ? Map.of()
                    : encoding ? EncodingBenchmark.sizes() : mediaSizes();
            Row base = table.getValue().get(baseline);
            if (arrays) {
                out.append("A long[65536] (512 KiB) written by the generated marshaller, against System.arraycopy of as"
                        + " many bytes between two byte[]s (lower ratio = faster; the target is at most 1.25x,"
                        + " i.e. at least 80% of arraycopy's throughput)");
            } else if (encoding) {
                out.append("MediaContent in the fixed encoding (generated) and the compact one (varint ints, longs,"
                        + " lengths and ordinals), same values");
            } else if (framing) {
                out.append("Seed object as a bare body and as a self-identifying message (type id, length, body,"
                        + " read through the registry)");
            } else if (identity) {
                out.append("A 20-item basket with object identity off (plain) and on (tracked), same bytes");
            } else if (seed) {
                out.append("Seed object (long, boolean, int, int, double[10], long[10])");
            } else if (dataset) {
                out.append(String.format(Locale.ROOT, "Data set of %d %s objects (%d bytes of JSON per object)",
                        Dataset.SIZE, dataSize, sizes.get("jackson") / Dataset.SIZE));
            } else {
                out.append("MediaContent (jvm-serializers' standard values)");
            }
            String title = out.substring(out.lastIndexOf("\n") + 1);
            out.append("; time as a ratio to ").append(baseline)
                    .append(" (1.00x = as fast, higher = slower); time per operation in brackets.\n\n");
            out.append("| approach | write | read | round trip | alloc write B/op | alloc read B/op | size B |\n");
            out.append("|---|---:|---:|---:|---:|---:|---:|\n");
            for (Map.Entry<String, Row> e : table.getValue().entrySet()) {
                Row row = e.getValue();
                out.append("| ").append(e.getKey());
                for (String op : OPERATIONS) {
                    out.append(" | ").append(cell(row.nanos.get(op), base == null ? null : base.nanos.get(op), row.unit));
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
        out.append(environment()).append("\nCommand: `").append(command).append("`\n");
        return out.toString();
    }

    private static String tableOrder(String table) {
        switch (table) {
            case "SeedBenchmark": return "0";
            case "MediaContentBenchmark": return "1";
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
        for (String library : new String[] {"kryo", "kryoUnsafe", "foryConsistent", "foryCompatible", "jackson"}) {
            sizes.put(library, SeedLibraryBenchmark.library(library).write(MarketData.sample()));
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

    /** Encoded size of the standard MediaContent per library. */
    static Map<String, Integer> mediaSizes() {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (String name : Libraries.NAMES) {
            sizes.put(name, MediaContentBenchmark.library(name).write(MediaContent.standard()));
        }
        return sizes;
    }

    private static String cell(Double nanos, Double base, String unit) {
        if (nanos == null) {
            return "";
        }
        String time = String.format(Locale.ROOT, "%.1f %s", nanos, unit);
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
