package dev.marshalled.redis;

import dev.marshalled.runtime.MarshalException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A {@link MarshalException} about a value stored in Redis that says where it is stored (its
 * key, a hash's field, a cache's name), which the codec that met the bad bytes could not know.
 * Its {@link #offset()} and {@link #path()} are those of the failure it wraps, so code that
 * handles any {@code MarshalException} reads the same place from it.
 */
final class StoredValueException extends MarshalException {
    private static final long serialVersionUID = 1L;

    /** Causes looked through for a {@code MarshalException}: the chains met here are two or three long. */
    private static final int MAX_CAUSES = 16;

    /** Key bytes shown in a message; a key can be as long as a value. */
    private static final int MAX_KEY_CHARS = 200;

    private final String path;

    private StoredValueException(String message, MarshalException marshal, Throwable cause) {
        super(message, marshal.offset(), cause);
        this.path = marshal.path();
    }

    /**
     * The failure of a read or write of the value at {@code where}, or null if {@code failure}
     * does not come from bad bytes (a lost connection, a time-out), which callers pass on as it
     * is. Its cause is {@code failure}, as the client or the framework threw it.
     */
    static StoredValueException of(String where, Throwable failure) {
        MarshalException marshal = find(failure);
        return marshal == null ? null : new StoredValueException(where + ": " + marshal.getMessage(), marshal, failure);
    }

    @Override
    public String path() {
        return path;
    }

    /** The {@code MarshalException} in {@code failure}'s chain of causes, or null if there is none. */
    static MarshalException find(Throwable failure) {
        Throwable t = failure;
        for (int i = 0; t != null && i < MAX_CAUSES; i++, t = t.getCause()) {
            if (t instanceof MarshalException marshal) {
                return marshal;
            }
        }
        return null;
    }

    /**
     * A key as a message shows it: quoted; a binary key's bytes that are not printable ASCII
     * escaped as {@code redis-cli} shows them ({@code "user:\x00\x01"}), a text key's control
     * characters likewise, so that the text can be pasted into it.
     */
    static String describe(Object key) {
        if (key instanceof byte[] bytes) {
            return quoted(bytes);
        }
        if (key instanceof ByteBuffer buffer) {
            byte[] bytes = new byte[buffer.remaining()];
            buffer.duplicate().get(bytes);
            return quoted(bytes);
        }
        String text = String.valueOf(key);
        StringBuilder quoted = new StringBuilder(Math.min(text.length(), MAX_KEY_CHARS) + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            if (quoted.length() > MAX_KEY_CHARS) {
                return quoted.append("...\" (").append(text.length()).append(" chars)").toString();
            }
            append(quoted, text.charAt(i));
        }
        return quoted.append('"').toString();
    }

    private static String quoted(byte[] bytes) {
        StringBuilder quoted = new StringBuilder(Math.min(bytes.length, MAX_KEY_CHARS) + 2).append('"');
        for (int i = 0; i < bytes.length; i++) {
            if (quoted.length() > MAX_KEY_CHARS) {
                return quoted.append("...\" (").append(bytes.length).append(" bytes)").toString();
            }
            int b = bytes[i] & 0xFF;
            if (b >= 0x80) {
                hex(quoted, b);
            } else {
                append(quoted, (char) b);
            }
        }
        return quoted.append('"').toString();
    }

    private static void append(StringBuilder quoted, char c) {
        int escape = "\n\r\t\u0007\b".indexOf(c);
        if (c == '"' || c == '\\') {
            quoted.append('\\').append(c);
        } else if (escape >= 0) {
            quoted.append('\\').append("nrtab".charAt(escape));
        } else if (c < 0x20 || c == 0x7F) {
            hex(quoted, c);
        } else {
            quoted.append(c);
        }
    }

    private static void hex(StringBuilder quoted, int b) {
        quoted.append("\\x").append(Character.forDigit(b >> 4, 16)).append(Character.forDigit(b & 0xF, 16));
    }
}
