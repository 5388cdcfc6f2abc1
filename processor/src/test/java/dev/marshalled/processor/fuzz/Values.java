package dev.marshalled.processor.fuzz;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Random values of the loaded classes, by reflection (which the test may use; generated code may
 * not). Edge values are favoured: null, empty, NaN, -0.0, unpaired surrogates, extreme numbers. A
 * generic type is built at the arguments it is used with ({@link Bindings}).
 */
final class Values {
    private static final int MAX_DEPTH = 4;

    private final Random random;
    private final Set<String> marshalled;
    private final DeclarationSet set;
    /** Implementations for @Polymorphic fields: the loaded classes whose marshaller has a type id. */
    private final List<Class<?>> withIds;
    /** Finished objects of references = true types, reused so identity is exercised. */
    private final Map<Class<?>, List<Object>> shared = new HashMap<>();

    Values(Random random, DeclarationSet set, Set<String> marshalled, List<Class<?>> withIds) {
        this.random = random;
        this.set = set;
        this.marshalled = marshalled;
        this.withIds = withIds;
    }

    /** A value of a marshalled class, or of a generic one at arguments ({@code Page<Item>}). */
    Object instance(Type type) {
        return object(type, 0);
    }

    private Object of(Type type, int depth, boolean nullable) {
        if (type instanceof ParameterizedType p) {
            if (marshalled.contains(Bindings.raw(p).getName())) {
                if (nullable && (random.nextInt(7) == 0 || depth > MAX_DEPTH)) {
                    return null;
                }
                return object(p, depth + 1);
            }
            return parameterized((Class<?>) p.getRawType(), p.getActualTypeArguments(), depth, nullable);
        }
        if (!(type instanceof Class<?>)) {
            throw new IllegalStateException("no value for type " + type + " (" + type.getClass().getName() + ")");
        }
        Class<?> c = (Class<?>) type;
        if (c.isPrimitive()) {
            return Scalars.primitive(random, c);
        }
        if (nullable && random.nextInt(7) == 0) {
            return null;
        }
        Object scalar = Scalars.value(random, c);
        if (scalar != null) {
            return scalar;
        }
        if (c.isArray()) {
            int n = depth > MAX_DEPTH ? 0 : random.nextInt(4);
            Object array = Array.newInstance(c.getComponentType(), n);
            for (int i = 0; i < n; i++) {
                Array.set(array, i, of(c.getComponentType(), depth + 1, true));
            }
            return array;
        }
        if (c.isEnum()) {
            Object[] constants = c.getEnumConstants();
            return constants[random.nextInt(constants.length)];
        }
        if (depth > MAX_DEPTH && nullable) {
            return null;
        }
        return object(c, depth + 1);
    }

    private Object object(Type type, int depth) {
        Class<?> c = Bindings.raw(type);
        if (c.isSealed()) {
            Class<?>[] subtypes = c.getPermittedSubclasses();
            return object(subtypes[random.nextInt(subtypes.length)], depth);
        }
        if (c.isInterface() || Modifier.isAbstract(c.getModifiers()) || c == Object.class) {
            List<Class<?>> fits = withIds.stream().filter(c::isAssignableFrom).toList();
            return fits.isEmpty() ? null : object(fits.get(random.nextInt(fits.size())), depth);
        }
        List<Object> reuse = shared.get(c);
        if (reuse != null && random.nextInt(3) == 0) {
            return reuse.get(random.nextInt(reuse.size()));
        }
        try {
            Bindings bindings = Bindings.of(type);
            Object made = c.isRecord() ? record(c, bindings, depth) : bean(c, bindings, depth);
            if (set.keepsIdentity(c)) {
                shared.computeIfAbsent(c, k -> new ArrayList<>()).add(made);
            }
            return made;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build a " + c.getName() + " for the test", e);
        }
    }

    private Object record(Class<?> c, Bindings bindings, int depth) throws ReflectiveOperationException {
        RecordComponent[] components = c.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            args[i] = set.ignored(c, components[i].getName()) ? empty(types[i])
                    : of(bindings.substitute(components[i].getGenericType()), depth, true);
        }
        Constructor<?> canonical = c.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(args);
    }

    /**
     * What a retired field reads as, and so what a value is built with: two values that differ only
     * there would read as one, and a set holding both would be refused as holding a duplicate.
     */
    private static Object empty(Class<?> type) {
        return type.isPrimitive() ? Array.get(Array.newInstance(type, 1), 0) : null;
    }

    /** Any constructor (the no-argument one if any), then every field set, final ones too. */
    private Object bean(Class<?> c, Bindings bindings, int depth) throws ReflectiveOperationException {
        Constructor<?> chosen = null;
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            if (chosen == null || k.getParameterCount() < chosen.getParameterCount()) {
                chosen = k;
            }
        }
        chosen.setAccessible(true);
        Type[] params = chosen.getGenericParameterTypes();
        Object[] args = new Object[params.length];
        for (int i = 0; i < params.length; i++) {
            args[i] = of(bindings.substitute(params[i]), depth, !marshalled.contains(c.getName()) ? false : true);
        }
        Object made = chosen.newInstance(args);
        if (!marshalled.contains(c.getName())) {
            return made;
        }
        Bindings at = bindings;
        for (Class<?> k = c; k != Object.class; at = at.superclass(k), k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                int mods = f.getModifiers();
                if (!Modifier.isStatic(mods) && !Modifier.isTransient(mods) && !f.isSynthetic()) {
                    f.setAccessible(true);
                    // A final collection that construction created is never null: reading refills it.
                    boolean created = Modifier.isFinal(mods) && f.get(made) != null;
                    f.set(made, set.ignored(k, f.getName()) ? empty(f.getType())
                            : of(at.substitute(f.getGenericType()), depth, !created));
                }
            }
        }
        return made;
    }

    private Object parameterized(Class<?> raw, Type[] args, int depth, boolean nullable) {
        if (nullable && (random.nextInt(8) == 0 || depth > MAX_DEPTH)) {
            return null;
        }
        int n = depth > MAX_DEPTH ? 0 : random.nextInt(4);
        if (raw == Optional.class && depth > MAX_DEPTH) {
            // A recursive type through Optional<Self> ends here.
            return Optional.empty();
        }
        if (raw == Optional.class) {
            Object v = of(args[0], depth + 1, false);
            return v == null || random.nextInt(3) == 0 ? Optional.empty() : Optional.of(v);
        }
        if (raw == EnumSet.class) {
            @SuppressWarnings({"unchecked", "rawtypes"})
            EnumSet<?> s = EnumSet.noneOf((Class) args[0]);
            fill(s, args[0], n, depth, false);
            return s;
        }
        if (raw == EnumMap.class) {
            @SuppressWarnings({"unchecked", "rawtypes"})
            EnumMap<?, ?> m = new EnumMap((Class) args[0]);
            fill(m, args, n, depth, false);
            return m;
        }
        if (Map.class.isAssignableFrom(raw)) {
            boolean sorted = raw.getSimpleName().contains("Sorted") || raw.getSimpleName().contains("Navigable")
                    || raw == TreeMap.class;
            Map<Object, Object> m = sorted ? new TreeMap<>() : raw == HashMap.class ? new HashMap<>()
                    : new LinkedHashMap<>();
            fill(m, args, n, depth, !sorted);
            return m;
        }
        Collection<Object> c;
        boolean nulls = false;
        if (raw == ArrayDeque.class) {
            c = new ArrayDeque<>();
        } else if (raw.getSimpleName().contains("Sorted") || raw.getSimpleName().contains("Navigable")
                || raw == TreeSet.class) {
            c = new TreeSet<>();
        } else if (raw == HashSet.class || raw == Set.class) {
            c = new HashSet<>();
        } else if (raw == LinkedHashSet.class) {
            c = new LinkedHashSet<>();
        } else {
            c = raw == LinkedList.class || raw.getSimpleName().contains("Queue") || raw.getSimpleName()
                    .contains("Deque") ? new LinkedList<>() : new ArrayList<>();
            nulls = true;
        }
        fill(c, args[0], n, depth, nulls);
        return c;
    }

    @SuppressWarnings("unchecked")
    private void fill(Collection<?> c, Type element, int n, int depth, boolean nulls) {
        for (int i = 0; i < n; i++) {
            Object e = of(element, depth + 1, nulls);
            if (e != null || nulls) {
                ((Collection<Object>) c).add(e);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void fill(Map<?, ?> m, Type[] args, int n, int depth, boolean nullValues) {
        for (int i = 0; i < n; i++) {
            Object k = of(args[0], depth + 1, false);
            if (k != null) {
                ((Map<Object, Object>) m).put(k, of(args[1], depth + 1, nullValues));
            }
        }
    }
}
