package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import java.util.Map;

/**
 * A JDK value type ({@code UUID}, {@code BigDecimal}, {@code java.time} types, {@code BitSet},
 * the primitive {@code Optional}s), written and read by the runtime's {@code StandardTypes}.
 */
final class StandardTypeCodec implements Codec {
    /** Qualified name to {simple name used in method names, fewest bytes a value takes}. */
    static final Map<String, Integer> MIN_SIZES = Map.ofEntries(
            Map.entry("java.util.UUID", 1),
            Map.entry("java.math.BigInteger", 1),
            Map.entry("java.math.BigDecimal", 1),
            Map.entry("java.time.Instant", 1),
            Map.entry("java.time.Duration", 1),
            Map.entry("java.time.LocalDate", 1),
            Map.entry("java.time.LocalTime", 1),
            Map.entry("java.time.LocalDateTime", 1),
            Map.entry("java.time.OffsetDateTime", 1),
            Map.entry("java.time.ZonedDateTime", 1),
            Map.entry("java.time.Period", 1),
            Map.entry("java.util.BitSet", 4),
            Map.entry("java.util.OptionalInt", 1),
            Map.entry("java.util.OptionalLong", 1),
            Map.entry("java.util.OptionalDouble", 1));

    private final String name;
    private final int minSize;
    private final RuntimeApi.Standard methods;

    /** @param compact whether the type has the compact encoding, which BigInteger and BigDecimal follow */
    StandardTypeCodec(String qualifiedName, boolean compact) {
        this.name = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
        this.methods = RuntimeApi.standard(qualifiedName, compact);
        this.minSize = MIN_SIZES.get(qualifiedName);
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
        return methods.write().statement(slot.buffer(), value);
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
