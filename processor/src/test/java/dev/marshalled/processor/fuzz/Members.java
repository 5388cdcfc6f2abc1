package dev.marshalled.processor.fuzz;

import dev.marshalled.processor.fuzz.Decl.Kind;
import dev.marshalled.processor.fuzz.Decl.Member;
import dev.marshalled.processor.fuzz.Decl.Role;
import dev.marshalled.processor.fuzz.Decl.Style;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/** Gives each declared type its fields and the constructors its style calls for. */
final class Members {
    private static final List<String> ACCESS = List.of("public", "protected", "", "private");

    private final Random random;
    /**
     * The orders that only a mix-up of positions shows: constructor parameters in another order than
     * the fields, a generic type at its own parameters in another order than declared. Drawn from a
     * stream of their own, so that everything else of a seed's set stays as the seed made it.
     */
    private final Random orders;
    private final Features features;
    private final FieldTypes.Universe universe;
    private final Set<String> convertedPackages;

    Members(Random random, Random orders, Features features, FieldTypes.Universe universe,
            Set<String> convertedPackages) {
        this.random = random;
        this.orders = orders;
        this.features = features;
        this.universe = universe;
        this.convertedPackages = convertedPackages;
    }

    void fill(List<Decl> decls) {
        // Superclasses are chosen before any field, so who reads a type's fields is known here.
        Map<Decl, Set<String>> readers = new HashMap<>();
        for (Decl d : decls) {
            for (Decl s = d; s != null; s = s.superclass) {
                readers.computeIfAbsent(s, k -> new HashSet<>()).add(d.pkg);
            }
        }
        // A generic superclass's arguments: what the subclass's marshaller, and those of its own
        // subclasses, read its inherited fields as, so named where all of them can name it.
        for (Decl d : decls) {
            if (d.superclass != null && d.superclass.generic()) {
                Set<String> mine = readers.get(d);
                TypeArguments arguments = new TypeArguments(random, universe,
                        x -> x.visibleFrom(d) && mine.stream().allMatch(x::nameableIn), d.params);
                List<String> args = new ArrayList<>();
                for (TypeArguments.Arg a : arguments.argumentsFor(d.superclass, 0)) {
                    args.add(a.template());
                }
                d.superArgs = List.copyOf(args);
            }
        }
        for (Decl d : decls) {
            if (d.role == Role.BASE) {
                base(d, readers.get(d));
            }
        }
        for (Decl d : decls) {
            if (d.role == Role.MARSHALLED && d.fields.isEmpty() && !d.name.equals("MoneyWire")) {
                marshalled(d, readers.get(d));
            }
        }
    }

    /**
     * Fields of every access; a subclass elsewhere reaches the non-public ones only by VarHandle. A
     * generic base's fields are JDK types or its parameters ({@code T data}, {@code List<T> items}),
     * which each subclass reads at the arguments it chose.
     */
    private void base(Decl d, Set<String> readers) {
        Set<String> taken = inheritedNames(d);
        FieldTypes types = new FieldTypes(random, features, universe, d, readers);
        for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
            String type = d.generic() && random.nextInt(3) > 0 ? parameterForm(d) : types.plain().src();
            Member m = Member.of(Names.field(random, taken, features, false), type, d);
            taken.add(m.name);
            // The package-private class exists to have a public field that a subclass hides.
            m.access = d.access.isEmpty() ? "public" : Names.pick(random, ACCESS);
            d.fields.add(m);
        }
    }

    /** A field type of a generic base that names one of its parameters. */
    private String parameterForm(Decl d) {
        int i = random.nextInt(d.params.size());
        String t = "§" + i;
        List<String> forms = new ArrayList<>(List.of(t, t, "java.util.List<" + t + ">", "java.util.Optional<" + t + ">",
                "java.util.Map<java.lang.String, " + t + ">", "java.util.Set<" + t + ">"));
        if (d.params.get(i).comparable()) {
            forms.add("java.util.SortedSet<" + t + ">");
            forms.add("java.util.TreeMap<" + t + ", java.lang.Integer>");
        }
        return Names.pick(random, forms);
    }

    private void marshalled(Decl d, Set<String> readers) {
        boolean empty = features.on("empty") && random.nextInt(8) == 0;
        int n = empty || d.style == Style.TRANSIENT_ONLY ? 0 : 1 + random.nextInt(6);
        Set<String> taken = inheritedNames(d);
        boolean record = d.kind == Kind.RECORD;
        FieldTypes types = new FieldTypes(random, features, universe, d, readers);
        Set<Decl> converters = new LinkedHashSet<>();
        // null marks "this type names its converters itself", decided once per type.
        if (random.nextBoolean()) {
            converters.add(null);
        }
        // Hiding: a field named like a public field of a superclass, declared again here. It is a
        // field of its own, so it needs its own @Polymorphic and converter, found from this class.
        // Its type is one this class's marshaller can name: the superclass's fields were picked so.
        if (features.on("hiding") && d.superclass != null && random.nextBoolean()) {
            Set<String> hidden = new HashSet<>();
            for (Decl s = d.superclass; s != null; s = s.superclass) {
                for (Member f : s.fields) {
                    if (f.access.equals("public") && hidden.add(f.name)) {
                        // At the arguments this class gives the superclass: T data becomes Item data.
                        Member m = Member.of(f.name, TypeArguments.substitute(f.template,
                                TypeArguments.argumentsOf(d, s)), d);
                        m.access = "public";
                        m.polymorphic = f.polymorphic;
                        m.converted = f.converted;
                        if (m.polymorphic) {
                            m.annotations.add("@dev.marshalled.Polymorphic");
                        }
                        if (m.converted) {
                            converters(d, m, converters);
                        }
                        d.fields.add(m);
                        break;
                    }
                }
            }
        }
        int sinceFrom = d.evolvable ? random.nextInt(n + 1) : n;
        int version = 1;
        for (int i = 0; i < n; i++) {
            FieldTypes.Picked picked = types.field();
            Member m = Member.of(Names.field(random, taken, features, record), picked.src(), d);
            taken.add(m.name);
            m.polymorphic = picked.polymorphic();
            m.converted = picked.foreign();
            if (m.polymorphic) {
                m.annotations.add("@dev.marshalled.Polymorphic");
            }
            if (m.converted) {
                converters(d, m, converters);
            }
            if (i >= sinceFrom) {
                version += random.nextInt(2);
                m.annotations.add("@dev.marshalled.Since(" + Math.max(2, version) + ")");
                version = Math.max(2, version);
            } else if (d.evolvable && features.on("retired") && random.nextInt(4) == 0) {
                m.annotations.add("@dev.marshalled.Retired");
                m.retired = true;
            }
            if (!record) {
                m.access = Names.pick(random, ACCESS);
            }
            d.fields.add(m);
        }
        if (n > 0 && orders.nextInt(2) == 0) {
            // Pair<B, A> in Pair<A, B>: a marshaller made with its arguments swapped reads back swapped.
            String permuted = types.permuted(orders);
            if (permuted != null) {
                Member m = Member.of(Names.field(orders, taken, features, record), permuted, d);
                taken.add(m.name);
                if (!record) {
                    m.access = Names.pick(orders, ACCESS);
                }
                // A field of the first version, so an evolvable type needs no @Since for it.
                d.fields.add(d.evolvable ? 0 : orders.nextInt(d.fields.size() + 1), m);
            }
        }
        converters.remove(null);
        if (!converters.isEmpty()) {
            List<String> names = new ArrayList<>();
            converters.forEach(c -> names.add(c.canonical() + ".class"));
            d.annotations.add("@dev.marshalled.ConvertWith({" + String.join(", ", names) + "})");
        }
        if (!record) {
            classStyle(d, taken);
        } else if (random.nextInt(5) == 0) {
            d.body.add("public " + d.name + " {\n    }");
        }
    }

    /**
     * Where a converter is named: the package (package-info), the type, or the field itself, each
     * naming only converters it uses, since one that fits nothing is an error.
     */
    private void converters(Decl d, Member m, Set<Decl> typeLevel) {
        List<Decl> used = new ArrayList<>();
        for (Decl f : universe.foreign) {
            if (m.type.matches(".*\\b" + java.util.regex.Pattern.quote(f.canonical()) + "\\b.*")) {
                used.add(universe.converterOf.get(f));
            }
        }
        if (convertedPackages.contains(d.pkg)) {
            return;
        }
        if (typeLevel.contains(null)) {
            typeLevel.addAll(used);
        } else {
            List<String> names = new ArrayList<>();
            used.forEach(c -> names.add(c.canonical() + ".class"));
            m.annotations.add("@dev.marshalled.ConvertWith({" + String.join(", ", names) + "})");
        }
    }

    private void classStyle(Decl d, Set<String> taken) {
        List<Member> own = d.fields;
        switch (d.style) {
            case OPEN -> {
                if (random.nextBoolean() || d.extended) {
                    String access = d.extended ? Names.pick(random, List.of("public", "protected"))
                            : Names.pick(random, ACCESS);
                    d.body.add(spaced(access) + d.name + "() {\n    }");
                }
            }
            case FINAL_COLLECTION -> {
                // In a generic type, sometimes of its parameter: filled in place through the argument's encoding.
                String element = d.generic() && random.nextBoolean() ? "§" + random.nextInt(d.params.size())
                        : null;
                Member list = Member.of(Names.field(random, taken, features, false),
                        random.nextBoolean() ? "java.util.List<" + (element == null ? "java.lang.String" : element) + ">"
                                : "java.util.Map<java.lang.String, " + (element == null ? "java.lang.Integer" : element)
                                        + ">", d);
                list.isFinal = true;
                list.access = Names.pick(random, ACCESS);
                list.createdCollection = true;
                list.initializer = list.type.startsWith("java.util.List") ? "new java.util.ArrayList<>()"
                        : "new java.util.LinkedHashMap<>()";
                own.add(d.evolvable ? 0 : random.nextInt(own.size() + 1), list);
            }
            case FINALS, DELEGATING -> {
                List<String> params = new ArrayList<>();
                List<String> sets = new ArrayList<>();
                List<String> defaults = new ArrayList<>();
                // Mostly in another order than the fields: the processor matches parameters by name.
                List<Member> order = new ArrayList<>(own);
                if (order.size() > 1 && orders.nextInt(4) > 0) {
                    do {
                        java.util.Collections.shuffle(order, orders);
                    } while (order.equals(own));
                }
                for (Member f : order) {
                    f.isFinal = true;
                    params.add(f.type + " " + f.name);
                    sets.add("        this." + f.name + " = " + f.name + ";");
                    defaults.add(defaultValue(f.type));
                }
                d.body.add(spaced(Names.pick(random, ACCESS)) + d.name + "(" + String.join(", ", params) + ") {\n"
                        + String.join("\n", sets) + (sets.isEmpty() ? "" : "\n") + "    }");
                // A references = true type with final collections its declarations do not create is
                // read through this full constructor (docs/models.md), so the delegating one may pass
                // null for them.
                if (d.style == Style.DELEGATING && !own.isEmpty()) {
                    d.body.add(spaced(Names.pick(random, ACCESS)) + d.name + "() {\n        this("
                            + String.join(", ", defaults) + ");\n    }");
                }
            }
            case TRANSIENT_ONLY -> {
                Member t = new Member(Names.field(random, taken, features, false), "java.lang.Thread");
                t.isTransient = true;
                taken.add(t.name);
                own.add(t);
                Member s = new Member(Names.field(random, taken, features, false), "int");
                s.isStatic = true;
                own.add(s);
            }
        }
    }

    /**
     * A default a delegating constructor passes. A list is made with {@code new}, where
     * {@code java.util} is read as a package even where a field named {@code java} (the type's own,
     * an enclosing type's or an inherited one) would shadow it in {@code java.util.List.of()}.
     */
    private static String defaultValue(String type) {
        return switch (type) {
            case "boolean" -> "false";
            case "byte" -> "(byte) 0";
            case "short" -> "(short) 0";
            case "char" -> "'\\0'";
            case "int" -> "0";
            case "long" -> "0L";
            case "float" -> "0f";
            case "double" -> "0d";
            default -> type.startsWith("java.util.List<") ? "new java.util.ArrayList<>()" : "null";
        };
    }

    private static String spaced(String access) {
        return access.isEmpty() ? "" : access + " ";
    }

    /** Names of the fields of the superclasses, which a new field would hide by accident. */
    private static Set<String> inheritedNames(Decl d) {
        Set<String> names = new HashSet<>();
        for (Decl s = d.superclass; s != null; s = s.superclass) {
            s.fields.forEach(f -> names.add(f.name));
        }
        return names;
    }
}
