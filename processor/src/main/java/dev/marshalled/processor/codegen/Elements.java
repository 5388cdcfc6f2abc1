package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;

/**
 * Writing and reading one element (of a collection, a map entry, an optional) in code that
 * is not part of a run: a fixed-size element claims or takes its own bytes first.
 */
final class Elements {
    private Elements() {
    }

    /** Adds the statements that write {@code value} (a local) with {@code codec}. */
    static void write(CodeBlock.Builder code, Codec codec, Codec.Slot slot, CodeBlock value) {
        if (codec.fixedSize() == Codec.VARIABLE) {
            code.add(codec.write(slot, value, null));
        } else {
            String at = slot.locals().fresh("at");
            code.addStatement("int $N = $N.claim($L)", at, slot.buffer(), codec.fixedSize());
            code.add(codec.write(slot, value, CodeBlock.of("$N", at)));
        }
    }

    /**
     * Ends a {@code try} around the reading of element {@code index} (opened by the caller
     * inside its loop) with a catch that adds the index to the failure's path.
     */
    static void catchElement(CodeBlock.Builder code, Codec.Slot slot, String index) {
        String failure = slot.locals().fresh("failure");
        code.nextControlFlow("catch ($T $N)", MARSHAL_EXCEPTION, failure)
                .addStatement("throw $N.inElement($N)", failure, index)
                .endControlFlow();
    }

    private static final com.squareup.javapoet.ClassName MARSHAL_EXCEPTION =
            com.squareup.javapoet.ClassName.get("dev.marshalled.runtime", "MarshalException");

    /** Adds the statements that read one value with {@code codec}; returns the expression of the value. */
    static CodeBlock read(CodeBlock.Builder code, Codec codec, Codec.Slot slot) {
        Codec.Expr value;
        if (codec.fixedSize() == Codec.VARIABLE) {
            value = codec.read(slot, null);
        } else {
            String at = slot.locals().fresh("at");
            code.addStatement("int $N = $N.take($L, $S)", at, slot.buffer(), codec.fixedSize(), slot.label());
            value = codec.read(slot, CodeBlock.of("$N", at));
        }
        code.add(value.statements());
        return value.value();
    }
}
