package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
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
        return CodeBlock.of("$T.string($S)", SCHEMA_FIELD, name);
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
        return CodeBlock.of("$N.$L($L);\n", slot.buffer(), compact ? "putCompactString" : "putString", value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of("$N.$L($S)", slot.buffer(), compact ? "getCompactString" : "getString", slot.label());
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("$T.$L($L)", Counts.SIZES, compact ? "ofCompact" : "of", value);
    }
}
