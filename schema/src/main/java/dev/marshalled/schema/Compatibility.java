package dev.marshalled.schema;

import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The one answer to "can bytes written with this schema still be read?": the rules of the
 * processor's schema lock and of the Flink integration's restore.
 *
 * <ul>
 *   <li>Nothing on the wire changed: no change at all. A field renamed in place or marked
 *       {@code @Retired}, a container replaced by one that encodes alike ({@code List} and
 *       {@code String[]}), enum constants or sealed subtypes appended.</li>
 *   <li>Fields appended with a newer {@code @Since} to an evolvable type: {@link
 *       ChangeKind#FIELD_APPENDED}, which is not breaking.</li>
 *   <li>Anything else: a breaking change per rule.</li>
 * </ul>
 *
 * <pre>{@code
 * List<Change> changes = Compatibility.compare(stored, TradeMarshaller.SCHEMA);
 * boolean readable = changes.stream().noneMatch(Change::breaking);
 * }</pre>
 */
public final class Compatibility {
    /** What a list of changes means for stored values. */
    public enum Verdict {
        /** Not a byte of the layout changed: stored values are what the new schema writes. */
        AS_IS,
        /** Stored values read (appended fields get their defaults), but the new schema writes more. */
        MIGRATE,
        /** Stored values cannot be read. */
        INCOMPATIBLE
    }

    private final List<Change> changes = new ArrayList<>();

    private Compatibility() {
    }

    /**
     * Compares the whole graph: the root types with each other (even if the class was renamed),
     * then every other type {@code after} reaches with the type of the same qualified name that
     * {@code before} reaches, and every type id against the types that held it.
     *
     * @param before the schema the bytes were written with
     * @param after the schema that reads them now
     * @return the changes, breaking or not, in the order found
     */
    public static List<Change> compare(WireSchema before, WireSchema after) {
        Compatibility check = new Compatibility();
        List<WireSchema> old = before.reachable();
        List<WireSchema> now = after.reachable();
        check.type(before, after, after.qualifiedName());
        Map<String, WireSchema> byName = new HashMap<>();
        for (WireSchema schema : old) {
            byName.putIfAbsent(schema.qualifiedName(), schema);
        }
        for (WireSchema schema : now) {
            Change reused = idReused(schema == after ? old.subList(1, old.size()) : old, schema, schema.qualifiedName());
            if (reused != null) {
                check.changes.add(reused);
            }
            if (schema == after) {
                continue;
            }
            WireSchema match = byName.get(schema.qualifiedName());
            if (match == null && !schema.typeName().equals(schema.qualifiedName())) {
                match = byName.get(schema.typeName()); // kept with display names only
                match = match != null && !match.hasOrigin() ? match : null;
            }
            if (match != null && match != before) {
                check.type(match, schema, schema.qualifiedName());
            }
        }
        return List.copyOf(check.changes);
    }

    /**
     * Compares one type's own layout, without following its fields into other types.
     *
     * @param before the type as the bytes were written
     * @param after the type as it reads them now
     * @param name how the changes name the type
     * @return the changes, breaking or not
     */
    public static List<Change> compareType(WireSchema before, WireSchema after, String name) {
        Compatibility check = new Compatibility();
        check.type(before, after, name);
        return List.copyOf(check.changes);
    }

    /**
     * @param before the types bytes were written with
     * @param after a type as it is now
     * @param name how the change names {@code after}
     * @return an {@link ChangeKind#ID_REUSED} change if another type of {@code before} had
     *     {@code after}'s type id, else null
     */
    public static Change idReused(Collection<WireSchema> before, WireSchema after, String name) {
        if (after.typeId() == 0) {
            return null;
        }
        for (WireSchema old : before) {
            if (old.typeId() == after.typeId() && !sameType(old, after)) {
                return new Change(ChangeKind.ID_REUSED, name, -1, "", old.qualifiedName(), "",
                        Integer.toString(after.typeId()), 0);
            }
        }
        return null;
    }

    /** @return AS_IS without changes, MIGRATE with only changes that are not breaking, else INCOMPATIBLE */
    public static Verdict verdict(List<Change> changes) {
        Verdict verdict = Verdict.AS_IS;
        for (Change change : changes) {
            if (change.breaking()) {
                return Verdict.INCOMPATIBLE;
            }
            verdict = Verdict.MIGRATE;
        }
        return verdict;
    }

    private static boolean sameType(WireSchema a, WireSchema b) {
        return a.hasOrigin() && b.hasOrigin() ? a.qualifiedName().equals(b.qualifiedName())
                : a.typeName().equals(b.typeName());
    }

    private void type(WireSchema old, WireSchema now, String name) {
        if (old.typeId() != now.typeId()) {
            add(ChangeKind.ID_CHANGED, name, -1, "", "", Integer.toString(old.typeId()),
                    Integer.toString(now.typeId()), 0);
        }
        flag(name, "evolvable", old.evolvable(), now.evolvable());
        flag(name, "references", old.references(), now.references());
        flag(name, "encoding", old.isCompact() ? "COMPACT" : "FIXED", now.isCompact() ? "COMPACT" : "FIXED");
        if (old.evolvable() != now.evolvable() || old.isCompact() != now.isCompact()
                || old.references() != now.references()) {
            return; // every field is encoded differently; comparing them one by one says nothing more
        }
        List<Field> before = old.fields();
        List<Field> after = now.fields();
        int newest = newestVersion(old);
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            slot(before, after, i, name, newest);
        }
        for (int i = after.size(); i < before.size(); i++) {
            add(ChangeKind.FIELD_REMOVED, name, i, before.get(i).name(), "", shown(before.get(i)), "", 0);
        }
        for (int i = before.size(); i < after.size(); i++) {
            String field = after.get(i).name();
            if (!now.evolvable()) {
                add(ChangeKind.APPEND_NOT_EVOLVABLE, name, i, field, "", "", "", 0);
            } else if (now.since(i) <= newest) {
                add(ChangeKind.APPEND_WITHOUT_SINCE, name, i, field, "", "", "", newest);
            } else {
                add(ChangeKind.FIELD_APPENDED, name, i, field, "", "", "", now.since(i));
            }
        }
    }

    private void slot(List<Field> before, List<Field> after, int i, String name, int newest) {
        Field o = before.get(i);
        Field n = after.get(i);
        int movedFrom = slotNamed(before, n.name(), i);
        if (!Wire.same(o, n)) {
            if (movedFrom >= 0 && Wire.same(before.get(movedFrom), n)) {
                add(ChangeKind.FIELD_MOVED, name, i, n.name(), "", Integer.toString(movedFrom), "", 0);
            } else {
                add(ChangeKind.FIELD_TYPE_CHANGED, name, i, n.name(), "", shown(o), shown(n), newest);
            }
        } else if (!o.name().equals(n.name()) && movedFrom >= 0) {
            add(ChangeKind.FIELD_MOVED, name, i, n.name(), "", Integer.toString(movedFrom), "", 0);
        } else {
            values(n.name(), i, name, o, n);
        }
    }

    private void flag(String type, String flag, Object old, Object now) {
        if (!old.equals(now)) {
            add(ChangeKind.FLAG_CHANGED, type, -1, "", flag, old.toString(), now.toString(), 0);
        }
    }

    /**
     * Enum constants and sealed subtypes are on the wire by position: only appending is safe.
     * They may sit in a field's parts (a list of enums), so the parts are walked in step.
     */
    private void values(String field, int slot, String type, Field o, Field n) {
        if (n.kind() == Kind.ENUM && o.kind() == Kind.ENUM && !appended(o.enumConstants(), n.enumConstants())) {
            add(ChangeKind.ENUM_CHANGED, type, slot, field, Wire.name(n), list(o.enumConstants()),
                    list(n.enumConstants()), 0);
        }
        if (n.kind() == Kind.UNION && o.kind() == Kind.UNION) {
            List<String> before = Wire.subtypes(o);
            List<String> after = Wire.subtypes(n);
            if (!Wire.sameSubtypes(o, n)) {
                add(ChangeKind.SEALED_CHANGED, type, slot, field, Wire.name(n), list(before), list(after), 0);
            }
            return; // the subtypes' own layouts are compared as types of their own
        }
        for (int i = 0; i < Math.min(o.parts().size(), n.parts().size()); i++) {
            values(field, slot, type, o.parts().get(i), n.parts().get(i));
        }
    }

    static boolean appended(List<String> before, List<String> after) {
        return after.size() >= before.size() && after.subList(0, before.size()).equals(before);
    }

    private static int newestVersion(WireSchema schema) {
        int newest = 1;
        for (int i = 0; i < schema.fields().size(); i++) {
            newest = Math.max(newest, schema.since(i));
        }
        return newest;
    }

    private static int slotNamed(List<Field> fields, String name, int except) {
        for (int i = 0; i < fields.size(); i++) {
            if (i != except && fields.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The field's type as the messages show it: as written, marked when it is {@code @Polymorphic}. */
    private static String shown(Field field) {
        return Wire.polymorphic(field) ? "@Polymorphic " + field.typeName() : field.typeName();
    }

    private static String list(List<String> values) {
        return values.isEmpty() ? "-" : String.join(",", values);
    }

    private void add(ChangeKind kind, String type, int slot, String field, String subject, String before,
            String after, int version) {
        changes.add(new Change(kind, type, slot, field, subject, before, after, version));
    }
}
