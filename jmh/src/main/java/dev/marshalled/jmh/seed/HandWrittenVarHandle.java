package dev.marshalled.jmh.seed;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * {@link HandWrittenUnsafe}'s code with the JDK's supported memory access instead: byte-array
 * view VarHandles, which check each access against the array's length, and primitive arrays
 * moved one element at a time, since no public API copies a {@code double[]} into a
 * {@code byte[]} in bulk without a wrapper object. No other checks, little-endian like the
 * generated code. It is the floor for code that runs where Unsafe's memory access warns or is
 * denied (JDK 24 and later), which is what the generated code's VarHandle backend is measured
 * against besides the Unsafe floor.
 */
public final class HandWrittenVarHandle {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE =
            MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

    private final byte[] buffer;
    private int pos;

    public HandWrittenVarHandle(int size) {
        buffer = new byte[size];
    }

    public void reset() {
        pos = 0;
    }

    public int position() {
        return pos;
    }

    public void write(MarketData d) {
        LONG.set(buffer, pos, d.sourceId);
        pos += 8;
        buffer[pos] = (byte) (d.special ? 1 : 0);
        pos += 1;
        INT.set(buffer, pos, d.orderCode);
        pos += 4;
        INT.set(buffer, pos, d.priority);
        pos += 4;
        putDoubleArray(d.prices);
        putLongArray(d.quantities);
    }

    public MarketData read() {
        MarketData d = new MarketData();
        d.sourceId = (long) LONG.get(buffer, pos);
        pos += 8;
        d.special = buffer[pos] != 0;
        pos += 1;
        d.orderCode = (int) INT.get(buffer, pos);
        pos += 4;
        d.priority = (int) INT.get(buffer, pos);
        pos += 4;
        d.prices = getDoubleArray();
        d.quantities = getLongArray();
        return d;
    }

    private void putDoubleArray(double[] values) {
        INT.set(buffer, pos, values.length);
        pos += 4;
        for (int k = 0; k < values.length; k++) {
            DOUBLE.set(buffer, pos + (k << 3), values[k]);
        }
        pos += values.length << 3;
    }

    private void putLongArray(long[] values) {
        INT.set(buffer, pos, values.length);
        pos += 4;
        for (int k = 0; k < values.length; k++) {
            LONG.set(buffer, pos + (k << 3), values[k]);
        }
        pos += values.length << 3;
    }

    private double[] getDoubleArray() {
        int n = (int) INT.get(buffer, pos);
        pos += 4;
        double[] values = new double[n];
        for (int k = 0; k < n; k++) {
            values[k] = (double) DOUBLE.get(buffer, pos + (k << 3));
        }
        pos += n << 3;
        return values;
    }

    private long[] getLongArray() {
        int n = (int) INT.get(buffer, pos);
        pos += 4;
        long[] values = new long[n];
        for (int k = 0; k < n; k++) {
            values[k] = (long) LONG.get(buffer, pos + (k << 3));
        }
        pos += n << 3;
        return values;
    }
}
