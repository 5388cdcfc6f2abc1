package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * Element counts and byte lengths: the prefix of every collection, map, array and string.
 * In the fixed encoding it is an int32 with -1 for null; in the compact encoding the unsigned
 * varint of {@code count + 1}, so null is one zero byte. Every read checks the prefix before
 * the caller allocates anything: not below -1, no more than {@link ReadLimits#maxLength()},
 * and small enough that the elements could fit in the bytes that remain.
 *
 * <pre>{@code
 * Counts.writeCompact(buffer, list == null ? -1 : list.size());
 * int count = Counts.read(buffer, "Order.lines", 1);   // fixed encoding; -1 for null
 * }</pre>
 */
public final class Counts {
    /** Bytes of the fixed encoding's int32 count or length, the prefix of every string and array. */
    public static final int SIZE = 4;

    private Counts() {
    }

    /**
     * Claims the bytes of {@code count} elements of {@code size} bytes each, for a collection
     * whose elements all take one fixed size: one claim instead of one per element.
     *
     * @param buffer the buffer to append to
     * @param count the number of elements
     * @param size the bytes of one element
     * @return the index of the first element's bytes
     * @throws MarshalException if they would not fit in the largest array
     */
    public static int claimRun(UnsafeBuffer buffer, int count, int size) {
        long bytes = (long) count * size;
        if (bytes > Integer.MAX_VALUE) {
            throw new MarshalException("message too large: " + count + " elements of " + size + " bytes each at offset "
                    + buffer.writeIndex() + " exceed the largest array", buffer.writeIndex());
        }
        return buffer.claim((int) bytes);
    }

    /**
     * Checks that the elements written after {@link #claimRun} filled the run exactly. A
     * collection whose size changed while it was written (a concurrent one, or one whose size
     * disagrees with its iterator) would otherwise leave a run that holds whatever the buffer
     * held before, or elements its count does not cover.
     *
     * @param buffer the buffer written to
     * @param end the index after the last element written
     * @param field the collection, for the error message
     * @throws MarshalException if the run is not filled exactly
     */
    public static void checkRun(UnsafeBuffer buffer, int end, String field) {
        if (end != buffer.writeIndex()) {
            throw new MarshalException(field + ": the collection changed while it was written: its elements end at offset "
                    + end + ", but its size when the write began claimed bytes up to offset " + buffer.writeIndex(),
                    buffer.writeIndex());
        }
    }

    /**
     * Checks that a collection or map gave as many elements as the count written before them.
     * One whose size disagrees with its iterator, as a concurrent one's can while it changes,
     * would otherwise leave a count that does not match what follows it, and the message would
     * be read wrongly or not at all.
     *
     * @param buffer the buffer written to
     * @param count the count written
     * @param written the elements the iterator gave
     * @param field the collection, for the error message
     * @throws MarshalException if they differ
     */
    public static void checkCount(UnsafeBuffer buffer, int count, int written, String field) {
        if (written != count) {
            throw new MarshalException(field + ": the collection changed while it was written: its size was " + count
                    + " when the write began, but it gave " + written + " elements", buffer.writeIndex());
        }
    }

    /**
     * The failure of a {@code sizeOf} over a list whose {@code size()} said more than it holds: its
     * {@code get} or iterator failed before giving {@code count} elements. A size is measured
     * without a buffer, so the failure has no offset ({@code -1}) and its message says so.
     *
     * @param count the size the list reported when sizing began
     * @param given the elements it gave before it failed
     * @param field the collection, for the error message
     * @param failure what the list's {@code get} or iterator threw, kept as the cause
     * @return the exception to throw
     */
    public static MarshalException changedWhileSized(int count, int given, String field, RuntimeException failure) {
        return new MarshalException(field + ": the collection changed while it was sized: its size was " + count
                + " when sizeOf began, but it gave " + given + " elements (sizeOf reads no buffer, so there is no"
                + " offset)", -1, failure);
    }

    /**
     * Appends a count or length in the fixed encoding: an int32, -1 for null.
     *
     * @param buffer the buffer to append to
     * @param count the count, or -1 for null
     */
    public static void write(UnsafeBuffer buffer, int count) {
        buffer.putInt(count);
    }

    /**
     * Appends the null count of the fixed encoding, -1.
     *
     * @param buffer the buffer to append to
     */
    public static void writeNull(UnsafeBuffer buffer) {
        buffer.putInt(-1);
    }

    /**
     * Appends the null count of the compact encoding, one zero byte.
     *
     * @param buffer the buffer to append to
     */
    public static void writeNullCompact(UnsafeBuffer buffer) {
        writeCompact(buffer, -1);
    }

    /**
     * @param count a count or length, or -1 for null
     * @return its bytes in the compact encoding: the varint of {@code count + 1}
     */
    public static int sizeOfCompact(int count) {
        return VarInts.sizeOfUnsigned(count + 1L);
    }

    /** The size of an int32 length and {@code payload} bytes after it; at most 2 GiB. */
    static int withPrefix(long payload) {
        return checkedTotal(SIZE + payload);
    }

    /** {@code total} as an int, if a value of that many bytes can be encoded. */
    static int checkedTotal(long total) {
        if (total > Integer.MAX_VALUE) {
            throw new MarshalException("value of " + total + " bytes cannot be encoded: the limit is 2 GiB", -1);
        }
        return (int) total;
    }

    /** The failure of a declared length above {@link ReadLimits#maxLength()}. */
    static MarshalException tooLong(UnsafeBuffer buffer, String field, long length, int at) {
        return new MarshalException(field + ": length " + length + " at offset " + at + " is above the limit of "
                + buffer.limits().maxLength() + " (ReadLimits.maxLength, -D" + ReadLimits.MAX_LENGTH_PROPERTY + ")", at);
    }

    /**
     * Reads the int32 element count of a collection, map or object array, written with
     * {@link #write}: -1 means null. Checks, before the caller allocates anything,
     * that the count is not below -1 and that {@code count} elements of at least
     * {@code minElementBytes} each could fit in the bytes that remain.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @param minElementBytes the fewest bytes one element can take, at least 1
     * @return the count, or -1 for null
     * @throws MarshalException if truncated, negative, or larger than the input could hold
     */
    public static int read(UnsafeBuffer buffer, String field, int minElementBytes) {
        int at = buffer.readIndex();
        int count = buffer.getInt(field);
        if (count < -1) {
            buffer.readIndex(at);
            throw new MarshalException(field + ": count " + count + " at offset " + at
                    + " is negative (only -1, meaning null, is allowed)", at);
        }
        long least = (long) Math.max(count, 0) * minElementBytes;
        int left = buffer.readLimit() - at - SIZE;
        if (least > left) {
            buffer.readIndex(at);
            throw new MarshalException("truncated input: " + field + " has count " + count + " at offset " + at
                    + ", which needs at least " + Failures.bytes(least) + ", but only " + Failures.remain(left), at);
        }
        if (count > buffer.limits().maxLength()) {
            buffer.readIndex(at);
            throw tooLong(buffer, field, count, at);
        }
        return count;
    }

    /**
     * Reads an int32 length prefix and checks it: -1 (null) is returned as is, any other
     * negative value is an error, and {@code length << shift} bytes must remain after it.
     * Consumes the prefix alone; the caller then consumes the {@code length << shift} bytes.
     * On failure nothing is consumed.
     */
    static int readLength(UnsafeBuffer buffer, String field, int shift) {
        int at = buffer.readIndex();
        int length = buffer.getInt(field);
        if (length < 0) {
            if (length == -1) {
                return -1;
            }
            buffer.readIndex(at);
            throw new MarshalException(field + ": length " + length + " at offset " + at
                    + " is negative (only -1, meaning null, is allowed)", at);
        }
        long bytes = (long) length << shift;
        int left = buffer.readLimit() - at - SIZE;
        if (bytes > left) {
            buffer.readIndex(at);
            throw new MarshalException("truncated input: " + field + " has length " + length + " at offset " + at
                    + ", which needs " + Failures.bytes(bytes) + ", but only " + Failures.remain(left), at);
        }
        if (length > buffer.limits().maxLength()) {
            buffer.readIndex(at);
            throw tooLong(buffer, field, length, at);
        }
        return length;
    }

    /**
     * Appends a count or length in the compact encoding: the unsigned varint of
     * {@code count + 1}, so null ({@code -1}) is one zero byte.
     *
     * @param buffer the buffer to append to
     * @param count the count, or -1 for null
     */
    public static void writeCompact(UnsafeBuffer buffer, int count) {
        VarInts.putUnsigned(buffer, count + 1);
    }

    /**
     * Reads a count written by {@link #writeCompact} and checks it as {@link #read} does.
     *
     * @param buffer the buffer to read from
     * @param field what is being read, for the error message
     * @param minElementBytes the fewest bytes one element can take, at least 1
     * @return the count, or -1 for null
     * @throws MarshalException if truncated, too long, or larger than the input could hold
     */
    public static int readCompact(UnsafeBuffer buffer, String field, int minElementBytes) {
        int at = buffer.readIndex();
        long count = VarInts.getUnsignedInt(buffer, field) - 1;
        long least = Math.max(count, 0) * minElementBytes;
        int end = buffer.readLimit();
        if (count > Integer.MAX_VALUE - 8 || least > end - buffer.readIndex()) {
            buffer.readIndex(at);
            throw new MarshalException("truncated input: " + field + " has count " + count + " at offset " + at
                    + ", which needs at least " + Failures.bytes(least) + ", but only "
                    + Failures.remain(end - at), at);
        }
        if (count > buffer.limits().maxLength()) {
            buffer.readIndex(at);
            throw tooLong(buffer, field, count, at);
        }
        return (int) count;
    }
}
