package dev.marshalled.runtime;

import dev.marshalled.schema.GeneratedNames;
import dev.marshalled.runtime.wire.FieldEncoding;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Objects;

/**
 * Where the processor puts a type's marshaller, and how code that holds only a class or a name
 * finds it: the one home of the naming rule for the processor, the inspector's command line and
 * the Kafka and Flink adapters.
 *
 * <pre>{@code
 * GeneratedMarshallers.className(Order.Line.class);   // "com.acme.Order_LineMarshaller"
 * Marshaller<Trade> m = GeneratedMarshallers.forType(Trade.class);   // TradeMarshaller.INSTANCE
 * Marshaller<?> page = GeneratedMarshallers.forName("com.acme.Page<com.acme.Item>", loader);
 *                                    // PageMarshaller.of(ItemMarshaller.INSTANCE)
 * }</pre>
 *
 * <p>Finding a marshaller by name reads a public static field, or calls a generic type's
 * {@code of(...)}, reflectively, once, when a tool or framework is set up; marshalling itself
 * never reflects. Code that can name the generated class should use {@code FooMarshaller.INSTANCE}
 * or {@code PageMarshaller.of(...)} directly.
 */
public final class GeneratedMarshallers {
    /** The public static field of a generated class that holds its {@link Marshaller}: {@link GeneratedNames#INSTANCE}. */
    public static final String INSTANCE_FIELD = GeneratedNames.INSTANCE;

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
        return GeneratedNames.className(packageName, simpleNames);
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
     *     cannot be read, or the type is generic (its marshaller has no {@code INSTANCE}: see
     *     {@link #forName}), with what to do
     */
    @SuppressWarnings("unchecked")
    public static <T> Marshaller<T> forType(Class<T> type) {
        String name = className(type);
        Marshaller<?> found;
        try {
            Class<?> generated = Class.forName(name, true, type.getClassLoader());
            if (type.getTypeParameters().length > 0) {
                throw new IllegalArgumentException(genericWithoutArguments(type, name));
            }
            found = instanceOf(generated);
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

    /**
     * The marshaller of a type named by its qualified name, with type arguments where the type is
     * generic: the generated {@code INSTANCE}, a generic type's {@code of(...)} called with its
     * arguments' marshallers, or one of {@link JdkMarshallers} for a JDK argument.
     *
     * <pre>{@code
     * ClassLoader loader = Thread.currentThread().getContextClassLoader();
     * forName("com.acme.Trade", loader);                           // TradeMarshaller.INSTANCE
     * forName("com.acme.Page<com.acme.Item>", loader);             // PageMarshaller.of(ItemMarshaller.INSTANCE)
     * forName("com.acme.Result<java.util.List<com.acme.Order>>", loader);
     *         // ResultMarshaller.of(JdkMarshallers.list(OrderMarshaller.INSTANCE))
     * forName("com.acme.Pair<com.acme.Item, java.lang.Long>", loader);
     *         // PairMarshaller.of(ItemMarshaller.INSTANCE, JdkMarshallers.of(Long.class))
     * }</pre>
     *
     * <p>A nested class is written {@code com.acme.Outer.Inner} or {@code com.acme.Outer$Inner};
     * spaces may follow commas. An argument is a {@code @Marshalled} type, an enum
     * ({@link JdkMarshallers#enumeration}), {@code String}, a primitive's box, a primitive array
     * ({@code byte[]}) or a JDK value type ({@link JdkMarshallers#of}), or
     * {@code java.util.List}, {@code Set}, {@code SortedSet}, {@code Map}, {@code SortedMap} or
     * {@code Optional} of those. The generated class's own name ({@code com.acme.TradeMarshaller})
     * stands for its type. What {@link #nameOf} returns reads back to a marshaller of the same
     * class that writes the same bytes.
     *
     * <p>Classes are loaded, and {@code of(...)} is called, here and only here; the marshaller
     * returned reflects no more.
     *
     * @param type the qualified type, e.g. {@code com.acme.Page<com.acme.Item>}
     * @param loader where the named classes are
     * @return its marshaller
     * @throws IllegalArgumentException with what to write instead, if the text is not a type, a
     *     class is not on the class path, a generic type is named without its arguments or with
     *     the wrong number of them, a type cannot be marshalled or be an argument, or the
     *     generated class cannot be read from here (its module does not export its package to
     *     {@code dev.marshalled.runtime})
     */
    public static Marshaller<?> forName(String type, ClassLoader loader) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(loader, "loader");
        return TypeExpressions.marshaller(type, loader);
    }

    /**
     * The qualified name of the type a marshaller writes, with its type arguments: what
     * {@link #forName} reads back, and what names a parameterization apart where the class alone
     * cannot (every {@code Page<...>} has the class {@code Page}).
     *
     * <pre>{@code
     * nameOf(TradeMarshaller.INSTANCE);                          // "com.acme.Trade"
     * nameOf(PageMarshaller.of(ItemMarshaller.INSTANCE));         // "com.acme.Page<com.acme.Item>"
     * nameOf(JdkMarshallers.map(JdkMarshallers.of(String.class), ItemMarshaller.INSTANCE));
     *         // "java.util.Map<java.lang.String,com.acme.Item>"
     * }</pre>
     *
     * @param marshaller a generated marshaller, a generic one's {@code of(...)}, or one of {@link JdkMarshallers}
     * @return binary class names ({@code com.acme.Outer$Inner}), arguments joined by {@code ,}
     */
    public static String nameOf(Marshaller<?> marshaller) {
        return FieldEncoding.qualifiedName(Objects.requireNonNull(marshaller, "marshaller"));
    }

    /** Why a generic type's marshaller cannot be had without its arguments, and what to write. */
    static String genericWithoutArguments(Class<?> type, String generated) {
        StringBuilder example = new StringBuilder(", e.g. ").append(type.getName()).append('<');
        java.lang.reflect.TypeVariable<?>[] parameters = type.getTypeParameters();
        for (int i = 0; i < parameters.length; i++) {
            java.lang.reflect.Type[] bounds = parameters[i].getBounds();
            if (bounds.length != 1 || bounds[0] != Object.class) {
                example.setLength(0); // a bounded parameter: String may not fit, so no example
                break;
            }
            example.append(i == 0 ? "" : ",").append("java.lang.String");
        }
        return type.getName() + " is generic: its marshaller is made by " + generated + ".of(...) from a marshaller"
                + " for each type parameter, so name the type with its arguments, " + TypeExpressions.form(type)
                + (example.length() == 0 ? "" : example.append('>'));
    }
}
