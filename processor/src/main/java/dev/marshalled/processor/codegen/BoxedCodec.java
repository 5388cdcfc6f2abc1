package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import com.squareup.javapoet.CodeBlock;
import javax.lang.model.type.TypeKind;

/**
 * A nullable box ({@code Integer}, {@code Boolean}, ...): fixed-size, a presence byte then
 * the primitive's bytes, which are zero when the value is null; the runtime's {@code Boxes}
 * refuses a null whose value bytes are not.
 */
final class BoxedCodec implements Codec {
    private final TypeKind primitive;

    BoxedCodec(TypeKind primitive) {
        this.primitive = primitive;
    }

    @Override
    public CodeBlock describe(String name) {
        return describe(primitive, name);
    }

    /** The schema's description of a field of a box, the same in both encodings. */
    static CodeBlock describe(TypeKind primitive, String name) {
        return SchemaCalls.FIELD.boxed.line(CodeBlock.of("$S", name),
                SchemaCalls.KIND.of.of(primitive).reference(), CodeBlock.of("$S", boxName(primitive)));
    }

    /** The simple name of a primitive's box, e.g. {@code Integer}. */
    static String boxName(TypeKind primitive) {
        switch (primitive) {
            case BOOLEAN: return "Boolean";
            case BYTE: return "Byte";
            case SHORT: return "Short";
            case CHAR: return "Character";
            case INT: return "Integer";
            case LONG: return "Long";
            case FLOAT: return "Float";
            case DOUBLE: return "Double";
            default: throw new IllegalArgumentException(primitive.toString());
        }
    }

    @Override
    public int fixedSize() {
        // Never a varint here: the compact encoding gives Integer and Long a VarIntCodec.
        return Layout.fixedSize(Kind.BOXED, PrimitiveCodec.kindOf(primitive), false);
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return WireCalls.BOXES.putAt.of(primitive).statement(slot.buffer(), index, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(WireCalls.BOXES.getAt.of(primitive).call(slot.buffer(), index, slot.labelLiteral()));
    }
}
