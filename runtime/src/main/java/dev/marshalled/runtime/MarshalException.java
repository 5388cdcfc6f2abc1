package dev.marshalled.runtime;

import java.util.Arrays;

/**
 * Thrown when bytes cannot be read as the expected type (truncated, a length past the end,
 * an out-of-range value, nesting too deep), or a value cannot be written (a fixed buffer is
 * full, nesting too deep).
 *
 * <p>It is the only exception a generated {@code read} throws. When it comes from a read or
 * write of a generated marshaller, the buffer's read or write index is back where it was
 * before that call, so nothing written before is lost and the read can be retried.
 *
 * <pre>{@code
 * try {
 *     Trade trade = TradeMarshaller.read(buffer);
 * } catch (MarshalException e) {
 *     log.warn("bad message at offset {}: {}", e.offset(), e.getMessage());
 * }
 * }</pre>
 */
public class MarshalException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int offset;
    // Where in the value being read the failure is ({@code media.persons[3]}), kept as its
    // parts, innermost first, and joined only when asked for: an exception passes through
    // every level of a deep input, and a string rebuilt at each one would cost memory
    // quadratic in the depth. A null name marks an index. Past KEPT parts, the innermost
    // KEPT / 2 stay and the others are a ring of the outermost ones, so a path hundreds of
    // levels deep costs a fixed, small amount and prints elided in the middle.
    private static final int KEPT = 64;
    private String[] names;
    private int[] indices;
    private int parts;
    private int dropped;
    private int segments;
    private boolean indexed;
    /** The type whose read was outermost, once known. */
    private String root;

    /**
     * Creates an exception for a failure at a known buffer offset.
     *
     * @param message what went wrong, naming the field
     * @param offset the buffer offset where the failing value starts, or -1 if unknown
     */
    public MarshalException(String message, int offset) {
        super(message);
        this.offset = offset;
    }

    /**
     * Creates an exception that wraps the cause of a failed read or write.
     *
     * @param message what went wrong, naming the type
     * @param offset the buffer offset where the failing value starts, or -1 if unknown
     * @param cause the underlying exception
     */
    public MarshalException(String message, int offset, Throwable cause) {
        super(message, cause);
        this.offset = offset;
    }

    /**
     * A failure whose stack trace would say nothing its message does not: the nesting limit,
     * reached some hundreds of identical frames deep, where recording them would cost more
     * memory than the input that caused it.
     */
    static MarshalException withoutStackTrace(String message, int offset) {
        return new MarshalException(message, offset, false);
    }

    private MarshalException(String message, int offset, boolean stackTrace) {
        super(message, null, true, stackTrace);
        this.offset = offset;
    }

    /**
     * Returns the buffer offset where the failing value starts.
     *
     * @return the offset in bytes from the start of the buffer's array, or -1 if unknown
     */
    public int offset() {
        return offset;
    }

    /**
     * Returns where in the value being read the failure is: the outermost type read, then
     * field names and element indexes down to the failing value, e.g.
     * {@code MediaContent.media.persons[3]}. Empty when the failure is not inside a read of a
     * generated marshaller.
     *
     * @return the path, or an empty string
     */
    public String path() {
        StringBuilder path = new StringBuilder();
        int inner = Math.min(parts, KEPT / 2);
        int outer = parts - inner;
        for (int k = outer - 1; k >= 0; k--) { // the ring, outermost first
            append(path, inner + (k + dropped) % Math.max(outer, 1));
        }
        if (dropped > 0) {
            path.append("[...").append(dropped).append(" more...]");
        }
        for (int k = inner - 1; k >= 0; k--) {
            append(path, k);
        }
        if (root == null) {
            return path.toString();
        }
        if (path.length() == 0) {
            return root;
        }
        return root + (path.charAt(0) == '[' ? "" : ".") + path;
    }

    private void append(StringBuilder path, int part) {
        if (names[part] == null) {
            path.append('[').append(indices[part]).append(']');
        } else {
            if (path.length() > 0) {
                path.append('.');
            }
            path.append(names[part]);
        }
    }

    /**
     * The message; for a failure inside a nested value or an element, followed by its
     * {@link #path()}, since the message itself names only the innermost field.
     */
    @Override
    public String getMessage() {
        String message = super.getMessage();
        return segments > 1 || indexed ? message + " (at " + path() + ")" : message;
    }

    /**
     * Records that the failure happened in field {@code name} of the type being read, as the
     * exception leaves that type's read. For generated code.
     *
     * @param name the field, or null if the failure is not in one field (e.g. the constructor)
     * @param type the type being read
     * @return this exception
     */
    public MarshalException inField(String name, String type) {
        root = type;
        if (name != null) {
            add(name, 0);
            segments++;
        }
        return this;
    }

    /**
     * Records that the failure happened in element {@code index} of the collection, map or
     * array being read. For generated code.
     *
     * @param index the element's position
     * @return this exception
     */
    public MarshalException inElement(int index) {
        add(null, index);
        indexed = true;
        return this;
    }

    private void add(String name, int index) {
        if (names == null) {
            names = new String[KEPT];
            indices = new int[KEPT];
        }
        int slot = parts;
        if (parts == KEPT) { // overwrite the innermost of the outer ring
            slot = KEPT / 2 + dropped % (KEPT / 2);
            dropped++;
        } else {
            parts++;
        }
        names[slot] = name;
        indices[slot] = index;
    }
}
