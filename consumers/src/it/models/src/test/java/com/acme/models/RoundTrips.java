package com.acme.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;

/** Round trips through every route a marshaller offers (a buffer, an array, a direct ByteBuffer), and reflection for what the models hide. */
final class RoundTrips {

    private RoundTrips() {
    }

    /**
     * Writes {@code value} after some bytes already in the buffer, checks {@code sizeOf} against the bytes
     * written, reads it back and compares it field by field; then the same through {@code toByteArray}.
     *
     * @return the copy read from the buffer
     */
    static <T> T roundTrip(Marshaller<T> marshaller, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        buffer.putInt(0x5eed);
        int start = buffer.writeIndex();
        marshaller.write(value, buffer);
        assertEquals(marshaller.sizeOf(value), buffer.writeIndex() - start, "sizeOf and the bytes written");
        assertEquals(0x5eed, buffer.getInt());
        T copy = marshaller.read(buffer);
        assertEquals(0, buffer.remaining(), "bytes left after reading");
        FieldByField.assertSameFields(value, copy);

        byte[] bytes = marshaller.toByteArray(value);
        assertEquals(marshaller.sizeOf(value), bytes.length);
        FieldByField.assertSameFields(value, marshaller.fromByteArray(bytes));

        // in place in a direct ByteBuffer's native memory, after bytes already there
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 3).position(3);
        marshaller.write(value, direct);
        assertEquals(bytes.length + 3, direct.position(), "the position moves past the value");
        byte[] inMemory = new byte[bytes.length];
        direct.get(3, inMemory);
        assertArrayEquals(bytes, inMemory, "the same bytes in native memory as in an array");
        direct.flip().position(3);
        FieldByField.assertSameFields(value, marshaller.read(direct));
        assertEquals(0, direct.remaining(), "bytes left after reading the direct buffer");
        return copy;
    }

    /** What a persistence provider or a framework does: an instance from the no-argument constructor. */
    static <T> T newEmpty(Class<T> type) {
        try {
            Constructor<T> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Sets a field, declared by the type or a superclass, as a persistence provider does. */
    static <T> T set(T target, String name, Object value) {
        field(target.getClass(), name).trySet(target, value);
        return target;
    }

    static Object get(Object target, String name) {
        return field(target.getClass(), name).tryGet(target);
    }

    private record Handle(Field field) {
        void trySet(Object target, Object value) {
            try {
                field.set(target, value);
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }

        Object tryGet(Object target) {
            try {
                return field.get(target);
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
    }

    private static Handle field(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField(name);
                field.setAccessible(true);
                return new Handle(field);
            } catch (NoSuchFieldException e) {
                // look in the superclass
            }
        }
        throw new AssertionError(type.getName() + " has no field " + name);
    }
}
