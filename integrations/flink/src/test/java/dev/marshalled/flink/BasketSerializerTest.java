package dev.marshalled.flink;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.api.common.typeutils.SerializerTestBase;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/** Flink's own contract test over an evolvable, compact type with a map, an optional and a primitive array. */
class BasketSerializerTest extends SerializerTestBase<Basket> {

    @Override
    protected TypeSerializer<Basket> createSerializer() {
        return new MarshalledTypeSerializer<>(BasketMarshaller.INSTANCE);
    }

    @Override
    protected int getLength() {
        return -1;
    }

    @Override
    protected Class<Basket> getTypeClass() {
        return Basket.class;
    }

    @Override
    protected Basket[] getTestData() {
        Map<String, Integer> big = new LinkedHashMap<>();
        for (int i = 0; i < 1_000; i++) {
            big.put("item-" + i, i * 31);
        }
        return new Basket[] {
            new Basket("ann", Map.of("apple", 3), Optional.of("deliver after six"), new long[] {1, -1, Long.MIN_VALUE}),
            new Basket(null, null, null, null),
            new Basket("", Map.of(), Optional.empty(), new long[0]),
            new Basket("bob", big, Optional.empty(), new long[] {42}),
        };
    }

    /** Marshalled types need no default instance; Flink then allocates on read. */
    @Override
    protected boolean allowNullInstances(TypeSerializer<Basket> serializer) {
        return true;
    }
}
