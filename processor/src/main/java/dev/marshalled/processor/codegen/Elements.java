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
            String at = slot.fresh("at");
            code.addStatement("int $N = $L", at, RuntimeCalls.BUFFER.claim.call(slot.buffer(),
                    slot.size(codec.fixedSize())));
            code.add(codec.write(slot, value, CodeBlock.of("$N", at)));
        }
    }

    /**
     * Opens the loop that reads elements {@code 0} to {@code count - 1}, inside one {@code try}
     * whose catch, added by {@link #endReadLoop}, puts the element's index in a failure's path.
     */
    static void beginReadLoop(CodeBlock.Builder code, String index, String count) {
        code.addStatement("int $N = 0", index)
                .beginControlFlow("try")
                .beginControlFlow("for (; $N < $N; $N++)", index, count, index);
    }

    /** Closes the loop {@link #beginReadLoop} opened. */
    static void endReadLoop(CodeBlock.Builder code, Codec.Slot slot, String index) {
        String failure = slot.locals().fresh("failure");
        code.endControlFlow()
                .nextControlFlow("catch ($T $N)", RuntimeApi.MARSHAL_EXCEPTION, failure)
                .addStatement("throw $L", RuntimeCalls.EXCEPTION.inElement.call(failure, CodeBlock.of("$N", index)))
                .endControlFlow();
        // The catch block ends there: a loop around this one may name its own failure the same.
        slot.locals().release(failure);
    }

    /**
     * Adds the statements that read one fixed-size value with {@code codec} at {@code at}, in
     * bytes its caller has taken; returns the expression of the value.
     */
    static CodeBlock readAt(CodeBlock.Builder code, Codec codec, Codec.Slot slot, CodeBlock at) {
        Codec.Expr value = codec.read(slot, at);
        code.add(value.statements());
        return value.value();
    }

    /** Adds the statements that read one value with {@code codec}; returns the expression of the value. */
    static CodeBlock read(CodeBlock.Builder code, Codec codec, Codec.Slot slot) {
        Codec.Expr value;
        if (codec.fixedSize() == Codec.VARIABLE) {
            value = codec.read(slot, null);
        } else {
            String at = slot.fresh("at");
            code.addStatement("int $N = $L", at, RuntimeCalls.BUFFER.take.call(slot.buffer(),
                    slot.size(codec.fixedSize()), slot.labelLiteral()));
            value = codec.read(slot, CodeBlock.of("$N", at));
        }
        code.add(value.statements());
        return value.value();
    }
}
