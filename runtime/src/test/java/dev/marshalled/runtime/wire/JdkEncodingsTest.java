package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import dev.marshalled.schema.Layout;
import dev.marshalled.runtime.tool.Point;
import dev.marshalled.runtime.tool.PointMarshaller;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Currency;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * The marshallers of JDK type arguments ({@code JdkMarshallers}): each kind's bytes in both
 * encodings, spelt from FORMAT.md and compared with what the kind's wire home writes for a plain
 * field of that type; nulls; containers and what they refuse; sizes and schema entries as
 * {@link Layout} and the schema kinds give them; and corrupt or truncated input, refused at the
 * offset FORMAT.md states, where the inspector refuses it, with the read index unchanged.
 */
class JdkEncodingsTest {
    enum Side { BUY, SELL }

    /**
     * One JDK type: a value and its bytes in each encoding, the bytes of null, and how its wire home
     * writes a plain field of the type in each encoding.
     */
    private record Case<T>(Class<T> type, T value, String fixed, String compact, String nullFixed,
            String nullCompact, BiConsumer<UnsafeBuffer, T> home, BiConsumer<UnsafeBuffer, T> compactHome) {
        FieldEncoding<T> encoding(boolean compact) {
            return FieldEncoding.of(JdkMarshallers.of(type), compact, "T.v");
        }

        String bytes(boolean compact, boolean isNull) {
            return isNull ? (compact ? nullCompact : nullFixed) : compact ? this.compact : fixed;
        }

        BiConsumer<UnsafeBuffer, T> home(boolean compact) {
            return compact ? compactHome : home;
        }

        @Override
        public String toString() {
            return type.getSimpleName();
        }
    }

    private static <T> Case<T> same(Class<T> type, T value, String bytes, String nullBytes,
            BiConsumer<UnsafeBuffer, T> home) {
        return new Case<>(type, value, bytes, bytes, nullBytes, nullBytes, home, home);
    }

    private static <T> Case<T> differs(Class<T> type, T value, String fixed, String compact, String nullFixed,
            String nullCompact, BiConsumer<UnsafeBuffer, T> home, BiConsumer<UnsafeBuffer, T> compactHome) {
        return new Case<>(type, value, fixed, compact, nullFixed, nullCompact, home, compactHome);
    }

    /** A box's home: its presence byte and value in one claimed run, as a field of a run writes it. */
    private interface BoxHome<T> {
        void putAt(UnsafeBuffer buffer, int at, T value);
    }

    private static <T> BiConsumer<UnsafeBuffer, T> box(int size, BoxHome<T> home) {
        return (buffer, value) -> home.putAt(buffer, buffer.claim(size), value);
    }

    /** The text's bytes in hex, for the JDK types written as text. */
    private static String ascii(String text) {
        return hex(text.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }

    private static final String NULL_INT32 = "FF FF FF FF";
    private static final String PARIS = ascii("Europe/Paris");
    private static final String DATE = "E8 07 00 00 02 1D"; // 2024-02-29
    private static final String SECOND = "00 CA 9A 3B 00 00 00 00"; // 00:00:01, 10^9 ns
    private static final String PLUS_ONE = "10 0E 00 00"; // +01:00, 3,600 s
    private static final LocalDateTime LEAP = LocalDateTime.of(2024, 2, 29, 0, 0, 1);

    /** Every JDK type {@code JdkMarshallers.of} takes, with the bytes FORMAT.md gives it. */
    private static List<Case<?>> cases() {
        return List.of(
                differs(String.class, "a\uD800", "FA FF FF FF 61 ED A0 80", "0A 61 ED A0 80", NULL_INT32, "00",
                        Strings::write, Strings::writeCompact),
                same(Boolean.class, true, "01 01", "00 00", box(2, Boxes::putAt)),
                same(Byte.class, (byte) -1, "01 FF", "00 00", box(2, Boxes::putAt)),
                same(Short.class, (short) 0x1234, "01 34 12", "00 00 00", box(3, Boxes::putAt)),
                same(Character.class, 'A', "01 41 00", "00 00 00", box(3, Boxes::putAt)),
                differs(Integer.class, 300, "01 2C 01 00 00", "01 D8 04", "00 00 00 00 00", "00", box(5, Boxes::putAt),
                        (b, v) -> {
                            Presence.write(b, v != null);
                            VarInts.writeInt(b, v);
                        }),
                differs(Long.class, -2L, "01 FE FF FF FF FF FF FF FF", "01 03", "00 00 00 00 00 00 00 00 00", "00",
                        box(9, Boxes::putAt), (b, v) -> {
                            Presence.write(b, v != null);
                            VarInts.writeLong(b, v);
                        }),
                same(Float.class, 1.0f, "01 00 00 80 3F", "00 00 00 00 00", box(5, Boxes::putAt)),
                same(Double.class, -2.0d, "01 00 00 00 00 00 00 00 C0", "00 00 00 00 00 00 00 00 00",
                        box(9, Boxes::putAt)),
                same(boolean[].class, new boolean[] {true, false}, "02 00 00 00 01 00", NULL_INT32,
                        PrimitiveArrays::writeBooleans),
                same(byte[].class, new byte[] {1, -1}, "02 00 00 00 01 FF", NULL_INT32, PrimitiveArrays::writeBytes),
                same(short[].class, new short[] {0x1234}, "01 00 00 00 34 12", NULL_INT32, PrimitiveArrays::writeShorts),
                same(char[].class, new char[] {'a'}, "01 00 00 00 61 00", NULL_INT32, PrimitiveArrays::writeChars),
                same(int[].class, new int[] {1, -1}, "02 00 00 00 01 00 00 00 FF FF FF FF", NULL_INT32,
                        PrimitiveArrays::writeInts),
                same(long[].class, new long[] {2}, "01 00 00 00 02 00 00 00 00 00 00 00", NULL_INT32,
                        PrimitiveArrays::writeLongs),
                same(float[].class, new float[] {1f}, "01 00 00 00 00 00 80 3F", NULL_INT32, PrimitiveArrays::writeFloats),
                same(double[].class, new double[] {1.0}, "01 00 00 00 00 00 00 00 00 00 F0 3F", NULL_INT32,
                        PrimitiveArrays::writeDoubles),
                same(UUID.class, new UUID(0x0102030405060708L, 0x1112131415161718L),
                        "01 08 07 06 05 04 03 02 01 18 17 16 15 14 13 12 11", "00", StandardTypes::writeUuid),
                // -129 is 7F FF least significant first; compact: the byte count + 1 as a varint.
                differs(BigInteger.class, BigInteger.valueOf(-129), "01 02 00 00 00 7F FF", "01 03 7F FF", "00", "00",
                        StandardTypes::writeBigInteger, StandardTypes::writeCompactBigInteger),
                // 1.50: scale 2, unscaled 150 (96 00); compact: the scale a zigzag varint.
                differs(BigDecimal.class, new BigDecimal("1.50"), "01 02 00 00 00 02 00 00 00 96 00", "01 04 03 96 00",
                        "00", "00", StandardTypes::writeBigDecimal, StandardTypes::writeCompactBigDecimal),
                same(Instant.class, Instant.ofEpochSecond(1, 5), "01 01 00 00 00 00 00 00 00 05 00 00 00", "00",
                        StandardTypes::writeInstant),
                same(Duration.class, Duration.ofSeconds(-1, 1), "01 FF FF FF FF FF FF FF FF 01 00 00 00", "00",
                        StandardTypes::writeDuration),
                same(LocalDate.class, LEAP.toLocalDate(), "01 " + DATE, "00", StandardTypes::writeLocalDate),
                same(LocalTime.class, LEAP.toLocalTime(), "01 " + SECOND, "00", StandardTypes::writeLocalTime),
                same(LocalDateTime.class, LEAP, "01 " + DATE + SECOND, "00", StandardTypes::writeLocalDateTime),
                same(OffsetDateTime.class, OffsetDateTime.of(LEAP, ZoneOffset.ofHours(1)),
                        "01 " + DATE + SECOND + PLUS_ONE, "00", StandardTypes::writeOffsetDateTime),
                // The zone id inside keeps an int32 length in the compact encoding too.
                same(ZonedDateTime.class, ZonedDateTime.of(LEAP, ZoneId.of("Europe/Paris")),
                        "01 " + DATE + SECOND + PLUS_ONE + "0C 00 00 00" + PARIS, "00",
                        StandardTypes::writeZonedDateTime),
                same(Period.class, Period.of(1, 2, 3), "01 01 00 00 00 02 00 00 00 03 00 00 00", "00",
                        StandardTypes::writePeriod),
                same(BitSet.class, BitSet.valueOf(new long[] {1, 1}),
                        "02 00 00 00 01 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00", NULL_INT32,
                        StandardTypes::writeBitSet),
                same(OptionalInt.class, OptionalInt.of(5), "02 05 00 00 00", "00", StandardTypes::writeOptionalInt),
                same(OptionalLong.class, OptionalLong.of(-1), "02 FF FF FF FF FF FF FF FF", "00",
                        StandardTypes::writeOptionalLong),
                same(OptionalDouble.class, OptionalDouble.of(1.0), "02 00 00 00 00 00 00 F0 3F", "00",
                        StandardTypes::writeOptionalDouble),
                differs(URI.class, URI.create("http://a/b"), "0A 00 00 00" + ascii("http://a/b"), "15" + ascii("http://a/b"),
                        NULL_INT32, "00", MoreStandardTypes::writeUri, MoreStandardTypes::writeCompactUri),
                differs(Locale.class, Locale.US, "05 00 00 00" + ascii("en-US"), "0B" + ascii("en-US"), NULL_INT32, "00",
                        (b, v) -> MoreStandardTypes.writeLocale(b, v, "T.v"),
                        (b, v) -> MoreStandardTypes.writeCompactLocale(b, v, "T.v")),
                same(Currency.class, Currency.getInstance("EUR"), "01 45 55 52", "00", MoreStandardTypes::writeCurrency),
                differs(ZoneId.class, ZoneId.of("Europe/Paris"), "0C 00 00 00" + PARIS, "19" + PARIS, NULL_INT32, "00",
                        MoreStandardTypes::writeZoneId, MoreStandardTypes::writeCompactZoneId),
                same(ZoneOffset.class, ZoneOffset.ofHours(1), "01 " + PLUS_ONE, "00", MoreStandardTypes::writeZoneOffset),
                same(Year.class, Year.of(2024), "01 E8 07 00 00", "00", MoreStandardTypes::writeYear),
                same(YearMonth.class, YearMonth.of(2024, 2), "01 E8 07 00 00 02", "00", MoreStandardTypes::writeYearMonth),
                same(MonthDay.class, MonthDay.of(2, 29), "01 02 1D", "00", MoreStandardTypes::writeMonthDay),
                same(OffsetTime.class, OffsetTime.of(LEAP.toLocalTime(), ZoneOffset.ofHours(1)),
                        "01 " + SECOND + PLUS_ONE, "00", MoreStandardTypes::writeOffsetTime));
    }

    private static <T> String written(FieldEncoding<T> encoding, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        encoding.write(buffer, value);
        return hex(buffer.toByteArray());
    }

    private static <T> String written(BiConsumer<UnsafeBuffer, T> home, T value) {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        home.accept(buffer, value);
        return hex(buffer.toByteArray());
    }

    /** FORMAT.md's spelling, normalised as {@link TestBytes#hex(byte[])} writes it. */
    private static String spelt(String bytes) {
        return hex(hex(bytes));
    }

    /**
     * Reads {@code bytes} with {@code encoding} from a buffer where they start at offset 3 and
     * checks that the read ends at their end.
     */
    private static <T> T readAll(FieldEncoding<T> encoding, String bytes) {
        UnsafeBuffer buffer = after3(hex(bytes));
        T value = encoding.read(buffer);
        assertEquals(buffer.writeIndex(), buffer.readIndex(), () -> "read to the end of " + bytes);
        return value;
    }

    /** A buffer holding three unrelated bytes, then {@code bytes}, its read index at them. */
    private static UnsafeBuffer after3(byte[] bytes) {
        byte[] all = new byte[3 + bytes.length];
        all[0] = 0x55;
        all[1] = 0x55;
        all[2] = 0x55;
        System.arraycopy(bytes, 0, all, 3, bytes.length);
        return UnsafeBuffer.wrap(all).readIndex(3);
    }

    @Test
    void everyKindIsWhatFormatMdSpellsInEachEncodingAndReadsBack() {
        for (Case<?> c : cases()) {
            checkSpelling(c);
        }
    }

    private static <T> void checkSpelling(Case<T> c) {
        for (boolean compact : new boolean[] {false, true}) {
            FieldEncoding<T> encoding = c.encoding(compact);
            for (T value : Arrays.asList(c.value(), null)) {
                String expected = spelt(c.bytes(compact, value == null));
                String where = c + (compact ? " compact " : " fixed ") + (value == null ? "null" : "value");
                assertEquals(expected, written(encoding, value), where);
                assertEquals(hex(expected).length, encoding.sizeOf(value, 0), where);
                assertTrue(Objects.deepEquals(value, readAll(encoding, expected)), where);
            }
        }
    }

    @Test
    void everyKindWritesWhatItsWireHomeWritesForAFieldOfItsType() {
        for (Case<?> c : cases()) {
            checkHome(c);
        }
    }

    private static <T> void checkHome(Case<T> c) {
        for (boolean compact : new boolean[] {false, true}) {
            // A compact Integer's or Long's home writes a present value only: a null is its presence byte.
            List<T> values = c.type() == Integer.class || c.type() == Long.class ? List.of(c.value())
                    : Arrays.asList(c.value(), null);
            for (T value : values) {
                assertEquals(written(c.home(compact), value), written(c.encoding(compact), value),
                        c + (compact ? " compact " : " fixed ") + value);
            }
        }
    }

    @Test
    void aRootWritesWhatAFixedFieldHoldsAndNothingElse() {
        for (Case<?> c : cases()) {
            checkRoot(c);
        }
        Marshaller<String> strings = JdkMarshallers.of(String.class);
        NullPointerException none = assertThrows(NullPointerException.class,
                () -> strings.write(null, new UnsafeBuffer(8)));
        assertEquals("cannot write a null String", none.getMessage());
        // A root reads what a field holds, its null included.
        assertNull(strings.fromByteArray(hex(NULL_INT32)));
        MarshalException trailing = assertThrows(MarshalException.class, () -> strings.fromByteArray(hex("00 00 00 00 07")));
        assertEquals(4, trailing.offset());
    }

    private static <T> void checkRoot(Case<T> c) {
        Marshaller<T> marshaller = JdkMarshallers.of(c.type());
        byte[] bytes = marshaller.toByteArray(c.value());
        assertEquals(spelt(c.fixed()), hex(bytes), c.toString());
        assertEquals(bytes.length, marshaller.sizeOf(c.value()), c.toString());
        assertTrue(Objects.deepEquals(c.value(), marshaller.fromByteArray(bytes)), c.toString());
        assertSame(c.type(), marshaller.type());
        assertSame(marshaller.schema(), marshaller.schema());
        assertEquals(c.encoding(false).describe("value"), marshaller.schema().fields().get(0));
        assertEquals(1, marshaller.schema().fields().size());
    }

    @Test
    void onlyTheJdkTypesAFieldMayHaveAreMarshallers() {
        for (Class<?> type : List.of(Thread.class, Object.class, int.class, Side.class, List.class, Integer[].class,
                java.util.Date.class)) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> JdkMarshallers.of(type));
            assertTrue(refused.getMessage().startsWith(type.getName() + " is not a JDK type a field may have: for an"
                    + " enum use JdkMarshallers.enumeration"), refused.getMessage());
        }
    }

    @Test
    void anEnumIsItsOrdinalAsAFieldOfItsTypeHoldsIt() {
        Marshaller<Side> sides = JdkMarshallers.enumeration(Side.class);
        FieldEncoding<Side> fixed = FieldEncoding.of(sides, false, "T.side");
        FieldEncoding<Side> compact = FieldEncoding.of(sides, true, "T.side");
        assertEquals("01 00 00 00", written(fixed, Side.SELL));
        assertEquals(NULL_INT32, written(fixed, null));
        assertEquals("02", written(compact, Side.SELL));
        assertEquals("01", written(compact, Side.BUY));
        assertEquals("00", written(compact, null));
        UnsafeBuffer home = new UnsafeBuffer(0);
        Enums.putAt(home, home.claim(4), Side.SELL);
        Enums.writeCompact(home, Side.SELL);
        assertEquals(hex(home.toByteArray()), written(fixed, Side.SELL) + " " + written(compact, Side.SELL));
        assertEquals(Side.SELL, readAll(fixed, "01 00 00 00"));
        assertNull(readAll(fixed, NULL_INT32));
        assertEquals(Side.SELL, readAll(compact, "02"));
        assertNull(readAll(compact, "00"));
        assertEquals(4, fixed.sizeOf(Side.BUY, 0));
        assertEquals(1, compact.sizeOf(null, 0));

        // Ordinal 2 of two constants: at its first byte, in both encodings; a root puts the index back.
        MarshalException wide = assertThrows(MarshalException.class, () -> fixed.read(after3(hex("02 00 00 00"))));
        assertEquals("T.side: enum ordinal 2 at offset 3 is out of range 0..1", wide.getMessage());
        MarshalException wideCompact = assertThrows(MarshalException.class, () -> compact.read(after3(hex("03"))));
        assertEquals(3, wideCompact.offset());
        UnsafeBuffer buffer = after3(hex("FE FF FF FF"));
        assertEquals(3, assertThrows(MarshalException.class, () -> sides.read(buffer)).offset());
        assertEquals(3, buffer.readIndex());

        Field field = fixed.describe("side");
        assertEquals(Kind.ENUM, field.kind());
        assertEquals(List.of("BUY", "SELL"), field.enumConstants());
        assertEquals("JdkEncodingsTest.Side", field.typeName());
        assertEquals(Side.class.getName(), field.qualifiedName());
        assertEquals("JdkEncodingsTest.Side", fixed.display());
        assertEquals("dev.marshalled.runtime.wire.JdkEncodingsTest$Side", FieldEncoding.qualifiedName(sides));
        assertSame(Side.class, sides.type());
    }

    /** Each container: a value, its bytes in each encoding, and what reading it creates. */
    private record Container<T>(Marshaller<T> marshaller, T value, String fixed, String compact, Class<?> created) {
    }

    private static List<Container<?>> containers() {
        Marshaller<String> text = JdkMarshallers.of(String.class);
        Marshaller<Integer> integers = JdkMarshallers.of(Integer.class);
        Marshaller<Long> longs = JdkMarshallers.of(Long.class);
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("k", 1);
        map.put(null, null); // a Map holds a null key and null values
        SortedMap<String, Integer> sorted = new TreeMap<>();
        sorted.put("b", 2);
        sorted.put("a", null);
        return List.of(
                // Elements in order, a null where the container holds one.
                new Container<>(JdkMarshallers.list(text), Arrays.asList("a", null, "\u00e9"),
                        "03 00 00 00 01 00 00 00 61 FF FF FF FF 01 00 00 00 E9", "04 03 61 00 03 E9",
                        ArrayList.class),
                new Container<>(JdkMarshallers.set(text), new LinkedHashSet<>(Arrays.asList("z", null, "a")),
                        "03 00 00 00 01 00 00 00 7A FF FF FF FF 01 00 00 00 61", "04 03 7A 00 03 61", LinkedHashSet.class),
                // Natural order, whatever order the elements were added in.
                new Container<>(JdkMarshallers.sortedSet(longs), new TreeSet<>(List.of(3L, 1L)),
                        "02 00 00 00 01 01 00 00 00 00 00 00 00 01 03 00 00 00 00 00 00 00", "03 01 02 01 06",
                        TreeSet.class),
                new Container<>(JdkMarshallers.map(text, integers), map,
                        "02 00 00 00 01 00 00 00 6B 01 01 00 00 00 FF FF FF FF 00 00 00 00 00", "03 03 6B 01 02 00 00",
                        LinkedHashMap.class),
                new Container<>(JdkMarshallers.sortedMap(text, integers), sorted,
                        "02 00 00 00 01 00 00 00 61 00 00 00 00 00 01 00 00 00 62 01 02 00 00 00",
                        "03 03 61 00 03 62 01 04", TreeMap.class),
                new Container<>(JdkMarshallers.optional(integers), Optional.of(300), "02 01 2C 01 00 00", "02 01 D8 04",
                        Optional.class),
                new Container<>(JdkMarshallers.optional(integers), Optional.empty(), "01", "01", Optional.class),
                // A @Marshalled element keeps its own (fixed) body in a compact container.
                new Container<>(JdkMarshallers.list(PointMarshaller.INSTANCE), Arrays.asList(new Point(1, 2), null),
                        "02 00 00 00 01 01 00 00 00 02 00 00 00 00", "03 01 01 00 00 00 02 00 00 00 00", ArrayList.class),
                new Container<>(JdkMarshallers.list(JdkMarshallers.optional(JdkMarshallers.enumeration(Side.class))),
                        Arrays.asList(Optional.of(Side.SELL), Optional.empty(), null),
                        "03 00 00 00 02 01 00 00 00 01 00", "04 02 02 01 00", ArrayList.class));
    }

    @Test
    void containersAreACountThenTheirElementsAsFieldsOfTheElementType() {
        for (Container<?> c : containers()) {
            checkContainer(c);
        }
    }

    private static <T> void checkContainer(Container<T> c) {
        String name = c.marshaller().schema().typeName();
        for (boolean compact : new boolean[] {false, true}) {
            FieldEncoding<T> encoding = FieldEncoding.of(c.marshaller(), compact, "T.v");
            String bytes = spelt(compact ? c.compact() : c.fixed());
            assertEquals(bytes, written(encoding, c.value()), name + (compact ? " compact" : " fixed"));
            assertEquals(hex(bytes).length, encoding.sizeOf(c.value(), 0), name);
            T copy = readAll(encoding, bytes);
            assertEquals(c.value(), copy, name);
            assertSame(c.created(), copy.getClass(), name);
            // Read back in the written order: a list's, a linked set's and map's own, a sorted one's natural order.
            if (copy instanceof Iterable<?> elements) {
                assertEquals(listOf((Iterable<?>) c.value()), listOf(elements), name);
            } else if (copy instanceof Map<?, ?> entries) {
                assertEquals(listOf(((Map<?, ?>) c.value()).keySet()), listOf(entries.keySet()), name);
            }
        }
        assertEquals(spelt(c.fixed()), hex(c.marshaller().toByteArray(c.value())), name + " root");
    }

    private static List<Object> listOf(Iterable<?> elements) {
        List<Object> out = new ArrayList<>();
        elements.forEach(out::add);
        return out;
    }

    @Test
    void aNullContainerIsItsNullCountAndAnOptionalItsStateByte() {
        Marshaller<List<String>> list = JdkMarshallers.list(JdkMarshallers.of(String.class));
        Marshaller<Optional<String>> optional = JdkMarshallers.optional(JdkMarshallers.of(String.class));
        assertEquals(NULL_INT32, written(FieldEncoding.of(list, false, "T.l"), null));
        assertEquals("00", written(FieldEncoding.of(list, true, "T.l"), null));
        assertEquals("00 00 00 00", written(FieldEncoding.of(list, false, "T.l"), List.of()));
        assertEquals("01", written(FieldEncoding.of(list, true, "T.l"), List.of()));
        assertEquals("00", written(FieldEncoding.of(optional, false, "T.o"), null));
        assertNull(readAll(FieldEncoding.of(list, false, "T.l"), NULL_INT32));
        assertNull(readAll(FieldEncoding.of(optional, true, "T.o"), "00"));
        assertEquals(Optional.empty(), readAll(FieldEncoding.of(optional, true, "T.o"), "01"));
    }

    /** Reads {@code bytes} (placed at offset 3) with the root marshaller; @return its failure, the index put back */
    private static MarshalException refused(Marshaller<?> marshaller, String bytes) {
        UnsafeBuffer buffer = after3(hex(bytes));
        MarshalException e = assertThrows(MarshalException.class, () -> marshaller.read(buffer), bytes);
        assertEquals(3, buffer.readIndex(), () -> "read index after " + e.getMessage());
        Inspection inspection = Inspector.inspect(marshaller.schema(), after3(hex(bytes)));
        assertFalse(inspection.complete(), bytes);
        assertEquals(e.offset(), inspection.failure().offset(), () -> "inspector: " + inspection.failure().getMessage()
                + "; reader: " + e.getMessage());
        return e;
    }

    @Test
    void aNullWhereTheContainerCannotHoldOneIsRefusedWhereTheNullStarts() {
        Marshaller<String> text = JdkMarshallers.of(String.class);
        Marshaller<Integer> integers = JdkMarshallers.of(Integer.class);
        MarshalException element = refused(JdkMarshallers.sortedSet(text), "02 00 00 00 01 00 00 00 61 FF FF FF FF");
        assertEquals(3 + 9, element.offset());
        assertTrue(element.getMessage().startsWith("SortedSet<String>[]: null at offset 12, which a SortedSet cannot"
                + " hold"), element.getMessage());
        // A null key is refused before its value is read: the value here would be refused too (presence 07).
        MarshalException key = refused(JdkMarshallers.sortedMap(text, integers), "01 00 00 00 FF FF FF FF 07 00 00 00 00");
        assertEquals(3 + 4, key.offset());
        assertTrue(key.getMessage().startsWith("SortedMap<String,Integer>.key: null at offset 7"), key.getMessage());
        // A present Optional holding null: at the null, its presence byte.
        MarshalException present = refused(JdkMarshallers.optional(integers), "02 00 00 00 00 00");
        assertEquals(3 + 1, present.offset());
        assertTrue(present.getMessage().contains("which a present Optional cannot hold"), present.getMessage());
        // Where the container holds null, it is read back.
        assertEquals(Arrays.asList("a", null), JdkMarshallers.list(text).fromByteArray(
                hex("02 00 00 00 01 00 00 00 61 FF FF FF FF")));
        Map<String, Integer> nullValue = new TreeMap<>();
        nullValue.put("a", null);
        assertEquals(nullValue, JdkMarshallers.sortedMap(text, integers).fromByteArray(
                hex("01 00 00 00 01 00 00 00 61 00 00 00 00 00")));
    }

    @Test
    void setsAndMapsHoldEachElementOnceAndSortedOnesInOrder() {
        Marshaller<String> text = JdkMarshallers.of(String.class);
        Marshaller<Integer> integers = JdkMarshallers.of(Integer.class);
        MarshalException repeated = refused(JdkMarshallers.set(text), "02 00 00 00 01 00 00 00 78 01 00 00 00 78");
        assertEquals(3 + 9, repeated.offset());
        assertTrue(repeated.getMessage().contains("element x at offset 12 was read before"), repeated.getMessage());
        MarshalException order = refused(JdkMarshallers.sortedSet(JdkMarshallers.of(Long.class)),
                "02 00 00 00 01 03 00 00 00 00 00 00 00 01 01 00 00 00 00 00 00 00");
        assertEquals(3 + 13, order.offset());
        assertTrue(order.getMessage().contains("does not come after 3"), order.getMessage());
        MarshalException key = refused(JdkMarshallers.map(text, integers),
                "02 00 00 00 01 00 00 00 6B 01 01 00 00 00 01 00 00 00 6B 01 02 00 00 00");
        assertEquals(3 + 14, key.offset());
        MarshalException keyOrder = refused(JdkMarshallers.sortedMap(text, integers),
                "02 00 00 00 01 00 00 00 62 01 01 00 00 00 01 00 00 00 61 01 02 00 00 00");
        assertEquals(3 + 14, keyOrder.offset());
        // The repeated key's value is read, and refused, before the key is compared with those before it.
        MarshalException value = refused(JdkMarshallers.map(text, integers),
                "02 00 00 00 01 00 00 00 6B 01 01 00 00 00 01 00 00 00 6B 02 00 00 00 00");
        assertEquals(3 + 19, value.offset());
        assertTrue(value.getMessage().contains("presence byte 2"), value.getMessage());
    }

    @Test
    void aSortedContainerWithItsOwnComparatorIsNotWrittenAndLeavesNothing() {
        Marshaller<SortedSet<String>> sets = JdkMarshallers.sortedSet(JdkMarshallers.of(String.class));
        Marshaller<SortedMap<String, String>> maps = JdkMarshallers.sortedMap(JdkMarshallers.of(String.class),
                JdkMarshallers.of(String.class));
        TreeSet<String> reversed = new TreeSet<>(Comparator.reverseOrder());
        reversed.add("a");
        TreeMap<String, String> reversedMap = new TreeMap<>(Comparator.reverseOrder());
        reversedMap.put("a", "b");
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        buffer.putInt(7);
        MarshalException set = assertThrows(MarshalException.class, () -> sets.write(reversed, buffer));
        assertEquals("SortedSet<String> has a custom comparator, which cannot be written: use natural ordering",
                set.getMessage());
        assertEquals(4, buffer.writeIndex());
        assertThrows(MarshalException.class, () -> maps.write(reversedMap, buffer));
        assertEquals(4, buffer.writeIndex());
        // As a type argument's field, the message names the field.
        MarshalException field = assertThrows(MarshalException.class,
                () -> FieldEncoding.of(sets, false, "Page.names").write(new UnsafeBuffer(8), reversed));
        assertTrue(field.getMessage().startsWith("Page.names has a custom comparator"), field.getMessage());
    }

    /**
     * A set or map whose size disagrees with its elements while it is written (a concurrent one's
     * can) fails the write and leaves nothing, as a field of its type does: its count would
     * otherwise not match what follows it, or an element would be dropped without a word.
     */
    @Test
    @SuppressWarnings("serial") // anonymous collections, never serialized
    void aSetOrMapWhoseSizeDisagreesWithItsElementsFailsTheWriteAndLeavesNothing() {
        for (int skew : new int[] {1, -1}) {
            Set<String> set = new LinkedHashSet<>(List.of("z", "a", "m")) {
                @Override
                public int size() {
                    return super.size() + skew;
                }
            };
            SortedSet<String> sorted = new TreeSet<>(List.of("z", "a", "m")) {
                @Override
                public int size() {
                    return super.size() + skew;
                }
            };
            Map<String, Integer> map = new LinkedHashMap<>(Map.of("one", 1, "two", 2)) {
                @Override
                public int size() {
                    return super.size() + skew;
                }
            };
            Marshaller<String> text = JdkMarshallers.of(String.class);
            checkChanging(JdkMarshallers.set(text), set, skew);
            checkChanging(JdkMarshallers.sortedSet(text), sorted, skew);
            checkChanging(JdkMarshallers.map(text, JdkMarshallers.of(Integer.class)), map, skew);
        }
    }

    private static <T> void checkChanging(Marshaller<T> marshaller, T value, int skew) {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        buffer.putLong(0x5555_5555_5555_5555L);
        MarshalException e = assertThrows(MarshalException.class, () -> marshaller.write(value, buffer),
                () -> marshaller + " skew " + skew);
        assertTrue(e.getMessage().contains("the collection changed while it was written"), e.getMessage());
        assertEquals(8, buffer.writeIndex(), marshaller + " skew " + skew);
    }

    @Test
    void aCountIsCheckedAgainstTheBytesLeftAtTheElementsSmallestSizeBeforeAnythingIsRead() {
        Marshaller<Map<String, Integer>> map = JdkMarshallers.map(JdkMarshallers.of(String.class),
                JdkMarshallers.of(Integer.class));
        // Fixed: a String key and an Integer value take at least 4 + 5 bytes; 8 are left.
        MarshalException fixed = refused(map, "01 00 00 00 00 00 00 00 00 00 00 00");
        assertEquals(3, fixed.offset());
        assertTrue(fixed.getMessage().contains("needs at least 9 bytes"), fixed.getMessage());
        MarshalException negative = refused(map, "FE FF FF FF");
        assertEquals(3, negative.offset());
        // Compact: 1 + 1 bytes an entry, so two entries need 4 and three bytes are not enough.
        FieldEncoding<Map<String, Integer>> compact = FieldEncoding.of(map, true, "T.m");
        MarshalException short3 = assertThrows(MarshalException.class, () -> compact.read(after3(hex("03 00 00 00"))));
        assertEquals(3, short3.offset());
        assertTrue(short3.getMessage().contains("needs at least 4 bytes"), short3.getMessage());
        Map<String, Integer> nullAndEmpty = new LinkedHashMap<>();
        nullAndEmpty.put(null, null);
        nullAndEmpty.put("", null);
        assertEquals(nullAndEmpty, readAll(compact, "03 00 00 01 00"));
    }

    @Test
    void truncationInsideAnElementIsReportedWhereItsPartStarts() {
        Marshaller<Map<String, Integer>> map = JdkMarshallers.map(JdkMarshallers.of(String.class),
                JdkMarshallers.of(Integer.class));
        // A box in a container is one part, its presence byte and value together.
        MarshalException box = refused(map, "01 00 00 00 01 00 00 00 6B 01 2C 01 00");
        assertEquals(3 + 9, box.offset());
        // In the compact encoding an Integer's presence byte and its varint are two parts.
        FieldEncoding<List<Integer>> compact = FieldEncoding.of(JdkMarshallers.list(JdkMarshallers.of(Integer.class)),
                true, "T.l");
        MarshalException varint = assertThrows(MarshalException.class, () -> compact.read(after3(hex("02 01 D8"))));
        assertEquals(3 + 2, varint.offset());
        assertTrue(varint.getMessage().startsWith("truncated input: T.l[] has a varint at offset 5 that the input ends"
                + " inside"), varint.getMessage());
        // The path names the element.
        MarshalException utf8 = refused(JdkMarshallers.list(JdkMarshallers.of(String.class)),
                "02 00 00 00 01 00 00 00 61 FD FF FF FF C3");
        assertEquals(3 + 13, utf8.offset());
        assertTrue(utf8.path().endsWith("[1]"), utf8.path());
    }

    /**
     * One value of each kind that breaks a rule of FORMAT.md, and the offset from the value's first
     * byte where a reader refuses it (FORMAT.md, "Where a reader reports an error").
     */
    @Test
    void corruptValuesOfEachKindAreRefusedWhereFormatMdSays() {
        // Fixed, read by the root marshaller, which also puts the read index back.
        assertRefusedAt(JdkMarshallers.of(String.class), "FE FF FF FF", 0); // "" as UTF-8: Latin-1's
        assertRefusedAt(JdkMarshallers.of(String.class), "FD FF FF FF E9", 4); // E9 alone is no UTF-8: malformed before anything else
        assertRefusedAt(JdkMarshallers.of(String.class), "FD FF FF FF 61", 0); // "a" as UTF-8: Latin-1's
        assertRefusedAt(JdkMarshallers.of(String.class), "FC FF FF FF C0 80", 4); // an overlong sequence
        assertRefusedAt(JdkMarshallers.of(Boolean.class), "01 02", 1); // a boolean other than 0 or 1
        assertRefusedAt(JdkMarshallers.of(Short.class), "00 00 01", 2); // a null box's non-zero value byte
        assertRefusedAt(JdkMarshallers.of(Double.class), "03 00 00 00 00 00 00 00 00", 0); // a presence byte
        assertRefusedAt(JdkMarshallers.of(int[].class), "02 00 00 00 01 00 00 00", 0); // a count past the end
        assertRefusedAt(JdkMarshallers.of(boolean[].class), "02 00 00 00 01 02", 5);
        assertRefusedAt(JdkMarshallers.of(UUID.class), "02", 0);
        assertRefusedAt(JdkMarshallers.of(BigInteger.class), "01 02 00 00 00 7F 00", 6); // a redundant sign byte
        assertRefusedAt(JdkMarshallers.of(BitSet.class), "01 00 00 00 00 00 00 00 00 00 00 00", 4); // a zero last word
        assertRefusedAt(JdkMarshallers.of(LocalDate.class), "01 E8 07 00 00 0D 01", 0); // month 13, which the JDK refuses
        assertRefusedAt(JdkMarshallers.of(Instant.class), "01 00 00 00 00 00 00 00 00 00 CA 9A 3B", 9); // 10^9 ns
        assertRefusedAt(JdkMarshallers.of(OptionalInt.class), "03", 0);
        assertRefusedAt(JdkMarshallers.of(Currency.class), "01 45 75 52", 2); // Eur
        assertRefusedAt(JdkMarshallers.of(Locale.class), "02 00 00 00" + ascii("EN"), 0); // not its normal form
        assertRefusedAt(JdkMarshallers.of(ZoneId.class), "0C 00 00 00" + ascii("europe/paris"), 0);
        assertRefusedAt(JdkMarshallers.of(URI.class), "03 00 00 00" + ascii("a b"), 0);
        assertRefusedAt(JdkMarshallers.of(MonthDay.class), "01 02 1E", 2); // February 30th, at the day
        assertRefusedAt(JdkMarshallers.of(ZoneOffset.class), "01 21 FD 00 00", 1); // 64,801 s, past +18:00
        assertRefusedAt(JdkMarshallers.optional(JdkMarshallers.of(String.class)), "03", 0);
        // Compact, read as a field of a compact type.
        assertCompactRefusedAt(JdkMarshallers.of(Integer.class), "01 80 00", 1); // an overlong varint
        assertCompactRefusedAt(JdkMarshallers.of(Long.class), "02", 0);
        assertCompactRefusedAt(JdkMarshallers.of(String.class), "80 80 80 80 10", 0); // wider than 32 bits
        assertCompactRefusedAt(JdkMarshallers.of(String.class), "05 61", 0); // a Latin-1 length past the end
        assertCompactRefusedAt(JdkMarshallers.of(String.class), "06 C4", 0); // a UTF-8 length past the end
        assertCompactRefusedAt(JdkMarshallers.of(String.class), "04 61", 0); // "a" as UTF-8: Latin-1's
        assertCompactRefusedAt(JdkMarshallers.of(BigInteger.class), "01 00", 1); // the null count
        assertCompactRefusedAt(JdkMarshallers.of(BigInteger.class), "01 01", 1); // no bytes
        assertCompactRefusedAt(JdkMarshallers.of(Short.class), "00 01 00", 1); // other boxes keep their value bytes
        assertCompactRefusedAt(JdkMarshallers.enumeration(Side.class), "03", 0);
        assertCompactRefusedAt(JdkMarshallers.list(JdkMarshallers.of(String.class)), "FF FF FF FF 0F", 0);
        assertCompactRefusedAt(JdkMarshallers.optional(JdkMarshallers.of(Integer.class)), "02 00", 1);
    }

    private static void assertRefusedAt(Marshaller<?> marshaller, String bytes, int offset) {
        assertEquals(3 + offset, refused(marshaller, bytes).offset(), () -> marshaller + ": " + bytes);
    }

    private static void assertCompactRefusedAt(Marshaller<?> marshaller, String bytes, int offset) {
        FieldEncoding<?> encoding = FieldEncoding.of(marshaller, true, "Holder.v");
        MarshalException e = assertThrows(MarshalException.class, () -> encoding.read(after3(hex(bytes))),
                () -> marshaller + ": " + bytes);
        assertEquals(3 + offset, e.offset(), () -> marshaller + ": " + bytes + ": " + e.getMessage());
        Inspection inspection = Inspector.inspect(WireSchema.of("Holder", encoding.describe("v")).compact(),
                after3(hex(bytes)));
        assertEquals(e.offset(), inspection.failure().offset(), () -> "inspector: " + inspection.failure().getMessage());
    }

    /** A root's failure is placed from the root: its type, then the elements down to the failing one. */
    @Test
    void aRootsFailureNamesThePathFromTheRoot() {
        MarshalException element = refused(JdkMarshallers.list(JdkMarshallers.of(String.class)),
                "02 00 00 00 01 00 00 00 61 FD FF FF FF C3");
        assertEquals("List<String>[1]", element.path());
        assertEquals("invalid UTF-8 in List<String>[] at offset 16: sequence cut off by the end of the string"
                + " (at List<String>[1])", element.getMessage());
        MarshalException text = refused(JdkMarshallers.of(String.class), "05 00 00 00 61");
        assertEquals("String", text.path());
        assertEquals("truncated input: String has a Latin-1 string of 5 bytes at offset 3, but only 1 remains",
                text.getMessage());
        MarshalException box = refused(JdkMarshallers.of(Integer.class), "02 00 00 00 00");
        assertEquals("Integer: presence byte 2 at offset 3 is neither 0 (null) nor 1 (present)", box.getMessage());
    }

    @Test
    void everyPrefixOfEveryValueIsRefusedWhereTheInspectorRefusesItWithTheIndexPutBack() {
        List<Marshaller<?>> marshallers = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        for (Case<?> c : cases()) {
            marshallers.add(JdkMarshallers.of(c.type()));
            values.add(c.value());
        }
        for (Container<?> c : containers()) {
            marshallers.add(c.marshaller());
            values.add(c.value());
        }
        marshallers.add(JdkMarshallers.enumeration(Side.class));
        values.add(Side.SELL);
        for (int i = 0; i < marshallers.size(); i++) {
            checkPrefixes(marshallers.get(i), values.get(i));
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> void checkPrefixes(Marshaller<T> marshaller, Object value) {
        byte[] bytes = marshaller.toByteArray((T) value);
        for (int n = 0; n < bytes.length; n++) {
            refused(marshaller, hex(Arrays.copyOf(bytes, n)));
        }
        Inspection whole = Inspector.inspect(marshaller.schema(), after3(bytes));
        assertTrue(whole.complete(), () -> marshaller + ": " + whole.failure());
    }

    @Test
    void inTheCompactEncodingTooEveryPrefixIsRefusedWhereTheInspectorRefusesIt() {
        for (Case<?> c : cases()) {
            checkCompactPrefixes(JdkMarshallers.of(c.type()), c.value());
        }
        for (Container<?> c : containers()) {
            checkCompactPrefixes(c.marshaller(), c.value());
        }
        checkCompactPrefixes(JdkMarshallers.enumeration(Side.class), Side.SELL);
    }

    @SuppressWarnings("unchecked")
    private static <T> void checkCompactPrefixes(Marshaller<T> marshaller, Object value) {
        FieldEncoding<T> encoding = FieldEncoding.of(marshaller, true, "Holder.v");
        // What the inspector reads: a compact type holding one field of the argument's type.
        WireSchema holder = WireSchema.of("Holder", encoding.describe("v")).compact();
        UnsafeBuffer out = new UnsafeBuffer(0);
        encoding.write(out, (T) value);
        byte[] bytes = out.toByteArray();
        for (int n = 0; n < bytes.length; n++) {
            byte[] cut = Arrays.copyOf(bytes, n);
            MarshalException e = assertThrows(MarshalException.class, () -> encoding.read(after3(cut)));
            Inspection inspection = Inspector.inspect(holder, after3(cut));
            assertEquals(e.offset(), inspection.failure().offset(), () -> marshaller + " compact, " + cut.length
                    + " bytes: reader " + e.getMessage() + "; inspector " + inspection.failure().getMessage());
        }
        assertTrue(Inspector.inspect(holder, after3(bytes)).complete(), marshaller.toString());
    }

    @Test
    void aLocaleThatWouldNotReadBackIsRefusedNamingTheFieldAndLeavesNothing() {
        @SuppressWarnings("deprecation") // the constructor is the way to make a Locale whose tag loses a part
        Locale usa = new Locale("en", "USA");
        Marshaller<Locale> locales = JdkMarshallers.of(Locale.class);
        for (boolean compact : new boolean[] {false, true}) {
            MarshalException e = assertThrows(MarshalException.class,
                    () -> FieldEncoding.of(locales, compact, "Result.data").write(new UnsafeBuffer(8), usa));
            assertTrue(e.getMessage().contains("Result.data"), e.getMessage());
        }
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        buffer.putInt(7);
        assertThrows(MarshalException.class, () -> locales.write(usa, buffer));
        assertEquals(4, buffer.writeIndex());
    }

    /**
     * The fewest bytes a value of each kind takes is the schema's smallest size of the field the
     * encoding describes, and it is the bytes of null, in both encodings.
     */
    @Test
    void theSmallestSizeIsTheSchemasAndTheSizeOfNull() {
        List<Marshaller<?>> marshallers = new ArrayList<>();
        cases().forEach(c -> marshallers.add(JdkMarshallers.of(c.type())));
        containers().forEach(c -> marshallers.add(c.marshaller()));
        marshallers.add(JdkMarshallers.enumeration(Side.class));
        for (Marshaller<?> marshaller : marshallers) {
            for (boolean compact : new boolean[] {false, true}) {
                FieldEncoding<?> encoding = FieldEncoding.of(marshaller, compact, "T.v");
                String where = marshaller + (compact ? " compact" : " fixed");
                assertEquals(Layout.minSize(encoding.describe("v"), compact), encoding.minSize(), where);
                assertEquals(encoding.minSize(), encoding.sizeOf(null, 0), where);
                assertEquals(encoding.minSize(), hex(written(encoding, null)).length, where);
            }
        }
        // FORMAT.md, "Smallest sizes", fixed then compact.
        assertSmallest(JdkMarshallers.of(String.class), 4, 1);
        assertSmallest(JdkMarshallers.of(Integer.class), 5, 1);
        assertSmallest(JdkMarshallers.of(Long.class), 9, 1);
        assertSmallest(JdkMarshallers.of(Short.class), 3, 3);
        assertSmallest(JdkMarshallers.of(Double.class), 9, 9);
        assertSmallest(JdkMarshallers.enumeration(Side.class), 4, 1);
        assertSmallest(JdkMarshallers.of(long[].class), 4, 4);
        assertSmallest(JdkMarshallers.of(BitSet.class), 4, 4);
        assertSmallest(JdkMarshallers.of(URI.class), 4, 1);
        assertSmallest(JdkMarshallers.of(Locale.class), 4, 1);
        assertSmallest(JdkMarshallers.of(ZoneId.class), 4, 1);
        assertSmallest(JdkMarshallers.of(UUID.class), 1, 1);
        assertSmallest(JdkMarshallers.of(Currency.class), 1, 1);
        assertSmallest(JdkMarshallers.of(OptionalInt.class), 1, 1);
        assertSmallest(JdkMarshallers.list(JdkMarshallers.of(Long.class)), 4, 1);
        assertSmallest(JdkMarshallers.map(JdkMarshallers.of(String.class), JdkMarshallers.of(Long.class)), 4, 1);
        assertSmallest(JdkMarshallers.optional(JdkMarshallers.of(Long.class)), 1, 1);
    }

    private static void assertSmallest(Marshaller<?> marshaller, int fixed, int compact) {
        assertEquals(fixed, FieldEncoding.of(marshaller, false, "T.v").minSize(), marshaller + " fixed");
        assertEquals(compact, FieldEncoding.of(marshaller, true, "T.v").minSize(), marshaller + " compact");
    }

    @Test
    void eachDescribesTheFieldAGeneratedTypeWouldHave() {
        assertEquals(Field.string("v"), describe(JdkMarshallers.of(String.class)));
        assertEquals(Field.boxed("v", Kind.INT, "Integer"), describe(JdkMarshallers.of(Integer.class)));
        assertEquals(Field.boxed("v", Kind.CHAR, "Character"), describe(JdkMarshallers.of(Character.class)));
        assertEquals(Field.array("v", Kind.DOUBLE), describe(JdkMarshallers.of(double[].class)));
        assertEquals(Field.standard("v", "UUID"), describe(JdkMarshallers.of(UUID.class)));
        assertEquals(Field.standard("v", "OffsetTime"), describe(JdkMarshallers.of(OffsetTime.class)));
        for (Case<?> c : cases()) {
            Field field = describe(JdkMarshallers.of(c.type()));
            // Its kind's fixed size is that of the bytes it writes, where it has one.
            int fixed = Layout.fixedSize(field, false);
            assertTrue(fixed == Layout.VARIABLE || fixed == hex(c.fixed()).length, c.toString());
        }

        Field list = describe(JdkMarshallers.list(PointMarshaller.INSTANCE));
        assertEquals(Kind.SEQUENCE, list.kind());
        assertEquals("List<Point>", list.typeName());
        Field element = list.parts().get(0);
        assertEquals(Kind.NESTED, element.kind());
        assertEquals("[]", element.name());
        assertSame(PointMarshaller.SCHEMA, element.nested());

        Field map = describe(JdkMarshallers.sortedMap(JdkMarshallers.of(String.class), JdkMarshallers.of(Long.class)));
        assertEquals(new Field("v", Kind.MAP, null, "SortedMap<String,Long>", List.of(), null,
                List.of(Field.string("key"), Field.boxed("value", Kind.LONG, "Long"))), map);
        Field optional = describe(JdkMarshallers.optional(JdkMarshallers.enumeration(Side.class)));
        assertEquals(Kind.OPTIONAL, optional.kind());
        assertEquals("Optional<JdkEncodingsTest.Side>", optional.typeName());
        assertEquals(Kind.ENUM, optional.parts().get(0).kind());
        assertEquals("value", optional.parts().get(0).name());
        assertEquals(Kind.SEQUENCE, describe(JdkMarshallers.set(JdkMarshallers.of(String.class))).kind());
        assertEquals("SortedSet<String>", describe(JdkMarshallers.sortedSet(JdkMarshallers.of(String.class))).typeName());
    }

    private static Field describe(Marshaller<?> marshaller) {
        Field fixed = FieldEncoding.of(marshaller, false, "T.v").describe("v");
        // The encoding does not change what the field is; the schema holding it says which it is.
        assertEquals(shape(fixed), shape(FieldEncoding.of(marshaller, true, "T.v").describe("v")));
        return fixed;
    }

    /** A field as the schema's JSON shows it: all but the supplier of a nested schema, which is compared by what it gives. */
    private static String shape(Field field) {
        StringBuilder parts = new StringBuilder();
        for (Field part : field.parts()) {
            parts.append(shape(part)).append(' ');
        }
        return field.name() + ":" + field.kind() + ":" + field.element() + ":" + field.typeName() + ":"
                + field.enumConstants() + ":" + field.qualifiedName() + ":" + field.retired() + ":"
                + (field.nestedSchema() == null ? null : System.identityHashCode(field.nested())) + "[" + parts + "]";
    }

    @Test
    void namesAreThoseASchemaGivesTheArgument() {
        Marshaller<String> text = JdkMarshallers.of(String.class);
        assertNames("String", "java.lang.String", text);
        // Arrays are spelled as in source in both names, never [I.
        assertNames("int[]", "int[]", JdkMarshallers.of(int[].class));
        assertNames("List<int[]>", "java.util.List<int[]>", JdkMarshallers.list(JdkMarshallers.of(int[].class)));
        assertNames("BigDecimal", "java.math.BigDecimal", JdkMarshallers.of(BigDecimal.class));
        assertNames("List<String>", "java.util.List<java.lang.String>", JdkMarshallers.list(text));
        assertNames("Set<Point>", "java.util.Set<dev.marshalled.runtime.tool.Point>",
                JdkMarshallers.set(PointMarshaller.INSTANCE));
        assertNames("SortedMap<String,BigDecimal>", "java.util.SortedMap<java.lang.String,java.math.BigDecimal>",
                JdkMarshallers.sortedMap(text, JdkMarshallers.of(BigDecimal.class)));
        assertNames("Optional<List<JdkEncodingsTest.Side>>",
                "java.util.Optional<java.util.List<dev.marshalled.runtime.wire.JdkEncodingsTest$Side>>",
                JdkMarshallers.optional(JdkMarshallers.list(JdkMarshallers.enumeration(Side.class))));
        assertEquals("JdkMarshallers[Map<String,Point>]", JdkMarshallers.map(text, PointMarshaller.INSTANCE).toString());
        assertSame(List.class, JdkMarshallers.list(text).type());
        assertSame(SortedMap.class, JdkMarshallers.sortedMap(text, text).type());
        assertSame(Optional.class, JdkMarshallers.optional(text).type());
    }

    private static void assertNames(String display, String qualified, Marshaller<?> marshaller) {
        assertEquals(display, FieldEncoding.display(marshaller));
        assertEquals(display, FieldEncoding.of(marshaller, true, "T.v").display());
        assertEquals(display, marshaller.schema().typeName());
        assertEquals(qualified, FieldEncoding.qualifiedName(marshaller));
    }

    /** Marshallers of one type with equal arguments write the same bytes, so one parameterization holds either. */
    @Test
    void marshallersOfOneTypeWithEqualArgumentsAreEqual() {
        Marshaller<String> text = JdkMarshallers.of(String.class);
        assertEquals(text, JdkMarshallers.of(String.class));
        assertEquals(text.hashCode(), JdkMarshallers.of(String.class).hashCode());
        assertEquals(JdkMarshallers.list(text), JdkMarshallers.list(JdkMarshallers.of(String.class)));
        assertEquals(JdkMarshallers.list(text).hashCode(), JdkMarshallers.list(JdkMarshallers.of(String.class)).hashCode());
        assertEquals(JdkMarshallers.enumeration(Side.class), JdkMarshallers.enumeration(Side.class));
        assertEquals(JdkMarshallers.map(text, PointMarshaller.INSTANCE), JdkMarshallers.map(text, PointMarshaller.INSTANCE));
        assertNotEquals(JdkMarshallers.list(text), JdkMarshallers.set(text));
        assertNotEquals(JdkMarshallers.list(text), JdkMarshallers.list(JdkMarshallers.of(Integer.class)));
        assertNotEquals(JdkMarshallers.map(text, JdkMarshallers.of(Long.class)),
                JdkMarshallers.map(JdkMarshallers.of(Long.class), text));
        assertNotEquals(JdkMarshallers.of(Integer.class), JdkMarshallers.of(Long.class));
    }
}
