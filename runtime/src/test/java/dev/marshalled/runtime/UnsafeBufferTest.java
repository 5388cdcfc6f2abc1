package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.marshalled.runtime.wire.Booleans;
import dev.marshalled.runtime.wire.Counts;
import dev.marshalled.runtime.wire.Enums;
import dev.marshalled.runtime.wire.Nesting;
import dev.marshalled.runtime.wire.PrimitiveArrays;
import dev.marshalled.runtime.wire.StandardTypes;
import dev.marshalled.runtime.wire.Strings;
import dev.marshalled.runtime.wire.VarInts;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The buffer on its own; surefire runs this class once per backend. */
class UnsafeBufferTest {

    @Test
    void forcedBackendIsTheOneInUse() {
        String forced = System.getProperty("dev.marshalled.backend", "");
        if (forced.equals("unsafe")) {
            assertEquals(UnsafeBuffer.Backend.UNSAFE, UnsafeBuffer.backend());
        } else if (forced.equals("varhandle")) {
            assertEquals(UnsafeBuffer.Backend.VAR_HANDLE, UnsafeBuffer.backend());
        } else if (forced.equals("foreign")) {
            // Only the multi-release jar has the foreign backend: a run that forces it must be
            // reading classes from that jar on JDK 22 or later, or it would not test what it names.
            assertTrue(Runtime.version().feature() >= 22, "the foreign backend needs JDK 22 or later");
            assertEquals(UnsafeBuffer.Backend.FOREIGN, UnsafeBuffer.backend());
        } else {
            assertEquals(Runtime.version().feature() >= 24 ? UnsafeBuffer.Backend.VAR_HANDLE : UnsafeBuffer.Backend.UNSAFE,
                    UnsafeBuffer.backend());
        }
    }

    @Test
    void stringBytesAreCopiedInBulkWhereTheJvmLetsTheRuntimeSeeThem() {
        // The open-java-lang execution opens java.lang to the runtime; the others do not. Check
        // that first, or a run could pass without testing what it names.
        boolean open = String.class.getModule().isOpen("java.lang", UnsafeBuffer.class.getModule());
        assertEquals(Boolean.getBoolean("marshalled.test.javaLangOpen"), open, "java.lang open to " + UnsafeBuffer.class.getModule());
        boolean invokeOpen = String.class.getModule().isOpen("java.lang.invoke", UnsafeBuffer.class.getModule());
        assertEquals(Boolean.getBoolean("marshalled.test.javaLangInvokeOpen"), invokeOpen,
                "java.lang.invoke open to " + UnsafeBuffer.class.getModule());
        boolean publicOnly = "public".equals(System.getProperty("dev.marshalled.strings"));
        assertEquals(!publicOnly && (UnsafeBuffer.backend() == UnsafeBuffer.Backend.UNSAFE || open || invokeOpen),
                UnsafeBuffer.copiesStringBytes(),
                UnsafeBuffer.backend() + ", java.lang open: " + open + ", java.lang.invoke open: " + invokeOpen);
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        assertEquals(UnsafeBuffer.copiesStringBytes() ? 3 : -1, buffer.putLatin1At(0, "h\u00e9!"));
        assertEquals(-1, buffer.putLatin1At(0, "\u20ac"), "not one byte per char: never copied");
    }

    @Test
    void theJarCarriesTheForeignBackendForJdk22On() {
        boolean fromJar = ForeignAccess.class.getProtectionDomain().getCodeSource().getLocation().getPath().endsWith(".jar");
        assertEquals(fromJar && Runtime.version().feature() >= 22, ForeignAccess.AVAILABLE,
                "ForeignAccess from " + ForeignAccess.class.getProtectionDomain().getCodeSource().getLocation());
    }

    @Test
    void newBufferIsEmptyAndGrowable() {
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        assertEquals(0, buffer.readIndex());
        assertEquals(0, buffer.writeIndex());
        assertEquals(0, buffer.remaining());
        assertEquals(8, buffer.capacity());
        assertTrue(buffer.isGrowable());
        assertArrayEquals(new byte[0], buffer.toByteArray());
        assertThrows(IllegalArgumentException.class, () -> new UnsafeBuffer(-1));
    }

    @Test
    void wrapIsFixedAndReadableWholeArray() {
        byte[] bytes = {1, 0, 0, 0, 2, 0, 0, 0};
        UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes);
        assertFalse(buffer.isGrowable());
        assertSame(bytes, buffer.array());
        assertEquals(8, buffer.remaining());
        assertEquals(1, buffer.getInt());
        assertEquals(2, buffer.getInt());
        MarshalException e = assertThrows(MarshalException.class, buffer::getByte);
        assertEquals("truncated input: byte needs 1 byte at offset 8 but only 0 remain", e.getMessage());
        assertEquals(8, e.offset());
    }

    @Test
    void indexesAreValidated() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        buffer.putLong(1);
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.readIndex(9));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.readIndex(-1));
        buffer.readIndex(4);
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.writeIndex(3));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.writeIndex(17));
        buffer.writeIndex(16);
        assertEquals(12, buffer.remaining());
        buffer.clear();
        assertEquals(0, buffer.readIndex());
        assertEquals(0, buffer.writeIndex());
    }

    @Test
    void everyPrimitiveIsLittleEndian() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Booleans.putAt(buffer, buffer.claim(1), true);
        buffer.putByte((byte) -2);
        buffer.putShort((short) 0x1234);
        buffer.putChar('\uABCD');
        buffer.putInt(0x01020304);
        buffer.putLong(0x0102030405060708L);
        buffer.putFloat(-1.5f);
        buffer.putDouble(Double.longBitsToDouble(0x7ff8000000000123L));

        ByteBuffer expected = ByteBuffer.allocate(30).order(ByteOrder.LITTLE_ENDIAN);
        expected.put((byte) 1).put((byte) -2).putShort((short) 0x1234).putChar('\uABCD').putInt(0x01020304)
                .putLong(0x0102030405060708L).putFloat(-1.5f).putLong(0x7ff8000000000123L);
        assertArrayEquals(expected.array(), buffer.toByteArray());

        assertTrue(Booleans.getAt(buffer, buffer.take(1, "boolean"), "boolean"));
        assertEquals(-2, buffer.getByte());
        assertEquals(0x1234, buffer.getShort());
        assertEquals('\uABCD', buffer.getChar());
        assertEquals(0x01020304, buffer.getInt());
        assertEquals(0x0102030405060708L, buffer.getLong());
        assertEquals(-1.5f, buffer.getFloat());
        assertEquals(0x7ff8000000000123L, Double.doubleToRawLongBits(buffer.getDouble()));
        assertEquals(0, buffer.remaining());
    }

    @Test
    void arraysRoundTripAndGrowTheBuffer() {
        Random random = new Random(1);
        for (int n : new int[] {0, 1, 7, 100, 10_000}) {
            boolean[] booleans = new boolean[n];
            byte[] bytes = new byte[n];
            short[] shorts = new short[n];
            char[] chars = new char[n];
            int[] ints = new int[n];
            long[] longs = new long[n];
            float[] floats = new float[n];
            double[] doubles = new double[n];
            for (int i = 0; i < n; i++) {
                booleans[i] = random.nextBoolean();
                bytes[i] = (byte) random.nextInt();
                shorts[i] = (short) random.nextInt();
                chars[i] = (char) random.nextInt();
                ints[i] = random.nextInt();
                longs[i] = random.nextLong();
                floats[i] = Float.intBitsToFloat(random.nextInt());
                doubles[i] = Double.longBitsToDouble(random.nextLong());
            }
            // Capacity 0: every put below has to grow the array and must write into the new one.
            UnsafeBuffer buffer = new UnsafeBuffer(0);
            PrimitiveArrays.writeBooleans(buffer, booleans);
            PrimitiveArrays.writeBytes(buffer, bytes);
            PrimitiveArrays.writeShorts(buffer, shorts);
            PrimitiveArrays.writeChars(buffer, chars);
            PrimitiveArrays.writeInts(buffer, ints);
            PrimitiveArrays.writeLongs(buffer, longs);
            PrimitiveArrays.writeFloats(buffer, floats);
            PrimitiveArrays.writeDoubles(buffer, doubles);
            assertEquals(8 * 4 + n * (1 + 1 + 2 + 2 + 4 + 8 + 4 + 8), buffer.writeIndex());
            assertArrayEquals(booleans, PrimitiveArrays.readBooleans(buffer, "booleans"));
            assertArrayEquals(bytes, PrimitiveArrays.readBytes(buffer, "bytes"));
            assertArrayEquals(shorts, PrimitiveArrays.readShorts(buffer, "shorts"));
            assertArrayEquals(chars, PrimitiveArrays.readChars(buffer, "chars"));
            assertArrayEquals(ints, PrimitiveArrays.readInts(buffer, "ints"));
            assertArrayEquals(longs, PrimitiveArrays.readLongs(buffer, "longs"));
            float[] floatsCopy = PrimitiveArrays.readFloats(buffer, "floats");
            for (int i = 0; i < n; i++) {
                assertEquals(Float.floatToRawIntBits(floats[i]), Float.floatToRawIntBits(floatsCopy[i]));
            }
            double[] doublesCopy = PrimitiveArrays.readDoubles(buffer, "doubles");
            for (int i = 0; i < n; i++) {
                assertEquals(Double.doubleToRawLongBits(doubles[i]), Double.doubleToRawLongBits(doublesCopy[i]));
            }
            assertEquals(0, buffer.remaining());
        }
    }

    @Test
    void arraysAreLittleEndianElementByElement() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        PrimitiveArrays.writeLongs(buffer, new long[] {0x0102030405060708L, -1});
        PrimitiveArrays.writeInts(buffer, null);
        PrimitiveArrays.writeShorts(buffer, new short[] {0x0102});
        ByteBuffer expected = ByteBuffer.allocate(4 + 16 + 4 + 4 + 2).order(ByteOrder.LITTLE_ENDIAN);
        expected.putInt(2).putLong(0x0102030405060708L).putLong(-1).putInt(-1).putInt(1).putShort((short) 0x0102);
        assertArrayEquals(expected.array(), buffer.toByteArray());
        assertEquals(2, PrimitiveArrays.readLongs(buffer, "a").length);
        assertNull(PrimitiveArrays.readInts(buffer, "b"));
    }

    @Test
    void varintsRoundTripAtEveryWidthAndMatchSizes() {
        UnsafeBuffer buffer = new UnsafeBuffer(1);
        Random random = new Random(3);
        for (int n = 0; n < 20_000; n++) {
            int shift = random.nextInt(64);
            long l = n < 64 ? (1L << n) : n < 128 ? -(1L << (n - 64)) : random.nextLong() >> shift;
            int i = (int) l;
            buffer.clear();
            VarInts.writeInt(buffer, i);
            assertEquals(VarInts.sizeOfInt(i), buffer.writeIndex(), "int " + i);
            VarInts.writeLong(buffer, l);
            assertEquals(VarInts.sizeOfInt(i) + VarInts.sizeOfLong(l), buffer.writeIndex(), "long " + l);
            int count = Math.max(-1, i);
            Counts.writeCompact(buffer, count);
            assertEquals(i, VarInts.readInt(buffer, "i"));
            assertEquals(l, VarInts.readLong(buffer, "l"));
            int at = buffer.readIndex();
            assertEquals(Counts.sizeOfCompact(count), buffer.writeIndex() - at);
            if (count <= buffer.writeIndex() - at - Counts.sizeOfCompact(count)) {
                assertEquals(count, Counts.readCompact(buffer, "c", 1));
            } else {
                assertThrows(MarshalException.class, () -> Counts.readCompact(buffer, "c", 1));
                assertEquals(at, buffer.readIndex());
            }
        }
        // A buffer of exactly the right size takes every width, and one byte less is refused.
        for (long l : new long[] {0, 63, 64, -8193, 1L << 27, Integer.MIN_VALUE, 1L << 40, Long.MIN_VALUE}) {
            int i = (int) l;
            UnsafeBuffer exact = UnsafeBuffer.wrap(new byte[VarInts.sizeOfInt(i) + VarInts.sizeOfLong(l)
                    + Counts.sizeOfCompact(Math.abs(i) >>> 1)]);
            exact.clear();
            VarInts.writeInt(exact, i);
            VarInts.writeLong(exact, l);
            Counts.writeCompact(exact, Math.abs(i) >>> 1);
            assertEquals(exact.array().length, exact.writeIndex());
            UnsafeBuffer small = UnsafeBuffer.wrap(new byte[VarInts.sizeOfLong(l) - 1]);
            small.clear();
            assertThrows(MarshalException.class, () -> VarInts.writeLong(small, l));
            assertEquals(0, small.writeIndex());
        }
        // Small magnitudes of either sign take one byte; the extremes take five and ten.
        assertEquals(1, VarInts.sizeOfInt(-64));
        assertEquals(1, VarInts.sizeOfInt(63));
        assertEquals(2, VarInts.sizeOfInt(64));
        assertEquals(5, VarInts.sizeOfInt(Integer.MIN_VALUE));
        assertEquals(10, VarInts.sizeOfLong(Long.MIN_VALUE));
        assertEquals(1, Counts.sizeOfCompact(-1));
        assertEquals(1, Counts.sizeOfCompact(126));
        assertEquals(2, Counts.sizeOfCompact(127));
    }

    @Test
    void malformedVarintsAreRejectedWithTheIndexUnchanged() {
        String[][] cases = {
            {"", "truncated input: v has a varint at offset 0 that the input ends inside"},
            {"80", "truncated input: v has a varint at offset 0 that the input ends inside"},
            {"81 00", "v: varint at offset 0 is longer than needed"},
            // Three and four bytes with more input after them (the unrolled path), then without.
            {"81 80 00 7f", "v: varint at offset 0 is longer than needed"},
            {"81 80 80 00 7f", "v: varint at offset 0 is longer than needed"},
            {"81 80 00", "v: varint at offset 0 is longer than needed"},
            {"81 80 80 00", "v: varint at offset 0 is longer than needed"},
            {"81 80 80", "truncated input: v has a varint at offset 0 that the input ends inside"},
            {"ff ff ff ff 10", "v: varint at offset 0 does not fit in 32 bits"},
            {"ff ff ff ff ff", "v: varint at offset 0 does not fit in 32 bits"},
        };
        for (String[] c : cases) {
            UnsafeBuffer buffer = UnsafeBuffer.wrap(java.util.HexFormat.ofDelimiter(" ").parseHex(c[0]));
            MarshalException e = assertThrows(MarshalException.class, () -> VarInts.readInt(buffer, "v"), c[0]);
            assertEquals(c[1], e.getMessage());
            assertEquals(0, buffer.readIndex());
        }
        UnsafeBuffer three = UnsafeBuffer.wrap(java.util.HexFormat.ofDelimiter(" ").parseHex("81 80 01 81 80 80 01 7f"));
        assertEquals(-8193, VarInts.readInt(three, "v"));
        assertEquals(-(1 << 20) - 1, VarInts.readInt(three, "v"));
        assertEquals(7, three.readIndex());
        UnsafeBuffer wide = UnsafeBuffer.wrap(java.util.HexFormat.ofDelimiter(" ").parseHex("ff ff ff ff ff ff ff ff ff 02"));
        assertEquals("v: varint at offset 0 does not fit in 64 bits",
                assertThrows(MarshalException.class, () -> VarInts.readLong(wide, "v")).getMessage());
        UnsafeBuffer ordinal = UnsafeBuffer.wrap(new byte[] {4});
        assertEquals("v: enum ordinal 3 at offset 0 is out of range 0..2",
                assertThrows(MarshalException.class, () -> Enums.readCompactOrdinal(ordinal, 3, "v")).getMessage());
        assertEquals(0, ordinal.readIndex());
    }

    @Test
    void compactBigNumbersRoundTripAtTheirSize() {
        UnsafeBuffer buffer = new UnsafeBuffer(1);
        for (String text : new String[] {"0", "-1", "19.99", "-3E+5", "1E-300", "123456789012345678901234567890.5"}) {
            java.math.BigDecimal d = new java.math.BigDecimal(text);
            buffer.clear();
            StandardTypes.writeCompactBigDecimal(buffer, d);
            StandardTypes.writeCompactBigInteger(buffer, d.unscaledValue());
            StandardTypes.writeCompactBigDecimal(buffer, null);
            assertEquals(StandardTypes.sizeOfCompactBigDecimal(d) + StandardTypes.sizeOfCompactBigInteger(d.unscaledValue())
                    + 1, buffer.writeIndex(), text);
            assertEquals(d, StandardTypes.readCompactBigDecimal(buffer, "d"));
            assertEquals(d.unscaledValue(), StandardTypes.readCompactBigInteger(buffer, "i"));
            assertNull(StandardTypes.readCompactBigDecimal(buffer, "n"));
        }
        // presence, scale 0, length 0 + 1 = 1: an empty magnitude is refused with the index unchanged
        UnsafeBuffer empty = UnsafeBuffer.wrap(new byte[] {1, 0, 1});
        assertEquals("d: integer length 0 at offset 2 must be at least 1",
                assertThrows(MarshalException.class, () -> StandardTypes.readCompactBigDecimal(empty, "d")).getMessage());
        assertEquals(2, empty.readIndex(), "left at the length; the generated reader rewinds the rest");
    }

    @Test
    void fixedBufferOverflowLeavesItsContent() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[10]).clear();
        buffer.putLong(42);
        MarshalException e = assertThrows(MarshalException.class, () -> buffer.putInt(1));
        assertEquals("buffer full: writing at offset 8 needs 4 bytes but a fixed buffer of capacity 10 has 2 left;"
                + " use new UnsafeBuffer(size) to grow", e.getMessage());
        assertThrows(MarshalException.class, () -> Strings.write(buffer, "abc"));
        assertThrows(MarshalException.class, () -> Strings.write(buffer, "é"));
        assertThrows(MarshalException.class, () -> PrimitiveArrays.writeLongs(buffer, new long[1]));
        assertEquals(8, buffer.writeIndex());
        assertEquals(42, buffer.getLong());
    }

    @Test
    void positionedAccessIsBoundsChecked() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.putLongAt(9, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.putIntAt(-1, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.putByteAt(16, (byte) 1));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.putLongAt(Integer.MAX_VALUE - 2, 1));
        buffer.putLongAt(8, 5); // within capacity, beyond the write index: allowed, not yet readable
        MarshalException e = assertThrows(MarshalException.class, () -> buffer.take(16, "Seed.quantities"));
        assertEquals("truncated input: Seed.quantities needs 16 bytes at offset 0 but only 0 remain", e.getMessage());
        // Positioned loads are memory access, bounded by the memory as stores are: the take
        // before them is what holds a reader to the readable bytes.
        assertEquals(5, buffer.getLongAt(8));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.getLongAt(9));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.getIntAt(-4));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.getByteAt(16));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.getShortAt(15));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.getCharAt(Integer.MAX_VALUE));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.getDoubleAt(Integer.MAX_VALUE - 2));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.getFloatAt(13));
        buffer.writeIndex(16);
        assertEquals(5, buffer.getLongAt(buffer.take(16, "Seed.quantities") + 8));
    }

    @Test
    void claimAndTakeCheckTheWholeRun() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        int at = buffer.claim(12);
        buffer.putIntAt(at, 1);
        buffer.putLongAt(at + 4, 2);
        assertEquals(12, buffer.writeIndex());
        assertEquals(0, buffer.take(12, "run"));
        buffer.readIndex(4);
        MarshalException e = assertThrows(MarshalException.class, () -> buffer.take(12, "Foo.{a, b}"));
        assertEquals("truncated input: Foo.{a, b} needs 12 bytes at offset 4 but only 8 remain", e.getMessage());
        assertEquals(4, buffer.readIndex());
    }

    @Test
    void lengthPrefixesAreCheckedBeforeAllocation() {
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        buffer.putInt(Integer.MAX_VALUE);
        long start = System.nanoTime();
        assertThrows(MarshalException.class, () -> PrimitiveArrays.readLongs(buffer, "huge"));
        assertThrows(MarshalException.class, () -> PrimitiveArrays.readBytes(buffer, "huge"));
        assertThrows(MarshalException.class, () -> Strings.read(buffer, "huge"));
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5), "rejection must not allocate 16 GiB");
        assertEquals(0, buffer.readIndex());
        buffer.clear();
        buffer.putInt(-7);
        MarshalException e = assertThrows(MarshalException.class, () -> PrimitiveArrays.readInts(buffer, "Foo.ints"));
        assertEquals("Foo.ints: length -7 at offset 0 is negative (only -1, meaning null, is allowed)", e.getMessage());
    }

    @Test
    void invalidBooleansAreRejected() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[] {2});
        assertThrows(MarshalException.class, () -> Booleans.getAt(buffer, 0, "flag"));
        UnsafeBuffer array = UnsafeBuffer.wrap(new byte[] {2, 0, 0, 0, 1, -1});
        MarshalException e = assertThrows(MarshalException.class, () -> PrimitiveArrays.readBooleans(array, "Foo.flags"));
        assertEquals("Foo.flags[1]: byte -1 at offset 5 is not a boolean (0 or 1)", e.getMessage());
        assertEquals(0, array.readIndex());
    }

    @Test
    void enumsAreOrdinalsWithMinusOneForNull() {
        UnsafeBuffer buffer = new UnsafeBuffer(12);
        int at = buffer.claim(12);
        Enums.putAt(buffer, at, TimeUnit.SECONDS);
        Enums.putAt(buffer, at + 4, null);
        buffer.putIntAt(at + 8, 7);
        assertEquals(TimeUnit.SECONDS.ordinal(), buffer.getIntAt(at));
        assertEquals(TimeUnit.SECONDS, Enums.getAt(buffer, at, TimeUnit.values(), "a"));
        assertNull(Enums.getAt(buffer, at + 4, TimeUnit.values(), "b"));
        MarshalException e = assertThrows(MarshalException.class, () -> Enums.getAt(buffer, at + 8, TimeUnit.values(), "Foo.unit"));
        assertEquals("Foo.unit: enum ordinal 7 at offset 8 is out of range 0..6", e.getMessage());
    }

    @Test
    void depthLimitIsEnforcedAndRestored() {
        UnsafeBuffer buffer = new UnsafeBuffer(0).limits(ReadLimits.defaults().withMaxDepth(2));
        int mark = Nesting.enterWrite(buffer, "A");
        Nesting.enterWrite(buffer, "B");
        MarshalException e = assertThrows(MarshalException.class, () -> Nesting.enterWrite(buffer, "C"));
        assertTrue(e.getMessage().startsWith("cannot write C: objects nested deeper than 2"), e.getMessage());
        Nesting.exitWrite(buffer);
        Nesting.exitWrite(buffer);
        Nesting.abortWrite(buffer, mark);
        assertEquals(0, buffer.writeIndex());
        Nesting.enterRead(buffer, "A");
        Nesting.enterRead(buffer, "B");
        assertThrows(MarshalException.class, () -> Nesting.enterRead(buffer, "C"));
        assertThrows(IllegalArgumentException.class, () -> ReadLimits.defaults().withMaxDepth(0));
    }

    @Test
    void abortReadWrapsForeignExceptions() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[8]);
        int mark = Nesting.enterRead(buffer, "Foo");
        buffer.getLong();
        MarshalException e = Nesting.abortRead(buffer, mark, new IllegalStateException("bad"), "Foo");
        assertEquals("cannot read Foo at offset 0: java.lang.IllegalStateException: bad", e.getMessage());
        assertEquals(0, buffer.readIndex());
        MarshalException original = new MarshalException("x", 3);
        assertSame(original, Nesting.abortRead(buffer, Nesting.enterRead(buffer, "Foo"), original, "Foo"));
    }

    @Test
    void sizesOfArrays() {
        assertEquals(4, PrimitiveArrays.sizeOf((long[]) null));
        assertEquals(4 + 80, PrimitiveArrays.sizeOf(new long[10]));
        assertEquals(4 + 80, PrimitiveArrays.sizeOf(new double[10]));
        assertEquals(4 + 3, PrimitiveArrays.sizeOf(new boolean[3]));
        assertEquals(4 + 3, PrimitiveArrays.sizeOf(new byte[3]));
        assertEquals(4 + 6, PrimitiveArrays.sizeOf(new short[3]));
        assertEquals(4 + 6, PrimitiveArrays.sizeOf(new char[3]));
        assertEquals(4 + 12, PrimitiveArrays.sizeOf(new int[3]));
        assertEquals(4 + 12, PrimitiveArrays.sizeOf(new float[3]));
    }

    @Test
    void bulkCopiesRoundTripEachPrimitiveLittleEndian() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        short[] shorts = {1, -2, Short.MAX_VALUE};
        char[] chars = {'a', '\u20AC'};
        int[] ints = {1, -1, Integer.MIN_VALUE};
        long[] longs = {Long.MAX_VALUE, 7};
        float[] floats = {1.5f, Float.NaN};
        double[] doubles = {-0.0, Math.PI};
        buffer.putShorts(shorts);
        buffer.putChars(chars);
        buffer.putInts(ints);
        buffer.putLongs(longs);
        buffer.putFloats(floats);
        buffer.putDoubles(doubles);
        assertEquals(2 * 3 + 2 * 2 + 4 * 3 + 8 * 2 + 4 * 2 + 8 * 2, buffer.writeIndex());
        assertEquals(ints[2], ByteBuffer.wrap(buffer.array(), 18, 4).order(ByteOrder.LITTLE_ENDIAN).getInt());
        short[] shortsBack = new short[3];
        char[] charsBack = new char[2];
        int[] intsBack = new int[3];
        long[] longsBack = new long[2];
        float[] floatsBack = new float[2];
        double[] doublesBack = new double[2];
        buffer.getShorts(shortsBack, "shorts");
        buffer.getChars(charsBack, "chars");
        buffer.getInts(intsBack, "ints");
        buffer.getLongs(longsBack, "longs");
        buffer.getFloats(floatsBack, "floats");
        buffer.getDoubles(doublesBack, "doubles");
        assertEquals(buffer.writeIndex(), buffer.readIndex());
        assertArrayEquals(shorts, shortsBack);
        assertArrayEquals(chars, charsBack);
        assertArrayEquals(ints, intsBack);
        assertArrayEquals(longs, longsBack);
        assertArrayEquals(floats, floatsBack);
        assertArrayEquals(doubles, doublesBack);
    }

    @Test
    void bulkStoresAreCheckedOnceInLongArithmeticAndNameIndexLengthAndCapacity() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[16]);
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> buffer.putBytesAt(4, new byte[16], 0, 16));
        assertEquals("write of 16 bytes at index 4 is outside the capacity 16", e.getMessage());
        // An index near Integer.MAX_VALUE must not wrap around to a small one.
        e = assertThrows(IndexOutOfBoundsException.class,
                () -> buffer.putBytesAt(Integer.MAX_VALUE - 1, new byte[4], 0, 4));
        assertEquals("write of 4 bytes at index " + (Integer.MAX_VALUE - 1) + " is outside the capacity 16",
                e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.putBytesAt(-1, new byte[1], 0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> buffer.moveBytes(8, 12, 8));
        buffer.clear();
        MarshalException full = assertThrows(MarshalException.class, () -> buffer.putLongs(new long[3]));
        assertTrue(full.getMessage().startsWith("buffer full: writing at offset 0 needs 24 bytes"), full.getMessage());
        assertEquals(0, buffer.writeIndex(), "a bulk store that does not fit claims nothing");
        assertArrayEquals(new byte[16], buffer.array(), "nothing was written");
    }

    @Test
    void bulkLoadsStayWithinTheReadableBytes() {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        buffer.putLong(1);
        MarshalException e = assertThrows(MarshalException.class, () -> buffer.getLongs(new long[2], "Seed.quantities"));
        assertEquals("truncated input: Seed.quantities needs 16 bytes at offset 0 but only 8 remain", e.getMessage());
        assertEquals(0, buffer.readIndex(), "nothing consumed");
        e = assertThrows(MarshalException.class, () -> buffer.getBytesAt(4, new byte[8], 0, 8));
        assertEquals("read of 8 bytes at offset 4 is outside the readable bytes 0..8", e.getMessage());
        assertThrows(MarshalException.class, () -> buffer.getLatin1At(0, 9));
        assertThrows(MarshalException.class, () -> buffer.getUtf8At(-1, 2));
    }

    @Test
    void stringBytesAreCopiedAsTheyAre() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        int at = buffer.claim(8);
        buffer.putByteAt(at, (byte) 'a');
        buffer.putByteAt(at + 1, (byte) 0xE9);
        buffer.putByteAt(at + 2, (byte) 0xFF);
        assertEquals("a\u00e9\u00ff", buffer.getLatin1At(at, 3), "one char per byte, whatever its value");
        assertEquals("", buffer.getLatin1At(at + 8, 0));
        buffer.putByteAt(at + 4, (byte) 0xC3);
        buffer.putByteAt(at + 5, (byte) 0xA9);
        assertEquals("\u00e9", buffer.getUtf8At(at + 4, 2));
        assertEquals("\uFFFD", buffer.getUtf8At(at + 4, 1), "the JDK's decoder: malformed is U+FFFD, for wire.Utf8 to judge");
        assertThrows(MarshalException.class, () -> buffer.getLatin1At(6, 3));
        buffer.readIndex(at);
        assertEquals("a\u00e9\u00ff", buffer.takeLatin1(3, "name"), "take and copy in one");
        assertEquals(at + 3, buffer.readIndex());
        MarshalException past = assertThrows(MarshalException.class, () -> buffer.takeLatin1(6, "name"));
        assertEquals(at + 3, past.offset());
        assertEquals(at + 3, buffer.readIndex(), "nothing consumed");
        if (UnsafeBuffer.copiesStringBytes()) {
            assertEquals(2, buffer.putLatin1At(14, "\u00ffz"));
            assertEquals("\u00ffz", UnsafeBuffer.wrap(buffer.array()).getLatin1At(14, 2));
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.putLatin1At(15, "xy"));
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.putLatin1At(-1, "xy"));
        }
    }

    @Test
    void ensureWritableGrowsWithoutMovingTheWriteIndex() {
        UnsafeBuffer buffer = new UnsafeBuffer(2);
        buffer.putByte((byte) 1);
        buffer.ensureWritable(100);
        assertEquals(1, buffer.writeIndex());
        assertTrue(buffer.capacity() >= 101);
        UnsafeBuffer fixed = UnsafeBuffer.wrap(new byte[4]).clear();
        fixed.ensureWritable(4);
        assertThrows(MarshalException.class, () -> fixed.ensureWritable(5));
    }

    @Test
    void moveBytesHandlesOverlap() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(new byte[] {1, 2, 3, 4, 5, 6});
        buffer.moveBytes(2, 0, 4);
        assertArrayEquals(new byte[] {3, 4, 5, 6, 5, 6}, buffer.array());
    }

    @Test
    void clearResetsTheWireStateAndKeepsIt() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        Nesting.enterWrite(buffer, "Tree");
        assertEquals(1, Nesting.depth(buffer));
        var state = buffer.wireState();
        buffer.clear();
        assertEquals(0, Nesting.depth(buffer));
        assertSame(state, buffer.wireState());
    }

    @Test
    void defaultMaxDepthIsWhatNewBuffersStartWith() {
        assertEquals(ReadLimits.defaults().maxDepth(), new UnsafeBuffer(0).limits().maxDepth());
    }

    @Test
    void countsInTheFixedEncoding() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        Counts.write(buffer, 3);
        Counts.writeNull(buffer);
        Counts.writeNullCompact(buffer);
        assertArrayEquals(new byte[] {3, 0, 0, 0, -1, -1, -1, -1, 0}, buffer.toByteArray());
        assertEquals(4, Counts.SIZE);
    }
}
