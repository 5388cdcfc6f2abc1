package dev.marshalled.example;

import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesMarshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import java.util.HexFormat;
import java.util.Random;

/**
 * Prints the backend, whether strings' own bytes are copied, then the hex encoding of many
 * values; run in a fresh JVM per backend.
 */
public final class HexMain {
    private HexMain() {
    }

    public static void main(String[] args) {
        System.out.println(UnsafeBuffer.backend());
        System.out.println(UnsafeBuffer.copiesStringBytes());
        UnsafeBuffer buffer = new UnsafeBuffer(8);
        for (AllTypes value : Values.edgeCases()) {
            AllTypesMarshaller.write(value, buffer);
        }
        Random random = new Random(7);
        for (int i = 0; i < 200; i++) {
            AllTypesMarshaller.write(Values.random(random), buffer);
        }
        MarketDataMarshaller.write(MarketData.sample(), buffer);
        System.out.println(HexFormat.of().formatHex(buffer.toByteArray()));
    }
}
