package dev.marshalled.runtime.inspect;

import dev.marshalled.runtime.Marshaller;

/**
 * Finds the generated marshaller for a type name given on the command line. This is the one
 * place that uses reflection, and only in this tool: loading the class named on the command
 * line and reading its public {@code INSTANCE} field. Marshalling itself never reflects.
 */
final class MarshallerLookup {
    private MarshallerLookup() {
    }

    /**
     * @param name {@code com.acme.Trade}, {@code com.acme.Outer.Inner}, {@code com.acme.Outer$Inner},
     *     or the marshaller's own name {@code com.acme.TradeMarshaller}
     */
    static Marshaller<?> find(String name) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        Class<?> marshaller = load(marshallerName(name), loader);
        if (marshaller == null && name.endsWith("Marshaller")) {
            marshaller = load(name, loader);
        }
        if (marshaller == null) {
            throw new InspectCommand.UsageException("no generated marshaller for '" + name + "' on the class path (looked for "
                    + marshallerName(name) + "); add your compiled classes to -cp");
        }
        try {
            Object instance = marshaller.getField("INSTANCE").get(null);
            if (instance instanceof Marshaller) {
                return (Marshaller<?>) instance;
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new InspectCommand.UsageException("cannot use " + marshaller.getName() + ": " + e);
        }
        throw new InspectCommand.UsageException(marshaller.getName() + " is not a generated Marshalled marshaller");
    }

    /** {@code a.b.Outer.Inner} or {@code a.b.Outer$Inner} gives {@code a.b.Outer_InnerMarshaller}. */
    static String marshallerName(String type) {
        String name = type.replace('$', '.');
        int split = 0;
        String[] parts = name.split("\\.");
        while (split < parts.length - 1 && !parts[split].isEmpty() && Character.isLowerCase(parts[split].charAt(0))) {
            split++;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < split; i++) {
            out.append(parts[i]).append('.');
        }
        for (int i = split; i < parts.length; i++) {
            out.append(i > split ? "_" : "").append(parts[i]);
        }
        return out.append("Marshaller").toString();
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }
}
