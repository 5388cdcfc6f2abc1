package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/**
 * A {@code @Polymorphic} field: the value's type id, body length and body, through the global
 * registry; the reader accepts only registered types assignable to the field's type.
 */
final class DynamicCodec implements Codec {
    private static final ClassName MARSHALLERS = ClassName.get("dev.marshalled.runtime", "Marshallers");

    private final ClassName type;

    DynamicCodec(ClassName type) {
        this.type = type;
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
    public CodeBlock describe(String name) {
        return CodeBlock.of("$T.dynamic($S, $S)", SCHEMA_FIELD, name, String.join(".", type.simpleNames()));
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return CodeBlock.builder().addStatement("$T.global().writeValue($L, $N)", MARSHALLERS, value, slot.buffer()).build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of("$T.global().readValue($N, $T.class, $S)", MARSHALLERS, slot.buffer(), type, slot.label());
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("$T.global().sizeOfValue($L)", MARSHALLERS, value);
    }
}
