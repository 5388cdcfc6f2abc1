package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.List;
import java.util.Map;

/** Every kind of value the compact encoding writes as a varint, and some it leaves fixed. */
@Marshalled(encoding = Marshalled.Encoding.COMPACT)
public record Compact(int i, long l, Integer boxedInt, Long boxedLong, Color color, String text, List<Integer> ints,
        Map<String, Long> longs, Color[] colors, short fixedShort, double fixedDouble, int[] fixedInts, Point point) {
}
