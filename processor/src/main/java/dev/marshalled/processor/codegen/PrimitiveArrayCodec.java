package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/** A nullable primitive array: int32 length (-1 for null), then the elements, copied in bulk. */
final class PrimitiveArrayCodec implements Codec {
    private final TypeKind component;

    PrimitiveArrayCodec(TypeKind component) {
        this.component = component;
    }

    @Override
    public CodeBlock describe(String name) {
        return SchemaCalls.FIELD.array.line(CodeBlock.of("$S", name),
                SchemaCalls.KIND.of.of(component).reference());
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return Layout.minSize(Kind.PRIMITIVE_ARRAY, null, null, false); // an int32 count in both encodings
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return WireCalls.PRIMITIVE_ARRAYS.write.of(component).statement(slot.buffer(), value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(WireCalls.PRIMITIVE_ARRAYS.read.of(component).call(slot.buffer(), slot.labelLiteral()));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of(WireCalls.PRIMITIVE_ARRAYS.sizeOf.of(component).invoke(value));
    }
}
