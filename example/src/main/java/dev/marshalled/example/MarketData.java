package dev.marshalled.example;

import dev.marshalled.Marshalled;
import java.util.Arrays;

/**
 * The object of Martin Thompson's serialization benchmark: four scalars and two 10-element
 * arrays, 185 bytes on the wire. A plain class with package-private fields, so the generated
 * marshaller reads and writes them directly.
 */
@Marshalled
public final class MarketData {
    long sourceId;
    boolean special;
    int orderCode;
    int priority;
    double[] prices;
    long[] quantities;

    public MarketData() {
    }

    /** A sample with the benchmark's shape and recognisable values. */
    public static MarketData sample() {
        MarketData data = new MarketData();
        data.sourceId = 7;
        data.special = true;
        data.orderCode = 3;
        data.priority = 1;
        data.prices = new double[10];
        data.quantities = new long[10];
        for (int i = 0; i < 10; i++) {
            data.prices[i] = 101.25 + i;
            data.quantities[i] = 100L * (i + 1);
        }
        return data;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MarketData)) {
            return false;
        }
        MarketData other = (MarketData) o;
        return sourceId == other.sourceId && special == other.special && orderCode == other.orderCode
                && priority == other.priority && Arrays.equals(prices, other.prices)
                && Arrays.equals(quantities, other.quantities);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(sourceId) * 31 + Arrays.hashCode(prices);
    }

    @Override
    public String toString() {
        return "MarketData{sourceId=" + sourceId + ", special=" + special + ", orderCode=" + orderCode
                + ", priority=" + priority + ", prices=" + Arrays.toString(prices)
                + ", quantities=" + Arrays.toString(quantities) + "}";
    }
}
