package dev.marshalled.jmh.peers;

import dev.marshalled.jmh.peers.proto.MarketDataMessage;
import dev.marshalled.jmh.seed.MarketData;

/** The seed object to protobuf's message and back, as hand-written mapping code does it. */
final class ProtobufSeed {
    private ProtobufSeed() {
    }

    static MarketDataMessage toMessage(MarketData data) {
        MarketDataMessage.Builder builder = MarketDataMessage.newBuilder().setSourceId(data.sourceId)
                .setSpecial(data.special).setOrderCode(data.orderCode).setPriority(data.priority);
        // addAllPrices would box every element; one add per element does not.
        for (double price : data.prices) {
            builder.addPrices(price);
        }
        for (long quantity : data.quantities) {
            builder.addQuantities(quantity);
        }
        return builder.build();
    }

    static MarketData fromMessage(MarketDataMessage message) {
        MarketData data = new MarketData();
        data.sourceId = message.getSourceId();
        data.special = message.getSpecial();
        data.orderCode = message.getOrderCode();
        data.priority = message.getPriority();
        data.prices = new double[message.getPricesCount()];
        for (int i = 0; i < data.prices.length; i++) {
            data.prices[i] = message.getPrices(i);
        }
        data.quantities = new long[message.getQuantitiesCount()];
        for (int i = 0; i < data.quantities.length; i++) {
            data.quantities[i] = message.getQuantities(i);
        }
        return data;
    }
}
