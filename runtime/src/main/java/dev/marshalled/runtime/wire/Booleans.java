package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * A {@code boolean}: one byte, 1 for true and 0 for false. A reader refuses any other byte, so
 * that equal values are equal bytes and a stray byte is found where it is, not passed on as
 * true.
 *
 * <pre>{@code
 * int at = buffer.claim(1);
 * Booleans.putAt(buffer, at, trade.firm());                 // 01
 * boolean firm = Booleans.getAt(buffer, buffer.take(1, FIRM), FIRM);
 * }</pre>
 */
public final class Booleans {
    /** The bytes of one boolean. */
    public static final int SIZE = 1;

    private Booleans() {
    }

    /**
     * Stores a boolean in a claimed run.
     *
     * @param buffer the buffer being written
     * @param index byte index
     * @param value stored as 1 or 0
     */
    public static void putAt(UnsafeBuffer buffer, int index, boolean value) {
        buffer.putByteAt(index, (byte) (value ? 1 : 0));
    }

    /**
     * Reads a boolean in a taken run.
     *
     * @param buffer the buffer being read
     * @param index byte index
     * @param field what is being read, for the error message
     * @return the boolean
     * @throws MarshalException if the byte is neither 0 nor 1
     */
    public static boolean getAt(UnsafeBuffer buffer, int index, String field) {
        byte b = buffer.getByteAt(index);
        if ((b & ~1) != 0) {
            throw notBoolean(b, index, field);
        }
        return b != 0;
    }

    /** Apart from {@link #getAt}, so that it stays small enough to inline at every boolean field. */
    private static MarshalException notBoolean(byte b, int index, String field) {
        return new MarshalException(field + ": byte " + b + " at offset " + index + " is not a boolean (0 or 1)", index);
    }
}
