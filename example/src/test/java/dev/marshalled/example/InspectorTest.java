package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.Node;
import dev.marshalled.example.model.NodeMarshaller;
import dev.marshalled.example.model.Point;
import dev.marshalled.example.model.Versioned;
import dev.marshalled.example.model.VersionedMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The inspector decodes generated marshallers' bytes by their schema alone. */
class InspectorTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void schemaListsFieldsInWireOrder() {
        WireSchema schema = TradeMarshaller.INSTANCE.schema();
        assertSame(TradeMarshaller.SCHEMA, schema);
        assertEquals("Trade { long id, double price, int quantity, String symbol, Trade.Side side }", schema.toString());
        assertEquals(java.util.List.of("BUY", "SELL"), schema.fields().get(4).enumConstants());
        WireSchema node = NodeMarshaller.SCHEMA;
        assertSame(node, node.fields().get(1).nested(), "a recursive type refers to its own schema");
    }

    @Test
    void hexDumpOfATrade() {
        byte[] bytes = TradeMarshaller.INSTANCE.toByteArray(new Trade(42L, 99.5, 300, "ACME", Trade.Side.SELL));
        String expected = String.join("\n",
                "Trade: 32 bytes at offset 0",
                "offset   size  bytes                      field                    type           value",
                "     0      8  2a 00 00 00 00 00 00 00    id                       long           42",
                "     8      8  00 00 00 00 00 e0 58 40    price                    double         99.5",
                "    16      4  2c 01 00 00                quantity                 int            300",
                "    20      8  04 00 00 00 41 43 4d 45    symbol                   String         \"ACME\"",
                "    28      4  01 00 00 00                side                     Trade.Side     SELL",
                "");
        assertEquals(expected, Inspector.inspect(TradeMarshaller.INSTANCE, bytes).toHexDump());
    }

    @Test
    void hexDumpOfNestedNullsBoxesAndArrays() {
        AllTypes value = new AllTypes();
        value.boxedInt = -1;
        value.string = "\u0100\n"; // UTF-8 (a char above U+00FF): prefix -2 - 3
        value.shorts = new short[20];
        value.color = Color.GREEN;
        value.point = new Point(1, 2, null);
        String dump = Inspector.inspect(AllTypesMarshaller.INSTANCE, AllTypesMarshaller.INSTANCE.toByteArray(value))
                .toHexDump();
        // Offsets follow FORMAT.md: 30 bytes of primitives, then the boxes, the string, the arrays...
        for (String row : new String[] {
            "    37      3  00 00 00                   boxedChar                Character      null",
            "    40      5  01 ff ff ff ff             boxedInt                 Integer        -1",
            "    68      7  fb ff ff ff c4 80 0a       string                   String         \"\u0100\\n\"",
            "    83     44  14 00 00 00 00 00 00 00 .. shorts                   short[20]      20 elements",
            "    87      2  00 00                        [0]                    short          0",
            "   117      2  00 00                        [15]                   short          0",
            "   119      8                               ... 4 more elements",
            "   147      4  01 00 00 00                color                    Color          GREEN",
            "   151     13  01 01 00 00 00 02 00 00 .. point                    Point",
            "   152      4  01 00 00 00                  x                      int            1",
            "   160      4  ff ff ff ff                  label                  String         null",
        }) {
            assertTrue(dump.contains(row + "\n"), () -> "missing row\n" + row + "\nin\n" + dump);
        }
        assertTrue(dump.startsWith("AllTypes: 164 bytes at offset 0\n"), dump);
    }

    @Test
    void textOfAValue() {
        byte[] bytes = TradeMarshaller.INSTANCE.toByteArray(new Trade(1, -0.0, 2, null, null));
        assertEquals("Trade{id=1, price=-0.0, quantity=2, symbol=null, side=null}",
                Inspector.inspect(TradeMarshaller.INSTANCE, bytes).toText());
        byte[] node = NodeMarshaller.INSTANCE.toByteArray(Node.chain(2));
        assertEquals("Node{value=1, next=Node{value=2, next=null}}", Inspector.inspect(NodeMarshaller.INSTANCE, node).toText());
    }

    @Test
    void jsonParsesAndMatchesTheValue() throws Exception {
        Random random = new Random(5);
        for (int i = 0; i < 300; i++) {
            AllTypes value = i < Values.edgeCases().size() ? Values.edgeCases().get(i) : Values.random(random);
            String json = Inspector.inspect(AllTypesMarshaller.INSTANCE, AllTypesMarshaller.INSTANCE.toByteArray(value))
                    .toJson();
            JsonNode tree = JSON.readTree(json);
            assertEquals(value.aLong, tree.get("aLong").asLong(), json);
            assertEquals(value.anInt, tree.get("anInt").asInt());
            assertEquals(String.valueOf(value.aChar), tree.get("aChar").asText());
            assertEquals(value.string, tree.get("string").isNull() ? null : tree.get("string").asText(), json);
            if (value.boxedDouble == null) {
                assertTrue(tree.get("boxedDouble").isNull());
            } else if (value.boxedDouble.isNaN() || value.boxedDouble.isInfinite()) {
                assertEquals(value.boxedDouble.toString(), tree.get("boxedDouble").asText());
            } else {
                assertEquals(value.boxedDouble, tree.get("boxedDouble").asDouble());
            }
            if (value.longs == null) {
                assertTrue(tree.get("longs").isNull());
            } else {
                assertEquals(value.longs.length, tree.get("longs").size());
                for (int k = 0; k < value.longs.length; k++) {
                    assertEquals(value.longs[k], tree.get("longs").get(k).asLong());
                }
            }
            assertEquals(value.color == null ? null : value.color.name(),
                    tree.get("color").isNull() ? null : tree.get("color").asText());
            if (value.point != null) {
                assertEquals(value.point.x(), tree.get("point").get("x").asInt());
                assertEquals(value.point.label(),
                        tree.get("point").get("label").isNull() ? null : tree.get("point").get("label").asText());
            }
        }
    }

    @Test
    void truncatedInputGivesThePartialDumpAndTheOffset() {
        byte[] bytes = MarketDataMarshaller.INSTANCE.toByteArray(MarketData.sample());
        Inspection inspection = Inspector.inspect(MarketDataMarshaller.INSTANCE, Arrays.copyOf(bytes, 60));
        assertFalse(inspection.complete());
        assertEquals(17, inspection.failure().offset());
        String expected = String.join("\n",
                "MarketData: decoding failed after 17 of 60 bytes",
                "offset   size  bytes                      field                    type           value",
                "     0      8  07 00 00 00 00 00 00 00    sourceId                 long           7",
                "     8      1  01                         special                  boolean        true",
                "     9      4  03 00 00 00                orderCode                int            3",
                "    13      4  01 00 00 00                priority                 int            1",
                "error at offset 17: truncated input: MarketData.prices has length 10 at offset 17, which needs 80 bytes,"
                        + " but only 39 remain",
                "");
        assertEquals(expected, inspection.toHexDump());
        assertEquals("{\"sourceId\":7,\"special\":true,\"orderCode\":3,\"priority\":1}", inspection.toJson());
        assertTrue(inspection.toText().startsWith("MarketData{sourceId=7, special=true, orderCode=3, priority=1} ... error"
                + " at offset 17"), inspection.toText());
    }

    @Test
    void failureInsideANestedValueShowsTheFieldsAroundIt() {
        AllTypes value = new AllTypes();
        value.point = new Point(5, 6, "label");
        byte[] bytes = AllTypesMarshaller.INSTANCE.toByteArray(value);
        Inspection inspection = Inspector.inspect(AllTypesMarshaller.INSTANCE, Arrays.copyOf(bytes, bytes.length - 2));
        assertEquals("truncated input: AllTypes.point.label has a Latin-1 string of 5 bytes at offset 117, but only 3"
                + " remain", inspection.failure().getMessage());
        String dump = inspection.toHexDump();
        assertTrue(dump.contains("point                    Point          (incomplete)"), dump);
        assertTrue(dump.contains("    x                      int            5"), dump);
        assertTrue(dump.contains("    y                      int            6"), dump);
    }

    @Test
    void anyCorruptionGivesAnInspectionNeverAnException() {
        Random random = new Random(9);
        byte[] full = AllTypesMarshaller.INSTANCE.toByteArray(Values.edgeCases().get(1));
        for (int i = 0; i < 5000; i++) {
            byte[] bytes = full.clone();
            for (int k = random.nextInt(3); k >= 0; k--) {
                bytes[random.nextInt(bytes.length)] = (byte) random.nextInt();
            }
            bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length + 1));
            Inspection inspection = Inspector.inspect(AllTypesMarshaller.INSTANCE, bytes);
            // Rendering must work either way.
            inspection.toHexDump();
            inspection.toText();
            inspection.toJson();
            boolean readable;
            try {
                AllTypesMarshaller.INSTANCE.read(UnsafeBuffer.wrap(bytes));
                readable = true;
            } catch (dev.marshalled.runtime.MarshalException e) {
                readable = false;
            }
            assertEquals(readable, inspection.complete(), "the inspector and the generated reader must agree");
        }
    }

    @Test
    void inspectAllReadsConsecutiveMessages() {
        UnsafeBuffer buffer = new UnsafeBuffer(64);
        TradeMarshaller.write(new Trade(1, 1, 1, "a", Trade.Side.BUY), buffer);
        TradeMarshaller.write(new Trade(2, 2, 2, "b", Trade.Side.SELL), buffer);
        var all = Inspector.inspectAll(TradeMarshaller.SCHEMA, buffer);
        assertEquals(2, all.size());
        assertEquals("Trade{id=2, price=2.0, quantity=2, symbol=\"b\", side=SELL}", all.get(1).toText());
        assertNull(all.get(1).failure());
    }

    /**
     * An evolvable body that ends inside a version (after {@code parts}, before {@code color},
     * both of version 2): a writer of version 2 writes both, so the reader refuses it, and the
     * inspector must too, with the same message, rather than show {@code color} as absent.
     * Found by fuzzing (the committed input crash-c9c36b536283fd47ce337318476f177d689bbd77).
     */
    @Test
    void bodyEndingInsideAVersionIsRefusedAsTheReaderRefusesIt() {
        byte[] full = VersionedMarshaller.INSTANCE.toByteArray(Versioned.sample());
        int color = -1;
        for (String line : Inspector.inspect(VersionedMarshaller.INSTANCE, full).toHexDump().split("\n")) {
            if (line.contains(" color ")) {
                color = Integer.parseInt(line.trim().split("\\s+")[0]);
            }
        }
        assertTrue(color > 0);
        byte[] cut = Arrays.copyOf(full, color);
        UnsafeBuffer.wrap(cut).putIntAt(0, color - 4); // the body ends where color would start
        UnsafeBuffer buffer = UnsafeBuffer.wrap(cut);
        MarshalException e = assertThrows(MarshalException.class, () -> VersionedMarshaller.read(buffer));
        assertEquals("truncated input: Versioned.color needs 4 bytes at offset " + color + " but only 0 remain",
                e.getMessage());
        Inspection inspection = Inspector.inspect(VersionedMarshaller.INSTANCE, cut);
        assertFalse(inspection.complete(), inspection::toHexDump);
        assertEquals(e.getMessage(), inspection.failure().getMessage());
        assertEquals(e.offset(), inspection.failure().offset());
    }
}
