package dev.marshalled.redis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.redis.model.Account;
import dev.marshalled.redis.model.AccountMarshaller;
import dev.marshalled.redis.model.Chain;
import dev.marshalled.redis.model.ChainMarshaller;
import dev.marshalled.redis.model.Heartbeat;
import dev.marshalled.redis.model.HeartbeatMarshaller;
import dev.marshalled.redis.model.Page;
import dev.marshalled.redis.model.PageMarshaller;
import dev.marshalled.redis.model.Quote;
import dev.marshalled.redis.model.QuoteMarshaller;
import dev.marshalled.runtime.MarshalException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.data.redis.serializer.SerializationException;

/** The Spring serializer alone: its bytes, its nulls, what it refuses and how. */
class MarshalledRedisSerializerTest {

    @Test
    void writesTheMarshallersBytesAndReadsThemBack() {
        MarshalledRedisSerializer<Account> accounts = MarshalledRedisSerializer.of(AccountMarshaller.INSTANCE);
        for (int n = 0; n < 15; n++) {
            byte[] bytes = accounts.serialize(Account.sample(n));
            assertArrayEquals(AccountMarshaller.INSTANCE.toByteArray(Account.sample(n)), bytes);
            assertEquals(Account.sample(n), accounts.deserialize(bytes));
        }
        MarshalledRedisSerializer<Page<Quote>> pages = MarshalledRedisSerializer.of(PageMarshaller.of(QuoteMarshaller.INSTANCE));
        Page<Quote> page = new Page<>(1, 2, List.of(Quote.sample(1), Quote.sample(2)));
        assertEquals(page, pages.deserialize(pages.serialize(page)));
    }

    @Test
    void nullIsNullBothWaysAndNoBytesAreAValueOfATypeWithoutFields() {
        MarshalledRedisSerializer<Quote> quotes = MarshalledRedisSerializer.of(QuoteMarshaller.INSTANCE);
        assertNull(quotes.serialize(null));
        assertNull(quotes.deserialize(null));
        MarshalledRedisSerializer<Heartbeat> beats = MarshalledRedisSerializer.of(HeartbeatMarshaller.INSTANCE);
        assertArrayEquals(new byte[0], beats.serialize(new Heartbeat()));
        assertEquals(new Heartbeat(), beats.deserialize(new byte[0]));
        // For a type with fields, no bytes are a truncated value, not null.
        SerializationException empty = assertThrows(SerializationException.class, () -> quotes.deserialize(new byte[0]));
        assertInstanceOf(MarshalException.class, empty.getCause());
    }

    @Test
    void corruptBytesAreASerializationExceptionCausedByTheMarshalException() {
        MarshalledRedisSerializer<Quote> quotes = MarshalledRedisSerializer.of(QuoteMarshaller.INSTANCE);
        byte[] whole = quotes.serialize(Quote.sample(8));
        byte[] truncated = Arrays.copyOf(whole, whole.length - 3);
        MarshalException alone = assertThrows(MarshalException.class, () -> QuoteMarshaller.INSTANCE.fromByteArray(truncated));
        SerializationException e = assertThrows(SerializationException.class, () -> quotes.deserialize(truncated));
        assertEquals("cannot read " + truncated.length + " bytes as dev.marshalled.redis.model.Quote: " + alone.getMessage(),
                e.getMessage());
        MarshalException cause = assertInstanceOf(MarshalException.class, e.getCause());
        assertEquals(alone.offset(), cause.offset());
        assertEquals(alone.path(), cause.path());
        assertTrue(cause.path().startsWith("Quote."), cause.path());
    }

    @Test
    void aValueTooDeepToWriteIsASerializationExceptionCausedByTheMarshalException() {
        MarshalledRedisSerializer<Chain> chains = MarshalledRedisSerializer.of(ChainMarshaller.INSTANCE);
        assertEquals(Chain.of(10), chains.deserialize(chains.serialize(Chain.of(10))));
        SerializationException e = assertThrows(SerializationException.class, () -> chains.serialize(Chain.of(5_000)));
        assertTrue(e.getMessage().startsWith("cannot write a dev.marshalled.redis.model.Chain as dev.marshalled.redis.model.Chain: "),
                e.getMessage());
        assertInstanceOf(MarshalException.class, e.getCause());
    }

    @Test
    void theTargetTypeIsTheMarshalledClass() {
        MarshalledRedisSerializer<Quote> quotes = MarshalledRedisSerializer.of(QuoteMarshaller.INSTANCE);
        assertEquals(Quote.class, quotes.getTargetType());
        assertTrue(quotes.canSerialize(Quote.class));
        assertFalse(quotes.canSerialize(String.class));
        assertEquals("MarshalledRedisSerializer[dev.marshalled.redis.model.Page<dev.marshalled.redis.model.Quote>]",
                MarshalledRedisSerializer.of(PageMarshaller.of(QuoteMarshaller.INSTANCE)).toString());
    }
}
