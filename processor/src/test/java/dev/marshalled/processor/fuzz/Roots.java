package dev.marshalled.processor.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Check code for the generic types, compiled with the declarations: a class per package whose
 * static methods make a generic type's marshaller at concrete arguments as a user does,
 * {@code PageMarshaller.of(JdkMarshallers.list(ItemMarshaller.INSTANCE))}, declared both as the
 * generated class and as {@code Marshaller<Page<List<Item>>>}, so javac checks the signatures of
 * {@code of} as well. The round trip calls them and reads the value's type from the return type.
 *
 * <p>A generic type without a superclass also gets a twin at its first root's arguments: a
 * non-generic {@code @Marshalled} type with the same fields, their types substituted
 * ({@code PageTwin} with {@code List<Item> items} for {@code Page<Item>}), whose bytes a value's
 * must equal (DESIGN.md: the bytes of {@code Page<Item>} are those of the substituted type).
 */
final class Roots {
    /** The check class's simple name; no declared type is named so (see {@link Names}). */
    static final String CLASS = "FuzzRoots";
    static final String ROOT = "root";
    /** The method that returns the twin's marshaller for the root of the same number. */
    static final String TWIN = "twin";

    /** The twins, declarations javac compiles like any other, and the check classes. */
    record Printed(List<DeclarationSet.Source> twins, List<DeclarationSet.Source> checks) {
    }

    private Roots() {
    }

    static Printed print(Random random, FieldTypes.Universe universe, List<Decl> decls) {
        Map<String, List<String>> methods = new LinkedHashMap<>();
        List<DeclarationSet.Source> twins = new ArrayList<>();
        for (Decl g : decls) {
            if (g.role != Decl.Role.MARSHALLED || !g.generic()) {
                continue;
            }
            TypeArguments arguments = new TypeArguments(random, universe, x -> x.nameableIn(g.pkg), List.of());
            for (int i = 0, n = 1 + random.nextInt(2); i < n; i++) {
                List<TypeArguments.Arg> args = arguments.argumentsFor(g, 0);
                if (args == null) {
                    continue;
                }
                TypeArguments.Generic root = new TypeArguments.Generic(g, args);
                List<String> templates = args.stream().map(TypeArguments.Arg::template).toList();
                String concrete = g.marshaller() + "<" + String.join(", ", templates) + ">";
                List<String> in = methods.computeIfAbsent(g.pkg, k -> new ArrayList<>());
                int number = in.size();
                in.add("    public static dev.marshalled.runtime.Marshaller<" + root.template() + "> " + ROOT + number
                        + "() {\n        " + concrete + " made = " + root.marshaller() + ";\n"
                        + "        return made;\n    }\n");
                if (i == 0 && g.superclass == null) {
                    DeclarationSet.Source twin = twin(g, templates);
                    twins.add(twin);
                    in.add("    public static dev.marshalled.runtime.Marshaller<" + twin.qualifiedName() + "> " + TWIN
                            + number + "() {\n        return " + twin.qualifiedName() + "Marshaller.INSTANCE;\n"
                            + "    }\n");
                }
            }
        }
        List<DeclarationSet.Source> sources = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : methods.entrySet()) {
            sources.add(new DeclarationSet.Source(e.getKey() + "." + CLASS, "package " + e.getKey() + ";\n\n"
                    + "/** Makes the generic types' marshallers as a user does. */\n"
                    + "public final class " + CLASS + " {\n    private " + CLASS + "() {\n    }\n\n"
                    + String.join("\n", e.getValue()) + "}\n"));
        }
        return new Printed(twins, sources);
    }

    /**
     * The non-generic type {@code g} is at {@code args}: its fields in order, types substituted,
     * annotations and options kept; a record for a record, else a class of public fields. Its
     * name, {@code <flat name>Twin}, is one the name pools never give.
     */
    private static DeclarationSet.Source twin(Decl g, List<String> args) {
        String name = g.flatName() + "Twin";
        StringBuilder out = new StringBuilder("package " + g.pkg + ";\n\nimport dev.marshalled.Marshalled;\n\n");
        out.append(Printer.marshalledAnnotation(g)).append('\n');
        g.annotations.forEach(a -> out.append(a).append('\n'));
        List<String> fields = new ArrayList<>();
        for (Decl.Member m : g.fields) {
            if (!m.isStatic && !m.isTransient) {
                fields.add(Printer.annotations(m) + TypeArguments.substitute(m.template, args) + " " + m.name);
            }
        }
        if (g.kind == Decl.Kind.RECORD) {
            out.append("public record ").append(name).append('(').append(String.join(", ", fields)).append(") {\n}\n");
        } else {
            out.append("public class ").append(name).append(" {\n");
            fields.forEach(f -> out.append("    public ").append(f).append(";\n"));
            out.append("    public ").append(name).append("() {\n    }\n}\n");
        }
        return new DeclarationSet.Source(g.pkg + "." + name, out.toString());
    }
}
