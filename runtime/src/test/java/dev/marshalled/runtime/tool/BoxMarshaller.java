package dev.marshalled.runtime.tool;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.runtime.wire.FieldEncoding;
import java.util.Objects;

/**
 * Written as the processor would generate it for {@code @Marshalled record Box<T>(int count, T value)}:
 * no {@code INSTANCE}, a static {@code of} taking the argument's marshaller.
 */
public final class BoxMarshaller<T> implements FieldEncoding.DepthSized<Box<T>> {
    private final FieldEncoding<T> valueEncoding;
    private final WireSchema schema;

    private BoxMarshaller(Marshaller<T> marshallerOfT) {
        Objects.requireNonNull(marshallerOfT, "the marshaller of T");
        this.valueEncoding = FieldEncoding.of(marshallerOfT, false, "Box.value");
        this.schema = WireSchema.of("Box<" + FieldEncoding.display(marshallerOfT) + ">",
                WireSchema.Field.primitive("count", WireSchema.Kind.INT),
                FieldEncoding.of(marshallerOfT, false, "value").describe("value"))
                .origin("dev.marshalled.runtime.tool.Box<" + FieldEncoding.qualifiedName(marshallerOfT) + ">", true,
                        false);
    }

    public static <T> BoxMarshaller<T> of(Marshaller<T> marshallerOfT) {
        return new BoxMarshaller<>(marshallerOfT);
    }

    @Override
    public void write(Box<T> value, UnsafeBuffer buffer) {
        buffer.putIntAt(buffer.claim(4), value.count());
        valueEncoding.write(buffer, value.value());
    }

    @Override
    public Box<T> read(UnsafeBuffer buffer) {
        int count = buffer.getIntAt(buffer.take(4, "Box.count"));
        return new Box<>(count, valueEncoding.read(buffer));
    }

    @Override
    public int sizeOf(Box<T> value) {
        return sizeOf(value, 0);
    }

    @Override
    public int sizeOf(Box<T> value, int depth) {
        return 4 + valueEncoding.sizeOf(value.value(), depth);
    }

    @Override
    public WireSchema schema() {
        return schema;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<Box<T>> type() {
        return (Class<Box<T>>) (Class<?>) Box.class;
    }
}
