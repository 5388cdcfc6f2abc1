package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static dev.marshalled.runtime.wire.TestBytes.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Frames: type id, body length, a self-contained body that must end exactly at its length. */
class FramesTest {
    record Point(int x, int y) {
    }

    /** Written as a generated marshaller would be, with type id 5; a negative y fails after x is written. */
    static final class PointMarshaller implements Marshaller<Point> {
        static final PointMarshaller INSTANCE = new PointMarshaller();

        @Override
        public void write(Point value, UnsafeBuffer buffer) {
            buffer.putInt(value.x());
            if (value.y() < 0) {
                throw new MarshalException("Point.y is negative", buffer.writeIndex());
            }
            buffer.putInt(value.y());
        }

        @Override
        public Point read(UnsafeBuffer buffer) {
            return new Point(buffer.getInt("Point.x"), buffer.getInt("Point.y"));
        }

        @Override
        public int sizeOf(Point value) {
            return 8;
        }

        @Override
        public WireSchema schema() {
            return WireSchema.of("Point", 5, false, WireSchema.Field.primitive("x", WireSchema.Kind.INT),
                    WireSchema.Field.primitive("y", WireSchema.Kind.INT));
        }

        @Override
        public Class<Point> type() {
            return Point.class;
        }

        @Override
        public int typeId() {
            return 5;
        }
    }

    private static final Function<UnsafeBuffer, Point> POINT = PointMarshaller.INSTANCE::read;

    @Test
    void aFrameIsIdLengthBody() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putByte((byte) 9);
        Frames.write(buffer, PointMarshaller.INSTANCE, new Point(1, 2));
        assertArrayEquals(bytes(9, 5, 0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0), buffer.toByteArray());
        assertEquals(0, Nesting.depth(buffer));
    }

    @Test
    void aFailedWriteLeavesNothingBehind() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putByte((byte) 9);
        MarshalException e = assertThrows(MarshalException.class,
                () -> Frames.write(buffer, PointMarshaller.INSTANCE, new Point(1, -1)));
        assertEquals("Point.y is negative", e.getMessage());
        assertEquals(1, buffer.writeIndex());
        assertEquals(0, Nesting.depth(buffer));
    }

    @Test
    void aBodyIsReadWithinItsLength() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(5, 0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0x55));
        int at = buffer.take(Frames.HEADER_SIZE, "M.p");
        int length = Frames.bodyLength(buffer, at, "M.p");
        assertEquals(8, length);
        assertEquals(new Point(1, 2), Frames.readBody(buffer, at, length, "Point", "M.p", POINT));
        assertEquals(16, buffer.readIndex());
        assertEquals(17, buffer.readLimit());
        assertEquals(0, Nesting.depth(buffer));
    }

    @Test
    void aNegativeBodyLengthOrOnePastTheEndIsRefusedAtTheLength() {
        UnsafeBuffer negative = UnsafeBuffer.wrap(bytes(9, 5, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF)).readIndex(9);
        MarshalException e = assertThrows(MarshalException.class, () -> Frames.bodyLength(negative, 1, "M.p"));
        assertEquals("M.p: body length -1 at offset 5 is negative or past the end (0 bytes remain)", e.getMessage());
        assertEquals(5, e.offset());
        assertEquals(1, negative.readIndex());
        UnsafeBuffer past = UnsafeBuffer.wrap(bytes(5, 0, 0, 0, 2, 0, 0, 0, 7)).readIndex(8);
        MarshalException p = assertThrows(MarshalException.class, () -> Frames.bodyLength(past, 0, "M.p"));
        assertEquals("M.p: body length 2 at offset 4 is negative or past the end (1 byte remains)", p.getMessage());
        assertEquals(0, past.readIndex());
    }

    @Test
    void aBodyWhoseFieldsEndBeforeItsLengthIsRefused() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(5, 0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0));
        int at = buffer.take(Frames.HEADER_SIZE, "M.p");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Frames.readBody(buffer, at, 8, "Point", "M.p", b -> b.getInt("Point.x")));
        assertEquals("M.p: body of Point at offset 0 has length 8 but its fields end after 4 bytes", e.getMessage());
        assertEquals(0, e.offset());
        assertEquals(0, buffer.readIndex());
        assertEquals(16, buffer.readLimit());
        assertEquals(0, Nesting.depth(buffer));
    }

    @Test
    void aBodyCannotReadPastItsLength() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(5, 0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0));
        int at = buffer.take(Frames.HEADER_SIZE, "M.p");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Frames.readBody(buffer, at, 4, "Point", "M.p", POINT));
        assertEquals("truncated input: Point.y needs 4 bytes at offset 12 but only 0 remain", e.getMessage());
        assertEquals(12, e.offset());
        assertEquals(0, buffer.readIndex());
        assertEquals(16, buffer.readLimit());
    }

    @Test
    void aBodyCountsOneLevelOfNesting() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(5, 0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0)).limits(ReadLimits.defaults().withMaxDepth(1));
        Nesting.restoreDepth(buffer, 1);
        int at = buffer.take(Frames.HEADER_SIZE, "M.p");
        MarshalException e = assertThrows(MarshalException.class,
                () -> Frames.readBody(buffer, at, 8, "Point", "M.p", POINT));
        assertEquals("cannot read Point at offset 8: objects nested deeper than 1", e.getMessage());
        assertEquals(0, buffer.readIndex());
        assertEquals(1, Nesting.depth(buffer));
    }

    @Test
    void aBodyHasObjectIdentityOfItsOwn() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(5, 0, 0, 0, 0, 0, 0, 0));
        boolean started = References.beginRead(buffer);
        assertEquals(0, References.reserveRead(buffer));
        int at = buffer.take(Frames.HEADER_SIZE, "M.p");
        // Inside, ids start again at 0: a reference in the body cannot name an object outside it.
        assertEquals(0, Frames.readBody(buffer, at, 0, "Empty", "M.p", References::reserveRead));
        assertEquals(1, References.reserveRead(buffer));
        References.endRead(buffer, started);
    }

    @Test
    void theRefusalsOfAnIdPutTheReadIndexBackAtTheHeader() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[] {9, 9, 7, 0, 0, 0, 0, 0, 0, 0});
        buffer.readIndex(10);
        MarshalException unknown = Frames.unknownId(buffer, 2, 7, "Drawing.shape", "; the registry knows [1]");
        assertEquals(2, buffer.readIndex());
        assertEquals(2, unknown.offset());
        assertEquals("Drawing.shape: unknown type id 7 at offset 2; the registry knows [1]", unknown.getMessage());
        buffer.readIndex(10);
        MarshalException other = Frames.notAdmitted(buffer, 2, 7, "Drawing.shape", "com.acme.Label", "com.acme.Shape");
        assertEquals(2, buffer.readIndex());
        assertEquals("Drawing.shape: type id 7 at offset 2 is com.acme.Label, which is not a com.acme.Shape",
                other.getMessage());
    }

    /** The one reader of headers, for messages and for {@code @Polymorphic} values, with one set of refusals. */
    @Test
    void aHeaderIsReadAndCheckedAgainstTheRegistryAndWhatTheReaderAccepts() {
        Marshallers registry = Marshallers.of(PointMarshaller.INSTANCE);
        UnsafeBuffer message = UnsafeBuffer.wrap(hex("05000000 08000000 01000000 02000000"));
        Frames.Header header = Frames.readMessageHeader(message, registry, Object.class);
        assertEquals(new Frames.Header(0, 8, PointMarshaller.INSTANCE), header);
        assertEquals(8, message.readIndex());

        MarshalException unknown = assertThrows(MarshalException.class, () -> Frames.readMessageHeader(
                UnsafeBuffer.wrap(hex("07000000 00000000")), registry, Object.class));
        assertEquals("message: unknown type id 7 at offset 0; the registry knows [5]", unknown.getMessage());
        UnsafeBuffer other = UnsafeBuffer.wrap(hex("05000000 08000000 01000000 02000000"));
        MarshalException refused = assertThrows(MarshalException.class, () -> Frames.readMessageHeader(other, registry,
                String.class));
        assertEquals("message: type id 5 at offset 0 is " + Point.class.getName() + ", which is not a java.lang.String",
                refused.getMessage());
        assertEquals(0, other.readIndex());

        UnsafeBuffer values = UnsafeBuffer.wrap(hex("00000000 05000000 08000000 01000000 02000000 07000000 00000000"));
        assertNull(Frames.readValueHeader(values, "D.p", registry, type -> true, "Object"));
        assertEquals(4, values.readIndex());
        assertEquals(new Frames.Header(4, 8, PointMarshaller.INSTANCE),
                Frames.readValueHeader(values, "D.p", registry, type -> true, "Object"));
        values.readIndex(20);
        MarshalException unknownValue = assertThrows(MarshalException.class, () -> Frames.readValueHeader(values, "D.p",
                registry, type -> true, "Object"));
        assertEquals("D.p: unknown type id 7 at offset 20; the registry knows [5]", unknownValue.getMessage());
        assertEquals(20, values.readIndex());
    }
}
