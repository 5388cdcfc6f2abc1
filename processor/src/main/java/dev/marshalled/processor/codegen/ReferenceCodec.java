package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/**
 * A field of a type with {@code references = true}: a tag byte (0 null, 1 new object, 2 back
 * reference), then the body of a new object or the int32 id of one written before. The
 * containing marshaller's {@code sizeOf} writes to measure, so no size expression is needed.
 */
final class ReferenceCodec implements Codec {
    private final ClassName type;
    private final ClassName marshaller;
    private final boolean compact;

    /** @param compact whether the tag and id are one varint ({@code putCompactReference}) */
    ReferenceCodec(ClassName type, ClassName marshaller, boolean compact) {
        this.compact = compact;
        this.type = type;
        this.marshaller = marshaller;
    }

    private String typeName() {
        return String.join(".", type.simpleNames());
    }

    @Override
    public CodeBlock describe(String name) {
        return CodeBlock.of("$T.reference($S, $S, () -> $T.SCHEMA)", SCHEMA_FIELD, name, typeName(), marshaller);
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
        return CodeBlock.builder()
                .beginControlFlow("if ($N.$L($L, $S))", slot.buffer(), compact ? "putCompactReference" : "putReference",
                        value, typeName())
                .addStatement("$T.write($L, $N)", marshaller, value, slot.buffer())
                .endControlFlow()
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String reference = slot.locals().fresh("reference");
        return new Expr(CodeBlock.builder()
                .addStatement("int $N = $N.$L($S)", reference, slot.buffer(),
                        compact ? "getCompactReference" : "getReference", slot.label()).build(),
                CodeBlock.of("$N == $T.NEW_REFERENCE ? $T.read($N) : $N.referenced($N, $T.class, $S)", reference,
                        MarshallerWriter.UNSAFE_BUFFER, marshaller, slot.buffer(), slot.buffer(), reference, type,
                        slot.label()));
    }
}
