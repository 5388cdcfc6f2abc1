package dev.marshalled.processor;

import static dev.marshalled.processor.Compile.source;
import static dev.marshalled.processor.Versions.get;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An evolvable generic type in two versions, compiled separately and loaded side by side: each
 * reads what the other writes, as a root ({@code ResultMarshaller.of(...)}) and as the field of a
 * type that uses a parameterization, in the fixed and the compact encoding; and the bytes of a
 * parameterization are those of the hand-written type with the arguments substituted.
 */
class GenericEvolutionTest {
    private static Versions v1;
    private static Versions v2;

    private static final String ITEM = """
            package test;
            import dev.marshalled.Marshalled;
            @Marshalled
            public record Item(String sku, long cents) {}
            """;
    private static final String HOLDER = """
            package test;
            import dev.marshalled.Marshalled;
            @Marshalled
            public record Holder(Result<Item> one, Result<String> text, Tally<Integer> tally, int marker) {}
            """;

    @BeforeAll
    static void compileBothVersions() {
        v1 = Versions.compile(
                source("test.Item", ITEM),
                source("test.Holder", HOLDER),
                source("test.Result", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled(evolvable = true)
                        public record Result<T>(int code, T data) {}
                        """),
                source("test.Tally", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled(evolvable = true, encoding = Marshalled.Encoding.COMPACT)
                        public record Tally<T>(int count, T last) {}
                        """),
                // Result<Item> and Tally<Integer> written by hand: the substituted types.
                source("test.ItemResult", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled(evolvable = true)
                        public record ItemResult(int code, Item data) {}
                        """),
                source("test.IntegerTally", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled(evolvable = true, encoding = Marshalled.Encoding.COMPACT)
                        public record IntegerTally(int count, Integer last) {}
                        """));
        v2 = Versions.compile(
                source("test.Item", ITEM),
                source("test.Holder", HOLDER),
                source("test.Result", """
                        package test;
                        import dev.marshalled.Marshalled;
                        import dev.marshalled.Since;
                        import java.util.List;
                        import java.util.Optional;
                        @Marshalled(evolvable = true)
                        public record Result<T>(int code, T data, @Since(2) List<T> more, @Since(2) String note,
                                @Since(3) Optional<T> best) {}
                        """),
                source("test.Tally", """
                        package test;
                        import dev.marshalled.Marshalled;
                        import dev.marshalled.Since;
                        import java.util.List;
                        @Marshalled(evolvable = true, encoding = Marshalled.Encoding.COMPACT)
                        public record Tally<T>(int count, T last, @Since(2) List<T> history) {}
                        """));
    }

    private static Marshaller<Object> results(Versions version) {
        return version.generic("Result", version.marshaller("Item"));
    }

    private static Marshaller<Object> tallies(Versions version) {
        return version.generic("Tally", JdkMarshallers.of(Integer.class));
    }

    private static Object v2Result() {
        return v2.record("Result", 200, v2.record("Item", "pen", 120L),
                List.of(v2.record("Item", "ink", 5L)), "two", Optional.of(v2.record("Item", "cap", 1L)));
    }

    private static Object v2Holder() {
        return v2.record("Holder", v2Result(),
                v2.record("Result", 7, "text", List.of("more"), "note", Optional.empty()),
                v2.record("Tally", -300, 300, List.of(1, -1)), 42);
    }

    private static Object v1Holder() {
        return v1.record("Holder", v1.record("Result", 200, v1.record("Item", "pen", 120L)),
                v1.record("Result", 7, "text"), v1.record("Tally", -300, 300), 42);
    }

    /** Writes each value with its marshaller, one after the other. */
    private static UnsafeBuffer stream(Object... marshallersAndValues) {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        for (int i = 0; i < marshallersAndValues.length; i += 2) {
            @SuppressWarnings("unchecked")
            Marshaller<Object> m = (Marshaller<Object>) marshallersAndValues[i];
            m.write(marshallersAndValues[i + 1], buffer);
        }
        return buffer;
    }

    @Test
    void ofGivesOneMarshallerPerParameterization() {
        // docs/generics.md: equal arguments, the same object, so a marshaller may be made where it is used.
        assertSame(results(v1), results(v1));
        assertSame(v1.generic("Result", results(v1)), v1.generic("Result", results(v1)), "Result<Result<Item>>");
        assertSame(tallies(v2), tallies(v2));
        assertNotSame(results(v1), v1.generic("Result", JdkMarshallers.of(String.class)), "another argument");
        assertNotSame(results(v1), results(v2), "another class loader's Result");
    }

    @Test
    void aParameterizationWritesTheBytesOfTheSubstitutedType() {
        Object item = v1.record("Item", "pen", 120L);
        assertArrayEquals(v1.marshaller("ItemResult").toByteArray(v1.record("ItemResult", 200, item)),
                results(v1).toByteArray(v1.record("Result", 200, item)), "evolvable: the length, then the fields");
        assertArrayEquals(v1.marshaller("IntegerTally").toByteArray(v1.record("IntegerTally", -300, 300)),
                tallies(v1).toByteArray(v1.record("Tally", -300, 300)), "compact: T = Integer is a compact Integer");
        assertArrayEquals(v1.marshaller("IntegerTally").toByteArray(v1.record("IntegerTally", 0, null)),
                tallies(v1).toByteArray(v1.record("Tally", 0, null)), "a null argument value");
    }

    @Test
    void newReaderGivesFieldsOldBytesLackTheirDefaults() {
        Object item = v1.record("Item", "pen", 120L);
        UnsafeBuffer buffer = stream(results(v1), v1.record("Result", 200, item),
                v1.marshaller("Holder"), v1Holder(), tallies(v1), v1.record("Tally", 3, 9));
        Object result = results(v2).read(buffer);
        assertEquals(200, get(result, "code"));
        assertEquals("pen", get(get(result, "data"), "sku"));
        assertNull(get(result, "more"));
        assertNull(get(result, "note"));
        assertNull(get(result, "best"));
        Object holder = v2.marshaller("Holder").read(buffer);
        assertEquals(120L, get(get(get(holder, "one"), "data"), "cents"));
        assertNull(get(get(holder, "one"), "more"));
        assertEquals("text", get(get(holder, "text"), "data"));
        assertEquals(300, get(get(holder, "tally"), "last"));
        assertNull(get(get(holder, "tally"), "history"));
        assertEquals(42, get(holder, "marker"), "the field after the evolvable bodies");
        Object tally = tallies(v2).read(buffer);
        assertEquals(9, get(tally, "last"));
        assertEquals(buffer.writeIndex(), buffer.readIndex());
    }

    @Test
    void oldReaderSkipsFieldsItDoesNotKnow() {
        UnsafeBuffer buffer = stream(results(v2), v2Result(), v2.marshaller("Holder"), v2Holder(),
                tallies(v2), v2.record("Tally", 3, 9, List.of(7)));
        Object result = results(v1).read(buffer);
        assertEquals(200, get(result, "code"));
        assertEquals("pen", get(get(result, "data"), "sku"));
        Object holder = v1.marshaller("Holder").read(buffer);
        assertEquals("pen", get(get(get(holder, "one"), "data"), "sku"));
        assertEquals("text", get(get(holder, "text"), "data"));
        assertEquals(-300, get(get(holder, "tally"), "count"));
        assertEquals(300, get(get(holder, "tally"), "last"));
        assertEquals(42, get(holder, "marker"), "the field after the skipped fields");
        assertEquals(9, get(tallies(v1).read(buffer), "last"));
        assertEquals(buffer.writeIndex(), buffer.readIndex());
    }

    @Test
    void sameVersionRoundTripsEverything() {
        Object holder = v2Holder();
        byte[] bytes = v2.marshaller("Holder").toByteArray(holder);
        assertEquals(bytes.length, v2.marshaller("Holder").sizeOf(holder));
        Object copy = v2.marshaller("Holder").fromByteArray(bytes);
        assertEquals(holder, copy);
        assertEquals(List.of(1, -1), get(get(copy, "tally"), "history"));
        assertEquals(Optional.empty(), get(get(copy, "text"), "best"));
    }

    @Test
    void truncatedAndCorruptBodiesGiveMarshalExceptionOnly() {
        byte[] bytes = v2.marshaller("Holder").toByteArray(v2Holder());
        for (Versions version : List.of(v1, v2)) {
            for (int n = 0; n < bytes.length; n++) {
                byte[] cut = Arrays.copyOf(bytes, n);
                assertThrows(MarshalException.class, () -> version.marshaller("Holder").fromByteArray(cut),
                        "cut at " + n);
            }
        }
        // The Result<Item> body's length (after the presence byte) one more than the body.
        byte[] longer = bytes.clone();
        UnsafeBuffer.wrap(longer).putIntAt(1, UnsafeBuffer.wrap(bytes).getIntAt(1) + 1);
        for (Versions version : List.of(v1, v2)) {
            readsOrFails(version, longer);
            for (int i = 0; i < bytes.length; i++) {
                byte[] corrupt = bytes.clone();
                corrupt[i] ^= (byte) 0x41;
                readsOrFails(version, corrupt);
            }
        }
    }

    private static void readsOrFails(Versions version, byte[] bytes) {
        try {
            version.marshaller("Holder").fromByteArray(bytes);
        } catch (MarshalException expected) {
            assertTrue(expected.offset() >= 0 && expected.offset() <= bytes.length, expected.getMessage());
        } catch (RuntimeException other) {
            fail("not a MarshalException: " + other, other);
        }
    }
}
