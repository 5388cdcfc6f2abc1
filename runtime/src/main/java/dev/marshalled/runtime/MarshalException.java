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
}
