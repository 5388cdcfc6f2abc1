package dev.marshalled.flink;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The serializer a restore gets for Marshalled state that the job's marshaller cannot read: the
 * type changed in a way the schema lock refuses, or its marshaller is gone. It reads each value
 * as the bytes it was stored as ({@link StoredValue}) and writes them back unchanged, with the
 * snapshot they were stored with, so:
 *
 * <ul>
 *   <li>a job that asks for the state gets Flink's own refusal on every backend ("the new state
 *       serializer ... must not be incompatible with the old state serializer ..."), and this
 *       serializer's {@link #toString()}, which Flink puts into that message, gives the lock's
 *       reasons;</li>
 *   <li>a job that no longer asks for the state restores, and its next savepoint holds the old
 *       bytes as they were, for a version of the job that can read them.</li>
 * </ul>
 *
 * <p>The heap backend reads all state when it restores, before the job asks for any; without
 * this, it would have to read old bytes with a marshaller of another layout.
 *
 * @param <T> the marshalled type (its values are never made; see {@link StoredValue})
 */
final class StoredStateSerializer<T> extends TypeSerializer<T> {
    private static final long serialVersionUID = 1L;
    private static final int NULL_LENGTH = Records.NULL_LENGTH;
    private static final int MAX_LENGTH = ReadLimits.defaults().maxLength();

    private final String typeName;
    private final String reason;
    /** The restored snapshot's version and bytes as Flink stored them, written back with the state. */
    private final int version;
    private final byte[] snapshot;

    StoredStateSerializer(String typeName, String reason, int version, byte[] snapshot) {
        this.typeName = typeName;
        this.reason = reason;
        this.version = version;
        this.snapshot = snapshot;
    }

    /** @return why the job's marshaller cannot read the state, in the schema lock's words */
    String reason() {
        return reason;
    }

    @Override
    public boolean isImmutableType() {
        return true; // StoredValue never changes
    }

    @Override
    public TypeSerializer<T> duplicate() {
        return this; // no state
    }

    @Override
    public T createInstance() {
        return null;
    }

    @Override
    public T copy(T from) {
        return from;
    }

    @Override
    public T copy(T from, T reuse) {
        return from;
    }

    @Override
    public int getLength() {
        return -1;
    }

    @Override
    public void serialize(T value, DataOutputView target) throws IOException {
        if (value == null) {
            target.writeInt(NULL_LENGTH);
            return;
        }
        if (!(value instanceof StoredValue stored)) {
            // Flink only writes back what this serializer read; a live value has no layout here.
            throw new IllegalStateException("cannot write a " + value.getClass().getName() + " in the layout of " + this);
        }
        target.writeInt(stored.bytes().length);
        target.write(stored.bytes());
    }

    @Override
    @SuppressWarnings("unchecked") // the value stands in for a T in Flink's tables; see StoredValue
    public T deserialize(DataInputView source) throws IOException {
        int length = source.readInt();
        if (length == NULL_LENGTH) {
            return null;
        }
        checkLength(length);
        byte[] bytes = new byte[length];
        source.readFully(bytes);
        return (T) new StoredValue(typeName, bytes);
    }

    @Override
    public T deserialize(T reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public void copy(DataInputView source, DataOutputView target) throws IOException {
        Records.copy(source, target, this::checkLength);
    }

    private void checkLength(int length) {
        if (length < 0 || length > MAX_LENGTH) {
            throw new MarshalException(typeName + ": stored record length " + length + " is not in 0.." + MAX_LENGTH
                    + " (-1 for null)", 0);
        }
    }

    @Override
    public TypeSerializerSnapshot<T> snapshotConfiguration() {
        MarshalledSerializerSnapshot<T> restored = new MarshalledSerializerSnapshot<>();
        try {
            restored.readSnapshot(version, new DataInputDeserializer(snapshot),
                    Thread.currentThread().getContextClassLoader());
        } catch (IOException e) {
            throw new UncheckedIOException("the snapshot of " + typeName + " was read once and cannot be read again", e);
        }
        return restored;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StoredStateSerializer<?> that && typeName.equals(that.typeName)
                && version == that.version && Arrays.equals(snapshot, that.snapshot);
    }

    @Override
    public int hashCode() {
        return typeName.hashCode() * 31 + Arrays.hashCode(snapshot);
    }

    /** Flink puts this into its refusal, so it carries the reasons. */
    @Override
    public String toString() {
        return "MarshalledTypeSerializer<" + typeName + "> as stored: " + reason;
    }
}
