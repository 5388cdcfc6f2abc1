package dev.marshalled.schema;

import java.util.List;

/**
 * The type ids a reader knows, as far as a schema's JSON needs them: which ids may fill a
 * {@code @Polymorphic} field. The runtime's {@code Marshallers} is one; this module, which holds
 * the schema model without the runtime, names it through this interface.
 *
 * <pre>{@code
 * String json = EnvelopeMarshaller.SCHEMA.toJson(Marshallers.of(LoginMarshaller.INSTANCE));
 * }</pre>
 */
public interface TypeIdRegistry {
    /**
     * @param field a {@link WireSchema.Kind#DYNAMIC} field
     * @return the registered type ids whose types the field admits, ascending
     */
    List<Integer> admittedBy(WireSchema.Field field);

    /** A registry that knows no type id. */
    TypeIdRegistry NONE = field -> List.of();
}
