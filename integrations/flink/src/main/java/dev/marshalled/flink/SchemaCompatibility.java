package dev.marshalled.flink;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Decides whether state written with one schema can be read with another, by the rules of the
 * schema lock that the processor applies at compile time ({@code -Amarshalled.lock}): the same
 * changes are accepted, the same are refused, and a refusal is worded as the lock words it, with
 * "the schema lock in the restored state" where the lock names its file.
 *
 * <ul>
 *   <li>Nothing on the wire changed (renames, {@code @Retired} fields, enum constants or
 *       sealed subtypes appended): {@link Verdict#AS_IS}. The stored bytes are exactly what
 *       the new code would write, so this holds for keys too.</li>
 *   <li>Fields appended with a newer {@code @Since} to an evolvable type: {@link Verdict#MIGRATE}.
 *       The new marshaller reads the old bodies (the new fields get their defaults), and Flink
 *       rewrites the state in the new layout.</li>
 *   <li>Anything else the lock refuses: {@link Verdict#INCOMPATIBLE}, with the reasons.</li>
 * </ul>
 */
final class SchemaCompatibility {
    /** Where the lock's messages name the lock file. */
    static final String WHERE = "in the restored state";
    private static final String INSTEAD = "or start the job without this state";

    enum Verdict { AS_IS, MIGRATE, INCOMPATIBLE }

    private final List<String> reasons = new ArrayList<>();
    private boolean appended;

    private SchemaCompatibility() {
    }

    /** The outcome of one comparison. */
    record Result(Verdict verdict, List<String> reasons) {
        String message(String type) {
            return "state of " + type + " cannot be restored: " + String.join("; ", reasons);
        }
    }

    /**
     * @param before the schema the state was written with
     * @param after the schema of the marshaller the job runs with now
     * @param rootName the qualified name of the state's class, as the lock names types
     * @return the verdict and, if incompatible, every reason
     */
    static Result compare(StoredSchema before, StoredSchema after, String rootName) {
        SchemaCompatibility check = new SchemaCompatibility();
        // The root is compared even if the class was renamed; every other type by name, as the
        // lock keeps one entry per type.
        check.compareType(before.rootType(), after.rootType(), rootName);
        for (StoredSchema.Type type : after.types.values()) {
            StoredSchema.Type old = before.types.get(type.name());
            if (old != null && !type.name().equals(after.root)) {
                check.compareType(old, type, type.name());
            }
        }
        Verdict verdict = !check.reasons.isEmpty() ? Verdict.INCOMPATIBLE
                : check.appended ? Verdict.MIGRATE : Verdict.AS_IS;
        return new Result(verdict, List.copyOf(check.reasons));
    }

    private void compareType(StoredSchema.Type old, StoredSchema.Type now, String name) {
        if (old.typeId() != now.typeId()) {
            report("@Marshalled type %s has type id %s in the schema lock %s but now %s, so stored messages of it would"
                    + " no longer be recognised: keep id = %s, %s", name, old.typeId(), WHERE, now.typeId(),
                    old.typeId(), INSTEAD);
        }
        flag(name, "evolvable", old.evolvable(), now.evolvable());
        flag(name, "references", old.references(), now.references());
        if (old.compact() != now.compact()) {
            flag(name, "encoding", encoding(old.compact()), encoding(now.compact()));
        }
        if (old.evolvable() != now.evolvable() || old.compact() != now.compact() || old.references() != now.references()) {
            return; // every field is encoded differently; comparing them one by one says nothing more
        }
        List<StoredSchema.Field> before = old.fields();
        List<StoredSchema.Field> after = now.fields();
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            StoredSchema.Field o = before.get(i);
            StoredSchema.Field n = after.get(i);
            int movedFrom = slotNamed(before, n.name(), i);
            if (!o.descriptor().equals(n.descriptor())) {
                if (movedFrom >= 0 && before.get(movedFrom).descriptor().equals(n.descriptor())) {
                    moved(n.name(), name, i, movedFrom);
                } else {
                    report("field '%s' of %s (slot %s) has type %s, but the schema lock %s records %s there, so stored"
                            + " bytes would be misread: keep the old type, or keep the old field marked @Retired and"
                            + " add the new one at the end with @Since(%s) (the type must be evolvable)", n.name(),
                            name, i, n.typeName(), WHERE, o.typeName(), old.newestVersion() + 1);
                }
            } else if (!o.name().equals(n.name()) && movedFrom >= 0) {
                moved(n.name(), name, i, movedFrom);
            } else {
                compareValues(n.name(), name, o, n);
            }
        }
        for (int i = after.size(); i < before.size(); i++) {
            StoredSchema.Field o = before.get(i);
            report("@Marshalled type %s has no field in slot %s, where the schema lock %s records '%s' : %s, so the"
                    + " fields after it would be misread: put the field back and mark it @Retired, which keeps its slot"
                    + " and always writes it empty", name, i, WHERE, o.name(), o.typeName());
        }
        for (int i = before.size(); i < after.size(); i++) {
            StoredSchema.Field n = after.get(i);
            if (!now.evolvable()) {
                report("field '%s' of %s is new since the schema lock %s, but %s is not evolvable, so bytes stored"
                        + " without the field could not be read: remove it, %s", n.name(), name, WHERE, name, INSTEAD);
            } else if (now.since()[i] <= old.newestVersion()) {
                report("field '%s' of %s is new since the schema lock %s, whose newest version of the type is %s: mark"
                        + " it @Since(%s) so that bytes from older versions, which end before it, give it its default",
                        n.name(), name, WHERE, old.newestVersion(), old.newestVersion() + 1);
            } else {
                appended = true;
            }
        }
    }

    private void flag(String type, String flag, Object old, Object now) {
        if (!old.equals(now)) {
            report("@Marshalled type %s has %s = %s in the schema lock %s but now %s, which changes the encoding of"
                    + " every stored value: keep %s = %s, %s", type, flag, old, WHERE, now, flag, old, INSTEAD);
        }
    }

    private void moved(String field, String type, int slot, int movedFrom) {
        report("field '%s' of %s is at slot %s, but the schema lock %s has it at slot %s; fields are on the wire in"
                + " declaration order, so moving one misreads stored bytes: move it back to position %s"
                + " (renaming in place is free)", field, type, slot, WHERE, movedFrom, movedFrom);
    }

    /**
     * Enum constants and sealed subtypes are on the wire by position: only appending is safe.
     * They may sit in a field's parts (a list of enums), so the parts are walked in step.
     */
    private void compareValues(String field, String type, StoredSchema.Field o, StoredSchema.Field n) {
        if (n.kind().equals("ENUM") && !appendedOnly(o.enumConstants(), n.enumConstants())) {
            report("field '%s' of %s uses enum %s, whose constants were %s in the schema lock %s and are now %s; the"
                    + " wire holds ordinals, so only appending constants is safe: restore the old constants in their"
                    + " order and add new ones at the end", field, type, n.typeName(), list(o.enumConstants()), WHERE,
                    list(n.enumConstants()));
        }
        if (n.kind().equals("UNION")) {
            List<String> before = subtypes(o);
            List<String> after = subtypes(n);
            if (!appendedOnly(before, after)) {
                report("field '%s' of %s uses sealed type %s, whose subtypes were %s in the schema lock %s and are now"
                        + " %s; the wire holds each subtype's position in the permits clause, so only appending is"
                        + " safe: restore the old permits order and add new subtypes at the end", field, type,
                        n.typeName(), list(before), WHERE, list(after));
            }
            return; // the subtypes' own layouts are compared as types of their own
        }
        for (int i = 0; i < Math.min(o.parts().size(), n.parts().size()); i++) {
            compareValues(field, type, o.parts().get(i), n.parts().get(i));
        }
    }

    private static List<String> subtypes(StoredSchema.Field union) {
        List<String> names = new ArrayList<>();
        for (StoredSchema.Field part : union.parts()) {
            names.add(part.typeName());
        }
        return names;
    }

    private static boolean appendedOnly(List<String> before, List<String> after) {
        return after.size() >= before.size() && after.subList(0, before.size()).equals(before);
    }

    private static int slotNamed(List<StoredSchema.Field> fields, String name, int except) {
        for (int i = 0; i < fields.size(); i++) {
            if (i != except && fields.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static String encoding(boolean compact) {
        return compact ? "COMPACT" : "FIXED";
    }

    private static String list(List<String> values) {
        return values.isEmpty() ? "-" : String.join(",", values);
    }

    private void report(String format, Object... args) {
        reasons.add(String.format(Locale.ROOT, format, args));
    }
}
