/**
 * The buffer, the {@code Marshaller} interface, the registry of type ids and the inspector
 * ({@code dev.marshalled.runtime}, {@code dev.marshalled.runtime.inspect}), and the wire
 * package that generated marshallers call ({@code dev.marshalled.runtime.wire}: exported because
 * generated code lives in users' modules, but for that code alone). The command-line inspector
 * ({@code dev.marshalled.runtime.tool}, the jar's main class) and the service that hands the
 * schema module the global registry ({@code dev.marshalled.runtime.services}) are not exported.
 * The schema model every generated {@code SCHEMA} is comes from {@code dev.marshalled.schema},
 * which this module requires transitively.
 *
 * <p>A named module whose types have a {@code @Marshalled(id = N)} lists their generated providers,
 * so that {@code Marshallers.discovered()} finds them (the processor names the exact line):
 *
 * <pre>
 * provides dev.marshalled.runtime.MarshallerProvider with com.acme.TradeMarshaller.Provider;
 * </pre>
 */
module dev.marshalled.runtime {
    // sun.misc.Unsafe, used by ByteArrayAccess where the JVM allows it.
    requires jdk.unsupported;
    // Every generated marshaller's SCHEMA is a WireSchema, so users of the runtime read the schema too.
    requires transitive dev.marshalled.schema;

    exports dev.marshalled.runtime;
    exports dev.marshalled.runtime.inspect;
    exports dev.marshalled.runtime.wire;

    uses dev.marshalled.runtime.MarshallerProvider;
    provides dev.marshalled.schema.TypeIdRegistry with dev.marshalled.runtime.services.GlobalTypeIds;
}
