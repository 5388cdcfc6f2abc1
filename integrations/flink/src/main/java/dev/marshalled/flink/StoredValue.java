package dev.marshalled.flink;

import java.util.Arrays;

/**
 * One value of restored state that the job's marshaller cannot read, kept as the bytes it was
 * stored as (see {@link StoredStateSerializer}). It stands in for the value in Flink's heap
 * state tables until the state is written back unchanged; the job itself never sees one,
 * because Flink refuses to hand out state whose serializer is incompatible.
 */
final class StoredValue {
    private final String typeName;
    private final byte[] bytes;

    StoredValue(String typeName, byte[] bytes) {
        this.typeName = typeName;
        this.bytes = bytes;
    }

    byte[] bytes() {
        return bytes;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StoredValue that && typeName.equals(that.typeName) && Arrays.equals(bytes, that.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "stored " + typeName + " (" + bytes.length + " bytes) that this job's " + typeName + " cannot read";
    }
}
