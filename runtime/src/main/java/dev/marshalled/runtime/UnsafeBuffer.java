package dev.marshalled.runtime;

import java.util.Arrays;
import java.util.Objects;

/**
 * A {@code byte[]} with separate read and write indexes, written and read in little-endian
 * order through {@code sun.misc.Unsafe} or, where Unsafe memory access is discouraged
 * (JDK 24 and later), through {@code VarHandle}s that produce the same bytes.
 *
 * <pre>{@code
 * UnsafeBuffer buffer = new UnsafeBuffer(256);         // grows as needed
 * TradeMarshaller.write(trade, buffer);
 * Trade copy = TradeMarshaller.read(buffer);
 *
 * UnsafeBuffer in = UnsafeBuffer.wrap(bytesFromSocket);  // fixed; readable = the whole array
 * }</pre>
 *
 * <p><b>Indexes.</b> Writes append at {@link #writeIndex()}; reads consume from
 * {@link #readIndex()} up to the write index, so there is no {@code flip()}. A buffer made
 * with {@link #UnsafeBuffer(int)} doubles its array when it runs out of room; one made with
 * {@link #wrap(byte[])} never grows and throws {@link MarshalException} instead, leaving
 * what was written before intact.
 *
 * <p><b>Bounds.</b> Every access is checked before memory is touched: a read past the
 * written data throws {@code MarshalException} naming the offset, and a length prefix is
 * checked against the remaining bytes before anything is allocated. Generated code checks
 * a run of fixed-size fields once ({@link #claim}, {@link #take}) and then uses the
 * {@code ...At} accessors, whose own check is a single compare.
 *
 * <p><b>Backend.</b> Chosen once per JVM: Unsafe on JDK 17 to 23, VarHandle from JDK 24 on;
 * the system property {@code dev.marshalled.backend} ({@code unsafe} or {@code varhandle})
 * forces one. Both write identical bytes. See {@link #backend()}.
 *
 * <p>Not thread-safe: use one buffer per thread.
 */
public final class UnsafeBuffer {

    /** The raw-memory backends; both produce the same bytes. */
    public enum Backend {
        /** {@code sun.misc.Unsafe} loads, stores and {@code copyMemory}. */
        UNSAFE,
        /** {@code MethodHandles.byteArrayViewVarHandle} loads and stores. */
        VAR_HANDLE
    }

    /** System property with the default nesting limit for new buffers. */
    public static final String MAX_DEPTH_PROPERTY = "dev.marshalled.maxDepth";

    /** Nesting limit used when {@value #MAX_DEPTH_PROPERTY} is not set. */
    public static final int DEFAULT_MAX_DEPTH = 512;

    /** System property with the default length limit for new buffers. */
    public static final String MAX_LENGTH_PROPERTY = "dev.marshalled.maxLength";

    /**
     * Length limit used when {@value #MAX_LENGTH_PROPERTY} is not set: the most elements of a
     * collection, map or array, or bytes of a string, that a read accepts (64 Mi).
     */
    public static final int DEFAULT_MAX_LENGTH = 1 << 26;

    /** The largest array the JVMs we know of will allocate. */
    private static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

    private static final int GLOBAL_MAX_DEPTH = Integer.getInteger(MAX_DEPTH_PROPERTY, DEFAULT_MAX_DEPTH);
    private static final int GLOBAL_MAX_LENGTH = Integer.getInteger(MAX_LENGTH_PROPERTY, DEFAULT_MAX_LENGTH);

    private byte[] array;
    private final boolean growable;
    private int readIndex;
    private int writeIndex;
    private int depth;
    private ReferenceTables references;
    private int maxDepth = GLOBAL_MAX_DEPTH;
    private int maxLength = GLOBAL_MAX_LENGTH;

    /**
     * Creates an empty, growable buffer.
     *
     * @param initialCapacity the initial array size in bytes; the array doubles when full
     */
    public UnsafeBuffer(int initialCapacity) {
        if (initialCapacity < 0 || initialCapacity > MAX_CAPACITY) {
            throw new IllegalArgumentException("initialCapacity " + initialCapacity + " is not in 0.." + MAX_CAPACITY);
        }
        this.array = new byte[initialCapacity];
        this.growable = true;
    }

    private UnsafeBuffer(byte[] array) {
        this.array = array;
        this.growable = false;
        this.writeIndex = array.length;
    }

    /**
     * Wraps an array without copying it. The buffer is fixed-size and its readable bytes are
     * the whole array; call {@link #clear()} first to write into it instead.
     *
     * @param bytes the array to read from or write into
     * @return a fixed-size buffer over {@code bytes}
     */
    public static UnsafeBuffer wrap(byte[] bytes) {
        return new UnsafeBuffer(bytes);
    }

    /**
     * Returns the backend this JVM uses.
     *
     * @return {@link Backend#UNSAFE} or {@link Backend#VAR_HANDLE}
     */
    public static Backend backend() {
        return ByteArrayAccess.UNSAFE ? Backend.UNSAFE : Backend.VAR_HANDLE;
    }

    // ---- indexes and capacity ----

    /** @return the index of the next byte to read */
    public int readIndex() {
        return readIndex;
    }

    /**
     * Moves the read index, for example back to a mark.
     *
     * @param index a value in {@code 0..writeIndex()}
     * @return this buffer
     */
    public UnsafeBuffer readIndex(int index) {
        if (index < 0 || index > writeIndex) {
            throw new IndexOutOfBoundsException("read index " + index + " is not in 0.." + writeIndex);
        }
        readIndex = index;
        return this;
    }

    /** @return the index where the next byte is written; bytes before it are readable */
    public int writeIndex() {
        return writeIndex;
    }

    /**
     * Moves the write index, for example back to a mark to discard a partial message.
     *
     * @param index a value in {@code readIndex()..capacity()}
     * @return this buffer
     */
    public UnsafeBuffer writeIndex(int index) {
        if (index < readIndex || index > array.length) {
            throw new IndexOutOfBoundsException("write index " + index + " is not in " + readIndex + ".." + array.length);
        }
        writeIndex = index;
        return this;
    }

    /** @return the number of bytes written but not yet read */
    public int remaining() {
        return writeIndex - readIndex;
    }

    /** @return the current array size in bytes */
    public int capacity() {
        return array.length;
    }

    /** @return true if this buffer grows when full, false if it was made by {@link #wrap} */
    public boolean isGrowable() {
        return growable;
    }

    /**
     * Returns the backing array itself, for handing the written bytes
     * {@code 0..writeIndex()} to I/O without a copy. A growable buffer replaces its array when
     * it grows, so call this after writing.
     *
     * @return the backing array, not a copy
     */
    public byte[] array() {
        return array;
    }

    /**
     * Empties the buffer: both indexes go to 0. The array is kept.
     *
     * @return this buffer
     */
    public UnsafeBuffer clear() {
        readIndex = 0;
        writeIndex = 0;
        depth = 0;
        if (references != null) {
            references.reset(); // kept, with its tables' capacity, for the next message
        }
        return this;
    }

    /** @return a copy of the bytes written so far, {@code 0..writeIndex()} */
    public byte[] toByteArray() {
        return Arrays.copyOf(array, writeIndex);
    }

    /** @return the deepest nesting of marshalled objects a read or write accepts */
    public int maxDepth() {
        return maxDepth;
    }

    /**
     * Sets the deepest nesting of marshalled objects a read or write of this buffer accepts;
     * deeper input (or a cyclic object graph) gives {@link MarshalException} rather than a
     * {@code StackOverflowError}. The default comes from the system property
     * {@value #MAX_DEPTH_PROPERTY}, else {@value #DEFAULT_MAX_DEPTH}.
     *
     * @param maxDepth at least 1
     * @return this buffer
     */
    public UnsafeBuffer maxDepth(int maxDepth) {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1, was " + maxDepth);
        }
        this.maxDepth = maxDepth;
        return this;
    }

    /** @return the most elements (or string bytes) one collection, map, array or string may declare when read */
    public int maxLength() {
        return maxLength;
    }

    /**
     * Sets the most elements of one collection, map or array, and bytes of one string, that
     * reads from this buffer accept; a larger declared length is a {@link MarshalException}
     * before anything is allocated. The default is {@value #MAX_LENGTH_PROPERTY} if set, else
     * {@value #DEFAULT_MAX_LENGTH}. Allocation is bounded by the input in any case (a length
     * must fit in the bytes that remain); this limit bounds it further.
     *
     * @param maxLength at least 0
     * @return this buffer
     */
    public UnsafeBuffer maxLength(int maxLength) {
        if (maxLength < 0) {
            throw new IllegalArgumentException("maxLength must be at least 0, was " + maxLength);
        }
        this.maxLength = maxLength;
        return this;
    }

    private MarshalException tooLong(String field, long length, int at) {
        return new MarshalException(field + ": length " + length + " at offset " + at + " is above the limit of "
                + maxLength + " (UnsafeBuffer.maxLength, -D" + MAX_LENGTH_PROPERTY + ")", at);
    }

    // ---- runs of fixed-size values ----

    /**
     * Reserves {@code size} bytes at the write index, growing the array if allowed, and
     * moves the write index past them. The caller then fills them with the {@code put...At}
     * methods.
     *
     * @param size number of bytes to reserve
     * @return the index of the first reserved byte
     * @throws MarshalException if a fixed buffer has no room
     */
    public int claim(int size) {
        int at = writeIndex;
        if (size > array.length - at) {
            ensureCapacity((long) at + size);
        }
        writeIndex = at + size;
        return at;
    }

    /**
     * Consumes {@code size} readable bytes at the read index. The caller then reads them with
     * the {@code get...At} methods.
     *
     * @param size number of bytes to consume
     * @param field what is being read, for the error message
     * @return the index of the first consumed byte
     * @throws MarshalException if fewer than {@code size} bytes remain
     */
    public int take(int size, String field) {
        int at = readIndex;
        if (size > writeIndex - at) {
            throw truncated(field, size, at);
        }
        readIndex = at + size;
        return at;
    }

    private void ensureCapacity(long needed) {
        if (!growable) {
            throw new MarshalException("buffer full: writing at offset " + writeIndex + " needs "
                    + (needed - writeIndex) + " bytes but a fixed buffer of capacity " + array.length
                    + " has " + (array.length - writeIndex) + " left; use new UnsafeBuffer(size) to grow",
                    writeIndex);
        }
        if (needed > MAX_CAPACITY) {
            throw new MarshalException("message too large: " + needed + " bytes exceed the largest array ("
                    + MAX_CAPACITY + ")", writeIndex);
        }
        long doubled = Math.max((long) array.length << 1, 16);
        array = Arrays.copyOf(array, (int) Math.min(Math.max(doubled, needed), MAX_CAPACITY));
    }

    private MarshalException truncated(String field, long size, int at) {
        return new MarshalException("truncated input: " + field + " needs " + size + " bytes at offset " + at
                + " but only " + (writeIndex - at) + " remain", at);
    }

    /**
     * The guard on every positioned store: memory safety, not input validation (generated
     * code has already claimed the run). Written as two {@link Objects#checkIndex} calls, which
     * the JIT recognises as range checks and merges across a run of {@code at + constant}
     * accesses into one pair.
     */
    private void checkPut(int index, int size) {
        Objects.checkIndex(index, array.length);
        Objects.checkIndex(index + size - 1, array.length);
    }

    /**
     * The guard on every positioned load: within the readable bytes. Same shape as
     * {@link #checkPut}; the rare failure is turned into a {@link MarshalException} off the
     * fast path.
     */
    private int checkGet(int index, int size) {
        try {
            Objects.checkIndex(index, writeIndex);
            Objects.checkIndex(index + size - 1, writeIndex);
        } catch (IndexOutOfBoundsException e) {
            throw new MarshalException("read of " + size + " bytes at offset " + index
                    + " is outside the readable bytes 0.." + writeIndex, index);
        }
        return index;
    }

    // ---- positioned access within a claimed or taken run ----

    /** @param index byte index @param value stored as one byte, 1 or 0 */
    public void putBooleanAt(int index, boolean value) {
        checkPut(index, 1);
        array[index] = (byte) (value ? 1 : 0);
    }

    /**
     * Reads a boolean, which must be the byte 0 or 1.
     *
     * @param index byte index
     * @param field what is being read, for the error message
     * @return the boolean
     * @throws MarshalException if the byte is neither 0 nor 1
     */
    public boolean getBooleanAt(int index, String field) {
        byte b = array[checkGet(index, 1)];
        if ((b & ~1) != 0) {
            throw new MarshalException(field + ": byte " + b + " at offset " + index + " is not a boolean (0 or 1)", index);
        }
        return b != 0;
    }

    /** @param index byte index @param value the byte */
    public void putByteAt(int index, byte value) {
        checkPut(index, 1);
        array[index] = value;
    }

    /** @param index byte index @return the byte */
    public byte getByteAt(int index) {
        return array[checkGet(index, 1)];
    }

    /** @param index byte index @param value stored little-endian */
    public void putShortAt(int index, short value) {
        checkPut(index, 2);
        ByteArrayAccess.putShort(array, index, value);
    }

    /** @param index byte index @return the little-endian short */
    public short getShortAt(int index) {
        return ByteArrayAccess.getShort(array, checkGet(index, 2));
    }

    /** @param index byte index @param value stored as a little-endian UTF-16 code unit */
    public void putCharAt(int index, char value) {
        checkPut(index, 2);
        ByteArrayAccess.putChar(array, index, value);
    }

    /** @param index byte index @return the little-endian char */
    public char getCharAt(int index) {
        return ByteArrayAccess.getChar(array, checkGet(index, 2));
    }

    /** @param index byte index @param value stored little-endian */
    public void putIntAt(int index, int value) {
        checkPut(index, 4);
        ByteArrayAccess.putInt(array, index, value);
    }

    /** @param index byte index @return the little-endian int */
    public int getIntAt(int index) {
        return ByteArrayAccess.getInt(array, checkGet(index, 4));
    }

    /** @param index byte index @param value stored little-endian */
    public void putLongAt(int index, long value) {
        checkPut(index, 8);
        ByteArrayAccess.putLong(array, index, value);
    }

    /** @param index byte index @return the little-endian long */
    public long getLongAt(int index) {
        return ByteArrayAccess.getLong(array, checkGet(index, 8));
    }

    /** @param index byte index @param value its raw IEEE 754 bits, little-endian */
    public void putFloatAt(int index, float value) {
        checkPut(index, 4);
        ByteArrayAccess.putFloat(array, index, value);
    }

    /** @param index byte index @return the float from its little-endian raw bits */
    public float getFloatAt(int index) {
        return ByteArrayAccess.getFloat(array, checkGet(index, 4));
    }

    /** @param index byte index @param value its raw IEEE 754 bits, little-endian */
    public void putDoubleAt(int index, double value) {
        checkPut(index, 8);
        ByteArrayAccess.putDouble(array, index, value);
    }

    /** @param index byte index @return the double from its little-endian raw bits */
    public double getDoubleAt(int index) {
        return ByteArrayAccess.getDouble(array, checkGet(index, 8));
    }

    /**
     * Writes an enum as its ordinal, int32, with -1 for null.
     *
     * @param index byte index
     * @param value the constant, or null
     */
    public void putEnumAt(int index, Enum<?> value) {
        putIntAt(index, value == null ? -1 : value.ordinal());
    }

    /**
     * Reads an enum written by {@link #putEnumAt}.
     *
     * @param index byte index
     * @param values the enum's constants in ordinal order
     * @param field what is being read, for the error message
     * @param <E> the enum type
     * @return the constant, or null for -1
     * @throws MarshalException if the ordinal is out of range
     */
    public <E extends Enum<E>> E getEnumAt(int index, E[] values, String field) {
        int ordinal = getIntAt(index);
        if (ordinal >= 0 && ordinal < values.length) {
            return values[ordinal];
        }
        if (ordinal == -1) {
            return null;
        }
        throw new MarshalException(field + ": enum ordinal " + ordinal + " at offset " + index
                + " is out of range 0.." + (values.length - 1), index);
    }

    // ---- sequential single values ----

    /** @param value appended as one byte, 1 or 0 */
    public void putBoolean(boolean value) {
        putBooleanAt(claim(1), value);
    }

    /** @return the next boolean @throws MarshalException if truncated or not 0 or 1 */
    public boolean getBoolean() {
        return getBooleanAt(take(1, "boolean"), "boolean");
    }

    /** @param value appended */
    public void putByte(byte value) {
        putByteAt(claim(1), value);
    }

    /** @return the next byte @throws MarshalException if truncated */
    public byte getByte() {
        return getByteAt(take(1, "byte"));
    }

    /** @param value appended little-endian */
    public void putShort(short value) {
        putShortAt(claim(2), value);
    }

    /** @return the next short @throws MarshalException if truncated */
    public short getShort() {
        return getShortAt(take(2, "short"));
    }

    /** @param value appended little-endian */
    public void putChar(char value) {
        putCharAt(claim(2), value);
    }

    /** @return the next char @throws MarshalException if truncated */
    public char getChar() {
        return getCharAt(take(2, "char"));
    }

    /** @param value appended little-endian */
    public void putInt(int value) {
        putIntAt(claim(4), value);
    }

    /** @return the next int @throws MarshalException if truncated */
    public int getInt() {
        return getIntAt(take(4, "int"));
    }

    /** @param value appended little-endian */
    public void putLong(long value) {
        putLongAt(claim(8), value);
    }

    /** @return the next long @throws MarshalException if truncated */
    public long getLong() {
        return getLongAt(take(8, "long"));
    }

    /** @param value appended as its raw bits, little-endian */
    public void putFloat(float value) {
        putFloatAt(claim(4), value);
    }

    /** @return the next float @throws MarshalException if truncated */
    public float getFloat() {
        return getFloatAt(take(4, "float"));
    }

    /** @param value appended as its raw bits, little-endian */
    public void putDouble(double value) {
        putDoubleAt(claim(8), value);
    }

    /** @return the next double @throws MarshalException if truncated */
    public double getDouble() {
        return getDoubleAt(take(8, "double"));
    }

    /**
     * Appends the presence byte of a nullable value: 1 if present, 0 if null.
     *
     * @param present whether a value follows
     */
    public void putPresence(boolean present) {
        putBooleanAt(claim(1), present);
    }

    /**
     * Reads a presence byte written by {@link #putPresence}.
     *
     * @param field what is being read, for the error message
     * @return true if a value follows
     * @throws MarshalException if truncated or the byte is neither 0 nor 1
     */
    public boolean getPresence(String field) {
        return getBooleanAt(take(1, field), field);
    }

    // ---- strings ----

    /**
     * Appends a string as an int32 byte length (-1 for null) and its UTF-8 bytes.
     *
     * @param value the string, or null
     */
    public void putString(String value) {
        if (value == null) {
            putInt(-1);
            return;
        }
        int chars = value.length();
        int at = writeIndex;
        int start = at + 4;
        if ((long) start + chars > array.length) {
            ensureCapacity((long) start + chars);
        }
        byte[] latin1 = ByteArrayAccess.latin1Bytes(value);
        if (latin1 != null && ByteArrayAccess.isAscii(latin1)) {
            // The string's own bytes are already its UTF-8: one bulk copy.
            System.arraycopy(latin1, 0, array, start, chars);
            ByteArrayAccess.putInt(array, at, chars);
            writeIndex = start + chars;
            return;
        }
        putStringTail(value, at, 0);
    }

    /**
     * Finishes {@link #putString} whose first {@code from} chars are ASCII and already at
     * {@code at + 4}: the rest as UTF-8, then the length prefix. Room for one byte per char
     * has been made.
     */
    private void putStringTail(String value, int at, int from) {
        int chars = value.length();
        int start = at + 4;
        byte[] a = array;
        int i = from;
        for (; i < chars; i++) {
            char c = value.charAt(i);
            if (c >= 0x80) {
                break;
            }
            a[start + i] = (byte) c;
        }
        int end = start + i;
        if (i < chars) {
            long needed = end + Utf8.encodedLength(value, i);
            if (needed > array.length) {
                ensureCapacity(needed);
            }
            end = Utf8.encode(value, i, array, end);
        }
        ByteArrayAccess.putInt(array, at, end - start);
        writeIndex = end;
    }

    /**
     * Reads a string written by {@link #putString}.
     *
     * @param field what is being read, for the error message
     * @return the string, or null
     * @throws MarshalException if truncated, the length is invalid, or the bytes are not the
     *     UTF-8 {@link #putString} writes
     */
    public String getString(String field) {
        int at = readIndex;
        int length = readLength(field, 0);
        if (length < 0) {
            return null;
        }
        int start = readIndex - length;
        try {
            return Utf8.decode(array, start, length, field);
        } catch (MarshalException e) {
            readIndex = at;
            throw e;
        }
    }

    /**
     * Reads an int32 length prefix and checks it: -1 (null) is returned as is, any other
     * negative value is an error, and {@code length << shift} bytes must remain. Consumes the
     * prefix and, for a non-null value, the {@code length << shift} bytes after it, which then
     * start at {@code readIndex() - (length << shift)}.
     */
    private int readLength(String field, int shift) {
        int at = readIndex;
        if (writeIndex - at < 4) {
            throw truncated(field, 4, at);
        }
        int length = ByteArrayAccess.getInt(array, at);
        if (length < 0) {
            if (length == -1) {
                readIndex = at + 4;
                return -1;
            }
            throw new MarshalException(field + ": length " + length + " at offset " + at
                    + " is negative (only -1, meaning null, is allowed)", at);
        }
        long bytes = (long) length << shift;
        if (bytes > writeIndex - at - 4) {
            throw new MarshalException("truncated input: " + field + " has length " + length + " at offset " + at
                    + ", which needs " + bytes + " bytes, but only " + (writeIndex - at - 4) + " remain", at);
        }
        if (length > maxLength) {
            throw tooLong(field, length, at);
        }
        readIndex = at + 4 + (int) bytes;
        return length;
    }

    /**
     * Reads the int32 element count of a collection, map or object array, written with
     * {@link #putInt}: -1 means null. Checks, before the caller allocates anything, that the
     * count is not below -1 and that {@code count} elements of at least {@code minElementBytes}
     * each could fit in the bytes that remain.
     *
     * @param field what is being read, for the error message
     * @param minElementBytes the fewest bytes one element can take, at least 1
     * @return the count, or -1 for null
     * @throws MarshalException if truncated, negative, or larger than the input could hold
     */
    public int getCount(String field, int minElementBytes) {
        int at = readIndex;
        if (writeIndex - at < 4) {
            throw truncated(field, 4, at);
        }
        int count = ByteArrayAccess.getInt(array, at);
        if (count < -1) {
            throw new MarshalException(field + ": count " + count + " at offset " + at
                    + " is negative (only -1, meaning null, is allowed)", at);
        }
        long least = (long) Math.max(count, 0) * minElementBytes;
        if (least > writeIndex - at - 4) {
            throw new MarshalException("truncated input: " + field + " has count " + count + " at offset " + at
                    + ", which needs at least " + least + " bytes, but only " + (writeIndex - at - 4) + " remain", at);
        }
        if (count > maxLength) {
            throw tooLong(field, count, at);
        }
        readIndex = at + 4;
        return count;
    }

    /** Claims the length prefix and the elements of an array, writes the length, returns the element index. */
    private int claimArray(int length, int shift) {
        long bytes = 4 + ((long) length << shift);
        if (bytes > array.length - writeIndex) {
            ensureCapacity(writeIndex + bytes);
        }
        int at = writeIndex;
        ByteArrayAccess.putInt(array, at, length); // room for it was just ensured
        writeIndex = (int) (at + bytes);
        return at + 4;
    }

    // ---- primitive arrays: int32 length (-1 for null), then the elements ----

    /** @param values appended as length and one byte (0 or 1) per element, or -1 if null */
    public void putBooleanArray(boolean[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 0);
        byte[] a = array;
        for (int k = 0; k < values.length; k++) {
            a[at + k] = (byte) (values[k] ? 1 : 0);
        }
    }

    /**
     * @param field what is being read, for the error message
     * @return the array, or null
     * @throws MarshalException if truncated, the length is invalid, or an element is not 0 or 1
     */
    public boolean[] getBooleanArray(String field) {
        int mark = readIndex;
        int length = readLength(field, 0);
        if (length < 0) {
            return null;
        }
        int at = readIndex - length;
        boolean[] values = new boolean[length];
        byte[] a = array;
        for (int k = 0; k < length; k++) {
            byte b = a[at + k];
            if ((b & ~1) != 0) {
                readIndex = mark;
                throw new MarshalException(field + "[" + k + "]: byte " + b + " at offset " + (at + k)
                        + " is not a boolean (0 or 1)", at + k);
            }
            values[k] = b != 0;
        }
        return values;
    }

    /** @param values appended as length and bytes, or -1 if null */
    public void putByteArray(byte[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 0);
        System.arraycopy(values, 0, array, at, values.length);
    }

    /** @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public byte[] getByteArray(String field) {
        int length = readLength(field, 0);
        if (length < 0) {
            return null;
        }
        int at = readIndex - length;
        return Arrays.copyOfRange(array, at, at + length);
    }

    /** @param values appended as length and little-endian elements, or -1 if null */
    public void putShortArray(short[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 1);
        // claimArray may replace the array, so read the field only after it.
        ByteArrayAccess.copyShorts(values, array, at);
    }

    /** @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public short[] getShortArray(String field) {
        int length = readLength(field, 1);
        if (length < 0) {
            return null;
        }
        short[] values = new short[length];
        ByteArrayAccess.copyShorts(array, readIndex - (length << 1), values);
        return values;
    }

    /** @param values appended as length and little-endian UTF-16 code units, or -1 if null */
    public void putCharArray(char[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 1);
        // claimArray may replace the array, so read the field only after it.
        ByteArrayAccess.copyChars(values, array, at);
    }

    /** @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public char[] getCharArray(String field) {
        int length = readLength(field, 1);
        if (length < 0) {
            return null;
        }
        char[] values = new char[length];
        ByteArrayAccess.copyChars(array, readIndex - (length << 1), values);
        return values;
    }

    /** @param values appended as length and little-endian elements, or -1 if null */
    public void putIntArray(int[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 2);
        // claimArray may replace the array, so read the field only after it.
        ByteArrayAccess.copyInts(values, array, at);
    }

    /** @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public int[] getIntArray(String field) {
        int length = readLength(field, 2);
        if (length < 0) {
            return null;
        }
        int[] values = new int[length];
        ByteArrayAccess.copyInts(array, readIndex - (length << 2), values);
        return values;
    }

    /** @param values appended as length and little-endian elements, or -1 if null */
    public void putLongArray(long[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 3);
        // claimArray may replace the array, so read the field only after it.
        ByteArrayAccess.copyLongs(values, array, at);
    }

    /** @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public long[] getLongArray(String field) {
        int length = readLength(field, 3);
        if (length < 0) {
            return null;
        }
        long[] values = new long[length];
        ByteArrayAccess.copyLongs(array, readIndex - (length << 3), values);
        return values;
    }

    /** @param values appended as length and little-endian raw bits, or -1 if null */
    public void putFloatArray(float[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 2);
        // claimArray may replace the array, so read the field only after it.
        ByteArrayAccess.copyFloats(values, array, at);
    }

    /** @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public float[] getFloatArray(String field) {
        int length = readLength(field, 2);
        if (length < 0) {
            return null;
        }
        float[] values = new float[length];
        ByteArrayAccess.copyFloats(array, readIndex - (length << 2), values);
        return values;
    }

    /** @param values appended as length and little-endian raw bits, or -1 if null */
    public void putDoubleArray(double[] values) {
        if (values == null) {
            putInt(-1);
            return;
        }
        int at = claimArray(values.length, 3);
        // claimArray may replace the array, so read the field only after it.
        ByteArrayAccess.copyDoubles(values, array, at);
    }

    /** @param field for the error message @return the array, or null @throws MarshalException if invalid */
    public double[] getDoubleArray(String field) {
        int length = readLength(field, 3);
        if (length < 0) {
            return null;
        }
        double[] values = new double[length];
        ByteArrayAccess.copyDoubles(array, readIndex - (length << 3), values);
        return values;
    }

    // ---- nesting: called by generated write and read methods ----
    // Only types that can contain themselves count depth: any other nesting is bounded by the
    // type declarations, so it can neither be deep nor form a cycle.

    /**
     * Starts writing one marshalled object: checks the nesting limit.
     *
     * @param type the type's name, for the error message
     * @return the write index to pass to {@link #abortWrite} if the write fails
     * @throws MarshalException if nesting is deeper than {@link #maxDepth()}
     */
    public int enterWrite(String type) {
        if (depth >= maxDepth) {
            throw new MarshalException("cannot write " + type + ": objects nested deeper than " + maxDepth
                    + " (a cycle in the object graph?); raise UnsafeBuffer.maxDepth if the nesting is real", writeIndex);
        }
        depth++;
        return writeIndex;
    }

    /** Ends a write started with {@link #enterWrite}. */
    public void exitWrite() {
        depth--;
    }

    /**
     * Undoes a failed write: the write index returns to {@code mark}, so the bytes of earlier
     * messages are untouched and no partial message is left. (A type that called
     * {@link #enterWrite} also calls {@link #exitWrite}.)
     *
     * @param mark the write index when the failed write began
     */
    public void abortWrite(int mark) {
        writeIndex = mark;
    }

    /**
     * Starts reading one marshalled object: checks the nesting limit.
     *
     * @param type the type's name, for the error message
     * @return the read index to pass to {@link #abortRead} if the read fails
     * @throws MarshalException if nesting is deeper than {@link #maxDepth()}
     */
    public int enterRead(String type) {
        if (depth >= maxDepth) {
            throw new MarshalException("cannot read " + type + " at offset " + readIndex + ": objects nested deeper than "
                    + maxDepth, readIndex);
        }
        depth++;
        return readIndex;
    }

    /** Ends a read started with {@link #enterRead}. */
    public void exitRead() {
        depth--;
    }

    /**
     * Undoes a failed read: the read index returns to {@code mark}. Any exception other than
     * {@link MarshalException} (for example one thrown by the type's constructor) is wrapped,
     * so a read throws nothing else. (A type that called {@link #enterRead} also calls
     * {@link #exitRead}.)
     *
     * @param mark the read index when the failed read began
     * @param failure what was thrown
     * @param type the type's name, for the error message
     * @return the exception to throw
     */
    public MarshalException abortRead(int mark, RuntimeException failure, String type) {
        return abortRead(mark, failure, type, null);
    }

    /**
     * As {@link #abortRead(int, RuntimeException, String)}, also recording in the exception's
     * {@link MarshalException#path() path} the field that was being read.
     *
     * @param field the field being read when it failed, or null
     */
    public MarshalException abortRead(int mark, RuntimeException failure, String type, String field) {
        readIndex = mark;
        if (failure instanceof MarshalException) {
            return ((MarshalException) failure).inField(field, type);
        }
        return new MarshalException("cannot read " + type + " at offset " + mark + ": " + failure, mark, failure)
                .inField(field, type);
    }

    // ---- sealed types: a tag byte, 0 for null or n for the n-th permitted subtype ----

    /**
     * Appends the tag of a sealed-type field.
     *
     * @param tag 0 for null, or 1.. for the subtype
     */
    public void putTag(int tag) {
        putByteAt(claim(1), (byte) tag);
    }

    /**
     * Reads a tag written by {@link #putTag}.
     *
     * @param field the field being read, for the error message
     * @param subtypes how many subtypes there are
     * @return 0 for null, or 1..{@code subtypes}
     * @throws MarshalException if truncated or the tag is above {@code subtypes}
     */
    public int getTag(String field, int subtypes) {
        int at = take(1, field);
        int tag = getByteAt(at) & 0xFF;
        if (tag > subtypes) {
            readIndex = at;
            throw new MarshalException(field + ": subtype tag " + tag + " at offset " + at + " is out of range 1.."
                    + subtypes + " (0 means null)", at);
        }
        return tag;
    }

    /**
     * The failure of writing a sealed-type field whose value is of a class the generated code
     * does not know (a subclass of a non-sealed permitted subtype, or one compiled later).
     *
     * @param field the field being written
     * @param value the value
     * @param permitted the subtypes that can be written, for the message
     * @return the exception to throw
     */
    public MarshalException notPermitted(String field, Object value, String permitted) {
        return new MarshalException(field + ": cannot write a " + value.getClass().getName() + ": only the @Marshalled"
                + " subtypes " + permitted + " have tags; annotate it and recompile the type that holds the field",
                writeIndex);
    }

    // ---- object identity: called by generated code of @Marshalled(references = true) types ----
    // A reference is a tag byte: 0 null, 1 a new object whose body follows, 2 a back reference
    // followed by the int32 id of an object met earlier in the same top-level write.

    /** What {@link #getReference} returns when a new object's body follows. */
    public static final int NEW_REFERENCE = -1;

    /** What {@link #getReference} returns for null. */
    public static final int NULL_REFERENCE = -2;

    private static final byte TAG_NULL = 0;
    private static final byte TAG_NEW = 1;
    private static final byte TAG_BACK = 2;

    private ReferenceTables references() {
        ReferenceTables tables = references;
        if (tables == null) {
            tables = new ReferenceTables();
            references = tables;
        }
        return tables;
    }

    /**
     * Starts a write that may keep object identity, unless one is already under way.
     *
     * @return true if this call started it, and must end it with {@link #endWriteReferences}
     */
    public boolean beginWriteReferences() {
        return references().beginWrite();
    }

    /** @param started what {@link #beginWriteReferences} returned; forgets the written objects if true */
    public void endWriteReferences(boolean started) {
        if (started) {
            references.endWrite();
        }
    }

    /**
     * Starts a read that may keep object identity, unless one is already under way.
     *
     * @return true if this call started it, and must end it with {@link #endReadReferences}
     */
    public boolean beginReadReferences() {
        return references().beginRead();
    }

    /** @param started what {@link #beginReadReferences} returned; forgets the read objects if true */
    public void endReadReferences(boolean started) {
        if (started) {
            references.endRead();
        }
    }

    /**
     * Sets aside the identity tables of the write or read under way, so that a self-contained
     * body (a framed value) starts afresh; give the result to {@link #restoreReferences}.
     *
     * @return the tables set aside, or null
     */
    public Object suspendReferences() {
        ReferenceTables tables = references;
        references = null;
        return tables;
    }

    /** @param suspended what {@link #suspendReferences} returned */
    public void restoreReferences(Object suspended) {
        references = (ReferenceTables) suspended;
    }

    /**
     * Records that the body of {@code value} starts now, giving it the next id.
     *
     * @param value the object being written
     * @param pending true if its type is built by its constructor, so that a cycle back to it
     *     is refused while its fields are written
     */
    public void addWrittenReference(Object value, boolean pending) {
        references().add(value, pending);
    }

    /** Ends the pending state set by {@link #addWrittenReference}. */
    public void completeWrittenReference(Object value) {
        references().complete(value);
    }

    /**
     * Appends the reference tag of {@code value}, and the id if it was written before.
     *
     * @param value the object, or null
     * @param type its type's name, for the error message
     * @return true if the caller must now write the object's body
     * @throws MarshalException if {@code value} is part of a cycle that cannot be read back
     */
    public boolean putReference(Object value, String type) {
        if (value == null) {
            putByte(TAG_NULL);
            return false;
        }
        int id = references().writtenId(value, type, writeIndex);
        if (id < 0) {
            putByte(TAG_NEW);
            return true;
        }
        int at = claim(5);
        putByteAt(at, TAG_BACK);
        putIntAt(at + 1, id);
        return false;
    }

    /**
     * As {@link #putReference}, in the compact encoding: one varint, 0 for null, 1 for a new
     * object (its body follows), and {@code id + 2} for a back reference.
     */
    public boolean putCompactReference(Object value, String type) {
        if (value == null) {
            putUnsigned(0);
            return false;
        }
        int id = references().writtenId(value, type, writeIndex);
        if (id < 0) {
            putUnsigned(1);
            return true;
        }
        putUnsigned(id + 2);
        return false;
    }

    /**
     * Reads a reference written by {@link #putCompactReference}; returns what
     * {@link #getReference} does.
     */
    public int getCompactReference(String field) {
        int at = readIndex;
        long raw = getUnsigned(field, 5, 4);
        if (raw == 0) {
            return NULL_REFERENCE;
        }
        if (raw == 1) {
            return NEW_REFERENCE;
        }
        long id = raw - 2;
        int known = references().readCount();
        if (id >= known) {
            readIndex = at;
            throw new MarshalException(field + ": back reference at offset " + at + " names object " + id
                    + ", but only " + known + " objects were read before it", at);
        }
        return (int) id;
    }

    /**
     * Reserves the id of an object whose body is being read; give the object to
     * {@link #setReadReference} as soon as it exists.
     *
     * @return the id
     */
    public int reserveReadReference() {
        return references().reserve();
    }

    /** @param id from {@link #reserveReadReference} @param value the object now created */
    public void setReadReference(int id, Object value) {
        references().set(id, value);
    }

    /**
     * Reads a reference tag written by {@link #putReference}, and the id of a back reference.
     *
     * @param field the field being read, for the error message
     * @return {@link #NULL_REFERENCE}, {@link #NEW_REFERENCE} (the body follows), or the id
     * @throws MarshalException if truncated, the tag is unknown, or the id was never read
     */
    public int getReference(String field) {
        int at = take(1, field);
        byte tag = getByteAt(at);
        if (tag == TAG_NULL) {
            return NULL_REFERENCE;
        }
        if (tag == TAG_NEW) {
            return NEW_REFERENCE;
        }
        if (tag != TAG_BACK) {
            readIndex = at;
            throw new MarshalException(field + ": reference tag " + tag + " at offset " + at
                    + " is not 0 (null), 1 (new object) or 2 (back reference)", at);
        }
        int id = getIntAt(take(4, field));
        int known = references().readCount();
        if (id < 0 || id >= known) {
            readIndex = at;
            throw new MarshalException(field + ": back reference at offset " + at + " names object " + id
                    + ", but only " + known + " objects were read before it", at);
        }
        return id;
    }

    /**
     * Resolves what {@link #getReference} returned, other than {@link #NEW_REFERENCE}.
     *
     * @param reference the id, or {@link #NULL_REFERENCE}
     * @param type the field's type; the object must be one
     * @param field the field being read, for the error message
     * @return the object, or null
     * @throws MarshalException if the object is still being read (a cycle through a type built
     *     by its constructor) or is not of {@code type}
     */
    public <T> T referenced(int reference, Class<T> type, String field) {
        if (reference == NULL_REFERENCE) {
            return null;
        }
        Object value = references().get(reference);
        int at = readIndex - 5;
        if (ReferenceTables.isPending(value)) {
            throw new MarshalException(field + ": back reference at offset " + at + " names object " + reference
                    + ", which is still being read (its type is built by its constructor, so it cannot be part of a cycle)",
                    at);
        }
        if (!type.isInstance(value)) {
            throw new MarshalException(field + ": back reference at offset " + at + " names object " + reference
                    + " of type " + value.getClass().getSimpleName() + ", not " + type.getSimpleName(), at);
        }
        return type.cast(value);
    }

    // ---- compact encoding: varints ----

    /** Makes room for {@code bytes} more bytes at the write index without claiming them. */
    private void room(int bytes) {
        if (bytes > array.length - writeIndex) {
            ensureCapacity((long) writeIndex + bytes);
        }
    }

    /** Appends the low 32 bits of {@code raw}, unsigned, seven bits a byte, least significant first. */
    private void putUnsigned(int raw) {
        if (array.length - writeIndex < 5) {
            room(Sizes.ofUnsignedInt(raw)); // exactly its size: a buffer may end right after it
        }
        byte[] a = array;
        int at = writeIndex;
        while ((raw & ~0x7F) != 0) {
            a[at++] = (byte) (raw | 0x80);
            raw >>>= 7;
        }
        a[at++] = (byte) raw;
        writeIndex = at;
    }

    /**
     * Reads an unsigned varint of at most {@code maxBytes} bytes. Rejects one cut off by the end
     * of the input, one with more bits than fit, and a needlessly long one (a last byte of 0).
     */
    private long getUnsigned(String field, int maxBytes, int topBits) {
        int at = readIndex;
        int end = writeIndex;
        long value = 0;
        for (int n = 0; n < maxBytes; n++) {
            if (at + n >= end) {
                throw new MarshalException("truncated input: " + field + " has a varint at offset " + at
                        + " that the input ends inside", at);
            }
            int b = array[at + n];
            if (n == maxBytes - 1 && (b & 0xFF) >>> topBits != 0) {
                break;
            }
            value |= (long) (b & 0x7F) << (7 * n);
            if (b >= 0) {
                if (b == 0 && n > 0) {
                    throw new MarshalException(field + ": varint at offset " + at + " is longer than needed", at);
                }
                readIndex = at + n + 1;
                return value;
            }
        }
        throw new MarshalException(field + ": varint at offset " + at + " does not fit in " + (maxBytes == 5 ? 32 : 64)
                + " bits", at);
    }

    /** Appends an int as a zigzag varint: 1 byte for -64..63, at most 5. */
    public void putVarInt(int value) {
        int raw = (value << 1) ^ (value >> 31);
        if ((raw & ~0x7F) == 0 && array.length - writeIndex > 0) {
            array[writeIndex++] = (byte) raw;
            return;
        }
        putUnsigned(raw);
    }

    /**
     * Reads an int written by {@link #putVarInt}.
     *
     * @param field what is being read, for the error message
     * @return the value
     * @throws MarshalException if truncated, too long or not minimal
     */
    public int getVarInt(String field) {
        int at = readIndex;
        if (at < writeIndex && array[at] >= 0) {
            readIndex = at + 1;
            int raw = array[at];
            return (raw >>> 1) ^ -(raw & 1);
        }
        int raw = (int) getUnsigned(field, 5, 4);
        return (raw >>> 1) ^ -(raw & 1);
    }

    /** Appends a long as a zigzag varint: 1 byte for -64..63, at most 10. */
    public void putVarLong(long value) {
        long raw = (value << 1) ^ (value >> 63);
        if (array.length - writeIndex < 10) {
            room(Sizes.ofVarLong(value));
        }
        byte[] a = array;
        int at = writeIndex;
        while ((raw & ~0x7FL) != 0) {
            a[at++] = (byte) (raw | 0x80);
            raw >>>= 7;
        }
        a[at++] = (byte) raw;
        writeIndex = at;
    }

    /**
     * Reads a long written by {@link #putVarLong}.
     *
     * @param field what is being read, for the error message
     * @return the value
     * @throws MarshalException if truncated, too long or not minimal
     */
    public long getVarLong(String field) {
        long raw = getUnsigned(field, 10, 1);
        return (raw >>> 1) ^ -(raw & 1);
    }

    /**
     * Appends a count or length in the compact encoding: the unsigned varint of
     * {@code count + 1}, so null ({@code -1}) is one zero byte.
     *
     * @param count the count, or -1 for null
     */
    public void putVarCount(int count) {
        putUnsigned(count + 1);
    }

    /**
     * Reads a count written by {@link #putVarCount} and checks it as {@link #getCount} does:
     * before the caller allocates anything, {@code count} elements of at least
     * {@code minElementBytes} each must fit in the bytes that remain.
     *
     * @param field what is being read, for the error message
     * @param minElementBytes the fewest bytes one element can take, at least 1
     * @return the count, or -1 for null
     * @throws MarshalException if truncated, too long, or larger than the input could hold
     */
    public int getVarCount(String field, int minElementBytes) {
        int at = readIndex;
        long count = getUnsigned(field, 5, 4) - 1;
        long least = Math.max(count, 0) * minElementBytes;
        if (count > Integer.MAX_VALUE - 8 || least > writeIndex - readIndex) {
            readIndex = at;
            throw new MarshalException("truncated input: " + field + " has count " + count + " at offset " + at
                    + ", which needs at least " + least + " bytes, but only " + (writeIndex - at) + " remain", at);
        }
        if (count > maxLength) {
            readIndex = at;
            throw tooLong(field, count, at);
        }
        return (int) count;
    }

    /** Appends an enum in the compact encoding: its ordinal + 1 as a varint, 0 for null. */
    public void putVarEnum(Enum<?> value) {
        putUnsigned(value == null ? 0 : value.ordinal() + 1);
    }

    /**
     * Reads an enum written by {@link #putVarEnum}.
     *
     * @throws MarshalException if truncated or the ordinal is out of range
     */
    public <E extends Enum<E>> E getVarEnum(E[] values, String field) {
        int ordinal = getVarOrdinal(field, values.length);
        return ordinal < 0 ? null : values[ordinal];
    }

    /**
     * Reads an ordinal written by {@link #putVarEnum}, for tools that know an enum's constants
     * only by name.
     *
     * @param field what is being read, for the error message
     * @param constants how many constants the enum has
     * @return the ordinal, or -1 for null
     * @throws MarshalException if truncated or out of range
     */
    public int getVarOrdinal(String field, int constants) {
        int at = readIndex;
        long raw = getUnsigned(field, 5, 4);
        if (raw - 1 < constants) {
            return (int) (raw - 1);
        }
        readIndex = at;
        throw new MarshalException(field + ": enum ordinal " + (raw - 1) + " at offset " + at
                + " is out of range 0.." + (constants - 1), at);
    }

    /** Appends a string in the compact encoding: its UTF-8 length as {@link #putVarCount}, then the bytes. */
    public void putCompactString(String value) {
        if (value == null) {
            putVarCount(-1);
            return;
        }
        int chars = value.length();
        byte[] latin1 = ByteArrayAccess.latin1Bytes(value);
        if (latin1 != null && ByteArrayAccess.isAscii(latin1)) {
            putVarCount(chars);
            room(chars);
            System.arraycopy(latin1, 0, array, writeIndex, chars);
            writeIndex += chars;
            return;
        }
        int bytes = Sizes.of(value) - Sizes.LENGTH_PREFIX;
        int mark = writeIndex;
        putVarCount(bytes);
        try {
            room(bytes);
        } catch (MarshalException full) {
            writeIndex = mark;
            throw full;
        }
        writeIndex = Utf8.encode(value, 0, array, writeIndex);
    }

    /**
     * Reads a string written by {@link #putCompactString}.
     *
     * @throws MarshalException as {@link #getString} does
     */
    public String getCompactString(String field) {
        int at = readIndex;
        int length = getVarCount(field, 1);
        if (length < 0) {
            return null;
        }
        int start = readIndex;
        readIndex = start + length;
        try {
            return Utf8.decode(array, start, length, field);
        } catch (MarshalException e) {
            readIndex = at;
            throw e;
        }
    }

    // ---- evolvable bodies: an int32 length, then the fields ----

    /**
     * Starts the body of an evolvable type: reserves its int32 length.
     *
     * @return where the length goes, for {@link #endBody}
     */
    public int beginBody() {
        return claim(4);
    }

    /** Ends the body begun at {@code at}: writes its length, the bytes after the length field. */
    public void endBody(int at) {
        ByteArrayAccess.putInt(array, at, writeIndex - at - 4);
    }

    /**
     * Reads the length of an evolvable body and limits reading to that body, so that a field
     * cannot read past it and {@link #moreInBody} can tell where it ends.
     *
     * @param type the type being read, for the error message
     * @return the previous end of the readable bytes, for {@link #exitBody}
     * @throws MarshalException if the length is truncated, negative or past the end
     */
    public int enterBody(String type) {
        int at = readIndex;
        if (writeIndex - at < 4) {
            throw truncated(type + " (body length)", 4, at);
        }
        int length = ByteArrayAccess.getInt(array, at);
        if (length < 0) {
            throw new MarshalException(type + ": body length " + length + " at offset " + at + " is negative", at);
        }
        if (length > writeIndex - at - 4) {
            throw new MarshalException("truncated input: " + type + " has body length " + length + " at offset " + at
                    + ", but only " + (writeIndex - at - 4) + " bytes remain", at);
        }
        int previous = writeIndex;
        readIndex = at + 4;
        writeIndex = at + 4 + length;
        return previous;
    }

    /**
     * Whether the evolvable body being read has bytes left: false when it was written by an
     * older version that ends before the next field.
     */
    public boolean moreInBody() {
        return readIndex < writeIndex;
    }

    /**
     * Leaves the body entered with {@link #enterBody}: skips the fields a newer version wrote
     * after the ones this version knows, and restores the readable end.
     *
     * @param previous what {@link #enterBody} returned
     */
    public void exitBody(int previous) {
        readIndex = writeIndex;
        writeIndex = previous;
    }

    // ---- framed bodies ----

    /**
     * Makes {@code end} the end of the readable bytes while a framed body is read, so that it
     * cannot read past its declared length. Package-private: only {@link Marshallers} frames.
     *
     * @return the previous end, for {@link #restoreReadLimit}
     */
    int limitRead(int end) {
        int previous = writeIndex;
        writeIndex = end;
        return previous;
    }

    void restoreReadLimit(int previous) {
        writeIndex = previous;
    }
}
