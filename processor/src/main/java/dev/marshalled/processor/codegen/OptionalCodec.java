package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

/**
 * {@code Optional<T>}: a state byte (0 null reference, 1 empty, 2 present), then for a present
 * value the value by its own codec.
 */
final class OptionalCodec implements Codec {
    private static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
    /** What cannot hold a null, in the runtime's message: "null at offset N, which a present Optional cannot hold". */
    static final String PRESENT = "present Optional";

    private final TypeName declared;
    private final TypeName elementType;
    private final Codec element;
    private final String typeName;

    OptionalCodec(TypeName declared, TypeName elementType, Codec element, String typeName) {
        this.declared = declared;
        this.elementType = elementType;
        this.element = element;
        this.typeName = typeName;
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
        String inner = slot.fresh("present");
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("$L", StandardTypeCalls.STANDARD_TYPES.writeOptionalState.call(slot.buffer(),
                        CodeBlock.of("$L == null", value), CodeBlock.of("$L != null && $L.isPresent()", value, value)))
                .beginControlFlow("if ($L != null && $L.isPresent())", value, value)
                .addStatement("$T $N = $L.get()", elementType, inner, value);
        Elements.write(code, element, slot.element(".get()", "present"), CodeBlock.of("$N", inner));
        return code.endControlFlow().build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String state = slot.fresh("state");
        String result = slot.fresh(slot.name());
        Slot inner = slot.element(".get()", "present");
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int $N = $L", state,
                        StandardTypeCalls.STANDARD_TYPES.readOptionalState.call(slot.buffer(), slot.labelLiteral()))
                .addStatement("$T $N = $N == 0 ? null : $T.empty()", declared, result, state, OPTIONAL)
                .beginControlFlow("if ($N == 2)", state);
        // Bytes that say present, then the value's null, are malformed: refused at the null's
        // offset with the field's path, before Optional.of would throw its NullPointerException.
        String at = slot.fresh("at");
        code.addStatement("int $N = $L", at, RuntimeCalls.BUFFER.readIndex.call(slot.buffer()));
        CodeBlock one = Elements.read(code, element, inner);
        code.addStatement("$N = $T.of($L)", result, OPTIONAL, WireCalls.CONTAINERS.notNull.call(slot.buffer(), one,
                CodeBlock.of("$N", at), inner.labelLiteral(), CodeBlock.of("$S", PRESENT)));
        code.endControlFlow();
        return new Expr(code.build(), CodeBlock.of("$N", result));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        if (element.fixedSize() != VARIABLE) {
            return Expr.of("($L != null && $L.isPresent() ? 1 + $L : 1)", value, value,
                    slot.element(".get()", "present").size(element.fixedSize()));
        }
        String size = slot.fresh("size");
        String inner = slot.fresh("present");
        Expr one = element.size(slot.element(".get()", "present"), CodeBlock.of("$N", inner));
        CodeBlock code = CodeBlock.builder()
                .addStatement("int $N = 1", size)
                .beginControlFlow("if ($L != null && $L.isPresent())", value, value)
                .addStatement("$T $N = $L.get()", elementType, inner, value)
                .add(one.statements())
                .addStatement("$N += $L", size, one.value())
                .endControlFlow()
                .build();
        return new Expr(code, CodeBlock.of("$N", size));
    }

    @Override
    public CodeBlock describe(String name) {
        return SchemaWriter.parts(SchemaCalls.FIELD.optional, element.describe("value"), CodeBlock.of("$S", name),
                CodeBlock.of("$S", typeName));
    }
}
