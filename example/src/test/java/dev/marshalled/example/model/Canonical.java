package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.ZonedDateTime;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** One field per rule of FORMAT.md's "Canonical form": each has one spelling a reader accepts. */
@Marshalled
public record Canonical(Boolean flag, Short small, Double real, TreeSet<String> sorted, EnumSet<Color> colors,
        TreeMap<Integer, String> byKey, EnumMap<Color, Integer> byColor, Set<String> set, Map<String, Integer> map,
        BigInteger big, BigDecimal decimal, ZonedDateTime zoned, BitSet bits) {

    /** Every field null. */
    public static Canonical empty() {
        return new Canonical(null, null, null, null, null, null, null, null, null, null, null, null, null);
    }
}
