package dev.marshalled.flink;

import java.io.IOException;
import java.util.function.IntConsumer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * How both serializers frame a value in Flink's streams: an {@code int32} length, -1 for null,
 * then that many bytes of the value's encoding.
 */
final class Records {
    /** The length that stands for a null value. */
    static final int NULL_LENGTH = -1;

    private Records() {
    }

    /**
     * Copies one framed record from {@code source} to {@code target} without decoding it.
     *
     * @param checkLength throws if a length is not one the serializer would have written
     */
    static void copy(DataInputView source, DataOutputView target, IntConsumer checkLength) throws IOException {
        int length = source.readInt();
        target.writeInt(length);
        if (length != NULL_LENGTH) {
            checkLength.accept(length);
            target.write(source, length);
        }
    }
}
