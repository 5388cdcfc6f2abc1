package dev.marshalled.runtime;

import dev.marshalled.runtime.schema.TypeIdRegistry;

/**
 * The process-wide registry that {@link WireSchema#toJson()} lists {@code admits} from. The schema
 * model lives in a module without the runtime, so it cannot name {@code Marshallers.global()}; the
 * runtime's {@code Marshallers} hands its global registry here when it makes it. Where the runtime is
 * not loaded (the processor carries the schema module alone), no type id is known.
 */
final class GlobalRegistry {
    private static final String RUNTIME_REGISTRY = "dev.marshalled.runtime.Marshallers";

    private static volatile TypeIdRegistry global;

    private GlobalRegistry() {
    }

    /** Called by {@code Marshallers.global()} once it has made the registry. */
    static void set(TypeIdRegistry registry) {
        global = registry;
    }

    static TypeIdRegistry get() {
        TypeIdRegistry known = global;
        if (known != null) {
            return known;
        }
        try {
            // Marshallers.global() makes the registry and hands it to set(); asked for by name, since
            // this module is compiled without the runtime.
            Class.forName(RUNTIME_REGISTRY, true, GlobalRegistry.class.getClassLoader())
                    .getMethod("global").invoke(null);
        } catch (ReflectiveOperationException | LinkageError notHere) {
            return TypeIdRegistry.NONE;
        }
        known = global;
        return known != null ? known : TypeIdRegistry.NONE;
    }
}
