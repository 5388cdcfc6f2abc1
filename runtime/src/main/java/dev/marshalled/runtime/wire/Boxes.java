package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * Boxed primitives ({@code Integer}, {@code Boolean}, ...) in the fixed encoding, and the boxes
 * other than {@code Integer} and {@code Long} in the compact one: a presence byte, then the
 * primitive's bytes, which are all zero when the box is null. A reader refuses a null whose
 * value bytes are not zero, so that each value has one spelling (FORMAT.md, "Canonical form").
 *
 * <pre>{@code
 * int at = buffer.claim(5);
 * Boxes.putAt(buffer, at, order.limit);
 * ...
 * int at = buffer.take(5, "Order.limit");
 * Integer limit = Boxes.getIntegerAt(buffer, at, "Order.limit");
 * }</pre>
 */
public final class Boxes {
    private Boxes() {
    }

    /**
     * Reads a box's presence byte at {@code index}; for a null box, checks that the {@code size}
     * value bytes after it are zero. The caller has already taken all {@code 1 + size} bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param size the bytes of the boxed primitive (1 to 8)
     * @param field the field being read, for the error message
     * @return whether the box is present (its value follows)
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static boolean presentAt(UnsafeBuffer buffer, int index, int size, String field) {
        if (Presence.readAt(buffer, index, field)) {
            return true;
        }
        for (int i = 1; i <= size; i++) {
            byte b = buffer.getByteAt(index + i);
            if (b != 0) {
                throw new MarshalException(field + ": null box at offset " + index + " has byte "
                        + String.format("0x%02X", b & 0xFF) + " at offset " + (index + i)
                        + " (the value bytes of a null box are zero)", index + i);
            }
        }
        return false;
    }

    /**
     * Writes a {@code Boolean} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 2 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Boolean value) {
        Presence.putAt(buffer, index, value != null);
        Booleans.putAt(buffer, index + 1, value != null && value);
    }

    /**
     * Reads a {@code Boolean} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 2 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Boolean getBooleanAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 1, field) ? Booleans.getAt(buffer, index + 1, field) : null;
    }

    /**
     * Writes a {@code Byte} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 2 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Byte value) {
        Presence.putAt(buffer, index, value != null);
        buffer.putByteAt(index + 1, value != null ? value : (byte) 0);
    }

    /**
     * Reads a {@code Byte} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 2 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Byte getByteAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 1, field) ? buffer.getByteAt(index + 1) : null;
    }

    /**
     * Writes a {@code Short} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 3 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Short value) {
        Presence.putAt(buffer, index, value != null);
        buffer.putShortAt(index + 1, value != null ? value : (short) 0);
    }

    /**
     * Reads a {@code Short} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 3 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Short getShortAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 2, field) ? buffer.getShortAt(index + 1) : null;
    }

    /**
     * Writes a {@code Character} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 3 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Character value) {
        Presence.putAt(buffer, index, value != null);
        buffer.putCharAt(index + 1, value != null ? value : (char) 0);
    }

    /**
     * Reads a {@code Character} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 3 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Character getCharacterAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 2, field) ? buffer.getCharAt(index + 1) : null;
    }

    /**
     * Writes a {@code Integer} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 5 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Integer value) {
        Presence.putAt(buffer, index, value != null);
        buffer.putIntAt(index + 1, value != null ? value : 0);
    }

    /**
     * Reads a {@code Integer} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 5 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Integer getIntegerAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 4, field) ? buffer.getIntAt(index + 1) : null;
    }

    /**
     * Writes a {@code Long} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 9 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Long value) {
        Presence.putAt(buffer, index, value != null);
        buffer.putLongAt(index + 1, value != null ? value : 0L);
    }

    /**
     * Reads a {@code Long} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 9 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Long getLongAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 8, field) ? buffer.getLongAt(index + 1) : null;
    }

    /**
     * Writes a {@code Float} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 5 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Float value) {
        Presence.putAt(buffer, index, value != null);
        buffer.putFloatAt(index + 1, value != null ? value : 0f);
    }

    /**
     * Reads a {@code Float} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 5 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Float getFloatAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 4, field) ? buffer.getFloatAt(index + 1) : null;
    }

    /**
     * Writes a {@code Double} at {@code index}: its presence byte, then its value, zero for null.
     * The caller has claimed all 9 bytes.
     *
     * @param buffer the buffer being written
     * @param index the offset of the presence byte
     * @param value the box, or null
     */
    public static void putAt(UnsafeBuffer buffer, int index, Double value) {
        Presence.putAt(buffer, index, value != null);
        buffer.putDoubleAt(index + 1, value != null ? value : 0d);
    }

    /**
     * Reads a {@code Double} at {@code index}, as {@link #presentAt} checks it. The caller has
     * taken all 9 bytes.
     *
     * @param buffer the buffer being read
     * @param index the offset of the presence byte
     * @param field the field being read, for the error message
     * @return the box, or null
     * @throws MarshalException if the presence byte is not 0 or 1, or a null box has a non-zero value byte
     */
    public static Double getDoubleAt(UnsafeBuffer buffer, int index, String field) {
        return presentAt(buffer, index, 8, field) ? buffer.getDoubleAt(index + 1) : null;
    }
}
