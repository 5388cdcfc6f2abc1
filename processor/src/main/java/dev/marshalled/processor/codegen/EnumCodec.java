package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/** A nullable enum: fixed-size int32 ordinal, -1 for null; out-of-range ordinals are rejected on read. */
final class EnumCodec implements Codec {
    private final ClassName type;

    EnumCodec(ClassName type) {
        this.type = type;
    }

    @Override
    public CodeBlock describe(String name) {
        return CodeBlock.of("$T.enumeration($S, $S, $T.values())", SCHEMA_FIELD, name,
                String.join(".", type.simpleNames()), type);
    }

    @Override
    public int fixedSize() {
        return 4;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return CodeBlock.of("$N.putEnumAt($L, $L);\n", slot.buffer(), index, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String values = slot.constants().shared(type.canonicalName(), ArrayTypeName.of(type),
                String.join("", type.simpleNames()), "VALUES", CodeBlock.of("$T.values()", type));
        return Expr.of("$N.getEnumAt($L, $N, $S)", slot.buffer(), index, values, slot.label());
    }
}
