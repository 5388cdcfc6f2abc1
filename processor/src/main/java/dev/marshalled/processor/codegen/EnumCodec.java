package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/**
 * A nullable enum in the fixed encoding: an int32 ordinal, -1 for null, fixed-size.
 * Out-of-range ordinals are rejected on read.
 */
final class EnumCodec implements Codec {
    private final ClassName type;

    EnumCodec(ClassName type) {
        this.type = type;
    }

    @Override
    public CodeBlock describe(String name) {
        return describe(type, name);
    }

    /** The schema entry of an enum field, the same in both encodings. */
    static CodeBlock describe(ClassName type, String name) {
        return RuntimeApi.FIELD_QUALIFIED.call(RuntimeApi.FIELD_ENUMERATION.invoke(CodeBlock.of("$S", name),
                CodeBlock.of("$S", String.join(".", type.simpleNames())), CodeBlock.of("$T.values()", type)),
                CodeBlock.of("$S", type.reflectionName()));
    }

    /** The class constant holding {@code values()}, shared by every field of the enum. */
    static CodeBlock values(ClassName type, Slot slot) {
        return CodeBlock.of("$N", slot.constants().shared(type.canonicalName(), ArrayTypeName.of(type),
                String.join("", type.simpleNames()), "VALUES", CodeBlock.of("$T.values()", type)));
    }

    @Override
    public int fixedSize() {
        return 4;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return RuntimeApi.PUT_ENUM_AT.statement(slot.buffer(), index, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(RuntimeApi.GET_ENUM_AT.call(slot.buffer(), index, values(type, slot), slot.labelLiteral()));
    }
}
