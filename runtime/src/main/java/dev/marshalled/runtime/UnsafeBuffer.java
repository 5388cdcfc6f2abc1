package dev.marshalled.runtime;

import dev.marshalled.runtime.wire.WireState;
import java.nio.ByteBuffer;
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
 * positioned {@code put...At} and {@code get...At} accessors for single values, which are
 * memory access: bounded by the memory (where the backend lets the JVM check an array, by
 * that check alone), they throw {@link IndexOutOfBoundsException} outside it and do not look
 * at the read and write indexes or the read limit. Use them inside a run that
 * {@code claim} or {@code take} returned, as generated code does:
 *
 * <pre>{@code
 * int at = buffer.take(12, "price");   // MarshalException if fewer than 12 bytes are readable
 * long units = buffer.getLongAt(at);
 * int nanos = buffer.getIntAt(at + 8);
 * }</pre>
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

    /** The largest array the JVMs we know of will allocate. */
    private static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

    /** What {@link #readLimit} holds when no body is being read: reads end at the write index. */
    private static final int NO_LIMIT = Integer.MAX_VALUE;

    // Where the bytes are, read by Memory alone: the buffer's own array (made here or wrapped), or
    // else a wrapped ByteBuffer's memory, with where its index 0 lies for the Unsafe backend.
    byte[] array;
    final ByteBuffer memory;
    final Object base;
    final long address;
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
    /** An array kept between strings read from a wrapped {@link ByteBuffer}, for {@link Memory}. */
    byte[] stringBytes;
    private ReadLimits limits = ReadLimits.defaults();

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
        Memory.getBytes(this, 0, copy, 0, copy.length);
        return copy;
    }

    /** @return the read limits of this buffer: {@link ReadLimits#defaults()} unless set */
    public ReadLimits limits() {
        return limits;
    }

    /**
     * Sets how deep reads and writes of this buffer may nest and how long a declared length a
     * read accepts; deeper or longer input is a {@link MarshalException} before anything is
     * allocated.
     *
     * @param limits the limits, not null
     * @return this buffer
     */
    public UnsafeBuffer limits(ReadLimits limits) {
        this.limits = Objects.requireNonNull(limits, "limits");
        return this;
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
            throw MarshalException.truncated(field, size, at, readLimit() - at);
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

    /** {@link #checkMemory} for a store: a wrapped {@link ByteBuffer} is bounded by its writable bytes. */
    private int checkPut(int index, int size) {
        return checkMemory(index, size, true);
    }

    /** {@link #checkMemory} for a load: a wrapped {@link ByteBuffer} is bounded by its capacity. */
    private int checkGet(int index, int size) {
        return checkMemory(index, size, false);
    }

    /**
     * The guard on every positioned load and store of a single value: memory safety, not input
     * validation (generated code and every reader have already claimed or taken the run, which
     * checked it against the writable or readable bytes). Within the array, whose length the JIT
     * knows as the bound of its own checks, or within a wrapped {@link ByteBuffer}'s capacity
     * (its writable bytes for a store, which a read-only one has none of). Written as two
     * {@link Objects#checkIndex} calls, which the JIT recognises as range checks and merges
     * across a run of {@code at + constant} accesses into one pair. On an array with a backend
     * whose every access is checked by the JVM against the same length (VarHandles, the foreign
     * API) that check is the guard: a second one here measured 1.22x against 1.13x of the
     * hand-written floor's write on JDK 25. A second check of loads against the readable bytes
     * measured 1.14x against 1.02x of the floor on the medium data set's read on JDK 17.
     */
    private int checkMemory(int index, int size, boolean store) {
        byte[] a = array;
        if (a != null && (ByteArrayAccess.CHECKS_ITSELF || size == 1)) {
            return index; // a byte is loaded or stored as a[i] on every backend
        }
        int end = a != null ? a.length : store ? writeEnd : capacity;
        Objects.checkIndex(index, end);
        Objects.checkIndex(index + size - 1, end);
        return index;
    }

    // ---- positioned single values, within a claimed or taken run: bounded by the memory ----

    /** @param index byte index @param value the byte */
    public void putByteAt(int index, byte value) {
        Memory.putByte(this, checkPut(index, 1), value);
    }

    /**
     * @param index byte index, within a run {@link #take} returned
     * @return the byte
     * @throws IndexOutOfBoundsException if the bytes are outside the memory
     */
    public byte getByteAt(int index) {
        return Memory.getByte(this, checkGet(index, 1));
    }

    /** @param index byte index @param value stored little-endian */
    public void putShortAt(int index, short value) {
        Memory.putShort(this, checkPut(index, 2), value);
    }

    /**
     * @param index byte index, within a run {@link #take} returned
     * @return the little-endian short
     * @throws IndexOutOfBoundsException if the bytes are outside the memory
     */
    public short getShortAt(int index) {
        return Memory.getShort(this, checkGet(index, 2));
    }

    /** @param index byte index @param value stored as a little-endian UTF-16 code unit */
    public void putCharAt(int index, char value) {
        Memory.putChar(this, checkPut(index, 2), value);
    }

    /**
     * @param index byte index, within a run {@link #take} returned
     * @return the little-endian char
     * @throws IndexOutOfBoundsException if the bytes are outside the memory
     */
    public char getCharAt(int index) {
        return Memory.getChar(this, checkGet(index, 2));
    }

    /** @param index byte index @param value stored little-endian */
    public void putIntAt(int index, int value) {
        Memory.putInt(this, checkPut(index, 4), value);
    }

    /**
     * @param index byte index, within a run {@link #take} returned
     * @return the little-endian int
     * @throws IndexOutOfBoundsException if the bytes are outside the memory
     */
    public int getIntAt(int index) {
        return Memory.getInt(this, checkGet(index, 4));
    }

    /** @param index byte index @param value stored little-endian */
    public void putLongAt(int index, long value) {
        Memory.putLong(this, checkPut(index, 8), value);
    }

    /**
     * @param index byte index, within a run {@link #take} returned
     * @return the little-endian long
     * @throws IndexOutOfBoundsException if the bytes are outside the memory
     */
    public long getLongAt(int index) {
        return Memory.getLong(this, checkGet(index, 8));
    }

    /** @param index byte index @param value its raw IEEE 754 bits, little-endian */
    public void putFloatAt(int index, float value) {
        Memory.putFloat(this, checkPut(index, 4), value);
    }

    /**
     * @param index byte index, within a run {@link #take} returned
     * @return the float from its little-endian raw bits
     * @throws IndexOutOfBoundsException if the bytes are outside the memory
     */
    public float getFloatAt(int index) {
        return Memory.getFloat(this, checkGet(index, 4));
    }

    /** @param index byte index @param value its raw IEEE 754 bits, little-endian */
    public void putDoubleAt(int index, double value) {
        Memory.putDouble(this, checkPut(index, 8), value);
    }

    /**
     * @param index byte index, within a run {@link #take} returned
     * @return the double from its little-endian raw bits
     * @throws IndexOutOfBoundsException if the bytes are outside the memory
     */
    public double getDoubleAt(int index) {
        return Memory.getDouble(this, checkGet(index, 8));
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
            throw MarshalException.truncated(field, size, at, readLimit() - at);
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
        Memory.putBytes(this, index, src, offset, length);
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
        Memory.moveBytes(this, from, to, length);
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
        Memory.getBytes(this, index, dst, offset, length);
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putShorts(short[] values) {
        Memory.putShorts(this, claimBulk((long) values.length << 1), values);
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
        Memory.getShorts(this, takeBulk((long) values.length << 1, field), values);
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putChars(char[] values) {
        Memory.putChars(this, claimBulk((long) values.length << 1), values);
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
        Memory.getChars(this, takeBulk((long) values.length << 1, field), values);
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putInts(int[] values) {
        Memory.putInts(this, claimBulk((long) values.length << 2), values);
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
        Memory.getInts(this, takeBulk((long) values.length << 2, field), values);
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putLongs(long[] values) {
        Memory.putLongs(this, claimBulk((long) values.length << 3), values);
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
        Memory.getLongs(this, takeBulk((long) values.length << 3, field), values);
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putFloats(float[] values) {
        Memory.putFloats(this, claimBulk((long) values.length << 2), values);
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
        Memory.getFloats(this, takeBulk((long) values.length << 2, field), values);
    }

    /**
     * Appends every element of {@code values}, little-endian, back to back: one claim, one copy.
     *
     * @param values the elements
     * @throws MarshalException if a fixed buffer has no room
     */
    public void putDoubles(double[] values) {
        Memory.putDoubles(this, claimBulk((long) values.length << 3), values);
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
        Memory.getDoubles(this, takeBulk((long) values.length << 3, field), values);
    }

    // ---- strings' bytes: copies only; wire.Strings decides how a string is written ----

    /**
     * Copies a string's own bytes to {@code index} when this JVM shows them
     * ({@link #copiesStringBytes()}) and the string keeps one byte per char (its Latin-1 form).
     * Checked as a positioned store is, since it is the hot path of every string: into an array by
     * the copy's own check against the array's length (one check, not two: MediaContent's write
     * measured 54.0 against 60.4 ns on JDK 17), into other memory against its writable bytes.
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
        if (array == null) {
            checkPutRange(index, latin1.length);
        } // else the copy is System.arraycopy, checked against the array as a positioned store is
        Memory.putBytes(this, index, latin1, 0, latin1.length);
        return latin1.length;
    }

    /**
     * The {@code length} readable bytes at {@code index} as a string of one char per byte
     * (Latin-1), copied once where the JVM allows (see {@code Memory.latin1String}).
     *
     * @param index byte index of the first char
     * @param length how many bytes
     * @return the string
     * @throws MarshalException if the bytes are not all readable
     */
    public String getLatin1At(int index, int length) {
        checkGetRange(index, length);
        return Memory.latin1String(this, index, length);
    }

    /**
     * Consumes {@code length} readable bytes at the read index as a string of one char per byte
     * (Latin-1), as {@link #take} and {@link #getLatin1At} would, with one check.
     *
     * @param length how many bytes
     * @param field what is being read, for the error message
     * @return the string
     * @throws MarshalException if fewer than {@code length} bytes remain
     */
    public String takeLatin1(int length, String field) {
        return Memory.latin1String(this, take(length, field), length);
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
        return Memory.utf8String(this, index, length);
    }

    // ---- sequential single values: claim or take checks the bounds once ----

    /** @param value appended */
    public void putByte(byte value) {
        Memory.putByte(this, claim(1), value);
    }

    /** @return the next byte @throws MarshalException if truncated */
    public byte getByte() {
        return Memory.getByte(this, take(1, "byte"));
    }

    /** @param value appended little-endian */
    public void putShort(short value) {
        Memory.putShort(this, claim(2), value);
    }

    /** @return the next short @throws MarshalException if truncated */
    public short getShort() {
        return Memory.getShort(this, take(2, "short"));
    }

    /** @param value appended little-endian */
    public void putChar(char value) {
        Memory.putChar(this, claim(2), value);
    }

    /** @return the next char @throws MarshalException if truncated */
    public char getChar() {
        return Memory.getChar(this, take(2, "char"));
    }

    /** @param value appended little-endian */
    public void putInt(int value) {
        Memory.putInt(this, claim(4), value);
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
        return Memory.getInt(this, take(4, field));
    }

    /** @param value appended little-endian */
    public void putLong(long value) {
        Memory.putLong(this, claim(8), value);
    }

    /** @return the next long @throws MarshalException if truncated */
    public long getLong() {
        return Memory.getLong(this, take(8, "long"));
    }

    /** @param value appended as its raw bits, little-endian */
    public void putFloat(float value) {
        Memory.putFloat(this, claim(4), value);
    }

    /** @return the next float @throws MarshalException if truncated */
    public float getFloat() {
        return Memory.getFloat(this, take(4, "float"));
    }

    /** @param value appended as its raw bits, little-endian */
    public void putDouble(double value) {
        Memory.putDouble(this, claim(8), value);
    }

    /** @return the next double @throws MarshalException if truncated */
    public double getDouble() {
        return Memory.getDouble(this, take(8, "double"));
    }
}
