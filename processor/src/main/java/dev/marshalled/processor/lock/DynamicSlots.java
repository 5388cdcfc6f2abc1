package dev.marshalled.processor.lock;

import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of {@code @Polymorphic} fields that a lock of schema JSON written by an earlier processor
 * recorded wrongly. The lock then recorded every declared type in such a field but a primitive, a box,
 * {@code String} and a type parameter as {@code DYNAMIC}, whatever the generated code wrote for it:
 * an enum was written by its ordinal and a JDK value type by its own encoding, never with a type id,
 * and the lock kept neither the enum's constants nor anything else about them.
 *
 * <p>Such a part is read as what was written: a {@code DYNAMIC} part where the type now has an enum or
 * a JDK value type of the same name is that enum or value type (the name proves it: neither can carry
 * a type id, so no change of the declaration can have made it one). A JDK value type has nothing more to
 * check. An enum's constants were not recorded, so the lock cannot tell whether they were reordered
 * since: it records them as they are, and says so ({@link Recorded}), so that a user who reordered them
 * in the meantime learns it now. Every other {@code DYNAMIC} part is compared as recorded: a converted
 * part (the lock recorded the converter's type as {@code DYNAMIC}) is indistinguishable from a field that
 * was written with type ids and no longer is, so it is reported as a changed type, which
 * {@code -Amarshalled.lock.update=true} accepts; the bytes of such a field did not change.
 *
 * <p>A lock in the former text form needs none of this: it listed every enum a field used, with its
 * constants, and {@link LockSchema#of} reads a {@code @Polymorphic} slot's enums and value types as such.
 */
final class DynamicSlots {
    /**
     * An enum the lock now records for a part it recorded as {@code DYNAMIC}.
     *
     * @param slot the field's slot
     * @param enumeration the enum's qualified name
     * @param constants its constants as now recorded
     */
    record Recorded(int slot, String enumeration, List<String> constants) {
    }

    private final List<Recorded> recorded = new ArrayList<>();

    private DynamicSlots() {
    }

    /**
     * @param locked a type as the lock recorded it
     * @param now the type as compiled, as the lock keeps it
     * @param recorded receives each enum recorded in place of a {@code DYNAMIC} part
     * @return {@code locked} with each {@code DYNAMIC} part that {@code now} has as an enum or a JDK
     *     value type of the same name replaced by {@code now}'s part
     */
    static WireSchema read(WireSchema locked, WireSchema now, List<Recorded> recorded) {
        DynamicSlots slots = new DynamicSlots();
        Field[] fields = locked.fields().toArray(new Field[0]);
        boolean changed = false;
        for (int i = 0; i < Math.min(fields.length, now.fields().size()); i++) {
            Field read = slots.part(i, fields[i], now.fields().get(i));
            changed |= read != fields[i];
            fields[i] = read;
        }
        recorded.addAll(slots.recorded);
        return changed ? LockSchema.withFields(locked, fields) : locked;
    }

    /** The part as it was written, or {@code locked} itself when nothing in it changes. */
    private Field part(int slot, Field locked, Field now) {
        if (locked.kind() == Kind.DYNAMIC && (now.kind() == Kind.ENUM || now.kind() == Kind.STANDARD)
                && locked.qualifiedName() != null && locked.qualifiedName().equals(now.qualifiedName())) {
            if (now.kind() == Kind.ENUM) {
                recorded.add(new Recorded(slot, now.qualifiedName(), now.enumConstants()));
            }
            return new Field(locked.name(), now.kind(), now.element(), now.typeName(), now.enumConstants(), null,
                    List.of(), now.qualifiedName(), locked.retired());
        }
        if (locked.kind() != now.kind() || locked.parts().size() != now.parts().size() || locked.parts().isEmpty()
                || locked.kind() == Kind.UNION) {
            return locked;
        }
        List<Field> parts = new ArrayList<>();
        boolean changed = false;
        for (int i = 0; i < locked.parts().size(); i++) {
            Field read = part(slot, locked.parts().get(i), now.parts().get(i));
            changed |= read != locked.parts().get(i);
            parts.add(read);
        }
        if (!changed) {
            return locked;
        }
        // A container's type name lists its parts' types, which the lock named as declared then as now.
        return new Field(locked.name(), locked.kind(), locked.element(), locked.typeName(), locked.enumConstants(),
                locked.nestedSchema(), parts, locked.qualifiedName(), locked.retired());
    }
}
