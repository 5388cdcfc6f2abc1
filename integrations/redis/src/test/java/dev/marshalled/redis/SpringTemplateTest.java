package dev.marshalled.redis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.redis.model.Account;
import dev.marshalled.redis.model.AccountMarshaller;
import dev.marshalled.runtime.MarshalException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.redis.connection.RedisStandaloneConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import org.springframework.data.redis.core.RedisTemplate;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

/** The serializer in a {@code RedisTemplate}: values and hash values, on a real redis-server. */
@ExtendWith(RedisServer.class)
class SpringTemplateTest {
    private static LettuceConnectionFactory connections;
    private static RedisTemplate<String, Account> accounts;
    private static RedisTemplate<String, byte[]> raw;

    @BeforeAll
    static void start() {
        connections = new LettuceConnectionFactory(new RedisStandaloneConfiguration("127.0.0.1", RedisServer.port()));
        connections.afterPropertiesSet();
        connections.start();
        accounts = new RedisTemplate<>();
        accounts.setConnectionFactory(connections);
        accounts.setKeySerializer(RedisSerializer.string());
        accounts.setHashKeySerializer(RedisSerializer.string());
        accounts.setValueSerializer(MarshalledRedisSerializer.of(AccountMarshaller.INSTANCE));
        accounts.setHashValueSerializer(MarshalledRedisSerializer.of(AccountMarshaller.INSTANCE));
        accounts.afterPropertiesSet();
        raw = new RedisTemplate<>();
        raw.setConnectionFactory(connections);
        raw.setKeySerializer(RedisSerializer.string());
        raw.setHashKeySerializer(RedisSerializer.string());
        raw.setValueSerializer(RedisSerializer.byteArray());
        raw.setHashValueSerializer(RedisSerializer.byteArray());
        raw.afterPropertiesSet();
    }

    @AfterAll
    static void stop() {
        connections.destroy();
    }

    @Test
    void valuesAndHashValuesRoundTrip() {
        Map<String, Account> expected = new LinkedHashMap<>();
        for (int n = 0; n < 20; n++) {
            accounts.opsForValue().set("template:account:" + n, Account.sample(n));
            accounts.<String, Account>opsForHash().put("template:accounts", "a" + n, Account.sample(n));
            expected.put("a" + n, Account.sample(n));
        }
        for (int n = 0; n < 20; n++) {
            assertEquals(Account.sample(n), accounts.opsForValue().get("template:account:" + n));
            assertEquals(Account.sample(n), accounts.<String, Account>opsForHash().get("template:accounts", "a" + n));
            assertArrayEquals(AccountMarshaller.INSTANCE.toByteArray(Account.sample(n)), raw.opsForValue().get("template:account:" + n));
        }
        assertEquals(expected, accounts.<String, Account>opsForHash().entries("template:accounts"));
        assertNull(accounts.opsForValue().get("template:none"));
    }

    @Test
    void aCorruptValueIsTheSerializersExceptionAndTheTemplateGoesOn() {
        accounts.opsForValue().set("template:good", Account.sample(1));
        byte[] foreign = "not an account".getBytes(StandardCharsets.UTF_8);
        raw.opsForValue().set("template:bad", foreign);
        SerializationException e = assertThrows(SerializationException.class, () -> accounts.opsForValue().get("template:bad"));
        MarshalException cause = assertInstanceOf(MarshalException.class, e.getCause());
        MarshalException alone = assertThrows(MarshalException.class, () -> AccountMarshaller.INSTANCE.fromByteArray(foreign));
        assertEquals(alone.offset(), cause.offset());
        assertEquals(alone.path(), cause.path());
        assertEquals(Account.sample(1), accounts.opsForValue().get("template:good"));
    }
}
