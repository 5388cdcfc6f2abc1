package dev.marshalled.processor.fuzz;

import dev.marshalled.processor.fuzz.Decl.Kind;
import dev.marshalled.processor.fuzz.Decl.Role;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Builds a random, valid declaration set from a seed: the shared pieces first (enums, sealed and open
 * hierarchies, superclasses, converters, interfaces that bound type parameters), then the marshalled
 * types, some of them generic, then their fields, so a field may name any type of the set, including
 * ones declared after it and its own; last the check code that makes the generic types' marshallers.
 */
final class Generator {
    private final long seed;
    private final Random random;
    private final Features features;
    private final int types;
    private final List<String> packages = new ArrayList<>();
    private final List<Decl> decls = new ArrayList<>();
    private final FieldTypes.Universe universe = new FieldTypes.Universe();
    /** Simple names per package (top-level) and per outer type (nested), so nothing is declared twice. */
    private final Map<Object, Set<String>> names = new HashMap<>();
    /** Marshaller names per package: Outer.Inner and a top-level Outer_Inner would both be Outer_InnerMarshaller. */
    private final Set<String> marshallerNames = new HashSet<>();
    private final List<Decl> bases = new ArrayList<>();
    private final Set<String> convertedPackages = new HashSet<>();
    private int nextId;

    Generator(long seed, Features features, int types) {
        this.seed = seed;
        this.random = new Random(seed);
        this.features = Boolean.getBoolean("fuzz.noswarm") ? features : features.swarm(new Random(~seed));
        this.types = types;
        // Type ids are JVM-wide in Marshallers.global(): spread each seed's ids far from other seeds'.
        this.nextId = 1 + (int) Math.floorMod(seed * 0x9E3779B97F4A7C15L >>> 20, 1_000_000L) * 1000;
    }

    static DeclarationSet generate(long seed, Features features, int types) {
        return new Generator(seed, features, types).run();
    }

    private DeclarationSet run() {
        String root = "f" + Long.toUnsignedString(seed, 36);
        List<String> segments = new ArrayList<>(List.of("a", "java", "dev", "util", "b"));
        int count = 2 + random.nextInt(2);
        for (int i = 0; i < count; i++) {
            packages.add(root + "." + segments.remove(random.nextInt(segments.size())));
        }
        if (features.on("converters")) {
            converters();
        }
        for (int i = 0, n = random.nextInt(3); i < n; i++) {
            Decl e = declare(pkg(), null, Role.ENUM, Kind.ENUM);
            e.constants = Names.enumConstants(random, features);
            universe.enums.add(e);
        }
        if (features.on("sealed") && random.nextBoolean()) {
            sealedHierarchy();
        }
        if (features.on("polymorphic") && random.nextBoolean()) {
            openHierarchy();
        }
        if (features.on("generics") && features.on("bounds") && random.nextBoolean()) {
            boundInterface();
        }
        boolean genericBases = features.on("generics") && features.on("genericbases");
        if (features.on("inheritance") && (random.nextBoolean() || genericBases && random.nextBoolean())) {
            superclasses(genericBases);
        }
        for (int i = 0; i < types; i++) {
            marshalledType();
        }
        Random orders = new Random(seed ^ 0x6A09E667F3BCC909L);
        new Members(random, orders, features, universe, convertedPackages).fill(decls);
        Roots.Printed roots = Roots.print(random, universe, decls);
        List<DeclarationSet.Source> sources = new ArrayList<>(Printer.print(decls, packages, convertedPackages));
        sources.addAll(roots.twins());
        return new DeclarationSet(seed, sources, roots.checks(), decls, this.features.toString(),
                List.copyOf(packages), Set.copyOf(convertedPackages), roots.twins());
    }

    private String pkg() {
        return Names.pick(random, packages);
    }

    /** A type with a name free in its scope and a marshaller name free in its package. */
    private Decl declare(String pkg, Decl outer, Role role, Kind kind) {
        Set<String> taken = names.computeIfAbsent(outer == null ? pkg : outer, k -> new HashSet<>());
        for (Decl o = outer; o != null; o = o.outer) {
            taken.add(o.name);
            // javac resolves a name that is both a member type and a type parameter to the member
            // type, in a record's header too: the type parameter would then mean nothing.
            taken.addAll(o.paramNames());
        }
        while (true) {
            String name = Names.type(random, taken, features);
            String flat = (outer == null ? "" : outer.flatName() + "_") + name;
            if (!marshallerNames.contains(pkg + "." + flat) && !names.getOrDefault(pkg, Set.of()).contains(flat)) {
                taken.add(name);
                marshallerNames.add(pkg + "." + flat);
                names.computeIfAbsent(pkg, k -> new HashSet<>()).add(flat);
                Decl d = new Decl(pkg, name, outer, role, kind);
                decls.add(d);
                return d;
            }
        }
    }

    /** Foreign types (not annotatable) and their converters, in the first package. */
    private void converters() {
        String pkg = packages.get(0);
        Decl label = declareNamed(pkg, "Label", Role.FOREIGN, Kind.CLASS);
        Decl money = declareNamed(pkg, "Money", Role.FOREIGN, Kind.CLASS);
        Decl wire = declareNamed(pkg, "MoneyWire", Role.MARSHALLED, Kind.RECORD);
        wire.fields.add(new Decl.Member("cents", "long"));
        wire.fields.add(new Decl.Member("currency", "java.lang.String"));
        Decl labels = declareNamed(pkg, "LabelConverter", Role.CONVERTER, Kind.CLASS);
        labels.implementsClause = "dev.marshalled.WireConverter<" + label.canonical() + ", java.lang.String>";
        Decl moneys = declareNamed(pkg, "MoneyConverter", Role.CONVERTER, Kind.CLASS);
        moneys.implementsClause = "dev.marshalled.WireConverter<" + money.canonical() + ", " + wire.canonical() + ">";
        universe.converterOf.put(label, labels);
        universe.converterOf.put(money, moneys);
        universe.marshalled.add(wire);
        universe.foreign.add(label);
        universe.foreign.add(money);
        for (String p : packages) {
            if (random.nextInt(3) == 0) {
                convertedPackages.add(p);
            }
        }
    }

    private Decl declareNamed(String pkg, String name, Role role, Kind kind) {
        names.computeIfAbsent(pkg, k -> new HashSet<>()).add(name);
        marshallerNames.add(pkg + "." + name);
        Decl d = new Decl(pkg, name, null, role, kind);
        decls.add(d);
        return d;
    }

    /** A sealed interface whose subtypes are records or final classes, some nested in it. */
    private void sealedHierarchy() {
        String pkg = pkg();
        Decl sealed = declare(pkg, null, Role.SEALED, Kind.INTERFACE);
        sealed.modifiers = "sealed";
        List<String> permits = new ArrayList<>();
        for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
            Decl sub = declare(pkg, random.nextBoolean() ? sealed : null, Role.MARSHALLED,
                    random.nextBoolean() ? Kind.RECORD : Kind.CLASS);
            sub.implementsClause = sealed.canonical();
            options(sub);
            sub.modifiers = "final";
            permits.add(sub.canonical());
            universe.marshalled.add(sub);
        }
        sealed.permits = String.join(", ", permits);
        universe.sealed.add(sealed);
    }

    /** An open interface read through @Polymorphic fields: its implementations need type ids. */
    private void openHierarchy() {
        Decl open = declare(pkg(), null, Role.OPEN_INTERFACE, Kind.INTERFACE);
        universe.open.add(open);
        for (int i = 0, n = 1 + random.nextInt(2); i < n; i++) {
            Decl impl = declare(pkg(), null, Role.MARSHALLED, random.nextBoolean() ? Kind.RECORD : Kind.CLASS);
            impl.implementsClause = open.canonical();
            options(impl);
            impl.id = nextId++;
            universe.marshalled.add(impl);
        }
    }

    /**
     * An interface that bounds type parameters ({@code T extends Filter}), and the @Marshalled
     * types that implement it; public, so every generic type may name it.
     */
    private void boundInterface() {
        Decl iface = declare(pkg(), null, Role.BOUND_INTERFACE, Kind.INTERFACE);
        List<Decl> implementations = new ArrayList<>();
        for (int i = 0, n = 1 + random.nextInt(2); i < n; i++) {
            Decl impl = declare(pkg(), null, Role.MARSHALLED, random.nextBoolean() ? Kind.RECORD : Kind.CLASS);
            impl.implementsClause = iface.canonical();
            options(impl);
            // A type argument cannot keep identity.
            impl.references = false;
            universe.marshalled.add(impl);
            implementations.add(impl);
        }
        universe.implementations.put(iface, implementations);
    }

    /**
     * Type parameters for {@code d}: one or two, some bounded (feature "bounds"), named like the types
     * the file mentions where feature "shadowing" is on.
     */
    private void parameters(Decl d) {
        Set<String> taken = new HashSet<>();
        List<String> setTypes = decls.stream().map(x -> x.name).toList();
        for (int i = 0, n = random.nextInt(3) == 0 ? 2 : 1; i < n; i++) {
            String name = Names.typeParameter(random, taken, features, setTypes);
            taken.add(name);
            TypeArguments.Bound bound = TypeArguments.Bound.NONE;
            Decl iface = null;
            if (features.on("bounds") && random.nextInt(3) == 0) {
                List<TypeArguments.Bound> bounds = new ArrayList<>(List.of(TypeArguments.Bound.COMPARABLE,
                        TypeArguments.Bound.COMPARABLE, TypeArguments.Bound.NUMBER,
                        TypeArguments.Bound.NUMBER_COMPARABLE));
                if (!universe.implementations.isEmpty()) {
                    bounds.add(TypeArguments.Bound.INTERFACE);
                    bounds.add(TypeArguments.Bound.INTERFACE);
                }
                bound = Names.pick(random, bounds);
                if (bound == TypeArguments.Bound.INTERFACE) {
                    iface = Names.pick(random, List.copyOf(universe.implementations.keySet().stream()
                            .sorted(java.util.Comparator.comparing(Decl::canonical)).toList()));
                }
            }
            d.params.add(new TypeArguments.Param(name, bound, iface));
        }
    }

    /**
     * Abstract superclasses with fields of every access, and (feature "hiding") a package-private
     * class whose public field a subclass in another package hides; (feature "genericbases") a
     * generic one, {@code Event<T>}, whose subclasses pass it concrete arguments or their own.
     */
    private void superclasses(boolean genericBases) {
        String pkg = pkg();
        Decl base = declare(pkg, null, Role.BASE, Kind.CLASS);
        base.modifiers = "abstract";
        bases.add(base);
        if (genericBases) {
            Decl generic = declare(pkg(), null, Role.BASE, Kind.CLASS);
            generic.modifiers = "abstract";
            parameters(generic);
            bases.add(generic);
        }
        if (features.on("hiding")) {
            Decl hidden = declare(pkg, null, Role.BASE, Kind.CLASS);
            hidden.access = "";
            Decl mid = declare(pkg, null, Role.BASE, Kind.CLASS);
            mid.modifiers = "abstract";
            mid.superclass = hidden;
            bases.add(mid);
        }
    }

    private void marshalledType() {
        String pkg = pkg();
        Decl outer = null;
        if (features.on("nested") && random.nextInt(3) == 0) {
            List<Decl> outers = new ArrayList<>();
            for (Decl d : decls) {
                if (d.pkg.equals(pkg) && (d.role == Role.MARSHALLED || d.role == Role.HOLDER) && d.outer == null
                        && d.superclass == null) {
                    outers.add(d);
                }
            }
            outer = outers.isEmpty() || random.nextInt(3) == 0
                    ? declare(pkg, null, Role.HOLDER, random.nextBoolean() ? Kind.CLASS : Kind.INTERFACE)
                    : Names.pick(random, outers);
        }
        Decl d = declare(pkg, outer, Role.MARSHALLED, random.nextBoolean() ? Kind.RECORD : Kind.CLASS);
        d.access = random.nextInt(3) == 0 ? "" : "public";
        options(d);
        if (features.on("generics") && random.nextInt(4) == 0) {
            // A generic type has neither an id nor references (documented refusals, see Refusals).
            parameters(d);
            d.id = 0;
            d.references = false;
            universe.generic.add(d);
        } else {
            universe.marshalled.add(d);
        }
        if (d.kind == Kind.CLASS && features.on("inheritance") && random.nextInt(3) == 0
                && d.style == Decl.Style.OPEN && !d.evolvable) {
            List<Decl> supers = new ArrayList<>();
            for (Decl b : bases) {
                if (b.visibleFrom(d)) {
                    supers.add(b);
                    if (b.generic()) {
                        // Few classes extend anything: a generic base is the rarer and richer case.
                        supers.add(b);
                        supers.add(b);
                    }
                }
            }
            List<Decl> marshalledClasses = new ArrayList<>(universe.marshalled);
            if (features.on("genericbases")) {
                marshalledClasses.addAll(universe.generic);
            }
            for (Decl m : marshalledClasses) {
                if (m != d && m.kind == Kind.CLASS && m.style == Decl.Style.OPEN && !m.evolvable
                        && m.implementsClause.isEmpty() && m.visibleFrom(d) && !isInside(d, m)) {
                    supers.add(m);
                    if (m.generic()) {
                        supers.add(m);
                    }
                }
            }
            if (!supers.isEmpty()) {
                d.superclass = Names.pick(random, supers);
                d.superclass.extended = true;
            }
        }
        if (features.on("nested") && random.nextInt(4) == 0) {
            Decl e = declare(pkg, d, Role.ENUM, Kind.ENUM);
            e.constants = Names.enumConstants(random, features);
            // A private enum the marshaller cannot name is reached through its private lookup; fields of
            // the types that can see it use it (FieldTypes.visibleEnum), alone and in containers.
            e.access = Names.pick(random, List.of("public", "", "private", "private"));
            universe.enums.add(e);
        }
    }

    /** Whether {@code inner} is nested (at any depth) in {@code outer}: it may not extend it then. */
    private static boolean isInside(Decl inner, Decl outer) {
        for (Decl o = inner.outer; o != null; o = o.outer) {
            if (o == outer) {
                return true;
            }
        }
        return false;
    }

    /** The @Marshalled options and, for a class, the constructor style. */
    private void options(Decl d) {
        d.references = features.on("references") && random.nextInt(6) == 0;
        d.evolvable = features.on("evolution") && random.nextInt(4) == 0;
        d.compact = features.on("compact") && random.nextInt(4) == 0;
        if (d.id == 0 && features.on("ids") && random.nextInt(4) == 0) {
            d.id = nextId++;
        }
        if (d.kind == Kind.CLASS) {
            List<Decl.Style> styles = new ArrayList<>(List.of(Decl.Style.OPEN, Decl.Style.OPEN,
                    Decl.Style.FINAL_COLLECTION));
            if (features.on("finals")) {
                styles.add(Decl.Style.FINALS);
            }
            if (features.on("delegating")) {
                styles.add(Decl.Style.DELEGATING);
            }
            if (features.on("empty")) {
                styles.add(Decl.Style.TRANSIENT_ONLY);
            }
            d.style = Names.pick(random, styles);
        }
    }
}
