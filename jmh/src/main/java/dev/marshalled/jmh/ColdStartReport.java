package dev.marshalled.jmh;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.util.Statistics;

/**
 * The cold-start table: per library, the mean time of a fresh JVM's first MediaContent round
 * trip and of its first 10,000, with the 99.9% error over the forks, and each peer's time as a
 * multiple of the generated code's, against the targets (the generated code at most 0.2x of
 * Fory's time and 0.7x of Kryo's).
 */
final class ColdStartReport {
    private ColdStartReport() {
    }

    static String markdown(Collection<RunResult> results) {
        Map<String, Map<String, Statistics>> byBenchmark = new LinkedHashMap<>();
        for (RunResult r : results) {
            String method = r.getParams().getBenchmark();
            method = method.substring(method.lastIndexOf('.') + 1);
            byBenchmark.computeIfAbsent(method, k -> new LinkedHashMap<>())
                    .put(r.getParams().getParam("library"), r.getPrimaryResult().getStatistics());
        }
        StringBuilder out = new StringBuilder("### Cold start (MediaContent, a fresh JVM per sample)\n\n");
        out.append("| benchmark | library | forks | mean ms | ± (99.9%) | generated's time / library's | target |\n");
        out.append("|---|---|---:|---:|---:|---:|---|\n");
        for (Map.Entry<String, Map<String, Statistics>> b : byBenchmark.entrySet()) {
            Statistics generated = b.getValue().get("generated");
            for (Map.Entry<String, Statistics> e : b.getValue().entrySet()) {
                Statistics s = e.getValue();
                String ratio = generated == null || e.getKey().equals("generated") ? ""
                        : String.format(Locale.ROOT, "%.2fx", generated.getMean() / s.getMean());
                String target = e.getKey().startsWith("fory") ? "≤ 0.20x" : e.getKey().startsWith("kryo") ? "≤ 0.70x" : "";
                out.append(String.format(Locale.ROOT, "| %s | %s | %d | %.1f | %.1f | %s | %s |%n", b.getKey(), e.getKey(),
                        s.getN(), s.getMean(), s.getMeanErrorAt(0.999), ratio, target));
            }
        }
        return out.toString();
    }
}
