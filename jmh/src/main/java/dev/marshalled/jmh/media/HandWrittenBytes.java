package dev.marshalled.jmh.media;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Field;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import sun.misc.Unsafe;

/**
 * What the hand-written codecs (MediaContent's here, the data set's in its own package) share: a
 * {@code byte[]} with a write position and a read position, the string kinds (Latin-1 or UTF-8), loads and stores through the same kind of memory access the runtime chose
 * (Unsafe where the runtime uses Unsafe, byte-array view VarHandles otherwise), and a string's
 * own bytes where the JVM lets code see them (always with Unsafe; on the VarHandle backend with
 * {@code java.lang} or {@code java.lang.invoke} opened, unless {@code dev.marshalled.strings=public}),
 * as the runtime's backends do. Written for this measurement from
 * FORMAT.md, not from the generated code; the benchmark checks its bytes equal the generated ones.
 */
public abstract class HandWrittenBytes {
    HandWrittenBytes() {
        this(1 << 16);
    }

    /** @param capacity the array's size: a write that needs more fails, as a fixed buffer's does */
    protected HandWrittenBytes(int capacity) {
        buffer = new byte[capacity];
    }

    static final boolean UNSAFE = UnsafeBuffer.backend() == UnsafeBuffer.Backend.UNSAFE
            && ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;
    private static final Unsafe U = UNSAFE ? unsafe() : null;
    private static final long BASE = UNSAFE ? U.arrayBaseOffset(byte[].class) : 0;
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** As the runtime's {@code dev.marshalled.strings=public}: String's own fields are left alone. */
    private static final boolean PUBLIC_STRINGS = "public".equals(System.getProperty("dev.marshalled.strings"));

    /** Offsets of {@code String.value} and {@code String.coder} for Unsafe, or -1. */
    private static final long VALUE_OFFSET;
    private static final long CODER_OFFSET;
    /** The same fields through VarHandles where an opening lets this code see them, else null. */
    private static final VarHandle VALUE;
    private static final VarHandle CODER;

    static {
        long value = -1;
        long coder = -1;
        VarHandle valueHandle = null;
        VarHandle coderHandle = null;
        try {
            if (UNSAFE && !PUBLIC_STRINGS) {
                value = U.objectFieldOffset(String.class.getDeclaredField("value"));
                coder = U.objectFieldOffset(String.class.getDeclaredField("coder"));
            } else if (!PUBLIC_STRINGS) {
                MethodHandles.Lookup lookup = stringLookup();
                valueHandle = lookup.findVarHandle(String.class, "value", byte[].class);
                coderHandle = lookup.findVarHandle(String.class, "coder", byte.class);
            }
        } catch (ReflectiveOperationException | RuntimeException closed) {
            value = -1;
            coder = -1;
            valueHandle = null;
            coderHandle = null;
        }
        VALUE_OFFSET = value;
        CODER_OFFSET = coder;
        VALUE = valueHandle;
        CODER = coderHandle;
    }

    /**
     * A lookup that reaches String's fields through whichever opening the JVM was given, as the
     * runtime's: java.lang open allows a private lookup, java.lang.invoke open the JDK's trusted one.
     */
    private static MethodHandles.Lookup stringLookup() throws ReflectiveOperationException {
        try {
            return MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
        } catch (IllegalAccessException | RuntimeException closed) {
            Field trusted = MethodHandles.Lookup.class.getDeclaredField("IMPL_LOOKUP");
            trusted.setAccessible(true);
            return (MethodHandles.Lookup) trusted.get(null);
        }
    }

    protected final byte[] buffer;
    /** The write position, or the read position while reading. */
    protected int pos;
    /** After a write the end of what was written, which is where a read must stop. */
    protected int limit;

    /** @return the bytes of the last write, or of the last {@link #load} */
    public final byte[] written() {
        return java.util.Arrays.copyOf(buffer, limit);
    }

    /** Puts {@code bytes} where the next read reads them, as if the last write had made them. */
    public final void load(byte[] bytes) {
        System.arraycopy(bytes, 0, buffer, 0, bytes.length);
        limit = bytes.length;
    }

    private static Unsafe unsafe() {
        try {
            Field field = Unsafe.class.getDeclaredField("theUnsafe");
            field.setAccessible(true);
            return (Unsafe) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The little-endian int32 at {@code index}. */
    protected final int getInt(int index) {
        return UNSAFE ? U.getInt(buffer, BASE + index) : (int) INT.get(buffer, index);
    }

    /** The little-endian int64 at {@code index}. */
    protected final long getLong(int index) {
        return UNSAFE ? U.getLong(buffer, BASE + index) : (long) LONG.get(buffer, index);
    }

    /** Stores {@code value} little-endian at {@code index}. */
    protected final void putInt(int index, int value) {
        if (UNSAFE) {
            U.putInt(buffer, BASE + index, value);
        } else {
            INT.set(buffer, index, value);
        }
    }

    /** Stores {@code value} little-endian at {@code index}. */
    protected final void putLong(int index, long value) {
        if (UNSAFE) {
            U.putLong(buffer, BASE + index, value);
        } else {
            LONG.set(buffer, index, value);
        }
    }

    /** Room for {@code n} more bytes at the write position: a writer never stores past the array. */
    protected final void room(int n) {
        if (n > buffer.length - pos) {
            throw new MarshalException("buffer full: " + n + " bytes at " + pos, pos);
        }
    }

    /** {@code n} more bytes readable at the read position, else the failure at it. */
    protected final void need(int n) {
        if (n > limit - pos) {
            throw new MarshalException("input ends inside a value", pos);
        }
    }

    /** A string's Latin-1 bytes when the JVM shows them and the string is Latin-1, else null. */
    static byte[] latin1(String s) {
        if (VALUE_OFFSET >= 0) {
            return U.getByte(s, CODER_OFFSET) == 0 ? (byte[]) U.getObject(s, VALUE_OFFSET) : null;
        }
        if (VALUE != null) {
            return (byte) CODER.get(s) == 0 ? (byte[]) VALUE.get(s) : null;
        }
        return null;
    }

    /** The reader's length limit, as the runtime's default (64 Mi). */
    protected static final int MAX_LENGTH = 1 << 26;

    /**
     * Writes {@code s}'s bytes at the write position by FORMAT.md's rule, without a prefix, and
     * moves it past them: Latin-1 when every char is at most U+00FF (the string's own bytes
     * copied without a look where the JVM shows them, else a loop that stops at the first char
     * above U+00FF), else UTF-8. Neither MediaContent's text nor the data set's has a lone
     * surrogate, which the JDK's encoder would replace.
     *
     * @return true for Latin-1, false for UTF-8
     */
    protected final boolean putStringBytes(String s) {
        byte[] latin1 = latin1(s);
        if (latin1 != null) {
            room(latin1.length);
            System.arraycopy(latin1, 0, buffer, pos, latin1.length);
            pos += latin1.length;
            return true;
        }
        int n = s.length();
        room(n);
        int i = 0;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c > 0xFF) {
                break;
            }
            buffer[pos + i] = (byte) c;
        }
        if (i == n) {
            pos += n;
            return true;
        }
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        room(utf8.length);
        System.arraycopy(utf8, 0, buffer, pos, utf8.length);
        pos += utf8.length;
        return false;
    }

    /** {@code n} bytes from {@code at} as Latin-1: any byte is a char, so nothing to check. */
    @SuppressWarnings("deprecation")
    protected final String latin1String(int at, int n) {
        return new String(buffer, 0, at, n);
    }

    /**
     * {@code n} bytes from {@code at} as UTF-8, decoded strictly, and refused (at {@code prefix})
     * when no char is above U+00FF, as FORMAT.md asks.
     */
    protected final String utf8String(int prefix, int at, int n) {
        String s;
        try {
            s = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(buffer, at, n)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new MarshalException("string is not UTF-8", at);
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 0xFF) {
                return s;
            }
        }
        throw new MarshalException("a UTF-8 string that is Latin-1's", prefix);
    }

    /** A string in the fixed encoding at the write position, its prefix first (FORMAT.md), the position moved past it. */
    protected final void writeFixedString(String s) {
        room(4);
        int at = pos;
        if (s == null) {
            putInt(at, -1);
            pos += 4;
            return;
        }
        pos += 4;
        boolean latin1 = putStringBytes(s);
        int n = pos - at - 4;
        putInt(at, latin1 ? n : -2 - n);
    }

    /** A string at the read position with the checks a reader of untrusted bytes needs, moved past. */
    protected final String checkedString() {
        need(4);
        int prefix = pos;
        int n = getInt(prefix);
        int at = prefix + 4;
        if (n >= 0) {
            if (n > limit - at || n > MAX_LENGTH) {
                throw new MarshalException("string length " + n + " is not valid here", prefix);
            }
            pos = at + n;
            return latin1String(at, n);
        }
        if (n == -1) {
            pos = at;
            return null;
        }
        long utf8 = -2L - n;
        if (utf8 > limit - at || utf8 > MAX_LENGTH) {
            throw new MarshalException("string length " + n + " is not valid here", prefix);
        }
        pos = at + (int) utf8;
        return utf8String(prefix, at, (int) utf8);
    }

    /**
     * A count at the read position, moved past; -1 is null. Checked against the bytes left at the
     * element's smallest size and the length limit.
     */
    protected final int checkedCount(int smallestSize) {
        need(4);
        int n = getInt(pos);
        if (n < -1 || (long) n * smallestSize > limit - pos - 4 || n > MAX_LENGTH) {
            throw new MarshalException("count " + n + " is not valid here", pos);
        }
        pos += 4;
        return n;
    }

    /** A presence byte at the read position, 0 or 1, moved past. */
    protected final boolean checkedPresence() {
        need(1);
        byte b = buffer[pos];
        if ((b & 0xFE) != 0) {
            throw new MarshalException("presence byte " + b, pos);
        }
        pos++;
        return b != 0;
    }

    /** A boolean byte at {@code index} of a run already checked, 0 or 1. */
    protected final boolean checkedBool(int index) {
        byte b = buffer[index];
        if ((b & 0xFE) != 0) {
            throw new MarshalException("boolean byte " + b, index);
        }
        return b != 0;
    }
}
