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
 * How a marshaller is found again. Marshallers are not {@link Serializable}, but Flink ships
 * serializers inside the job and writes a reference to them into every savepoint; this is what
 * travels, and the task manager or the restored job makes the marshaller again in its own class
 * loader: from a public static field ({@code FooMarshaller.INSTANCE}), or, for a marshaller that no
 * field holds, such as a generic type's {@code PageMarshaller.of(ItemMarshaller.INSTANCE)}, from
 * its type with its arguments ({@code com.acme.Page<com.acme.Item>}) through
 * {@link GeneratedMarshallers#forName}.
 */
sealed interface MarshallerReference extends Serializable {

    /**
     * @param loader the class loader of the job's code
     * @return the marshaller
     * @throws IllegalStateException if it cannot be found or made any more
     */
    Marshaller<?> resolve(ClassLoader loader);

    /**
     * @param type the class the marshaller writes
     * @return the type as messages name it: the class, or the parameterization a type name records
     */
    String typeName(Class<?> type);

    /**
     * @param marshaller a marshaller held in a public static field, or one that its type's name
     *     makes again ({@link GeneratedMarshallers#nameOf})
     * @return a field that holds it, else its type's name
     * @throws IllegalArgumentException if neither finds this marshaller again
     */
    static MarshallerReference of(Marshaller<?> marshaller) {
        StaticField field = StaticField.holding(marshaller);
        if (field != null) {
            return field;
        }
        String name;
        Marshaller<?> again;
        try {
            name = GeneratedMarshallers.nameOf(marshaller);
            ClassLoader loader = marshaller.type().getClassLoader();
            again = GeneratedMarshallers.forName(name, loader != null ? loader : MarshallerReference.class.getClassLoader());
        } catch (RuntimeException e) {
            throw notFound(marshaller, e.getMessage(), e);
        }
        if (again.getClass() != marshaller.getClass() || !GeneratedMarshallers.nameOf(again).equals(name)) {
            throw notFound(marshaller, "its type's name, " + name + ", gives another marshaller, " + again, null);
        }
        return new TypeName(name);
    }

    private static IllegalArgumentException notFound(Marshaller<?> marshaller, String why, Throwable cause) {
        return new IllegalArgumentException("the marshaller for " + marshaller.type().getName() + " is not held in a"
                + " public static field, nor made again from its type's name (" + why + "), so a Flink job restored"
                + " from a savepoint could not find it again: pass FooMarshaller.INSTANCE, a generic type's"
                + " FooMarshaller.of(...) of such marshallers, or keep your marshaller in a public static final field",
                cause);
    }

    /** A public static field that holds the marshaller, such as {@code FooMarshaller.INSTANCE}. */
    record StaticField(String holder, String field) implements MarshallerReference {
        private static final long serialVersionUID = 1L;

        public StaticField {
            Objects.requireNonNull(holder, "holder");
            Objects.requireNonNull(field, "field");
        }

        /**
         * The public static field that holds this instance: the generated {@code FooMarshaller.INSTANCE}
         * as the runtime finds it by type, else a field of the marshaller's class or of the class
         * around it; null if none does.
         */
        static StaticField holding(Marshaller<?> marshaller) {
            Class<?> type = marshaller.type();
            try {
                if (GeneratedMarshallers.forType(type) == marshaller) {
                    return new StaticField(GeneratedMarshallers.className(type), GeneratedMarshallers.INSTANCE_FIELD);
                }
            } catch (IllegalArgumentException notGenerated) {
                // a generic type's marshaller, a JDK type's, or one of the user's own: looked for below
            }
            List<Class<?>> candidates = new ArrayList<>();
            Class<?> own = marshaller.getClass();
            candidates.add(own);
            if (own.getEnclosingClass() != null) {
                candidates.add(own.getEnclosingClass());
            }
            for (Class<?> holder : candidates) {
                for (Field field : holder.getFields()) {
                    int modifiers = field.getModifiers();
                    if (Modifier.isStatic(modifiers) && Marshaller.class.isAssignableFrom(field.getType())) {
                        try {
                            if (field.get(null) == marshaller) {
                                return new StaticField(holder.getName(), field.getName());
                            }
                        } catch (IllegalAccessException e) {
                            // not readable from here: not a field a task manager could read either
                        }
                    }
                }
            }
            return null;
        }

        @Override
        public Marshaller<?> resolve(ClassLoader loader) {
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
        public String typeName(Class<?> type) {
            return type.getName();
        }

        @Override
        public String toString() {
            return holder + "." + field;
        }
    }

    /**
     * A type with its arguments, {@code com.acme.Page<com.acme.Item>}, as
     * {@link GeneratedMarshallers#nameOf} gives it: what a generic type's marshaller is made from
     * again, there being no field to hold each parameterization.
     */
    record TypeName(String type) implements MarshallerReference {
        private static final long serialVersionUID = 1L;

        public TypeName {
            Objects.requireNonNull(type, "type");
        }

        @Override
        public Marshaller<?> resolve(ClassLoader loader) {
            try {
                return GeneratedMarshallers.forName(type, loader);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("cannot make the marshaller of " + type + " from the job's classes: "
                        + e.getMessage(), e);
            }
        }

        @Override
        public String typeName(Class<?> raw) {
            return type;
        }

        @Override
        public String toString() {
            return "made from its type name";
        }
    }
}
