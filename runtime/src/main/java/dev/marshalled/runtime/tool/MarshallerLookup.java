package dev.marshalled.runtime.tool;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;

/**
 * Finds the generated marshaller for a type name given on the command line, as the runtime's
 * lookup by name finds it ({@link GeneratedMarshallers#forName}): the tool adds only what to do
 * when the classes are not there. Marshalling itself never reflects.
 */
final class MarshallerLookup {
    private MarshallerLookup() {
    }

    /**
     * @param name {@code com.acme.Trade}, {@code com.acme.Outer.Inner}, {@code com.acme.Outer$Inner},
     *     the marshaller's own name {@code com.acme.TradeMarshaller}, or a parameterized type,
     *     {@code com.acme.Page<com.acme.Item>}
     * @param loader where the user's classes are
     * @throws InspectCommand.UsageException if the name gives no marshaller, saying why
     */
    static Marshaller<?> find(String name, ClassLoader loader) {
        try {
            return GeneratedMarshallers.forName(name, loader);
        } catch (IllegalArgumentException e) {
            // A class not found is most often one whose compiled classes the command was not given.
            boolean missing = e.getCause() instanceof ClassNotFoundException;
            throw new InspectCommand.UsageException(e.getMessage()
                    + (missing ? "; add your compiled classes with --class-path" : ""));
        }
    }
}
