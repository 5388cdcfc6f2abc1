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
        return CodeBlock.of("$T.enumeration($S, $S, $T.values())", SCHEMA_FIELD, name,
                String.join(".", type.simpleNames()), type);
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
            return CodeBlock.of("$N.putVarEnum($L);\n", slot.buffer(), value);
        }
        return CodeBlock.of("$N.putEnumAt($L, $L);\n", slot.buffer(), index, value);
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("($L == null ? 1 : $T.ofVarCount($L.ordinal()))", value, Counts.SIZES, value);
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
            return Expr.of("$N.getVarEnum($N, $S)", slot.buffer(), values, slot.label());
        }
        return Expr.of("$N.getEnumAt($L, $N, $S)", slot.buffer(), index, values, slot.label());
    }
}
