package com.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares a value with its copy field by field, by reflection on every instance field of the class
 * and its superclasses, whatever its access (the models have getters only for some). JDK values and
 * enums are compared with equals, lists in order, sets and maps by their elements and keys.
 */
final class FieldByField {
    private FieldByField() {
    }

    static void assertSameFields(Object expected, Object actual) {
        compare(expected, actual, expected == null ? "value" : expected.getClass().getSimpleName());
    }

    private static void compare(Object expected, Object actual, String path) {
        if (expected == null) {
            assertNull(actual, path);
            return;
        }
        assertNotNull(actual, path + " should not be null");
        if (expected instanceof List<?> list) {
            List<?> copy = (List<?>) actual;
            assertEquals(list.size(), copy.size(), path + ".size()");
            for (int i = 0; i < list.size(); i++) {
                compare(list.get(i), copy.get(i), path + "[" + i + "]");
            }
        } else if (expected instanceof Set<?> set) {
            // The sets here hold JDK values, whose equals is their value.
            assertEquals(set, actual, path);
        } else if (expected instanceof Map<?, ?> map) {
            Map<?, ?> copy = (Map<?, ?>) actual;
            assertEquals(map.keySet(), copy.keySet(), path + ".keySet()");
            Iterator<?> keys = copy.keySet().iterator();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                assertEquals(e.getKey(), keys.next(), path + ": keys in another order");
                compare(e.getValue(), copy.get(e.getKey()), path + "[" + e.getKey() + "]");
            }
        } else if (expected instanceof java.util.Optional<?> optional) {
            java.util.Optional<?> copy = (java.util.Optional<?>) actual;
            assertEquals(optional.isPresent(), copy.isPresent(), path);
            compare(optional.orElse(null), copy.orElse(null), path + ".get()");
        } else if (expected.getClass().getName().startsWith("java.") || expected instanceof Enum<?>) {
            assertEquals(expected, actual, path);
        } else {
            assertSame(expected.getClass(), actual.getClass(), path + " class");
            int compared = 0;
            for (Class<?> type = expected.getClass(); type != Object.class && type != Record.class;
                    type = type.getSuperclass()) {
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers())) {
                        continue;
                    }
                    field.setAccessible(true);
                    try {
                        compare(field.get(expected), field.get(actual), path + "." + field.getName());
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(e);
                    }
                    compared++;
                }
            }
            assertTrue(compared > 0, path + ": a model without fields compares nothing");
        }
    }
}
