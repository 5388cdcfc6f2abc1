package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;

/**
 * How a length or count is written in each encoding: an int32 (-1 for null) in the fixed
 * one, the varint of count + 1 (a single 0 for null) in the compact one.
 */
final class Counts {
    private Counts() {
    }

    /** A statement that writes {@code count} (an int expression, -1 for null). */
    static CodeBlock write(Codec.Slot slot, boolean compact, Object count) {
        return (compact ? RuntimeApi.PUT_VAR_COUNT : RuntimeApi.PUT_COUNT).statement(slot.buffer(),
                CodeBlock.of("$L", count));
    }

    /** An expression that reads a count, checked against elements of at least {@code minElementBytes}. */
    static CodeBlock read(Codec.Slot slot, boolean compact, int minElementBytes) {
        return (compact ? RuntimeApi.GET_VAR_COUNT : RuntimeApi.GET_COUNT).call(slot.buffer(), slot.labelLiteral(),
                CodeBlock.of("$L", minElementBytes));
    }

    /** An int expression: the bytes {@code count} takes. */
    static CodeBlock size(boolean compact, Object count) {
        return compact ? RuntimeApi.SIZE_OF_VAR_COUNT.invoke(CodeBlock.of("$L", count)) : CodeBlock.of("4");
    }

    /** The bytes of a null. */
    static int nullSize(boolean compact) {
        return compact ? 1 : 4;
    }
}
