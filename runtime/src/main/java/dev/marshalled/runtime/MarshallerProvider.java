package dev.marshalled.runtime;

/**
 * Service interface through which {@link Marshallers#discovered()} finds the marshallers of
 * types with a type id. The processor generates one provider per such type (as
 * {@code FooMarshaller.Provider}) and lists it in
 * {@code META-INF/services/dev.marshalled.runtime.MarshallerProvider}; users do not implement it.
 */
public interface MarshallerProvider {

    /** @return the marshaller this provider stands for */
    Marshaller<?> marshaller();
}
