package dev.marshalled.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.redis.model.Account;
import dev.marshalled.redis.model.AccountMarshaller;
import dev.marshalled.redis.model.Quote;
import dev.marshalled.redis.model.QuoteMarshaller;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;

/**
 * Several clients at once, each thread with a connection of its own and all sharing one
 * connection and one codec, then several threads through one Spring cache: every value read
 * is equal to the one written. Each thread does a fixed number of operations.
 */
@ExtendWith(RedisServer.class)
class ConcurrentClientsTest {
    private static final int THREADS = 4;
    private static final int ROUNDS = 250;
    private static final long TIMEOUT_SECONDS = 120;

    @Test
    void threadsWithTheirOwnAndASharedConnectionReadBackWhatWasWritten() throws Exception {
        RedisClient client = RedisClient.create(RedisServer.uri());
        MarshalledRedisCodec<String, Quote> quotes = MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE);
        try (StatefulRedisConnection<String, Account> shared = client.connect(MarshalledRedisCodec.of(AccountMarshaller.INSTANCE))) {
            for (int k = 0; k < 20; k++) {
                shared.sync().set("concurrent:shared:" + k, Account.sample(k));
            }
            List<Integer> done = run(thread -> {
                int checked = 0;
                try (StatefulRedisConnection<String, Quote> own = client.connect(quotes)) {
                    MarshalledCache<String, Quote> mine = MarshalledCache.of(own.sync());
                    MarshalledCache<String, Account> common = MarshalledCache.of(shared.sync());
                    for (int i = 0; i < ROUNDS; i++) {
                        int n = thread * 1_000 + i;
                        String key = "concurrent:t" + thread + ":" + i % 50;
                        mine.set(key, Quote.sample(n));
                        assertEquals(Quote.sample(n), mine.get(key));
                        assertEquals(Account.sample(i % 20), common.get("concurrent:shared:" + i % 20));
                        if (i % 5 == 0) {
                            String field = "t" + thread + ":" + i / 5 % 20;
                            common.hset("concurrent:accounts", field, Account.sample(n % 97));
                            assertEquals(Account.sample(n % 97), common.hget("concurrent:accounts", field));
                        }
                        checked++;
                    }
                }
                return checked;
            });
            assertEquals(List.of(ROUNDS, ROUNDS, ROUNDS, ROUNDS), done);
            assertEquals(THREADS * 20, shared.sync().hlen("concurrent:accounts"));
        } finally {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(10));
        }
    }

    @Test
    void threadsShareOneSpringCache() throws Exception {
        try (AnnotationConfigApplicationContext context = SpringCacheTest.start("concurrent:",
                MarshalledCacheErrorHandler.rethrowing())) {
            SpringCacheTest.Prices prices = context.getBean(SpringCacheTest.Prices.class);
            List<Integer> done = run(thread -> {
                for (int i = 0; i < ROUNDS; i++) {
                    int n = (i * 7 + thread) % 30;
                    assertEquals(Quote.sample(n), prices.quote(n));
                    assertEquals(Account.sample(n), prices.account(n));
                }
                return ROUNDS;
            });
            assertEquals(List.of(ROUNDS, ROUNDS, ROUNDS, ROUNDS), done);
            // Each of the 30 keys computed at least once; at most once per thread, when threads met it together.
            assertTrue(prices.quoteCalls() >= 30 && prices.quoteCalls() <= 30 * THREADS, "calls: " + prices.quoteCalls());
            assertTrue(prices.accountCalls() >= 30 && prices.accountCalls() <= 30 * THREADS, "calls: " + prices.accountCalls());
        }
    }

    interface Work {
        int run(int thread) throws Exception;
    }

    /** Runs {@code work} on {@link #THREADS} threads that start together; each one's result, in order. */
    private static List<Integer> run(Work work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Integer>> futures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                Callable<Integer> task = () -> {
                    start.await();
                    return work.run(thread);
                };
                futures.add(pool.submit(task));
            }
            start.countDown();
            List<Integer> results = new ArrayList<>();
            for (Future<Integer> future : futures) {
                results.add(future.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the threads ended");
        }
    }
}
