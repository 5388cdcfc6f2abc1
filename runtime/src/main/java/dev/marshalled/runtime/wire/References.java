package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;

/**
 * Shared and cyclic references, for types with {@code @Marshalled(references = true)}. In the
 * fixed encoding a reference is a tag byte: 0 null, 1 a new object whose body follows, 2 a back
 * reference followed by the int32 id of an object met earlier in the same top-level write. In
 * the compact encoding it is one unsigned varint: 0 null, 1 new, {@code id + 2} back. Ids count
 * the objects of every reference-keeping type in the order their bodies start, one counter
 * for the whole message.
 *
 * <pre>{@code
 * if (References.put(buffer, line.order, "Order")) {
 *     OrderMarshaller.write(line.order, buffer);        // first time: the body follows
 * }
 * }</pre>
 */
public final class References {
    /** What {@link #get} returns when a new object's body follows. */
    public static final int NEW = -1;

    /** What {@link #get} returns for null. */
    public static final int NULL = -2;

    private static final byte TAG_NULL = 0;
    private static final byte TAG_NEW = 1;
    private static final byte TAG_BACK = 2;

    private References() {
    }

    private static ReferenceTables tables(UnsafeBuffer buffer) {
        WireState state = buffer.wireState();
        ReferenceTables tables = state.references;
        if (tables == null) {
            tables = new ReferenceTables();
            state.references = tables;
        }
        return tables;
    }

    /**
     * Starts a write that may keep object identity, unless one is already under way.
     *
     * @param buffer the buffer being written
     * @return true if this call started it, and must end it with {@link #endWrite}
     */
    public static boolean beginWrite(UnsafeBuffer buffer) {
        return tables(buffer).beginWrite();
    }

    /**
     * @param buffer the buffer being written
     * @param started what {@link #beginWrite} returned; forgets the written objects if true
     */
    public static void endWrite(UnsafeBuffer buffer, boolean started) {
        if (started) {
            buffer.wireState().references.endWrite();
        }
    }

    /**
     * Starts a read that may keep object identity, unless one is already under way.
     *
     * @param buffer the buffer being read
     * @return true if this call started it, and must end it with {@link #endRead}
     */
    public static boolean beginRead(UnsafeBuffer buffer) {
        return tables(buffer).beginRead();
    }

    /**
     * @param buffer the buffer being read
     * @param started what {@link #beginRead} returned; forgets the read objects if true
     */
    public static void endRead(UnsafeBuffer buffer, boolean started) {
        if (started) {
            buffer.wireState().references.endRead();
        }
    }

    /**
     * Sets aside the identity tables of the write or read under way, so that a self-contained
     * body (a framed value) starts afresh; give the result to {@link #restore}.
     *
     * @param buffer the buffer
     * @return the tables set aside, or null
     */
    public static Object suspend(UnsafeBuffer buffer) {
        WireState state = buffer.wireState();
        ReferenceTables tables = state.references;
        state.references = null;
        return tables;
    }

    /**
     * @param buffer the buffer
     * @param suspended what {@link #suspend} returned
     */
    public static void restore(UnsafeBuffer buffer, Object suspended) {
        buffer.wireState().references = (ReferenceTables) suspended;
    }

    /**
     * Records that the body of {@code value} starts now, giving it the next id.
     *
     * @param buffer the buffer being written
     * @param value the object being written
     * @param pending true if its type is built by its constructor, so that a cycle back to it
     *     is refused while its fields are written
     */
    public static void addWritten(UnsafeBuffer buffer, Object value, boolean pending) {
        tables(buffer).add(value, pending);
    }

    /**
     * Ends the pending state set by {@link #addWritten}.
     *
     * @param buffer the buffer being written
     * @param value the object whose fields are now written
     */
    public static void completeWritten(UnsafeBuffer buffer, Object value) {
        tables(buffer).complete(value);
    }

    /**
     * Appends the reference tag of {@code value}, and the id if it was written before.
     *
     * @param buffer the buffer to append to
     * @param value the object, or null
     * @param type its type's name, for the error message
     * @return true if the caller must now write the object's body
     * @throws MarshalException if {@code value} is part of a cycle that cannot be read back
     */
    public static boolean put(UnsafeBuffer buffer, Object value, String type) {
        if (value == null) {
            buffer.putByte(TAG_NULL);
            return false;
        }
        int id = tables(buffer).writtenId(value, type, buffer.writeIndex());
        if (id < 0) {
            buffer.putByte(TAG_NEW);
            return true;
        }
        int at = buffer.claim(5);
        buffer.putByteAt(at, TAG_BACK);
        buffer.putIntAt(at + 1, id);
        return false;
    }

    /**
     * As {@link #put}, in the compact encoding.
     *
     * @param buffer the buffer to append to
     * @param value the object, or null
     * @param type its type's name, for the error message
     * @return true if the caller must now write the object's body
     */
    public static boolean putCompact(UnsafeBuffer buffer, Object value, String type) {
        if (value == null) {
            VarInts.putUnsigned(buffer, 0);
            return false;
        }
        int id = tables(buffer).writtenId(value, type, buffer.writeIndex());
        if (id < 0) {
            VarInts.putUnsigned(buffer, 1);
            return true;
        }
        VarInts.putUnsigned(buffer, id + 2);
        return false;
    }

    /**
     * Reads a reference tag written by {@link #put}, and the id of a back reference.
     *
     * @param buffer the buffer to read from
     * @param field the field being read, for the error message
     * @return {@link #NULL}, {@link #NEW} (the body follows), or the id
     * @throws MarshalException if truncated, the tag is unknown, or the id was never read
     */
    public static int get(UnsafeBuffer buffer, String field) {
        int at = buffer.take(1, field);
        byte tag = buffer.getByteAt(at);
        if (tag == TAG_NULL) {
            return NULL;
        }
        if (tag == TAG_NEW) {
            return NEW;
        }
        if (tag != TAG_BACK) {
            buffer.readIndex(at);
            throw new MarshalException(field + ": reference tag " + tag + " at offset " + at
                    + " is not 0 (null), 1 (new object) or 2 (back reference)", at);
        }
        int id = buffer.getIntAt(buffer.take(4, field));
        return known(buffer, field, id, at);
    }

    /**
     * Reads a reference written by {@link #putCompact}; returns what {@link #get} does.
     *
     * @param buffer the buffer to read from
     * @param field the field being read, for the error message
     * @return {@link #NULL}, {@link #NEW} (the body follows), or the id
     * @throws MarshalException if truncated, not a minimal varint, or the id was never read
     */
    public static int getCompact(UnsafeBuffer buffer, String field) {
        int at = buffer.readIndex();
        long raw = VarInts.getUnsignedInt(buffer, field);
        if (raw == 0) {
            return NULL;
        }
        if (raw == 1) {
            return NEW;
        }
        return known(buffer, field, raw - 2, at);
    }

    /** Checks that a back reference read at {@code at} names an object read before it. */
    private static int known(UnsafeBuffer buffer, String field, long id, int at) {
        ReferenceTables tables = tables(buffer);
        tables.lastBackReferenceAt = at;
        int known = tables.readCount();
        if (id < 0 || id >= known) {
            buffer.readIndex(at);
            throw new MarshalException(field + ": back reference at offset " + at + " names object " + id
                    + ", but only " + known + " objects were read before it", at);
        }
        return (int) id;
    }

    /**
     * Reserves the id of an object whose body is being read; give the object to
     * {@link #setRead} as soon as it exists.
     *
     * @param buffer the buffer being read
     * @return the id
     */
    public static int reserveRead(UnsafeBuffer buffer) {
        return tables(buffer).reserve();
    }

    /**
     * @param buffer the buffer being read
     * @param id from {@link #reserveRead}
     * @param value the object now created
     */
    public static void setRead(UnsafeBuffer buffer, int id, Object value) {
        tables(buffer).set(id, value);
    }

    /**
     * Resolves what {@link #get} returned, other than {@link #NEW}.
     *
     * @param buffer the buffer being read
     * @param reference the id, or {@link #NULL}
     * @param type the field's type; the object must be one
     * @param field the field being read, for the error message
     * @param <T> the field's type
     * @return the object, or null
     * @throws MarshalException if the object is still being read (a cycle through a type built
     *     by its constructor) or is not of {@code type}
     */
    public static <T> T resolve(UnsafeBuffer buffer, int reference, Class<T> type, String field) {
        if (reference == NULL) {
            return null;
        }
        ReferenceTables tables = tables(buffer);
        Object value = tables.get(reference);
        // At the reference's start in both encodings: a tag and an int32, or one varint of 1 to 5 bytes.
        int at = tables.lastBackReferenceAt;
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
}
