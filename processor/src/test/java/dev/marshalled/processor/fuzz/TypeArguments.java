package dev.marshalled.processor.fuzz;

import dev.marshalled.schema.ContainerRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Type parameters and type arguments of generic declarations (docs/fuzzing.md). A type that
 * mentions the declaring type's own parameters is kept as a template, {@code java.util.List<§0>},
 * so that a subclass can spell an inherited field at its own arguments, and rendered with the
 * parameters' names only when printed: a name such as {@code Item} or {@code String} then cannot be
 * mistaken for a type the template names.
 */
final class TypeArguments {
    private static final Pattern PLACEHOLDER = Pattern.compile("§([0-9]+)");
    private static final String JDK = "dev.marshalled.runtime.JdkMarshallers";

    /** Arguments a bound {@code Comparable<T>} admits: each is {@code Comparable} to itself. */
    static final List<String> COMPARABLE = List.of("java.lang.String", "java.lang.Integer", "java.lang.Long",
            "java.lang.Short", "java.lang.Byte", "java.lang.Character", "java.lang.Boolean", "java.lang.Double",
            "java.lang.Float", "java.util.UUID", "java.math.BigInteger", "java.math.BigDecimal", "java.time.Instant",
            "java.time.Duration", "java.time.LocalTime", "java.time.OffsetDateTime", "java.time.Year",
            "java.time.YearMonth", "java.time.MonthDay", "java.time.OffsetTime", "java.time.ZoneOffset");
    /** Arguments a bound {@code Number} (and {@code Number & Comparable<T>}) admits. */
    static final List<String> NUMBERS = List.of("java.lang.Integer", "java.lang.Long", "java.lang.Short",
            "java.lang.Byte", "java.lang.Double", "java.lang.Float", "java.math.BigInteger", "java.math.BigDecimal");
    /** Value types too: {@code JdkMarshallers.of} makes their marshallers. */
    private static final List<String> OPTIONAL_PRIMITIVES = List.of("java.util.OptionalInt", "java.util.OptionalLong",
            "java.util.OptionalDouble");
    /** The JDK enums among the value types: their marshaller is {@code enumeration}, not {@code of}. */
    private static final List<String> JDK_ENUMS = List.of("java.time.DayOfWeek", "java.time.Month");
    /** The containers a type argument may be, with the {@code JdkMarshallers} factory of each. */
    private static final List<String> CONTAINERS = ContainerRules.typeArgumentContainers().stream()
            .map(name -> name.substring(name.lastIndexOf('.') + 1)).toList();

    enum Bound { NONE, COMPARABLE, NUMBER, NUMBER_COMPARABLE, INTERFACE }

    /**
     * A type parameter.
     *
     * @param iface the interface of an {@link Bound#INTERFACE} bound, else null
     */
    record Param(String name, Bound bound, Decl iface) {
        /** The parameter as its type's declaration spells it, e.g. {@code T extends java.lang.Comparable<T>}. */
        String declaration() {
            return switch (bound) {
                case NONE -> name;
                case COMPARABLE -> name + " extends java.lang.Comparable<" + name + ">";
                case NUMBER -> name + " extends java.lang.Number";
                case NUMBER_COMPARABLE -> name + " extends java.lang.Number & java.lang.Comparable<" + name + ">";
                case INTERFACE -> name + " extends " + iface.canonical();
            };
        }

        /** Whether this parameter, used as an argument, is within a parameter's {@code bound} and {@code iface}. */
        boolean within(Bound wanted, Decl wantedInterface) {
            return switch (wanted) {
                case NONE -> true;
                case COMPARABLE -> bound == Bound.COMPARABLE || bound == Bound.NUMBER_COMPARABLE;
                case NUMBER -> bound == Bound.NUMBER || bound == Bound.NUMBER_COMPARABLE;
                case NUMBER_COMPARABLE -> bound == Bound.NUMBER_COMPARABLE;
                case INTERFACE -> bound == Bound.INTERFACE && iface == wantedInterface;
            };
        }

        boolean comparable() {
            return within(Bound.COMPARABLE, null);
        }
    }

    /** A type argument: its spelling (a template if it names own parameters) and, when concrete, its marshaller. */
    sealed interface Arg {
        String template();

        /** The expression of its marshaller, as a user writes it; only for an argument without own parameters. */
        String marshaller();

        /** The types of the set it names, at any depth. */
        default void decls(List<Decl> out) {
        }
    }

    /** A JDK type: String, a box, a value type, a primitive array, a JDK enum. */
    record Scalar(String template) implements Arg {
        @Override
        public String marshaller() {
            return JDK_ENUMS.contains(template) ? JDK + ".enumeration(" + template + ".class)"
                    : JDK + ".of(" + template + ".class)";
        }
    }

    /** The declaring type's own parameter. */
    record Own(int index) implements Arg {
        @Override
        public String template() {
            return "§" + index;
        }

        @Override
        public String marshaller() {
            throw new IllegalStateException("a type parameter has no marshaller of its own");
        }
    }

    /** A type of the set: a non-generic @Marshalled type, or an enum. */
    record Named(Decl decl) implements Arg {
        @Override
        public String template() {
            return decl.canonical();
        }

        @Override
        public String marshaller() {
            return decl.kind == Decl.Kind.ENUM ? JDK + ".enumeration(" + decl.canonical() + ".class)"
                    : decl.marshaller() + ".INSTANCE";
        }

        @Override
        public void decls(List<Decl> out) {
            out.add(decl);
        }
    }

    /** {@code java.util.List<...>} and the other containers {@code JdkMarshallers} makes. */
    record Container(String kind, List<Arg> parts) implements Arg {
        @Override
        public String template() {
            return "java.util." + kind + "<" + String.join(", ", parts.stream().map(Arg::template).toList()) + ">";
        }

        @Override
        public String marshaller() {
            String factory = kind.equals("SortedSet") ? "sortedSet" : kind.equals("SortedMap") ? "sortedMap"
                    : kind.toLowerCase(java.util.Locale.ROOT);
            return JDK + "." + factory + "(" + String.join(", ", parts.stream().map(Arg::marshaller).toList()) + ")";
        }

        @Override
        public void decls(List<Decl> out) {
            parts.forEach(p -> p.decls(out));
        }
    }

    /** A generic type of the set at arguments. */
    record Generic(Decl decl, List<Arg> args) implements Arg {
        @Override
        public String template() {
            return decl.canonical() + "<" + String.join(", ", args.stream().map(Arg::template).toList()) + ">";
        }

        @Override
        public String marshaller() {
            return decl.marshaller() + ".of(" + String.join(", ", args.stream().map(Arg::marshaller).toList()) + ")";
        }

        @Override
        public void decls(List<Decl> out) {
            out.add(decl);
            args.forEach(a -> a.decls(out));
        }
    }

    private final Random random;
    private final FieldTypes.Universe universe;
    /** Which types of the set the place being generated may name. */
    private final Predicate<Decl> nameable;
    /** The parameters of the type being generated, which an argument may be; empty outside a generic type. */
    private final List<Param> own;

    TypeArguments(Random random, FieldTypes.Universe universe, Predicate<Decl> nameable, List<Param> own) {
        this.random = random;
        this.universe = universe;
        this.nameable = nameable;
        this.own = own;
    }

    /** {@code template} with the placeholders replaced by the names of its type's parameters. */
    static String render(String template, List<String> names) {
        return substitute(template, names);
    }

    /** {@code template} with each placeholder {@code §i} replaced by {@code arguments.get(i)}, itself a template. */
    static String substitute(String template, List<String> arguments) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(arguments.get(Integer.parseInt(m.group(1)))));
        }
        return m.appendTail(out).toString();
    }

    static boolean mentionsParameters(String template) {
        return template.contains("§");
    }

    /**
     * The arguments of {@code ancestor}'s parameters as seen from {@code d}, a subclass of it (or it):
     * templates over {@code d}'s own parameters.
     */
    static List<String> argumentsOf(Decl d, Decl ancestor) {
        if (d == ancestor) {
            List<String> identity = new ArrayList<>();
            for (int i = 0; i < d.params.size(); i++) {
                identity.add("§" + i);
            }
            return identity;
        }
        List<String> above = argumentsOf(d.superclass, ancestor);
        return above.stream().map(t -> substitute(t, d.superArgs)).toList();
    }

    /**
     * How deep inside an argument the one being made is: an own parameter only ever stands as a
     * whole argument ({@code Page<T>}), never inside one ({@code Page<List<T>>}), which could make a
     * type hold itself at ever larger arguments, a refusal of its own.
     */
    private int nested;

    /** Arguments for every parameter of {@code generic}, each within its bound; null if one cannot be found. */
    List<Arg> argumentsFor(Decl generic, int depth) {
        List<Arg> args = new ArrayList<>();
        for (Param p : generic.params) {
            Arg a = argument(p.bound(), p.iface(), depth);
            if (a == null) {
                return null;
            }
            args.add(a);
        }
        return args;
    }

    /** A parameterization of a generic type of the set that this place may name; null if there is none. */
    Generic generic(int depth) {
        List<Decl> candidates = universe.generic.stream().filter(nameable).toList();
        if (candidates.isEmpty()) {
            return null;
        }
        Decl g = Names.pick(random, candidates);
        List<Arg> args = argumentsFor(g, depth + 1);
        return args == null ? null : new Generic(g, args);
    }

    /** As {@link #generic(int)}, as an argument of another type: no own parameter inside it. */
    private Generic nestedGeneric(int depth) {
        nested++;
        try {
            return generic(depth);
        } finally {
            nested--;
        }
    }

    /** An argument within {@code bound}: every kind a type argument may be, nested while {@code depth} allows. */
    Arg argument(TypeArguments.Bound bound, Decl iface, int depth) {
        List<Param> fitting = nested > 0 ? List.of() : own.stream().filter(p -> p.within(bound, iface)).toList();
        for (int attempt = 0; attempt < 30; attempt++) {
            if (!fitting.isEmpty() && random.nextInt(3) == 0) {
                return new Own(own.indexOf(Names.pick(random, fitting)));
            }
            Arg a = switch (bound) {
                case NONE -> unbounded(depth);
                case COMPARABLE -> comparable();
                case NUMBER, NUMBER_COMPARABLE -> new Scalar(Names.pick(random, NUMBERS));
                case INTERFACE -> implementation(iface);
            };
            if (a != null) {
                return a;
            }
        }
        return fitting.isEmpty() ? null : new Own(own.indexOf(fitting.get(0)));
    }

    private Arg unbounded(int depth) {
        int roll = random.nextInt(depth >= 2 ? 7 : 11);
        return switch (roll) {
            case 0 -> new Scalar("java.lang.String");
            case 1 -> new Scalar(Names.pick(random, FieldTypes.BOXES));
            case 2 -> new Scalar(Names.pick(random, random.nextInt(8) == 0 ? OPTIONAL_PRIMITIVES : FieldTypes.JDK));
            case 3 -> new Scalar(Names.pick(random, FieldTypes.PRIMITIVES) + "[]");
            case 4 -> enumeration();
            case 5, 6 -> marshalled();
            case 7, 8 -> container(depth);
            default -> nestedGeneric(depth);
        };
    }

    private Arg container(int depth) {
        nested++;
        try {
            return containerOf(depth);
        } finally {
            nested--;
        }
    }

    private Arg containerOf(int depth) {
        String kind = Names.pick(random, CONTAINERS);
        return switch (kind) {
            case "List", "Set", "Optional" -> {
                Arg element = argument(Bound.NONE, null, depth + 1);
                yield element == null ? null : new Container(kind, List.of(element));
            }
            case "SortedSet" -> new Container(kind, List.of(comparable()));
            default -> {
                Arg key = kind.equals("Map") && random.nextInt(4) == 0 ? new Scalar("java.util.UUID") : comparable();
                Arg value = argument(Bound.NONE, null, depth + 1);
                yield value == null ? null : new Container(kind, List.of(key, value));
            }
        };
    }

    /** A type {@code Comparable} to itself: a JDK one, an enum, or an own parameter so bounded. */
    Arg comparable() {
        List<Param> fitting = nested > 0 ? List.of() : own.stream().filter(Param::comparable).toList();
        if (!fitting.isEmpty() && random.nextInt(3) == 0) {
            return new Own(own.indexOf(Names.pick(random, fitting)));
        }
        if (random.nextInt(4) == 0) {
            Arg e = enumeration();
            if (e != null) {
                return e;
            }
        }
        return new Scalar(Names.pick(random, COMPARABLE));
    }

    private Arg enumeration() {
        List<Decl> enums = universe.enums.stream().filter(nameable).toList();
        if (enums.isEmpty() || random.nextInt(4) == 0) {
            return new Scalar(Names.pick(random, JDK_ENUMS));
        }
        return new Named(Names.pick(random, enums));
    }

    /** A non-generic @Marshalled type that does not keep identity: a type argument cannot. */
    private Arg marshalled() {
        List<Decl> fits = universe.marshalled.stream().filter(d -> !d.references && nameable.test(d)).toList();
        return fits.isEmpty() ? null : new Named(Names.pick(random, fits));
    }

    private Arg implementation(Decl iface) {
        List<Decl> fits = universe.implementations.getOrDefault(iface, List.of()).stream().filter(nameable).toList();
        return fits.isEmpty() ? null : new Named(Names.pick(random, fits));
    }
}
