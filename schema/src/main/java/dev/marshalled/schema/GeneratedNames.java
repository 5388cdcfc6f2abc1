package dev.marshalled.schema;

import java.util.List;

/**
 * The names of what the processor generates for a {@code @Marshalled} type: the class and the
 * members that code outside it uses. The processor names its output by these, and the runtime's
 * lookups by type and by name ({@code GeneratedMarshallers}) find that output by them.
 *
 * <pre>{@code
 * GeneratedNames.className("com.acme", List.of("Order", "Line"));   // "com.acme.Order_LineMarshaller"
 * GeneratedNames.providerName("com.acme.TradeMarshaller");          // "com.acme.TradeMarshaller$Provider"
 * }</pre>
 */
public final class GeneratedNames {
    /** What every generated class name ends with. */
    public static final String SUFFIX = "Marshaller";

    /** The public static field of a generated class that holds its {@code Marshaller}. */
    public static final String INSTANCE = "INSTANCE";

    /** The public static field of a generated class that holds its {@link WireSchema}. */
    public static final String SCHEMA = "SCHEMA";

    /**
     * The public static method of a generic type's generated class that makes its marshaller from
     * one marshaller per type parameter: {@code PageMarshaller.of(ItemMarshaller.INSTANCE)}.
     */
    public static final String FACTORY = "of";

    /**
     * The public nested class of the generated class of a type with a type id, which
     * {@code ServiceLoader} instantiates to find its marshaller.
     */
    public static final String PROVIDER = "Provider";

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

    /**
     * @param generatedClass the binary name of a generated class, e.g. {@code com.acme.TradeMarshaller}
     * @return the binary name of its {@link #PROVIDER}, e.g. {@code com.acme.TradeMarshaller$Provider}
     */
    public static String providerName(String generatedClass) {
        return generatedClass + "$" + PROVIDER;
    }
}
