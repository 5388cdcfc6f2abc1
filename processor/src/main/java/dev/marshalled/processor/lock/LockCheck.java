package dev.marshalled.processor.lock;

import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.Change;
import dev.marshalled.schema.Compatibility;
import dev.marshalled.schema.Wording;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;

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
        WireSchema now = ModelSchema.of(model);
        String name = now.qualifiedName();
        int errors = reporter.errorCount();
        if (!update) {
            compare(model, now);
        }
        if (reporter.errorCount() == errors) {
            lock.types.put(name, now);
            changed.add(name);
        }
    }

    /**
     * Writes the lock if this compilation changed it and succeeded: a build that fails, even
     * for one rejected type among compatible ones, leaves the file byte for byte as it was. A lock
     * that reads as it would be written is left alone too, whatever its layout (a lock in the former
     * text form or in indented JSON stays so until something in it changes), except with the update
     * option, which writes it as this version does.
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
            // Compared with what would be written: a lock of an older layout is left as it is while
            // nothing in it changes, unless the update option asks for the file as this version writes it.
            original = !Files.exists(file) ? null
                    : update ? Files.readString(file, StandardCharsets.UTF_8) : lock.format();
            return true;
        } catch (IOException | RuntimeException e) {
            reporter.report(anchor, Message.LOCK_UNREADABLE, file, e.getMessage());
            return false;
        }
    }

    private void compare(TypeModel model, WireSchema now) {
        String name = now.qualifiedName();
        List<String> parameters = model.typeParameters();
        WireSchema after = LockSchema.positional(now, parameters);
        List<Change> changes = new ArrayList<>();
        Change reused = Compatibility.idReused(lock.types.values(), after, name);
        if (reused != null) {
            changes.add(reused);
        }
        WireSchema old = lock.types.get(name);
        Wording wording = Message.lockWording(file);
        boolean parametersRefused = false;
        if (old != null) {
            List<String> before = TypeParameters.recorded(LockSchema.parameters(old), parameters);
            TypeParameters.Refusal refusal = TypeParameters.compare(before, parameters);
            if (refusal != null) {
                parametersRefused = true;
                reportParameters(model, refusal, before, parameters, wording);
            }
            List<DynamicSlots.Recorded> recorded = new ArrayList<>();
            WireSchema written = DynamicSlots.read(LockSchema.positional(old, before), after, recorded);
            changes.addAll(Compatibility.compareType(written, after, name));
            for (DynamicSlots.Recorded enumeration : recorded) {
                FieldModel field = model.fields().get(enumeration.slot());
                reporter.report(field.element(), Message.LOCK_ENUM_CONSTANTS_RECORDED, file, enumeration.enumeration(),
                        field.name(), name, String.join(",", enumeration.constants()));
            }
        }
        for (Change change : changes) {
            // With the parameters moved, a field of one compares with another parameter: the one
            // refusal says it all.
            if (change.breaking() && !(parametersRefused && change.slot() >= 0)) {
                Element element = change.slot() >= 0 && change.slot() < model.fields().size()
                        ? model.fields().get(change.slot()).element() : model.element();
                reporter.report(element, Message.of(change.kind()), change, wording);
            }
        }
    }

    private void reportParameters(TypeModel model, TypeParameters.Refusal refusal, List<String> before,
            List<String> after, Wording wording) {
        Element element = refusal.parameter() >= 0 ? model.element().getTypeParameters().get(refusal.parameter())
                : model.element();
        String name = model.element().getQualifiedName().toString();
        String declares = after.isEmpty() ? "no type parameters" : Message.typeParameters(after, true);
        String recorded = TypeParameters.shown(before);
        reporter.report(element, refusal.message(), name, declares, file, Message.typeParameters(before, true), name,
                recorded, wording.discard());
    }
}
