package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * The varints of the compact encoding: seven bits a byte, least significant first, the high
 * bit set on every byte but the last. Signed values are zigzag-mapped first (0, -1, 1, -2 ...
 * become 0, 1, 2, 3 ...), so small magnitudes of either sign take one byte.
 *
 * <pre>{@code
 * VarInts.writeInt(buffer, -3);            // one byte, 0x05
 * int back = VarInts.readInt(buffer, "x");
 * }</pre>
 *
 * <p>A reader rejects a varint cut off by the end of the input, one with more bits than its
 * type holds, and one longer than needed (a last byte of 0), so each value has one encoding.
 */
public final class VarInts {
    private VarInts() {
    }

    /** Appends the low 32 bits of {@code raw}, unsigned: one claim of exactly its size, no loop for 1 or 2 bytes. */
    static void putUnsigned(UnsafeBuffer buffer, int raw) {
        if ((raw & ~0x7F) == 0) {
            buffer.putByteAt(buffer.claim(1), (byte) raw);
        } else if ((raw & ~0x3FFF) == 0) {
            int at = buffer.claim(2);
            buffer.putByteAt(at, (byte) (raw | 0x80));
            buffer.putByteAt(at + 1, (byte) (raw >>> 7));
        } else {
            putLonger(buffer, raw & 0xFFFFFFFFL);
        }
    }

    /**
     * Appends a varint of 3 or more bytes, claiming exactly its size. Three and four bytes, told
     * apart by the same tests that encode them, neither loop nor count their bits.
     */
    private static void putLonger(UnsafeBuffer buffer, long raw) {
        if ((raw & ~0xFFFFFFFL) == 0) {
            boolean three = (raw & ~0x1FFFFFL) == 0;
            int at = buffer.claim(three ? 3 : 4);
            buffer.putByteAt(at, (byte) (raw | 0x80));
            buffer.putByteAt(at + 1, (byte) ((raw >>> 7) | 0x80));
            if (three) {
                buffer.putByteAt(at + 2, (byte) (raw >>> 14));
                return;
            }
            buffer.putByteAt(at + 2, (byte) ((raw >>> 14) | 0x80));
            buffer.putByteAt(at + 3, (byte) (raw >>> 21));
            return;
        }
        int at = buffer.claim(sizeOfUnsigned(raw));
        while ((raw & ~0x7FL) != 0) {
            buffer.putByteAt(at++, (byte) (raw | 0x80));
            raw >>>= 7;
        }
        buffer.putByteAt(at, (byte) raw);
    }

    /**
     * Reads an unsigned varint of at most {@code maxBytes} bytes (5 or more) whose last byte
     * holds at most {@code 8 - topBits} significant bits, and consumes it. One to four bytes, the
     * common cases, are decoded without a loop when the input holds four more bytes; a last byte
     * of 0 sends the varint to the loop, which refuses it as not minimal.
     */
    static long getUnsigned(UnsafeBuffer buffer, String field, int maxBytes, int topBits) {
        if (!buffer.hasArray()) {
            return getLonger(buffer, field, maxBytes, topBits);
        }
        byte[] array = buffer.array(); // read directly: every index below is checked against the limit first
        int at = buffer.readIndex();
        int left = buffer.readLimit() - at;
        if (left >= 2) {
            int b0 = array[at];
            if (b0 >= 0) {
                buffer.readIndex(at + 1);
                return b0;
            }
            int b1 = array[at + 1];
            if (b1 > 0) {
                buffer.readIndex(at + 2);
                return (b0 & 0x7F) | (b1 << 7);
            }
            if (b1 < 0 && left >= 4) {
                int low = (b0 & 0x7F) | ((b1 & 0x7F) << 7);
                int b2 = array[at + 2];
                if (b2 > 0) {
                    buffer.readIndex(at + 3);
                    return low | (b2 << 14);
                }
                int b3 = array[at + 3];
                if (b2 < 0 && b3 > 0) {
                    buffer.readIndex(at + 4);
                    return low | ((b2 & 0x7F) << 14) | (b3 << 21);
                }
            }
        }
        return getLonger(buffer, field, maxBytes, topBits);
    }

    /** Any varint, a byte at a time through the buffer's checked loads, whatever its memory. */
    private static long getLonger(UnsafeBuffer buffer, String field, int maxBytes, int topBits) {
        int at = buffer.readIndex();
        int end = buffer.readLimit();
        long value = 0;
        for (int n = 0; n < maxBytes; n++) {
            if (at + n >= end) {
                throw new MarshalException("truncated input: " + field + " has a varint at offset " + at
                        + " that the input ends inside", at);
            }
            int b = buffer.getByteAt(at + n);
            if (n == maxBytes - 1 && (b & 0xFF) >>> topBits != 0) {
                break;
            }
            value |= (long) (b & 0x7F) << (7 * n);
            if (b >= 0) {
                if (b == 0 && n > 0) {
                    throw new MarshalException(field + ": varint at offset " + at + " is longer than needed", at);
                }
                buffer.readIndex(at + n + 1);
                return value;
            }
        }
        throw new MarshalException(field + ": varint at offset " + at + " does not fit in " + (maxBytes == 5 ? 32 : 64)
                + " bits", at);
    }

    /** Reads an unsigned 32-bit varint (at most 5 bytes), as a long so that it cannot look negative. */
    static long getUnsignedInt(UnsafeBuffer buffer, String field) {
        return getUnsigned(buffer, field, 5, 4);
    }

    /**
     * Appends an int as a zigzag varint: 1 byte for -64..63, at most 5.
     *
     * @param buffer the buffer to append to
     * @param value the value
     */
    public static void writeInt(UnsafeBuffer buffer, int value) {
        putUnsigned(buffer, (value << 1) ^ (value >> 31));
    }

    /**
     * Reads an int written by {@link #writeInt}.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the value
     * @throws MarshalException if truncated, too long or not minimal
     */
    public static int readInt(UnsafeBuffer buffer, String field) {
        int at = buffer.readIndex();
        if (at < buffer.readLimit()) {
            int raw = buffer.getByteAt(at);
            if (raw >= 0) {
                buffer.readIndex(at + 1);
                return (raw >>> 1) ^ -(raw & 1);
            }
        }
        int raw = (int) getUnsigned(buffer, field, 5, 4);
        return (raw >>> 1) ^ -(raw & 1);
    }

    /**
     * Appends a long as a zigzag varint: 1 byte for -64..63, at most 10.
     *
     * @param buffer the buffer to append to
     * @param value the value
     */
    public static void writeLong(UnsafeBuffer buffer, long value) {
        long raw = (value << 1) ^ (value >> 63);
        if ((raw & ~0x7FL) == 0) {
            buffer.putByteAt(buffer.claim(1), (byte) raw);
        } else if ((raw & ~0x3FFFL) == 0) {
            int at = buffer.claim(2);
            buffer.putByteAt(at, (byte) (raw | 0x80));
            buffer.putByteAt(at + 1, (byte) (raw >>> 7));
        } else {
            putLonger(buffer, raw);
        }
    }

    /**
     * Reads a long written by {@link #writeLong}.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @return the value
     * @throws MarshalException if truncated, too long or not minimal
     */
    public static long readLong(UnsafeBuffer buffer, String field) {
        long raw = getUnsigned(buffer, field, 10, 1);
        return (raw >>> 1) ^ -(raw & 1);
    }

    /**
     * @param value an int
     * @return its bytes as a zigzag varint, 1 to 5
     */
    public static int sizeOfInt(int value) {
        return sizeOfUnsigned(((value << 1) ^ (value >> 31)) & 0xFFFFFFFFL);
    }

    /**
     * @param value a long
     * @return its bytes as a zigzag varint, 1 to 10
     */
    public static int sizeOfLong(long value) {
        return sizeOfUnsigned((value << 1) ^ (value >> 63));
    }

    /** The bytes of {@code raw}, unsigned, as a varint: its significant bits (at least one), in sevens. */
    static int sizeOfUnsigned(long raw) {
        return (70 - Long.numberOfLeadingZeros(raw | 1)) / 7;
    }
}
