package dev.marshalled.processor.fuzz;

import dev.marshalled.processor.lock.LockSchemas;
import dev.marshalled.processor.lock.TextLockEquivalence;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/** One seed from generation to round trip: compile with the processor, judge diagnostics, run. */
final class Campaign {
    private Campaign() {
    }

    /** What one seed gave: the findings, and how many marshalled types compiled and ran. */
    record Outcome(List<Finding> findings, int typesCompiled) {
    }

    static Outcome run(long seed, Features features, int types, int valuesPerType) {
        DeclarationSet set = Generator.generate(seed, features, types);
        List<Finding> findings = new ArrayList<>();
        TextLockEquivalence lock = new TextLockEquivalence();
        LockSchemas locked = new LockSchemas(Roots.CLASS, Roots.ROOT);
        try (FuzzJavac.Result result = FuzzJavac.compile(set.all(), List.of(lock, locked))) {
            for (Diagnostic<? extends JavaFileObject> d : result.diagnostics()) {
                boolean bad = d.getKind() == Diagnostic.Kind.ERROR || d.getKind() == Diagnostic.Kind.WARNING
                        || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING;
                if (bad && result.inGenerated(d)) {
                    String kind = "generated-" + d.getKind().toString().toLowerCase(java.util.Locale.ROOT);
                    String message = d.getMessage(null).lines().findFirst().orElse("");
                    findings.add(new Finding(seed, kind, fileName(d) + ": " + message,
                            result.excerpt(d, 4) + "\ndeclarations:\n" + set.listing(),
                            kind + ": " + blur(d.getMessage(null))));
                } else if (d.getKind() == Diagnostic.Kind.ERROR && fileName(d).equals(Roots.CLASS + ".java")) {
                    // The check code calls of(...) as a user would: an error there is the generated API's.
                    findings.add(new Finding(seed, "check-code", fileName(d) + ":" + d.getLineNumber() + ": "
                            + d.getMessage(null), "declarations:\n" + set.listing(),
                            "check-code: " + blur(d.getMessage(null))));
                } else if (d.getKind() == Diagnostic.Kind.ERROR) {
                    findings.add(new Finding(seed, "refused-valid", fileName(d) + ":" + d.getLineNumber() + ": "
                            + d.getMessage(null), "declarations:\n" + set.listing()));
                }
            }
            findings.addAll(lockFindings(seed, set, lock));
            if (!result.success() || !findings.isEmpty()) {
                if (findings.isEmpty()) {
                    findings.add(new Finding(seed, "javac", "compilation failed without an error",
                            result.diagnostics().toString()));
                }
                return new Outcome(findings, 0);
            }
            try {
                findings.addAll(new RoundTrip(set, valuesPerType, locked).run(result.classes()));
            } catch (Exception e) {
                findings.add(new Finding(seed, "harness", RoundTrip.root(e), RoundTrip.stack(e)));
            }
            return new Outcome(findings, set.marshalled().size());
        }
    }

    /**
     * Each type whose lock schema from its model is not the one a lock of the former text form of it
     * reads (see {@link TextLockEquivalence}), and a set whose types were not all compared.
     */
    private static List<Finding> lockFindings(long seed, DeclarationSet set, TextLockEquivalence lock) {
        List<Finding> findings = new ArrayList<>();
        for (String difference : lock.differences()) {
            findings.add(new Finding(seed, "lock-schema", difference.lines().findFirst().orElse(""),
                    difference + "\ndeclarations:\n" + set.listing(), "lock-schema: differs from the text lock"));
        }
        List<String> missing = set.marshalled().stream().map(Decl::canonical)
                .filter(name -> !lock.compared().contains(name)).toList();
        if (!missing.isEmpty()) {
            findings.add(new Finding(seed, "lock-schema", "not compared: " + missing,
                    "declarations:\n" + set.listing(), "lock-schema: types not compared"));
        }
        return findings;
    }

    /**
     * A javac message with what varies between seeds blurred (the user's names, the package, the
     * first type of "incompatible types"), so one bug reached through many field types counts once.
     */
    static String blur(String message) {
        String text = message.replaceAll("\\s+", " ").replaceAll("f[0-9a-z]+\\.[a-z]+\\.", "p.");
        text = text.replaceAll("incompatible types: \\S+( \\S+)*? cannot be converted to", "incompatible types: _ cannot"
                + " be converted to");
        text = text.replaceAll("variable \\S+ ", "variable _ ").replaceAll("location: .*", "");
        return text.replaceAll("symbol: variable \\S+", "symbol: variable _").trim();
    }

    static String fileName(Diagnostic<? extends JavaFileObject> d) {
        if (d.getSource() == null) {
            return "(no file)";
        }
        String path = d.getSource().toUri().getPath();
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
