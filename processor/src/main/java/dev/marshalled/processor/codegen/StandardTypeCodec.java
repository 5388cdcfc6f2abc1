package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import java.util.Set;

/**
 * A JDK value type ({@code UUID}, {@code BigDecimal}, {@code java.time} types, {@code BitSet},
 * the primitive {@code Optional}s), written and read by the runtime's {@code StandardTypes}; or
 * one of {@code URI}, {@code Locale}, {@code Currency}, {@code ZoneId}, {@code ZoneOffset},
 * {@code Year}, {@code YearMonth}, {@code MonthDay}, {@code OffsetTime}, by its
 * {@code MoreStandardTypes}.
 */
final class StandardTypeCodec implements Codec {
    /** The types written as a string of the encoding, whose null is the null string. */
    private static final Set<String> TEXT = Set.of("java.net.URI", "java.util.Locale", "java.time.ZoneId");

    private final String name;
    private final int minSize;
    private final RuntimeApi.Standard methods;

    /**
     * @param methods the encoding's runtime methods for the type
     * @param nullStringSize the bytes of a null string in the encoding, 4 or 1
     */
    StandardTypeCodec(String qualifiedName, RuntimeApi.Standard methods, int nullStringSize) {
        this.name = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
        this.methods = methods;
        // Every standard type takes at least one byte, a BitSet its int32 word count, and the
        // types written as their text (without a presence byte) a string's null length.
        this.minSize = qualifiedName.equals("java.util.BitSet") ? 4 : TEXT.contains(qualifiedName) ? nullStringSize : 1;
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return minSize;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        // A write that can refuse a value (a Locale without a tag that reads back as itself) names the field.
        return methods.write().parameters().size() > 1 ? methods.write().statement(slot.buffer(), value,
                slot.labelLiteral()) : methods.write().statement(slot.buffer(), value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return Expr.of(methods.read().call(slot.buffer(), slot.labelLiteral()));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        return Expr.of(methods.sizeOf().invoke(value));
    }

    @Override
    public CodeBlock describe(String field) {
        return RuntimeApi.FIELD_STANDARD.invoke(CodeBlock.of("$S", field), CodeBlock.of("$S", name));
    }
}
