package dev.marshalled.schema;

import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The registry that {@link WireSchema#toJson()} lists {@code admits} from: the process-wide one of
 * the runtime, which sits above this module and so cannot be named here. The runtime provides it as
 * a {@link TypeIdRegistry} service; where no runtime is present (the processor carries this module
 * alone) no type id is known.
 */
final class GlobalRegistry {
    private GlobalRegistry() {
    }

    static TypeIdRegistry get() {
        return Found.REGISTRY;
    }

    /** Looked up once, on first use, so that a schema built without {@code toJson()} loads no service. */
    private static final class Found {
        static final TypeIdRegistry REGISTRY = find();

        private static TypeIdRegistry find() {
            try {
                return ServiceLoader.load(TypeIdRegistry.class, GlobalRegistry.class.getClassLoader())
                        .findFirst().orElse(TypeIdRegistry.NONE);
            } catch (ServiceConfigurationError broken) {
                // A class path that names the provider but cannot load it lists no admits, as without a runtime.
                return TypeIdRegistry.NONE;
            }
        }
    }
}
