package dev.marshalled.runtime.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.runtime.wire.Bodies;
import dev.marshalled.runtime.wire.Strings;
import java.util.Arrays;
import java.util.List;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import org.junit.jupiter.api.Test;

/**
 * The inspector on a schema built here as generated code builds one, and bytes written here by the
 * format's rules: the tree as text, JSON and hex dump, and a partial inspection, never an
 * exception, for bytes that are not a whole value.
 */
class InspectorTest {
    enum Side { BUY, SELL }

    /** {@code record Trade(long id, String symbol, Side side, Integer qty, List<String> tags)}. */
    static final WireSchema TRADE = WireSchema.of("Trade",
            Field.primitive("id", Kind.LONG),
            Field.string("symbol"),
            Field.enumeration("side", "Trade.Side", Side.values()),
            Field.boxed("qty", Kind.INT, "Integer"),
            Field.sequence("tags", "List<String>", Field.string("[]")));

    /** Trade(42, "ACME", SELL, 5, ["a"]): 34 bytes. */
    static byte[] trade() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putLong(42);
        Strings.write(buffer, "ACME");
        buffer.putInt(Side.SELL.ordinal());
        buffer.putByte((byte) 1);
        buffer.putInt(5);
        buffer.putInt(1);
        Strings.write(buffer, "a");
        return buffer.toByteArray();
    }

    private static Inspection inspect(byte[] bytes) {
        return Inspector.inspect(TRADE, UnsafeBuffer.wrap(bytes));
    }

    @Test
    void aWholeValueAsTextAndJson() {
        Inspection inspection = inspect(trade());
        assertTrue(inspection.complete());
        assertNull(inspection.failure());
        assertEquals(34, inspection.length());
        assertEquals("Trade{id=42, symbol=\"ACME\", side=SELL, qty=5, tags=[\"a\"]}", inspection.toText());
        assertEquals("{\"id\":42,\"symbol\":\"ACME\",\"side\":\"SELL\",\"qty\":5,\"tags\":[\"a\"]}", inspection.toJson());
    }

    @Test
    void aWholeValueAsAHexDump() {
        assertEquals(String.join("\n",
                "Trade: 34 bytes at offset 0",
                "offset   size  bytes                      field                    type           value",
                "     0      8  2a 00 00 00 00 00 00 00    id                       long           42",
                "     8      8  04 00 00 00 41 43 4d 45    symbol                   String         \"ACME\"",
                "    16      4  01 00 00 00                side                     Trade.Side     SELL",
                "    20      5  01 05 00 00 00             qty                      Integer        5",
                "    25      9  01 00 00 00 01 00 00 00 .. tags                     List<String>   1 elements",
                "    29      5  01 00 00 00 61               [0]                    String         \"a\"",
                ""), inspect(trade()).toHexDump());
    }

    @Test
    void nullsAreShownAsNull() {
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putLong(-1);
        Strings.write(buffer, null);
        buffer.putInt(-1);
        buffer.claim(5);
        buffer.putInt(-1);
        Inspection inspection = inspect(buffer.toByteArray());
        assertEquals("Trade{id=-1, symbol=null, side=null, qty=null, tags=null}", inspection.toText());
        assertEquals("{\"id\":-1,\"symbol\":null,\"side\":null,\"qty\":null,\"tags\":null}", inspection.toJson());
    }

    @Test
    void truncatedBytesGiveWhatDecodedAndWhereItStopped() {
        UnsafeBuffer buffer = UnsafeBuffer.wrap(Arrays.copyOf(trade(), 20));
        Inspection inspection = Inspector.inspect(TRADE, buffer);
        assertFalse(inspection.complete());
        assertEquals(-1, inspection.length());
        assertEquals(16, inspection.failure().offset());
        // side and qty are one fixed-size run of 9 bytes, checked where it starts
        String error = "truncated input: Trade.{side, qty} needs 9 bytes at offset 16 but only 4 remain";
        assertEquals(error, inspection.failure().getMessage());
        assertEquals("Trade{id=42, symbol=\"ACME\"} ... error at offset 16: " + error, inspection.toText());
        assertEquals("{\"id\":42,\"symbol\":\"ACME\"}", inspection.toJson(), "partial JSON holds what decoded");
        assertTrue(inspection.toHexDump().startsWith("Trade: decoding failed after 16 of 20 bytes\n"),
                inspection.toHexDump());
        assertTrue(inspection.toHexDump().endsWith("error at offset 16: " + error + "\n"), inspection.toHexDump());
        assertEquals(0, buffer.readIndex(), "as a reader leaves it");
    }

    @Test
    void corruptValuesAreReportedWhereTheyStart() {
        byte[] badEnum = trade();
        badEnum[16] = 5;
        Inspection e = inspect(badEnum);
        assertEquals("Trade.side: enum ordinal 5 at offset 16 is out of range 0..1", e.failure().getMessage());
        assertEquals("{\"id\":42,\"symbol\":\"ACME\"}", e.toJson());
        byte[] badCount = trade();
        badCount[25] = (byte) 0xFE;
        badCount[26] = (byte) 0xFF;
        badCount[27] = (byte) 0xFF;
        badCount[28] = (byte) 0xFF;
        Inspection c = inspect(badCount);
        assertEquals("Trade.tags: count -2 at offset 25 is negative (only -1, meaning null, is allowed)",
                c.failure().getMessage());
        assertEquals(25, c.failure().offset());
        byte[] badBox = trade();
        badBox[20] = 0;
        assertEquals("Trade.qty: null box at offset 20 has byte 0x05 at offset 21 (the value bytes of a null box are"
                + " zero)", inspect(badBox).failure().getMessage());
        byte[] cutString = Arrays.copyOf(trade(), 33);
        Inspection s = inspect(cutString);
        assertEquals("Trade{id=42, symbol=\"ACME\", side=SELL, qty=5, tags=[]} ... error at offset 29: truncated input:"
                + " Trade.tags[0] has a Latin-1 string of 1 byte at offset 29, but only 0 remain", s.toText());
    }

    @Test
    void messagesOneAfterAnotherStopAtTheFirstThatFails() {
        byte[] one = trade();
        byte[] bytes = new byte[one.length * 2 + 3];
        System.arraycopy(one, 0, bytes, 0, one.length);
        System.arraycopy(one, 0, bytes, one.length, one.length);
        List<Inspection> all = Inspector.inspectAll(TRADE, UnsafeBuffer.wrap(bytes));
        assertEquals(3, all.size());
        assertTrue(all.get(1).complete());
        assertFalse(all.get(2).complete());
        assertEquals("truncated input: Trade.id needs 8 bytes at offset 68 but only 3 remain",
                all.get(2).failure().getMessage());
    }

    @Test
    void anEvolvableBodyShowsAbsentAndSkippedFields() {
        WireSchema versioned = WireSchema.evolvable("Account", 0, false, new int[] {1, 2},
                Field.primitive("id", Kind.INT), Field.primitive("limit", Kind.INT));
        UnsafeBuffer older = new UnsafeBuffer(0);
        int at = Bodies.begin(older);
        older.putInt(7);
        Bodies.end(older, at);
        assertEquals("Account{(body length)=4, id=7, limit=absent (added in version 2), default}",
                Inspector.inspect(versioned, UnsafeBuffer.wrap(older.toByteArray())).toText());
        UnsafeBuffer newer = new UnsafeBuffer(0);
        at = Bodies.begin(newer);
        newer.putInt(7);
        newer.putInt(8);
        newer.putShort((short) 9);
        Bodies.end(newer, at);
        Inspection inspection = Inspector.inspect(versioned, UnsafeBuffer.wrap(newer.toByteArray()));
        assertEquals("Account{(body length)=10, id=7, limit=8, (later fields)=2 bytes written by a newer version,"
                + " skipped}", inspection.toText());
        assertEquals(14, inspection.length());
    }

    @Test
    void nestedAndSealedValuesAreComposites() {
        WireSchema card = WireSchema.of("Card", Field.string("number"));
        WireSchema cash = WireSchema.of("Cash");
        WireSchema order = WireSchema.of("Order", Field.nested("card", "Card", () -> card),
                Field.union("payment", "Payment", Field.nested("Card", "Card", () -> card),
                        Field.nested("Cash", "Cash", () -> cash)));
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putByte((byte) 1);
        Strings.write(buffer, "4111");
        buffer.putByte((byte) 2);
        assertEquals("Order{card=Card{number=\"4111\"}, payment=Cash{}}",
                Inspector.inspect(order, UnsafeBuffer.wrap(buffer.toByteArray())).toText());
        byte[] badTag = buffer.toByteArray();
        badTag[badTag.length - 1] = 3;
        Inspection bad = Inspector.inspect(order, UnsafeBuffer.wrap(badTag));
        assertEquals("Order.payment: subtype tag 3 at offset 9 is out of range 1..2 (0 means null)",
                bad.failure().getMessage());
        assertEquals("{\"card\":{\"number\":\"4111\"}}", bad.toJson());
    }

    @Test
    void longSequencesAreSummarisedInTheHexDumpOnly() {
        WireSchema numbers = WireSchema.of("Numbers", Field.sequence("values", "List<Integer>",
                Field.boxed("[]", Kind.INT, "Integer")));
        UnsafeBuffer buffer = new UnsafeBuffer(0);
        buffer.putInt(20);
        for (int i = 0; i < 20; i++) {
            buffer.putByte((byte) 1);
            buffer.putInt(i);
        }
        Inspection inspection = Inspector.inspect(numbers, UnsafeBuffer.wrap(buffer.toByteArray()));
        assertTrue(inspection.toText().endsWith(", 18, 19]}"), inspection.toText());
        String dump = inspection.toHexDump();
        assertTrue(dump.contains("    79      5  01 0f 00 00 00               [15]                   Integer        15\n"),
                dump);
        assertFalse(dump.contains("[16]"), dump);
        // under the elements' names, spanning the bytes of the elements not shown
        assertTrue(dump.endsWith("    84     20" + " ".repeat(31) + "... 4 more elements\n"), dump);
    }

    /** A root from JdkMarshallers is the value itself: the inspector's paths are the reader's, with no field name. */
    @Test
    void pathsOfAJdkMarshallersRootAreTheReaders() {
        Marshaller<List<String>> list = JdkMarshallers.list(JdkMarshallers.of(String.class));
        UnsafeBuffer written = new UnsafeBuffer(64);
        list.write(List.of("a", "b"), written);
        byte[] bytes = Arrays.copyOf(written.array(), written.writeIndex());
        bytes[bytes.length - 4] = 9; // the second string's length, past the end
        assertSamePaths(list, bytes, "List<String>[1]");
        Marshaller<Integer> number = JdkMarshallers.of(Integer.class);
        assertSamePaths(number, new byte[] {2, 0, 0, 0, 0}, "Integer");
    }

    private static void assertSamePaths(Marshaller<?> marshaller, byte[] bytes, String path) {
        MarshalException read = org.junit.jupiter.api.Assertions.assertThrows(MarshalException.class,
                () -> marshaller.read(UnsafeBuffer.wrap(bytes)));
        Inspection inspection = Inspector.inspect(marshaller, bytes);
        assertEquals(path, read.path(), read.getMessage());
        assertEquals(read.offset(), inspection.failure().offset());
        // The inspector names the place by its path, the reader by its label and then that path.
        String inspected = inspection.failure().getMessage();
        assertTrue(inspected.contains(": " + path + " ") || inspected.contains(path + ":"), inspected);
        assertFalse(inspected.contains(".value"), inspected);
    }
}
