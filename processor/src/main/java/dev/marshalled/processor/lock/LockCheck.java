package dev.marshalled.processor.lock;

import dev.marshalled.processor.lock.SchemaLock.Slot;
import dev.marshalled.processor.lock.SchemaLock.TypeEntry;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.MarshalledAnnotation.Values;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Compares each type being compiled against the schema lock and keeps the lock up to date.
 *
 * <p>A change that stored bytes survive (a rename, a field appended with a newer
 * {@code @Since} to an evolvable type, a retired field, an enum constant or sealed subtype
 * appended, a new type) is written to the lock. A change they do not survive is a compile
 * error on the field or type, with the compatible alternative in the message; a compile with
 * any error leaves the whole file as it was. With the update option every type is written as
 * it now is.
 */
public final class LockCheck {
    /** Processor option: the lock file's path. */
    public static final String LOCK_OPTION = "marshalled.lock";
    /** Processor option: {@code true} accepts every change and rewrites the lock. */
    public static final String UPDATE_OPTION = "marshalled.lock.update";

    private final Path file;
    private final boolean update;
    private final Reporter reporter;
    private SchemaLock lock;
    private String original;
    private final Set<String> changed = new TreeSet<>();

    private LockCheck(Path file, boolean update, Reporter reporter) {
        this.file = file;
        this.update = update;
        this.reporter = reporter;
    }

    /** @return the check the processor options ask for, or null when no lock is configured */
    public static LockCheck fromOptions(Map<String, String> options, Reporter reporter) {
        String path = options.get(LOCK_OPTION);
        if (path == null || path.isBlank()) {
            return null;
        }
        return new LockCheck(Paths.get(path.strip()).toAbsolutePath(), Boolean.parseBoolean(options.get(UPDATE_OPTION)),
                reporter);
    }

    /** Checks {@code model} against the lock and records it there if the change is compatible. */
    public void check(TypeModel model) {
        if (!load(model.element())) {
            return;
        }
        Map<String, List<String>> enums = new LinkedHashMap<>();
        Map<String, List<String>> sealed = new LinkedHashMap<>();
        List<Slot> slots = new ArrayList<>();
        List<Map<String, List<String>>> usedEnums = new ArrayList<>();
        List<Map<String, List<String>>> usedSealed = new ArrayList<>();
        for (FieldModel field : model.fields()) {
            Map<String, List<String>> fieldEnums = new LinkedHashMap<>();
            Map<String, List<String>> fieldSealed = new LinkedHashMap<>();
            PositionalValues.collect(field.wire(), fieldEnums, fieldSealed);
            slots.add(new Slot(field.name(), field.descriptor(), field.since(), field.retired(), field.polymorphic()));
            usedEnums.add(fieldEnums);
            usedSealed.add(fieldSealed);
            enums.putAll(fieldEnums);
            sealed.putAll(fieldSealed);
        }
        String name = model.element().getQualifiedName().toString();
        TypeEntry now = new TypeEntry(name, model.typeId(), model.evolvable(), model.references(), model.compact(),
                slots);
        int errors = reporter.errorCount();
        if (!update) {
            compare(model, now, usedEnums, usedSealed);
        }
        if (reporter.errorCount() == errors) {
            lock.types.put(name, now);
            lock.enums.putAll(enums);
            lock.sealed.putAll(sealed);
            changed.add(name);
        }
    }

    /**
     * Writes the lock if this compilation changed it and succeeded: a build that fails, even
     * for one rejected type among compatible ones, leaves the file byte for byte as it was.
     *
     * @param failed whether the compilation has reported an error
     */
    public void finish(boolean failed) {
        if (lock == null || failed) {
            return;
        }
        String text = lock.format();
        if (text.equals(original)) {
            return;
        }
        try {
            if (file.getParent() != null) {
                Files.createDirectories(file.getParent());
            }
            Files.writeString(file, text, StandardCharsets.UTF_8);
            reporter.reportGeneral(Message.LOCK_UPDATED, file, String.join(", ", changed));
        } catch (IOException e) {
            reporter.reportGeneral(Message.LOCK_WRITE_FAILED, file, e.getMessage());
        }
        original = text;
    }

    private boolean load(Element anchor) {
        if (lock != null) {
            return true;
        }
        try {
            lock = SchemaLock.read(file);
            original = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
            return true;
        } catch (IOException | RuntimeException e) {
            reporter.report(anchor, Message.LOCK_UNREADABLE, file, e.getMessage());
            return false;
        }
    }

    private void compare(TypeModel model, TypeEntry now, List<Map<String, List<String>>> usedEnums,
            List<Map<String, List<String>>> usedSealed) {
        TypeElement type = model.element();
        String name = now.name();
        if (now.typeId() != 0) {
            String holder = lock.typeWithId(now.typeId());
            if (holder != null && !holder.equals(name)) {
                reporter.report(type, Message.LOCK_ID_REUSED, name, now.typeId(), holder, file, holder, name);
            }
        }
        TypeEntry old = lock.types.get(name);
        if (old == null) {
            return;
        }
        if (old.typeId() != now.typeId()) {
            reporter.report(type, Message.LOCK_ID_CHANGED, name, old.typeId(), file, now.typeId(), old.typeId());
        }
        if (old.evolvable() != now.evolvable()) {
            reporter.report(type, Message.LOCK_FLAG_CHANGED, name, Values.EVOLVABLE, old.evolvable(), file, now.evolvable(),
                    Values.EVOLVABLE, old.evolvable());
        }
        if (old.references() != now.references()) {
            reporter.report(type, Message.LOCK_FLAG_CHANGED, name, Values.REFERENCES, old.references(), file,
                    now.references(), Values.REFERENCES, old.references());
        }
        if (old.compact() != now.compact()) {
            reporter.report(type, Message.LOCK_FLAG_CHANGED, name, Values.ENCODING, encoding(old.compact()), file,
                    encoding(now.compact()), Values.ENCODING, encoding(old.compact()));
        }
        List<Slot> before = old.slots();
        List<Slot> after = now.slots();
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            Slot o = before.get(i);
            Slot n = after.get(i);
            Element element = model.fields().get(i).element();
            int movedFrom = slotNamed(before, n.name(), i);
            if (!sameWire(o, n) || o.polymorphic() != n.polymorphic()) {
                if (movedFrom >= 0 && sameWire(before.get(movedFrom), n)) {
                    reporter.report(element, Message.LOCK_FIELD_MOVED, n.name(), name, i, file, movedFrom, movedFrom);
                } else {
                    reporter.report(element, Message.LOCK_FIELD_TYPE_CHANGED, n.name(), name, i, shown(n), file,
                            shown(o), old.newestVersion() + 1);
                }
            } else if (!o.name().equals(n.name()) && movedFrom >= 0) {
                reporter.report(element, Message.LOCK_FIELD_MOVED, n.name(), name, i, file, movedFrom, movedFrom);
            } else {
                checkValues(element, n.name(), name, usedEnums.get(i), lock.enums, Message.LOCK_ENUM_CHANGED);
                checkValues(element, n.name(), name, usedSealed.get(i), lock.sealed, Message.LOCK_SEALED_CHANGED);
            }
        }
        for (int i = after.size(); i < before.size(); i++) {
            Slot o = before.get(i);
            reporter.report(type, Message.LOCK_FIELD_REMOVED, name, i, file, o.name(), o.descriptor());
        }
        for (int i = before.size(); i < after.size(); i++) {
            Slot n = after.get(i);
            Element element = model.fields().get(i).element();
            if (!now.evolvable()) {
                reporter.report(element, Message.LOCK_APPEND_NOT_EVOLVABLE, n.name(), name, file, name);
            } else if (n.since() <= old.newestVersion()) {
                reporter.report(element, Message.LOCK_APPEND_WITHOUT_SINCE, n.name(), name, file, old.newestVersion(),
                        old.newestVersion() + 1);
            } else {
                checkValues(element, n.name(), name, usedEnums.get(i), lock.enums, Message.LOCK_ENUM_CHANGED);
                checkValues(element, n.name(), name, usedSealed.get(i), lock.sealed, Message.LOCK_SEALED_CHANGED);
            }
        }
    }

    /** Whether two slots' types encode alike, e.g. {@code List<String>} and {@code ArrayList<String>}. */
    private static boolean sameWire(Slot a, Slot b) {
        return WireSignature.of(a.descriptor()).equals(WireSignature.of(b.descriptor()));
    }

    private static String encoding(boolean compact) {
        return compact ? "COMPACT" : "FIXED";
    }

    /** The slot other than {@code except} that had {@code name} in the lock, or -1. */
    private static int slotNamed(List<Slot> slots, String name, int except) {
        for (int i = 0; i < slots.size(); i++) {
            if (i != except && slots.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static String shown(Slot slot) {
        return slot.polymorphic() ? "@Polymorphic " + slot.descriptor() : slot.descriptor();
    }

    /** Enum constants and sealed subtypes are on the wire by position: only appending is safe. */
    private void checkValues(Element element, String field, String type, Map<String, List<String>> used,
            Map<String, List<String>> locked, Message message) {
        for (Map.Entry<String, List<String>> e : used.entrySet()) {
            List<String> before = locked.get(e.getKey());
            List<String> after = e.getValue();
            if (before != null && (after.size() < before.size() || !after.subList(0, before.size()).equals(before))) {
                reporter.report(element, message, field, type, e.getKey(), SchemaLock.list(before), file,
                        SchemaLock.list(after));
            }
        }
    }
}
