package dev.marshalled.flink;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Where a marshaller lives: a public static field, such as {@code FooMarshaller.INSTANCE}.
 * Marshallers are not {@link Serializable}, but Flink ships serializers inside the job and
 * writes a reference to them into every savepoint; this is what travels, and the task manager
 * or the restored job looks the field up again in its own class loader.
 */
record MarshallerReference(String holder, String field) implements Serializable {

    MarshallerReference {
        Objects.requireNonNull(holder, "holder");
        Objects.requireNonNull(field, "field");
    }

    /**
     * @param marshaller a marshaller held in a public static field
     * @return that field
     * @throws IllegalArgumentException if no public static field of the marshaller's class, of
     *     the class around it, or of the generated {@code FooMarshaller} holds this instance
     */
    static MarshallerReference of(Marshaller<?> marshaller) {
        List<Class<?>> candidates = new ArrayList<>();
        Class<?> own = marshaller.getClass();
        candidates.add(own);
        if (own.getEnclosingClass() != null) {
            candidates.add(own.getEnclosingClass()); // FooMarshaller.INSTANCE is an anonymous class
        }
        Class<?> generated = generatedClass(marshaller.type());
        if (generated != null) {
            candidates.add(generated);
        }
        for (Class<?> holder : candidates) {
            for (Field field : holder.getFields()) {
                int modifiers = field.getModifiers();
                if (Modifier.isStatic(modifiers) && Marshaller.class.isAssignableFrom(field.getType())) {
                    try {
                        if (field.get(null) == marshaller) {
                            return new MarshallerReference(holder.getName(), field.getName());
                        }
                    } catch (IllegalAccessException e) {
                        // not readable from here: not a field a task manager could read either
                    }
                }
            }
        }
        throw new IllegalArgumentException("the marshaller for " + marshaller.type().getName()
                + " is not held in a public static field, so a Flink job restored from a savepoint could not find it"
                + " again: pass FooMarshaller.INSTANCE, or keep your marshaller in a public static final field");
    }

    /** The generated {@code FooMarshaller} of {@code type}, or null if there is none. */
    static Class<?> generatedClass(Class<?> type) {
        try {
            return Class.forName(generatedName(type), false, type.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /** {@code com.acme.Outer.Inner} has its marshaller in {@code com.acme.Outer_InnerMarshaller}. */
    static String generatedName(Class<?> type) {
        return GeneratedMarshallers.className(type);
    }

    /**
     * @param loader the class loader of the job's code
     * @return the marshaller in the field
     * @throws IllegalStateException if the field is gone or holds no marshaller
     */
    Marshaller<?> resolve(ClassLoader loader) {
        try {
            Class<?> type = Class.forName(holder, true, loader);
            Object value = type.getField(field).get(null);
            if (value instanceof Marshaller<?> marshaller) {
                return marshaller;
            }
            throw new IllegalStateException(holder + "." + field + " holds " + value + ", not a Marshaller");
        } catch (ClassNotFoundException | NoSuchFieldException | IllegalAccessException e) {
            throw new IllegalStateException("cannot find the marshaller " + holder + "." + field + " in the job's"
                    + " classes (" + e + "); keep it in a public static field, or restore with the type's new"
                    + " marshaller registered under the same name", e);
        }
    }

    @Override
    public String toString() {
        return holder + "." + field;
    }
}
