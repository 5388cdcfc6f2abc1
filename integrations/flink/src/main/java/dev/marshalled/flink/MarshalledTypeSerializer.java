package dev.marshalled.flink;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.io.ObjectInputStream;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * A Flink {@link TypeSerializer} that writes values with their generated marshaller: an
 * {@code int32} length (-1 for null), then the marshaller's bytes. Each instance keeps one
 * growable buffer for writing and one array for reading, so a record costs no allocation
 * beyond the value read; Flink gives every thread its own copy through {@link #duplicate()}.
 *
 * <p>Usually created by {@link MarshalledTypeInformation}; directly:
 *
 * <pre>{@code
 * TypeSerializer<Trade> serializer = new MarshalledTypeSerializer<>(TradeMarshaller.INSTANCE);
 * TypeSerializer<Result<Order>> results = new MarshalledTypeSerializer<>(ResultMarshaller.of(OrderMarshaller.INSTANCE));
 * }</pre>
 *
 * <p>Bytes that are not a valid encoding fail with {@link MarshalException}, naming the
 * offset and the field, as a generated reader does.
 *
 * @param <T> the marshalled type
 */
public final class MarshalledTypeSerializer<T> extends TypeSerializer<T> {
    private static final long serialVersionUID = 1L;
    private static final int NULL_LENGTH = Records.NULL_LENGTH;
    private static final int INITIAL_CAPACITY = 256;

    private final Class<T> type;
    private final MarshallerReference reference;

    private transient Marshaller<T> marshaller;
    private transient UnsafeBuffer out;
    private transient byte[] inArray;
    private transient UnsafeBuffer in;

    /**
     * @param marshaller the generated marshaller, e.g. {@code TradeMarshaller.INSTANCE}, or a
     *     generic type's {@code ResultMarshaller.of(OrderMarshaller.INSTANCE)}; a restored job finds
     *     it again in its public static field, or makes it again from its type with its arguments
     * @throws IllegalArgumentException if neither would find it again
     */
    public MarshalledTypeSerializer(Marshaller<T> marshaller) {
        this(marshaller, MarshallerReference.of(marshaller));
    }

    MarshalledTypeSerializer(Marshaller<T> marshaller, MarshallerReference reference) {
        this.type = marshaller.type();
        this.reference = reference;
        init(marshaller);
    }

    private void init(Marshaller<T> marshaller) {
        this.marshaller = marshaller;
        this.out = new UnsafeBuffer(INITIAL_CAPACITY);
        this.inArray = new byte[INITIAL_CAPACITY];
        this.in = UnsafeBuffer.wrap(inArray);
    }

    @SuppressWarnings("unchecked")
    private void readObject(ObjectInputStream stream) throws IOException, ClassNotFoundException {
        stream.defaultReadObject();
        init((Marshaller<T>) reference.resolve(type.getClassLoader()));
    }

    /** @return the marshaller this serializer writes with */
    public Marshaller<T> marshaller() {
        return marshaller;
    }

    MarshallerReference reference() {
        return reference;
    }

    @Override
    public boolean isImmutableType() {
        return false; // records may hold mutable lists and arrays
    }

    @Override
    public TypeSerializer<T> duplicate() {
        return new MarshalledTypeSerializer<>(marshaller, reference);
    }

    /**
     * Marshalled types need not have a no-argument constructor, so there is no instance to
     * create; Flink then allocates on read, which it does for immutable values anyway.
     *
     * @return null
     */
    @Override
    public T createInstance() {
        return null;
    }

    @Override
    public T copy(T from) {
        if (from == null) {
            return null;
        }
        UnsafeBuffer buffer = out.clear();
        marshaller.write(from, buffer);
        return marshaller.read(buffer);
    }

    @Override
    public T copy(T from, T reuse) {
        return copy(from);
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
        UnsafeBuffer buffer = out.clear();
        marshaller.write(value, buffer);
        int length = buffer.writeIndex();
        target.writeInt(length);
        target.write(buffer.array(), 0, length);
    }

    @Override
    public T deserialize(DataInputView source) throws IOException {
        int length = source.readInt();
        if (length == NULL_LENGTH) {
            return null;
        }
        UnsafeBuffer buffer = input(length);
        source.readFully(inArray, 0, length);
        T value = marshaller.read(buffer);
        if (buffer.remaining() != 0) {
            throw new MarshalException(type.getSimpleName() + ": " + buffer.remaining() + " bytes left over after the"
                    + " value, at offset " + buffer.readIndex() + " of a " + length + "-byte record", buffer.readIndex());
        }
        return value;
    }

    @Override
    public T deserialize(T reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public void copy(DataInputView source, DataOutputView target) throws IOException {
        Records.copy(source, target, this::checkLength);
    }

    /** The read buffer, holding exactly {@code length} readable bytes once the caller fills them. */
    private UnsafeBuffer input(int length) {
        checkLength(length);
        if (length > inArray.length) {
            ReadLimits limits = in.limits();
            inArray = new byte[(int) Math.min(Math.max((long) length, 2L * inArray.length), limits.maxLength())];
            in = UnsafeBuffer.wrap(inArray).limits(limits);
        }
        return in.clear().writeIndex(length);
    }

    private void checkLength(int length) {
        if (length < 0 || length > in.limits().maxLength()) {
            throw new MarshalException(type.getSimpleName() + ": record length " + length + " is not in 0.."
                    + in.limits().maxLength() + " (-1 for null); the input is not a " + type.getSimpleName()
                    + " written by this serializer", 0);
        }
    }

    @Override
    public TypeSerializerSnapshot<T> snapshotConfiguration() {
        return new MarshalledSerializerSnapshot<>(this);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MarshalledTypeSerializer<?> that && type == that.type
                && reference.equals(that.reference);
    }

    @Override
    public int hashCode() {
        return type.hashCode() * 31 + reference.hashCode();
    }

    @Override
    public String toString() {
        return "MarshalledTypeSerializer<" + reference.typeName(type) + "> (" + reference + ")";
    }
}
