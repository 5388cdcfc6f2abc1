package dev.marshalled.processor.fuzz;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Documented refusals (docs/types.md, "Compile errors"): each invalid declaration must give exactly
 * one error, on the user's element (a line marked {@code // <- error}), never in a generated file.
 * Names and filler fields vary with the seed; each case has a package of its own.
 */
final class Refusals {
    private static final String MARK = "// <- error";

    private Refusals() {
    }

    /** One invalid declaration set: its sources, and a line marked in any of them may carry the error. */
    private record Case(String name, List<DeclarationSet.Source> sources) {
    }

    static List<String> check(long seed) {
        Random random = new Random(seed);
        String root = "r" + Long.toUnsignedString(seed, 36);
        List<Case> cases = cases(random, root);
        List<DeclarationSet.Source> all = new ArrayList<>();
        cases.forEach(c -> all.addAll(c.sources()));
        List<String> problems = new ArrayList<>();
        try (FuzzJavac.Result result = FuzzJavac.compile(all, true)) {
            for (Diagnostic<? extends JavaFileObject> d : result.diagnostics()) {
                if (d.getKind() != Diagnostic.Kind.ERROR) {
                    if (result.inGenerated(d)) {
                        problems.add("seed " + seed + ": a " + d.getKind() + " in a generated file: " + d.getMessage(null)
                                + "\n" + result.excerpt(d, 3));
                    }
                    continue;
                }
                if (d.getSource() == null || result.inGenerated(d)) {
                    problems.add("seed " + seed + ": an error " + (d.getSource() == null ? "on no element"
                            : "in a generated file") + ": " + d.getMessage(null)
                            + (d.getSource() == null ? "" : "\n" + result.excerpt(d, 3)));
                }
            }
            for (Case c : cases) {
                List<Diagnostic<? extends JavaFileObject>> mine = result.errors().stream()
                        .filter(d -> d.getSource() != null && !result.inGenerated(d) && c.sources().stream()
                                .anyMatch(s -> d.getSource().toUri().getPath().endsWith("/" + s.path())))
                        .toList();
                String sources = c.sources().stream().map(DeclarationSet.Source::text).reduce("", String::concat);
                if (mine.size() != 1) {
                    problems.add("seed " + seed + ": " + c.name() + ": expected 1 error, got " + mine.size() + ": "
                            + mine.stream().map(d -> d.getLineNumber() + ": " + d.getMessage(null)).toList() + "\n"
                            + sources);
                    continue;
                }
                Diagnostic<? extends JavaFileObject> d = mine.get(0);
                if (!marked(c, d)) {
                    problems.add("seed " + seed + ": " + c.name() + ": the error is on line " + d.getLineNumber()
                            + ", not on the offending element: " + d.getMessage(null) + "\n" + sources);
                }
            }
        }
        return problems;
    }

    private static boolean marked(Case c, Diagnostic<? extends JavaFileObject> d) {
        for (DeclarationSet.Source s : c.sources()) {
            if (d.getSource().toUri().getPath().endsWith("/" + s.path())) {
                String[] lines = s.text().split("\n");
                int line = (int) d.getLineNumber();
                return line >= 1 && line <= lines.length && lines[line - 1].contains(MARK);
            }
        }
        return false;
    }

    private static List<Case> cases(Random random, String root) {
        List<Case> cases = new ArrayList<>();
        Set<String> used = new HashSet<>();
        String filler = filler(random, used);
        int id = 1 + random.nextInt(1_000_000);
        cases.add(one(root, "unsupported", "Holder", "@Marshalled\npublic class Holder {\n" + filler
                + "    java.lang.Thread " + name(random, used) + "; " + MARK + "\n}\n"));
        cases.add(one(root, "noconstructor", "Made", "@Marshalled\npublic class Made { " + MARK + "\n" + filler
                + "    Made(java.lang.String unrelated" + random.nextInt(9) + ") {\n    }\n}\n"));
        String fixed = name(random, used);
        // A constructor sets the final field, but none whose parameters match it: no way to read it.
        cases.add(one(root, "finals", "Fixed", "@Marshalled\npublic class Fixed { " + MARK + "\n"
                + "    private final int " + fixed + ";\n    Fixed(long other) {\n        this." + fixed
                + " = 1;\n    }\n}\n"));
        cases.add(one(root, "sinceorder", "Grown", "@Marshalled(evolvable = true)\npublic record Grown(int a,\n"
                + "        @dev.marshalled.Since(3) int b,\n        @dev.marshalled.Since(2) int c) {} " + MARK
                + "\n"));
        cases.add(one(root, "sincefixed", "Plain", "@Marshalled\npublic class Plain {\n" + filler
                + "    @dev.marshalled.Since(2) int late; " + MARK + "\n}\n"));
        cases.add(one(root, "sincezero", "Zero", "@Marshalled(evolvable = true)\npublic class Zero {\n" + filler
                + "    @dev.marshalled.Since(0) int early; " + MARK + "\n}\n"));
        cases.add(one(root, "privatenested", "Outer", "public class Outer {\n    @Marshalled\n"
                + "    private record Hidden(int x) {} " + MARK + "\n}\n"));
        // A private enum, alone or in a container, is written (the generator draws them); a private
        // class the marshaller would have to name is refused.
        cases.add(one(root, "privatetype", "Keeper", "@Marshalled\npublic class Keeper {\n" + filler
                + "    java.util.List<State> " + name(random, used) + "; " + MARK + "\n"
                + "    private record State(int on) {}\n}\n"));
        cases.add(one(root, "inner", "Shell", "public class Shell {\n    @Marshalled\n"
                + "    public class Inner { " + MARK + "\n        int x;\n    }\n}\n"));
        cases.add(one(root, "abstract", "Vague", "@Marshalled\npublic abstract class Vague { " + MARK + "\n"
                + filler + "}\n"));
        cases.add(one(root, "interface", "Contract", "@Marshalled\npublic interface Contract { " + MARK + "\n}\n"));
        cases.add(one(root, "raw", "Raw", "@Marshalled\npublic class Raw {\n" + filler
                + "    @SuppressWarnings(\"rawtypes\") java.util.List items; " + MARK + "\n}\n"));
        // The id errors may sit on the annotation (its most specific place) or on the type.
        cases.add(one(root, "badid", "Negative", "@Marshalled(id = -" + (1 + random.nextInt(9))
                + ") " + MARK + "\npublic record Negative(int x) {} " + MARK + "\n"));
        cases.add(one(root, "converter", "Converted", "@Marshalled\npublic class Converted {\n"
                + "    @dev.marshalled.ConvertWith(Hidden.class) java.lang.Thread t; " + MARK + "\n"
                + "    public static final class Hidden implements dev.marshalled.WireConverter<java.lang.Thread,"
                + " java.lang.String> {\n        private Hidden() {\n        }\n"
                + "        public java.lang.String toWire(java.lang.Thread t) {\n            return t.getName();\n"
                + "        }\n        public java.lang.Thread fromWire(java.lang.String s) {\n"
                + "            return new java.lang.Thread(s);\n        }\n    }\n}\n"));
        String pkg = root + ".ids";
        cases.add(new Case("duplicateid", List.of(
                source(pkg, "First", "@Marshalled(id = " + id + ") " + MARK + "\npublic record First(int x) {} " + MARK
                        + "\n"),
                source(pkg, "Second", "@Marshalled(id = " + id + ") " + MARK + "\npublic record Second(long y) {} "
                        + MARK + "\n"))));
        // A concrete @Marshalled type without an id in a @Polymorphic field: no value of it could be written.
        cases.add(one(root, "polymorphicid", "Shelf", "@Marshalled\npublic class Shelf {\n" + filler
                + "    @dev.marshalled.Polymorphic Item " + name(random, used) + "; " + MARK + "\n"
                + "    @Marshalled\n    public record Item(int x) {}\n}\n"));
        // @Polymorphic where nothing is written with a type id: an enum by its ordinal, a value type, a string.
        String value = Names.pick(random, List.of("State", "java.util.List<State>", "java.util.UUID",
                "java.util.Map<java.lang.String, State>", "java.lang.Integer"));
        cases.add(one(root, "polymorphicvalue", "Board", "@Marshalled\npublic class Board {\n" + filler
                + "    @dev.marshalled.Polymorphic " + value + " " + name(random, used) + "; " + MARK + "\n"
                + "    public enum State { ON, OFF }\n}\n"));
        // A field annotation where no marshaller acts on it: a static or transient field, a component of a
        // record that is not @Marshalled, an enum's field; @Since(1).
        String annotation = Names.pick(random, List.of("@dev.marshalled.Since(2)", "@dev.marshalled.Retired",
                "@dev.marshalled.Polymorphic"));
        String modifier = Names.pick(random, List.of("static", "transient"));
        cases.add(one(root, "unwritten", "Ledger", "@Marshalled(evolvable = true)\npublic class Ledger {\n" + filler
                + "    " + annotation + " " + modifier + " java.lang.Object " + name(random, used) + "; " + MARK
                + "\n}\n"));
        cases.add(one(root, "unmarshalled", "Plain", "public record Plain(int x,\n        " + annotation
                + " java.lang.Object " + name(random, used) + ") {} " + MARK + "\n"));
        cases.add(one(root, "sinceone", "Versioned", "@Marshalled(evolvable = true)\npublic class Versioned {\n"
                + filler + "    @dev.marshalled.Since(1) int " + name(random, used) + "; " + MARK + "\n}\n"));
        // The marshaller of Heir lives in Heir's package, so it cannot name the type of a field Heir
        // inherits from another package when that type is package-private there; the error is on
        // the field, where the fix is made.
        pkg = root + ".kunnameable";
        cases.add(new Case("unnameable", List.of(
                source(pkg + ".q", "Base", "public class Base {\n    protected Secret " + name(random, used) + "; "
                        + MARK + "\n    public Base() {\n    }\n}\n"),
                source(pkg + ".q", "Secret", "enum Secret { ON, OFF }\n"),
                source(pkg, "Heir", "@Marshalled\npublic class Heir extends " + pkg + ".q.Base {\n" + filler
                        + "}\n"))));
        generic(cases, random, root, used, filler, id);
        pkg = root + ".names";
        cases.add(new Case("marshallername", List.of(
                source(pkg, "Order", "public class Order {\n    @Marshalled\n    public record Line(int x) {} " + MARK
                        + "\n}\n"),
                source(pkg, "Order_Line", "@Marshalled\npublic record Order_Line(int y) {} " + MARK + "\n"))));
        return cases;
    }

    /**
     * The refusals of generic types: a raw generic field, a wildcard argument, an argument of a kind a
     * type argument cannot be (each seed one of them), an array of a type parameter, and an id or
     * references on a generic type. Type parameters are named from the fuzzer's clashing pool.
     */
    private static void generic(List<Case> cases, Random random, String root, Set<String> used, String filler,
            int id) {
        String p = Names.typeParameter(random, new HashSet<>(Set.of("Page")), Features.all(),
                List.of("Item", "Holder", "Shape"));
        String page = "    @Marshalled\n    public record Page<" + p + ">(int number, java.util.List<" + p + "> items,"
                + " " + p + " first) {}\n";
        String item = "    @Marshalled\n    public record Item(long x) {}\n";
        cases.add(one(root, "rawgeneric", "Shelf", "public class Shelf {\n" + page + "    @Marshalled\n"
                + "    @SuppressWarnings(\"rawtypes\")\n    public static class Holder {\n" + filler
                + "        Page " + name(random, used) + "; " + MARK + "\n    }\n}\n"));
        String wildcard = Names.pick(random, List.of("?", "? extends Item", "? super Item"));
        cases.add(one(root, "wildcard", "Log", "public class Log {\n" + page + item + "    @Marshalled\n"
                + "    public record Holder(java.lang.String id, Page<" + wildcard + "> " + name(random, used) + ") {} "
                + MARK + "\n}\n"));
        String argument = Names.pick(random, List.of("java.util.ArrayList<java.lang.String>", "java.lang.String[]",
                "Item[]", "Shape", "Linked", "java.util.Collection<java.lang.String>",
                "java.util.NavigableSet<java.lang.String>", "java.util.List<Shape>", "Page<Linked>",
                "java.util.Map<java.lang.String, java.util.LinkedList<Item>>"));
        cases.add(one(root, "typeargument", "Catalog", "public class Catalog {\n" + page + item
                + "    public sealed interface Shape permits Circle {}\n"
                + "    @Marshalled\n    public record Circle(int r) implements Shape {}\n"
                + "    @Marshalled(references = true)\n    public static class Linked {\n        int x;\n    }\n"
                + "    @Marshalled\n    public static class Holder {\n" + filler
                + "        Page<" + argument + "> " + name(random, used) + "; " + MARK + "\n    }\n}\n"));
        String q = Names.typeParameter(random, new HashSet<>(Set.of("Box")), Features.all(), List.of("Item"));
        cases.add(one(root, "variablearray", "Box", "@Marshalled\npublic class Box<" + q + "> {\n" + filler
                + "    " + q + "[] " + name(random, used) + "; " + MARK + "\n}\n"));
        cases.add(one(root, "polymorphicvariable", "Crate", "@Marshalled\npublic class Crate<" + q + "> {\n" + filler
                + "    @dev.marshalled.Polymorphic " + Names.pick(random, List.of(q, "java.util.List<" + q + ">"))
                + " " + name(random, used) + "; " + MARK + "\n}\n"));
        // On the annotation (its most specific place) or on the type, as for the other id errors.
        cases.add(one(root, "genericid", "Tagged", "@Marshalled(id = " + (id + 1) + ") " + MARK
                + "\npublic record Tagged<" + q + ">(" + q + " value) {} " + MARK + "\n"));
        cases.add(one(root, "genericreferences", "Linked", "@Marshalled(references = true) " + MARK
                + "\npublic class Linked<" + q + "> { " + MARK + "\n" + filler + "    " + q + " " + name(random, used)
                + ";\n}\n"));
    }

    private static Case one(String root, String name, String type, String body) {
        // "k" keeps case names such as "abstract" from being keywords in a package name.
        return new Case(name, List.of(source(root + ".k" + name, type, body)));
    }

    private static DeclarationSet.Source source(String pkg, String type, String body) {
        return new DeclarationSet.Source(pkg + "." + type, "package " + pkg
                + ";\n\nimport dev.marshalled.Marshalled;\n\n" + body);
    }

    /**
     * Valid fields with clashing names, so the one error is the only thing wrong. Their names go into
     * {@code used} with the cases' fixed ones, so no field a case adds is declared twice.
     */
    private static String filler(Random random, Set<String> used) {
        StringBuilder out = new StringBuilder();
        used.addAll(Set.of("late", "early", "items", "t"));
        for (int i = 0, n = random.nextInt(3); i < n; i++) {
            out.append("    ").append(Names.pick(random, List.of("int", "java.lang.String", "long[]")))
                    .append(' ').append(name(random, used)).append(";\n");
        }
        return out.toString();
    }

    private static String name(Random random, Set<String> used) {
        String name = Names.field(random, used, Features.all(), false);
        used.add(name);
        return name;
    }
}
