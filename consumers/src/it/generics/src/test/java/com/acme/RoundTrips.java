package com.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;

/** Round trips through a marshaller, as a framework holding it as a Marshaller uses it. */
final class RoundTrips {
    private RoundTrips() {
    }

    /**
     * Writes {@code value} after other bytes, checks {@code sizeOf} against what was written, reads it
     * back and compares it field by field; then twice into one buffer, through {@code toByteArray}, and
     * through the inspector, which must decode the bytes completely.
     *
     * @return the copy read back
     */
    static <T> T roundTrip(Marshaller<T> marshaller, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        buffer.putInt(0x5eed);
        int start = buffer.writeIndex();
        marshaller.write(value, buffer);
        assertEquals(marshaller.sizeOf(value), buffer.writeIndex() - start, "sizeOf and the bytes written");
        marshaller.write(value, buffer);
        assertEquals(0x5eed, buffer.getInt());
        T copy = marshaller.read(buffer);
        FieldByField.assertSameFields(value, copy);
        FieldByField.assertSameFields(value, marshaller.read(buffer));
        assertEquals(0, buffer.remaining(), "bytes left after reading");

        byte[] bytes = marshaller.toByteArray(value);
        FieldByField.assertSameFields(value, marshaller.fromByteArray(bytes));
        Inspection inspection = Inspector.inspect(marshaller, bytes);
        assertNull(inspection.failure(), () -> "the inspector failed: " + inspection);
        assertTrue(inspection.complete(), () -> "the inspector did not reach the end: " + inspection);
        return copy;
    }
}
