package dev.marshalled.jmh.privatefields;

import dev.marshalled.Marshalled;
import dev.marshalled.jmh.seed.MarketData;

/**
 * The seed object as an encapsulated class would hold it: every field private, no accessors,
 * and only a private constructor, so the generated marshaller reaches all of it through handles.
 * Same fields in the same order as {@link MarketData}, so the same 185 bytes.
 */
@Marshalled
public final class PrivateMarketData {
    private long sourceId;
    private boolean special;
    private int orderCode;
    private int priority;
    private double[] prices;
    private long[] quantities;

    private PrivateMarketData() {
    }

    /** The same values as {@code data}. */
    public static PrivateMarketData of(MarketData data) {
        PrivateMarketData copy = new PrivateMarketData();
        copy.sourceId = data.sourceId;
        copy.special = data.special;
        copy.orderCode = data.orderCode;
        copy.priority = data.priority;
        copy.prices = data.prices.clone();
        copy.quantities = data.quantities.clone();
        return copy;
    }
}
