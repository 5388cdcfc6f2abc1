package dev.marshalled.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;

/**
 * Where the processor puts a type's marshaller, and how code that holds only a class or a name
 * finds it: the one home of the naming rule for the processor, the inspector's command line and
 * the Kafka and Flink adapters.
 *
 * <pre>{@code
 * GeneratedMarshallers.className(Order.Line.class);   // "com.acme.Order_LineMarshaller"
 * Marshaller<Trade> m = GeneratedMarshallers.forType(Trade.class);   // TradeMarshaller.INSTANCE
 * }</pre>
 *
 * <p>Finding a marshaller by name reads a public static field reflectively, once, when a tool or
 * framework is set up; marshalling itself never reflects. Code that can name the generated class
 * should use {@code FooMarshaller.INSTANCE} directly.
 */
public final class GeneratedMarshallers {
    /** The public static field of a generated class that holds its {@link Marshaller}. */
    public static final String INSTANCE_FIELD = "INSTANCE";

    private GeneratedMarshallers() {
    }

    /**
     * The binary name of the marshaller generated for a type.
     *
     * @param packageName the type's package, empty for the unnamed package
     * @param simpleNames the simple names from the top-level type down, e.g. {@code [Order, Line]}
     * @return e.g. {@code com.acme.Order_LineMarshaller}
     */
    public static String className(String packageName, List<String> simpleNames) {
        return (packageName.isEmpty() ? "" : packageName + ".") + String.join("_", simpleNames) + "Marshaller";
    }

    /**
     * The binary name of the marshaller generated for {@code type}.
     *
     * @param type a {@code @Marshalled} type, nested or not
     * @return e.g. {@code com.acme.Order_LineMarshaller} for {@code com.acme.Order.Line}
     */
    public static String className(Class<?> type) {
        java.util.ArrayList<String> names = new java.util.ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            names.add(0, c.getSimpleName());
        }
        return className(type.getPackageName(), names);
    }

    /**
     * The {@link #INSTANCE_FIELD} of a generated marshaller class.
     *
     * @param generated the generated class, e.g. {@code TradeMarshaller.class}
     * @return its marshaller
     * @throws IllegalArgumentException if the class holds no public static {@code Marshaller INSTANCE}
     * @throws IllegalAccessException if the field exists but cannot be read from here (its module
     *     does not export the package to {@code dev.marshalled.runtime})
     */
    public static Marshaller<?> instanceOf(Class<?> generated) throws IllegalAccessException {
        Field field;
        try {
            field = generated.getField(INSTANCE_FIELD);
        } catch (NoSuchFieldException | SecurityException e) {
            field = null;
        }
        if (field == null || !Modifier.isStatic(field.getModifiers()) || !Marshaller.class.isAssignableFrom(field.getType())) {
            throw new IllegalArgumentException(generated.getName() + " is not a generated marshaller (a class with a"
                    + " public static Marshaller " + INSTANCE_FIELD + ")");
        }
        Object value = field.get(null);
        if (!(value instanceof Marshaller<?> marshaller)) {
            throw new IllegalArgumentException(generated.getName() + "." + INSTANCE_FIELD + " holds no marshaller");
        }
        return marshaller;
    }

    /**
     * The generated marshaller of {@code type}, loaded from the type's own class loader.
     *
     * @param type a {@code @Marshalled} type
     * @param <T> the type
     * @return {@code FooMarshaller.INSTANCE}
     * @throws IllegalArgumentException if there is no generated marshaller for the type, or it
     *     cannot be read, with what to do
     */
    @SuppressWarnings("unchecked")
    public static <T> Marshaller<T> forType(Class<T> type) {
        String name = className(type);
        Marshaller<?> found;
        try {
            found = instanceOf(Class.forName(name, true, type.getClassLoader()));
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException(type.getName() + " has no generated marshaller " + name + "."
                    + INSTANCE_FIELD + ": annotate it with @Marshalled and put marshalled-processor on the"
                    + " annotation-processor path", e);
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("cannot read " + name + "." + INSTANCE_FIELD + ": its module does not"
                    + " export " + type.getPackageName() + " to dev.marshalled.runtime", e);
        }
        if (found.type() != type) {
            throw new IllegalArgumentException(name + "." + INSTANCE_FIELD + " is not the marshaller of " + type.getName());
        }
        return (Marshaller<T>) found;
    }
}
