package dev.marshalled.redis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.redis.model.Account;
import dev.marshalled.redis.model.AccountMarshaller;
import dev.marshalled.redis.model.Heartbeat;
import dev.marshalled.redis.model.HeartbeatMarshaller;
import dev.marshalled.redis.model.Page;
import dev.marshalled.redis.model.PageMarshaller;
import dev.marshalled.redis.model.Quote;
import dev.marshalled.redis.model.QuoteMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import io.lettuce.core.codec.ByteArrayCodec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The codec alone: the buffers Lettuce may hand it, the bytes it hands back, and what it refuses. */
class MarshalledRedisCodecTest {
    private static final Marshaller<Page<Quote>> PAGES = PageMarshaller.of(QuoteMarshaller.INSTANCE);

    @Test
    void encodesExactlyTheMarshallersBytesInABufferOfTheirSize() {
        MarshalledRedisCodec<String, Quote> codec = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        for (int n = 0; n < 20; n++) {
            Quote quote = Quote.sample(n);
            ByteBuffer encoded = codec.encodeValue(quote);
            assertEquals(0, encoded.position());
            assertEquals(QuoteMarshaller.sizeOf(quote), encoded.remaining());
            assertEquals(encoded.remaining(), encoded.capacity(), "no spare capacity: the array is exactly sized");
            assertArrayEquals(QuoteMarshaller.INSTANCE.toByteArray(quote), bytes(encoded));
        }
    }

    @Test
    void decodesHeapDirectReadOnlyAndPositionedBuffersAlike() {
        MarshalledRedisCodec<String, Account> codec = MarshalledRedisCodec.of(AccountMarshaller.INSTANCE);
        for (int n = 0; n < 12; n++) {
            Account account = Account.sample(n);
            byte[] bytes = AccountMarshaller.INSTANCE.toByteArray(account);
            for (ByteBuffer buffer : shapes(bytes)) {
                int position = buffer.position();
                int limit = buffer.limit();
                assertEquals(account, codec.decodeValue(buffer), describe(buffer));
                assertEquals(position, buffer.position(), "position left as it was");
                assertEquals(limit, buffer.limit(), "limit left as it was");
            }
        }
    }

    @Test
    void aGenericTypeAtOneParameterization() {
        MarshalledRedisCodec<String, Page<Quote>> codec = MarshalledRedisCodec.of(PAGES);
        Page<Quote> page = new Page<>(3, 57, List.of(Quote.sample(1), Quote.sample(7), Quote.sample(14)));
        for (ByteBuffer buffer : shapes(bytes(codec.encodeValue(page)))) {
            assertEquals(page, codec.decodeValue(buffer));
        }
    }

    @Test
    void aTypeWithoutFieldsIsNoBytesAndNoBytesReadAsIt() {
        MarshalledRedisCodec<String, Heartbeat> codec = MarshalledRedisCodec.of(HeartbeatMarshaller.INSTANCE);
        assertEquals(0, codec.encodeValue(new Heartbeat()).remaining());
        assertEquals(new Heartbeat(), codec.decodeValue(ByteBuffer.allocateDirect(0)));
    }

    @Test
    void aTruncatedValueIsAMarshalExceptionWhoseOffsetCountsFromTheValue() {
        MarshalledRedisCodec<String, Quote> codec = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        byte[] whole = QuoteMarshaller.INSTANCE.toByteArray(Quote.sample(5));
        for (int cut = 0; cut < whole.length; cut++) {
            byte[] truncated = Arrays.copyOf(whole, cut);
            MarshalException alone = assertThrows(MarshalException.class, () -> QuoteMarshaller.INSTANCE.fromByteArray(truncated));
            for (ByteBuffer buffer : shapes(truncated)) {
                MarshalException e = assertThrows(MarshalException.class, () -> codec.decodeValue(buffer), describe(buffer));
                // Wherever the value lay in Lettuce's buffer, the failure reads as for the value alone.
                assertEquals(alone.offset(), e.offset(), describe(buffer));
                assertEquals(alone.path(), e.path());
                assertEquals(alone.getMessage(), e.getMessage());
                assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
                assertTrue(e.path().startsWith("Quote"), e.path());
            }
        }
    }

    @Test
    void bytesLeftOverAfterTheValueAreRefused() {
        MarshalledRedisCodec<String, Quote> codec = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        byte[] whole = QuoteMarshaller.INSTANCE.toByteArray(Quote.sample(2));
        byte[] longer = Arrays.copyOf(whole, whole.length + 3);
        MarshalException e = assertThrows(MarshalException.class, () -> codec.decodeValue(ByteBuffer.wrap(longer)));
        assertEquals(whole.length, e.offset());
        assertEquals("Quote", e.path());
        assertTrue(e.getMessage().contains("3 trailing bytes"), e.getMessage());
    }

    @Test
    void anotherSerializersBytesAreRefused() {
        MarshalledRedisCodec<String, Quote> codec = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        byte[] json = "{\"symbol\":\"ACME\",\"bid\":101.25}".getBytes(StandardCharsets.UTF_8);
        MarshalException e = assertThrows(MarshalException.class, () -> codec.decodeValue(ByteBuffer.wrap(json)));
        assertFalse(e.path().isEmpty(), e.getMessage());
        assertTrue(e.offset() >= 0 && e.offset() <= json.length, e.getMessage());
    }

    @Test
    void nullIsRefusedWhenWrittenSinceRedisHasNoNull() {
        MarshalledRedisCodec<String, Quote> codec = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        NullPointerException e = assertThrows(NullPointerException.class, () -> codec.encodeValue(null));
        assertTrue(e.getMessage().contains("delete the key"), e.getMessage());
    }

    @Test
    void keysAreUtf8StringsOrWhatTheKeyCodecMakes() {
        MarshalledRedisCodec<String, Quote> strings = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        String key = "quote:東京:ACME";
        byte[] utf8 = key.getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(utf8, bytes(strings.encodeKey(key)));
        for (ByteBuffer buffer : shapes(utf8)) {
            assertEquals(key, strings.decodeKey(buffer));
        }

        MarshalledRedisCodec<byte[], Quote> binary = MarshalledRedisCodec.of(ByteArrayCodec.INSTANCE, QuoteMarshaller.INSTANCE);
        byte[] raw = {0, 1, (byte) 0xFF, 'k'};
        assertArrayEquals(raw, bytes(binary.encodeKey(raw)));
        assertArrayEquals(raw, binary.decodeKey(ByteBuffer.wrap(raw)));
        assertEquals(Quote.sample(3), binary.decodeValue(binary.encodeValue(Quote.sample(3))));
    }

    @Test
    void namesItsValueTypeWithItsArguments() {
        assertEquals("MarshalledRedisCodec[keys=StringCodec, values=dev.marshalled.redis.model.Page<dev.marshalled.redis.model.Quote>]",
                MarshalledRedisCodec.of(PAGES).toString());
    }

    /**
     * The buffers a value can come in: a heap buffer of its own, a direct one, a read-only one,
     * and the value in the middle of a larger heap and direct buffer, between position and limit.
     */
    static List<ByteBuffer> shapes(byte[] value) {
        ByteBuffer direct = ByteBuffer.allocateDirect(value.length).put(value).flip();
        byte[] around = new byte[value.length + 21];
        Arrays.fill(around, (byte) 0x5A);
        System.arraycopy(value, 0, around, 13, value.length);
        ByteBuffer inHeap = ByteBuffer.wrap(around).position(13).limit(13 + value.length);
        ByteBuffer inDirect = ByteBuffer.allocateDirect(around.length).put(around).position(13).limit(13 + value.length);
        return List.of(ByteBuffer.wrap(value.clone()), direct, ByteBuffer.wrap(value.clone()).asReadOnlyBuffer(), inHeap,
                inDirect);
    }

    private static String describe(ByteBuffer buffer) {
        return (buffer.isDirect() ? "direct" : "heap") + (buffer.isReadOnly() ? " read-only" : "") + " buffer, position "
                + buffer.position() + ", limit " + buffer.limit();
    }

    static byte[] bytes(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }
}
