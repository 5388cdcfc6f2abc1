package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The objects seen so far in one top-level write or read of types with
 * {@code @Marshalled(references = true)}. Ids are given in the order objects start: the
 * writer's n-th new object and the reader's n-th new object get the same id.
 *
 * <p>An object built by its constructor exists only after its fields are read, so while it is
 * being written it is <em>pending</em>: a reference back to it (a cycle) cannot be read, and
 * the writer refuses it then rather than leave bytes no reader can decode. Pending objects are
 * exactly those whose writes are on the call stack, so they are kept on a stack, not in the map.
 *
 * <p>The writer's map is an open-addressing identity table (one probe sequence finds or adds an
 * object, no boxing, nothing allocated once it has grown), cleared after each top-level write.
 */
final class ReferenceTables {
    /** The reader's placeholder for an object whose fields are still being read. */
    private static final Object PENDING = new Object();

    private Object[] keys = new Object[64];
    private int[] ids = new int[64];
    private int size;
    private int nextId;
    private Object[] pending = new Object[16];
    private int pendingCount;
    /** The object {@link #writtenId} just gave an id, whose body's own {@link #add} is then a no-op. */
    private Object justAdded;
    private boolean writing;

    private final List<Object> read = new ArrayList<>();
    /** Where the back reference read last starts (its tag, or its compact varint), for messages about it. */
    int lastBackReferenceAt;
    private boolean reading;

    /** @return whether a write that keeps identity is under way */
    boolean writing() {
        return writing;
    }

    boolean beginWrite() {
        if (writing) {
            return false;
        }
        writing = true;
        return true;
    }

    void endWrite() {
        writing = false;
        if (size > 0) {
            Arrays.fill(keys, null);
            size = 0;
        }
        nextId = 0;
        Arrays.fill(pending, 0, pendingCount, null);
        pendingCount = 0;
        justAdded = null;
    }

    boolean beginRead() {
        if (reading) {
            return false;
        }
        reading = true;
        return true;
    }

    void endRead() {
        reading = false;
        read.clear();
    }

    /** Forgets everything, when the buffer is cleared. */
    void reset() {
        endWrite();
        endRead();
    }

    /**
     * Looks {@code value} up and, if it is new, gives it the next id at once, so that the
     * {@link #add} its body starts with costs nothing.
     *
     * @return the id of an object already written, or -1 if it is new
     */
    int writtenId(Object value, String type, int offset) {
        int slot = findOrAdd(value);
        if (slot < 0) {
            justAdded = value;
            return -1;
        }
        for (int i = 0; i < pendingCount; i++) {
            if (pending[i] == value) {
                throw new MarshalException("cannot write a cycle through " + type + ": it is built by its constructor,"
                        + " so a reference back to it cannot be read before it exists; give " + type
                        + " a no-argument constructor and settable fields, or break the cycle", offset);
            }
        }
        return ids[slot];
    }

    /** Gives {@code value} the next id (unless {@link #writtenId} just did); while {@code pending}, references back to it are refused. */
    void add(Object value, boolean pending) {
        if (value == justAdded) {
            justAdded = null;
        } else {
            // A top-level object, or one reached without a reference tag (through a sealed
            // field): its body is read with a new id, so it takes one here too.
            int slot = findOrAdd(value);
            if (slot >= 0) {
                ids[slot] = nextId++;
            }
        }
        if (pending) {
            if (pendingCount == this.pending.length) {
                this.pending = Arrays.copyOf(this.pending, pendingCount * 2);
            }
            this.pending[pendingCount++] = value;
        }
    }

    /** Ends the pending state {@link #add} began; writes nest, so it is the last one. */
    void complete(Object value) {
        if (pendingCount > 0 && pending[pendingCount - 1] == value) {
            pending[--pendingCount] = null;
        }
    }

    /** @return the slot of {@code value} if present, else {@code -1} after adding it with the next id */
    private int findOrAdd(Object value) {
        int mask = keys.length - 1;
        int i = System.identityHashCode(value) & mask;
        while (true) {
            Object key = keys[i];
            if (key == value) {
                return i;
            }
            if (key == null) {
                keys[i] = value;
                ids[i] = nextId++;
                size++;
                if (size * 2 > keys.length) {
                    grow();
                }
                return -1;
            }
            i = (i + 1) & mask;
        }
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new Object[oldKeys.length * 2];
        ids = new int[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            Object key = oldKeys[j];
            if (key != null) {
                int i = System.identityHashCode(key) & mask;
                while (keys[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = key;
                ids[i] = oldIds[j];
            }
        }
    }

    int reserve() {
        read.add(PENDING);
        return read.size() - 1;
    }

    void set(int slot, Object value) {
        read.set(slot, value);
    }

    int readCount() {
        return read.size();
    }

    /** @return the object with this id, or null if it has none yet; PENDING if still being read */
    Object get(int id) {
        return id < read.size() ? read.get(id) : null;
    }

    static boolean isPending(Object value) {
        return value == PENDING;
    }
}
