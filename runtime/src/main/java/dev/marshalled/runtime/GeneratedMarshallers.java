package dev.marshalled.runtime;

import dev.marshalled.runtime.wire.FieldEncoding;
import dev.marshalled.schema.GeneratedNames;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Where the processor puts a type's marshaller, and how code that holds only a class or a name
 * finds it: the one lookup of generated marshallers, which the inspector's command line and the
 * Kafka and Flink adapters call. The names it looks for are the schema module's
 * {@link GeneratedNames}, which the processor generates by; a name is read by the schema module's
 * {@code TypeExpression}, and where its package ends is for the class loader to say
 * ({@code com.Acme.Outer.Inner} is tried as written, then as {@code com.Acme.Outer$Inner}, ...).
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
        List<String> names = new ArrayList<>();
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
        Field field = instanceField(generated);
        if (field == null) {
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
        Class<?> generated;
        try {
            generated = generatedClass(type, type.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(type.getName() + " has no generated marshaller " + name + "."
                    + INSTANCE_FIELD + ": annotate it with @Marshalled and put marshalled-processor on the"
                    + " annotation-processor path", e);
        } catch (LinkageError e) {
            throw unusable(name, e);
        }
        if (type.getTypeParameters().length > 0) {
            throw new IllegalArgumentException(genericWithoutArguments(type, name));
        }
        Marshaller<?> found = instance(type, generated, type.getClassLoader());
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

    // ---- what the lookups by type and by name share: the shape of a generated class

    /**
     * The generated class of {@code type}, initialised.
     *
     * @param loader where to look when the type has no loader of its own (a JDK class); may be null
     */
    static Class<?> generatedClass(Class<?> type, ClassLoader loader) throws ClassNotFoundException {
        return Class.forName(className(type), true, type.getClassLoader() != null ? type.getClassLoader() : loader);
    }

    /** The public static {@code Marshaller INSTANCE} of a generated (non-generic) marshaller class, or null. */
    static Field instanceField(Class<?> type) {
        try {
            Field field = type.getField(INSTANCE_FIELD);
            return Modifier.isStatic(field.getModifiers()) && Marshaller.class.isAssignableFrom(field.getType())
                    ? field : null;
        } catch (NoSuchFieldException | SecurityException e) {
            return null;
        }
    }

    /** The public static {@code of(Marshaller...)} of a generic type's generated class, or null. */
    static Method factory(Class<?> generated) {
        for (Method method : generated.getMethods()) {
            if (method.getName().equals(GeneratedNames.FACTORY) && Modifier.isStatic(method.getModifiers())
                    && method.getDeclaringClass() == generated && method.getParameterCount() > 0
                    && Arrays.stream(method.getParameterTypes()).allMatch(p -> p == Marshaller.class)) {
                return method;
            }
        }
        return null;
    }

    /**
     * Whether a class is a marshaller rather than a marshalled type: a generated one (holding
     * {@code INSTANCE}, or a generic one's {@code of}), or any implementation of {@link Marshaller}.
     */
    static boolean isMarshallerClass(Class<?> type) {
        return Marshaller.class.isAssignableFrom(type) || instanceField(type) != null || factory(type) != null;
    }

    /**
     * The type a marshaller class writes, read from its declaration ({@code Marshaller<Trade> INSTANCE},
     * or a generic one's {@code implements DepthSized<Page<T>>}); the class itself if the
     * declaration does not say. Reading the declaration needs no access to the field's value.
     */
    static Class<?> marshalledType(Class<?> marshaller) {
        Field instance = instanceField(marshaller);
        List<Type> declared = new ArrayList<>();
        if (instance != null) {
            declared.add(instance.getGenericType());
        }
        declared.addAll(List.of(marshaller.getGenericInterfaces()));
        for (Type type : declared) {
            if (type instanceof ParameterizedType parameterized
                    && parameterized.getRawType() instanceof Class<?> raw && Marshaller.class.isAssignableFrom(raw)) {
                Type argument = parameterized.getActualTypeArguments()[0];
                if (argument instanceof ParameterizedType generic && generic.getRawType() instanceof Class<?> written) {
                    return written;
                }
                if (argument instanceof Class<?> written) {
                    return written;
                }
            }
        }
        return marshaller;
    }

    /**
     * The {@code INSTANCE} of {@code type}'s generated class. In a named module that does not
     * export the type's package to the runtime the field cannot be read; a type with an id is then
     * found through its module's {@code provides} entry, as {@link Marshallers#discovered} finds it.
     *
     * @param loader where the module's providers are
     * @throws IllegalArgumentException if the class holds no {@code INSTANCE}, or it cannot be read
     *     and no provider gives it, or the class fails to initialise, saying what to do
     */
    static Marshaller<?> instance(Class<?> type, Class<?> generated, ClassLoader loader) {
        try {
            return instanceOf(generated);
        } catch (IllegalAccessException e) {
            Marshaller<?> provided = provided(type, loader);
            if (provided != null) {
                return provided;
            }
            throw new IllegalArgumentException(unreadable(generated, e), e);
        } catch (LinkageError e) {
            throw unusable(generated.getName(), e);
        }
    }

    /**
     * A generated class that fails to load or initialise: a class it names is missing, or its
     * handshake with the runtime ({@code Versions.check}) or a constant failed.
     */
    static IllegalArgumentException unusable(String generated, LinkageError e) {
        Throwable cause = e instanceof ExceptionInInitializerError && e.getCause() != null ? e.getCause() : e;
        return new IllegalArgumentException("cannot use " + generated + ": " + cause, e);
    }

    private static Marshaller<?> provided(Class<?> type, ClassLoader loader) {
        try {
            return Marshallers.discovered(loader != null ? loader : GeneratedMarshallers.class.getClassLoader())
                    .forType(type);
        } catch (RuntimeException discoveryFailed) {
            return null;
        }
    }

    /** Why {@code INSTANCE} cannot be read from here, and what to do. */
    private static String unreadable(Class<?> generated, IllegalAccessException e) {
        String field = generated.getName() + "." + INSTANCE_FIELD;
        Module module = generated.getModule();
        String pkg = generated.getPackageName();
        if (!module.isNamed() || module.isExported(pkg, GeneratedMarshallers.class.getModule())) {
            return "cannot read " + field + ": " + e.getMessage();
        }
        return "cannot read " + field + ": module " + module.getName() + " does not export " + pkg
                + " to dev.marshalled.runtime; add 'exports " + pkg + " to dev.marshalled.runtime;' to its"
                + " module-info.java, or give the type an id";
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
