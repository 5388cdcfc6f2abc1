package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.marshalled.schema.GeneratedNames;

/**
 * A field of a type with {@code references = true}: a tag byte (0 null, 1 new object, 2 back
 * reference), then the body of a new object or the int32 id of one written before. The
 * containing marshaller's {@code sizeOf} writes to measure, so no size expression is needed.
 */
final class ReferenceCodec implements Codec {
    private final ClassName type;
    private final ClassName marshaller;
    private final RuntimeMember.Method put;
    private final RuntimeMember.Method get;

    /** @param put, get the encoding's runtime methods for the tag and id */
    ReferenceCodec(ClassName type, ClassName marshaller, RuntimeMember.Method put, RuntimeMember.Method get) {
        this.put = put;
        this.get = get;
        this.type = type;
        this.marshaller = marshaller;
    }

    private String typeName() {
        return String.join(".", type.simpleNames());
    }

    @Override
    public CodeBlock describe(String name) {
        return SchemaCalls.FIELD.reference.line(CodeBlock.of("$S", name), CodeBlock.of("$S", typeName()),
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
        return CodeBlock.builder()
                .beginControlFlow("if ($L)", put.call(slot.buffer(), value, CodeBlock.of("$S", typeName())))
                .addStatement("$T.write($L, $N)", marshaller, value, slot.buffer())
                .endControlFlow()
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String reference = slot.fresh("reference");
        return new Expr(CodeBlock.builder()
                .addStatement("int $N = $L", reference, get.call(slot.buffer(), slot.labelLiteral())).build(),
                CodeBlock.of("$N == $L ? $T.read($N) : $L", reference, WireCalls.REFERENCES.NEW.reference(),
                        marshaller, slot.buffer(), WireCalls.REFERENCES.resolve.call(slot.buffer(),
                                CodeBlock.of("$N", reference), CodeBlock.of("$T.class", type), slot.labelLiteral())));
    }
}
