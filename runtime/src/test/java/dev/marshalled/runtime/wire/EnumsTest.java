package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.at;
import static dev.marshalled.runtime.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Enum ordinals: int32 with -1 for null, or a varint of ordinal + 1; never mapped when out of range. */
class EnumsTest {
    enum Side { BUY, SELL }

    private static final Side[] SIDES = Side.values();

    @Test
    void fixedIsTheOrdinalAsInt32AndMinusOneForNull() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        int at = buffer.claim(8);
        Enums.putAt(buffer, at, Side.SELL);
        Enums.putAt(buffer, at + 4, null);
        assertArrayEquals(bytes(1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF), buffer.toByteArray());
        assertEquals(Side.SELL, Enums.getAt(buffer, 0, SIDES, "T.side"));
        assertNull(Enums.getAt(buffer, 4, SIDES, "T.side"));
        assertEquals(1, Enums.ordinalAt(buffer, 0, 2, "T.side"));
        assertEquals(-1, Enums.ordinalAt(buffer, 4, 2, "T.side"));
    }

    @Test
    void fixedOrdinalsOutOfRangeAreRefusedWhereTheyStart() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes(9, 9, 2, 0, 0, 0, 0xFE, 0xFF, 0xFF, 0xFF));
        MarshalException two = assertThrows(MarshalException.class, () -> Enums.getAt(buffer, 2, SIDES, "T.side"));
        assertEquals("T.side: enum ordinal 2 at offset 2 is out of range 0..1", two.getMessage());
        assertEquals(2, two.offset());
        MarshalException minusTwo = assertThrows(MarshalException.class, () -> Enums.getAt(buffer, 6, SIDES, "T.side"));
        assertEquals("T.side: enum ordinal -2 at offset 6 is out of range 0..1", minusTwo.getMessage());
        assertThrows(MarshalException.class, () -> Enums.ordinalAt(buffer, 2, 2, "T.side"));
        MarshalException byName = assertThrows(MarshalException.class, () -> Enums.ordinalAt(buffer, 6, 2, "T.side"));
        assertEquals("T.side: enum ordinal -2 at offset 6 is out of range 0..1", byName.getMessage());
        assertEquals(2, Enums.ordinalAt(buffer, 2, 3, "T.side"));
    }

    @Test
    void compactIsTheVarintOfOrdinalPlusOne() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Enums.writeCompact(buffer, null);
        Enums.writeCompact(buffer, Side.BUY);
        Enums.writeCompact(buffer, Side.SELL);
        assertArrayEquals(bytes(0, 1, 2), buffer.toByteArray());
        assertNull(Enums.readCompact(buffer, SIDES, "T.side"));
        assertEquals(Side.BUY, Enums.readCompact(buffer, SIDES, "T.side"));
        assertEquals(1, Enums.readCompactOrdinal(buffer, 2, "T.side"));
        assertEquals(3, buffer.readIndex());
    }

    @Test
    void aCompactOrdinalOutOfRangeIsRefusedAndNothingConsumed() {
        UnsafeBuffer buffer = at(1, 0, 3);
        MarshalException e = assertThrows(MarshalException.class, () -> Enums.readCompact(buffer, SIDES, "T.side"));
        assertEquals("T.side: enum ordinal 2 at offset 1 is out of range 0..1", e.getMessage());
        assertEquals(1, e.offset());
        assertEquals(1, buffer.readIndex());
        // The largest 32-bit varint: its ordinal is not cut to an int that could look in range.
        MarshalException huge = assertThrows(MarshalException.class,
                () -> Enums.readCompactOrdinal(at(0, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F), 2, "T.side"));
        assertEquals("T.side: enum ordinal 4294967294 at offset 0 is out of range 0..1", huge.getMessage());
        MarshalException cut = assertThrows(MarshalException.class,
                () -> Enums.readCompact(at(0, 0x81), SIDES, "T.side"));
        assertEquals("truncated input: T.side has a varint at offset 0 that the input ends inside", cut.getMessage());
    }

    @Test
    void setsMapsArraysAndMarshallersOfAnEnumKnownOnlyByItsClass() {
        Class<?> type = Side.class;
        java.util.Set<Enum<?>> set = Enums.newSet(type);
        set.add(Side.SELL);
        assertEquals(java.util.EnumSet.of(Side.SELL), set);
        assertEquals(java.util.EnumSet.class, set.getClass().getSuperclass());
        java.util.Map<Enum<?>, String> map = Enums.newMap(type);
        map.put(Side.BUY, "b");
        assertEquals(java.util.EnumMap.class, map.getClass());
        assertEquals(Side[].class, Enums.newArray(type, 1, 3).getClass());
        assertEquals(3, ((Side[]) Enums.newArray(type, 1, 3)).length);
        assertEquals(Side[][].class, Enums.newArray(type, 2, 0).getClass());
        var marshaller = Enums.marshaller(type);
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        marshaller.write(Side.SELL, buffer);
        UnsafeBuffer shown = new UnsafeBuffer(8);
        dev.marshalled.runtime.JdkMarshallers.enumeration(Side.class).write(Side.SELL, shown);
        assertArrayEquals(shown.toByteArray(), buffer.toByteArray());
        assertEquals(Side.SELL, marshaller.read(buffer));
        assertThrows(IllegalArgumentException.class, () -> Enums.marshaller(String.class));
    }
}
