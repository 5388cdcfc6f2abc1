package dev.marshalled.runtime.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Counts of bytes in messages, singular for one. */
class FailuresTest {

    @Test
    void oneIsSingular() {
        assertEquals("0 bytes", Failures.bytes(0));
        assertEquals("1 byte", Failures.bytes(1));
        assertEquals("17179869176 bytes", Failures.bytes(17179869176L));
        assertEquals("0 remain", Failures.remain(0));
        assertEquals("1 remains", Failures.remain(1));
        assertEquals("2 remain", Failures.remain(2));
    }
}
