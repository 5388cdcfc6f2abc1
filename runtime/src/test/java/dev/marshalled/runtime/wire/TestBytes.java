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

    /** @return the bytes spelt in hex as FORMAT.md spells them, {@code "04 00 00 00 61"}; spaces are ignored */
    static byte[] hex(String spelt) {
        String digits = spelt.replace(" ", "");
        byte[] out = new byte[digits.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(digits.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }

    /** @return {@code bytes} in hex, two digits each, separated by spaces: what {@link #hex} reads */
    static String hex(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        for (byte b : bytes) {
            out.append(out.length() == 0 ? "" : " ").append(Character.toUpperCase(Character.forDigit(b >> 4 & 0xF, 16)))
                    .append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
        }
        return out.toString();
    }

    /** @return a buffer over {@code bytes} whose read index is {@code at} */
    static UnsafeBuffer at(int at, int... values) {
        return UnsafeBuffer.wrap(bytes(values)).readIndex(at);
    }
}
