package dev.marshalled.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.processor.model.JdkTypes;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.wire.StandardTypes;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every JDK value type the resolver accepts ({@link JdkTypes#STANDARD}) has runtime entries in
 * both encodings, each for that type, and the runtime's dispatch by schema name (which the
 * inspector uses) knows it: a type added to one list and not the others fails here, not in a
 * user's build or a tool.
 */
class StandardEntriesTest {

    @Test
    void everyStandardTypeHasItsMethodsInBothEncodings() {
        for (String name : JdkTypes.STANDARD) {
            for (boolean compact : new boolean[] {false, true}) {
                StandardTypeCalls.Standard methods = StandardTypeCalls.of(name, compact);
                assertEquals(name, methods.sizeOf().parameters().get(0).toString(), name + " sizeOf");
                assertEquals(name, methods.write().parameters().get(0).toString(), name + " write");
                assertEquals(name, methods.read().returns().toString(), name + " read");
                assertEquals(methods.write().owner(), methods.read().owner(), name);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> StandardTypeCalls.of("java.net.URL", false));
    }

    /** What the runtime decides per type names types of the list alone: none is left from a type taken out. */
    @Test
    void theRuntimesChoicesNameOnlyStandardTypes() {
        for (Set<String> names : List.of(StandardTypeCalls.MoreStandardTypes.HELD,
                StandardTypeCalls.StandardHome.COMPACT_OF_THEIR_OWN, StandardTypeCalls.StandardHome.WRITE_TAKES_LABEL)) {
            assertTrue(JdkTypes.STANDARD.containsAll(names), names.toString());
        }
    }

    @Test
    void theRuntimeReadsEveryStandardTypeByItsSchemaName() {
        for (String name : JdkTypes.STANDARD) {
            String simple = name.substring(name.lastIndexOf('.') + 1);
            for (boolean compact : new boolean[] {false, true}) {
                // Empty input: every known type fails as truncated input, an unknown one as unknown.
                UnsafeBuffer empty = UnsafeBuffer.wrap(new byte[0]);
                MarshalException e = assertThrows(MarshalException.class, () -> read(simple, compact, empty), simple);
                assertNotNull(e.getMessage());
            }
            if (!simple.equals("BitSet")) { // a long[] with an int32 count in both encodings
                // in the compact encoding a null is one zero byte: a presence, state or string-length byte
                assertNull(read(simple, true, UnsafeBuffer.wrap(new byte[1])), simple);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> read("URL", false, UnsafeBuffer.wrap(new byte[1])));
    }

    private static Object read(String simple, boolean compact, UnsafeBuffer buffer) {
        return compact ? StandardTypes.readCompact(simple, buffer, "T.f") : StandardTypes.read(simple, buffer, "T.f");
    }
}
