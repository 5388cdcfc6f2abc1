package dev.marshalled.runtime.tool;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;

/** Written as the processor would generate it for {@code @Marshalled record Blank()}: no bytes, no id. */
public final class BlankMarshaller implements Marshaller<Blank> {
    public static final WireSchema SCHEMA = WireSchema.of("Blank").origin("dev.marshalled.runtime.tool.Blank", true, false);

    public static final BlankMarshaller INSTANCE = new BlankMarshaller();

    private BlankMarshaller() {
    }

    @Override
    public void write(Blank value, UnsafeBuffer buffer) {
    }

    @Override
    public Blank read(UnsafeBuffer buffer) {
        return new Blank();
    }

    @Override
    public int sizeOf(Blank value) {
        return 0;
    }

    @Override
    public WireSchema schema() {
        return SCHEMA;
    }

    @Override
    public Class<Blank> type() {
        return Blank.class;
    }
}
