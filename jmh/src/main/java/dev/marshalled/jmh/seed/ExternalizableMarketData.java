package dev.marshalled.jmh.seed;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** The same fields, written by hand through Externalizable. */
public final class ExternalizableMarketData implements Externalizable {
    private static final long serialVersionUID = 1L;

    private MarketData data;

    public ExternalizableMarketData() {
    }

    public ExternalizableMarketData(MarketData data) {
        this.data = data;
    }

    public MarketData data() {
        return data;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeLong(data.sourceId);
        out.writeBoolean(data.special);
        out.writeInt(data.orderCode);
        out.writeInt(data.priority);
        out.writeInt(data.prices.length);
        for (double p : data.prices) {
            out.writeDouble(p);
        }
        out.writeInt(data.quantities.length);
        for (long q : data.quantities) {
            out.writeLong(q);
        }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        data = new MarketData();
        data.sourceId = in.readLong();
        data.special = in.readBoolean();
        data.orderCode = in.readInt();
        data.priority = in.readInt();
        data.prices = new double[in.readInt()];
        for (int i = 0; i < data.prices.length; i++) {
            data.prices[i] = in.readDouble();
        }
        data.quantities = new long[in.readInt()];
        for (int i = 0; i < data.quantities.length; i++) {
            data.quantities[i] = in.readLong();
        }
    }
}
