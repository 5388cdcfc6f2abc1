package dev.marshalled.processor.lock;

import dev.marshalled.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The enums and sealed types a field's wire type uses, with their constants and subtypes in
 * wire order: the blocks a lock of the former text form kept after its types, which
 * {@link LockSchema#of} reads descriptors with. Kept for {@link TextLockEquivalence}.
 */
final class PositionalValues implements WireType.Visitor<Void> {
    private final Map<String, List<String>> enums;
    private final Map<String, List<String>> sealed;

    private PositionalValues(Map<String, List<String>> enums, Map<String, List<String>> sealed) {
        this.enums = enums;
        this.sealed = sealed;
    }

    /** Adds the enums and sealed types {@code type} uses, at any depth. */
    static void collect(WireType type, Map<String, List<String>> enums, Map<String, List<String>> sealed) {
        type.accept(new PositionalValues(enums, sealed));
    }

    @Override
    public Void primitive(WireType.Primitive type) {
        return null;
    }

    @Override
    public Void boxed(WireType.Boxed type) {
        return null;
    }

    @Override
    public Void text(WireType.Text type) {
        return null;
    }

    @Override
    public Void primitiveArray(WireType.PrimitiveArray type) {
        return null;
    }

    @Override
    public Void sequence(WireType.Sequence type) {
        return type.element().accept(this);
    }

    @Override
    public Void map(WireType.MapOf type) {
        type.key().accept(this);
        return type.value().accept(this);
    }

    @Override
    public Void optional(WireType.OptionalOf type) {
        return type.value().accept(this);
    }

    @Override
    public Void enumeration(WireType.EnumType type) {
        enums.put(type.type().canonicalName(), type.constants());
        return null;
    }

    @Override
    public Void nested(WireType.Nested type) {
        return null;
    }

    @Override
    public Void reference(WireType.Reference type) {
        return null;
    }

    @Override
    public Void union(WireType.Union type) {
        List<String> names = new ArrayList<>();
        type.subtypes().forEach(subtype -> names.add(subtype.canonicalName()));
        sealed.put(type.type().canonicalName(), names);
        return null;
    }

    @Override
    public Void dynamic(WireType.Dynamic type) {
        return null;
    }

    @Override
    public Void standard(WireType.Standard type) {
        return null;
    }

    @Override
    public Void converted(WireType.Converted type) {
        return type.wire().accept(this);
    }

    @Override
    public Void variable(WireType.Variable type) {
        return null;
    }

    @Override
    public Void generic(WireType.Generic type) {
        type.arguments().forEach(argument -> argument.accept(this));
        return null;
    }
}
