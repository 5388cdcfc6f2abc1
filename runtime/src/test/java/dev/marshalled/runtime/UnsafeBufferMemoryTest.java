package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.wire.Booleans;
import dev.marshalled.runtime.wire.Strings;
import dev.marshalled.runtime.wire.VarInts;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The buffer over a {@link ByteBuffer}'s memory, in place: every accessor writes the same bytes
 * and reads the same values as over its own array, on direct, mapped, sliced and read-only
 * memory; and every access stays inside the wrapped buffer's limit. Surefire runs this class
 * once per backend.
 */
class UnsafeBufferMemoryTest {

    @TempDir
    static Path files;

    private static final String LATIN1_LONG = "caf\u00e9 ".repeat(40);
    private static final String UTF8_LONG = "\u00e9t\u00e9 \u20ac ".repeat(30) + "\ud83d\ude00";
    private static final String MIXED_LONG = "x".repeat(100) + "\u0100";

    /** Every kind of memory a user wraps, {@code size} bytes each, empty at position 0. */
    private static Map<String, IntFunction<ByteBuffer>> kinds() {
        Map<String, IntFunction<ByteBuffer>> kinds = new java.util.TreeMap<>(heapAndDirect());
        if (Runtime.version().feature() >= 22) {
            kinds.put("native MemorySegment", UnsafeBufferMemoryTest::segment);
        }
        return kinds;
    }

    /**
     * A native segment of an automatic arena, as a byte buffer: how a JDK 22 user wraps a
     * {@code MemorySegment}. Through reflection, as this test compiles for JDK 17.
     */
    private static ByteBuffer segment(int size) {
        try {
            Object arena = Class.forName("java.lang.foreign.Arena").getMethod("ofAuto").invoke(null);
            Object segment = arena.getClass().getMethod("allocate", long.class).invoke(arena, (long) size);
            return (ByteBuffer) Class.forName("java.lang.foreign.MemorySegment").getMethod("asByteBuffer").invoke(segment);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Map<String, IntFunction<ByteBuffer>> heapAndDirect() {
        return Map.of(
                "heap", ByteBuffer::allocate,
                "heap slice", size -> ByteBuffer.allocate(size + 13).position(13).slice(),
                "direct", ByteBuffer::allocateDirect,
                "direct big-endian order", size -> ByteBuffer.allocateDirect(size).order(ByteOrder.BIG_ENDIAN),
                "direct slice", size -> ByteBuffer.allocateDirect(size + 7).position(7).slice(),
                "mapped", UnsafeBufferMemoryTest::mapped);
    }

    private static MappedByteBuffer mapped(int size) {
        try (FileChannel channel = FileChannel.open(Files.createTempFile(files, "mapped", ".bin"),
                StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            return channel.map(FileChannel.MapMode.READ_WRITE, 0, size);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Writes one of everything the buffer and the wire package's string and varint homes write. */
    private static void writeAll(UnsafeBuffer buffer) {
        Booleans.putAt(buffer, buffer.claim(1), true);
        buffer.putByte((byte) -7);
        buffer.putShort((short) -2);
        buffer.putChar('\u20ac');
        buffer.putInt(0x01020304);
        buffer.putLong(Long.MIN_VALUE + 5);
        buffer.putFloat(1.5f);
        buffer.putDouble(-Math.PI);
        int at = buffer.claim(1 + 1 + 2 + 2 + 4 + 8 + 4 + 8);
        Booleans.putAt(buffer, at, false);
        buffer.putByteAt(at + 1, (byte) 0x80);
        buffer.putShortAt(at + 2, Short.MIN_VALUE);
        buffer.putCharAt(at + 4, 'z');
        buffer.putIntAt(at + 6, -1);
        buffer.putLongAt(at + 10, 0x1122334455667788L);
        buffer.putFloatAt(at + 18, Float.NaN);
        buffer.putDoubleAt(at + 22, Double.MIN_VALUE);
        buffer.putShorts(new short[] {1, -1, 300});
        buffer.putChars(new char[] {'a', '\u00ff', '\u0100'});
        buffer.putInts(new int[] {7, Integer.MAX_VALUE});
        buffer.putLongs(new long[] {-9, 1L << 40});
        buffer.putFloats(new float[] {-0.0f, 2.25f});
        buffer.putDoubles(new double[] {1e300, -1});
        for (String s : new String[] {null, "", "ascii", "caf\u00e9", "\u20ac", LATIN1_LONG, UTF8_LONG, MIXED_LONG}) {
            Strings.write(buffer, s);
            Strings.writeCompact(buffer, s);
        }
        for (long v : new long[] {0, 1, -1, 63, -64, 64, 1 << 20, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE}) {
            VarInts.writeLong(buffer, v);
            VarInts.writeInt(buffer, (int) v);
        }
        byte[] raw = {9, 8, 7, 6, 5};
        int rawAt = buffer.claim(raw.length);
        buffer.putBytesAt(rawAt, raw, 0, raw.length);
        buffer.moveBytes(rawAt, rawAt + 1, 3); // overlapping: 9 9 8 7 5
    }

    /** Reads back what {@link #writeAll} wrote, as a list of the values, to compare between memories. */
    private static List<Object> readAll(UnsafeBuffer buffer) {
        List<Object> values = new ArrayList<>();
        values.add(Booleans.getAt(buffer, buffer.take(1, "boolean"), "boolean"));
        values.add(buffer.getByte());
        values.add(buffer.getShort());
        values.add(buffer.getChar());
        values.add(buffer.getInt());
        values.add(buffer.getLong());
        values.add(buffer.getFloat());
        values.add(buffer.getDouble());
        int at = buffer.take(30, "run");
        values.add(Booleans.getAt(buffer, at, "flag"));
        values.add(buffer.getByteAt(at + 1));
        values.add(buffer.getShortAt(at + 2));
        values.add(buffer.getCharAt(at + 4));
        values.add(buffer.getIntAt(at + 6));
        values.add(buffer.getLongAt(at + 10));
        values.add(buffer.getFloatAt(at + 18));
        values.add(buffer.getDoubleAt(at + 22));
        short[] shorts = new short[3];
        buffer.getShorts(shorts, "shorts");
        values.add(List.of(shorts[0], shorts[1], shorts[2]));
        char[] chars = new char[3];
        buffer.getChars(chars, "chars");
        values.add(new String(chars));
        int[] ints = new int[2];
        buffer.getInts(ints, "ints");
        values.add(List.of(ints[0], ints[1]));
        long[] longs = new long[2];
        buffer.getLongs(longs, "longs");
        values.add(List.of(longs[0], longs[1]));
        float[] floats = new float[2];
        buffer.getFloats(floats, "floats");
        values.add(List.of(floats[0], floats[1]));
        double[] doubles = new double[2];
        buffer.getDoubles(doubles, "doubles");
        values.add(List.of(doubles[0], doubles[1]));
        for (int i = 0; i < 8; i++) {
            values.add(String.valueOf(Strings.read(buffer, "s")));
            values.add(String.valueOf(Strings.readCompact(buffer, "s")));
        }
        for (int i = 0; i < 10; i++) {
            values.add(VarInts.readLong(buffer, "l"));
            values.add(VarInts.readInt(buffer, "i"));
        }
        byte[] raw = new byte[5];
        buffer.getBytesAt(buffer.take(5, "raw"), raw, 0, 5);
        values.add(List.of(raw[0], raw[1], raw[2], raw[3], raw[4]));
        return values;
    }

    @Test
    void everyAccessorWritesAndReadsTheSameBytesInEveryKindOfMemory() {
        UnsafeBuffer heap = new UnsafeBuffer(64);
        writeAll(heap);
        byte[] expected = heap.toByteArray();
        List<Object> expectedValues = readAll(UnsafeBuffer.wrap(expected));
        assertEquals(List.of((byte) 9, (byte) 9, (byte) 8, (byte) 7, (byte) 5), expectedValues.get(expectedValues.size() - 1));
        kinds().forEach((kind, make) -> {
            ByteBuffer memory = make.apply(expected.length);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(memory).clear();
            writeAll(buffer);
            assertEquals(expected.length, buffer.writeIndex(), kind);
            byte[] written = new byte[expected.length];
            memory.duplicate().get(written);
            assertArrayEquals(expected, written, kind + ": the bytes in memory");
            assertArrayEquals(expected, buffer.toByteArray(), kind + ": toByteArray");
            assertEquals(expectedValues, readAll(buffer), kind + ": read back in place");
            assertEquals(expectedValues, readAll(UnsafeBuffer.wrap(memory.asReadOnlyBuffer())), kind + ": read-only");
            assertEquals(0, memory.position(), kind + ": the wrapped buffer's position is the caller's");
        });
    }

    @Test
    void wrappingAByteBufferTakesItsPositionAndLimitAsTheReadableBytes() {
        kinds().forEach((kind, make) -> {
            ByteBuffer memory = make.apply(16);
            memory.put(0, new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
            memory.position(2).limit(6);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(memory);
            assertEquals(2, buffer.readIndex(), kind);
            assertEquals(6, buffer.writeIndex(), kind);
            assertEquals(6, buffer.capacity(), kind);
            assertEquals(0x06050403, buffer.getInt(), kind);
            MarshalException past = assertThrows(MarshalException.class, buffer::getByte, kind);
            assertEquals(6, past.offset(), kind);
            // A positioned load is memory access, bounded by the memory as a store is: past the
            // limit, the heap buffer's array is still there and is the bound (every reader takes its
            // run against the limit first, as getInt did above); other memory ends at the limit.
            if (buffer.hasArray()) {
                assertEquals(0x08070605, buffer.getIntAt(4), kind);
                assertThrows(IndexOutOfBoundsException.class, () -> buffer.getIntAt(13), kind);
            } else {
                assertThrows(IndexOutOfBoundsException.class, () -> buffer.getIntAt(4), kind);
                assertThrows(IndexOutOfBoundsException.class, () -> buffer.getByteAt(6), kind);
            }
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.getShortAt(-1), kind);
            // a bulk load is checked once against the readable bytes, as a take is
            assertThrows(MarshalException.class, () -> buffer.getBytesAt(5, new byte[2], 0, 2), kind);
            if (!buffer.hasArray()) {
                // Memory that is not the buffer's array has no array bounds behind the limit. (Over
                // an array, a positioned store is checked against the array, the JVM's safety; the
                // claim that comes first in every write is checked against the limit, as below.)
                assertThrows(IndexOutOfBoundsException.class, () -> buffer.putIntAt(4, 0), kind);
                if (UnsafeBuffer.copiesStringBytes()) {
                    // a string's bytes are stored as a positioned store is
                    assertThrows(IndexOutOfBoundsException.class, () -> buffer.putLatin1At(4, "abc"), kind);
                }
            }
            UnsafeBuffer writer = UnsafeBuffer.wrap(memory).writeIndex(4);
            assertThrows(MarshalException.class, () -> writer.putInt(0), kind);
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.putByteAt(-1, (byte) 0), kind);
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.putBytesAt(5, new byte[2], 0, 2), kind);
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.writeIndex(7), kind);
            assertEquals(7, memory.limit(16).get(6), kind + ": nothing was written past the limit");
        });
    }

    @Test
    void aFullWrappedBufferRefusesTheWriteAndKeepsWhatWasWritten() {
        kinds().forEach((kind, make) -> {
            ByteBuffer memory = make.apply(10);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(memory).clear();
            buffer.putLong(42);
            MarshalException full = assertThrows(MarshalException.class, () -> buffer.putInt(1), kind);
            assertTrue(full.getMessage().contains("buffer full"), full.getMessage());
            assertEquals(8, buffer.writeIndex(), kind);
            assertEquals(42, buffer.getLong(), kind);
            assertFalse(buffer.isGrowable(), kind);
        });
    }

    @Test
    void aReadOnlyByteBufferIsReadInPlaceAndRefusesEveryWrite() {
        for (ByteBuffer memory : List.of(ByteBuffer.allocate(16), ByteBuffer.allocateDirect(16))) {
            memory.order(ByteOrder.LITTLE_ENDIAN).putInt(0, 77);
            UnsafeBuffer buffer = UnsafeBuffer.wrap(memory.asReadOnlyBuffer());
            assertFalse(buffer.hasArray());
            assertEquals(77, buffer.getIntAt(0));
            UnsafeBuffer cleared = buffer.clear();
            MarshalException refused = assertThrows(MarshalException.class, () -> cleared.putInt(1));
            assertTrue(refused.getMessage().contains("read-only"), refused.getMessage());
            assertThrows(IndexOutOfBoundsException.class, () -> cleared.putByteAt(0, (byte) 1));
            assertThrows(IndexOutOfBoundsException.class, () -> cleared.putLongAt(0, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> cleared.putBytesAt(0, new byte[1], 0, 1));
            if (UnsafeBuffer.copiesStringBytes()) {
                assertThrows(IndexOutOfBoundsException.class, () -> cleared.putLatin1At(0, "a"));
            } else {
                assertEquals(-1, cleared.putLatin1At(0, "a"), "nothing to copy where strings' bytes are hidden");
            }
            assertEquals(77, memory.getInt(0), "the memory is unchanged");
        }
    }

    @Test
    void onlyAnArrayAtOffsetZeroIsHandedOut() {
        byte[] bytes = new byte[8];
        UnsafeBuffer heap = UnsafeBuffer.wrap(ByteBuffer.wrap(bytes));
        assertTrue(heap.hasArray());
        assertTrue(heap.array() == bytes, "the heap buffer's own array, not a copy");
        UnsafeBuffer direct = UnsafeBuffer.wrap(ByteBuffer.allocateDirect(8));
        assertFalse(direct.hasArray());
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, direct::array);
        assertTrue(e.getMessage().contains("hasArray()"), e.getMessage());
        assertFalse(UnsafeBuffer.wrap(ByteBuffer.wrap(bytes, 2, 4).slice()).hasArray());
    }

    @Test
    void stringsFromNativeMemoryAreCopiedOnceWhereStringsInternalsAreReachable() {
        // Where the runtime may reach String's fields, a Latin-1 string read from native memory
        // keeps the one array it was copied into; elsewhere the JDK's constructor copies it again.
        assertEquals(UnsafeBuffer.copiesStringBytes(), ByteArrayAccess.sharesLatin1Strings());
        byte[] bytes = {'o', 'k', (byte) 0xE9};
        String made = ByteArrayAccess.latin1String(bytes);
        if (ByteArrayAccess.sharesLatin1Strings()) {
            assertEquals("ok\u00e9", made);
        } else {
            assertEquals(null, made);
        }
    }

    @Test
    void aStringReadFromNativeMemoryOwnsItsCharsAndActsAsAnyString() {
        String[] written = {"caf\u00e9 au lait", "x", LATIN1_LONG, "\u00ff".repeat(9)};
        ByteBuffer memory = ByteBuffer.allocateDirect(4096);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(memory).clear();
        for (String s : written) {
            Strings.write(buffer, s);
        }
        List<String> read = new ArrayList<>();
        for (int i = 0; i < written.length; i++) {
            read.add(Strings.read(buffer, "T.s"));
        }
        for (int i = 0; i < 4096; i++) {
            memory.put(i, (byte) '#'); // the memory is reused for something else
        }
        for (int i = 0; i < written.length; i++) {
            String s = read.get(i);
            assertEquals(written[i], s);
            assertEquals(written[i].hashCode(), s.hashCode());
            assertEquals(written[i].length(), s.length());
            assertEquals(written[i].toUpperCase(java.util.Locale.ROOT), s.toUpperCase(java.util.Locale.ROOT));
            assertTrue(written[i].intern() == s.intern());
            assertEquals(written[i], new StringBuilder(s).toString());
        }
    }

    @Test
    void lengthPrefixesInNativeMemoryAreCheckedBeforeAllocation() {
        ByteBuffer memory = ByteBuffer.allocateDirect(8);
        memory.order(ByteOrder.LITTLE_ENDIAN).putInt(0, Integer.MAX_VALUE).putInt(4, 0x41414141);
        UnsafeBuffer buffer = UnsafeBuffer.wrap(memory);
        MarshalException e = assertThrows(MarshalException.class, () -> Strings.read(buffer, "T.s"));
        assertEquals(0, e.offset());
        assertEquals(0, buffer.readIndex());
        memory.put(0, (byte) 0x8f).put(1, (byte) 0x80); // an unfinished compact prefix at the end
        UnsafeBuffer cut = UnsafeBuffer.wrap(memory.limit(2));
        assertThrows(MarshalException.class, () -> Strings.readCompact(cut, "T.s"));
        assertThrows(MarshalException.class, () -> VarInts.readLong(cut, "T.l"));
    }
}
