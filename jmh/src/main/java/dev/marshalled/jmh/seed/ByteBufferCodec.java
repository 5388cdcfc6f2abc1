package dev.marshalled.jmh.seed;

import java.nio.ByteBuffer;

/**
 * The article's ByteBuffer approach, usable on a heap buffer (element by element, as the
 * article measured) or a direct native-order one (bulk array puts through views).
 */
public final class ByteBufferCodec {
    private ByteBufferCodec() {
    }

    private static void writeScalars(MarketData d, ByteBuffer b) {
        b.putLong(d.sourceId).put((byte) (d.special ? 1 : 0)).putInt(d.orderCode).putInt(d.priority);
    }

    private static MarketData readScalars(ByteBuffer b) {
        MarketData d = new MarketData();
        d.sourceId = b.getLong();
        d.special = b.get() != 0;
        d.orderCode = b.getInt();
        d.priority = b.getInt();
        return d;
    }

    public static void writeElementwise(MarketData d, ByteBuffer b) {
        writeScalars(d, b);
        b.putInt(d.prices.length);
        for (double p : d.prices) {
            b.putDouble(p);
        }
        b.putInt(d.quantities.length);
        for (long q : d.quantities) {
            b.putLong(q);
        }
    }

    public static MarketData readElementwise(ByteBuffer b) {
        MarketData d = readScalars(b);
        d.prices = new double[b.getInt()];
        for (int i = 0; i < d.prices.length; i++) {
            d.prices[i] = b.getDouble();
        }
        d.quantities = new long[b.getInt()];
        for (int i = 0; i < d.quantities.length; i++) {
            d.quantities[i] = b.getLong();
        }
        return d;
    }

    public static void writeBulk(MarketData d, ByteBuffer b) {
        writeScalars(d, b);
        b.putInt(d.prices.length);
        b.asDoubleBuffer().put(d.prices);
        b.position(b.position() + (d.prices.length << 3));
        b.putInt(d.quantities.length);
        b.asLongBuffer().put(d.quantities);
        b.position(b.position() + (d.quantities.length << 3));
    }

    public static MarketData readBulk(ByteBuffer b) {
        MarketData d = readScalars(b);
        d.prices = new double[b.getInt()];
        b.asDoubleBuffer().get(d.prices);
        b.position(b.position() + (d.prices.length << 3));
        d.quantities = new long[b.getInt()];
        b.asLongBuffer().get(d.quantities);
        b.position(b.position() + (d.quantities.length << 3));
        return d;
    }
}
