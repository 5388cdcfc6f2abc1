package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/**
 * An {@code int} or {@code long} in the compact encoding, or its box: a zigzag varint, 1 to 5
 * (10) bytes; a box has a presence byte first and no varint when null.
 */
final class VarIntCodec implements Codec {
    private final TypeKind kind;
    private final boolean boxed;
    private final String suffix;

    VarIntCodec(TypeKind kind, boolean boxed) {
        if (kind != TypeKind.INT && kind != TypeKind.LONG) {
            throw new IllegalArgumentException(kind.toString());
        }
        this.kind = kind;
        this.boxed = boxed;
        this.suffix = kind == TypeKind.INT ? "Int" : "Long";
    }

    @Override
    public CodeBlock describe(String name) {
        if (boxed) {
            return CodeBlock.of("$T.boxed($S, $T.$L, $S)", SCHEMA_FIELD, name, SCHEMA_KIND, kind.name(),
                    kind == TypeKind.INT ? "Integer" : "Long");
        }
        return CodeBlock.of("$T.primitive($S, $T.$L)", SCHEMA_FIELD, name, SCHEMA_KIND, kind.name());
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return 1;
    }

    @Override
    public boolean usesValueOnce() {
        return !boxed;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        if (!boxed) {
            return CodeBlock.of("$N.putVar$L($L);\n", slot.buffer(), suffix, value);
        }
        return CodeBlock.builder()
                .addStatement("$N.putPresence($L != null)", slot.buffer(), value)
                .beginControlFlow("if ($L != null)", value)
                .addStatement("$N.putVar$L($L)", slot.buffer(), suffix, value)
                .endControlFlow()
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        CodeBlock read = CodeBlock.of("$N.getVar$L($S)", slot.buffer(), suffix, slot.label());
        if (!boxed) {
            return Expr.of(read);
        }
        return Expr.of("$N.getPresence($S) ? ($T) $L : null", slot.buffer(), slot.label(),
                kind == TypeKind.INT ? Integer.class : Long.class, read);
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        CodeBlock size = CodeBlock.of("$T.ofVar$L($L)", Counts.SIZES, suffix, value);
        return boxed ? Expr.of("($L == null ? 1 : 1 + $L)", value, size) : Expr.of(size);
    }
}
