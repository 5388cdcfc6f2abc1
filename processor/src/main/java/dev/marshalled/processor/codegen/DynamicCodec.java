package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/**
 * A {@code @Polymorphic} field: the value's type id, body length and body, through the global
 * registry; the reader accepts only registered types assignable to the field's type.
 */
final class DynamicCodec implements Codec {
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
        return Layout.minSize(Kind.DYNAMIC, null, null, false); // an int32 type id in both encodings
    }

    @Override
    public CodeBlock describe(String name) {
        return SchemaWriter.qualified(SchemaCalls.FIELD.dynamic.line(CodeBlock.of("$S", name),
                CodeBlock.of("$S", String.join(".", type.simpleNames()))), type.reflectionName());
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return CodeBlock.builder()
                .addStatement("$L", RuntimeCalls.MARSHALLERS.writeValue.call(global(), value,
                        CodeBlock.of("$N", slot.buffer())))
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(RuntimeCalls.MARSHALLERS.readValue.call(global(), CodeBlock.of("$N", slot.buffer()),
                CodeBlock.of("$T.class", type), slot.labelLiteral()));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of(RuntimeCalls.MARSHALLERS.sizeOfValue.call(global(), value));
    }

    private static CodeBlock global() {
        return RuntimeCalls.MARSHALLERS.global.invoke();
    }
}
