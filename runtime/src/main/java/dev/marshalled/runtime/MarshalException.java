package dev.marshalled.runtime;

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
    /** Where in the value being read the failure is, innermost last: {@code media.persons[3]}. */
    private String path = "";
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
        if (root == null) {
            return path;
        }
        return path.isEmpty() ? root : root + (path.startsWith("[") ? "" : ".") + path;
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
            path = path.isEmpty() ? name : name + (path.startsWith("[") ? "" : ".") + path;
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
        String element = "[" + index + "]";
        path = path.isEmpty() || path.startsWith("[") ? element + path : element + "." + path;
        indexed = true;
        return this;
    }
}
