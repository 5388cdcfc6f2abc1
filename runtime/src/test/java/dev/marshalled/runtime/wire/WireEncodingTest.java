package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What differs between the fixed and compact encodings when bytes are read by schema. */
class WireEncodingTest {
    private static final WireEncoding FIXED = WireEncoding.FIXED;
    private static final WireEncoding COMPACT = WireEncoding.COMPACT;

    private static final Field INT = Field.primitive("n", Kind.INT);
    private static final Field SHORT = Field.primitive("s", Kind.SHORT);
    private static final Field BOXED_INT = Field.boxed("b", Kind.INT, "Integer");
    private static final Field BOXED_DOUBLE = Field.boxed("d", Kind.DOUBLE, "Double");
    private static final Field ENUM = new Field("e", Kind.ENUM, null, "Side", List.of("BUY", "SELL"), null, List.of());
    private static final Field STRING = Field.string("name");

    @Test
    void theSchemaChoosesTheEncoding() {
        WireSchema fixed = WireSchema.of("T", INT);
        assertSame(FIXED, WireEncoding.of(fixed));
        assertSame(COMPACT, WireEncoding.of(fixed.compact()));
        assertEquals("fixed", FIXED.toString());
        assertEquals("compact", COMPACT.toString());
        assertFalse(FIXED.isCompact());
        assertTrue(COMPACT.isCompact());
    }

    @Test
    void onlyIntsAndLongsAreVarintsAndOnlyInCompact() {
        assertTrue(COMPACT.isVarint(Kind.INT));
        assertTrue(COMPACT.isVarint(Kind.LONG));
        assertFalse(COMPACT.isVarint(Kind.SHORT));
        assertFalse(FIXED.isVarint(Kind.INT));
    }

    @Test
    void fixedSizesAreThoseOfTheRunsAReaderChecks() {
        assertEquals(4, FIXED.fixedSize(INT));
        assertEquals(-1, COMPACT.fixedSize(INT));
        assertEquals(2, COMPACT.fixedSize(SHORT));
        assertEquals(5, FIXED.fixedSize(BOXED_INT));
        assertEquals(-1, COMPACT.fixedSize(BOXED_INT));
        assertEquals(9, COMPACT.fixedSize(BOXED_DOUBLE));
        assertEquals(4, FIXED.fixedSize(ENUM));
        assertEquals(-1, COMPACT.fixedSize(ENUM));
        assertEquals(-1, FIXED.fixedSize(STRING));
    }

    @Test
    void smallestSizesAreTheNullSpellings() {
        assertEquals(4, FIXED.minSize(STRING));
        assertEquals(1, COMPACT.minSize(STRING));
        assertEquals(1, COMPACT.minSize(INT));
        assertEquals(1, COMPACT.minSize(ENUM));
        assertEquals(4, COMPACT.minSize(Field.array("a", Kind.LONG)), "primitive arrays keep an int32 length");
        assertEquals(4, COMPACT.minSize(Field.standard("bits", "BitSet")));
        assertEquals(1, FIXED.minSize(Field.standard("id", "UUID")));
        assertEquals(4, FIXED.minSize(Field.standard("where", "Locale")));
        assertEquals(1, COMPACT.minSize(Field.standard("where", "Locale")));
        assertEquals(1, FIXED.minSize(Field.nested("child", "T", () -> WireSchema.of("T"))));
        Field map = Field.map("m", "Map<String, Integer>", STRING, BOXED_INT);
        assertEquals(4 + 5, FIXED.minElementSize(map));
        assertEquals(1 + 1, COMPACT.minElementSize(map));
        assertEquals(4, FIXED.nullCountSize());
        assertEquals(1, COMPACT.nullCountSize());
    }

    @Test
    void eachEncodingReadsWithItsOwnRuntimeHome() {
        assertEquals(-1, FIXED.readCount(at(0, 0xFF, 0xFF, 0xFF, 0xFF), "T.l", 1));
        assertEquals(-1, COMPACT.readCount(at(0, 0), "T.l", 1));
        assertEquals("hi", FIXED.readString(at(0, 2, 0, 0, 0, 'h', 'i'), "T.s"));
        assertEquals("hi", COMPACT.readString(at(0, 5, 'h', 'i'), "T.s"));
        assertEquals(1, FIXED.readOrdinal(at(0, 1, 0, 0, 0), 2, "T.e"));
        assertEquals(1, COMPACT.readOrdinal(at(0, 2), 2, "T.e"));
        assertEquals(-3, COMPACT.readVarint(Kind.INT, at(0, 5), "T.n"));
        assertEquals(-3L, COMPACT.readVarint(Kind.LONG, at(0, 5), "T.n"));
        assertEquals(References.NEW, FIXED.readReference(at(0, 1), "T.r"));
        assertEquals(References.NEW, COMPACT.readReference(at(0, 1), "T.r"));
        // 300 is two bytes: fixed length 02 00 00 00, compact length as a varint of 2 + 1.
        assertEquals(BigInteger.valueOf(300), FIXED.readStandard("BigInteger", at(0, 1, 2, 0, 0, 0, 0x2C, 0x01), "T.b"));
        assertEquals(BigInteger.valueOf(300), COMPACT.readStandard("BigInteger", at(0, 1, 3, 0x2C, 0x01), "T.b"));
    }

    @Test
    void bothRefuseAnOrdinalOutOfRangeAtItsStart() {
        UnsafeBuffer fixed = at(1, 9, 2, 0, 0, 0);
        MarshalException f = assertThrows(MarshalException.class, () -> FIXED.readOrdinal(fixed, 2, "T.e"));
        assertEquals("T.e: enum ordinal 2 at offset 1 is out of range 0..1", f.getMessage());
        UnsafeBuffer compact = at(1, 9, 3);
        MarshalException c = assertThrows(MarshalException.class, () -> COMPACT.readOrdinal(compact, 2, "T.e"));
        assertEquals("T.e: enum ordinal 2 at offset 1 is out of range 0..1", c.getMessage());
        assertEquals(1, compact.readIndex());
    }
}
