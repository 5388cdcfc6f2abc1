package golden;

import dev.marshalled.Marshalled;

@Marshalled
public final class MarketData {
    long sourceId;
    boolean special;
    int orderCode;
    int priority;
    double[] prices;
    long[] quantities;
}
