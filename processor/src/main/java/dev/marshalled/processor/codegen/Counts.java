package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/**
 * How a length or count is written in each encoding: an int32 (-1 for null) in the fixed
 * one, the varint of count + 1 (a single 0 for null) in the compact one.
 */
final class Counts {
    static final ClassName SIZES = ClassName.get("dev.marshalled.runtime", "Sizes");

    private Counts() {
    }

    /** A statement that writes {@code count} (an int expression, -1 for null). */
    static CodeBlock write(Codec.Slot slot, boolean compact, Object count) {
        return CodeBlock.of("$N.$L($L);\n", slot.buffer(), compact ? "putVarCount" : "putInt", count);
    }

    /** An expression that reads a count, checked against elements of at least {@code minElementBytes}. */
    static CodeBlock read(Codec.Slot slot, boolean compact, int minElementBytes) {
        return CodeBlock.of("$N.$L($S, $L)", slot.buffer(), compact ? "getVarCount" : "getCount", slot.label(),
                minElementBytes);
    }

    /** An int expression: the bytes {@code count} takes. */
    static CodeBlock size(boolean compact, Object count) {
        return compact ? CodeBlock.of("$T.ofVarCount($L)", SIZES, count) : CodeBlock.of("4");
    }

    /** The bytes of a null. */
    static int nullSize(boolean compact) {
        return compact ? 1 : 4;
    }
}
