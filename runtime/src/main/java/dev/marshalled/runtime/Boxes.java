package dev.marshalled.runtime;

/**
 * Boxed primitives ({@code Integer}, {@code Boolean}, ...) in the fixed encoding, and the boxes
 * other than {@code Integer} and {@code Long} in the compact one: a presence byte, then the
 * primitive's bytes, which are all zero when the box is null. A reader refuses a null whose
 * value bytes are not zero, so that each value has one spelling (FORMAT.md, "Canonical form").
 *
 * <pre>{@code
 * int at = buffer.take(5, "Order.limit");
 * Integer limit = Boxes.presentAt(buffer, at, 4, "Order.limit") ? buffer.getIntAt(at + 1) : null;
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
        if (buffer.getPresenceAt(index, field)) {
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
}
