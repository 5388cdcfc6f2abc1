package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.marshalled.schema.GeneratedNames;

/** A nullable field of another {@code @Marshalled} type: a presence byte, then that type's body. */
final class NestedCodec implements Codec {
    private final ClassName type;
    private final ClassName marshaller;

    NestedCodec(ClassName type, ClassName marshaller) {
        this.type = type;
        this.marshaller = marshaller;
    }

    @Override
    public CodeBlock describe(String name) {
        // A supplier, because types may be recursive and the schema is a static constant.
        return SchemaCalls.FIELD.nested.line(CodeBlock.of("$S", name),
                CodeBlock.of("$S", String.join(".", type.simpleNames())),
                CodeBlock.of("() -> $T.$N", marshaller, GeneratedNames.SCHEMA));
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public boolean usesValueOnce() {
        return false;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return presentThenBody(slot, value, CodeBlock.of("$T", marshaller));
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return readPresentThenBody(slot, CodeBlock.of("$T", marshaller));
    }

    @Override
    public CodeBlock skip(Slot slot, CodeBlock index) {
        return skipPresentThenBody(slot, CodeBlock.of("$T", marshaller));
    }

    /**
     * A presence byte, then the body through {@code marshaller} (a generated class, whose static
     * {@code write} is called, or a marshaller object): any nullable field of a marshalled type.
     */
    static CodeBlock presentThenBody(Slot slot, CodeBlock value, CodeBlock marshaller) {
        return CodeBlock.builder()
                .addStatement("$L", WireCalls.PRESENCE.write.call(slot.buffer(), CodeBlock.of("$L != null", value)))
                .beginControlFlow("if ($L != null)", value)
                .addStatement("$L.write($L, $N)", marshaller, value, slot.buffer())
                .endControlFlow()
                .build();
    }

    /** Reads what {@link #presentThenBody} writes. */
    static Expr readPresentThenBody(Slot slot, CodeBlock marshaller) {
        return Expr.of("$L$W? $L.read($N) : null", WireCalls.PRESENCE.read.call(slot.buffer(), slot.labelLiteral()),
                marshaller, slot.buffer());
    }

    /** Reads what {@link #presentThenBody} writes, and drops it. */
    static CodeBlock skipPresentThenBody(Slot slot, CodeBlock marshaller) {
        return CodeBlock.builder()
                .beginControlFlow("if ($L)", WireCalls.PRESENCE.read.call(slot.buffer(), slot.labelLiteral()))
                .addStatement("$L.read($N)", marshaller, slot.buffer())
                .endControlFlow()
                .build();
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("1 + ($L == null ? 0 : $L)", value, slot.sizeOf(marshaller, type, value));
    }
}
