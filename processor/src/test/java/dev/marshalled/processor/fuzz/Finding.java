package dev.marshalled.processor.fuzz;

/**
 * One thing the fuzzer found. {@code signature} groups repeats of one bug across seeds (a message
 * with the seed-specific names blurred), so a long campaign reports each distinct failure once.
 */
record Finding(long seed, String kind, String summary, String detail, String signature) {

    Finding(long seed, String kind, String summary, String detail) {
        this(seed, kind, summary, detail, kind + ": " + summary.replaceAll("f[0-9a-z]+\\.[a-z]+\\.", "p.")
                .replaceAll("[0-9]+", "N").replaceAll("'[^']*'", "'_'"));
    }

    String report() {
        return "[" + kind + "] seed " + seed + " (reproduce: -Dfuzz.seed=" + seed + "): " + summary + "\n" + detail;
    }
}
