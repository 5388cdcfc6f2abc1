package com.acme.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.fail;

import com.acme.models.external.CurrencyAmount;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares an object graph with its copy field by field, by reflection on every non-static field the
 * class and its superclasses declare, whatever its access: nothing is taken from getters, which may
 * substitute or normalise values. Values of JDK and library types are compared with equals.
 */
final class FieldByField {

    private final IdentityHashMap<Object, IdentityHashMap<Object, Boolean>> compared = new IdentityHashMap<>();

    private FieldByField() {
    }

    static void assertSameFields(Object expected, Object actual) {
        new FieldByField().compare(expected, actual, expected == null ? "value" : expected.getClass().getSimpleName());
    }

    private static boolean isValue(Object value) {
        Class<?> type = value.getClass();
        String name = type.getName();
        return type.isEnum() || (type.getSuperclass() != null && type.getSuperclass().isEnum())
                || name.startsWith("java.") || name.startsWith("org.joda.") || value instanceof CurrencyAmount;
    }

    private void compare(Object expected, Object actual, String path) {
        if (expected == null) {
            assertNull(actual, path + " should be null");
            return;
        }
        assertNotNull(actual, path + " should not be null");
        if (compared.computeIfAbsent(expected, e -> new IdentityHashMap<>()).put(actual, Boolean.TRUE) != null) {
            return;   // this pair is being or has been compared (cycles)
        }
        if (expected instanceof List<?> list) {
            List<?> copy = assertInstance(List.class, actual, path);
            assertEquals(list.size(), copy.size(), path + ".size()");
            for (int i = 0; i < list.size(); i++) {
                compare(list.get(i), copy.get(i), path + "[" + i + "]");
            }
        } else if (expected instanceof Set<?> set) {
            Set<?> copy = assertInstance(Set.class, actual, path);
            assertEquals(set.size(), copy.size(), path + ".size()");
            compareUnordered(set, copy, path);
        } else if (expected instanceof Collection<?> collection) {
            Collection<?> copy = assertInstance(Collection.class, actual, path);
            assertEquals(collection.size(), copy.size(), path + ".size()");
            Iterator<?> e = collection.iterator();
            Iterator<?> a = copy.iterator();
            for (int i = 0; e.hasNext(); i++) {
                compare(e.next(), a.next(), path + "[" + i + "]");
            }
        } else if (expected instanceof Map<?, ?> map) {
            Map<?, ?> copy = assertInstance(Map.class, actual, path);
            assertEquals(map.size(), copy.size(), path + ".size()");
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (!copy.containsKey(entry.getKey())) {
                    fail(path + " lost the key " + entry.getKey());
                }
                compare(entry.getValue(), copy.get(entry.getKey()), path + "[" + entry.getKey() + "]");
            }
        } else if (isValue(expected)) {
            assertEquals(expected, actual, path);
        } else {
            assertSame(expected.getClass(), actual.getClass(), path + " class");
            for (Class<?> type = expected.getClass(); type != Object.class; type = type.getSuperclass()) {
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers()) || field.isSynthetic()) {
                        continue;
                    }
                    field.setAccessible(true);
                    try {
                        compare(field.get(expected), field.get(actual), path + "." + field.getName());
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }
    }

    private void compareUnordered(Set<?> expected, Set<?> actual, String path) {
        List<Object> left = new ArrayList<>(actual);
        for (Object element : expected) {
            if (isValue(element)) {
                if (!actual.contains(element)) {
                    fail(path + " lost " + element);
                }
                continue;
            }
            AssertionError last = null;
            boolean found = false;
            for (Iterator<Object> it = left.iterator(); it.hasNext() && !found; ) {
                Object candidate = it.next();
                try {
                    new FieldByField().compare(element, candidate, path + "{}");
                    it.remove();
                    found = true;
                } catch (AssertionError e) {
                    last = e;
                }
            }
            if (!found) {
                throw new AssertionError(path + ": no element of the copy matches " + element, last);
            }
        }
    }

    private static <T> T assertInstance(Class<T> type, Object actual, String path) {
        if (!type.isInstance(actual)) {
            fail(path + " should be a " + type.getSimpleName() + " but is a " + actual.getClass().getName());
        }
        return type.cast(actual);
    }
}
