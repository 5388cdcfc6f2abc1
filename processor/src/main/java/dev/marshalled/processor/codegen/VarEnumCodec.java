package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import com.squareup.javapoet.CodeBlock;
import dev.marshalled.processor.model.WireType;

/**
 * A nullable enum in the compact encoding: the varint of ordinal + 1, 0 for null.
 * Out-of-range ordinals are rejected on read.
 */
final class VarEnumCodec implements Codec {
    private final WireType.EnumType type;

    VarEnumCodec(WireType.EnumType type) {
        this.type = type;
    }

    @Override
    public CodeBlock describe(String name) {
        return EnumCodec.describe(type, name);
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return Layout.minSize(Kind.ENUM, null, null, true);
    }

    @Override
    public boolean usesValueOnce() {
        return false;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return WireCalls.ENUMS.writeCompact.statement(slot.buffer(), value);
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("($L == null ? 1 : $L)", value,
                WireCalls.COUNTS.sizeOfCompact.invoke(CodeBlock.of("$L.ordinal()", value)));
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of((type.isHidden() ? WireCalls.ENUMS.readCompactConstant : WireCalls.ENUMS.readCompact).call(
                slot.buffer(), EnumCodec.values(type, slot),
                slot.labelLiteral()));
    }
}
