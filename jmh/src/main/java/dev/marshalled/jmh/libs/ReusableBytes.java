package dev.marshalled.jmh.libs;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;

/**
 * A reusable output stream whose bytes are read in place: the stream-based libraries (Java
 * serialization, Jackson) write into it and read back from its own array, so they pay no
 * {@code toByteArray()} copy that the buffer-based libraries do not.
 */
public final class ReusableBytes extends ByteArrayOutputStream {
    public ReusableBytes(int capacity) {
        super(capacity);
    }

    /** @return the backing array; the written bytes are its first {@link #size()} */
    public byte[] array() {
        return buf;
    }

    /** @return a stream over the bytes written since the last {@link #reset()}, without copying them */
    public ByteArrayInputStream input() {
        return new ByteArrayInputStream(buf, 0, count);
    }
}
