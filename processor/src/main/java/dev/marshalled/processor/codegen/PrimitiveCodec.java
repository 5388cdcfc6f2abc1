package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/** A primitive: fixed-size, little-endian, booleans as one byte 0 or 1. */
final class PrimitiveCodec implements Codec {
    private final TypeKind kind;

    PrimitiveCodec(TypeKind kind) {
        this.kind = kind;
    }

    static int sizeOf(TypeKind kind) {
        switch (kind) {
            case BOOLEAN: case BYTE: return 1;
            case SHORT: case CHAR: return 2;
            case INT: case FLOAT: return 4;
            case LONG: case DOUBLE: return 8;
            default: throw new IllegalArgumentException(kind.toString());
        }
    }

    /** An expression reading a {@code kind} at {@code index}; a boolean is checked to be 0 or 1. */
    static CodeBlock readAt(TypeKind kind, Slot slot, CodeBlock index) {
        if (kind == TypeKind.BOOLEAN) {
            return RuntimeApi.getAt(kind).call(slot.buffer(), index, slot.labelLiteral());
        }
        return RuntimeApi.getAt(kind).call(slot.buffer(), index);
    }

    @Override
    public CodeBlock describe(String name) {
        return RuntimeApi.FIELD_PRIMITIVE.invoke(CodeBlock.of("$S", name), RuntimeApi.schemaKind(kind).reference());
    }

    @Override
    public int fixedSize() {
        return sizeOf(kind);
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return RuntimeApi.putAt(kind).statement(slot.buffer(), index, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(readAt(kind, slot, index));
    }
}
