package dev.marshalled.example;

import dev.marshalled.example.model.AllTypes;
import dev.marshalled.example.model.AllTypesRecord;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.Point;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Test values, and a deep equality that tells NaN payloads and -0.0 apart. */
final class Values {
    private Values() {
    }

    /** Field-by-field equality through reflection (tests only); floating point compared by raw bits. */
    static boolean deepEquals(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.getClass() != b.getClass()) {
            return false;
        }
        Class<?> type = a.getClass();
        if (type.isArray()) {
            int n = Array.getLength(a);
            if (n != Array.getLength(b)) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (!deepEquals(Array.get(a, i), Array.get(b, i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Double) {
            return Double.doubleToRawLongBits((Double) a) == Double.doubleToRawLongBits((Double) b);
        }
        if (a instanceof Float) {
            return Float.floatToRawIntBits((Float) a) == Float.floatToRawIntBits((Float) b);
        }
        if (a instanceof java.util.Map && !(a instanceof java.util.HashMap && !(a instanceof java.util.LinkedHashMap))) {
            // Ordered maps: entry by entry, deeply (values may be arrays).
            return deepEquals(new ArrayList<>(((java.util.Map<?, ?>) a).entrySet()),
                    new ArrayList<>(((java.util.Map<?, ?>) b).entrySet()));
        }
        if (a instanceof java.util.Map.Entry) {
            java.util.Map.Entry<?, ?> x = (java.util.Map.Entry<?, ?>) a;
            java.util.Map.Entry<?, ?> y = (java.util.Map.Entry<?, ?>) b;
            return deepEquals(x.getKey(), y.getKey()) && deepEquals(x.getValue(), y.getValue());
        }
        if (a instanceof java.util.Collection && !(a instanceof java.util.HashSet && !(a instanceof java.util.LinkedHashSet))) {
            java.util.Iterator<?> x = ((java.util.Collection<?>) a).iterator();
            java.util.Iterator<?> y = ((java.util.Collection<?>) b).iterator();
            while (x.hasNext() && y.hasNext()) {
                if (!deepEquals(x.next(), y.next())) {
                    return false;
                }
            }
            return !x.hasNext() && !y.hasNext();
        }
        if (type.getName().startsWith("java.") || type.isEnum()) {
            return a.equals(b); // including hash sets and maps, whose order may differ
        }
        for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || Modifier.isTransient(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                try {
                    if (!deepEquals(f.get(a), f.get(b))) {
                        return false;
                    }
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return true;
    }

    /** Hard cases: extremes, NaN with a payload, -0.0, nulls, empties, non-ASCII and broken surrogates. */
    static List<AllTypes> edgeCases() {
        List<AllTypes> all = new ArrayList<>();
        all.add(new AllTypes());                                   // zeros and nulls everywhere

        AllTypes max = new AllTypes();
        max.aBoolean = true;
        max.aByte = Byte.MAX_VALUE;
        max.aShort = Short.MAX_VALUE;
        max.aChar = Character.MAX_VALUE;
        max.anInt = Integer.MAX_VALUE;
        max.aLong = Long.MAX_VALUE;
        max.aFloat = Float.MAX_VALUE;
        max.aDouble = Double.MAX_VALUE;
        max.boxedBoolean = true;
        max.boxedByte = Byte.MAX_VALUE;
        max.boxedShort = Short.MAX_VALUE;
        max.boxedChar = Character.MAX_VALUE;
        max.boxedInt = Integer.MAX_VALUE;
        max.boxedLong = Long.MAX_VALUE;
        max.boxedFloat = Float.POSITIVE_INFINITY;
        max.boxedDouble = Double.POSITIVE_INFINITY;
        max.string = "plain ASCII";
        max.booleans = new boolean[] {true, false, true};
        max.bytes = new byte[] {Byte.MIN_VALUE, -1, 0, 1, Byte.MAX_VALUE};
        max.shorts = new short[] {Short.MIN_VALUE, Short.MAX_VALUE};
        max.chars = new char[] {0, 'a', '\uD800', Character.MAX_VALUE};
        max.ints = new int[] {Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE};
        max.longs = new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
        max.floats = new float[] {Float.MIN_VALUE, -0.0f, Float.NaN, Float.intBitsToFloat(0x7fc00123)};
        max.doubles = new double[] {Double.MIN_VALUE, -0.0, Double.NaN, Double.longBitsToDouble(0x7ff8000000000abcL)};
        max.color = Color.BLUE;
        max.point = new Point(Integer.MAX_VALUE, Integer.MIN_VALUE, "p");
        all.add(max);

        AllTypes min = new AllTypes();
        min.aByte = Byte.MIN_VALUE;
        min.aShort = Short.MIN_VALUE;
        min.aChar = Character.MIN_VALUE;
        min.anInt = Integer.MIN_VALUE;
        min.aLong = Long.MIN_VALUE;
        min.aFloat = -0.0f;
        min.aDouble = -0.0;
        min.boxedBoolean = false;
        min.boxedByte = Byte.MIN_VALUE;
        min.boxedShort = Short.MIN_VALUE;
        min.boxedChar = Character.MIN_VALUE;
        min.boxedInt = Integer.MIN_VALUE;
        min.boxedLong = Long.MIN_VALUE;
        min.boxedFloat = Float.NaN;
        min.boxedDouble = Double.longBitsToDouble(0xfff0000000000001L); // a signalling NaN with a payload
        min.string = "";
        min.booleans = new boolean[0];
        min.bytes = new byte[0];
        min.shorts = new short[0];
        min.chars = new char[0];
        min.ints = new int[0];
        min.longs = new long[0];
        min.floats = new float[0];
        min.doubles = new double[0];
        min.color = Color.RED;
        min.point = new Point(0, 0, null);
        all.add(min);

        String[] strings = {
            "é", "naïve café", "日本語テキスト", "emoji 😀 and 𝄞 clef", "\u0000nul inside\u0000",
            "\uFFFD replacement char itself", "lone high \uD83D at end \uD83D", "lone low \uDE00 first",
            "reversed pair \uDE00\uD83D", "\uDBFF\uDFFF max code point", "ascii then é then 😀 then ascii",
        };
        for (String s : strings) {
            AllTypes t = new AllTypes();
            t.string = s;
            t.point = new Point(1, 2, s);
            all.add(t);
        }
        return all;
    }

    static AllTypesRecord toRecord(AllTypes t) {
        return new AllTypesRecord(t.aBoolean, t.aByte, t.aShort, t.aChar, t.anInt, t.aLong, t.aFloat, t.aDouble,
                t.boxedBoolean, t.boxedByte, t.boxedShort, t.boxedChar, t.boxedInt, t.boxedLong, t.boxedFloat,
                t.boxedDouble, t.string, t.booleans, t.bytes, t.shorts, t.chars, t.ints, t.longs, t.floats, t.doubles,
                t.color, t.point);
    }

    /** A random value; strings draw from every UTF-16 code unit, so lone surrogates appear too. */
    static AllTypes random(Random r) {
        AllTypes t = new AllTypes();
        t.aBoolean = r.nextBoolean();
        t.aByte = (byte) r.nextInt();
        t.aShort = (short) r.nextInt();
        t.aChar = (char) r.nextInt();
        t.anInt = r.nextInt();
        t.aLong = r.nextLong();
        t.aFloat = Float.intBitsToFloat(r.nextInt());
        t.aDouble = Double.longBitsToDouble(r.nextLong());
        t.boxedBoolean = r.nextBoolean() ? null : r.nextBoolean();
        t.boxedByte = r.nextBoolean() ? null : (byte) r.nextInt();
        t.boxedShort = r.nextBoolean() ? null : (short) r.nextInt();
        t.boxedChar = r.nextBoolean() ? null : (char) r.nextInt();
        t.boxedInt = r.nextBoolean() ? null : r.nextInt();
        t.boxedLong = r.nextBoolean() ? null : r.nextLong();
        t.boxedFloat = r.nextBoolean() ? null : Float.intBitsToFloat(r.nextInt());
        t.boxedDouble = r.nextBoolean() ? null : Double.longBitsToDouble(r.nextLong());
        t.string = randomString(r);
        int n = r.nextInt(4) == 0 ? -1 : r.nextInt(40);
        if (n >= 0) {
            t.booleans = new boolean[n];
            t.bytes = new byte[n];
            t.shorts = new short[n];
            t.chars = new char[n];
            t.ints = new int[n];
            t.longs = new long[n];
            t.floats = new float[n];
            t.doubles = new double[n];
            for (int i = 0; i < n; i++) {
                t.booleans[i] = r.nextBoolean();
                t.bytes[i] = (byte) r.nextInt();
                t.shorts[i] = (short) r.nextInt();
                t.chars[i] = (char) r.nextInt();
                t.ints[i] = r.nextInt();
                t.longs[i] = r.nextLong();
                t.floats[i] = Float.intBitsToFloat(r.nextInt());
                t.doubles[i] = Double.longBitsToDouble(r.nextLong());
            }
        }
        t.color = r.nextInt(4) == 0 ? null : Color.values()[r.nextInt(3)];
        t.point = r.nextInt(3) == 0 ? null : new Point(r.nextInt(), r.nextInt(), randomString(r));
        return t;
    }

    static String randomString(Random r) {
        switch (r.nextInt(5)) {
            case 0:
                return null;
            case 1: {
                char[] ascii = new char[r.nextInt(30)];
                for (int i = 0; i < ascii.length; i++) {
                    ascii[i] = (char) (32 + r.nextInt(95));
                }
                return new String(ascii);
            }
            case 2: {
                StringBuilder s = new StringBuilder();
                for (int i = r.nextInt(10); i > 0; i--) {
                    s.appendCodePoint(r.nextInt(Character.MAX_CODE_POINT + 1));
                }
                return s.toString();
            }
            default: {
                char[] any = new char[r.nextInt(20)];
                for (int i = 0; i < any.length; i++) {
                    any[i] = (char) r.nextInt(0x10000);
                }
                return new String(any);
            }
        }
    }
}
