package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** Every type the foundation supports, as public fields of a class with a no-argument constructor. */
@Marshalled
public class AllTypes {
    public boolean aBoolean;
    public byte aByte;
    public short aShort;
    public char aChar;
    public int anInt;
    public long aLong;
    public float aFloat;
    public double aDouble;
    public Boolean boxedBoolean;
    public Byte boxedByte;
    public Short boxedShort;
    public Character boxedChar;
    public Integer boxedInt;
    public Long boxedLong;
    public Float boxedFloat;
    public Double boxedDouble;
    public String string;
    public boolean[] booleans;
    public byte[] bytes;
    public short[] shorts;
    public char[] chars;
    public int[] ints;
    public long[] longs;
    public float[] floats;
    public double[] doubles;
    public Color color;
    public Point point;
    public static int notOnTheWire = 99;
    public transient int notOnTheWireEither = 7;
}
