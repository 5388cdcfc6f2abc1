package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/**
 * A nullable box ({@code Integer}, {@code Boolean}, ...): fixed-size, a presence byte then
 * the primitive's bytes, which are zero when the value is null; the runtime's {@code Boxes}
 * refuses a null whose value bytes are not.
 */
final class BoxedCodec implements Codec {
    private final TypeKind primitive;

    BoxedCodec(TypeKind primitive) {
        this.primitive = primitive;
    }

    @Override
    public CodeBlock describe(String name) {
        return RuntimeApi.FIELD_BOXED.invoke(CodeBlock.of("$S", name), RuntimeApi.schemaKind(primitive).reference(),
                CodeBlock.of("$S", boxName(primitive)));
    }

    /** The simple name of a primitive's box, e.g. {@code Integer}. */
    static String boxName(TypeKind primitive) {
        switch (primitive) {
            case BOOLEAN: return "Boolean";
            case BYTE: return "Byte";
            case SHORT: return "Short";
            case CHAR: return "Character";
            case INT: return "Integer";
            case LONG: return "Long";
            case FLOAT: return "Float";
            case DOUBLE: return "Double";
            default: throw new IllegalArgumentException(primitive.toString());
        }
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
                .addStatement("$L", RuntimeApi.putAt(TypeKind.BOOLEAN).call(slot.buffer(), index,
                        CodeBlock.of("$L != null", value)))
                .addStatement("$L", RuntimeApi.putAt(primitive).call(slot.buffer(), CodeBlock.of("$L + 1", index), unboxed))
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        CodeBlock valueIndex = CodeBlock.of("$L + 1", index);
        CodeBlock present = RuntimeApi.BOX_PRESENT_AT.call(slot.buffer(), index,
                CodeBlock.of("$L", PrimitiveCodec.sizeOf(primitive)), slot.labelLiteral());
        return Expr.of("$L ? $L : null", present, PrimitiveCodec.readAt(primitive, slot, valueIndex));
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
