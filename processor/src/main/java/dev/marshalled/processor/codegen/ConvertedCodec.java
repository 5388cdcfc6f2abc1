package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

/**
 * A type written through a user's converter: the value is converted, then written by the wire
 * type's own codec, so the bytes, the size and the schema are the wire type's. Null is never
 * passed to the converter: it is written, and read back, as a null of the wire type.
 */
final class ConvertedCodec implements Codec {
    private final TypeName type;
    private final ClassName converter;
    private final TypeName wireType;
    private final Codec wire;

    ConvertedCodec(TypeName type, ClassName converter, TypeName wireType, Codec wire) {
        this.type = type;
        this.converter = converter;
        this.wireType = wireType;
        this.wire = wire;
    }

    @Override
    public int fixedSize() {
        return wire.fixedSize();
    }

    @Override
    public int minSize() {
        return wire.minSize();
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        CodeBlock.Builder code = CodeBlock.builder();
        String converted = toWire(slot, value, code);
        return code.add(wire.write(slot, CodeBlock.of("$N", converted), index)).build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        CodeBlock.Builder code = CodeBlock.builder();
        String local = readWire(slot, index, code);
        return new Expr(code.build(), CodeBlock.of("$N == null ? null : $N.fromWire($N)", local, instance(slot), local));
    }

    /** Read, and converted as any read is (a converter may refuse a wire value), then dropped. */
    @Override
    public CodeBlock skip(Slot slot, CodeBlock index) {
        CodeBlock.Builder code = CodeBlock.builder();
        String local = readWire(slot, index, code);
        return code.beginControlFlow("if ($N != null)", local)
                .addStatement("$N.fromWire($N)", instance(slot), local)
                .endControlFlow()
                .build();
    }

    /** Declares a local holding the value of the wire type read; @return its name */
    private String readWire(Slot slot, CodeBlock index, CodeBlock.Builder code) {
        Expr read = wire.read(slot, index);
        String local = slot.fresh("wire");
        code.add(read.statements()).addStatement("$T $N = $L", wireType, local, read.value());
        return local;
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        CodeBlock.Builder code = CodeBlock.builder();
        String converted = toWire(slot, value, code);
        Expr size = wire.size(slot, CodeBlock.of("$N", converted));
        return new Expr(code.add(size.statements()).build(), size.value());
    }

    @Override
    public CodeBlock describe(String name) {
        return wire.describe(name);
    }

    /** Declares a local holding the converted value; @return its name */
    private String toWire(Slot slot, CodeBlock value, CodeBlock.Builder code) {
        String original = slot.fresh("value");
        String converted = slot.fresh("wire");
        code.addStatement("$T $N = $L", type, original, value);
        code.addStatement("$T $N = $N == null ? null : $N.toWire($N)", wireType, converted, original, instance(slot),
                original);
        return converted;
    }

    /** The marshaller's one instance of the converter. */
    private String instance(Slot slot) {
        return slot.shared("converter:" + converter.canonicalName(), converter, converter.simpleName(),
                "", CodeBlock.of("new $T()", converter));
    }
}
