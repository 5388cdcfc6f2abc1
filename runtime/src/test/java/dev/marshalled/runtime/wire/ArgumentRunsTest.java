package dev.marshalled.runtime.wire;

import static dev.marshalled.runtime.wire.TestBytes.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import dev.marshalled.runtime.tool.Point;
import dev.marshalled.runtime.tool.PointMarshaller;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.WireSchema;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The runs of fixed-size fields that a parameterization's arguments make (FORMAT.md, "Generic
 * types": runs are the substituted type's): checked whole where one starts, reported at its first
 * byte with a label naming its fields, without moving the read index; split by versions, and
 * absent where the compact encoding makes an argument a varint.
 */
class ArgumentRunsTest {
    enum Side { BUY, SELL }

    /** {@code record Quote<T>(boolean firm, T size, int venue)}, the example FORMAT.md gives. */
    record Quote<T>(boolean firm, T size, int venue) {
    }

    /**
     * Written as the processor generates it for {@link Quote}: the generic code takes its own
     * runs ({@code firm}, {@code venue}) and, where a run the arguments make may start, asks the
     * parameterization's {@link ArgumentRuns} first.
     */
    static final class QuoteMarshaller<T> implements Marshaller<Quote<T>> {
        private static final String TYPE = "Quote";
        private static final String FIRM = "Quote.firm";
        private static final String VENUE = "Quote.venue";
        private final FieldEncoding<T> sizeEncoding;
        private final WireSchema schema;
        private final ArgumentRuns runs;

        QuoteMarshaller(Marshaller<T> marshallerOfT) {
            this.sizeEncoding = FieldEncoding.of(marshallerOfT, false, "Quote.size");
            this.schema = WireSchema.of("Quote<" + FieldEncoding.display(marshallerOfT) + ">",
                    Field.primitive("firm", Kind.BOOLEAN),
                    FieldEncoding.withArguments(FieldEncoding.of(marshallerOfT, false, "size").describe("size"),
                            new String[] {"T"}, new String[] {FieldEncoding.display(marshallerOfT)}),
                    Field.primitive("venue", Kind.INT))
                    .origin("dev.marshalled.runtime.wire.ArgumentRunsTest$Quote<"
                            + FieldEncoding.qualifiedName(marshallerOfT) + ">", true, false);
            this.runs = ArgumentRuns.of(schema, TYPE);
        }

        @Override
        public void write(Quote<T> value, UnsafeBuffer buffer) {
            Booleans.putAt(buffer, buffer.claim(1), value.firm());
            sizeEncoding.write(buffer, value.size());
            buffer.putIntAt(buffer.claim(4), value.venue());
        }

        @Override
        public Quote<T> read(UnsafeBuffer buffer) {
            int mark = buffer.readIndex();
            String field = null;
            try {
                field = FIRM;
                runs.check(buffer, 0);
                boolean firm = Booleans.getAt(buffer, buffer.take(1, FIRM), FIRM);
                field = "Quote.size";
                T size = sizeEncoding.read(buffer);
                field = VENUE;
                runs.check(buffer, 2);
                int venue = buffer.getIntAt(buffer.take(4, VENUE));
                return new Quote<>(firm, size, venue);
            } catch (RuntimeException failure) {
                throw Nesting.abortRead(buffer, mark, failure, TYPE, field);
            }
        }

        @Override
        public int sizeOf(Quote<T> value) {
            return 5 + sizeEncoding.sizeOf(value.size(), 0);
        }

        @Override
        public WireSchema schema() {
            return schema;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Class<Quote<T>> type() {
            return (Class<Quote<T>>) (Class<?>) Quote.class;
        }
    }

    /** A buffer holding three unrelated bytes, then {@code bytes}, its read index at them. */
    private static UnsafeBuffer after3(byte[] bytes) {
        byte[] all = new byte[3 + bytes.length];
        Arrays.fill(all, 0, 3, (byte) 0x55);
        System.arraycopy(bytes, 0, all, 3, bytes.length);
        return UnsafeBuffer.wrap(all).readIndex(3);
    }

    /**
     * Reads every prefix of {@code value}'s bytes, placed at offset 3; @return for each length, the
     * offset of the failure, after checking the read index is back and the inspector agrees
     */
    private static <T> int[] offsetsOfEveryPrefix(QuoteMarshaller<T> quotes, Quote<T> value) {
        byte[] bytes = quotes.toByteArray(value);
        UnsafeBuffer whole = after3(bytes);
        assertEquals(value, quotes.read(whole));
        assertEquals(whole.writeIndex(), whole.readIndex());
        int[] offsets = new int[bytes.length];
        for (int n = 0; n < bytes.length; n++) {
            UnsafeBuffer cut = after3(Arrays.copyOf(bytes, n));
            MarshalException e = assertThrows(MarshalException.class, () -> quotes.read(cut));
            assertEquals(3, cut.readIndex(), e.getMessage());
            Inspection inspection = Inspector.inspect(quotes.schema(), after3(Arrays.copyOf(bytes, n)));
            assertEquals(e.offset(), inspection.failure().offset(), () -> "reader: " + e.getMessage() + "; inspector: "
                    + inspection.failure().getMessage());
            offsets[n] = e.offset();
        }
        return offsets;
    }

    @Test
    void aBoxArgumentMakesOneRunWithItsNeighboursReportedAtItsFirstByte() {
        QuoteMarshaller<Integer> quotes = new QuoteMarshaller<>(JdkMarshallers.of(Integer.class));
        Quote<Integer> quote = new Quote<>(true, 7, 9);
        assertEquals("01 01 07 00 00 00 09 00 00 00", hex(quotes.toByteArray(quote)));
        int[] offsets = offsetsOfEveryPrefix(quotes, quote);
        int[] expected = new int[10];
        Arrays.fill(expected, 3);
        assertEquals(Arrays.toString(expected), Arrays.toString(offsets), "a 10-byte run, checked whole before firm");
        MarshalException e = assertThrows(MarshalException.class,
                () -> quotes.read(after3(hex("01 01 07 00 00 00 09 00 00"))));
        assertTrue(e.getMessage().startsWith("truncated input: Quote.{firm, size, venue} needs 10 bytes at offset 3 but"
                + " only 9 remain"), e.getMessage());
    }

    @Test
    void aFixedEnumArgumentJoinsTheRunToo() {
        QuoteMarshaller<Side> quotes = new QuoteMarshaller<>(JdkMarshallers.enumeration(Side.class));
        int[] offsets = offsetsOfEveryPrefix(quotes, new Quote<>(false, Side.SELL, 1));
        int[] expected = new int[9];
        Arrays.fill(expected, 3);
        assertEquals(Arrays.toString(expected), Arrays.toString(offsets));
    }

    @Test
    void aTextOrNestedArgumentEndsTheRunAndTheFieldAfterItStartsAnother() {
        // 01 | 02 00 00 00 61 62 | 09 00 00 00: firm, the string's length and bytes, venue.
        QuoteMarshaller<String> texts = new QuoteMarshaller<>(JdkMarshallers.of(String.class));
        assertEquals("[3, 4, 4, 4, 4, 4, 4, 10, 10, 10, 10]",
                Arrays.toString(offsetsOfEveryPrefix(texts, new Quote<>(true, "ab", 9))));
        MarshalException venue = assertThrows(MarshalException.class,
                () -> texts.read(after3(hex("01 02 00 00 00 61 62 09"))));
        assertTrue(venue.getMessage().startsWith("truncated input: Quote.venue needs 4 bytes at offset 10 but only 1"
                + " remains"), venue.getMessage());
        // 01 | 01 | 01 00 00 00 02 00 00 00 | 09 00 00 00: a presence byte, then Point's own run.
        QuoteMarshaller<Point> points = new QuoteMarshaller<>(PointMarshaller.INSTANCE);
        assertEquals("[3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 13, 13, 13, 13]",
                Arrays.toString(offsetsOfEveryPrefix(points, new Quote<>(true, new Point(1, 2), 9))));
    }

    @Test
    void checkingLooksOnlyWhereARunStartsAndMovesNothing() {
        ArgumentRuns runs = ArgumentRuns.of(new QuoteMarshaller<>(JdkMarshallers.of(Integer.class)).schema(), "Quote");
        UnsafeBuffer exact = after3(new byte[10]);
        runs.check(exact, 0);
        assertEquals(3, exact.readIndex());
        UnsafeBuffer empty = after3(new byte[0]);
        runs.check(empty, 1);
        runs.check(empty, 2);
        assertEquals(3, empty.readIndex());
        UnsafeBuffer nine = after3(new byte[9]);
        MarshalException e = assertThrows(MarshalException.class, () -> runs.check(nine, 0));
        assertEquals("truncated input: Quote.{firm, size, venue} needs 10 bytes at offset 3 but only 9 remain",
                e.getMessage());
        assertEquals(3, e.offset());
        assertEquals(3, nine.readIndex());
    }

    /** Inside an evolvable or framed body, the run must end inside the body's window, not merely the input. */
    @Test
    void aRunIsCheckedAgainstTheEndOfTheBodyItIsIn() {
        ArgumentRuns runs = ArgumentRuns.of(new QuoteMarshaller<>(JdkMarshallers.of(Long.class)).schema(), "Quote");
        UnsafeBuffer buffer = after3(new byte[20]);
        int previous = buffer.limitRead(3 + 13);
        MarshalException e = assertThrows(MarshalException.class, () -> runs.check(buffer, 0));
        assertEquals("truncated input: Quote.{firm, size, venue} needs 14 bytes at offset 3 but only 13 remain",
                e.getMessage());
        buffer.restoreReadLimit(previous);
        runs.check(buffer, 0);
        assertEquals(3, buffer.readIndex());
    }

    private static Field argument(Marshaller<?> argument, boolean compact, String name) {
        return FieldEncoding.of(argument, compact, name).describe(name);
    }

    /** In an evolvable type a run holds the fields of one version: each version's first field starts one. */
    @Test
    void versionsSplitRuns() {
        Marshaller<Integer> integers = JdkMarshallers.of(Integer.class);
        Field[] fields = {Field.primitive("a", Kind.INT), argument(integers, false, "b"), Field.primitive("c", Kind.INT),
            argument(integers, false, "d")};
        ArgumentRuns evolvable = ArgumentRuns.of(WireSchema.evolvable("V", 0, false, new int[] {1, 1, 2, 2}, fields), "V");
        UnsafeBuffer eight = after3(new byte[8]);
        MarshalException first = assertThrows(MarshalException.class, () -> evolvable.check(eight, 0));
        assertEquals("truncated input: V.{a, b} needs 9 bytes at offset 3 but only 8 remain", first.getMessage());
        MarshalException second = assertThrows(MarshalException.class, () -> evolvable.check(eight, 2));
        assertEquals("truncated input: V.{c, d} needs 9 bytes at offset 3 but only 8 remain", second.getMessage());
        evolvable.check(eight, 1);
        evolvable.check(eight, 3);
        evolvable.check(after3(new byte[9]), 2);
        // The same fields, all of one version, are one run.
        ArgumentRuns flat = ArgumentRuns.of(WireSchema.of("V", fields), "V");
        UnsafeBuffer seventeen = after3(new byte[17]);
        MarshalException whole = assertThrows(MarshalException.class, () -> flat.check(seventeen, 0));
        assertEquals("truncated input: V.{a, b, c, d} needs 18 bytes at offset 3 but only 17 remain", whole.getMessage());
        flat.check(after3(new byte[0]), 2);
    }

    /**
     * In the compact encoding an {@code Integer}'s, {@code Long}'s, {@code int}'s and enum's value
     * is a varint, which ends a run; the other boxes stay fixed-size and join their neighbours.
     */
    @Test
    void compactIntegersLongsAndEnumsAreVarintsAndMakeNoRun() {
        for (Marshaller<?> varint : new Marshaller<?>[] {JdkMarshallers.of(Integer.class), JdkMarshallers.of(Long.class),
            JdkMarshallers.enumeration(Side.class)}) {
            ArgumentRuns runs = ArgumentRuns.of(compactQuote(varint), "Quote");
            MarshalException firm = assertThrows(MarshalException.class, () -> runs.check(after3(new byte[0]), 0));
            assertEquals("truncated input: Quote.firm needs 1 byte at offset 3 but only 0 remain", firm.getMessage(),
                    varint.toString());
            runs.check(after3(new byte[1]), 0);
            runs.check(after3(new byte[0]), 1);
            runs.check(after3(new byte[0]), 2); // venue, an int, is a varint too
        }
        ArgumentRuns shorts = ArgumentRuns.of(compactQuote(JdkMarshallers.of(Short.class)), "Quote");
        MarshalException e = assertThrows(MarshalException.class, () -> shorts.check(after3(new byte[3]), 0));
        assertEquals("truncated input: Quote.{firm, size} needs 4 bytes at offset 3 but only 3 remain", e.getMessage());
        ArgumentRuns doubles = ArgumentRuns.of(compactQuote(JdkMarshallers.of(Double.class)), "Quote");
        assertEquals(3, assertThrows(MarshalException.class, () -> doubles.check(after3(new byte[9]), 0)).offset());
        doubles.check(after3(new byte[10]), 0);
    }

    /** The schema of {@code Quote<T>} as a compact generic type describes it. */
    private static WireSchema compactQuote(Marshaller<?> argument) {
        return WireSchema.of("Quote<" + FieldEncoding.display(argument) + ">", Field.primitive("firm", Kind.BOOLEAN),
                argument(argument, true, "size"), Field.primitive("venue", Kind.INT)).compact();
    }

    /** A field may start no run at all: a schema without fixed-size fields checks nothing. */
    @Test
    void aSchemaWithoutFixedSizeFieldsChecksNothing() {
        ArgumentRuns runs = ArgumentRuns.of(WireSchema.of("Texts", Field.string("a"),
                argument(JdkMarshallers.of(String.class), false, "b")), "Texts");
        UnsafeBuffer empty = after3(new byte[0]);
        runs.check(empty, 0);
        runs.check(empty, 1);
        assertEquals(3, empty.readIndex());
    }
}
