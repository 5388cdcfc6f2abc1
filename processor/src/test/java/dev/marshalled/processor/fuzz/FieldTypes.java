package dev.marshalled.processor.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Spells random field types from docs/types.md, always fully qualified: a field named {@code java}
 * or {@code String} cannot then change what the user's own source means, only what generated code
 * means, which is what is under test. In a generic type, a type may mention the type's own
 * parameters, as the placeholders of {@link TypeArguments}: {@code T}, {@code List<T>},
 * {@code Other<T>}, the type itself.
 */
final class FieldTypes {
    static final List<String> PRIMITIVES = List.of("boolean", "byte", "short", "char", "int", "long", "float",
            "double");
    static final List<String> BOXES = List.of("java.lang.Boolean", "java.lang.Byte", "java.lang.Short",
            "java.lang.Character", "java.lang.Integer", "java.lang.Long", "java.lang.Float", "java.lang.Double");
    static final List<String> JDK = List.of("java.util.UUID", "java.math.BigInteger", "java.math.BigDecimal",
            "java.time.Instant", "java.time.Duration", "java.time.LocalDate", "java.time.LocalTime",
            "java.time.LocalDateTime", "java.time.OffsetDateTime", "java.time.ZonedDateTime", "java.time.Period",
            "java.util.BitSet", "java.net.URI", "java.util.Locale", "java.time.ZoneId", "java.util.Currency",
            "java.time.ZoneOffset", "java.time.Year", "java.time.YearMonth", "java.time.MonthDay",
            "java.time.OffsetTime", "java.time.DayOfWeek", "java.time.Month");
    private static final List<String> COLLECTIONS = List.of("java.util.List", "java.util.Set", "java.util.Collection",
            "java.util.Queue", "java.util.Deque", "java.util.ArrayList", "java.util.LinkedList",
            "java.util.HashSet", "java.util.LinkedHashSet", "java.util.ArrayDeque");
    private static final List<String> SORTED_SETS = List.of("java.util.SortedSet", "java.util.NavigableSet",
            "java.util.TreeSet");
    private static final List<String> MAPS = List.of("java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap");
    private static final List<String> SORTED_MAPS = List.of("java.util.SortedMap", "java.util.NavigableMap",
            "java.util.TreeMap");

    /** A type spelling and what the field needs besides it. */
    record Picked(String src, boolean polymorphic, boolean foreign) {
    }

    private final Random random;
    private final Features features;
    private final Universe universe;
    private final Decl owner;
    /**
     * The packages whose marshallers read the owner's fields: its own and those of its subclasses.
     * A marshaller is a class of its own in its type's package, so it must be able to name every
     * part of every field it reads, inherited ones too.
     */
    private final Set<String> readers;
    private boolean polymorphic;
    private boolean foreign;
    /** Whether {@link #ownPrivateEnum} has had its one chance. */
    private boolean ownEnumDrawn;
    /** The types of this set that the field being built names, at any depth. */
    private final List<Decl> named = new ArrayList<>();
    /** Parameterizations of the set's generic types, and the owner's own parameters. */
    private final TypeArguments arguments;

    /** The declarations a field type may name; the generator fills these lists before fields. */
    static final class Universe {
        final List<Decl> enums = new ArrayList<>();
        final List<Decl> marshalled = new ArrayList<>();
        final List<Decl> sealed = new ArrayList<>();
        final List<Decl> open = new ArrayList<>();
        final List<Decl> foreign = new ArrayList<>();
        final java.util.Map<Decl, Decl> converterOf = new java.util.HashMap<>();
        /** The generic @Marshalled types, which a field names only at arguments (not in {@link #marshalled}). */
        final List<Decl> generic = new ArrayList<>();
        /** The @Marshalled implementations of each interface a type parameter is bounded by. */
        final java.util.Map<Decl, List<Decl>> implementations = new java.util.HashMap<>();
    }

    FieldTypes(Random random, Features features, Universe universe, Decl owner, Set<String> readers) {
        this.random = random;
        this.features = features;
        this.universe = universe;
        this.owner = owner;
        this.readers = readers;
        this.arguments = new TypeArguments(random, universe, this::nameable, owner.params);
    }

    /** A parameterization of a generic type of the set, or a template over the owner's parameters. */
    TypeArguments arguments() {
        return arguments;
    }

    Picked field() {
        Picked own = ownPrivateEnum();
        if (own != null) {
            return own;
        }
        while (true) {
            polymorphic = false;
            foreign = false;
            named.clear();
            String src = any(0);
            // A type parameter in a @Polymorphic field would make the argument a dynamic value: not generated.
            if (!polymorphic || named.stream().allMatch(FieldTypes::dynamicFits)
                    && !TypeArguments.mentionsParameters(src)) {
                return new Picked(src, polymorphic, foreign);
            }
        }
    }

    /**
     * Whether a type of this set may sit in a @Polymorphic field, which makes every part without type
     * arguments that is not an enum, converted or from the JDK a dynamic value carrying its type id: a
     * concrete @Marshalled type without an id is then a compile error, and a sealed interface whose
     * cases have no ids could not be written.
     */
    private static boolean dynamicFits(Decl d) {
        return switch (d.role) {
            case ENUM, FOREIGN, OPEN_INTERFACE -> true;
            case MARSHALLED -> d.id != 0 && !d.generic();
            default -> false;
        };
    }

    /**
     * A generic type of the set at the owner's own parameters in another order than declared, within
     * their bounds: the owner itself ({@code Pair<B, A>} in {@code Pair<A, B>}), else another generic
     * type of as many parameters; null if none fits.
     */
    String permuted(Random orders) {
        int n = owner.params.size();
        if (n < 2) {
            return null;
        }
        List<Decl> candidates = new ArrayList<>();
        for (Decl g : universe.generic) {
            if (g.params.size() == n && nameable(g)) {
                candidates.add(g == owner ? 0 : candidates.size(), g);
            }
        }
        for (Decl g : candidates) {
            for (int attempt = 0; attempt < 6; attempt++) {
                List<Integer> order = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    order.add(i);
                }
                java.util.Collections.shuffle(order, orders);
                boolean fits = !order.equals(order.stream().sorted().toList());
                for (int j = 0; j < n && fits; j++) {
                    TypeArguments.Param wanted = g.params.get(j);
                    fits = owner.params.get(order.get(j)).within(wanted.bound(), wanted.iface());
                }
                if (fits) {
                    return g.canonical() + "<" + String.join(", ", order.stream().map(i -> "§" + i).toList()) + ">";
                }
            }
        }
        return null;
    }

    /** Field types a superclass in another package can hold: JDK ones only, visible everywhere. */
    Picked plain() {
        String[] choices = {"int", "long", "double", "java.lang.String", "java.lang.Integer", "int[]",
                "java.util.List<java.lang.String>", "boolean"};
        return new Picked(choices[random.nextInt(choices.length)], false, false);
    }

    private String any(int depth) {
        int roll = random.nextInt(depth == 0 ? 30 : 22);
        if (roll < 4) {
            return Names.pick(random, PRIMITIVES);
        }
        if (roll >= 22) {
            return topLevelOnly();
        }
        return reference(depth);
    }

    /** Shapes that may only be a field's own type. */
    private String topLevelOnly() {
        return switch (random.nextInt(4)) {
            case 0 -> Names.pick(random, List.of("java.util.OptionalInt", "java.util.OptionalLong",
                    "java.util.OptionalDouble"));
            case 1 -> Names.pick(random, PRIMITIVES);
            case 2 -> "java.lang.String";
            default -> reference(0);
        };
    }

    private String reference(int depth) {
        while (true) {
            int roll = random.nextInt(owner.generic() ? 24 : 18);
            switch (roll) {
                case 0, 1: return Names.pick(random, BOXES);
                case 2, 3: return "java.lang.String";
                case 4: {
                    if (features.on("arrays")) {
                        return Names.pick(random, PRIMITIVES) + "[]";
                    }
                    break;
                }
                case 5: {
                    if (features.on("arrays") && depth < 2) {
                        // An array of a parameterized type is a documented refusal, not a valid input;
                        // a discarded element must not leave its @Polymorphic or converter behind.
                        boolean wasPolymorphic = polymorphic;
                        boolean wasForeign = foreign;
                        int wasNamed = named.size();
                        String element = reference(depth + 1);
                        // T[] is a documented refusal too.
                        if (!element.contains("<") && !TypeArguments.mentionsParameters(element)) {
                            return element + "[]";
                        }
                        polymorphic = wasPolymorphic;
                        foreign = wasForeign;
                        named.subList(wasNamed, named.size()).clear();
                    }
                    break;
                }
                case 6: {
                    Decl e = visibleEnum();
                    if (e != null) {
                        return e.canonical();
                    }
                    break;
                }
                case 7, 8: {
                    Decl m = visible(universe.marshalled);
                    if (m != null) {
                        return m.canonical();
                    }
                    break;
                }
                case 9, 10: {
                    if (features.on("containers") && depth < 2) {
                        return container(depth);
                    }
                    break;
                }
                case 11: {
                    if (features.on("jdk")) {
                        return Names.pick(random, JDK);
                    }
                    break;
                }
                case 12: {
                    if (features.on("containers") && depth < 2) {
                        return "java.util.Optional<" + reference(depth + 1) + ">";
                    }
                    break;
                }
                case 13: {
                    Decl s = visible(universe.sealed);
                    if (s != null) {
                        return s.canonical();
                    }
                    break;
                }
                case 14: {
                    if (features.on("polymorphic")) {
                        polymorphic = true;
                        Decl o = random.nextInt(4) == 0 ? null : visible(universe.open);
                        return o == null ? "java.lang.Object" : o.canonical();
                    }
                    break;
                }
                case 15: {
                    Decl f = visible(universe.foreign);
                    if (f != null) {
                        foreign = true;
                        return f.canonical();
                    }
                    break;
                }
                case 16, 17: {
                    if (features.on("generics") && depth < 2 && random.nextInt(3) > 0) {
                        TypeArguments.Generic g = arguments.generic(depth);
                        if (g != null) {
                            g.decls(named);
                            return g.template();
                        }
                    }
                    break;
                }
                case 18, 19, 20, 21, 22, 23: {
                    // Reached only in a generic type: T, and through the cases above List<T>, Optional<T>, ...
                    return "§" + random.nextInt(owner.params.size());
                }
                default:
                    break;
            }
        }
    }

    private String container(int depth) {
        return switch (random.nextInt(7)) {
            case 0, 1 -> Names.pick(random, COLLECTIONS) + "<" + reference(depth + 1) + ">";
            case 2 -> Names.pick(random, SORTED_SETS) + "<" + comparable() + ">";
            case 3 -> Names.pick(random, MAPS) + "<" + key() + ", " + reference(depth + 1) + ">";
            case 4 -> Names.pick(random, SORTED_MAPS) + "<" + comparable() + ", " + reference(depth + 1) + ">";
            case 5 -> {
                Decl e = visibleEnum();
                yield e == null ? "java.util.List<java.lang.String>" : "java.util.EnumSet<" + e.canonical() + ">";
            }
            default -> {
                Decl e = visibleEnum();
                yield e == null
                        ? "java.util.Map<java.lang.String, java.lang.String>"
                        : "java.util.EnumMap<" + e.canonical() + ", " + reference(depth + 1) + ">";
            }
        };
    }

    /** Keys of unsorted maps: any type whose equality is by value, so a read map finds them. */
    private String key() {
        return switch (random.nextInt(4)) {
            case 0 -> "java.util.UUID";
            case 1 -> "java.lang.Long";
            default -> comparable();
        };
    }

    private String comparable() {
        if (owner.params.stream().anyMatch(TypeArguments.Param::comparable) && random.nextInt(3) == 0) {
            return arguments.comparable().template();
        }
        Decl e = random.nextBoolean() ? visibleEnum() : null;
        if (e != null) {
            return e.canonical();
        }
        return Names.pick(random, List.of("java.lang.String", "java.lang.Integer", "java.lang.Long"));
    }

    /**
     * A type the owner's source can name and so can the marshaller of every type that reads the
     * owner's fields; the pick is remembered as part of the field being built.
     */
    private Decl visible(List<Decl> candidates) {
        List<Decl> ok = new ArrayList<>();
        for (Decl d : candidates) {
            if (nameable(d)) {
                ok.add(d);
            }
        }
        if (ok.isEmpty()) {
            return null;
        }
        Decl picked = Names.pick(random, ok);
        named.add(picked);
        return picked;
    }

    /**
     * The first field of a type that is not generic and declares a private enum names that enum, two
     * times in three: alone, in a container, an {@code Optional} or an array, or nested in them
     * ({@code List<Optional<E>>}, {@code Map<E, List<E>>}); else null. A field draws an enum one time in
     * eighteen, and only the types that enclose a private one can see it, so without this few would.
     */
    private Picked ownPrivateEnum() {
        if (ownEnumDrawn || owner.generic()) {
            return null;
        }
        ownEnumDrawn = true;
        Decl e = owner.nested.stream().filter(n -> n.role == Decl.Role.ENUM && n.access.equals("private")).findFirst()
                .orElse(null);
        if (e == null || random.nextInt(3) == 0 || !readers.stream().allMatch(pkg -> pkg.equals(e.pkg))) {
            return null;
        }
        String name = e.canonical();
        List<String> shapes = new ArrayList<>(List.of(name));
        if (features.on("containers")) {
            shapes.addAll(List.of("java.util.List<" + name + ">", "java.util.Set<" + name + ">",
                    "java.util.EnumSet<" + name + ">", "java.util.SortedSet<" + name + ">",
                    "java.util.Map<" + name + ", java.lang.String>", "java.util.Map<java.lang.String, " + name + ">",
                    "java.util.EnumMap<" + name + ", java.lang.Integer>", "java.util.Optional<" + name + ">",
                    "java.util.List<java.util.Optional<" + name + ">>",
                    "java.util.Map<" + name + ", java.util.List<" + name + ">>"));
        }
        if (features.on("arrays")) {
            shapes.add(name + "[]");
            if (features.on("containers")) {
                shapes.add("java.util.ArrayList<" + name + "[]>");
            }
        }
        named.clear();
        named.add(e);
        return new Picked(Names.pick(random, shapes), false, false);
    }

    /**
     * An enum the owner's source can name and every reader's marshaller can reach: by name, or, for a
     * private one (or one nested in a private type) of the reader's own package, through the private
     * lookup in the class it marshals. Only fields of types that are not generic draw such enums; a type
     * argument names its enum ({@link TypeArguments}), since a bounded parameter would not admit it.
     */
    private Decl visibleEnum() {
        List<Decl> ok = new ArrayList<>();
        for (Decl d : universe.enums) {
            // A generic type's twin (Roots) is a top-level type of its own, which sees no private enum.
            boolean reachable = !owner.generic()
                    && readers.stream().allMatch(pkg -> d.nameableIn(pkg) || d.pkg.equals(pkg));
            if (d.visibleFrom(owner) && (reachable || readers.stream().allMatch(d::nameableIn))) {
                ok.add(d);
            }
        }
        if (ok.isEmpty()) {
            return null;
        }
        // Few types can see a private enum: those that can draw one of them half the time.
        List<Decl> hidden = ok.stream().filter(d -> !d.nameableIn(owner.pkg)).toList();
        Decl picked = Names.pick(random, !hidden.isEmpty() && random.nextBoolean() ? hidden : ok);
        named.add(picked);
        return picked;
    }

    private boolean nameable(Decl d) {
        return d.visibleFrom(owner) && readers.stream().allMatch(d::nameableIn);
    }
}
