package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.example.model.Point;
import dev.marshalled.runtime.wire.Strings;
import dev.marshalled.runtime.UnsafeBuffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The bytes are exactly those FORMAT.md describes, checked against an independent encoder
 * written with java.nio. Surefire runs this class once per backend, so passing under both
 * also proves the backends write identical bytes.
 */
class WireFormatTest {

    @Test
    void marketDataIs185BytesLaidOutAsDocumented() {
        MarketData data = MarketData.sample();
        byte[] bytes = MarketDataMarshaller.INSTANCE.toByteArray(data);
        assertEquals(185, bytes.length);

        ByteBuffer expected = ByteBuffer.allocate(185).order(ByteOrder.LITTLE_ENDIAN);
        expected.putLong(data.sourceId).put((byte) 1).putInt(data.orderCode).putInt(data.priority);
        expected.putInt(10);
        for (double p : data.prices) {
            expected.putDouble(p);
        }
        expected.putInt(10);
        for (long q : data.quantities) {
            expected.putLong(q);
        }
        assertArrayEquals(expected.array(), bytes);
    }

    @Test
    void marketDataHexIsStable() {
        // The first bytes spelt out: sourceId 7 (int64 LE), special 1, orderCode 3, priority 1, prices length 10.
        byte[] bytes = MarketDataMarshaller.INSTANCE.toByteArray(MarketData.sample());
        assertEquals("0700000000000000" + "01" + "03000000" + "01000000" + "0a000000",
                HexFormat.of().formatHex(bytes, 0, 21));
    }

    @Test
    void everyTypeMatchesTheReferenceEncoder() {
        for (AllTypes value : Values.edgeCases()) {
            if (value.string != null && !isWellFormed(value.string)) {
                continue; // the reference uses the JDK's UTF-8, which replaces lone surrogates
            }
            assertArrayEquals(reference(value), AllTypesMarshaller.INSTANCE.toByteArray(value), value.string);
        }
    }

    @Test
    void loneSurrogateIsItsThreeByteForm() {
        UnsafeBuffer buffer = new UnsafeBuffer(16);
        Strings.write(buffer, "a\uD800");
        assertEquals("faffffff" + "61" + "eda080", HexFormat.of().formatHex(buffer.toByteArray()));
        Strings.write(buffer, "\uD83D\uDE00"); // a pair is one 4-byte sequence
        assertEquals("faffffff" + "f09f9880", HexFormat.of().formatHex(buffer.toByteArray(), 8, 16));
    }

    private static boolean isWellFormed(String s) {
        return StandardCharsets.UTF_8.newEncoder().canEncode(s);
    }

    /** FORMAT.md, written independently of the runtime. */
    private static byte[] reference(AllTypes v) {
        ByteBuffer out = ByteBuffer.allocate(1 << 16).order(ByteOrder.LITTLE_ENDIAN);
        out.put((byte) (v.aBoolean ? 1 : 0)).put(v.aByte).putShort(v.aShort).putChar(v.aChar).putInt(v.anInt)
                .putLong(v.aLong).putInt(Float.floatToRawIntBits(v.aFloat)).putLong(Double.doubleToRawLongBits(v.aDouble));
        out.put(presence(v.boxedBoolean)).put((byte) (v.boxedBoolean != null && v.boxedBoolean ? 1 : 0));
        out.put(presence(v.boxedByte)).put(v.boxedByte == null ? 0 : v.boxedByte);
        out.put(presence(v.boxedShort)).putShort(v.boxedShort == null ? 0 : v.boxedShort);
        out.put(presence(v.boxedChar)).putChar(v.boxedChar == null ? 0 : v.boxedChar);
        out.put(presence(v.boxedInt)).putInt(v.boxedInt == null ? 0 : v.boxedInt);
        out.put(presence(v.boxedLong)).putLong(v.boxedLong == null ? 0 : v.boxedLong);
        out.put(presence(v.boxedFloat)).putInt(v.boxedFloat == null ? 0 : Float.floatToRawIntBits(v.boxedFloat));
        out.put(presence(v.boxedDouble)).putLong(v.boxedDouble == null ? 0 : Double.doubleToRawLongBits(v.boxedDouble));
        string(out, v.string);
        if (v.booleans == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.booleans.length);
            for (boolean b : v.booleans) {
                out.put((byte) (b ? 1 : 0));
            }
        }
        if (v.bytes == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.bytes.length).put(v.bytes);
        }
        if (v.shorts == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.shorts.length);
            for (short s : v.shorts) {
                out.putShort(s);
            }
        }
        if (v.chars == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.chars.length);
            for (char c : v.chars) {
                out.putChar(c);
            }
        }
        if (v.ints == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.ints.length);
            for (int i : v.ints) {
                out.putInt(i);
            }
        }
        if (v.longs == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.longs.length);
            for (long l : v.longs) {
                out.putLong(l);
            }
        }
        if (v.floats == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.floats.length);
            for (float f : v.floats) {
                out.putInt(Float.floatToRawIntBits(f));
            }
        }
        if (v.doubles == null) {
            out.putInt(-1);
        } else {
            out.putInt(v.doubles.length);
            for (double d : v.doubles) {
                out.putLong(Double.doubleToRawLongBits(d));
            }
        }
        out.putInt(v.color == null ? -1 : v.color.ordinal());
        Point p = v.point;
        out.put(presence(p));
        if (p != null) {
            out.putInt(p.x()).putInt(p.y());
            string(out, p.label());
        }
        byte[] bytes = new byte[out.position()];
        out.flip().get(bytes);
        return bytes;
    }

    private static byte presence(Object o) {
        return (byte) (o == null ? 0 : 1);
    }

    private static void string(ByteBuffer out, String s) {
        if (s == null) {
            out.putInt(-1);
        } else {
            boolean latin1 = s.chars().allMatch(c -> c <= 0xFF);
            byte[] text = s.getBytes(latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
            out.putInt(latin1 ? text.length : -2 - text.length).put(text);
        }
    }
}
