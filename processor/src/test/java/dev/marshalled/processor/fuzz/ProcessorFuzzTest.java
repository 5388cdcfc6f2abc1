package dev.marshalled.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The processor fuzzer (docs/fuzzing.md): random valid declaration sets through the real processor,
 * then their marshallers round-trip random values; and invalid declarations must be refused on the
 * user's element. A fixed set of seeds runs in every build; a campaign runs with
 * {@code -Dfuzz.sets=N}, one seed with {@code -Dfuzz.seed=S}.
 */
class ProcessorFuzzTest {
    /** The build's seeds: fixed, so a build is reproducible; a campaign draws its own from fuzz.start. */
    private static final int FIXED_SETS = 70;
    private static final int FIXED_TYPES = 8;
    /** How many of the seeds the lock's mutations run on in a build (each set compiles once per change). */
    private static final int MUTATION_SETS = 6;

    @Test
    void validDeclarationsCompileAndRoundTrip() {
        Features features = Features.excluding(System.getProperty("fuzz.exclude"));
        int types = Integer.getInteger("fuzz.types", FIXED_TYPES);
        int values = Integer.getInteger("fuzz.values", 3);
        List<Long> seeds = seeds();
        System.out.println("fuzz: " + seeds.size() + " sets of " + types + " types, " + features);
        Map<String, List<Finding>> bySignature = new LinkedHashMap<>();
        int compiled = 0;
        long start = System.nanoTime();
        for (long seed : seeds) {
            Campaign.Outcome outcome = Campaign.run(seed, features, types, values);
            compiled += outcome.typesCompiled();
            System.out.println("fuzz: seed " + seed + ": " + (outcome.findings().isEmpty() ? "ok"
                    : outcome.findings().size() + " finding(s)"));
            for (Finding f : outcome.findings()) {
                bySignature.computeIfAbsent(f.signature(), k -> new ArrayList<>()).add(f);
            }
        }
        report(bySignature);
        System.out.printf("fuzz: %d sets, %d generated types compiled and round-tripped, %d distinct failure(s),"
                + " %.1f s%n", seeds.size(), compiled, bySignature.size(), (System.nanoTime() - start) / 1e9);
        assertTrue(bySignature.isEmpty(), () -> bySignature.size() + " distinct failure(s), first: "
                + bySignature.values().iterator().next().get(0).report());
    }

    /**
     * Each change the generator can make to a declaration that changes its bytes is refused by the schema
     * lock, on the changed element ({@link Mutations}): the first sets of the build's seeds, or
     * {@code -Dfuzz.mutations=N} of a campaign's.
     */
    @Test
    void changesThatChangeTheBytesAreRefusedByTheLock() {
        Features features = Features.excluding(System.getProperty("fuzz.exclude"));
        int types = Integer.getInteger("fuzz.types", FIXED_TYPES);
        List<Long> all = seeds();
        List<Long> seeds = all.subList(0, Math.min(all.size(), Integer.getInteger("fuzz.mutations", MUTATION_SETS)));
        Map<String, Integer> made = new java.util.TreeMap<>();
        List<String> problems = new ArrayList<>();
        long start = System.nanoTime();
        for (long seed : seeds) {
            Mutations.Outcome outcome = Mutations.check(seed, features, types);
            outcome.made().forEach(kind -> made.merge(kind, 1, Integer::sum));
            problems.addAll(outcome.problems());
        }
        problems.forEach(System.out::println);
        System.out.printf("fuzz: lock mutations over %d sets: %s, %d problem(s), %.1f s%n", seeds.size(), made,
                problems.size(), (System.nanoTime() - start) / 1e9);
        assertTrue(problems.isEmpty(), () -> problems.size() + " mutation problem(s), first: " + problems.get(0));
        if (System.getProperty("fuzz.seed") == null && System.getProperty("fuzz.exclude") == null) {
            // The build's seeds make every change at least once: a change never made tests nothing.
            assertEquals(Mutations.KINDS, List.copyOf(made.keySet().stream().sorted(
                    java.util.Comparator.comparingInt(Mutations.KINDS::indexOf)).toList()), made::toString);
        }
    }

    @Test
    void invalidDeclarationsAreRefusedOnTheUsersElement() {
        List<String> problems = new ArrayList<>();
        for (long seed : seeds().subList(0, Math.min(4, seeds().size()))) {
            problems.addAll(Refusals.check(seed));
        }
        problems.forEach(System.out::println);
        assertTrue(problems.isEmpty(), () -> problems.size() + " refusal problem(s), first: " + problems.get(0));
    }

    private static List<Long> seeds() {
        String one = System.getProperty("fuzz.seed");
        if (one != null && !one.isBlank()) {
            return List.of(Long.parseLong(one.trim()));
        }
        int sets = Integer.getInteger("fuzz.sets", FIXED_SETS);
        SplittableRandom seeds = new SplittableRandom(Long.getLong("fuzz.start", 20250101L));
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < sets; i++) {
            out.add(seeds.nextLong());
        }
        return out;
    }

    /** Each distinct failure once, in full, with the seeds that hit it. */
    private static void report(Map<String, List<Finding>> bySignature) {
        for (Map.Entry<String, List<Finding>> e : bySignature.entrySet()) {
            List<Finding> all = e.getValue();
            System.out.println("\n==== fuzz failure (" + all.size() + " time(s), seeds "
                    + all.stream().map(f -> Long.toString(f.seed())).distinct().limit(8).toList() + "): " + e.getKey());
            String report = all.get(0).report();
            System.out.println(report.length() > 12_000 ? report.substring(0, 12_000) + "\n…(cut)" : report);
        }
    }
}
