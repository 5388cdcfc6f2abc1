package dev.marshalled.flink;

import dev.marshalled.Marshalled;

/**
 * The value of the throughput comparison. A record, so Flink 2 can also treat it as a POJO;
 * no {@code @TypeInfo}, so each run names its serializer explicitly.
 */
@Marshalled
public record Tick(long id, String symbol, double price, int quantity, long time, boolean buy) {

    static Tick of(long index) {
        return new Tick(index, "SYM" + (index % 500), 100 + (index % 1000) * 0.01, (int) (index % 300), index * 1_000L,
                index % 2 == 0);
    }
}
