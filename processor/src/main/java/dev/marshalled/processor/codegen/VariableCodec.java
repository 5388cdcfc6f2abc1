package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeVariableName;
import dev.marshalled.processor.model.WireType;

/**
 * A field of a type parameter: written as a field of the argument's type, through the encoding
 * the generic marshaller makes from the argument's marshaller, one per place it appears.
 */
final class VariableCodec implements Codec {
    private final WireType.Variable variable;
    private final boolean compact;
    private final Constants constants;

    VariableCodec(WireType.Variable variable, boolean compact, Constants constants) {
        this.variable = variable;
        this.compact = compact;
        this.constants = constants;
    }

    /** The instance field holding the argument's encoding at this slot's path. */
    private CodeBlock encoding(Slot slot) {
        return CodeBlock.of("$N", slot.constants().instance("encoding:" + slot.label(),
                ParameterizedTypeName.get(RuntimeApi.FIELD_ENCODING, TypeVariableName.get(variable.name())),
                Constants.words(slot.type(), slot.label()) + "Encoding",
                WireCalls.FIELD_ENCODING.of.invoke(CodeBlock.of("$N", slot.constants().argument(variable.index())),
                        CodeBlock.of("$L", compact), slot.labelLiteral())));
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public CodeBlock minSizeCode(Slot slot) {
        return WireCalls.FIELD_ENCODING.minSize.call(encoding(slot));
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return CodeBlock.of("$L;\n", WireCalls.FIELD_ENCODING.write.call(encoding(slot),
                CodeBlock.of("$N", slot.buffer()), value));
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(WireCalls.FIELD_ENCODING.read.call(encoding(slot), CodeBlock.of("$N", slot.buffer())));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of(WireCalls.FIELD_ENCODING.sizeOf.call(encoding(slot), value,
                slot.depth() == null ? CodeBlock.of("0") : CodeBlock.of("$N", slot.depth().local())));
    }

    @Override
    public CodeBlock describe(String name) {
        // Only a generic marshaller's constructor describes its fields, after the arguments are set.
        CodeBlock encoding = WireCalls.FIELD_ENCODING.of.line(CodeBlock.of("$N", constants.argument(variable.index())),
                CodeBlock.of("$L", compact), CodeBlock.of("$S", name));
        return WireCalls.FIELD_ENCODING.describe.callWith(encoding, CodeBlock.of("$S", name));
    }
}
