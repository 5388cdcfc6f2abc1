package dev.marshalled.processor.model;

import com.squareup.javapoet.TypeName;
import java.util.List;

/**
 * How reading creates an instance: {@code new Foo(...)} when the marshaller's package can see
 * the constructor, else through a {@code MethodHandle} taken from a private lookup in the type.
 *
 * @param direct whether {@code new} can be used
 * @param parameterTypes the constructor's parameter types as declared, in order
 * @param parameterClasses the same types erased: the method handle's type
 */
public record Construction(boolean direct, List<TypeName> parameterTypes, List<TypeName> parameterClasses) {
    /** A record's canonical constructor, or any constructor the marshaller may call. */
    public static Construction direct(List<TypeName> parameterTypes) {
        return new Construction(true, List.copyOf(parameterTypes), List.copyOf(parameterTypes));
    }
}
