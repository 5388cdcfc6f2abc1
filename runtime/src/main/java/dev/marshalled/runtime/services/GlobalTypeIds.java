package dev.marshalled.runtime.services;

import dev.marshalled.runtime.Marshallers;
import dev.marshalled.schema.TypeIdRegistry;
import dev.marshalled.schema.WireSchema;
import java.util.List;

/**
 * Hands {@link Marshallers#global()} to the schema module, which lists a polymorphic field's
 * admitted type ids from it in {@code WireSchema.toJson()} but cannot name the runtime above it.
 * Registered as a {@link TypeIdRegistry} service in the module descriptor and in
 * {@code META-INF/services}; not API.
 */
public final class GlobalTypeIds implements TypeIdRegistry {
    /** For {@code ServiceLoader}. */
    public GlobalTypeIds() {
    }

    @Override
    public List<Integer> admittedBy(WireSchema.Field field) {
        // Asked each time: types registered after the first toJson() are admitted too.
        return Marshallers.global().admittedBy(field);
    }
}
