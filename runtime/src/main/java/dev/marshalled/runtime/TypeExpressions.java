package dev.marshalled.runtime;

import dev.marshalled.schema.ContainerRules;
import dev.marshalled.schema.TypeExpression;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.StringJoiner;

/**
 * Makes the marshaller a qualified type expression names, {@code com.acme.Page<com.acme.Item>}: a
 * generated {@code INSTANCE}, a generic type's {@code of(...)} called reflectively with its
 * arguments' marshallers, or one of {@link JdkMarshallers}. The text is read by the schema
 * module's {@link TypeExpression} (the grammar {@code FieldEncoding.qualifiedName} writes, so a
 * parameterized schema's qualified name reads back); this class loads what it names. A name is a
 * binary or canonical class name, a nested class written with dots or {@code $}, a primitive array
 * as {@code byte[]}, or a generated marshaller's own class name.
 *
 * <p>Every mistake is an {@link IllegalArgumentException} that quotes the expression and says
 * what to write instead. {@link GeneratedMarshallers#forName} is the public face of this class.
 */
final class TypeExpressions {
    private static final String KINDS = "a @Marshalled type, an enum, String, a primitive's box, a primitive array,"
            + " a JDK value type (UUID, Instant, BigDecimal, ...), or a java.util."
            + ContainerRules.typeArgumentContainerNames() + " of those";

    private final String text;
    private final TypeExpression root;
    private final ClassLoader loader;

    private TypeExpressions(String text, TypeExpression root, ClassLoader loader) {
        this.text = text;
        this.root = root;
        this.loader = loader;
    }

    /**
     * @param text e.g. {@code com.acme.Result<java.util.List<com.acme.Order>>}
     * @param loader where the named classes are
     * @return the marshaller of that type
     * @throws IllegalArgumentException if the text is not a type expression, or names a type
     *     that cannot be marshalled, saying what to write instead
     */
    static Marshaller<?> marshaller(String text, ClassLoader loader) {
        TypeExpression root = TypeExpression.parse(text);
        return new TypeExpressions(text, root, loader).resolve(root);
    }

    // ---- making the marshaller

    private Marshaller<?> resolve(TypeExpression node) {
        Class<?> type = load(node);
        if (type.isPrimitive()) {
            throw fail(node, type.getName() + " is a primitive, which cannot be a type argument: name its box, "
                    + box(type).getName());
        }
        if (ContainerRules.isTypeArgumentContainer(type.getName())) {
            checkCount(node, type, form(type), type.getTypeParameters().length);
            return container(type, arguments(node));
        }
        if (type.isEnum()) {
            noArguments(node, type);
            return enumeration(type);
        }
        Marshaller<?> scalar = scalar(type);
        if (scalar != null) {
            noArguments(node, type);
            return scalar;
        }
        if (type.isArray()) {
            throw fail(node, type.getTypeName() + " cannot be marshalled as a type argument: an array argument is an"
                    + " array of a primitive, e.g. byte[]");
        }
        if (GeneratedMarshallers.isMarshallerClass(type)) {
            return generated(node, GeneratedMarshallers.marshalledType(type), type);
        }
        if (Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type)) {
            throw fail(node, type.getName() + " cannot be marshalled as a type argument: name the interface a field"
                    + " would declare, " + interfaces());
        }
        Class<?> generated;
        try {
            generated = GeneratedMarshallers.generatedClass(type, loader);
        } catch (ClassNotFoundException e) {
            throw fail(node, type.getName() + " cannot be marshalled: it is none of " + KINDS + " (no generated "
                    + GeneratedMarshallers.className(type) + " on the class path: annotate the type with @Marshalled"
                    + " and put marshalled-processor on the annotation-processor path)", e);
        } catch (LinkageError e) {
            throw fail(node, GeneratedMarshallers.unusable(GeneratedMarshallers.className(type), e));
        }
        return generated(node, type, generated);
    }

    /**
     * The marshaller of a {@code @Marshalled} type from its generated class: {@code INSTANCE}, or
     * {@code of(...)} with the arguments' marshallers.
     */
    private Marshaller<?> generated(TypeExpression node, Class<?> type, Class<?> generated) {
        Method of = GeneratedMarshallers.factory(generated);
        if (of == null) {
            if (!node.arguments().isEmpty()) {
                throw fail(node, type.getName() + " is not generic: write it without type arguments, "
                        + type.getName());
            }
            try {
                return GeneratedMarshallers.instance(type, generated, loader);
            } catch (IllegalArgumentException e) {
                throw fail(node, e);
            }
        }
        TypeVariable<?>[] parameters = type.getTypeParameters();
        if (node.arguments().isEmpty()) {
            throw fail(node, GeneratedMarshallers.genericWithoutArguments(type, generated.getName()));
        }
        checkCount(node, type, form(type), of.getParameterCount());
        Marshaller<?>[] arguments = arguments(node);
        for (int i = 0; i < arguments.length && i < parameters.length; i++) {
            checkBounds(node.arguments().get(i), type, parameters[i], arguments[i].type());
        }
        Object made;
        try {
            made = of.invoke(null, (Object[]) arguments);
        } catch (IllegalAccessException e) {
            throw fail(node, "cannot call " + generated.getName() + "." + of.getName() + ": its module does not export "
                    + generated.getPackageName() + " to dev.marshalled.runtime", e);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw fail(node, generated.getName() + "." + of.getName() + " refused its arguments: "
                    + cause.getMessage(), cause);
        }
        if (!(made instanceof Marshaller<?> marshaller)) {
            throw fail(node, generated.getName() + "." + of.getName() + " returned " + made + ", not a Marshaller");
        }
        return marshaller;
    }

    /** {@code String}, a box, a primitive array or a JDK value type: its marshaller; else null. */
    private static Marshaller<?> scalar(Class<?> type) {
        try {
            return JdkMarshallers.of(type);
        } catch (IllegalArgumentException notOne) {
            return null; // JdkMarshallers.of's contract: none of those types
        }
    }

    private Marshaller<?>[] arguments(TypeExpression node) {
        Marshaller<?>[] arguments = new Marshaller<?>[node.arguments().size()];
        for (int i = 0; i < arguments.length; i++) {
            arguments[i] = resolve(node.arguments().get(i));
        }
        return arguments;
    }

    /**
     * The collections and maps a type argument may be, and what reading creates for each:
     * {@code java.util.List, Set, ... or SortedMap (reading creates ArrayList, LinkedHashSet, ... or TreeMap)}.
     */
    private static String interfaces() {
        List<String> declared = new ArrayList<>();
        List<String> created = new ArrayList<>();
        for (String container : ContainerRules.typeArgumentContainers()) {
            if (!container.equals(Optional.class.getName())) {
                declared.add(container.substring(container.lastIndexOf('.') + 1));
                created.add(ContainerRules.createdForTypeArgument(container));
            }
        }
        return "java.util." + listed(declared) + " (reading creates " + listed(created) + ")";
    }

    /** {@code a, b or c}. */
    private static String listed(List<String> names) {
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // one of ContainerRules.typeArgumentContainers(), checked by the caller
    private static Marshaller<?> container(Class<?> type, Marshaller<?>[] arguments) {
        if (type == List.class) {
            return JdkMarshallers.list(arguments[0]);
        } else if (type == Set.class) {
            return JdkMarshallers.set(arguments[0]);
        } else if (type == SortedSet.class) {
            return JdkMarshallers.sortedSet(arguments[0]);
        } else if (type == Map.class) {
            return JdkMarshallers.map(arguments[0], arguments[1]);
        } else if (type == SortedMap.class) {
            return JdkMarshallers.sortedMap(arguments[0], arguments[1]);
        }
        return JdkMarshallers.optional((Marshaller) arguments[0]);
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // an enum class, checked by the caller
    private static Marshaller<?> enumeration(Class<?> type) {
        return JdkMarshallers.enumeration((Class) type);
    }

    /**
     * The class a name stands for: as given (a binary name, {@code com.acme.Outer$Inner}, or an
     * array's {@code [B}), a primitive array written {@code byte[]}, or a nested class written with
     * dots, trying each dot from the right as the start of a nested name.
     */
    private Class<?> load(TypeExpression node) {
        String name = node.name();
        if (node.isArray()) {
            Class<?> element = node.dimensions() == 1 && node.arguments().isEmpty() ? primitive(name) : null;
            if (element == null) {
                throw fail(node, "'" + node + "' is not a primitive array: an array argument is an array of a"
                        + " primitive, e.g. byte[]");
            }
            return element.arrayType();
        }
        Class<?> primitive = primitive(name);
        if (primitive != null) {
            return primitive;
        }
        // The package ends where the loader says, not where a capital letter suggests: com.Acme.Outer.Inner
        // is tried as written, then as com.Acme.Outer$Inner, then com.Acme$Outer$Inner.
        String candidate = name;
        while (true) {
            try {
                return Class.forName(candidate, false, loader);
            } catch (ClassNotFoundException e) {
                int dot = candidate.lastIndexOf('.');
                if (dot < 0) {
                    throw fail(node, "no class " + name + " on the class path: name each type by its package and"
                            + " class," + (name.indexOf('.') < 0 ? " e.g. java.lang." + name + " or com.acme." + name
                            + "," : "") + " a nested one as com.acme.Outer.Inner or com.acme.Outer$Inner", e);
                }
                candidate = candidate.substring(0, dot) + "$" + candidate.substring(dot + 1);
            } catch (LinkageError e) {
                throw fail(node, "cannot load " + name + ": " + e, e);
            }
        }
    }

    private static Class<?> primitive(String name) {
        switch (name) {
            case "boolean": return boolean.class;
            case "byte": return byte.class;
            case "short": return short.class;
            case "char": return char.class;
            case "int": return int.class;
            case "long": return long.class;
            case "float": return float.class;
            case "double": return double.class;
            default: return null;
        }
    }

    private static Class<?> box(Class<?> primitive) {
        return java.lang.invoke.MethodType.methodType(primitive).wrap().returnType();
    }

    private void noArguments(TypeExpression node, Class<?> type) {
        if (!node.arguments().isEmpty()) {
            throw fail(node, type.getName() + " takes no type arguments: write " + type.getName());
        }
    }

    private void checkCount(TypeExpression node, Class<?> type, String form, int parameters) {
        int given = node.arguments().size();
        if (given == 0) {
            throw fail(node, type.getName() + " needs its type argument" + (parameters == 1 ? "" : "s") + ": write "
                    + form + " with a type for each");
        }
        if (given != parameters) {
            throw fail(node, type.getName() + " has " + parameters + " type parameter" + (parameters == 1 ? "" : "s")
                    + ", " + form + ", but " + given + " argument" + (given == 1 ? " is" : "s are") + " given");
        }
    }

    /** A type parameter's bounds, as far as a class can show them ({@code B extends Comparable<B>}). */
    private void checkBounds(TypeExpression argument, Class<?> type, TypeVariable<?> parameter, Class<?> given) {
        for (Type bound : parameter.getBounds()) {
            Type raw = bound instanceof ParameterizedType parameterized ? parameterized.getRawType() : bound;
            if (raw instanceof Class<?> required && required != Object.class && !required.isAssignableFrom(given)) {
                throw fail(argument, given.getName() + " cannot be " + parameter.getName() + " of " + form(type)
                        + ", which must be a " + required.getName());
            }
        }
    }

    /** How a generic class is written with its parameters: {@code com.acme.Pair<A,B>}. */
    static String form(Class<?> type) {
        StringJoiner form = new StringJoiner(",", type.getName() + "<", ">");
        for (TypeVariable<?> parameter : type.getTypeParameters()) {
            form.add(parameter.getName());
        }
        return form.toString();
    }

    private IllegalArgumentException fail(TypeExpression node, String what) {
        return fail(node, what, null);
    }

    /** The resolver's refusal of a class, quoted with the expression it stands in. */
    private IllegalArgumentException fail(TypeExpression node, IllegalArgumentException refused) {
        return fail(node, refused.getMessage(), refused.getCause() != null ? refused.getCause() : refused);
    }

    private IllegalArgumentException fail(TypeExpression node, String what, Throwable cause) {
        // Each message names the class it is about; inside a larger expression, that is quoted too.
        return new IllegalArgumentException(node == root ? what : "in '" + text.strip() + "': " + what, cause);
    }
}
