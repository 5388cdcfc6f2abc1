package java.lang.foreign;

/*
 * Compile-time declarations only. A JDK 17 to 21 compiler has no final java.lang.foreign, yet
 * the runtime jar's META-INF/versions/22 classes are built on every JDK. On those compilers the
 * build compiles them against the signatures below (javac --patch-module, -implicit:none, so no
 * class file is ever made from this folder); on JDK 22 and later it compiles against the real
 * API. Each signature is the JDK 22 one; the JDK 22+ test runs load the classes built here.
 */
public interface MemorySegment {
    static MemorySegment ofArray(byte[] array) {
        throw new UnsupportedOperationException();
    }

    void set(ValueLayout.OfShort layout, long offset, short value);

    short get(ValueLayout.OfShort layout, long offset);

    void set(ValueLayout.OfChar layout, long offset, char value);

    char get(ValueLayout.OfChar layout, long offset);

    void set(ValueLayout.OfInt layout, long offset, int value);

    int get(ValueLayout.OfInt layout, long offset);

    void set(ValueLayout.OfLong layout, long offset, long value);

    long get(ValueLayout.OfLong layout, long offset);

    void set(ValueLayout.OfFloat layout, long offset, float value);

    float get(ValueLayout.OfFloat layout, long offset);

    void set(ValueLayout.OfDouble layout, long offset, double value);

    double get(ValueLayout.OfDouble layout, long offset);

    static void copy(Object srcArray, int srcIndex, MemorySegment dstSegment, ValueLayout dstLayout, long dstOffset,
            int elementCount) {
        throw new UnsupportedOperationException();
    }

    static void copy(MemorySegment srcSegment, ValueLayout srcLayout, long srcOffset, Object dstArray, int dstIndex,
            int elementCount) {
        throw new UnsupportedOperationException();
    }
}
