package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import com.squareup.javapoet.CodeBlock;

/**
 * A JDK value type ({@code UUID}, {@code BigDecimal}, {@code java.time} types, {@code BitSet},
 * the primitive {@code Optional}s), written and read by the runtime's {@code StandardTypes}; or
 * one of {@code URI}, {@code Locale}, {@code Currency}, {@code ZoneId}, {@code ZoneOffset},
 * {@code Year}, {@code YearMonth}, {@code MonthDay}, {@code OffsetTime}, by its
 * {@code MoreStandardTypes}.
 */
final class StandardTypeCodec implements Codec {
    private final String name;
    private final int minSize;
    private final StandardTypeCalls.Standard methods;

    /**
     * @param methods the encoding's runtime methods for the type
     * @param compact whether the encoding is the compact one
     */
    StandardTypeCodec(String qualifiedName, StandardTypeCalls.Standard methods, boolean compact) {
        this.name = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
        this.methods = methods;
        this.minSize = Layout.minSize(Kind.STANDARD, null, name, compact);
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
        return methods.writeTakesLabel() ? methods.write().statement(slot.buffer(), value,
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
        return SchemaCalls.FIELD.standard.line(CodeBlock.of("$S", field), CodeBlock.of("$S", name));
    }
}
