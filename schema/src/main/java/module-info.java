/**
 * The schema of a marshalled type and everything derived from it ({@code dev.marshalled.schema}):
 * sizes, fixed-size runs and version groups, the JSON form, the compatibility engine and the names
 * of generated classes. The runtime requires it (every generated marshaller's {@code SCHEMA} is a
 * {@code WireSchema}), and the processor carries it to write the schema lock, so that a tool and the
 * generated code read one description.
 *
 * <p>The runtime provides the process-wide {@link dev.marshalled.schema.TypeIdRegistry} that
 * {@code WireSchema.toJson()} lists a polymorphic field's admitted type ids from.
 */
// The qualified export names the runtime, which this module is compiled without.
@SuppressWarnings("module")
module dev.marshalled.schema {
    exports dev.marshalled.schema;
    // Escaping for printed text, shared with the runtime's inspector; not API.
    exports dev.marshalled.schema.text to dev.marshalled.runtime;

    uses dev.marshalled.schema.TypeIdRegistry;
}
