package dev.marshalled.processor;

import static dev.marshalled.processor.Compile.source;
import static dev.marshalled.processor.Versions.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A field retired after bytes with a value in it were written: its reader reads past that value,
 * whatever the field's shape, checks it as any reader would, and keeps none of it. The fields are
 * of each shape whose read is more than one call (a presence byte, a reference's tag, a converter,
 * a boolean's check), in both encodings.
 */
class RetiredFieldsTest {
    /** A type the model does not annotate: written through its converter. */
    private static final JavaFileObject MONEY = source("test.Money", """
            package test;
            public final class Money {
                public final long cents;
                public Money(long cents) { this.cents = cents; }
            }
            """);

    private static final JavaFileObject MONEY_CONVERTER = source("test.MoneyConverter", """
            package test;
            import dev.marshalled.WireConverter;
            public final class MoneyConverter implements WireConverter<Money, Long> {
                public Long toWire(Money value) { return value.cents; }
                public Money fromWire(Long wire) {
                    if (wire < 0) {
                        throw new IllegalArgumentException("negative money");
                    }
                    return new Money(wire);
                }
            }
            """);

    private static final JavaFileObject ADDRESS = source("test.Address", """
            package test;
            @dev.marshalled.Marshalled
            public record Address(String city) {}
            """);

    private static final JavaFileObject NODE = source("test.Node", """
            package test;
            @dev.marshalled.Marshalled(references = true)
            public class Node {
                public String name;
            }
            """);

    private static final String HOLDER = """
            package test;
            import dev.marshalled.ConvertWith;
            import dev.marshalled.Marshalled;
            import dev.marshalled.Retired;
            @Marshalled(evolvable = true, encoding = Marshalled.Encoding.%s)
            @ConvertWith(MoneyConverter.class)
            public record Holder(long id, %s Address address, %s Integer count, %s Node node, %s Money price,
                    %s boolean flag, %s java.util.List<String> tags, String after) {}
            """;

    /** The holder's two versions in each encoding: [0] before the retirement, [1] after it. */
    private static final Map<String, Versions[]> VERSIONS = new ConcurrentHashMap<>();

    private static Versions holder(String encoding, boolean retired) {
        Object[] args = new Object[7];
        args[0] = encoding;
        java.util.Arrays.fill(args, 1, args.length, retired ? "@Retired" : "");
        return Versions.compile(MONEY, MONEY_CONVERTER, ADDRESS, NODE,
                source("test.Holder", String.format(HOLDER, args)));
    }

    /**
     * Writes a holder with a value in every field that is retired later, {@code cents} in its
     * money, and reads those bytes with the version that retired them.
     *
     * @return what that version read, which ended where the bytes end
     */
    private static Object readPastRetiredFields(String encoding, long cents) {
        Versions[] versions = VERSIONS.computeIfAbsent(encoding,
                e -> new Versions[] {holder(e, false), holder(e, true)});
        Versions v1 = versions[0];
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        v1.marshaller("Holder").write(v1.record("Holder", 7L, v1.record("Address", "Oslo"), 42,
                v1.object("Node", "name", "n"), v1.record("Money", cents), true, List.of("a", "b"), "end"), buffer);
        Object read = versions[1].marshaller("Holder").read(buffer);
        assertEquals(buffer.writeIndex(), buffer.readIndex());
        return read;
    }

    @ParameterizedTest
    @ValueSource(strings = {"FIXED", "COMPACT"})
    void aRetiredFieldReadsPastTheValueWrittenBeforeAndKeepsNone(String encoding) {
        Object read = readPastRetiredFields(encoding, 5);
        assertEquals(7L, get(read, "id"));
        assertEquals("end", get(read, "after"));
        for (String retired : List.of("address", "count", "node", "price", "tags")) {
            assertNull(get(read, retired), retired);
        }
        assertEquals(false, get(read, "flag"));
    }

    /** What the reader refused before the field was retired, it refuses still. */
    @ParameterizedTest
    @ValueSource(strings = {"FIXED", "COMPACT"})
    void aRetiredFieldIsCheckedAsItWasRead(String encoding) {
        assertThrows(MarshalException.class, () -> readPastRetiredFields(encoding, -1), "the converter refuses");
    }
}
