package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/** A nullable primitive array: int32 length (-1 for null), then the elements, copied in bulk. */
final class PrimitiveArrayCodec implements Codec {
    private final TypeKind component;
    private final String suffix;

    PrimitiveArrayCodec(TypeKind component) {
        this.component = component;
        this.suffix = PrimitiveCodec.methodSuffix(component) + "Array";
    }

    @Override
    public CodeBlock describe(String name) {
        return CodeBlock.of("$T.array($S, $T.$L)", SCHEMA_FIELD, name, SCHEMA_KIND, component.name());
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
        return CodeBlock.of("$N.put$L($L);\n", slot.buffer(), suffix, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of("$N.get$L($S)", slot.buffer(), suffix, slot.label());
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of("$T.of($L)", ClassName.get("dev.marshalled.runtime", "Sizes"), value);
    }
}
