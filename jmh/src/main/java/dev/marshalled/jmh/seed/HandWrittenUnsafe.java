package dev.marshalled.jmh.seed;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * The article's fastest approach, written here from its description: a byte[] and a position,
 * fields stored with Unsafe at computed offsets, arrays moved with one copyMemory each, no
 * bounds checks and native byte order. It is the floor the generated code is measured against.
 */
public final class HandWrittenUnsafe {
    private static final Unsafe UNSAFE = unsafe();
    private static final long BYTE_ARRAY_OFFSET = UNSAFE.arrayBaseOffset(byte[].class);
    private static final long LONG_ARRAY_OFFSET = UNSAFE.arrayBaseOffset(long[].class);
    private static final long DOUBLE_ARRAY_OFFSET = UNSAFE.arrayBaseOffset(double[].class);

    private final byte[] buffer;
    private int pos;

    public HandWrittenUnsafe(int size) {
        buffer = new byte[size];
    }

    private static Unsafe unsafe() {
        try {
            Field field = Unsafe.class.getDeclaredField("theUnsafe");
            field.setAccessible(true);
            return (Unsafe) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public void reset() {
        pos = 0;
    }

    public int position() {
        return pos;
    }

    public void write(MarketData d) {
        UNSAFE.putLong(buffer, BYTE_ARRAY_OFFSET + pos, d.sourceId);
        pos += 8;
        UNSAFE.putBoolean(buffer, BYTE_ARRAY_OFFSET + pos, d.special);
        pos += 1;
        UNSAFE.putInt(buffer, BYTE_ARRAY_OFFSET + pos, d.orderCode);
        pos += 4;
        UNSAFE.putInt(buffer, BYTE_ARRAY_OFFSET + pos, d.priority);
        pos += 4;
        putDoubleArray(d.prices);
        putLongArray(d.quantities);
    }

    public MarketData read() {
        MarketData d = new MarketData();
        d.sourceId = UNSAFE.getLong(buffer, BYTE_ARRAY_OFFSET + pos);
        pos += 8;
        d.special = UNSAFE.getBoolean(buffer, BYTE_ARRAY_OFFSET + pos);
        pos += 1;
        d.orderCode = UNSAFE.getInt(buffer, BYTE_ARRAY_OFFSET + pos);
        pos += 4;
        d.priority = UNSAFE.getInt(buffer, BYTE_ARRAY_OFFSET + pos);
        pos += 4;
        d.prices = getDoubleArray();
        d.quantities = getLongArray();
        return d;
    }

    private void putDoubleArray(double[] values) {
        UNSAFE.putInt(buffer, BYTE_ARRAY_OFFSET + pos, values.length);
        pos += 4;
        long bytes = (long) values.length << 3;
        UNSAFE.copyMemory(values, DOUBLE_ARRAY_OFFSET, buffer, BYTE_ARRAY_OFFSET + pos, bytes);
        pos += (int) bytes;
    }

    private void putLongArray(long[] values) {
        UNSAFE.putInt(buffer, BYTE_ARRAY_OFFSET + pos, values.length);
        pos += 4;
        long bytes = (long) values.length << 3;
        UNSAFE.copyMemory(values, LONG_ARRAY_OFFSET, buffer, BYTE_ARRAY_OFFSET + pos, bytes);
        pos += (int) bytes;
    }

    private double[] getDoubleArray() {
        int n = UNSAFE.getInt(buffer, BYTE_ARRAY_OFFSET + pos);
        pos += 4;
        double[] values = new double[n];
        long bytes = (long) n << 3;
        UNSAFE.copyMemory(buffer, BYTE_ARRAY_OFFSET + pos, values, DOUBLE_ARRAY_OFFSET, bytes);
        pos += (int) bytes;
        return values;
    }

    private long[] getLongArray() {
        int n = UNSAFE.getInt(buffer, BYTE_ARRAY_OFFSET + pos);
        pos += 4;
        long[] values = new long[n];
        long bytes = (long) n << 3;
        UNSAFE.copyMemory(buffer, BYTE_ARRAY_OFFSET + pos, values, LONG_ARRAY_OFFSET, bytes);
        pos += (int) bytes;
        return values;
    }
}
