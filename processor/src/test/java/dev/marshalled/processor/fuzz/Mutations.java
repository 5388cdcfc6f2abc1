package dev.marshalled.processor.fuzz;

import dev.marshalled.processor.fuzz.Decl.Kind;
import dev.marshalled.processor.fuzz.Decl.Member;
import dev.marshalled.processor.fuzz.Decl.Role;
import dev.marshalled.processor.fuzz.Decl.Style;
import dev.marshalled.processor.lock.LockSchemas;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Predicate;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * The schema lock against the changes to a declaration that change its bytes. A set is compiled with
 * a lock, which records its types; then one change at a time is made to a fresh copy of the set (the
 * generator is deterministic), and compiled against that lock: the build must fail, every error must be
 * one of the lock's, at least one must be the refusal the change calls for, on the changed element's
 * line, and the lock must be left as it was.
 *
 * <p>The changes: enum constants reordered or the first one removed (an enum a locked field uses), two
 * fields swapped, a field's type changed, a field appended without {@code @Since}, the last field removed,
 * a sealed subtype removed or one inserted before the others, a type id changed, {@code encoding}
 * switched, {@code evolvable} switched on. Each is made
 * where the declaration stays valid Java and valid for the processor: a field's type changes where no
 * converter or {@code @Polymorphic} depends on it, fields are swapped and appended in records and in
 * classes read through a no-argument constructor.
 */
final class Mutations {
    /** One change: its name, whether it applies to a set, and what it does, returning the refusal expected. */
    private interface Change {
        /** @return the expected refusal, or null if the set has nothing this change applies to */
        Expected apply(DeclarationSet set, LockSchemas locked, Random random);
    }

    /**
     * The refusal a change calls for.
     *
     * @param text what the error's message must contain
     * @param file the source file it must be in, as {@code pkg/Top.java}
     * @param line a word the error's line must contain (a field's or type's name)
     */
    record Expected(String change, String text, String file, String line) {
    }

    static final List<String> KINDS = List.of("enum-reorder", "enum-remove", "field-swap", "field-type",
            "field-append", "field-remove", "sealed-remove", "sealed-insert", "id-change", "encoding-switch",
            "evolvable-on");

    private Mutations() {
    }

    /** What one seed gave: each change made, and the problems found. */
    record Outcome(List<String> made, List<String> problems) {
    }

    static Outcome check(long seed, Features features, int types) {
        List<String> made = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Path dir;
        try {
            dir = Files.createTempDirectory("marshalled-mutations");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path lock = dir.resolve("marshalled.lock");
        DeclarationSet original = Generator.generate(seed, features, types);
        LockSchemas locked = new LockSchemas(Roots.CLASS, Roots.ROOT);
        String recorded;
        try (FuzzJavac.Result result = FuzzJavac.compile(original.all(), List.of(locked), options(lock))) {
            if (!result.success() || !result.errors().isEmpty()) {
                return new Outcome(made, problems); // the round trip's test reports it
            }
            recorded = Files.readString(lock);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String kind : KINDS) {
            DeclarationSet set = Generator.generate(seed, features, types);
            Expected expected = change(kind).apply(set, locked, new Random(seed ^ kind.hashCode()));
            if (expected == null) {
                continue;
            }
            made.add(kind);
            try {
                Files.writeString(lock, recorded); // as the first compile wrote it, whatever a change before did
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            try (FuzzJavac.Result result = FuzzJavac.compile(set.reprinted(), List.of(), options(lock))) {
                problems.addAll(judge(seed, expected, result, lock, recorded));
            }
        }
        FuzzJavac.delete(dir);
        return new Outcome(made, problems);
    }

    private static List<String> options(Path lock) {
        return List.of("-Amarshalled.lock=" + lock);
    }

    private static List<String> judge(long seed, Expected expected, FuzzJavac.Result result, Path lock,
            String recorded) {
        List<String> problems = new ArrayList<>();
        String where = "seed " + seed + ", " + expected.change() + ": ";
        boolean found = false;
        for (Diagnostic<? extends JavaFileObject> d : result.errors()) {
            String message = d.getMessage(Locale.ROOT);
            if (!message.contains("the schema lock " + lock)) {
                problems.add(where + "an error that is not the lock's: " + Campaign.fileName(d) + ":"
                        + d.getLineNumber() + ": " + message + (result.inGenerated(d) ? "\n" + result.excerpt(d, 4)
                        : ""));
                continue;
            }
            found |= message.contains(expected.text()) && (expected.file().isEmpty() || d.getSource() != null
                    && d.getSource().toUri().getPath().endsWith("/" + expected.file())
                    && line(d).contains(expected.line()));
        }
        if (result.success()) {
            problems.add(where + "the build passed; wanted an error containing '" + expected.text() + "' in "
                    + expected.file() + " on the line of " + expected.line());
        } else if (!found) {
            problems.add(where + "no error containing '" + expected.text() + "' in " + expected.file()
                    + " on the line of " + expected.line() + "; errors: " + result.errors().stream()
                    .map(d -> Campaign.fileName(d) + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
                    .toList());
        }
        try {
            if (!Files.readString(lock).equals(recorded)) {
                problems.add(where + "the refused build changed the lock");
            }
        } catch (IOException e) {
            problems.add(where + "the lock cannot be read after the build: " + e);
        }
        return problems;
    }

    /** The text of the diagnostic's line in its source. */
    private static String line(Diagnostic<? extends JavaFileObject> d) {
        try {
            String[] lines = d.getSource().getCharContent(true).toString().split("\n", -1);
            long n = d.getLineNumber();
            return n >= 1 && n <= lines.length ? lines[(int) n - 1] : "";
        } catch (IOException e) {
            return "";
        }
    }

    private static Change change(String kind) {
        return switch (kind) {
            case "enum-reorder" -> Mutations::reorderEnum;
            case "enum-remove" -> Mutations::removeConstant;
            case "field-remove" -> Mutations::removeField;
            case "field-swap" -> Mutations::swapFields;
            case "field-type" -> Mutations::changeFieldType;
            case "field-append" -> Mutations::appendField;
            case "sealed-remove" -> Mutations::removeSubtype;
            case "sealed-insert" -> Mutations::insertSubtype;
            case "id-change" -> Mutations::changeId;
            case "encoding-switch" -> Mutations::switchEncoding;
            case "evolvable-on" -> Mutations::evolvableOn;
            default -> throw new IllegalArgumentException(kind);
        };
    }

    /** The first two constants of an enum that a locked field uses, swapped. */
    private static Expected reorderEnum(DeclarationSet set, LockSchemas locked, Random random) {
        List<Decl> enums = pick(set, random, d -> d.role == Role.ENUM && d.constants.size() >= 2
                && locked.types().values().stream().anyMatch(t -> uses(t, WireSchema.Kind.ENUM, d.canonical())));
        if (enums.isEmpty()) {
            return null;
        }
        Decl e = enums.get(0);
        List<String> constants = new ArrayList<>(e.constants);
        constants.set(0, e.constants.get(1));
        constants.set(1, e.constants.get(0));
        e.constants = constants;
        return enumExpected("enum-reorder", set, locked, e);
    }

    /** A field of each type that uses the enum is refused; the first such field found is checked. */
    private static Expected enumExpected(String change, DeclarationSet set, LockSchemas locked, Decl e) {
        String text = "uses enum " + e.canonical() + ", whose constants were";
        for (Decl d : set.marshalled()) {
            WireSchema type = locked.types().get(d.canonical());
            for (Field f : type == null ? List.<Field>of() : type.fields()) {
                if (uses(f, WireSchema.Kind.ENUM, e.canonical()) && declares(d, f.name())) {
                    return new Expected(change, text, file(d), f.name());
                }
            }
        }
        return new Expected(change, text, "", "");
    }

    /** The first constant of an enum that a locked field uses, removed: the others' ordinals move down. */
    private static Expected removeConstant(DeclarationSet set, LockSchemas locked, Random random) {
        List<Decl> enums = pick(set, random, d -> d.role == Role.ENUM && d.constants.size() >= 2
                && locked.types().values().stream().anyMatch(t -> uses(t, WireSchema.Kind.ENUM, d.canonical())));
        if (enums.isEmpty()) {
            return null;
        }
        Decl e = enums.get(0);
        e.constants = List.copyOf(e.constants.subList(1, e.constants.size()));
        return enumExpected("enum-remove", set, locked, e);
    }

    /** The last field written of a type, removed. */
    private static Expected removeField(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl d : pick(set, random, d -> plain(d, locked))) {
            List<Member> wire = wireFields(d);
            // A converted field may be the one its type's converter is listed for, which would then be idle.
            if (wire.isEmpty() || wire.get(wire.size() - 1).converted
                    || d.body.stream().anyMatch(b -> b.contains(wire.get(wire.size() - 1).name))) {
                continue;
            }
            Member last = wire.get(wire.size() - 1);
            d.fields.remove(last);
            return new Expected("field-remove", "@Marshalled type " + d.canonical() + " has no field in slot "
                    + (wire.size() - 1) + ", where the schema lock", file(d), d.name);
        }
        return null;
    }

    /** Two neighbouring fields of one version, swapped. */
    private static Expected swapFields(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl d : pick(set, random, d -> plain(d, locked))) {
            List<Member> wire = wireFields(d);
            for (int i = 0; i + 1 < wire.size(); i++) {
                Member a = wire.get(i);
                Member b = wire.get(i + 1);
                if (since(a) == since(b)) {
                    int at = d.fields.indexOf(a);
                    int bt = d.fields.indexOf(b);
                    d.fields.set(at, b);
                    d.fields.set(bt, a);
                    return new Expected("field-swap", "field '" + b.name + "' of " + d.canonical(), file(d), b.name);
                }
            }
        }
        return null;
    }

    /** A field that no converter or @Polymorphic depends on, given another type. */
    private static Expected changeFieldType(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl d : pick(set, random, d -> plain(d, locked))) {
            for (Member m : wireFields(d)) {
                if (m.polymorphic || m.converted || m.initializer != null || m.createdCollection
                        || d.body.stream().anyMatch(b -> b.contains(m.name))) {
                    continue;
                }
                String type = m.type.equals("long") ? "int" : "long";
                Member changed = new Member(m.name, type);
                changed.access = m.access;
                changed.retired = m.retired;
                m.annotations.stream().filter(a -> a.startsWith("@dev.marshalled.Since")
                        || a.startsWith("@dev.marshalled.Retired")).forEach(changed.annotations::add);
                d.fields.set(d.fields.indexOf(m), changed);
                return new Expected("field-type", "field '" + m.name + "' of " + d.canonical() + " (slot", file(d),
                        m.name);
            }
        }
        return null;
    }

    /**
     * A field appended without @Since, to a type whose fields are all of the first version: after a newer
     * one, a field without @Since is refused before the lock is asked (fields are read in order).
     */
    private static Expected appendField(DeclarationSet set, LockSchemas locked, Random random) {
        List<Decl> types = pick(set, random, d -> plain(d, locked)
                && wireFields(d).stream().allMatch(m -> since(m) == 1));
        if (types.isEmpty()) {
            return null;
        }
        Decl d = types.get(0);
        String name = "appended";
        if (declares(d, name)) {
            return null;
        }
        Member m = new Member(name, "long");
        m.access = d.kind == Kind.RECORD ? "" : "public";
        d.fields.add(m);
        return new Expected("field-append", "field '" + name + "' of " + d.canonical() + " is new since the schema"
                + " lock", file(d), name);
    }

    /** The first permitted subtype of a sealed type that a locked field uses, no longer permitted. */
    private static Expected removeSubtype(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl sealed : pick(set, random, d -> d.role == Role.SEALED && d.permits.contains(",")
                && locked.types().values().stream().anyMatch(t -> uses(t, WireSchema.Kind.UNION, d.canonical())))) {
            String first = sealed.permits.split(", ")[0];
            Decl subtype = set.decls().stream().filter(d -> d.canonical().equals(first)).findFirst().orElseThrow();
            sealed.permits = sealed.permits.substring(first.length() + 2);
            subtype.implementsClause = "";
            return sealedExpected("sealed-remove", set, locked, sealed);
        }
        return null;
    }

    /** A new @Marshalled record permitted first by a sealed type that a locked field uses. */
    private static Expected insertSubtype(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl sealed : pick(set, random, d -> d.role == Role.SEALED
                && locked.types().values().stream().anyMatch(t -> uses(t, WireSchema.Kind.UNION, d.canonical())))) {
            String name = "InsertedCase";
            if (set.decls().stream().anyMatch(d -> d.pkg.equals(sealed.pkg) && d.outer == null
                    && d.name.equals(name))) {
                return null;
            }
            Decl added = new Decl(sealed.pkg, name, null, Role.MARSHALLED, Kind.RECORD);
            added.fields.add(new Member("value", "int"));
            added.implementsClause = sealed.canonical();
            set.decls().add(added);
            sealed.permits = added.canonical() + ", " + sealed.permits;
            return sealedExpected("sealed-insert", set, locked, sealed);
        }
        return null;
    }

    private static Expected sealedExpected(String change, DeclarationSet set, LockSchemas locked, Decl sealed) {
        String text = "uses sealed type " + sealed.canonical() + ", whose subtypes were";
        for (Decl d : set.marshalled()) {
            WireSchema type = locked.types().get(d.canonical());
            for (Field f : type == null ? List.<Field>of() : type.fields()) {
                if (uses(f, WireSchema.Kind.UNION, sealed.canonical()) && declares(d, f.name())) {
                    return new Expected(change, text, file(d), f.name());
                }
            }
        }
        return new Expected(change, text, "", "");
    }

    /** A type id moved far from the set's others. */
    private static Expected changeId(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl d : pick(set, random, d -> d.role == Role.MARSHALLED && d.id != 0
                && locked.types().containsKey(d.canonical()))) {
            int before = d.id;
            d.id = before + 500;
            if (set.decls().stream().anyMatch(o -> o != d && o.id == d.id)) {
                d.id = before;
                continue;
            }
            return new Expected("id-change", "@Marshalled type " + d.canonical() + " has type id " + before
                    + " in the schema lock", file(d), d.name);
        }
        return null;
    }

    /** {@code encoding} switched between FIXED and COMPACT. */
    private static Expected switchEncoding(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl d : pick(set, random, d -> d.role == Role.MARSHALLED && locked.types().containsKey(d.canonical()))) {
            d.compact = !d.compact;
            return new Expected("encoding-switch", "@Marshalled type " + d.canonical() + " has encoding = "
                    + (d.compact ? "FIXED" : "COMPACT") + " in the schema lock", file(d), d.name);
        }
        return null;
    }

    /** {@code evolvable = true} on a type that was not, outside class hierarchies. */
    private static Expected evolvableOn(DeclarationSet set, LockSchemas locked, Random random) {
        for (Decl d : pick(set, random, d -> d.role == Role.MARSHALLED && !d.evolvable && d.superclass == null
                && !d.extended && locked.types().containsKey(d.canonical()))) {
            d.evolvable = true;
            return new Expected("evolvable-on", "@Marshalled type " + d.canonical() + " has evolvable = false in the"
                    + " schema lock", file(d), d.name);
        }
        return null;
    }

    /**
     * A locked record, or a class read through a no-argument constructor, outside class hierarchies:
     * one whose fields can be moved, retyped and added to without touching a constructor.
     */
    private static boolean plain(Decl d, LockSchemas locked) {
        return d.role == Role.MARSHALLED && locked.types().containsKey(d.canonical()) && d.superclass == null
                && !d.extended && (d.kind == Kind.RECORD || d.style == Style.OPEN);
    }

    /** The fields written, in order: not static, not transient. */
    private static List<Member> wireFields(Decl d) {
        return d.fields.stream().filter(m -> !m.isStatic && !m.isTransient).toList();
    }

    private static int since(Member m) {
        for (String a : m.annotations) {
            if (a.startsWith("@dev.marshalled.Since(")) {
                return Integer.parseInt(a.substring("@dev.marshalled.Since(".length(), a.length() - 1));
            }
        }
        return 1;
    }

    /** The declarations that {@code fits} allows, shuffled by {@code random}. */
    private static List<Decl> pick(DeclarationSet set, Random random, Predicate<Decl> fits) {
        List<Decl> out = new ArrayList<>(set.decls().stream().filter(fits).toList());
        java.util.Collections.shuffle(out, random);
        return out;
    }

    private static boolean declares(Decl d, String field) {
        return d.fields.stream().anyMatch(f -> f.name.equals(field));
    }

    /** The file of a declaration's top-level type: {@code pkg/Top.java}. */
    private static String file(Decl d) {
        Decl top = d.top();
        return top.pkg.replace('.', '/') + "/" + top.name + ".java";
    }

    private static boolean uses(WireSchema type, WireSchema.Kind kind, String name) {
        return type.fields().stream().anyMatch(f -> uses(f, kind, name));
    }

    /** Whether the field, or a part of it at any depth (type arguments included), is {@code kind} {@code name}. */
    private static boolean uses(Field field, WireSchema.Kind kind, String name) {
        if (field.kind() == kind && name.equals(field.qualifiedName())) {
            return true;
        }
        return field.parts().stream().anyMatch(p -> uses(p, kind, name));
    }
}
