package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;

/** A nullable {@code String}: its UTF-8 byte length (null has its own length), then the bytes. */
final class StringCodec implements Codec {
    private final RuntimeMember.Method put;
    private final RuntimeMember.Method get;
    private final RuntimeMember.Method size;
    private final int nullSize;

    /** @param put, get, size the encoding's runtime methods; @param nullSize the bytes of a null */
    StringCodec(RuntimeMember.Method put, RuntimeMember.Method get, RuntimeMember.Method size, int nullSize) {
        this.put = put;
        this.get = get;
        this.size = size;
        this.nullSize = nullSize;
    }

    @Override
    public CodeBlock describe(String name) {
        return SchemaCalls.FIELD.string.line(CodeBlock.of("$S", name));
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return nullSize;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return put.statement(slot.buffer(), value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(get.call(slot.buffer(), slot.labelLiteral()));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of(size.invoke(value));
    }
}
