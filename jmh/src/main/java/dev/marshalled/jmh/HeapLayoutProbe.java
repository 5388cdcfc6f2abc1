package dev.marshalled.jmh;

import dev.marshalled.jmh.dataset.Dataset;
import dev.marshalled.jmh.libs.Library;
import java.util.Arrays;
import java.util.Locale;

/**
 * Why a data set's round trip costs more than its write plus its read: a diagnostic, not a
 * benchmark (JMH cannot move a benchmark's input between the measurements of one fork). It times
 * the write of one data set three times in one JVM:
 *
 * <ol>
 *   <li>as allocated, which is what the write-only benchmark sees, since writing allocates
 *       nothing and no collection ever moves the data set;
 *   <li>after a 64 MiB array has been walked before each write, which empties the caches but
 *       leaves the objects where they are;
 *   <li>after young collections have copied the data set, as the reads of a round trip make
 *       them do.
 * </ol>
 *
 * <pre>
 * java -Xms2g -Xmx2g -cp &lt;jmh classpath&gt; dev.marshalled.jmh.HeapLayoutProbe generated large
 * </pre>
 *
 * Each line is the median of 15 rounds of {@code writes} writes, after 10 such rounds of
 * warm-up. Only ratios between lines of one run mean anything.
 */
public final class HeapLayoutProbe {
    private static final int ROUNDS = 15;
    private static final int WARM_UP_ROUNDS = 10;

    /** Where the bytes written go, so that no write is dead code. */
    static volatile long written;

    private HeapLayoutProbe() {
    }

    /**
     * @param args a library name (as the benchmarks name them), then small, medium or large
     */
    public static void main(String[] args) {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: HeapLayoutProbe LIBRARY small|medium|large");
        }
        String size = args[1];
        Dataset value = Dataset.generate(size);
        Library<Dataset> library = DatasetBenchmark.library(args[0]);
        int writes = size.equals("large") ? 20 : size.equals("medium") ? 2_000 : 20_000;
        long[] caches = new long[8 << 20];

        report(args[0], size, "as allocated", time(library, value, writes, null));
        report(args[0], size, "caches emptied before each write", time(library, value, writes, caches));
        // Garbage with the data set still live: young collections copy it out of where it was made.
        Object[] keep = new Object[64];
        for (int i = 0; i < 4_096; i++) {
            keep[i & 63] = new byte[1 << 20];
        }
        report(args[0], size, "moved by young collections", time(library, value, writes, null));
        // Checked last: a read before the first line would allocate, and could move the data set.
        Correctness.require(value.equals(roundTrip(library, value)), args[0] + " " + size);
    }

    private static Dataset roundTrip(Library<Dataset> library, Dataset value) {
        library.write(value);
        return library.read();
    }

    /** Median microseconds per write; walks {@code caches} before each write when it is not null. */
    private static double time(Library<Dataset> library, Dataset value, int writes, long[] caches) {
        double[] rounds = new double[ROUNDS];
        long sink = 0;
        for (int round = -WARM_UP_ROUNDS; round < ROUNDS; round++) {
            long spent = 0;
            for (int i = 0; i < writes; i++) {
                if (caches != null) {
                    // One load and store per 128 bytes covers every other line of 64 MiB, twice
                    // the last-level cache of the machines this runs on.
                    for (int k = 0; k < caches.length; k += 16) {
                        caches[k]++;
                    }
                }
                long start = System.nanoTime();
                sink += library.write(value);
                spent += System.nanoTime() - start;
            }
            if (round >= 0) {
                rounds[round] = spent / 1e3 / writes;
            }
        }
        written = sink;
        Arrays.sort(rounds);
        return rounds[ROUNDS / 2];
    }

    private static void report(String library, String size, String layout, double micros) {
        System.out.printf(Locale.ROOT, "%s, %s data set, write, %s: %,.1f µs%n", library, size, layout, micros);
    }
}
