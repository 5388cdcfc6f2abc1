package dev.marshalled.runtime.tool;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;

/** Written as the processor would generate it for {@code @Marshalled(id = 9) record Point(int x, int y)}. */
public final class PointMarshaller implements Marshaller<Point> {
    public static final WireSchema SCHEMA = WireSchema.of("Point", 9, false,
            WireSchema.Field.primitive("x", WireSchema.Kind.INT),
            WireSchema.Field.primitive("y", WireSchema.Kind.INT)).origin("dev.marshalled.runtime.tool.Point", true, false);

    public static final PointMarshaller INSTANCE = new PointMarshaller();

    private PointMarshaller() {
    }

    @Override
    public void write(Point value, UnsafeBuffer buffer) {
        int at = buffer.claim(8);
        buffer.putIntAt(at, value.x());
        buffer.putIntAt(at + 4, value.y());
    }

    @Override
    public Point read(UnsafeBuffer buffer) {
        int at = buffer.take(8, "Point.{x, y}");
        return new Point(buffer.getIntAt(at), buffer.getIntAt(at + 4));
    }

    @Override
    public int sizeOf(Point value) {
        return 8;
    }

    @Override
    public WireSchema schema() {
        return SCHEMA;
    }

    @Override
    public Class<Point> type() {
        return Point.class;
    }

    @Override
    public int typeId() {
        return 9;
    }
}
