package dev.marshalled.flink;

import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/** Flink's own contract test for serializers, over a record with a nested type, an enum, a list and nulls. */
class ReadingSerializerTest extends SerializerTestBase<Reading> {

    @Override
    protected TypeSerializer<Reading> createSerializer() {
        return new MarshalledTypeSerializer<>(ReadingMarshaller.INSTANCE);
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    protected Class<Reading> getTypeClass() {
        return Reading.class;
    }

    @Override
    protected Reading[] getTestData() {
        return new Reading[] {
            Reading.of(0), Reading.of(1), Reading.of(5), Reading.of(12), Reading.of(Long.MAX_VALUE),
            new Reading(-3, null, Double.NaN, null, null, null),
            new Reading(7, "\u6e29\u5ea6 \ud83c\udf21", -0.0, Reading.Status.FAILED, new Reading.Location(1, 2),
                    java.util.Collections.nCopies(500, "x")),
        };
    }

    /** Marshalled types need no default instance; Flink then allocates on read. */
    @Override
    protected boolean allowNullInstances(TypeSerializer<Reading> serializer) {
        return true;
    }
}
