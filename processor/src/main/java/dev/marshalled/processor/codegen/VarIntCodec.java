package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/**
 * An {@code int} or {@code long} in the compact encoding, or its box: a zigzag varint, 1 to 5
 * (10) bytes; a box has a presence byte first and no varint when null.
 */
final class VarIntCodec implements Codec {
    private final TypeKind kind;
    private final boolean boxed;

    VarIntCodec(TypeKind kind, boolean boxed) {
        if (kind != TypeKind.INT && kind != TypeKind.LONG) {
            throw new IllegalArgumentException(kind.toString());
        }
        this.kind = kind;
        this.boxed = boxed;
    }

    @Override
    public CodeBlock describe(String name) {
        if (boxed) {
            return RuntimeApi.FIELD_BOXED.invoke(CodeBlock.of("$S", name), RuntimeApi.schemaKind(kind).reference(),
                    CodeBlock.of("$S", BoxedCodec.boxName(kind)));
        }
        return RuntimeApi.FIELD_PRIMITIVE.invoke(CodeBlock.of("$S", name), RuntimeApi.schemaKind(kind).reference());
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        Kind primitive = PrimitiveCodec.kindOf(kind);
        return boxed ? Layout.minSize(Kind.BOXED, primitive, null, true) : Layout.minSize(primitive, null, null, true);
    }

    @Override
    public boolean usesValueOnce() {
        return !boxed;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        if (!boxed) {
            return RuntimeApi.putVar(kind).statement(slot.buffer(), value);
        }
        return CodeBlock.builder()
                .addStatement("$L", RuntimeApi.PUT_PRESENCE.call(slot.buffer(), CodeBlock.of("$L != null", value)))
                .beginControlFlow("if ($L != null)", value)
                .addStatement("$L", RuntimeApi.putVar(kind).call(slot.buffer(), value))
                .endControlFlow()
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        CodeBlock read = RuntimeApi.getVar(kind).call(slot.buffer(), slot.labelLiteral());
        if (!boxed) {
            return Expr.of(read);
        }
        return Expr.of("$L ? ($T) $L : null", RuntimeApi.GET_PRESENCE.call(slot.buffer(), slot.labelLiteral()),
                kind == TypeKind.INT ? Integer.class : Long.class, read);
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        CodeBlock size = RuntimeApi.sizeOfVar(kind).invoke(value);
        return boxed ? Expr.of("($L == null ? 1 : 1 + $L)", value, size) : Expr.of(size);
    }
}
