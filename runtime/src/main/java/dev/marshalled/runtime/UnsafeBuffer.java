package dev.marshalled.runtime;

import dev.marshalled.runtime.wire.WireState;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A {@code byte[]}, or a {@link ByteBuffer}'s memory (a direct buffer's native memory, a mapped
 * file), with separate read and write indexes, written and read in little-endian order through
 * {@code sun.misc.Unsafe} or, where Unsafe memory access is discouraged (JDK 24 and later),
 * through {@code VarHandle}s that produce the same bytes.
 *
 * <pre>{@code
 * UnsafeBuffer buffer = new UnsafeBuffer(256);         // grows as needed
 * TradeMarshaller.write(trade, buffer);
 * Trade copy = TradeMarshaller.read(buffer);
 *
 * UnsafeBuffer in = UnsafeBuffer.wrap(bytesFromSocket);  // fixed; readable = the whole array
 * UnsafeBuffer direct = UnsafeBuffer.wrap(byteBuffer);   // fixed; in place; readable = position..limit
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
 * <p><b>Backend.</b> Chosen once per JVM: Unsafe on JDK 17 to 23, VarHandles from JDK 24 on;
 * the system property {@code dev.marshalled.backend} ({@code unsafe}, {@code varhandle} or
 * {@code foreign}, the foreign memory API on JDK 22 and later) forces one. All write identical
 * bytes. See {@link #backend()}.
 *
 * <p>Not thread-safe: use one buffer per thread.
 */
public final class UnsafeBuffer {

    /** The raw-memory backends; all produce the same bytes. */
    public enum Backend {
        /** {@code sun.misc.Unsafe} loads, stores and {@code copyMemory}. */
        UNSAFE,
        /** {@code MethodHandles.byteArrayViewVarHandle} loads and stores. */
        VAR_HANDLE,
        /** Heap {@code java.lang.foreign.MemorySegment} loads, stores and bulk copies (JDK 22 and later). */
        FOREIGN
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

    /** What {@link #readLimit} holds when no body is being read: reads end at the write index. */
    private static final int NO_LIMIT = Integer.MAX_VALUE;

    /** The buffer's own memory (made here or wrapped), or null when it is a {@link ByteBuffer}'s. */
    private byte[] array;
    /** The wrapped {@link ByteBuffer} whose memory this buffer reads and writes in place, or null. */
    private final ByteBuffer memory;
    /** Where {@link #memory}'s index 0 lies, for the Unsafe backend ({@link NativeAccess#base}). */
    private final Object base;
    /** {@link #memory}'s index 0 from {@link #base}, for the Unsafe backend ({@link NativeAccess#address}). */
    private final long address;
    /** The bytes the indexes may span: the array's length, or the wrapped buffer's limit. */
    private int capacity;
    /** The bytes writes may fill: {@link #capacity}, or 0 for a read-only {@link ByteBuffer}. */
    private int writeEnd;
    private final boolean growable;
    // Package-private for Marshallers alone, which restores it after a StackOverflowError
    // without a call that could overflow again.
    int readIndex;
    private int writeIndex;
    /** The end of a framed or evolvable body being read, else {@link #NO_LIMIT}. */
    private int readLimit = NO_LIMIT;
    /**
     * The state of the read or write under way that the wire package keeps (nesting depth,
     * identity tables, the bulk ASCII copier); made on first use. Generated methods are static
     * and this buffer is the one object each call receives, so it carries the state for them.
     */
    private WireState wireState;
    /** {@link #copyOut}'s array, kept between strings read from a wrapped {@link ByteBuffer}. */
    private byte[] stringBytes;
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
        this.memory = null;
        this.base = null;
        this.address = 0;
        this.capacity = initialCapacity;
        this.writeEnd = initialCapacity;
        this.growable = true;
    }

    private UnsafeBuffer(byte[] array, int end) {
        this.array = array;
        this.memory = null;
        this.base = null;
        this.address = 0;
        this.capacity = end;
        this.writeEnd = end;
        this.growable = false;
        this.writeIndex = end;
    }

    private UnsafeBuffer(ByteBuffer memory) {
        this.array = null;
        this.memory = memory;
        this.base = NativeAccess.base(memory);
        this.address = NativeAccess.address(memory);
        this.capacity = memory.limit();
        this.writeEnd = memory.isReadOnly() ? 0 : capacity;
        this.growable = false;
        this.writeIndex = capacity;
        this.readIndex = memory.position();
    }

    /**
     * Wraps an array without copying it. The buffer is fixed-size and its readable bytes are
     * the whole array; call {@link #clear()} first to write into it instead.
     *
     * @param bytes the array to read from or write into
     * @return a fixed-size buffer over {@code bytes}
     */
    public static UnsafeBuffer wrap(byte[] bytes) {
        return new UnsafeBuffer(bytes, bytes.length);
    }

    /**
     * Wraps the memory of a {@link ByteBuffer} in place, without copying it: a direct buffer's
     * native memory (which is also how a file mapped with {@code FileChannel.map} and, on JDK 22
     * and later, a native {@code MemorySegment} through {@code asByteBuffer()} are wrapped), or a
     * heap buffer's array. The buffer is fixed-size: its indexes are {@code source}'s own, its
     * capacity is {@code source}'s limit, and its readable bytes are {@code source}'s position to
     * its limit. Call {@link #clear()} first to write from index 0 instead. {@code source}'s
     * position and limit are not moved by this buffer's reads and writes: set them from
     * {@link #readIndex()} or {@link #writeIndex()} when done, or use
     * {@link Marshaller#read(ByteBuffer)} and {@link Marshaller#write(Object, ByteBuffer)},
     * which do.
     *
     * <p>A read-only {@code source} is read in place and refuses every write. Every access is
     * checked against the capacity before memory is touched, native memory included. The memory
     * must stay valid while the buffer is used: {@code source} is kept reachable, so a direct
     * buffer's memory is not freed, but memory freed otherwise (a closed {@code Arena}, a file
     * unmapped by other means) is the caller's to avoid, as for any address.
     *
     * @param source the memory to read from or write into, between 0 and its limit
     * @return a fixed-size buffer over {@code source}'s memory
     */
    public static UnsafeBuffer wrap(ByteBuffer source) {
        if (source.hasArray() && source.arrayOffset() == 0) {
            // A heap buffer whose indexes are its array's: the array path, the fastest.
            UnsafeBuffer buffer = new UnsafeBuffer(source.array(), source.limit());
            buffer.readIndex = source.position();
            return buffer;
        }
        return new UnsafeBuffer(source);
    }

    /**
     * Whether this buffer's memory is an array that {@link #array()} returns: true for a buffer
     * made by {@link #UnsafeBuffer(int)} or {@link #wrap(byte[])}, or wrapping a heap
     * {@link ByteBuffer} at array offset 0; false for a direct, read-only or sliced one.
     *
     * @return true when {@link #array()} returns the memory itself
     */
    public boolean hasArray() {
        return array != null;
    }

    /**
     * Returns the backend this JVM uses.
     *
     * @return {@link Backend#UNSAFE}, {@link Backend#VAR_HANDLE} or {@link Backend#FOREIGN}
     */
    public static Backend backend() {
        return ByteArrayAccess.UNSAFE ? Backend.UNSAFE : ByteArrayAccess.FOREIGN ? Backend.FOREIGN : Backend.VAR_HANDLE;
    }

    /**
     * Whether a Latin-1 string is written as one copy of the string's own bytes. That needs a
     * look at {@code String}'s private fields: the Unsafe backend has it; the VarHandle and
     * foreign backends have it where {@code java.lang} or {@code java.lang.invoke} is open to
     * the runtime, e.g.
     *
     * <pre>{@code
     * java --add-opens java.base/java.lang=dev.marshalled.runtime ...          # module path
     * java --add-opens java.base/java.lang.invoke=ALL-UNNAMED ...              # class path
     * }</pre>
     *
     * <p>Otherwise strings are written char by char. The bytes are the same either way.
     *
     * @return true when strings' own bytes are copied in bulk in this JVM
     */
    public static boolean copiesStringBytes() {
        return ByteArrayAccess.seesStringBytes();
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
            throw readIndexOutside(index);
        }
        readIndex = index;
        return this;
    }

    /** The read-index setter's failure, apart for the same reason as {@link #writeIndexOutside}. */
    private IndexOutOfBoundsException readIndexOutside(int index) {
        return outside("read index", index, 0, writeIndex);
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
        if (index < readIndex || index > capacity) {
            throw writeIndexOutside(index);
        }
        writeIndex = index;
        return this;
    }

    /**
     * The write-index setter's failure. Apart, so that the setter stays under 35 bytes of
     * bytecode: C2 inlines a larger method only where the call is hot, and the wire package calls
     * this setter once per string and compact length, from many sites.
     */
    private IndexOutOfBoundsException writeIndexOutside(int index) {
        return outside("write index", index, readIndex, capacity);
    }

    /** The failure of an index setter, built off the fast path so that the setter stays small enough to inline. */
    private static IndexOutOfBoundsException outside(String what, int index, int from, int to) {
        return new IndexOutOfBoundsException(what + " " + index + " is not in " + from + ".." + to);
    }

    /**
     * Returns where reading stops: the write index, or the end of the framed or evolvable
     * body being read, whichever is first.
     *
     * @return the end of the bytes a read may consume now
     */
    public int readLimit() {
        return Math.min(readLimit, writeIndex);
    }

    /** @return the number of bytes a read may consume now, {@code readLimit() - readIndex()} */
    public int remaining() {
        return readLimit() - readIndex;
    }

    /** @return the bytes the buffer spans now: its array's size, or a wrapped {@link ByteBuffer}'s limit */
    public int capacity() {
        return capacity;
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
     * @throws UnsupportedOperationException if the buffer wraps memory that is not an array it
     *     may hand out ({@link #hasArray()} is false)
     */
    public byte[] array() {
        byte[] a = array;
        if (a == null) {
            throw new UnsupportedOperationException("this buffer wraps a " + (memory.isDirect() ? "direct" : "read-only or sliced")
                    + " ByteBuffer's memory, not an array: check hasArray() first, or copy with toByteArray()");
        }
        return a;
    }

    /**
     * Empties the buffer: both indexes go to 0. The array is kept.
     *
     * @return this buffer
     */
    public UnsafeBuffer clear() {
        readIndex = 0;
        writeIndex = 0;
        readLimit = NO_LIMIT;
        if (wireState != null) {
            wireState.reset(); // kept, with its tables' capacity, for the next message
        }
        return this;
    }

    /** @return a copy of the bytes written so far, {@code 0..writeIndex()} */
    public byte[] toByteArray() {
        if (array != null) {
            return Arrays.copyOf(array, writeIndex);
        }
        byte[] copy = new byte[writeIndex];
        NativeAccess.getBytes(memory, base, address, 0, copy, 0, copy.length);
        return copy;
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

    /**
     * Returns the nesting limit new buffers start with: the system property
     * {@value #MAX_DEPTH_PROPERTY} if set, else {@value #DEFAULT_MAX_DEPTH}.
     *
     * @return the default of {@link #maxDepth()}
     */
    public static int defaultMaxDepth() {
        return GLOBAL_MAX_DEPTH;
    }

    /**
     * For generated code and the runtime's wire package only: the state of the read or write
     * under way (nesting depth, identity tables), made on first use and reset by
     * {@link #clear()}. Users never need it.
     *
     * @return this buffer's wire state
     */
    public WireState wireState() {
        WireState state = wireState;
        if (state == null) {
            state = new WireState();
            wireState = state;
        }
        return state;
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
        if (size > writeEnd - at) {
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
        if (size > readLimit() - at) {
            throw truncated(field, size, at);
        }
        readIndex = at + size;
        return at;
    }

    /**
     * Makes room for {@code bytes} more bytes at the write index without moving it, growing a
     * growable buffer; for a write whose length is known only once it is done (the caller then
     * writes with the {@code put...At} methods and moves the index with {@link #writeIndex(int)}).
     *
     * @param bytes the most bytes the write will take
     * @throws MarshalException if a fixed buffer has no room
     */
    public void ensureWritable(long bytes) {
        if (bytes > writeEnd - writeIndex) {
            ensureCapacity(writeIndex + bytes);
        }
    }

    private void ensureCapacity(long needed) {
        if (!growable) {
            if (memory != null && memory.isReadOnly()) {
                throw new MarshalException("read-only buffer: writing at offset " + writeIndex
                        + " into a read-only ByteBuffer; wrap a writable one", writeIndex);
            }
            throw new MarshalException("buffer full: writing at offset " + writeIndex + " needs "
                    + (needed - writeIndex) + " bytes but a fixed buffer of capacity " + capacity
                    + " has " + (capacity - writeIndex) + " left; "
                    + (memory == null ? "use new UnsafeBuffer(size) to grow" : "wrap a larger ByteBuffer"),
                    writeIndex);
        }
        if (needed > MAX_CAPACITY) {
            throw new MarshalException("message too large: " + needed + " bytes exceed the largest array ("
                    + MAX_CAPACITY + ")", writeIndex);
        }
        long doubled = Math.max((long) array.length << 1, 16);
        array = Arrays.copyOf(array, (int) Math.min(Math.max(doubled, needed), MAX_CAPACITY));
        capacity = array.length;
        writeEnd = capacity;
    }

    /**
     * The failure of a read that needs {@code size} bytes at {@code at}, naming what remains.
     *
     * @param field what is being read
     * @param size the bytes it needs
     * @param at its offset
     * @return the exception to throw
     */
    public MarshalException truncated(String field, long size, int at) {
        return new MarshalException("truncated input: " + field + " needs " + MarshalException.bytes(size)
                + " at offset " + at + " but only " + MarshalException.remain(readLimit() - at), at);
    }

    /**
     * Makes {@code end} the end of the readable bytes while a framed or evolvable body is
     * read, so that it cannot read past its declared length.
     *
     * @param end the offset after the body
     * @return the previous limit, for {@link #restoreReadLimit}
     */
    public int limitRead(int end) {
        int previous = readLimit;
        readLimit = end;
        return previous;
    }

    /**
     * Ends the limit set by {@link #limitRead}.
     *
     * @param previous what {@link #limitRead} returned
     */
    public void restoreReadLimit(int previous) {
        readLimit = previous;
    }

    /**
     * The guard on every positioned store: memory safety, not input validation (generated
     * code has already claimed the run). Written as two {@link Objects#checkIndex} calls, which
     * the JIT recognises as range checks and merges across a run of {@code at + constant}
     * accesses into one pair.
     */
    private static void checkPut(byte[] a, int index, int size) {
        Objects.checkIndex(index, a.length);
        Objects.checkIndex(index + size - 1, a.length);
    }

    /**
     * The guard on a positioned store into a wrapped {@link ByteBuffer}'s memory, where no array
     * bounds back it up: within the writable bytes, which a read-only buffer has none of.
     */
    private int checkPutMemory(int index, int size) {
        Objects.checkIndex(index, writeEnd);
        Objects.checkIndex(index + size - 1, writeEnd);
        return index;
    }

    /**
     * The guard on every positioned load: within the readable bytes. Same shape as
     * {@link #checkPut}; the rare failure is turned into a {@link MarshalException} off the
     * fast path.
     */
    private int checkGet(int index, int size) {
        int end = readLimit();
        try {
            Objects.checkIndex(index, end);
            Objects.checkIndex(index + size - 1, end);
        } catch (IndexOutOfBoundsException e) {
            throw getOutside(index, size, end);
        }
        return index;
    }

    // ---- positioned access within a claimed or taken run ----

    /** @param index byte index @param value stored as one byte, 1 or 0 */
    public void putBooleanAt(int index, boolean value) {
        putByteAt(index, (byte) (value ? 1 : 0));
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
        byte b = getByteAt(index);
        if ((b & ~1) != 0) {
            throw new MarshalException(field + ": byte " + b + " at offset " + index + " is not a boolean (0 or 1)", index);
        }
        return b != 0;
    }

    /** @param index byte index @param value the byte */
    public void putByteAt(int index, byte value) {
        byte[] a = array;
        if (a != null) {
            a[index] = value; // the array store is its own bounds check; a wider value goes through checkPut
        } else {
            NativeAccess.putByte(memory, base, address, checkPutMemory(index, 1), value);
        }
    }

    /** @param index byte index @return the byte */
    public byte getByteAt(int index) {
        int at = checkGet(index, 1);
        byte[] a = array;
        return a != null ? a[at] : NativeAccess.getByte(memory, base, address, at);
    }

    /** @param index byte index @param value stored little-endian */
    public void putShortAt(int index, short value) {
        byte[] a = array;
        if (a != null) {
            checkPut(a, index, 2);
            ByteArrayAccess.putShort(a, index, value);
        } else {
            NativeAccess.putShort(memory, base, address, checkPutMemory(index, 2), value);
        }
    }

    /** @param index byte index @return the little-endian short */
    public short getShortAt(int index) {
        int at = checkGet(index, 2);
        byte[] a = array;
        return a != null ? ByteArrayAccess.getShort(a, at) : NativeAccess.getShort(memory, base, address, at);
    }

    /** @param index byte index @param value stored as a little-endian UTF-16 code unit */
    public void putCharAt(int index, char value) {
        byte[] a = array;
        if (a != null) {
            checkPut(a, index, 2);
            ByteArrayAccess.putChar(a, index, value);
        } else {
            NativeAccess.putChar(memory, base, address, checkPutMemory(index, 2), value);
        }
    }

    /** @param index byte index @return the little-endian char */
    public char getCharAt(int index) {
        int at = checkGet(index, 2);
        byte[] a = array;
        return a != null ? ByteArrayAccess.getChar(a, at) : NativeAccess.getChar(memory, base, address, at);
    }

    /** @param index byte index @param value stored little-endian */
    public void putIntAt(int index, int value) {
        byte[] a = array;
        if (a != null) {
            checkPut(a, index, 4);
            ByteArrayAccess.putInt(a, index, value);
        } else {
            NativeAccess.putInt(memory, base, address, checkPutMemory(index, 4), value);
        }
    }

    /** @param index byte index @return the little-endian int */
    public int getIntAt(int index) {
        int at = checkGet(index, 4);
        byte[] a = array;
        return a != null ? ByteArrayAccess.getInt(a, at) : NativeAccess.getInt(memory, base, address, at);
    }

    /** @param index byte index @param value stored little-endian */
    public void putLongAt(int index, long value) {
        byte[] a = array;
        if (a != null) {
            checkPut(a, index, 8);
            ByteArrayAccess.putLong(a, index, value);
        } else {
            NativeAccess.putLong(memory, base, address, checkPutMemory(index, 8), value);
        }
    }

    /** @param index byte index @return the little-endian long */
    public long getLongAt(int index) {
        int at = checkGet(index, 8);
        byte[] a = array;
        return a != null ? ByteArrayAccess.getLong(a, at) : NativeAccess.getLong(memory, base, address, at);
    }

    /** @param index byte index @param value its raw IEEE 754 bits, little-endian */
    public void putFloatAt(int index, float value) {
        byte[] a = array;
        if (a != null) {
            checkPut(a, index, 4);
            ByteArrayAccess.putFloat(a, index, value);
        } else {
            NativeAccess.putFloat(memory, base, address, checkPutMemory(index, 4), value);
        }
    }

    /** @param index byte index @return the float from its little-endian raw bits */
    public float getFloatAt(int index) {
        int at = checkGet(index, 4);
        byte[] a = array;
        return a != null ? ByteArrayAccess.getFloat(a, at) : NativeAccess.getFloat(memory, base, address, at);
    }

    /** @param index byte index @param value its raw IEEE 754 bits, little-endian */
    public void putDoubleAt(int index, double value) {
        byte[] a = array;
        if (a != null) {
            checkPut(a, index, 8);
            ByteArrayAccess.putDouble(a, index, value);
        } else {
            NativeAccess.putDouble(memory, base, address, checkPutMemory(index, 8), value);
        }
    }

    /** @param index byte index @return the double from its little-endian raw bits */
    public double getDoubleAt(int index) {
        int at = checkGet(index, 8);
        byte[] a = array;
        return a != null ? ByteArrayAccess.getDouble(a, at) : NativeAccess.getDouble(memory, base, address, at);
    }

    // ---- bulk copies: one check per call ----

    /**
     * The guard on a bulk store, in {@code long} arithmetic so that no length can wrap around.
     *
     * @throws IndexOutOfBoundsException naming index, length and capacity
     */
    private void checkPutRange(int index, long length) {
        // One branch: negative if the index is, or if the end is past the capacity.
        if ((index | (writeEnd - index - length)) < 0) {
            throw putOutside(index, length);
        }
    }

    private IndexOutOfBoundsException putOutside(int index, long length) {
        return new IndexOutOfBoundsException("write of " + length + " bytes at index " + index
                + " is outside the capacity " + writeEnd);
    }

    /** {@link #claim} for a size that may not fit in an int. */
    private int claimBulk(long size) {
        int at = writeIndex;
        if (size > writeEnd - at) {
            ensureCapacity(at + size); // throws past the largest array
        }
        writeIndex = at + (int) size;
        return at;
    }

    /** {@link #take} for a size that may not fit in an int. */
    private int takeBulk(long size, String field) {
        int at = readIndex;
        if (size > readLimit() - at) {
            throw truncated(field, size, at);
        }
        readIndex = at + (int) size;
        return at;
    }

    /**
     * The guard on a bulk load: within the readable bytes, in {@code long} arithmetic.
     *
     * @throws MarshalException naming index, length and the readable bytes
     */
    private void checkGetRange(int index, long length) {
        int end = readLimit();
        if ((index | (end - index - length)) < 0) {
            throw getOutside(index, length, end);
        }
    }

    private static MarshalException getOutside(int index, long length, int end) {
        return new MarshalException("read of " + length + " bytes at offset " + index
                + " is outside the readable bytes 0.." + end, index);
    }

    /**
     * Copies {@code length} bytes of {@code src} from {@code offset} to {@code index}.
     *
     * @param index byte index in this buffer
     * @param src the bytes to copy
     * @param offset the first byte of {@code src} to copy
     * @param length how many bytes
     * @throws IndexOutOfBoundsException if the bytes do not fit, or {@code src} has fewer
     */
    public void putBytesAt(int index, byte[] src, int offset, int length) {
        checkPutRange(index, length);
        byte[] a = array;
        if (a != null) {
            System.arraycopy(src, offset, a, index, length);
        } else {
            NativeAccess.putBytes(memory, base, address, index, src, offset, length);
        }
    }

    /**
     * Moves {@code length} bytes within this buffer from {@code from} to {@code to}; the ranges
     * may overlap.
     *
     * @param from byte index of the first byte to move
     * @param to byte index it moves to
     * @param length how many bytes
     * @throws IndexOutOfBoundsException if either range is outside the capacity
     */
    public void moveBytes(int from, int to, int length) {
        checkPutRange(from, length);
        checkPutRange(to, length);
        byte[] a = array;
        if (a != null) {
            System.arraycopy(a, from, a, to, length);
        } else {
            NativeAccess.moveBytes(memory, base, address, from, to, length);
        }
    }

    /**
     * Copies {@code length} readable bytes at {@code index} into {@code dst} from {@code offset}.
     *
     * @param index byte index in this buffer
     * @param dst where to copy them
     * @param offset the first byte of {@code dst} to fill
     * @param length how many bytes
     * @throws MarshalException if the bytes are not all readable
     */
    public void getBytesAt(int index, byte[] dst, int offset, int length) {
        checkGetRange(index, length);
        byte[] a = array;
        if (a != null) {
            System.arraycopy(a, index, dst, offset, length);
        } else {
            NativeAccess.getBytes(memory, base, address, index, dst, offset, length);
        }
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putShorts(short[] values) {
        int at = claimBulk((long) values.length << 1);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyShorts(values, a, at);
        } else {
            NativeAccess.putShorts(memory, base, address, at, values);
        }
    }

    /**
     * Fills {@code values} with the little-endian elements at the read index and consumes
     * them, checked once.
     *
     * @param values the array to fill, whole
     * @param field what is being read, for the error message
     * @throws MarshalException if fewer bytes remain
     */
    public void getShorts(short[] values, String field) {
        int at = takeBulk((long) values.length << 1, field);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyShorts(a, at, values);
        } else {
            NativeAccess.getShorts(memory, base, address, at, values);
        }
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putChars(char[] values) {
        int at = claimBulk((long) values.length << 1);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyChars(values, a, at);
        } else {
            NativeAccess.putChars(memory, base, address, at, values);
        }
    }

    /**
     * Fills {@code values} with the little-endian elements at the read index and consumes
     * them, checked once.
     *
     * @param values the array to fill, whole
     * @param field what is being read, for the error message
     * @throws MarshalException if fewer bytes remain
     */
    public void getChars(char[] values, String field) {
        int at = takeBulk((long) values.length << 1, field);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyChars(a, at, values);
        } else {
            NativeAccess.getChars(memory, base, address, at, values);
        }
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putInts(int[] values) {
        int at = claimBulk((long) values.length << 2);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyInts(values, a, at);
        } else {
            NativeAccess.putInts(memory, base, address, at, values);
        }
    }

    /**
     * Fills {@code values} with the little-endian elements at the read index and consumes
     * them, checked once.
     *
     * @param values the array to fill, whole
     * @param field what is being read, for the error message
     * @throws MarshalException if fewer bytes remain
     */
    public void getInts(int[] values, String field) {
        int at = takeBulk((long) values.length << 2, field);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyInts(a, at, values);
        } else {
            NativeAccess.getInts(memory, base, address, at, values);
        }
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putLongs(long[] values) {
        int at = claimBulk((long) values.length << 3);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyLongs(values, a, at);
        } else {
            NativeAccess.putLongs(memory, base, address, at, values);
        }
    }

    /**
     * Fills {@code values} with the little-endian elements at the read index and consumes
     * them, checked once.
     *
     * @param values the array to fill, whole
     * @param field what is being read, for the error message
     * @throws MarshalException if fewer bytes remain
     */
    public void getLongs(long[] values, String field) {
        int at = takeBulk((long) values.length << 3, field);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyLongs(a, at, values);
        } else {
            NativeAccess.getLongs(memory, base, address, at, values);
        }
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putFloats(float[] values) {
        int at = claimBulk((long) values.length << 2);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyFloats(values, a, at);
        } else {
            NativeAccess.putFloats(memory, base, address, at, values);
        }
    }

    /**
     * Fills {@code values} with the little-endian elements at the read index and consumes
     * them, checked once.
     *
     * @param values the array to fill, whole
     * @param field what is being read, for the error message
     * @throws MarshalException if fewer bytes remain
     */
    public void getFloats(float[] values, String field) {
        int at = takeBulk((long) values.length << 2, field);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyFloats(a, at, values);
        } else {
            NativeAccess.getFloats(memory, base, address, at, values);
        }
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putDoubles(double[] values) {
        int at = claimBulk((long) values.length << 3);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyDoubles(values, a, at);
        } else {
            NativeAccess.putDoubles(memory, base, address, at, values);
        }
    }

    /**
     * Fills {@code values} with the little-endian elements at the read index and consumes
     * them, checked once.
     *
     * @param values the array to fill, whole
     * @param field what is being read, for the error message
     * @throws MarshalException if fewer bytes remain
     */
    public void getDoubles(double[] values, String field) {
        int at = takeBulk((long) values.length << 3, field);
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.copyDoubles(a, at, values);
        } else {
            NativeAccess.getDoubles(memory, base, address, at, values);
        }
    }

    // ---- strings' bytes: copies only; wire.Strings decides how a string is written ----

    /**
     * Copies a string's own bytes to {@code index} when this JVM shows them
     * ({@link #copiesStringBytes()}) and the string keeps one byte per char (its Latin-1 form).
     *
     * @param index byte index of the first char
     * @param value the string
     * @return {@code value.length()}, the bytes copied; or -1, with nothing written, when the
     *     string's own bytes are hidden or are not one byte per char
     * @throws IndexOutOfBoundsException if it was to be copied and does not fit
     */
    public int putLatin1At(int index, String value) {
        byte[] latin1 = ByteArrayAccess.latin1Bytes(value);
        if (latin1 == null) {
            return -1;
        }
        checkPutRange(index, latin1.length);
        byte[] a = array;
        if (a != null) {
            System.arraycopy(latin1, 0, a, index, latin1.length);
        } else {
            NativeAccess.putBytes(memory, base, address, index, latin1, 0, latin1.length);
        }
        return latin1.length;
    }

    /**
     * The {@code length} readable bytes at {@code index} as a string of one char per byte
     * (Latin-1), in one copy. The JDK constructor that takes a high byte copies the bytes into
     * the string as they are, where the charset constructors look at them again in a method too
     * large to inline; it is deprecated for its high byte, which is 0 here.
     *
     * @param index byte index of the first char
     * @param length how many bytes
     * @return the string
     * @throws MarshalException if the bytes are not all readable
     */
    @SuppressWarnings("deprecation")
    public String getLatin1At(int index, int length) {
        checkGetRange(index, length);
        byte[] a = array;
        if (a != null) {
            return new String(a, 0, index, length);
        }
        if (length > 0 && ByteArrayAccess.sharesLatin1Strings()) {
            // Copied once, into an array the new string keeps.
            byte[] bytes = new byte[length];
            NativeAccess.getBytes(memory, base, address, index, bytes, 0, length);
            String made = ByteArrayAccess.latin1String(bytes);
            return made != null ? made : new String(bytes, 0, 0, length);
        }
        return new String(copyOut(index, length), 0, 0, length);
    }

    /**
     * Decodes {@code length} readable bytes with the JDK's UTF-8 decoder, which turns anything
     * malformed into U+FFFD.
     *
     * @param index byte index of the first byte
     * @param length how many bytes
     * @return the decoded string
     * @throws MarshalException if the bytes are not all readable
     */
    public String getUtf8At(int index, int length) {
        checkGetRange(index, length);
        byte[] a = array;
        if (a != null) {
            return new String(a, index, length, StandardCharsets.UTF_8);
        }
        return new String(copyOut(index, length), 0, length, StandardCharsets.UTF_8);
    }

    /** The most bytes of a string that {@link #copyOut} keeps an array for between calls. */
    private static final int KEPT_STRING_BYTES = 8192;

    /**
     * The checked bytes {@code index..index + length} of a wrapped {@link ByteBuffer}'s memory,
     * copied into an array from index 0, for a string to be made from: the JDK has no constructor
     * that reads memory, so a string read from native memory is copied twice. Up to
     * {@link #KEPT_STRING_BYTES} the array is kept for the next string, so that reading allocates
     * only the strings themselves.
     */
    private byte[] copyOut(int index, int length) {
        byte[] bytes = stringBytes;
        if (length > KEPT_STRING_BYTES) {
            bytes = new byte[length];
        } else if (bytes == null || bytes.length < length) {
            bytes = new byte[Math.max(length, 64)];
            stringBytes = bytes;
        }
        NativeAccess.getBytes(memory, base, address, index, bytes, 0, length);
        return bytes;
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
        int at = claim(2); // may replace the array: read it after; claim has checked the bounds
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.putShort(a, at, value);
        } else {
            NativeAccess.putShort(memory, base, address, at, value);
        }
    }

    /** @return the next short @throws MarshalException if truncated */
    public short getShort() {
        int at = take(2, "short"); // take has checked the bounds
        byte[] a = array;
        return a != null ? ByteArrayAccess.getShort(a, at) : NativeAccess.getShort(memory, base, address, at);
    }

    /** @param value appended little-endian */
    public void putChar(char value) {
        int at = claim(2); // may replace the array: read it after; claim has checked the bounds
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.putChar(a, at, value);
        } else {
            NativeAccess.putChar(memory, base, address, at, value);
        }
    }

    /** @return the next char @throws MarshalException if truncated */
    public char getChar() {
        int at = take(2, "char"); // take has checked the bounds
        byte[] a = array;
        return a != null ? ByteArrayAccess.getChar(a, at) : NativeAccess.getChar(memory, base, address, at);
    }

    /** @param value appended little-endian */
    public void putInt(int value) {
        int at = claim(4); // may replace the array: read it after; claim has checked the bounds
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.putInt(a, at, value);
        } else {
            NativeAccess.putInt(memory, base, address, at, value);
        }
    }

    /** @return the next int @throws MarshalException if truncated */
    public int getInt() {
        return getInt("int");
    }

    /**
     * Reads the next int, naming what is read in the error.
     *
     * @param field what is being read, for the error message
     * @return the next int, little-endian
     * @throws MarshalException if fewer than 4 bytes remain
     */
    public int getInt(String field) {
        int at = take(4, field); // take has checked the bounds
        byte[] a = array;
        return a != null ? ByteArrayAccess.getInt(a, at) : NativeAccess.getInt(memory, base, address, at);
    }

    /** @param value appended little-endian */
    public void putLong(long value) {
        int at = claim(8); // may replace the array: read it after; claim has checked the bounds
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.putLong(a, at, value);
        } else {
            NativeAccess.putLong(memory, base, address, at, value);
        }
    }

    /** @return the next long @throws MarshalException if truncated */
    public long getLong() {
        int at = take(8, "long"); // take has checked the bounds
        byte[] a = array;
        return a != null ? ByteArrayAccess.getLong(a, at) : NativeAccess.getLong(memory, base, address, at);
    }

    /** @param value appended as its raw bits, little-endian */
    public void putFloat(float value) {
        int at = claim(4); // may replace the array: read it after; claim has checked the bounds
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.putFloat(a, at, value);
        } else {
            NativeAccess.putFloat(memory, base, address, at, value);
        }
    }

    /** @return the next float @throws MarshalException if truncated */
    public float getFloat() {
        int at = take(4, "float"); // take has checked the bounds
        byte[] a = array;
        return a != null ? ByteArrayAccess.getFloat(a, at) : NativeAccess.getFloat(memory, base, address, at);
    }

    /** @param value appended as its raw bits, little-endian */
    public void putDouble(double value) {
        int at = claim(8); // may replace the array: read it after; claim has checked the bounds
        byte[] a = array;
        if (a != null) {
            ByteArrayAccess.putDouble(a, at, value);
        } else {
            NativeAccess.putDouble(memory, base, address, at, value);
        }
    }

    /** @return the next double @throws MarshalException if truncated */
    public double getDouble() {
        int at = take(8, "double"); // take has checked the bounds
        byte[] a = array;
        return a != null ? ByteArrayAccess.getDouble(a, at) : NativeAccess.getDouble(memory, base, address, at);
    }
}
