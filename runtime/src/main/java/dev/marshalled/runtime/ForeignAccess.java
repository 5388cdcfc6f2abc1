package dev.marshalled.runtime;

/**
 * The foreign-memory backend's place holder for JDK 17 to 21, where {@code java.lang.foreign}
 * is missing or in preview. The runtime jar is multi-release: on JDK 22 and later the JVM loads
 * {@code META-INF/versions/22/dev/marshalled/runtime/ForeignAccess.class} instead, which does the
 * work. Here {@link #AVAILABLE} is false, so {@link ByteArrayAccess} never calls the methods
 * below; they exist so that it compiles against one set of names on every JDK.
 */
final class ForeignAccess {

    /**
     * False: this JDK has no final foreign memory API. Set by a method call, not a literal, so
     * that javac does not copy the value into {@link ByteArrayAccess} at build time: the JDK 22
     * version of this class decides at run time.
     */
    static final boolean AVAILABLE = isAvailable();

    private ForeignAccess() {
    }

    private static boolean isAvailable() {
        return false;
    }

    private static IllegalStateException unavailable() {
        return new IllegalStateException("the foreign-memory backend needs JDK 22 or later");
    }

    static void putShort(byte[] a, int i, short v) {
        throw unavailable();
    }

    static short getShort(byte[] a, int i) {
        throw unavailable();
    }

    static void putChar(byte[] a, int i, char v) {
        throw unavailable();
    }

    static char getChar(byte[] a, int i) {
        throw unavailable();
    }

    static void putInt(byte[] a, int i, int v) {
        throw unavailable();
    }

    static int getInt(byte[] a, int i) {
        throw unavailable();
    }

    static void putLong(byte[] a, int i, long v) {
        throw unavailable();
    }

    static long getLong(byte[] a, int i) {
        throw unavailable();
    }

    static void putFloat(byte[] a, int i, float v) {
        throw unavailable();
    }

    static float getFloat(byte[] a, int i) {
        throw unavailable();
    }

    static void putDouble(byte[] a, int i, double v) {
        throw unavailable();
    }

    static double getDouble(byte[] a, int i) {
        throw unavailable();
    }

    static void copyShorts(short[] src, byte[] dst, int at) {
        throw unavailable();
    }

    static void copyShorts(byte[] src, int at, short[] dst) {
        throw unavailable();
    }

    static void copyChars(char[] src, byte[] dst, int at) {
        throw unavailable();
    }

    static void copyChars(byte[] src, int at, char[] dst) {
        throw unavailable();
    }

    static void copyInts(int[] src, byte[] dst, int at) {
        throw unavailable();
    }

    static void copyInts(byte[] src, int at, int[] dst) {
        throw unavailable();
    }

    static void copyLongs(long[] src, byte[] dst, int at) {
        throw unavailable();
    }

    static void copyLongs(byte[] src, int at, long[] dst) {
        throw unavailable();
    }

    static void copyFloats(float[] src, byte[] dst, int at) {
        throw unavailable();
    }

    static void copyFloats(byte[] src, int at, float[] dst) {
        throw unavailable();
    }

    static void copyDoubles(double[] src, byte[] dst, int at) {
        throw unavailable();
    }

    static void copyDoubles(byte[] src, int at, double[] dst) {
        throw unavailable();
    }
}
