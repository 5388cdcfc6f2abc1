package dev.marshalled.processor.fuzz;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What one seed generated: the sources javac sees, the check code compiled with them (which makes the
 * generic types' marshallers, see {@link Roots}), and the declarations the harness checks against.
 */
record DeclarationSet(long seed, List<Source> sources, List<Source> checks, List<Decl> decls, String features,
        List<String> packages, java.util.Set<String> convertedPackages, List<Source> twins) {

    /** One compilation unit; {@code qualifiedName} is its top-level type, or {@code p.package-info}. */
    record Source(String qualifiedName, String text) {
        String path() {
            return qualifiedName.replace('.', '/') + ".java";
        }
    }

    List<Decl> marshalled() {
        return decls.stream().filter(d -> d.role == Decl.Role.MARSHALLED).collect(Collectors.toList());
    }

    /** Whether the field, read back, need not equal what was written (a retired slot is read as empty). */
    boolean ignored(Class<?> owner, String field) {
        for (Decl d : decls) {
            if (d.binary().equals(owner.getName())) {
                for (Decl.Member m : d.fields) {
                    if (m.name.equals(field)) {
                        return m.retired;
                    }
                }
            }
        }
        return false;
    }

    boolean keepsIdentity(Class<?> type) {
        return decls.stream().anyMatch(d -> d.references && d.binary().equals(type.getName()));
    }

    /**
     * The sources of the declarations as they are now, printed again: after a change to them
     * ({@link Mutations}), with the twins and the check code as generated.
     */
    List<Source> reprinted() {
        List<Source> all = new java.util.ArrayList<>(Printer.print(decls, packages, convertedPackages));
        all.addAll(twins);
        all.addAll(checks);
        return all;
    }

    /** The declarations and the check code, as javac compiles them. */
    List<Source> all() {
        List<Source> all = new java.util.ArrayList<>(sources);
        all.addAll(checks);
        return all;
    }

    /** All sources, numbered, for a failure report. */
    String listing() {
        StringBuilder out = new StringBuilder("// seed " + seed + ", " + features + "\n");
        for (Source s : all()) {
            out.append("// ---- ").append(s.path()).append('\n');
            String[] lines = s.text().split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                out.append(String.format("%4d  %s%n", i + 1, lines[i]));
            }
        }
        return out.toString();
    }
}
