package dev.marshalled.processor;

import static dev.marshalled.processor.Compile.source;
import static dev.marshalled.processor.Versions.get;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Version 1 and version 2 of the same evolvable classes and records, compiled separately and
 * loaded side by side: each reads what the other writes, in a stream with other values
 * after it, and corrupt evolvable bodies fail with MarshalException only.
 */
class EvolutionTest {
    private static Versions v1;
    private static Versions v2;

    @BeforeAll
    static void compileBothVersions() {
        v1 = Versions.compile(
                source("test.Account", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled(evolvable = true)
                        public record Account(long id, String owner, int level) {}
                        """),
                source("test.Profile", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled(evolvable = true)
                        public class Profile {
                            public String name;
                            public int age;
                        }
                        """),
                source("test.Trailer", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled
                        public record Trailer(int marker, String text) {}
                        """));
        v2 = Versions.compile(
                source("test.Account", """
                        package test;
                        import dev.marshalled.Marshalled;
                        import dev.marshalled.Retired;
                        import dev.marshalled.Since;
                        import java.util.List;
                        @Marshalled(evolvable = true)
                        public record Account(long id, String ownerName, @Retired int level,
                                @Since(2) List<String> tags, @Since(2) double limit, @Since(3) Address address) {
                            public Account {
                                tags = tags == null ? List.of() : tags;
                            }
                        }
                        """),
                source("test.Address", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled(evolvable = true)
                        public record Address(String city, String zip) {}
                        """),
                source("test.Profile", """
                        package test;
                        import dev.marshalled.Marshalled;
                        import dev.marshalled.Since;
                        @Marshalled(evolvable = true)
                        public class Profile {
                            public String name;
                            public int age;
                            @Since(2) public String email = "none@example.com";
                            @Since(2) public int[] scores;
                        }
                        """),
                source("test.Trailer", """
                        package test;
                        import dev.marshalled.Marshalled;
                        @Marshalled
                        public record Trailer(int marker, String text) {}
                        """));
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

    private static Object v2Account() {
        return v2.record("Account", 7L, "ada", 5, List.of("a", "b"), 2.5, v2.record("Address", "Oslo", "0150"));
    }

    @Test
    void newReaderGivesFieldsOldBytesLackTheirDefaults() {
        UnsafeBuffer buffer = stream(
                v1.marshaller("Account"), v1.record("Account", 7L, "ada", 5),
                v1.marshaller("Trailer"), v1.record("Trailer", 99, "end"),
                v1.marshaller("Profile"), v1.object("Profile", "name", "bo", "age", 40),
                v1.marshaller("Trailer"), v1.record("Trailer", 100, "end2"));
        Object account = v2.marshaller("Account").read(buffer);
        assertEquals(7L, get(account, "id"));
        assertEquals("ada", get(account, "ownerName"));
        assertEquals(0, get(account, "level"), "a retired field drops what it reads");
        assertEquals(List.of(), get(account, "tags"), "the compact constructor's default");
        assertEquals(0.0, get(account, "limit"));
        assertNull(get(account, "address"));
        assertEquals(99, get(v2.marshaller("Trailer").read(buffer), "marker"));
        Object profile = v2.marshaller("Profile").read(buffer);
        assertEquals("bo", get(profile, "name"));
        assertEquals(40, get(profile, "age"));
        assertEquals("none@example.com", get(profile, "email"), "the field initializer's default");
        assertNull(get(profile, "scores"));
        assertEquals("end2", get(v2.marshaller("Trailer").read(buffer), "text"));
        assertEquals(buffer.writeIndex(), buffer.readIndex());
    }

    @Test
    void oldReaderSkipsFieldsItDoesNotKnow() {
        UnsafeBuffer buffer = stream(
                v2.marshaller("Account"), v2Account(),
                v2.marshaller("Trailer"), v2.record("Trailer", 99, "end"),
                v2.marshaller("Profile"), v2.object("Profile", "name", "bo", "age", 40, "email", "bo@example.com",
                        "scores", new int[] {1, 2, 3}),
                v2.marshaller("Trailer"), v2.record("Trailer", 100, "end2"));
        Object account = v1.marshaller("Account").read(buffer);
        assertEquals(7L, get(account, "id"));
        assertEquals("ada", get(account, "owner"), "renamed fields keep their slot");
        assertEquals(0, get(account, "level"), "version 2 writes the retired field empty");
        assertEquals("end", get(v1.marshaller("Trailer").read(buffer), "text"));
        Object profile = v1.marshaller("Profile").read(buffer);
        assertEquals("bo", get(profile, "name"));
        assertEquals(40, get(profile, "age"));
        assertEquals(100, get(v1.marshaller("Trailer").read(buffer), "marker"));
        assertEquals(buffer.writeIndex(), buffer.readIndex());
    }

    @Test
    void sameVersionRoundTripsEverything() {
        UnsafeBuffer buffer = stream(v2.marshaller("Account"), v2Account());
        assertEquals(buffer.writeIndex(), v2.marshaller("Account").sizeOf(v2Account()));
        Object account = v2.marshaller("Account").read(buffer);
        assertEquals(List.of("a", "b"), get(account, "tags"));
        assertEquals(2.5, get(account, "limit"));
        assertEquals("Oslo", get(get(account, "address"), "city"));
        assertEquals(0, get(account, "level"));
        Object profile = v2.object("Profile", "name", "bo", "email", "x@y", "scores", new int[] {4});
        buffer = stream(v2.marshaller("Profile"), profile);
        Object copy = v2.marshaller("Profile").read(buffer);
        assertEquals("x@y", get(copy, "email"));
        assertArrayEquals(new int[] {4}, (int[]) get(copy, "scores"));
    }

    @Test
    void bodyStartsWithItsLength() {
        UnsafeBuffer buffer = stream(v1.marshaller("Account"), v1.record("Account", 1L, "ab", 3));
        // length, then long id, string "ab" (int32 length + 2 bytes), int level
        assertEquals(4 + 8 + 4 + 2 + 4, buffer.writeIndex());
        assertEquals(8 + 4 + 2 + 4, buffer.getInt());
    }

    @Test
    void corruptLengthsGiveMarshalExceptionOnly() {
        UnsafeBuffer original = stream(
                v2.marshaller("Account"), v2Account(),
                v2.marshaller("Trailer"), v2.record("Trailer", 99, "end"));
        byte[] bytes = Arrays.copyOf(original.array(), original.writeIndex());
        int[] lengths = {-1, -2, Integer.MIN_VALUE, Integer.MAX_VALUE, bytes.length, bytes.length - 3, 0, 1, 7, 8, 11};
        for (int length : lengths) {
            byte[] corrupt = bytes.clone();
            UnsafeBuffer.wrap(corrupt).putIntAt(0, length);
            for (Versions version : List.of(v1, v2)) {
                readAllOrFail(version, corrupt);
            }
        }
        Random random = new Random(6);
        int failures = 0;
        for (int run = 0; run < 5_000; run++) {
            byte[] corrupt = bytes.clone();
            switch (run % 3) {
                case 0 -> corrupt[random.nextInt(corrupt.length)] ^= (byte) (1 << random.nextInt(8));
                case 1 -> UnsafeBuffer.wrap(corrupt).putIntAt(random.nextInt(corrupt.length - 3), random.nextInt());
                default -> corrupt = Arrays.copyOf(corrupt, random.nextInt(corrupt.length));
            }
            failures += readAllOrFail(run % 2 == 0 ? v1 : v2, corrupt) ? 0 : 1;
        }
        assertTrue(failures > 1_000, "most corruptions are caught: " + failures);
    }

    /** Reads an Account and a Trailer; true if both read, false on MarshalException (index restored). */
    private static boolean readAllOrFail(Versions version, byte[] bytes) {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        int at = 0;
        try {
            version.marshaller("Account").read(buffer);
            at = buffer.readIndex();
            version.marshaller("Trailer").read(buffer);
            return true;
        } catch (MarshalException expected) {
            assertEquals(at, buffer.readIndex(), "a failed read leaves the read index where it was");
            return false;
        } catch (RuntimeException other) {
            fail("not a MarshalException: " + other, other);
            return false;
        }
    }

    @Test
    void inspectorShowsAbsentAndSkippedFields() {
        UnsafeBuffer old = stream(v1.marshaller("Account"), v1.record("Account", 7L, "ada", 5));
        String absent = Inspector.inspect(v2.marshaller("Account"), Arrays.copyOf(old.array(), old.writeIndex()))
                .toText();
        assertTrue(absent.contains("absent (added in version 2), default"), absent);
        assertTrue(absent.contains("absent (added in version 3), default"), absent);
        UnsafeBuffer newer = stream(v2.marshaller("Account"), v2Account());
        Inspection skipped = Inspector.inspect(v1.marshaller("Account"),
                Arrays.copyOf(newer.array(), newer.writeIndex()));
        assertTrue(skipped.complete());
        assertTrue(skipped.toText().contains("written by a newer version, skipped"), skipped.toText());
    }

    @Test
    void truncatedOldBodyIsNotMistakenForAnOlderVersion() {
        // A version-1 field cut off inside the body is an error, not a default.
        UnsafeBuffer buffer = stream(v1.marshaller("Account"), v1.record("Account", 1L, "ab", 3));
        buffer.putIntAt(0, 8 + 4 + 2);
        MarshalException e = assertThrows(MarshalException.class, () -> v2.marshaller("Account").read(buffer));
        assertTrue(e.getMessage().contains("Account.level"), e.getMessage());
    }
}
