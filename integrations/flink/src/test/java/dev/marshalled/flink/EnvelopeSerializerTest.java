package dev.marshalled.flink;

import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * Flink's own contract test for serializers over a generic type at one parameterization,
 * {@code Envelope<Reading>}: among its checks, the serializer survives Java serialization (made
 * again from its type's name) and its snapshot restores a serializer equal to it.
 */
class EnvelopeSerializerTest extends SerializerTestBase<Envelope<Reading>> {

    @Override
    protected TypeSerializer<Envelope<Reading>> createSerializer() {
        return new MarshalledTypeSerializer<>(EnvelopeMarshaller.of(ReadingMarshaller.INSTANCE));
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected Class<Envelope<Reading>> getTypeClass() {
        return (Class<Envelope<Reading>>) (Class<?>) Envelope.class;
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"}) // an array of a generic type
    protected Envelope<Reading>[] getTestData() {
        return new Envelope[] {
            new Envelope<>(0, "a", Reading.of(0)), new Envelope<>(1, null, Reading.of(5)), new Envelope<>(2, "b", null),
            new Envelope<>(Long.MIN_VALUE, "\u6e29\u5ea6", Reading.of(12)),
        };
    }

    /** Marshalled types need no default instance; Flink then allocates on read. */
    @Override
    protected boolean allowNullInstances(TypeSerializer<Envelope<Reading>> serializer) {
        return true;
    }
}
