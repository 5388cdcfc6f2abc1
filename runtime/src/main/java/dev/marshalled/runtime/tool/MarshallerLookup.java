package dev.marshalled.runtime.tool;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.schema.GeneratedNames;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * Finds the generated marshaller for a type name given on the command line. This is the one
 * place that uses reflection, and only in this tool: loading the class named on the command
 * line and reading its public {@code INSTANCE} field, or for a parameterized type
 * ({@code com.acme.Page<com.acme.Item>}) calling the generic type's {@code of(...)} through
 * {@link GeneratedMarshallers#forName}. Marshalling itself never reflects.
 *
 * <p>In a named module that does not export the type's package, the field cannot be read from
 * here; a type with an id is then found through its {@code provides} entry instead.
 */
final class MarshallerLookup {
    private MarshallerLookup() {
    }

    /**
     * @param name {@code com.acme.Trade}, {@code com.acme.Outer.Inner}, {@code com.acme.Outer$Inner},
     *     the marshaller's own name {@code com.acme.TradeMarshaller}, or a parameterized type,
     *     {@code com.acme.Page<com.acme.Item>}
     * @param loader where the user's classes are
     */
    static Marshaller<?> find(String name, ClassLoader loader) {
        if (name.indexOf('<') >= 0) {
            return parameterized(name, loader);
        }
        Class<?> marshaller = load(marshallerName(name), loader);
        if (marshaller == null && name.endsWith(GeneratedNames.SUFFIX)) {
            marshaller = load(name, loader);
        }
        if (marshaller == null) {
            throw new InspectCommand.UsageException("no generated marshaller for '" + name + "' on the class path (looked for "
                    + marshallerName(name) + "); add your compiled classes with --class-path");
        }
        try {
            return GeneratedMarshallers.instanceOf(marshaller);
        } catch (IllegalArgumentException e) {
            // No INSTANCE: a generic type's marshaller, which the lookup by type explains, or no generated class at all.
            return parameterized(name, loader);
        } catch (IllegalAccessException e) {
            Marshaller<?> provided = provided(marshaller, loader);
            if (provided != null) {
                return provided;
            }
            String pkg = marshaller.getPackageName();
            throw new InspectCommand.UsageException("cannot read " + marshaller.getName() + ".INSTANCE: module "
                    + marshaller.getModule().getName() + " does not export " + pkg + " to dev.marshalled.runtime; add"
                    + " 'exports " + pkg + " to dev.marshalled.runtime;' to its module-info.java, or give the type an id");
        } catch (RuntimeException | LinkageError e) {
            throw new InspectCommand.UsageException("cannot use " + marshaller.getName() + ": " + e);
        }
    }

    /** A type with its arguments, {@code com.acme.Page<com.acme.Item>}, made as the runtime's lookup makes it. */
    private static Marshaller<?> parameterized(String type, ClassLoader loader) {
        try {
            return GeneratedMarshallers.forName(type, loader);
        } catch (IllegalArgumentException e) {
            throw new InspectCommand.UsageException(e.getMessage());
        }
    }

    /**
     * The marshaller of the type {@code INSTANCE} is declared for ({@code Marshaller<Trade>}), as
     * the registry discovers it through the module's {@code provides} entry, or null. Reading the
     * declared type needs no access to the field's value.
     */
    private static Marshaller<?> provided(Class<?> marshaller, ClassLoader loader) {
        Type declared;
        try {
            declared = marshaller.getField(GeneratedMarshallers.INSTANCE_FIELD).getGenericType();
        } catch (NoSuchFieldException e) {
            return null;
        }
        if (!(declared instanceof ParameterizedType)) {
            return null;
        }
        Type type = ((ParameterizedType) declared).getActualTypeArguments()[0];
        if (!(type instanceof Class)) {
            return null;
        }
        try {
            return Marshallers.discovered(loader).forType((Class<?>) type);
        } catch (RuntimeException discoveryFailed) {
            return null;
        }
    }

    /**
     * {@code a.b.Outer.Inner} or {@code a.b.Outer$Inner} gives {@code a.b.Outer_InnerMarshaller}: the
     * parts up to the first capitalised one are taken as the package.
     */
    static String marshallerName(String type) {
        String[] parts = type.replace('$', '.').split("\\.");
        int split = 0;
        while (split < parts.length - 1 && !parts[split].isEmpty() && Character.isLowerCase(parts[split].charAt(0))) {
            split++;
        }
        return GeneratedMarshallers.className(String.join(".", java.util.Arrays.asList(parts).subList(0, split)),
                java.util.Arrays.asList(parts).subList(split, parts.length));
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }
}
