package dev.marshalled.example;

import dev.marshalled.runtime.UnsafeBuffer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes and reads back a {@link MarketData} and a {@link Trade} with their generated
 * marshallers, prints the sizes, and exits with status 1 if a round trip changed anything.
 * Given a file name, it also writes the MarketData bytes there, for the inspector to read.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws IOException {
        UnsafeBuffer buffer = new UnsafeBuffer(64);

        MarketData data = MarketData.sample();
        MarketDataMarshaller.write(data, buffer);
        int dataBytes = buffer.writeIndex();

        Trade trade = new Trade(42L, 99.5, 300, "ACME", Trade.Side.BUY);
        TradeMarshaller.write(trade, buffer);
        int tradeBytes = buffer.writeIndex() - dataBytes;

        MarketData dataCopy = MarketDataMarshaller.read(buffer);
        Trade tradeCopy = TradeMarshaller.read(buffer);

        boolean ok = data.equals(dataCopy) && trade.equals(tradeCopy) && buffer.remaining() == 0
                && dataBytes == MarketDataMarshaller.sizeOf(data) && tradeBytes == TradeMarshaller.sizeOf(trade);
        System.out.println("backend:              " + UnsafeBuffer.backend());
        System.out.println("MarketData encoded:   " + dataBytes + " bytes");
        System.out.println("Trade encoded:        " + tradeBytes + " bytes");
        System.out.println("round trip:           " + (ok ? "OK, both values equal their originals" : "FAILED"));
        if (args.length > 0) {
            Path file = Path.of(args[0]);
            Files.write(file, MarketDataMarshaller.INSTANCE.toByteArray(data));
            System.out.println("MarketData bytes in:  " + file);
        }
        if (!ok) {
            System.out.println("  wrote " + data + " / " + trade);
            System.out.println("  read  " + dataCopy + " / " + tradeCopy);
            System.exit(1);
        }
    }
}
