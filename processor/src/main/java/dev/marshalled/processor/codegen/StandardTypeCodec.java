package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JDK value type ({@code UUID}, {@code BigDecimal}, {@code java.time} types, {@code BitSet},
 * the primitive {@code Optional}s), written and read by the runtime's {@code StandardTypes}.
 */
final class StandardTypeCodec implements Codec {
    /** Qualified name to the fewest bytes a value takes, in the order messages list them. */
    static final Map<String, Integer> MIN_SIZES = ordered(
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

    /** The simple names of the supported JDK value types, for messages, e.g. "UUID, BigInteger, ...". */
    static String supportedNames() {
        List<String> names = new ArrayList<>();
        for (String name : MIN_SIZES.keySet()) {
            names.add(name.substring(name.lastIndexOf('.') + 1));
        }
        return String.join(", ", names);
    }

    @SafeVarargs
    private static Map<String, Integer> ordered(Map.Entry<String, Integer>... entries) {
        Map<String, Integer> map = new LinkedHashMap<>();
        for (Map.Entry<String, Integer> entry : entries) {
            map.put(entry.getKey(), entry.getValue());
        }
        return Collections.unmodifiableMap(map);
    }

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
