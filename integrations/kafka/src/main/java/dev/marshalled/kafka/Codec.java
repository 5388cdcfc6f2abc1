package dev.marshalled.kafka;

import dev.marshalled.runtime.GeneratedMarshallers;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Objects;

/**
 * What a record's bytes are: the body of one type, or a self-identifying message of a
 * registry. Immutable, so serializers and deserializers share it between threads.
 */
abstract class Codec<T> {

    abstract void write(T value, UnsafeBuffer buffer);

    abstract T read(UnsafeBuffer buffer);

    /** For error messages: what was being read or written. */
    abstract String describe();

    /** What the path of a failure after a whole value names: the type, as paths name it, or the message. */
    abstract String pathName();

    /** The same bytes as another codec, so a configured name naming it again is no conflict. */
    abstract boolean sameAs(Codec<?> other);

    static <T> Codec<T> body(Marshaller<T> marshaller) {
        return new Body<>(Objects.requireNonNull(marshaller, "marshaller"));
    }

    static <T> Codec<T> messages(Marshallers registry, Class<T> expected) {
        return new Messages<>(Objects.requireNonNull(registry, "registry"), Objects.requireNonNull(expected, "expected"));
    }

    /** The body alone: no type id, no length; the smallest record for a topic of one type. */
    private static final class Body<T> extends Codec<T> {
        private final Marshaller<T> marshaller;

        Body(Marshaller<T> marshaller) {
            this.marshaller = marshaller;
        }

        @Override
        void write(T value, UnsafeBuffer buffer) {
            marshaller.write(value, buffer);
        }

        @Override
        T read(UnsafeBuffer buffer) {
            return marshaller.read(buffer);
        }

        @Override
        String describe() {
            return GeneratedMarshallers.nameOf(marshaller); // with its arguments: com.acme.Result<com.acme.Payment>
        }

        @Override
        String pathName() {
            return marshaller.schema().typeName();
        }

        /**
         * The same marshaller, or one of the same class for the same type with the same arguments:
         * each {@code ResultMarshaller.of(...)} is a new instance, and its name with its arguments
         * says which parameterization it writes.
         */
        @Override
        boolean sameAs(Codec<?> other) {
            if (!(other instanceof Body<?> body)) {
                return false;
            }
            return body.marshaller == marshaller || body.marshaller.getClass() == marshaller.getClass()
                    && GeneratedMarshallers.nameOf(body.marshaller).equals(GeneratedMarshallers.nameOf(marshaller));
        }
    }

    /** A message: type id, body length, body; any type of the registry that is an {@code expected}. */
    private static final class Messages<T> extends Codec<T> {
        private final Marshallers registry;
        private final Class<T> expected;

        Messages(Marshallers registry, Class<T> expected) {
            this.registry = registry;
            this.expected = expected;
        }

        @Override
        void write(T value, UnsafeBuffer buffer) {
            registry.writeMessage(value, buffer);
        }

        @Override
        T read(UnsafeBuffer buffer) {
            return registry.readMessage(buffer, expected);
        }

        @Override
        String describe() {
            return expected == Object.class ? "a message" : "a message of a " + expected.getName();
        }

        @Override
        String pathName() {
            return "message";
        }

        @Override
        boolean sameAs(Codec<?> other) {
            return other instanceof Messages && ((Messages<?>) other).registry == registry
                    && ((Messages<?>) other).expected == expected;
        }
    }
}
