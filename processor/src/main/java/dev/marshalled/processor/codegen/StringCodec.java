package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;

/** A nullable {@code String}: int32 UTF-8 byte length (-1 for null), then the bytes. */
final class StringCodec implements Codec {
    private final boolean compact;

    /** @param compact whether the length is a varint ({@code putCompactString}) rather than an int32 */
    StringCodec(boolean compact) {
        this.compact = compact;
    }

    @Override
    public CodeBlock describe(String name) {
        return RuntimeApi.FIELD_STRING.invoke(CodeBlock.of("$S", name));
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return Counts.nullSize(compact);
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return (compact ? RuntimeApi.PUT_COMPACT_STRING : RuntimeApi.PUT_STRING).statement(slot.buffer(), value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of((compact ? RuntimeApi.GET_COMPACT_STRING : RuntimeApi.GET_STRING).call(slot.buffer(), slot.labelLiteral()));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of((compact ? RuntimeApi.SIZE_OF_COMPACT_STRING : RuntimeApi.SIZE_OF_STRING).invoke(value));
    }
}
