package dev.marshalled.redis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.redis.model.Account;
import dev.marshalled.redis.model.AccountMarshaller;
import dev.marshalled.redis.model.Heartbeat;
import dev.marshalled.redis.model.HeartbeatMarshaller;
import dev.marshalled.redis.model.Page;
import dev.marshalled.redis.model.PageMarshaller;
import dev.marshalled.redis.model.Quote;
import dev.marshalled.redis.model.QuoteMarshaller;
import dev.marshalled.runtime.Marshaller;
import io.lettuce.core.KeyValue;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Values of several types through a real redis-server with the Lettuce codec: strings, hashes, expiry. */
@ExtendWith(RedisServer.class)
class LettuceThroughRedisTest {
    private static final Marshaller<Page<Quote>> PAGES = PageMarshaller.of(QuoteMarshaller.INSTANCE);

    private static RedisClient client;
    private static StatefulRedisConnection<byte[], byte[]> raw;

    @BeforeAll
    static void connect() {
        client = RedisClient.create(RedisServer.uri());
        raw = client.connect(ByteArrayCodec.INSTANCE);
    }

    @AfterAll
    static void disconnect() {
        raw.close();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(10));
    }

    @Test
    void aRecordAClassAndAGenericTypeRoundTripThroughSetAndGet() {
        try (StatefulRedisConnection<String, Quote> quotes = client.connect(MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE));
                StatefulRedisConnection<String, Account> accounts = client.connect(MarshalledRedisCodec.of(AccountMarshaller.INSTANCE));
                StatefulRedisConnection<String, Page<Quote>> pages = client.connect(MarshalledRedisCodec.of(PAGES))) {
            for (int n = 0; n < 40; n++) {
                quotes.sync().set("lettuce:quote:" + n, Quote.sample(n));
                accounts.sync().set("lettuce:account:" + n, Account.sample(n));
                pages.sync().set("lettuce:page:" + n, page(n));
            }
            for (int n = 0; n < 40; n++) {
                assertEquals(Quote.sample(n), quotes.sync().get("lettuce:quote:" + n));
                assertEquals(Account.sample(n), accounts.sync().get("lettuce:account:" + n));
                assertEquals(page(n), pages.sync().get("lettuce:page:" + n));
                // What Redis holds is the marshaller's bytes, nothing around them.
                assertArrayEquals(QuoteMarshaller.INSTANCE.toByteArray(Quote.sample(n)), raw.sync().get(key("lettuce:quote:" + n)));
                assertArrayEquals(PAGES.toByteArray(page(n)), raw.sync().get(key("lettuce:page:" + n)));
            }
            assertNull(quotes.sync().get("lettuce:quote:none"), "a missing key is null");
        }
    }

    @Test
    void manyValuesInOneReplyAreEachReadFromTheirOwnPartOfTheBuffer() {
        try (StatefulRedisConnection<String, Account> accounts = client.connect(MarshalledRedisCodec.of(AccountMarshaller.INSTANCE))) {
            List<String> keys = new ArrayList<>();
            for (int n = 0; n < 300; n++) {
                keys.add("lettuce:mget:" + n);
                accounts.sync().set(keys.get(n), Account.sample(n));
            }
            keys.add("lettuce:mget:missing");
            List<KeyValue<String, Account>> values = accounts.sync().mget(keys.toArray(new String[0]));
            assertEquals(301, values.size());
            for (int n = 0; n < 300; n++) {
                assertEquals(Account.sample(n), values.get(n).getValue());
            }
            assertTrue(values.get(300).isEmpty());
        }
    }

    @Test
    void hashesHoldMarshalledValuesUnderTextFields() {
        try (StatefulRedisConnection<String, Account> connection = client.connect(MarshalledRedisCodec.of(AccountMarshaller.INSTANCE))) {
            RedisCommands<String, Account> accounts = connection.sync();
            MarshalledCache<String, Account> cache = MarshalledCache.of(accounts);
            Map<String, Account> expected = new LinkedHashMap<>();
            for (int n = 0; n < 25; n++) {
                expected.put("acct-" + n, Account.sample(n));
                assertTrue(n % 2 == 0 ? accounts.hset("lettuce:accounts", "acct-" + n, Account.sample(n))
                        : cache.hset("lettuce:accounts", "acct-" + n, Account.sample(n)));
            }
            for (int n = 0; n < 25; n++) {
                assertEquals(Account.sample(n), accounts.hget("lettuce:accounts", "acct-" + n));
                assertEquals(Account.sample(n), cache.hget("lettuce:accounts", "acct-" + n));
            }
            assertEquals(expected, accounts.hgetall("lettuce:accounts"));
            assertEquals(expected, cache.hgetall("lettuce:accounts"));
            assertNull(cache.hget("lettuce:accounts", "acct-none"));
            assertEquals(Map.of(), cache.hgetall("lettuce:no-such-hash"));
            assertArrayEquals(AccountMarshaller.INSTANCE.toByteArray(Account.sample(7)),
                    raw.sync().hget(key("lettuce:accounts"), key("acct-7")));
        }
    }

    @Test
    void theCacheSetsWithAnExpiryAndDeletes() {
        try (StatefulRedisConnection<String, Page<Quote>> connection = client.connect(MarshalledRedisCodec.of(PAGES))) {
            MarshalledCache<String, Page<Quote>> pages = MarshalledCache.of(connection.sync());
            pages.set("lettuce:cache:kept", page(3));
            pages.set("lettuce:cache:expiring", page(4), Duration.ofSeconds(90));
            assertEquals(page(3), pages.get("lettuce:cache:kept"));
            assertEquals(page(4), pages.get("lettuce:cache:expiring"));
            assertEquals(-1, pages.commands().pttl("lettuce:cache:kept"), "no expiry");
            long left = pages.commands().pttl("lettuce:cache:expiring");
            assertTrue(left > 0 && left <= 90_000, "expires in " + left + " ms");
            assertTrue(pages.del("lettuce:cache:kept"));
            assertTrue(!pages.del("lettuce:cache:kept"), "already gone");
            assertNull(pages.get("lettuce:cache:kept"));
        }
    }

    @Test
    void aTypeWithoutFieldsIsAnEmptyStringNotAMissingKey() {
        try (StatefulRedisConnection<String, Heartbeat> connection = client.connect(MarshalledRedisCodec.of(HeartbeatMarshaller.INSTANCE))) {
            connection.sync().set("lettuce:heartbeat", new Heartbeat());
            assertEquals(0, connection.sync().strlen("lettuce:heartbeat"));
            assertEquals(new Heartbeat(), connection.sync().get("lettuce:heartbeat"));
            assertNull(connection.sync().get("lettuce:no-heartbeat"));
        }
    }

    /**
     * What the codec is handed: Lettuce reads replies into Netty's pooled buffers, direct ones by
     * default, and passes each value as a view of its part; the values read must not depend on it.
     */
    @Test
    void lettuceHandsTheCodecDirectBuffers() {
        AtomicInteger direct = new AtomicInteger();
        AtomicInteger decoded = new AtomicInteger();
        MarshalledRedisCodec<String, Quote> codec = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        RedisCodec<String, Quote> watching = new RedisCodec<>() {
            @Override
            public String decodeKey(ByteBuffer bytes) {
                return codec.decodeKey(bytes);
            }

            @Override
            public Quote decodeValue(ByteBuffer bytes) {
                decoded.incrementAndGet();
                if (bytes.isDirect()) {
                    direct.incrementAndGet();
                }
                return codec.decodeValue(bytes);
            }

            @Override
            public ByteBuffer encodeKey(String key) {
                return codec.encodeKey(key);
            }

            @Override
            public ByteBuffer encodeValue(Quote value) {
                return codec.encodeValue(value);
            }
        };
        try (StatefulRedisConnection<String, Quote> quotes = client.connect(watching)) {
            for (int n = 0; n < 30; n++) {
                quotes.sync().set("lettuce:direct:" + n, Quote.sample(n));
            }
            for (int n = 0; n < 30; n++) {
                assertEquals(Quote.sample(n), quotes.sync().get("lettuce:direct:" + n));
            }
        }
        assertEquals(30, decoded.get());
        System.out.println("[redis] Lettuce handed the codec " + direct.get() + " direct buffers of " + decoded.get());
        assertTrue(direct.get() > 0, "the codec is written for direct buffers: none was seen");
    }

    static Page<Quote> page(int n) {
        List<Quote> items = new ArrayList<>();
        for (int i = 0; i < n % 5; i++) {
            items.add(Quote.sample(n * 10 + i));
        }
        return new Page<>(n, 1_000L + n, items);
    }

    static byte[] key(String key) {
        return key.getBytes(StandardCharsets.UTF_8);
    }
}
