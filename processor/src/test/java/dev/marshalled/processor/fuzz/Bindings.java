package dev.marshalled.processor.fuzz;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * What the type variables of a generic class stand for in one value: {@code Page<Item>} binds
 * Page's {@code T} to {@code Item}, and a field {@code List<T>} of it is then a
 * {@code List<Item>}; a superclass's variables are bound by the {@code extends} clause.
 */
final class Bindings {
    private final Map<TypeVariable<?>, Type> bound;

    private Bindings(Map<TypeVariable<?>, Type> bound) {
        this.bound = bound;
    }

    static final Bindings NONE = new Bindings(Map.of());

    static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        throw new IllegalArgumentException("not a class or parameterized type: " + type);
    }

    /** The bindings of a class's own variables in {@code type}, a parameterization of it (or the class). */
    static Bindings of(Type type) {
        if (!(type instanceof ParameterizedType p)) {
            return NONE;
        }
        return zip(raw(p).getTypeParameters(), p.getActualTypeArguments());
    }

    /** The bindings of {@code type}'s superclass's variables, given {@code type}'s own. */
    Bindings superclass(Class<?> type) {
        Type parent = type.getGenericSuperclass();
        if (!(parent instanceof ParameterizedType p)) {
            return NONE;
        }
        Type[] args = p.getActualTypeArguments();
        Type[] concrete = new Type[args.length];
        for (int i = 0; i < args.length; i++) {
            concrete[i] = substitute(args[i]);
        }
        return zip(raw(p).getTypeParameters(), concrete);
    }

    private static Bindings zip(TypeVariable<?>[] variables, Type[] args) {
        Map<TypeVariable<?>, Type> map = new HashMap<>();
        for (int i = 0; i < variables.length; i++) {
            map.put(variables[i], args[i]);
        }
        return new Bindings(map);
    }

    /** {@code type} with the bound variables replaced, at any depth. */
    Type substitute(Type type) {
        if (type instanceof TypeVariable<?> v) {
            Type value = bound.get(v);
            if (value == null) {
                throw new IllegalStateException("type variable " + v + " of " + v.getGenericDeclaration()
                        + " is not bound here: " + bound);
            }
            return value;
        }
        if (type instanceof ParameterizedType p) {
            Type[] args = p.getActualTypeArguments().clone();
            for (int i = 0; i < args.length; i++) {
                args[i] = substitute(args[i]);
            }
            return new Parameterized(raw(p), p.getOwnerType(), args);
        }
        if (type instanceof GenericArrayType a) {
            Type component = substitute(a.getGenericComponentType());
            if (component instanceof Class<?> c) {
                return c.arrayType();
            }
            throw new IllegalStateException("an array of a parameterized type: " + type);
        }
        return type;
    }

    /** A parameterized type made here, as the JDK's own would describe it. */
    private record Parameterized(Class<?> raw, Type owner, Type[] args) implements ParameterizedType {
        @Override
        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return owner;
        }

        @Override
        public String getTypeName() {
            return raw.getTypeName() + "<" + String.join(", ", Arrays.stream(args).map(Type::getTypeName).toList())
                    + ">";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ParameterizedType p && raw.equals(p.getRawType())
                    && Arrays.equals(args, p.getActualTypeArguments())
                    && java.util.Objects.equals(owner, p.getOwnerType());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ raw.hashCode();
        }

        @Override
        public String toString() {
            return getTypeName();
        }
    }
}
