package dev.marshalled.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.redis.model.Quote;
import dev.marshalled.redis.model.QuoteMarshaller;
import dev.marshalled.runtime.MarshalException;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisException;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Values another client stored under keys this one reads: a truncated value, another
 * serializer's JSON, bytes left over. Each read fails with a {@link MarshalException} that
 * says where in the bytes and which field, and, through {@link MarshalledCache}, which key;
 * the connection goes on serving every other key.
 */
@ExtendWith(RedisServer.class)
class CorruptValueTest {
    private static final byte[] WHOLE = QuoteMarshaller.INSTANCE.toByteArray(Quote.sample(9));
    private static final byte[] TRUNCATED = Arrays.copyOf(WHOLE, WHOLE.length - 6);
    private static final byte[] JSON = "{\"symbol\":\"ACME\",\"bid\":101.25}".getBytes(StandardCharsets.UTF_8);
    private static final byte[] TRAILING = Arrays.copyOf(WHOLE, WHOLE.length + 2);

    private static RedisClient client;
    private static StatefulRedisConnection<byte[], byte[]> raw;
    private static StatefulRedisConnection<String, Quote> quotes;

    @BeforeAll
    static void storeGoodAndBadValues() {
        client = RedisClient.create(RedisServer.uri());
        raw = client.connect(ByteArrayCodec.INSTANCE);
        quotes = client.connect(MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE));
        for (int n = 0; n < 10; n++) {
            quotes.sync().set("corrupt:good:" + n, Quote.sample(n));
        }
        raw.sync().set(key("corrupt:truncated"), TRUNCATED);
        raw.sync().set(key("corrupt:json"), JSON);
        raw.sync().set(key("corrupt:trailing"), TRAILING);
    }

    @AfterAll
    static void disconnect() {
        quotes.close();
        raw.close();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(10));
    }

    @Test
    void theCacheNamesTheKeyAndKeepsTheOffsetAndTheFieldOfTheFailure() {
        MarshalledCache<String, Quote> cache = MarshalledCache.of(quotes.sync());
        Object[][] cases = {{"corrupt:truncated", TRUNCATED}, {"corrupt:json", JSON}, {"corrupt:trailing", TRAILING}};
        for (Object[] c : cases) {
            String key = (String) c[0];
            MarshalException alone = assertThrows(MarshalException.class, () -> QuoteMarshaller.INSTANCE.fromByteArray((byte[]) c[1]));
            MarshalException e = assertThrows(MarshalException.class, () -> cache.get(key));
            assertEquals("cannot read the value of key \"" + key + "\": " + alone.getMessage(), e.getMessage());
            assertEquals(alone.offset(), e.offset(), key);
            assertEquals(alone.path(), e.path(), key);
            assertFalse(e.path().isEmpty());
            assertTrue(e.getMessage().contains("offset " + e.offset()), e.getMessage());
            assertInstanceOf(MarshalException.class, e.getCause(), "the codec's exception, as Lettuce threw it");
            assertGoodValuesServed();
        }
        MarshalException cut = assertThrows(MarshalException.class, () -> cache.get("corrupt:truncated"));
        assertTrue(cut.path().startsWith("Quote.") && cut.getMessage().contains(cut.path()), "a field: " + cut.getMessage());
        assertEquals("Quote", assertThrows(MarshalException.class, () -> cache.get("corrupt:trailing")).path());
    }

    @Test
    void lettucesOwnCommandsThrowTheCodecsExceptionWithoutTheKey() throws Exception {
        MarshalException sync = assertThrows(MarshalException.class, () -> quotes.sync().get("corrupt:truncated"));
        assertFalse(sync.getMessage().contains("corrupt:truncated"), sync.getMessage());
        ExecutionException async = assertThrows(ExecutionException.class,
                () -> quotes.async().get("corrupt:json").get(10, TimeUnit.SECONDS));
        assertInstanceOf(MarshalException.class, async.getCause());
        assertGoodValuesServed();
    }

    @Test
    void aCorruptValueAmongGoodOnesFailsItsCommandAndNotTheConnection() {
        MarshalException e = assertThrows(MarshalException.class,
                () -> quotes.sync().mget("corrupt:good:1", "corrupt:json", "corrupt:good:2"));
        assertTrue(e.offset() >= 0 && e.offset() <= JSON.length, e.getMessage());
        assertGoodValuesServed();
    }

    @Test
    void hashFieldsAreNamedWithTheirHash() {
        MarshalledCache<String, Quote> cache = MarshalledCache.of(quotes.sync());
        cache.hset("corrupt:hash", "good", Quote.sample(4));
        raw.sync().hset(key("corrupt:hash"), key("bad"), TRUNCATED);
        assertEquals(Quote.sample(4), cache.hget("corrupt:hash", "good"));
        MarshalException field = assertThrows(MarshalException.class, () -> cache.hget("corrupt:hash", "bad"));
        assertTrue(field.getMessage().startsWith("cannot read field \"bad\" of hash \"corrupt:hash\": "), field.getMessage());
        MarshalException all = assertThrows(MarshalException.class, () -> cache.hgetall("corrupt:hash"));
        assertTrue(all.getMessage().startsWith("cannot read a field of hash \"corrupt:hash\": "), all.getMessage());

        raw.sync().hdel(key("corrupt:hash"), key("bad"));
        assertEquals(Map.of("good", Quote.sample(4)), cache.hgetall("corrupt:hash"));
        assertGoodValuesServed();
    }

    @Test
    void aDeletedCorruptValueIsAMissAndCanBeWrittenAgain() {
        MarshalledCache<String, Quote> cache = MarshalledCache.of(quotes.sync());
        raw.sync().set(key("corrupt:replaced"), JSON);
        assertThrows(MarshalException.class, () -> cache.get("corrupt:replaced"));
        assertTrue(cache.del("corrupt:replaced"));
        assertNull(cache.get("corrupt:replaced"));
        cache.set("corrupt:replaced", Quote.sample(11));
        assertEquals(Quote.sample(11), cache.get("corrupt:replaced"));
    }

    @Test
    void failuresThatAreNotTheBytesPassUnchanged() {
        RedisClient other = RedisClient.create(RedisServer.uri());
        StatefulRedisConnection<String, Quote> closed = other.connect(MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE));
        closed.close();
        try {
            RedisException e = assertThrows(RedisException.class, () -> MarshalledCache.of(closed.sync()).get("corrupt:good:1"));
            assertNull(StoredValueException.find(e), e.toString());
        } finally {
            other.shutdown(Duration.ZERO, Duration.ofSeconds(10));
        }
    }

    @Test
    void keysThatAreNotPrintableAreEscapedAsRedisCliWouldShowThem() {
        assertEquals("\"user:\\x00\\xff\\\"q\\\"\"", StoredValueException.describe(new byte[] {'u', 's', 'e', 'r', ':', 0, (byte) 0xFF, '"', 'q', '"'}));
        assertEquals("\"名前\\ttab\\n\\x01\"", StoredValueException.describe("名前\ttab\n\u0001"));
        String longKey = "k".repeat(500);
        String shown = StoredValueException.describe(longKey);
        assertTrue(shown.length() < 230 && shown.endsWith("...\" (500 chars)"), shown);
    }

    /** Every good key still reads back on the connection that met the corrupt values. */
    private static void assertGoodValuesServed() {
        for (int n = 0; n < 10; n++) {
            assertEquals(Quote.sample(n), quotes.sync().get("corrupt:good:" + n));
        }
    }

    private static byte[] key(String key) {
        return key.getBytes(StandardCharsets.UTF_8);
    }
}
