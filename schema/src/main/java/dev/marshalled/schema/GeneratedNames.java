package dev.marshalled.schema;

import java.util.List;

/**
 * The name of the class generated for a {@code @Marshalled} type: the processor names its output by
 * it, and the runtime's lookups by type and by name ({@code GeneratedMarshallers}) find that class
 * by it.
 *
 * <pre>{@code
 * GeneratedNames.className("com.acme", List.of("Order", "Line"));   // "com.acme.Order_LineMarshaller"
 * }</pre>
 */
public final class GeneratedNames {
    /** What every generated class name ends with. */
    public static final String SUFFIX = "Marshaller";

    private GeneratedNames() {
    }

    /**
     * @param packageName the type's package, empty for the unnamed package
     * @param simpleNames the simple names from the top-level type down, e.g. {@code [Order, Line]}
     * @return the binary name of the generated class, e.g. {@code com.acme.Order_LineMarshaller}
     */
    public static String className(String packageName, List<String> simpleNames) {
        return (packageName.isEmpty() ? "" : packageName + ".") + String.join("_", simpleNames) + SUFFIX;
    }
}
