package dev.marshalled.runtime.tool.Acme;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;

/** Written as the processor would generate it for {@code @Marshalled record Slot(int number)} nested in {@link Shelf}. */
public final class Shelf_SlotMarshaller implements Marshaller<Shelf.Slot> {
    public static final WireSchema SCHEMA = WireSchema.of("Shelf.Slot",
            WireSchema.Field.primitive("number", WireSchema.Kind.INT))
            .origin("dev.marshalled.runtime.tool.Acme.Shelf$Slot", true, false);

    public static final Shelf_SlotMarshaller INSTANCE = new Shelf_SlotMarshaller();

    private Shelf_SlotMarshaller() {
    }

    @Override
    public void write(Shelf.Slot value, UnsafeBuffer buffer) {
        buffer.putIntAt(buffer.claim(4), value.number());
    }

    @Override
    public Shelf.Slot read(UnsafeBuffer buffer) {
        return new Shelf.Slot(buffer.getIntAt(buffer.take(4, "Shelf.Slot.number")));
    }

    @Override
    public int sizeOf(Shelf.Slot value) {
        return 4;
    }

    @Override
    public WireSchema schema() {
        return SCHEMA;
    }

    @Override
    public Class<Shelf.Slot> type() {
        return Shelf.Slot.class;
    }
}
