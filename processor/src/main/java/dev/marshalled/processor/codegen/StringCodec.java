package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/** A nullable {@code String}: int32 UTF-8 byte length (-1 for null), then the bytes. */
final class StringCodec implements Codec {
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
        return 4;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return CodeBlock.of("$N.putString($L);\n", slot.buffer(), value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of("$N.getString($S)", slot.buffer(), slot.label());
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("$T.of($L)", ClassName.get("dev.marshalled.runtime", "Sizes"), value);
    }
}
