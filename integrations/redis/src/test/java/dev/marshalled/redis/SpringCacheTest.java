package dev.marshalled.redis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.redis.model.Account;
import dev.marshalled.redis.model.AccountMarshaller;
import dev.marshalled.redis.model.Chain;
import dev.marshalled.redis.model.ChainMarshaller;
import dev.marshalled.redis.model.Page;
import dev.marshalled.redis.model.PageMarshaller;
import dev.marshalled.redis.model.Quote;
import dev.marshalled.redis.model.QuoteMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.cache.annotation.CachingConfigurer;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.interceptor.CacheErrorHandler;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;
import org.springframework.data.redis.cache.RedisCacheWriter;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.connection.RedisStandaloneConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * Spring's cache abstraction on a real redis-server, configured as docs/redis.md shows: one
 * {@code RedisCacheManager}, a cache per type whose value serializer is a
 * {@link MarshalledRedisSerializer}, and a {@link MarshalledCacheErrorHandler}. Each
 * application context keeps its entries under a prefix of its own.
 */
@ExtendWith(RedisServer.class)
class SpringCacheTest {
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
    void eachMethodRunsOnceAndEveryInstanceOfTheServiceThenReadsEqualValuesFromRedis() {
        try (AnnotationConfigApplicationContext first = start("once:", MarshalledCacheErrorHandler.rethrowing());
                AnnotationConfigApplicationContext second = start("once:", MarshalledCacheErrorHandler.rethrowing())) {
            Prices prices = first.getBean(Prices.class);
            for (int round = 0; round < 3; round++) {
                for (int n = 0; n < 20; n++) {
                    assertEquals(Quote.sample(n), prices.quote(n));
                    assertEquals(Account.sample(n), prices.account(n));
                    assertEquals(LettuceThroughRedisTest.page(n), prices.page(n));
                }
            }
            assertEquals(20, prices.quoteCalls());
            assertEquals(20, prices.accountCalls());
            assertEquals(20, prices.pageCalls());

            // A second instance of the service (another JVM in production) finds them all in Redis.
            Prices other = second.getBean(Prices.class);
            for (int n = 0; n < 20; n++) {
                assertEquals(Quote.sample(n), other.quote(n));
                assertEquals(Account.sample(n), other.account(n));
                assertEquals(LettuceThroughRedisTest.page(n), other.page(n));
            }
            assertEquals(0, other.quoteCalls() + other.accountCalls() + other.pageCalls());

            // In Redis: the marshallers' bytes, under Spring's keys.
            for (int n = 0; n < 20; n++) {
                assertArrayEquals(QuoteMarshaller.INSTANCE.toByteArray(Quote.sample(n)), raw.sync().get(key("once:quotes::" + n)));
                assertArrayEquals(AccountMarshaller.INSTANCE.toByteArray(Account.sample(n)), raw.sync().get(key("once:accounts::" + n)));
                assertArrayEquals(PAGES.toByteArray(LettuceThroughRedisTest.page(n)), raw.sync().get(key("once:pages::" + n)));
            }
            long left = raw.sync().pttl(key("once:quotes::3"));
            assertTrue(left > 0 && left <= 600_000, "the configured time to live: " + left + " ms");
        }
    }

    @Test
    void aNullResultIsCachedByTheCacheItselfAndNeverReachesTheSerializer() {
        try (AnnotationConfigApplicationContext context = start("nulls:", MarshalledCacheErrorHandler.rethrowing())) {
            Prices prices = context.getBean(Prices.class);
            assertNull(prices.quote(-1));
            assertNull(prices.quote(-1));
            assertEquals(1, prices.quoteCalls());
            byte[] stored = raw.sync().get(key("nulls:quotes::-1"));
            assertTrue(stored != null && stored.length > 0, "Spring's marker for a cached null");
        }
    }

    @Test
    void aCorruptEntryIsAMarshalExceptionNamingCacheAndKeyAndEveryOtherKeyIsStillServed() {
        try (AnnotationConfigApplicationContext context = start("strict:", MarshalledCacheErrorHandler.rethrowing())) {
            Prices prices = context.getBean(Prices.class);
            for (int n = 0; n < 10; n++) {
                prices.quote(n);
            }
            byte[] whole = QuoteMarshaller.INSTANCE.toByteArray(Quote.sample(13));
            byte[] truncated = Arrays.copyOf(whole, whole.length - 5);
            raw.sync().set(key("strict:quotes::13"), truncated); // another client, or a version of Quote with another field

            MarshalException alone = assertThrows(MarshalException.class, () -> QuoteMarshaller.INSTANCE.fromByteArray(truncated));
            for (int attempt = 0; attempt < 2; attempt++) {
                MarshalException e = assertThrows(MarshalException.class, () -> prices.quote(13));
                assertTrue(e.getMessage().startsWith("cannot read the value of key \"13\" in cache \"quotes\": "), e.getMessage());
                assertTrue(e.getMessage().endsWith(alone.getMessage()), e.getMessage());
                assertEquals(alone.offset(), e.offset());
                assertEquals(alone.path(), e.path());
                assertTrue(e.path().startsWith("Quote."), e.path());
                assertInstanceOf(SerializationException.class, e.getCause(), "the serializer's exception");
                // One corrupt entry, and every other key is still served from Redis.
                for (int n = 0; n < 10; n++) {
                    assertEquals(Quote.sample(n), prices.quote(n));
                }
                assertEquals(10, prices.quoteCalls(), "neither the corrupt key nor the good ones ran the method");
            }
            raw.sync().del(key("strict:quotes::13"));
            assertEquals(Quote.sample(13), prices.quote(13));
            assertEquals(11, prices.quoteCalls());
        }
    }

    @Test
    void aRecomputingHandlerReportsTheCorruptEntryAndCachesTheValueAgain() {
        List<MarshalException> reported = new CopyOnWriteArrayList<>();
        try (AnnotationConfigApplicationContext context = start("healing:", MarshalledCacheErrorHandler.recomputing(reported::add))) {
            Prices prices = context.getBean(Prices.class);
            for (int n = 0; n < 10; n++) {
                prices.account(n);
            }
            byte[] json = "{\"id\":4,\"owner\":\"Owner 4\"}".getBytes(StandardCharsets.UTF_8);
            raw.sync().set(key("healing:accounts::4"), json);

            assertEquals(Account.sample(4), prices.account(4));
            assertEquals(11, prices.accountCalls(), "the method ran again for the corrupt entry");
            assertEquals(1, reported.size());
            MarshalException e = reported.get(0);
            assertTrue(e.getMessage().startsWith("cannot read the value of key \"4\" in cache \"accounts\": "), e.getMessage());
            MarshalException alone = assertThrows(MarshalException.class, () -> AccountMarshaller.INSTANCE.fromByteArray(json));
            assertEquals(alone.offset(), e.offset());
            assertEquals(alone.path(), e.path());

            // The entry holds this version's bytes again, and is served from Redis from now on.
            assertArrayEquals(AccountMarshaller.INSTANCE.toByteArray(Account.sample(4)), raw.sync().get(key("healing:accounts::4")));
            for (int n = 0; n < 10; n++) {
                assertEquals(Account.sample(n), prices.account(n));
            }
            assertEquals(11, prices.accountCalls());
            assertEquals(1, reported.size());
        }
    }

    @Test
    void aCorruptEntryIsEvictedEvenWhenTheResultIsNotCachedAgain() {
        List<MarshalException> reported = new CopyOnWriteArrayList<>();
        try (AnnotationConfigApplicationContext context = start("evicting:", MarshalledCacheErrorHandler.recomputing(reported::add))) {
            Prices prices = context.getBean(Prices.class);
            raw.sync().set(key("evicting:quotes::21"), "{}".getBytes(StandardCharsets.UTF_8));
            assertEquals(Quote.sample(21), prices.quoteNotCached(21));
            assertEquals(1, reported.size());
            assertEquals(0, raw.sync().exists(key("evicting:quotes::21")), "the corrupt entry is gone");
            assertEquals(Quote.sample(21), prices.quoteNotCached(21));
            assertEquals(1, reported.size(), "a plain miss now, nothing more to report");
        }
    }

    @Test
    void aValueThatCannotBeWrittenIsAMarshalExceptionNamingCacheAndKey() {
        try (AnnotationConfigApplicationContext context = start("deep:", MarshalledCacheErrorHandler.recomputing(e -> { }))) {
            Prices prices = context.getBean(Prices.class);
            assertEquals(Chain.of(5), prices.chain(5));
            MarshalException e = assertThrows(MarshalException.class, () -> prices.chain(5_000));
            assertTrue(e.getMessage().startsWith("cannot write the value of key \"5000\" in cache \"chains\": "), e.getMessage());
            assertEquals(0, raw.sync().exists(key("deep:chains::5000")));
            assertEquals(Chain.of(5), prices.chain(5), "the cache still serves");
        }
    }

    /** A context with the configuration of docs/redis.md, its keys under {@code prefix}. */
    static AnnotationConfigApplicationContext start(String prefix, CacheErrorHandler handler) {
        AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
        context.registerBean(Settings.class, () -> new Settings(prefix, handler));
        context.register(CacheConfig.class);
        context.refresh();
        return context;
    }

    record Settings(String prefix, CacheErrorHandler handler) {}

    @Configuration(proxyBeanMethods = false)
    @EnableCaching
    static class CacheConfig implements CachingConfigurer {
        private final Settings settings;

        CacheConfig(Settings settings) {
            this.settings = settings;
        }

        @Bean
        LettuceConnectionFactory redisConnectionFactory() {
            return new LettuceConnectionFactory(new RedisStandaloneConfiguration("127.0.0.1", RedisServer.port()));
        }

        @Bean
        RedisCacheManager cacheManager(RedisConnectionFactory connections) {
            RedisCacheConfiguration defaults = RedisCacheConfiguration.defaultCacheConfig()
                    .entryTtl(Duration.ofMinutes(10))
                    .prefixCacheNameWith(settings.prefix());
            // Immediate writes: a value is in Redis when the method returns, so the next call finds
            // it. Spring Data Redis 4 otherwise writes cache entries asynchronously with Lettuce.
            return RedisCacheManager.builder(RedisCacheWriter.create(connections, writer -> writer.immediateWrites()))
                    .withCacheConfiguration("quotes", defaults.serializeValuesWith(values(QuoteMarshaller.INSTANCE)))
                    .withCacheConfiguration("accounts", defaults.serializeValuesWith(values(AccountMarshaller.INSTANCE)))
                    .withCacheConfiguration("pages", defaults.serializeValuesWith(values(PAGES)))
                    .withCacheConfiguration("chains", defaults.serializeValuesWith(values(ChainMarshaller.INSTANCE)))
                    .disableCreateOnMissingCache()
                    .build();
        }

        private static <T> SerializationPair<T> values(Marshaller<T> marshaller) {
            return SerializationPair.fromSerializer(MarshalledRedisSerializer.of(marshaller));
        }

        @Bean
        Prices prices() {
            return new Prices();
        }

        @Override
        public CacheErrorHandler errorHandler() {
            return settings.handler();
        }
    }

    /** The cached service: each method counts the times it really runs. */
    static class Prices {
        // Read through methods: the bean the context hands out is a proxy, whose own fields are unset.
        private final AtomicInteger quoteCalls = new AtomicInteger();
        private final AtomicInteger accountCalls = new AtomicInteger();
        private final AtomicInteger pageCalls = new AtomicInteger();

        public int quoteCalls() {
            return quoteCalls.get();
        }

        public int accountCalls() {
            return accountCalls.get();
        }

        public int pageCalls() {
            return pageCalls.get();
        }

        @Cacheable("quotes")
        public Quote quote(int n) {
            quoteCalls.incrementAndGet();
            return n < 0 ? null : Quote.sample(n);
        }

        /** Looks in the cache, but its result is never put there. */
        @Cacheable(value = "quotes", unless = "true")
        public Quote quoteNotCached(int n) {
            return Quote.sample(n);
        }

        @Cacheable("accounts")
        public Account account(int n) {
            accountCalls.incrementAndGet();
            return Account.sample(n);
        }

        @Cacheable("pages")
        public Page<Quote> page(int n) {
            pageCalls.incrementAndGet();
            return LettuceThroughRedisTest.page(n);
        }

        @Cacheable("chains")
        public Chain chain(int length) {
            return Chain.of(length);
        }
    }

    private static byte[] key(String key) {
        return key.getBytes(StandardCharsets.UTF_8);
    }
}
