package dev.marshalled.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/** The generator's own checks: its output is valid Java, and a seed always gives the same output. */
class GeneratorSelfTest {

    @Test
    void generatedSetsCompileWithoutTheProcessor() {
        for (long seed : new long[] {1, 2, 3, 42, -7, 20240601}) {
            DeclarationSet set = Generator.generate(seed, Features.all(), 12);
            if (Boolean.getBoolean("fuzz.print")) {
                System.out.println(set.listing());
            }
            try (FuzzJavac.Result result = FuzzJavac.compile(set.sources(), false)) {
                List<String> errors = result.errors().stream().map(d -> d.getMessage(null) + " at "
                        + (d.getSource() == null ? "?" : d.getSource().getName()) + ":" + d.getLineNumber()).toList();
                assertTrue(result.success() && errors.isEmpty(),
                        () -> "seed " + seed + " generated invalid Java: " + errors + "\n" + set.listing());
                assertEquals(List.of(), result.diagnostics().stream()
                        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList());
            }
        }
    }

    @Test
    void aSeedIsReproducible() {
        assertEquals(Generator.generate(99, Features.all(), 10).all(),
                Generator.generate(99, Features.all(), 10).all());
    }

    @Test
    void fieldsDrawPrivateEnumsAloneAndInContainers() {
        int alone = 0;
        int contained = 0;
        for (long seed = 1; seed <= 70; seed++) {
            DeclarationSet set = Generator.generate(seed, Features.all(), 8);
            List<String> hidden = set.decls().stream()
                    .filter(d -> d.role == Decl.Role.ENUM && d.isPrivateSomewhere()).map(Decl::canonical).toList();
            for (Decl d : set.decls()) {
                for (Decl.Member m : d.fields) {
                    for (String e : hidden) {
                        if (m.type.equals(e)) {
                            alone++;
                        } else if (m.type.matches(".*[<, ]" + java.util.regex.Pattern.quote(e) + "[>,\\[].*")) {
                            contained++;
                        }
                    }
                }
            }
        }
        int a = alone;
        int c = contained;
        assertTrue(alone >= 5 && contained >= 5, () -> "private enums drawn alone " + a + ", in containers " + c);
    }
}
