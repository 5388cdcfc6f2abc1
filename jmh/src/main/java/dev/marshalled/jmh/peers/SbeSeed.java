package dev.marshalled.jmh.peers;

import dev.marshalled.jmh.libs.Library;
import dev.marshalled.jmh.peers.sbe.seed.BooleanType;
import dev.marshalled.jmh.peers.sbe.seed.MarketDataDecoder;
import dev.marshalled.jmh.peers.sbe.seed.MarketDataEncoder;
import dev.marshalled.jmh.peers.sbe.seed.MessageHeaderDecoder;
import dev.marshalled.jmh.peers.sbe.seed.MessageHeaderEncoder;
import dev.marshalled.jmh.seed.MarketData;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The seed object through SBE's generated flyweights over one reused Agrona buffer: a message
 * header, then the fixed block (the two arrays are fixed-length arrays of ten, as in the seed's
 * article), 185 bytes in all. A read decodes into a new {@link MarketData}.
 */
final class SbeSeed implements Library<MarketData> {
    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1 << 16]);
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private final MarketDataEncoder encoder = new MarketDataEncoder();
    private final MarketDataDecoder decoder = new MarketDataDecoder();

    @Override
    public int write(MarketData data) {
        int prices = MarketDataEncoder.pricesLength();
        int quantities = MarketDataEncoder.quantitiesLength();
        if (data.prices.length != prices || data.quantities.length != quantities) {
            // The schema fixes the lengths; anything else would be cut or padded without a word.
            throw new IllegalArgumentException("the SBE schema holds exactly " + prices + " prices and " + quantities
                    + " quantities, not " + data.prices.length + " and " + data.quantities.length);
        }
        encoder.wrapAndApplyHeader(buffer, 0, headerEncoder).sourceId(data.sourceId)
                .special(data.special ? BooleanType.T : BooleanType.F).orderCode(data.orderCode)
                .priority(data.priority);
        for (int i = 0; i < prices; i++) {
            encoder.prices(i, data.prices[i]);
        }
        for (int i = 0; i < quantities; i++) {
            encoder.quantities(i, data.quantities[i]);
        }
        return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
    }

    @Override
    public MarketData read() {
        decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        MarketData data = new MarketData();
        data.sourceId = decoder.sourceId();
        data.special = decoder.special() == BooleanType.T;
        data.orderCode = decoder.orderCode();
        data.priority = decoder.priority();
        data.prices = new double[MarketDataDecoder.pricesLength()];
        for (int i = 0; i < data.prices.length; i++) {
            data.prices[i] = decoder.prices(i);
        }
        data.quantities = new long[MarketDataDecoder.quantitiesLength()];
        for (int i = 0; i < data.quantities.length; i++) {
            data.quantities[i] = decoder.quantities(i);
        }
        return data;
    }
}
