package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** One state per buffer, kept between messages, forgotten by {@code clear()}. */
class WireStateTest {

    @Test
    void aBufferKeepsOneStateAndItsCopier() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        WireState state = buffer.wireState();
        assertSame(state, buffer.wireState());
        assertSame(state.latin1Runs(), state.latin1Runs());
    }

    @Test
    void clearForgetsTheReadOrWriteUnderWay() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Nesting.enterWrite(buffer, "Tree");
        assertTrue(References.beginWrite(buffer));
        assertFalse(References.beginWrite(buffer), "a write under way is joined, not restarted");
        assertTrue(References.beginRead(buffer));
        References.reserveRead(buffer);
        buffer.clear();
        assertEquals(0, Nesting.depth(buffer));
        assertTrue(References.beginWrite(buffer));
        assertTrue(References.beginRead(buffer));
        assertEquals(0, References.reserveRead(buffer), "ids start again");
    }

    @Test
    void resetWithoutTablesOnlyResetsTheDepth() {
        WireState state = new WireState();
        state.depth = 3;
        state.reset();
        assertEquals(0, state.depth);
        assertNull(state.references);
    }
}
