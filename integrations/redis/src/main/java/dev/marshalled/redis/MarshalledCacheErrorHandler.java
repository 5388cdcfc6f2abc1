package dev.marshalled.redis;

import dev.marshalled.runtime.MarshalException;
import java.util.Objects;
import java.util.function.Consumer;
import org.springframework.cache.Cache;
import org.springframework.cache.interceptor.CacheErrorHandler;

/**
 * A Spring {@link CacheErrorHandler} for caches whose values a {@link MarshalledRedisSerializer}
 * writes: a cached value that cannot be read becomes a {@link MarshalException} that names the
 * cache and the key, which the serializer alone cannot know. Either the caller gets it
 * ({@link #rethrowing()}), or the entry is evicted, the exception reported, and the cached method
 * runs as on a miss, caching its result again ({@link #recomputing(Consumer)}): what a service
 * wants when entries written by another version of a type meet a new one, as in a rolling deploy.
 * Either way one corrupt entry affects no other key.
 *
 * <pre>{@code
 * @Configuration
 * @EnableCaching
 * class CacheConfig implements CachingConfigurer {
 *     @Override
 *     public CacheErrorHandler errorHandler() {
 *         return MarshalledCacheErrorHandler.recomputing(e -> log.warn("{} (byte {}, {})", e.getMessage(), e.offset(), e.path()));
 *     }
 * }
 * }</pre>
 *
 * <p>The exception's message reads {@code cannot read the value of key "ACME" in cache
 * "quotes": } followed by the runtime's message; its {@link MarshalException#offset() offset}
 * and {@link MarshalException#path() path} are the runtime's, and its cause is the serializer's
 * {@code SerializationException}. Errors that do not come from a value's bytes (Redis cannot be
 * reached) are thrown as they are, as Spring's default handler does; so are failures to evict
 * or clear. A value that cannot be written is thrown as a {@code MarshalException} naming the
 * cache and the key.
 *
 * <p>Immutable; the report function is called by whichever thread met the entry.
 */
public final class MarshalledCacheErrorHandler implements CacheErrorHandler {
    private final Consumer<? super MarshalException> report;

    private MarshalledCacheErrorHandler(Consumer<? super MarshalException> report) {
        this.report = report;
    }

    /**
     * A handler that throws a corrupt entry's exception, naming the cache and the key, to the
     * caller of the cached method; the entry stays until it expires or is evicted.
     *
     * @return a new handler
     */
    public static MarshalledCacheErrorHandler rethrowing() {
        return new MarshalledCacheErrorHandler(null);
    }

    /**
     * A handler that evicts a corrupt entry, passes its exception, naming the cache and the key,
     * to {@code report}, and lets the cached method compute the value as on a miss; Spring then
     * caches the result, in this version's bytes.
     *
     * @param report called once per corrupt entry met, e.g. to log it; it should not throw
     * @return a new handler
     */
    public static MarshalledCacheErrorHandler recomputing(Consumer<? super MarshalException> report) {
        return new MarshalledCacheErrorHandler(Objects.requireNonNull(report, "report"));
    }

    /**
     * Handles a failed lookup as described above.
     *
     * @throws RuntimeException {@code exception} itself if it does not come from a value's
     *     bytes; the {@code MarshalException} naming the key if this handler is {@link #rethrowing()}
     */
    @Override
    public void handleCacheGetError(RuntimeException exception, Cache cache, Object key) {
        MarshalException corrupt = StoredValueException.of("cannot read the value of key "
                + StoredValueException.describe(key) + " in cache " + StoredValueException.describe(cache.getName()),
                exception);
        if (corrupt == null) {
            throw exception;
        }
        if (report == null) {
            throw corrupt;
        }
        // Evicted before the method runs: if its result is not cached (a condition, 'unless'),
        // the next lookup is a plain miss instead of the same failure.
        cache.evict(key);
        report.accept(corrupt);
    }

    /**
     * Throws {@code exception}, as a {@code MarshalException} naming the cache and the key if the
     * value could not be written.
     */
    @Override
    public void handleCachePutError(RuntimeException exception, Cache cache, Object key, Object value) {
        MarshalException failed = StoredValueException.of("cannot write the value of key "
                + StoredValueException.describe(key) + " in cache " + StoredValueException.describe(cache.getName()),
                exception);
        throw failed != null ? failed : exception;
    }

    /** Throws {@code exception}. */
    @Override
    public void handleCacheEvictError(RuntimeException exception, Cache cache, Object key) {
        throw exception;
    }

    /** Throws {@code exception}. */
    @Override
    public void handleCacheClearError(RuntimeException exception, Cache cache) {
        throw exception;
    }
}
