package dev.marshalled.jmh.seed;

import dev.marshalled.Marshalled;
import java.io.Serializable;
import java.util.Arrays;

/**
 * The benchmark object of "Native C/C++ Like Performance for Java Object Serialisation":
 * 185 bytes in the binary encodings. Serializable for the Java serialization baseline.
 */
@Marshalled(id = 1)
public final class MarketData implements Serializable {
    private static final long serialVersionUID = 1L;

    public long sourceId;
    public boolean special;
    public int orderCode;
    public int priority;
    public double[] prices;
    public long[] quantities;

    public MarketData() {
    }

    /** The same values in every benchmark; the array contents do not matter to the cost. */
    public static MarketData sample() {
        MarketData data = new MarketData();
        data.sourceId = 7;
        data.special = true;
        data.orderCode = 7;
        data.priority = 3;
        data.prices = new double[10];
        data.quantities = new long[10];
        for (int i = 0; i < 10; i++) {
            data.prices[i] = i * 3.7;
            data.quantities[i] = i * 11L;
        }
        return data;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MarketData && equalTo((MarketData) o);
    }

    private boolean equalTo(MarketData other) {
        return sourceId == other.sourceId && special == other.special && orderCode == other.orderCode
                && priority == other.priority && Arrays.equals(prices, other.prices)
                && Arrays.equals(quantities, other.quantities);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(sourceId) ^ Arrays.hashCode(prices) ^ Arrays.hashCode(quantities);
    }
}
