package dev.marshalled.redis.model;

import dev.marshalled.Marshalled;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A record of strings, a list and a map: what a price cache holds. */
@Marshalled
public record Quote(String symbol, String venue, double bid, double ask, long atMillis, List<String> flags,
        Map<String, Integer> depth) {

    /** The {@code n}-th of a deterministic series; every seventh has a venue outside Latin-1. */
    public static Quote sample(int n) {
        Map<String, Integer> depth = new LinkedHashMap<>();
        for (int level = 1; level <= n % 4 + 1; level++) {
            depth.put("L" + level, 100 * level + n);
        }
        List<String> flags = n % 3 == 0 ? List.of() : n % 3 == 1 ? List.of("firm") : List.of("firm", "odd-lot");
        return new Quote("SYM" + n, n % 7 == 0 ? "東京 " + n : "XNAS", 100 + n * 0.25, 100.5 + n * 0.25,
                1_780_000_000_000L + n, flags, depth);
    }
}
