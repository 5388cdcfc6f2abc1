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
        return boxed ? BoxedCodec.describe(kind, name) : PrimitiveCodec.describe(kind, name);
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
            return WireCalls.VAR_INTS.write.of(kind).statement(slot.buffer(), value);
        }
        return CodeBlock.builder()
                .addStatement("$L", WireCalls.PRESENCE.write.call(slot.buffer(), CodeBlock.of("$L != null", value)))
                .beginControlFlow("if ($L != null)", value)
                .addStatement("$L", WireCalls.VAR_INTS.write.of(kind).call(slot.buffer(), value))
                .endControlFlow()
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        CodeBlock read = WireCalls.VAR_INTS.read.of(kind).call(slot.buffer(), slot.labelLiteral());
        if (!boxed) {
            return Expr.of(read);
        }
        return Expr.of("$L ? ($T) $L : null", WireCalls.PRESENCE.read.call(slot.buffer(), slot.labelLiteral()),
                kind == TypeKind.INT ? Integer.class : Long.class, read);
    }

    @Override
    public CodeBlock skip(Slot slot, CodeBlock index) {
        if (!boxed) {
            return Codec.super.skip(slot, index);
        }
        return CodeBlock.builder()
                .beginControlFlow("if ($L)", WireCalls.PRESENCE.read.call(slot.buffer(), slot.labelLiteral()))
                .addStatement("$L", WireCalls.VAR_INTS.read.of(kind).call(slot.buffer(), slot.labelLiteral()))
                .endControlFlow()
                .build();
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        CodeBlock size = WireCalls.VAR_INTS.sizeOf.of(kind).invoke(value);
        return boxed ? Expr.of("($L == null ? 1 : 1 + $L)", value, size) : Expr.of(size);
    }
}
