package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.wire.Counts;
import org.junit.jupiter.api.Test;

class ReadLimitsTest {

    @Test
    void defaultsAreTheDocumentedValuesUnlessThePropertiesSaySo() {
        ReadLimits defaults = ReadLimits.defaults();
        assertEquals(Integer.getInteger(ReadLimits.MAX_DEPTH_PROPERTY, ReadLimits.DEFAULT_MAX_DEPTH), defaults.maxDepth());
        assertEquals(Integer.getInteger(ReadLimits.MAX_LENGTH_PROPERTY, ReadLimits.DEFAULT_MAX_LENGTH), defaults.maxLength());
        assertSame(defaults, new UnsafeBuffer(0).limits());
    }

    @Test
    void eachChangeIsANewValueAndTheOldOneIsUntouched() {
        ReadLimits defaults = ReadLimits.defaults();
        ReadLimits shallow = defaults.withMaxDepth(3);
        ReadLimits shortLists = shallow.withMaxLength(10);
        assertEquals(3, shortLists.maxDepth());
        assertEquals(10, shortLists.maxLength());
        assertEquals(defaults.maxLength(), shallow.maxLength());
        assertEquals(ReadLimits.DEFAULT_MAX_DEPTH, ReadLimits.of(ReadLimits.DEFAULT_MAX_DEPTH, 0).maxDepth());
        assertEquals(ReadLimits.of(3, 10), shortLists);
        assertEquals(ReadLimits.of(3, 10).hashCode(), shortLists.hashCode());
        assertNotEquals(ReadLimits.of(3, 11), shortLists);
        assertEquals("ReadLimits[maxDepth=3, maxLength=10]", shortLists.toString());
    }

    @Test
    void valuesBelowTheLeastAreRefusedWithTheRule() {
        IllegalArgumentException depth = assertThrows(IllegalArgumentException.class, () -> ReadLimits.of(0, 5));
        assertEquals("maxDepth must be at least 1, was 0", depth.getMessage());
        IllegalArgumentException length = assertThrows(IllegalArgumentException.class,
                () -> ReadLimits.defaults().withMaxLength(-1));
        assertEquals("maxLength must be at least 0, was -1", length.getMessage());
        assertThrows(NullPointerException.class, () -> new UnsafeBuffer(0).limits(null));
    }

    @Test
    void aBuffersLimitsAreWhatItsReadsHold() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        Counts.write(buffer, 3);
        buffer.putInt(1);
        buffer.putInt(2);
        buffer.putInt(3);
        UnsafeBuffer limited = UnsafeBuffer.wrap(buffer.toByteArray()).limits(ReadLimits.defaults().withMaxLength(2));
        MarshalException e = assertThrows(MarshalException.class, () -> Counts.read(limited, "A.b", 4));
        assertEquals("A.b: length 3 at offset 0 is above the limit of 2 (ReadLimits.maxLength,"
                + " -Ddev.marshalled.maxLength)", e.getMessage());
        assertEquals(3, Counts.read(UnsafeBuffer.wrap(buffer.toByteArray()), "A.b", 4));
    }
}
