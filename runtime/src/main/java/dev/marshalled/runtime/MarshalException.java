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
     * memory than the input that caused it. For the runtime's wire package.
     *
     * @param message the message
     * @param offset the byte offset it concerns
     * @return the exception, without a stack trace
     */
    public static MarshalException withoutStackTrace(String message, int offset) {
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
     * {@code MediaContent.media.persons[3]}; the type alone for bytes left over after a whole
     * value ({@link #trailingBytes}); {@code message} for a framed message whose own header is
     * bad ({@link Marshallers#readMessage(UnsafeBuffer)}). Empty when the failure is not in a
     * read of a generated marshaller or a registry (a write, or the buffer used directly).
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
            path.append(names[part], indices[part], names[part].length()); // a field's name begins at its index
        }
    }

    /**
     * A read that ended before the bytes it was given did: {@code count} bytes at
     * {@code offset} follow a complete value. Its {@link #path()} is {@code what}, the type
     * (or {@code message}) that was read.
     *
     * <pre>{@code
     * if (buffer.remaining() != 0) {
     *     throw MarshalException.trailingBytes("Trade", buffer.remaining(), buffer.readIndex());
     * }
     * }</pre>
     *
     * @param what the type that was read, as paths name it ({@code Outer.Inner}), or {@code message}
     * @param count how many bytes are left over, at least 1
     * @param offset where the first of them is
     * @return the exception to throw
     */
    public static MarshalException trailingBytes(String what, int count, int offset) {
        return new MarshalException(what + ": " + count + (count == 1 ? " trailing byte" : " trailing bytes")
                + " after the value, at offset " + offset, offset).inField(null, what);
    }

    /**
     * The failure of a read whose memory faulted under it: the JVM's {@code InternalError} for an
     * access to pages a mapped file no longer has (the file was truncated while mapped), turned
     * into the exception a reader of bytes that end early expects. Its offset is the position
     * where the message starts, as the fault is reported a little after the access that took it.
     *
     * @param what the type that was read, as paths name it
     * @param source the memory that was read, at the message's start
     * @param fault the JVM's error, kept as the cause
     * @return the exception to throw
     */
    public static MarshalException memoryFault(String what, java.nio.ByteBuffer source, InternalError fault) {
        int at = source.position();
        return new MarshalException("truncated input: " + what + " at offset " + at + " lies in memory that"
                + " faulted while it was read (a mapped file truncated under the reader?)", at, fault)
                .inField(null, what);
    }

    /**
     * The message. It names the place of the failure as {@link #path()} does: the message
     * itself names the value the innermost reader was reading, and when that is not the path
     * (a failure inside a nested value, an element, an {@code Optional}'s value), the path
     * follows in parentheses, {@code (at Order.lines[3].price)}. A message that names one
     * field of a run of fixed-size fields whose path names the run names it too.
     */
    @Override
    public String getMessage() {
        String message = super.getMessage();
        if (root == null && parts == 0) {
            return message;
        }
        String path = path();
        return namesPath(message, path, parts == 0) ? message : message + " (at " + path + ")";
    }

    /**
     * Whether {@code message} names {@code path}: the path itself, not as the start of a longer
     * one; for a path that ends in a run {@code {a, b}}, one field of the run; for a path that
     * is only the type read ({@code typeOnly}: no reader recorded a field), also a place inside
     * it, as a tool that names the whole way in its own message does.
     */
    static boolean namesPath(String message, String path, boolean typeOnly) {
        if (message == null) {
            return false;
        }
        if (contains(message, path, typeOnly)) {
            return true;
        }
        int open = path.lastIndexOf('{');
        if (open < 0 || !path.endsWith("}")) {
            return false;
        }
        String before = path.substring(0, open);
        for (String member : path.substring(open + 1, path.length() - 1).split(", ")) {
            if (contains(message, before + member, false)) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(String message, String name, boolean orInside) {
        for (int at = message.indexOf(name); at >= 0; at = message.indexOf(name, at + 1)) {
            int end = at + name.length();
            boolean starts = at == 0 || !continuesName(message.charAt(at - 1));
            boolean ends = end == message.length() || orInside && "[.".indexOf(message.charAt(end)) >= 0
                    || !continuesName(message.charAt(end)) && message.charAt(end) != '[' && message.charAt(end) != '(';
            if (starts && ends) {
                return true;
            }
        }
        return false;
    }

    /**
     * The failure of a read that needs {@code size} bytes at {@code at} where only
     * {@code remaining} are left: the wording of every truncation the buffer finds.
     */
    static MarshalException truncated(String field, long size, int at, long remaining) {
        return new MarshalException("truncated input: " + field + " needs " + bytes(size) + " at offset " + at
                + " but only " + remain(remaining), at);
    }

    /** {@code n} bytes in words, for messages: {@code 1 byte}, {@code 2 bytes}. */
    static String bytes(long n) {
        return n + (n == 1 ? " byte" : " bytes");
    }

    /** How many are left, for messages: {@code 1 remains}, {@code 0 remain}. */
    static String remain(long n) {
        return n + (n == 1 ? " remains" : " remain");
    }

    private static boolean continuesName(char c) {
        return Character.isJavaIdentifierPart(c) || c == '.';
    }

    /**
     * Records that the failure happened in field {@code name} of the type being read, as the
     * exception leaves that type's read. For generated code.
     *
     * @param name the field ({@code lines}), or its path below the type as a generated class's
     *     constant holds it ({@code Order.lines}); null if the failure is not in one field (e.g.
     *     the constructor)
     * @param type the type being read
     * @return this exception
     */
    public MarshalException inField(String name, String type) {
        root = type;
        if (name != null) {
            // A path is kept whole with where its field begins: a failure deep in the input passes
            // through every level, and cutting each level's path would allocate at each one.
            boolean path = name.length() > type.length() + 1 && name.startsWith(type)
                    && name.charAt(type.length()) == '.';
            add(name, path ? type.length() + 1 : 0);
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
