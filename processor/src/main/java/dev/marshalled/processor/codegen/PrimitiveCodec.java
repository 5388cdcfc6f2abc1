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

    /** "Int" for int: the part of the buffer's method names that names the type. */
    static String methodSuffix(TypeKind kind) {
        String name = kind.name().toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** An expression reading a {@code kind} at {@code index}. */
    static CodeBlock readAt(TypeKind kind, Slot slot, CodeBlock index) {
        if (kind == TypeKind.BOOLEAN) {
            return CodeBlock.of("$N.getBooleanAt($L, $S)", slot.buffer(), index, slot.label());
        }
        return CodeBlock.of("$N.get$LAt($L)", slot.buffer(), methodSuffix(kind), index);
    }

    @Override
    public CodeBlock describe(String name) {
        return CodeBlock.of("$T.primitive($S, $T.$L)", SCHEMA_FIELD, name, SCHEMA_KIND, kind.name());
    }

    @Override
    public int fixedSize() {
        return sizeOf(kind);
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return CodeBlock.of("$N.put$LAt($L, $L);\n", slot.buffer(), methodSuffix(kind), index, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(readAt(kind, slot, index));
    }
}
