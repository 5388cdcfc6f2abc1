package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** The nesting limit on writes, reads and sizes, and undoing a failed message. */
class NestingTest {

    @Test
    void writesCountDepthUpToTheLimit() {
        UnsafeBuffer buffer = new UnsafeBuffer(0).limits(ReadLimits.defaults().withMaxDepth(2));
        buffer.putInt(0);
        assertEquals(4, Nesting.enterWrite(buffer, "Tree"));
        Nesting.enterWrite(buffer, "Tree");
        assertEquals(2, Nesting.depth(buffer));
        MarshalException e = assertThrows(MarshalException.class, () -> Nesting.enterWrite(buffer, "Tree"));
        assertEquals("cannot write Tree: objects nested deeper than 2; if the object graph has a cycle or shared objects,"
                + " mark its types @Marshalled(references = true) (a generic type cannot keep identity: a cycle through"
                + " one must pass through a non-generic type that does, see docs/generics.md); if the nesting is real,"
                + " raise ReadLimits.maxDepth", e.getMessage());
        assertEquals(4, e.offset());
        assertEquals(2, Nesting.depth(buffer));
        Nesting.exitWrite(buffer);
        Nesting.exitWrite(buffer);
        assertEquals(0, Nesting.depth(buffer));
    }

    @Test
    void aWriteThatKeepsIdentityIsNotToldToKeepIt() {
        UnsafeBuffer buffer = new UnsafeBuffer(0).limits(ReadLimits.defaults().withMaxDepth(1));
        boolean started = References.beginWrite(buffer);
        Nesting.enterWrite(buffer, "Node");
        MarshalException e = assertThrows(MarshalException.class, () -> Nesting.enterWrite(buffer, "Node"));
        assertEquals("cannot write Node: objects nested deeper than 1; if the nesting is real, raise"
                + " ReadLimits.maxDepth", e.getMessage());
        References.endWrite(buffer, started);
    }

    @Test
    void readsCountDepthUpToTheLimit() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[8]).readIndex(3).limits(ReadLimits.defaults().withMaxDepth(1));
        assertEquals(3, Nesting.enterRead(buffer, "Tree"));
        MarshalException e = assertThrows(MarshalException.class, () -> Nesting.enterRead(buffer, "Tree"));
        assertEquals("cannot read Tree at offset 3: objects nested deeper than 1", e.getMessage());
        assertEquals(3, e.offset());
        Nesting.exitRead(buffer);
        assertEquals(0, Nesting.depth(buffer));
    }

    @Test
    void sizesStopAtTheDefaultLimit() {
        int limit = ReadLimits.defaults().maxDepth();
        Nesting.checkSizeDepth(limit - 1, "Tree");
        MarshalException e = assertThrows(MarshalException.class, () -> Nesting.checkSizeDepth(limit, "Tree"));
        assertEquals(0, e.offset());
        assertEquals("cannot write Tree: objects nested deeper than " + limit + "; if the object graph has a cycle or"
                + " shared objects, mark its types @Marshalled(references = true) (a generic type cannot keep identity:"
                + " a cycle through one must pass through a non-generic type that does, see docs/generics.md); if the"
                + " nesting is real, raise ReadLimits.maxDepth", e.getMessage());
    }

    @Test
    void anAbortedWriteReturnsToItsMark() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putInt(1);
        int mark = Nesting.enterWrite(buffer, "Tree");
        buffer.putLong(2);
        Nesting.exitWrite(buffer);
        Nesting.abortWrite(buffer, mark);
        assertEquals(4, buffer.writeIndex());
    }

    @Test
    void anAbortedReadReturnsToItsMarkAndNamesTheField() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[8]).readIndex(2);
        MarshalException failure = new MarshalException("Order.lines: count -5 at offset 4 is negative", 4);
        buffer.readIndex(6);
        MarshalException e = Nesting.abortRead(buffer, 2, failure, "Order", "Order.lines");
        assertSame(failure, e);
        assertEquals(2, buffer.readIndex());
        assertEquals("Order.lines", e.path());
        assertEquals(4, e.offset());
    }

    @Test
    void anyOtherFailureOfAReadBecomesAMarshalException() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[8]).readIndex(5);
        IllegalArgumentException thrown = new IllegalArgumentException("price must be positive");
        MarshalException e = Nesting.abortRead(buffer, 2, thrown, "Order");
        assertEquals(2, buffer.readIndex());
        assertEquals(2, e.offset());
        assertSame(thrown, e.getCause());
        assertEquals("Order", e.path());
        assertEquals("cannot read Order at offset 2: java.lang.IllegalArgumentException: price must be positive",
                e.getMessage());
    }
}
