package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** Every type the foundation supports, as record components. */
@Marshalled
public record AllTypesRecord(
        boolean aBoolean, byte aByte, short aShort, char aChar, int anInt, long aLong, float aFloat, double aDouble,
        Boolean boxedBoolean, Byte boxedByte, Short boxedShort, Character boxedChar, Integer boxedInt,
        Long boxedLong, Float boxedFloat, Double boxedDouble,
        String string,
        boolean[] booleans, byte[] bytes, short[] shorts, char[] chars, int[] ints, long[] longs, float[] floats,
        double[] doubles,
        Color color, Point point) {
}
