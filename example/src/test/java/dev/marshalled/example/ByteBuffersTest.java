package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.example.graph.Events;
import dev.marshalled.example.graph.Order;
import dev.marshalled.example.graph.OrderMarshaller;
import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.Versioned;
import dev.marshalled.example.model.VersionedMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generated marshallers over {@link ByteBuffer}s, heap and direct, and over files mapped into
 * memory (docs/buffers.md): values written and read in place give the bytes of the array path;
 * a buffer without room refuses the write and keeps its position; a growing write hands back a
 * larger buffer of the same kind; a journal of framed messages in a mapped file is read back in
 * place; and a file truncated under the reader gives {@link MarshalException}. Surefire runs this
 * class once per backend.
 */
class ByteBuffersTest {
    @TempDir
    Path folder;

    private static Map<String, IntFunction<ByteBuffer>> kinds() {
        return Map.of("heap", ByteBuffer::allocate, "direct", ByteBuffer::allocateDirect,
                "direct, big-endian order", n -> ByteBuffer.allocateDirect(n).order(ByteOrder.BIG_ENDIAN),
                "heap slice", n -> ByteBuffer.allocate(n + 9).position(9).slice());
    }

    @Test
    void valuesWrittenIntoAByteBufferAreTheArrayPathsBytesAndReadBackInPlace() {
        roundTrips(AllTypesMarshaller.INSTANCE, Values.edgeCases());
        roundTrips(OrderMarshaller.INSTANCE, List.of(Order.sample(1), Order.sample(30)));
        roundTrips(VersionedMarshaller.INSTANCE, List.of(Versioned.sample()));
        roundTrips(TradeMarshaller.INSTANCE,
                List.of(new Trade(1, 2.5, 3, "caf\u00e9", Trade.Side.BUY), new Trade(-1, 0, 0, "\u20ac", null)));
    }

    private static <T> void roundTrips(Marshaller<T> marshaller, List<T> values) {
        kinds().forEach((kind, make) -> {
            List<byte[]> expected = new ArrayList<>();
            int total = 0;
            for (T value : values) {
                byte[] bytes = marshaller.toByteArray(value);
                expected.add(bytes);
                total += bytes.length;
            }
            ByteBuffer buffer = make.apply(total + 3);
            buffer.put((byte) 0x5A).put((byte) 0x5B).put((byte) 0x5C); // the values follow other bytes
            for (T value : values) {
                marshaller.write(value, buffer);
            }
            assertEquals(total + 3, buffer.position(), kind);
            buffer.flip().position(3);
            for (byte[] bytes : expected) {
                int start = buffer.position();
                byte[] written = new byte[bytes.length];
                buffer.get(start, written);
                assertArrayEquals(bytes, written, kind + ": the array path's bytes");
                T value = marshaller.read(buffer);
                assertEquals(start + bytes.length, buffer.position(), kind + ": the position moves past the value");
                assertArrayEquals(bytes, marshaller.toByteArray(value), kind + ": read back");
            }
            assertEquals(0, buffer.remaining(), kind);
            assertEquals(0x5A, buffer.get(0), kind + ": the bytes before the first value are untouched");
        });
    }

    @Test
    void aBufferWithoutRoomRefusesTheWriteAndKeepsItsPosition() {
        AllTypes value = Values.edgeCases().get(1);
        int size = AllTypesMarshaller.sizeOf(value);
        kinds().forEach((kind, make) -> {
            ByteBuffer buffer = make.apply(size + 10);
            buffer.putInt(0, 77).position(4).limit(4 + size - 1);
            MarshalException full = assertThrows(MarshalException.class, () -> AllTypesMarshaller.INSTANCE.write(value, buffer),
                    kind);
            assertTrue(full.getMessage().contains("buffer full"), full.getMessage());
            assertEquals(4, buffer.position(), kind);
            assertEquals(77, buffer.getInt(0), kind + ": what was written before is intact");
            assertThrows(MarshalException.class, () -> AllTypesMarshaller.INSTANCE.write(value, buffer.asReadOnlyBuffer()),
                    kind + ": read-only");
        });
    }

    @Test
    void aGrowingWriteHandsBackALargerBufferOfTheSameKindWithTheBytesBefore() {
        AllTypes value = Values.edgeCases().get(1);
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(value);
        kinds().forEach((kind, make) -> {
            ByteBuffer small = make.apply(8).putShort((short) 0x1234);
            ByteBuffer grown = AllTypesMarshaller.INSTANCE.writeGrowing(value, small);
            assertNotSame(small, grown, kind);
            assertEquals(small.isDirect(), grown.isDirect(), kind);
            assertEquals(small.order(), grown.order(), kind);
            assertEquals(2 + bytes.length, grown.position(), kind);
            assertEquals(0x1234, grown.getShort(0), kind);
            byte[] written = new byte[bytes.length];
            grown.get(2, written);
            assertArrayEquals(bytes, written, kind);
            ByteBuffer roomy = make.apply(bytes.length + 2);
            assertSame(roomy, AllTypesMarshaller.INSTANCE.writeGrowing(value, roomy), kind + ": kept when the value fits");
        });
    }

    @Test
    void aJournalOfFramedMessagesInAMappedFileIsReadBackInPlace() throws IOException {
        Marshallers registry = Marshallers.discovered();
        Path file = folder.resolve("journal.bin");
        List<Object> events = List.of(new Events.Login("ann", 5), MessagesTest.envelope(), new Events.Heartbeat(6));
        int messages = 300;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                StandardOpenOption.WRITE)) {
            MappedByteBuffer mapped = channel.map(FileChannel.MapMode.READ_WRITE, 0, 1 << 16);
            UnsafeBuffer journal = UnsafeBuffer.wrap(mapped).clear();
            for (int i = 0; i < messages; i++) {
                registry.writeMessage(events.get(i % events.size()), journal);
            }
            mapped.force();
            channel.truncate(journal.writeIndex());
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            MappedByteBuffer mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size());
            UnsafeBuffer journal = UnsafeBuffer.wrap(mapped);
            for (int i = 0; i < messages; i++) {
                Object event = registry.readMessage(journal);
                assertArrayEquals(registry.toByteArray(events.get(i % events.size())), registry.toByteArray(event));
            }
            assertEquals(0, journal.remaining());
            MarshalException end = assertThrows(MarshalException.class, () -> registry.readMessage(journal));
            assertEquals(journal.readIndex(), end.offset());
        }
    }

    @Test
    void everyLimitInsideAMessageInNativeMemoryIsRefusedWithItsOffset() {
        AllTypes value = Values.edgeCases().get(1);
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(value);
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(0, bytes);
        for (int limit = 0; limit < bytes.length; limit++) {
            ByteBuffer cut = direct.duplicate().limit(limit);
            MarshalException e = assertThrows(MarshalException.class, () -> AllTypesMarshaller.INSTANCE.read(cut));
            assertTrue(e.offset() >= 0 && e.offset() <= limit, e.getMessage());
            assertEquals(0, cut.position(), "a failed read keeps the position");
        }
    }

    @Test
    void aMappedFileTruncatedUnderTheReaderGivesMarshalException() throws IOException {
        Order order = Order.sample(2000);
        byte[] bytes = OrderMarshaller.INSTANCE.toByteArray(order);
        assertTrue(bytes.length > 3 * 4096, "the value spans pages past the first");
        Path file = folder.resolve("truncated.bin");
        Files.write(file, bytes);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, bytes.length);
            assertArrayEquals(bytes, OrderMarshaller.INSTANCE.toByteArray(OrderMarshaller.INSTANCE.read(mapped.duplicate())));
            channel.truncate(4096); // another process cuts the file: the pages past the first are gone
            MarshalException e = assertThrows(MarshalException.class, () -> OrderMarshaller.INSTANCE.read(mapped));
            assertEquals(0, e.offset());
            assertTrue(e.getMessage().contains("mapped file truncated"), e.getMessage());
            assertInstanceOf(InternalError.class, e.getCause());
            assertEquals(0, mapped.position());
        }
    }
}
