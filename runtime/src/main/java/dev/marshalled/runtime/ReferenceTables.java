package dev.marshalled.runtime;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * The objects seen so far in one top-level write or read of types with
 * {@code @Marshalled(references = true)}. Ids are given in the order objects start: the
 * writer's n-th new object and the reader's n-th new object get the same id.
 *
 * <p>An object built by its constructor exists only after its fields are read, so while it is
 * being written it is <em>pending</em>: a reference back to it (a cycle) cannot be read, and
 * the writer refuses it then rather than leave bytes no reader can decode.
 */
final class ReferenceTables {
    /** The reader's placeholder for an object whose fields are still being read. */
    private static final Object PENDING = new Object();

    private final IdentityHashMap<Object, Integer> written = new IdentityHashMap<>();
    private final List<Object> read = new ArrayList<>();
    private int nextWrittenId;
    /** The object {@link #writtenId} just gave an id, whose body's own {@link #add} is then a no-op. */
    private Object justAdded;
    private boolean writing;
    private boolean reading;

    boolean beginWrite() {
        if (writing) {
            return false;
        }
        writing = true;
        return true;
    }

    void endWrite() {
        writing = false;
        written.clear();
        nextWrittenId = 0;
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
     * Looks {@code value} up and, if it is new, gives it the next id at once (one hash
     * operation for both), so that the {@link #add} its body starts with costs nothing.
     *
     * @return the id of an object already written, or -1 if it is new
     */
    int writtenId(Object value, String type, int offset) {
        int next = nextWrittenId;
        Integer id = written.putIfAbsent(value, next);
        if (id == null) {
            nextWrittenId = next + 1;
            justAdded = value;
            return -1;
        }
        if (id < 0) {
            throw new MarshalException("cannot write a cycle through " + type + ": it is built by its constructor, so"
                    + " a reference back to it cannot be read before it exists; give " + type
                    + " a no-argument constructor and settable fields, or break the cycle", offset);
        }
        return id;
    }

    /** Gives {@code value} the next id; while {@code pending}, references back to it are refused. */
    void add(Object value, boolean pending) {
        if (value == justAdded) {
            justAdded = null;
            if (pending) {
                written.put(value, ~(nextWrittenId - 1));
            }
            return;
        }
        int id = nextWrittenId++;
        written.put(value, pending ? ~id : id);
    }

    void complete(Object value) {
        Integer id = written.get(value);
        if (id != null && id < 0) {
            written.put(value, ~id);
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
