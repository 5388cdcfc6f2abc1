package dev.marshalled.redis;

import dev.marshalled.runtime.MarshalException;
import io.lettuce.core.SetArgs;
import io.lettuce.core.cluster.api.sync.RedisClusterCommands;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The commands a cache of marshalled values uses, over a Lettuce sync connection made with a
 * {@link MarshalledRedisCodec}, with one difference: a value that cannot be read throws a
 * {@link MarshalException} whose message names the key (and the hash field) it was stored
 * under, which the codec cannot know.
 *
 * <pre>{@code
 * StatefulRedisConnection<String, Quote> connection = client.connect(MarshalledRedisCodec.of(QuoteMarshaller.INSTANCE));
 * MarshalledCache<String, Quote> quotes = MarshalledCache.of(connection.sync());
 *
 * quotes.set("quote:ACME", quote, Duration.ofMinutes(5));
 * try {
 *     Quote cached = quotes.get("quote:ACME");   // null if absent or expired
 * } catch (MarshalException e) {
 *     // "cannot read the value of key "quote:ACME": truncated input: Quote.venues needs 4 bytes at offset 41 ..."
 *     log.warn("dropping {} (at byte {}, {})", e.getMessage(), e.offset(), e.path());
 *     quotes.del("quote:ACME");
 * }
 * }</pre>
 *
 * <p>The exception's {@link MarshalException#offset() offset} and {@link MarshalException#path()
 * path} are those the codec reported; its cause is the codec's exception. Failures that do not
 * come from the value's bytes (a lost connection, a time-out) are thrown as Lettuce threw them.
 * For every other command use {@link #commands()}; a corrupt value then fails as described on
 * {@link MarshalledRedisCodec}, without the key in the message.
 *
 * <p>As thread-safe as the commands it wraps: Lettuce's are.
 *
 * @param <K> the key type
 * @param <V> the value type
 */
public final class MarshalledCache<K, V> {
    private final RedisClusterCommands<K, V> commands;

    private MarshalledCache(RedisClusterCommands<K, V> commands) {
        this.commands = Objects.requireNonNull(commands, "commands");
    }

    /**
     * Wraps the sync commands of a connection, standalone ({@code RedisCommands}) or cluster
     * ({@code RedisAdvancedClusterCommands}).
     *
     * @param commands {@code connection.sync()} of a connection made with a {@link MarshalledRedisCodec}
     * @param <K> the key type
     * @param <V> the value type
     * @return a new cache
     */
    public static <K, V> MarshalledCache<K, V> of(RedisClusterCommands<K, V> commands) {
        return new MarshalledCache<>(commands);
    }

    /**
     * The commands this cache uses, for everything else.
     *
     * @return the commands given to {@link #of}
     */
    public RedisClusterCommands<K, V> commands() {
        return commands;
    }

    /**
     * {@code GET key}.
     *
     * @param key the key
     * @return the value, or null if there is none
     * @throws MarshalException if the stored bytes are not a valid value; its message names the key
     */
    public V get(K key) {
        return naming(() -> "cannot read the value of key " + StoredValueException.describe(key), () -> commands.get(key));
    }

    /**
     * {@code SET key value}.
     *
     * @param key the key
     * @param value the value, not null
     * @throws MarshalException if the value cannot be written (nesting deeper than the limit); its message names the key
     */
    public void set(K key, V value) {
        naming(() -> "cannot write the value of key " + StoredValueException.describe(key), () -> commands.set(key, value));
    }

    /**
     * {@code SET key value PX timeToLive}: the key expires after {@code timeToLive}.
     *
     * @param key the key
     * @param value the value, not null
     * @param timeToLive at least one millisecond
     * @throws MarshalException if the value cannot be written; its message names the key
     */
    public void set(K key, V value, Duration timeToLive) {
        SetArgs expiring = SetArgs.Builder.px(timeToLive);
        naming(() -> "cannot write the value of key " + StoredValueException.describe(key),
                () -> commands.set(key, value, expiring));
    }

    /**
     * {@code HGET key field}.
     *
     * @param key the hash's key
     * @param field the field
     * @return the field's value, or null if the hash or the field does not exist
     * @throws MarshalException if the stored bytes are not a valid value; its message names the key and the field
     */
    public V hget(K key, K field) {
        return naming(() -> "cannot read field " + StoredValueException.describe(field) + " of hash "
                + StoredValueException.describe(key), () -> commands.hget(key, field));
    }

    /**
     * {@code HSET key field value}.
     *
     * @param key the hash's key
     * @param field the field
     * @param value the value, not null
     * @return true if the field is new, false if its value was replaced
     * @throws MarshalException if the value cannot be written; its message names the key and the field
     */
    public boolean hset(K key, K field, V value) {
        return naming(() -> "cannot write field " + StoredValueException.describe(field) + " of hash "
                + StoredValueException.describe(key), () -> commands.hset(key, field, value));
    }

    /**
     * {@code HGETALL key}.
     *
     * @param key the hash's key
     * @return every field and its value; empty if there is no such hash
     * @throws MarshalException if a stored value is not valid; its message names the key (Lettuce
     *     does not say which field)
     */
    public Map<K, V> hgetall(K key) {
        return naming(() -> "cannot read a field of hash " + StoredValueException.describe(key),
                () -> commands.hgetall(key));
    }

    /**
     * {@code DEL key}, for example to drop a value that cannot be read.
     *
     * @param key the key
     * @return true if the key existed
     */
    public boolean del(K key) {
        @SuppressWarnings("unchecked") // one key; the varargs array is built here and not kept
        long removed = commands.del(key);
        return removed > 0;
    }

    /** Runs a command; a failure that comes from a value's bytes is thrown again naming where the value is. */
    private static <R> R naming(Supplier<String> where, Supplier<R> command) {
        try {
            return command.get();
        } catch (RuntimeException e) {
            MarshalException named = StoredValueException.of(where.get(), e);
            throw named != null ? named : e;
        }
    }
}
