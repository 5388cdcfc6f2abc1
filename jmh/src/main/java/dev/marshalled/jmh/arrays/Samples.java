package dev.marshalled.jmh.arrays;

import dev.marshalled.Marshalled;

/** A large primitive array: 65,536 longs, 512 KiB of payload. */
@Marshalled
public record Samples(long[] values) {
    public static final int COUNT = 65_536;

    public static Samples sample() {
        long[] values = new long[COUNT];
        for (int i = 0; i < COUNT; i++) {
            values[i] = i * 0x9E3779B97F4A7C15L;
        }
        return new Samples(values);
    }
}
