package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.UnsafeBuffer;

/** Bytes spelt as the tests compare them: {@code bytes(0x01, 0xFF)}, and what a buffer holds. */
final class TestBytes {
    private TestBytes() {
    }

    /** @return the bytes, each given as an int 0..255 (or a negative byte) */
    static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }

    /** @return a buffer over {@code bytes} whose read index is {@code at} */
    static UnsafeBuffer at(int at, int... values) {
        return UnsafeBuffer.wrap(bytes(values)).readIndex(at);
    }
}
