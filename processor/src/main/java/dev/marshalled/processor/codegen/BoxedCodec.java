package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/**
 * A nullable box ({@code Integer}, {@code Boolean}, ...): fixed-size, a presence byte then
 * the primitive's bytes, which are zero when the value is null.
 */
final class BoxedCodec implements Codec {
    private final TypeKind primitive;

    BoxedCodec(TypeKind primitive) {
        this.primitive = primitive;
    }

    @Override
    public CodeBlock describe(String name) {
        String box = primitive == TypeKind.INT ? "Integer" : primitive == TypeKind.CHAR ? "Character"
                : PrimitiveCodec.methodSuffix(primitive);
        return CodeBlock.of("$T.boxed($S, $T.$L, $S)", SCHEMA_FIELD, name, SCHEMA_KIND, primitive.name(), box);
    }

    @Override
    public int fixedSize() {
        return 1 + PrimitiveCodec.sizeOf(primitive);
    }

    @Override
    public boolean usesValueOnce() {
        return false;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        CodeBlock unboxed = primitive == TypeKind.BOOLEAN
                ? CodeBlock.of("$L != null && $L", value, value)
                : CodeBlock.of("$L != null ? $L : $L", value, value, zero());
        return CodeBlock.builder()
                .addStatement("$N.putBooleanAt($L, $L != null)", slot.buffer(), index, value)
                .addStatement("$N.put$LAt($L + 1, $L)", slot.buffer(), PrimitiveCodec.methodSuffix(primitive), index, unboxed)
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        CodeBlock valueIndex = CodeBlock.of("$L + 1", index);
        return Expr.of("$N.getBooleanAt($L, $S) ? $L : null", slot.buffer(), index, slot.label(),
                PrimitiveCodec.readAt(primitive, slot, valueIndex));
    }

    private String zero() {
        switch (primitive) {
            case BYTE: return "(byte) 0";
            case SHORT: return "(short) 0";
            case CHAR: return "(char) 0";
            case LONG: return "0L";
            case FLOAT: return "0f";
            case DOUBLE: return "0d";
            default: return "0";
        }
    }
}
