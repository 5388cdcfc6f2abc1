package dev.marshalled.flink;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * A marshaller that counts its writes and reads, so a test can prove that Flink moved values
 * through the generated marshaller and not through Kryo or its POJO serializer. The task
 * managers of a MiniCluster run in the test's JVM, so the counters see their calls.
 */
public final class Counting<T> implements Marshaller<T> {
    /** The counting marshaller of {@link Reading}, in a public static field as restored jobs need. */
    public static final Counting<Reading> READING = new Counting<>(ReadingMarshaller.INSTANCE);

    public final AtomicLong writes = new AtomicLong();
    public final AtomicLong reads = new AtomicLong();
    private final Marshaller<T> delegate;

    private Counting(Marshaller<T> delegate) {
        this.delegate = delegate;
    }

    @Override
    public void write(T value, UnsafeBuffer buffer) {
        writes.incrementAndGet();
        delegate.write(value, buffer);
    }

    @Override
    public T read(UnsafeBuffer buffer) {
        reads.incrementAndGet();
        return delegate.read(buffer);
    }

    @Override
    public int sizeOf(T value) {
        return delegate.sizeOf(value);
    }

    @Override
    public WireSchema schema() {
        return delegate.schema();
    }

    @Override
    public Class<T> type() {
        return delegate.type();
    }

    /** What {@code @TypeInfo} on {@link Reading} names: the Marshalled type information over the counting marshaller. */
    public static final class ReadingFactory extends TypeInfoFactory<Reading> {
        @Override
        public TypeInformation<Reading> createTypeInfo(Type t, Map<String, TypeInformation<?>> genericParameters) {
            return MarshalledTypeInformation.of(READING);
        }
    }
}
