package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import javax.lang.model.type.TypeKind;

/** A primitive: fixed-size, little-endian, booleans as one byte 0 or 1. */
final class PrimitiveCodec implements Codec {
    private final TypeKind kind;

    PrimitiveCodec(TypeKind kind) {
        this.kind = kind;
    }

    /** The schema's kind of a primitive type. */
    static Kind kindOf(TypeKind kind) {
        if (!kind.isPrimitive()) {
            throw new IllegalArgumentException(kind.toString());
        }
        return Kind.valueOf(kind.name());
    }

    /** An expression reading a {@code kind} at {@code index}; a boolean is checked to be 0 or 1. */
    static CodeBlock readAt(TypeKind kind, Slot slot, CodeBlock index) {
        if (kind == TypeKind.BOOLEAN) {
            return WireCalls.BOOLEANS.getAt.call(slot.buffer(), index, slot.labelLiteral());
        }
        return RuntimeCalls.BUFFER.getAt.of(kind).call(slot.buffer(), index);
    }

    /** The schema's description of a field of a primitive kind, the same in both encodings. */
    static CodeBlock describe(TypeKind kind, String name) {
        return SchemaCalls.FIELD.primitive.line(CodeBlock.of("$S", name),
                SchemaCalls.KIND.of.of(kind).reference());
    }

    @Override
    public CodeBlock describe(String name) {
        return describe(kind, name);
    }

    @Override
    public int fixedSize() {
        // Never a varint here: the compact encoding gives ints and longs a VarIntCodec.
        return Layout.fixedSize(kindOf(kind), null, false);
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        if (kind == TypeKind.BOOLEAN) {
            return WireCalls.BOOLEANS.putAt.statement(slot.buffer(), index, value);
        }
        return RuntimeCalls.BUFFER.putAt.of(kind).statement(slot.buffer(), index, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(readAt(kind, slot, index));
    }

    /** Nothing to read: the run the value is in was taken whole; only a boolean is checked. */
    @Override
    public CodeBlock skip(Slot slot, CodeBlock index) {
        return kind == TypeKind.BOOLEAN ? Codec.super.skip(slot, index) : CodeBlock.of("");
    }
}
