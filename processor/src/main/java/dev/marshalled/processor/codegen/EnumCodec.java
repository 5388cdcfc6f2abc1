package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/**
 * A nullable enum: an int32 ordinal, -1 for null, fixed-size; in the compact encoding the
 * varint of ordinal + 1, 0 for null. Out-of-range ordinals are rejected on read.
 */
final class EnumCodec implements Codec {
    private final ClassName type;
    private final boolean compact;

    EnumCodec(ClassName type, boolean compact) {
        this.type = type;
        this.compact = compact;
    }

    @Override
    public CodeBlock describe(String name) {
        return RuntimeApi.FIELD_ENUMERATION.invoke(CodeBlock.of("$S", name),
                CodeBlock.of("$S", String.join(".", type.simpleNames())), CodeBlock.of("$T.values()", type));
    }

    @Override
    public int fixedSize() {
        return compact ? VARIABLE : 4;
    }

    @Override
    public int minSize() {
        return compact ? 1 : 4;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        if (compact) {
            return RuntimeApi.PUT_VAR_ENUM.statement(slot.buffer(), value);
        }
        return RuntimeApi.PUT_ENUM_AT.statement(slot.buffer(), index, value);
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("($L == null ? 1 : $L)", value,
                RuntimeApi.SIZE_OF_VAR_COUNT.invoke(CodeBlock.of("$L.ordinal()", value)));
    }

    @Override
    public boolean usesValueOnce() {
        return !compact;
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String values = slot.constants().shared(type.canonicalName(), ArrayTypeName.of(type),
                String.join("", type.simpleNames()), "VALUES", CodeBlock.of("$T.values()", type));
        if (compact) {
            return Expr.of(RuntimeApi.GET_VAR_ENUM.call(slot.buffer(), CodeBlock.of("$N", values), slot.labelLiteral()));
        }
        return Expr.of(RuntimeApi.GET_ENUM_AT.call(slot.buffer(), index, CodeBlock.of("$N", values),
                slot.labelLiteral()));
    }
}
