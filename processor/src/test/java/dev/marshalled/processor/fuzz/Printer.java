package dev.marshalled.processor.fuzz;

import dev.marshalled.processor.fuzz.Decl.Kind;
import dev.marshalled.processor.fuzz.Decl.Member;
import dev.marshalled.processor.fuzz.Decl.Role;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Prints declarations as Java sources, one file per top-level type, plus package-info files. */
final class Printer {
    private final StringBuilder out = new StringBuilder();

    private Printer() {
    }

    static List<DeclarationSet.Source> print(List<Decl> decls, List<String> packages, Set<String> converted) {
        List<DeclarationSet.Source> sources = new ArrayList<>();
        for (Decl d : decls) {
            if (d.outer == null) {
                Printer p = new Printer();
                p.out.append("package ").append(d.pkg).append(";\n\nimport dev.marshalled.Marshalled;\n\n");
                p.type(d, "");
                sources.add(new DeclarationSet.Source(d.canonical(), p.out.toString()));
            }
        }
        for (String pkg : packages) {
            Set<String> used = new LinkedHashSet<>();
            if (converted.contains(pkg)) {
                for (Decl d : decls) {
                    if (d.role == Role.MARSHALLED && d.pkg.equals(pkg)) {
                        for (Member m : d.fields) {
                            for (Decl f : decls) {
                                if (f.role == Role.FOREIGN && m.type.matches(".*\\b"
                                        + java.util.regex.Pattern.quote(f.canonical()) + "\\b.*")) {
                                    used.add(f.canonical() + "Converter.class");
                                }
                            }
                        }
                    }
                }
            }
            if (!used.isEmpty()) {
                sources.add(new DeclarationSet.Source(pkg + ".package-info", "@dev.marshalled.ConvertWith({"
                        + String.join(", ", used) + "})\npackage " + pkg + ";\n"));
            }
        }
        return sources;
    }

    private void type(Decl d, String indent) {
        if (d.role == Role.MARSHALLED) {
            out.append(indent).append(marshalledAnnotation(d)).append('\n');
        }
        for (String a : d.annotations) {
            out.append(indent).append(a).append('\n');
        }
        out.append(indent);
        word(d.access);
        if (d.outer != null && d.outer.kind != Kind.INTERFACE && d.kind == Kind.CLASS) {
            word("static");
        }
        word(d.modifiers);
        if (d.kind == Kind.CLASS && d.role == Role.MARSHALLED && d.modifiers.isEmpty() && !d.extended
                && d.superclass == null && d.name.hashCode() % 3 == 0) {
            word("final");
        }
        word(switch (d.kind) {
            case RECORD -> "record";
            case CLASS -> "class";
            case INTERFACE -> "interface";
            case ENUM -> "enum";
        });
        out.append(d.name);
        if (d.generic()) {
            out.append('<').append(String.join(", ", d.params.stream().map(TypeArguments.Param::declaration)
                    .toList())).append('>');
        }
        if (d.kind == Kind.RECORD) {
            List<String> components = new ArrayList<>();
            for (Member m : d.fields) {
                components.add(annotations(m) + m.type + " " + m.name);
            }
            out.append('(').append(String.join(", ", components)).append(')');
        }
        if (d.superclass != null) {
            out.append(" extends ").append(d.superclass.canonical());
            if (d.superclass.generic()) {
                out.append('<').append(String.join(", ", d.superArgs.stream()
                        .map(a -> TypeArguments.render(a, d.paramNames())).toList())).append('>');
            }
        }
        if (!d.implementsClause.isEmpty()) {
            out.append(d.kind == Kind.INTERFACE ? " extends " : " implements ").append(d.implementsClause);
        }
        if (!d.permits.isEmpty()) {
            out.append(" permits ").append(d.permits);
        }
        out.append(" {\n");
        String inner = indent + "    ";
        if (d.kind == Kind.ENUM) {
            enumConstants(d, inner);
        }
        if (d.kind == Kind.CLASS) {
            for (Member m : d.fields) {
                out.append(inner).append(annotations(m));
                word(m.access);
                word(m.isStatic ? "static" : "");
                word(m.isFinal ? "final" : "");
                word(m.isTransient ? "transient" : "");
                out.append(m.type).append(' ').append(m.name);
                if (m.initializer != null) {
                    out.append(" = ").append(m.initializer);
                }
                out.append(";\n");
            }
        }
        if (d.role == Role.FOREIGN) {
            foreign(d, inner);
        } else if (d.role == Role.CONVERTER) {
            converter(d, inner);
        }
        for (String b : d.body) {
            out.append(inner).append(b.replace("\n", "\n" + indent)).append('\n');
        }
        for (Decl n : d.nested) {
            type(n, inner);
        }
        out.append(indent).append("}\n");
    }

    private void enumConstants(Decl d, String inner) {
        List<String> constants = new ArrayList<>(d.constants);
        if (d.name.length() % 2 == 0) {
            // A constant with a body is an anonymous subclass: its getClass() is not the enum.
            constants.set(0, constants.get(0)
                    + " {\n" + inner + "    @java.lang.Override public java.lang.String toString() {\n" + inner
                    + "        return \"first\";\n" + inner + "    }\n" + inner + "}");
        }
        out.append(inner).append(String.join(", ", constants)).append(";\n");
    }

    static String marshalledAnnotation(Decl d) {
        List<String> args = new ArrayList<>();
        if (d.id != 0) {
            args.add("id = " + d.id);
        }
        if (d.references) {
            args.add("references = true");
        }
        if (d.evolvable) {
            args.add("evolvable = true");
        }
        if (d.compact) {
            args.add("encoding = Marshalled.Encoding.COMPACT");
        }
        return args.isEmpty() ? "@Marshalled" : "@Marshalled(" + String.join(", ", args) + ")";
    }

    static String annotations(Member m) {
        return m.annotations.isEmpty() ? "" : String.join(" ", m.annotations) + " ";
    }

    private void foreign(Decl d, String in) {
        boolean money = d.name.equals("Money");
        String fields = money ? "long cents, java.lang.String currency" : "java.lang.String text";
        String key = money ? "currency" : "text";
        if (money) {
            out.append(in).append("public final long cents;\n");
        }
        out.append(in).append("public final java.lang.String ").append(key).append(";\n");
        out.append(in).append("public ").append(d.name).append('(').append(fields).append(") {\n");
        if (money) {
            out.append(in).append("    this.cents = cents;\n");
        }
        out.append(in).append("    this.").append(key).append(" = ").append(key).append(" == null ? \"\" : ")
                .append(key).append(";\n").append(in).append("}\n");
        out.append(in).append("@java.lang.Override public boolean equals(java.lang.Object o) {\n").append(in)
                .append("    return o instanceof ").append(d.name).append(" other && other.").append(key)
                .append(".equals(").append(key).append(')').append(money ? " && other.cents == cents" : "")
                .append(";\n").append(in).append("}\n");
        out.append(in).append("@java.lang.Override public int hashCode() {\n").append(in).append("    return ")
                .append(key).append(".hashCode();\n").append(in).append("}\n");
        out.append(in).append("@java.lang.Override public java.lang.String toString() {\n").append(in)
                .append("    return \"").append(d.name).append("(\" + ").append(key).append(" + \")\";\n")
                .append(in).append("}\n");
    }

    private void converter(Decl d, String in) {
        boolean money = d.name.equals("MoneyConverter");
        String source = d.pkg + (money ? ".Money" : ".Label");
        String wire = money ? d.pkg + ".MoneyWire" : "java.lang.String";
        out.append(in).append("@java.lang.Override public ").append(wire).append(" toWire(").append(source)
                .append(" value) {\n").append(in).append("    return ")
                .append(money ? "new " + wire + "(value.cents, value.currency)" : "value.text").append(";\n")
                .append(in).append("}\n");
        out.append(in).append("@java.lang.Override public ").append(source).append(" fromWire(").append(wire)
                .append(" wire) {\n").append(in).append("    return new ").append(source)
                .append(money ? "(wire.cents(), wire.currency())" : "(wire)").append(";\n").append(in).append("}\n");
    }

    private void word(String word) {
        if (!word.isEmpty()) {
            out.append(word).append(' ');
        }
    }
}
