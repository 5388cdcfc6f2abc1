package dev.marshalled.processor.fuzz;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Field-by-field comparison of a value and its copy: arrays element by element, floating point by
 * bits (NaN equals NaN, -0.0 does not equal 0.0), unordered sets and maps by matching, cycles once.
 * Returns where the first difference is, or null.
 */
final class DeepEquals {
    private final DeclarationSet set;
    private final Set<String> marshalled;
    private final Map<Object, Object> visited = new IdentityHashMap<>();

    DeepEquals(DeclarationSet set, Set<String> marshalled) {
        this.set = set;
        this.marshalled = marshalled;
    }

    String diff(Object a, Object b, String path) {
        if (a == null || b == null) {
            return a == b ? null : path + ": " + show(a) + " read back as " + show(b);
        }
        if (a instanceof Float x && b instanceof Float y) {
            return Float.floatToIntBits(x) == Float.floatToIntBits(y) ? null : path + ": " + x + " became " + y;
        }
        if (a instanceof Double x && b instanceof Double y) {
            return Double.doubleToLongBits(x) == Double.doubleToLongBits(y) ? null : path + ": " + x + " became " + y;
        }
        if (a.getClass().isArray()) {
            if (a.getClass() != b.getClass() || Array.getLength(a) != Array.getLength(b)) {
                return path + ": array " + show(a) + " read back as " + show(b);
            }
            for (int i = 0; i < Array.getLength(a); i++) {
                String d = diff(Array.get(a, i), Array.get(b, i), path + "[" + i + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (a instanceof Optional<?> x && b instanceof Optional<?> y) {
            return x.isPresent() != y.isPresent() ? path + ": " + x + " became " + y
                    : diff(x.orElse(null), y.orElse(null), path + ".get()");
        }
        if (a instanceof Collection<?> x && b instanceof Collection<?> y) {
            return collection(x, y, path);
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            return map(x, y, path);
        }
        if (marshalled.contains(a.getClass().getName())) {
            return fields(a, b, path);
        }
        return a.equals(b) ? null : path + ": " + show(a) + " read back as " + show(b);
    }

    private String fields(Object a, Object b, String path) {
        if (a.getClass() != b.getClass()) {
            return path + ": a " + a.getClass().getName() + " read back as a " + b.getClass().getName();
        }
        if (visited.get(a) == b) {
            return null;
        }
        visited.put(a, b);
        for (Class<?> k = a.getClass(); k != Object.class && k != Record.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                int mods = f.getModifiers();
                if (Modifier.isStatic(mods) || Modifier.isTransient(mods) || set.ignored(k, f.getName())) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    String d = diff(f.get(a), f.get(b), path + "." + f.getName());
                    if (d != null) {
                        return d;
                    }
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return null;
    }

    /** In order where the order is kept (lists, linked and sorted sets), else by matching. */
    private String collection(Collection<?> a, Collection<?> b, String path) {
        if (a.size() != b.size()) {
            return path + ": " + a.size() + " elements read back as " + b.size() + ": " + show(a) + " / " + show(b);
        }
        boolean ordered = !(a instanceof Set<?>) || a instanceof SortedSet<?> || a instanceof LinkedHashSet<?>
                || a instanceof java.util.EnumSet<?>;
        if (ordered) {
            Iterator<?> i = a.iterator();
            Iterator<?> j = b.iterator();
            for (int n = 0; i.hasNext(); n++) {
                String d = diff(i.next(), j.next(), path + "[" + n + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        List<Object> left = new ArrayList<>(b);
        for (Object x : a) {
            if (!left.removeIf(new Matcher(x))) {
                return path + ": element " + show(x) + " is missing from " + show(b);
            }
        }
        return null;
    }

    private String map(Map<?, ?> a, Map<?, ?> b, String path) {
        if (a.size() != b.size()) {
            return path + ": " + a.size() + " entries read back as " + b.size();
        }
        boolean ordered = a instanceof SortedMap<?, ?> || a instanceof java.util.LinkedHashMap<?, ?>;
        List<Map.Entry<?, ?>> left = new ArrayList<>(b.entrySet());
        for (Map.Entry<?, ?> e : a.entrySet()) {
            Map.Entry<?, ?> found = null;
            for (Map.Entry<?, ?> f : left) {
                if (new DeepEquals(set, marshalled).diff(e.getKey(), f.getKey(), "") == null) {
                    found = f;
                    break;
                }
            }
            if (found == null || (ordered && found != left.get(0))) {
                return path + ": key " + show(e.getKey()) + (found == null ? " is missing" : " moved");
            }
            left.remove(found);
            String d = diff(e.getValue(), found.getValue(), path + "[" + show(e.getKey()) + "]");
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    /** One element "equal" to another in the sense of this class, for unordered matching. */
    private final class Matcher implements java.util.function.Predicate<Object> {
        private final Object wanted;
        private boolean done;

        Matcher(Object wanted) {
            this.wanted = wanted;
        }

        @Override
        public boolean test(Object candidate) {
            if (!done && new DeepEquals(set, marshalled).diff(wanted, candidate, "") == null) {
                done = true;
                return true;
            }
            return false;
        }
    }

    static String show(Object o) {
        if (o == null) {
            return "null";
        }
        String text = o.getClass().isArray() ? o.getClass().getComponentType().getSimpleName() + "["
                + Array.getLength(o) + "]" : String.valueOf(o);
        return text.length() > 120 ? text.substring(0, 120) + "…" : text;
    }
}
