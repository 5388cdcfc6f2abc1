package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;

/**
 * A JDK value type ({@code UUID}, {@code BigDecimal}, {@code java.time} types, {@code BitSet},
 * the primitive {@code Optional}s), written and read by the runtime's {@code StandardTypes}.
 */
final class StandardTypeCodec implements Codec {
    private final String name;
    private final int minSize;
    private final RuntimeApi.Standard methods;

    /** @param methods the encoding's runtime methods for the type */
    StandardTypeCodec(String qualifiedName, RuntimeApi.Standard methods) {
        this.name = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
        this.methods = methods;
        // Every standard type takes at least one byte, a BitSet its int32 word count.
        this.minSize = qualifiedName.equals("java.util.BitSet") ? 4 : 1;
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return minSize;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return methods.write().statement(slot.buffer(), value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(methods.read().call(slot.buffer(), slot.labelLiteral()));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of(methods.sizeOf().invoke(value));
    }

    @Override
    public CodeBlock describe(String field) {
        return RuntimeApi.FIELD_STANDARD.invoke(CodeBlock.of("$S", field), CodeBlock.of("$S", name));
    }
}
