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

    /** @return the id of an object already written, or -1 */
    int writtenId(Object value, String type, int offset) {
        Integer id = written.get(value);
        if (id == null) {
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
