package dev.marshalled.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Field;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Raw memory: little-endian loads, stores and bulk copies on a {@code byte[]}, through
 * {@code sun.misc.Unsafe}, through byte-array view {@link VarHandle}s, or through the foreign
 * memory API ({@link ForeignAccess}, JDK 22 and later), chosen once when this class initialises.
 * These two classes, with {@link NativeAccess} for memory outside the heap, are the only ones
 * that touch memory other than through Java arrays.
 *
 * <p>Nothing here checks bounds beyond what the JVM checks itself: {@link UnsafeBuffer} checks
 * every index before it calls in, except a positioned load or store on a backend that
 * {@linkplain #CHECKS_ITSELF checks itself}.
 * The Unsafe half lives in a nested holder so that, with the VarHandle backend, the
 * {@code sun.misc.Unsafe} class is never initialised or called; on JDK 24 and later that is
 * what keeps the JVM from printing its Unsafe memory-access warning.
 */
final class ByteArrayAccess {

    /** System property that forces a backend: {@code unsafe}, {@code varhandle} or {@code foreign}. */
    static final String BACKEND_PROPERTY = "dev.marshalled.backend";

    /**
     * System property {@code public} keeps the runtime off {@code String}'s private fields on every
     * backend and whatever is opened: strings go through the public API only. Unset (or
     * {@code internals}), the fields are used where the backend or an opening allows.
     */
    static final String STRINGS_PROPERTY = "dev.marshalled.strings";

    /** True when {@link #STRINGS_PROPERTY} says {@code public}; constant-folded by the JIT. */
    private static final boolean PUBLIC_STRINGS = publicStrings();

    private static final int USE_UNSAFE = 0;
    private static final int USE_VAR_HANDLE = 1;
    private static final int USE_FOREIGN = 2;

    /**
     * The backend from JDK 24 on, and wherever Unsafe is unavailable: VarHandles. The foreign
     * backend measured slower on small arrays (a {@code MemorySegment.copy} of 10 doubles costs
     * far more than the loop) and no faster elsewhere, so it is chosen only when forced.
     */
    private static final int SAFE_DEFAULT = USE_VAR_HANDLE;

    private static final int CHOSEN = choose();

    /** True when the Unsafe backend is in use; constant-folded by the JIT. */
    static final boolean UNSAFE = CHOSEN == USE_UNSAFE;

    /** True when the foreign-memory backend is in use (JDK 22 and later); constant-folded by the JIT. */
    static final boolean FOREIGN = CHOSEN == USE_FOREIGN;

    /**
     * True when every array access of the backend is checked by the JVM against the array's
     * length (VarHandles, the foreign API), which throws {@link IndexOutOfBoundsException} as the
     * buffer's own check would; constant-folded by the JIT.
     */
    static final boolean CHECKS_ITSELF = CHOSEN != USE_UNSAFE;

    private static final boolean NATIVE_LITTLE_ENDIAN = ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;

    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle CHAR = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

    private ByteArrayAccess() {
    }

    /**
     * Unsafe on JDK 17 to 23; from JDK 24 on, where Unsafe memory access warns and can be denied,
     * VarHandles. A forced backend the JVM cannot give falls back: Unsafe to the safe default,
     * foreign (before JDK 22) to VarHandles.
     */
    private static int choose() {
        String forced = System.getProperty(BACKEND_PROPERTY, "").trim();
        int wanted;
        if (forced.isEmpty()) {
            wanted = Runtime.version().feature() < 24 ? USE_UNSAFE : SAFE_DEFAULT;
        } else if (forced.equalsIgnoreCase("unsafe")) {
            wanted = USE_UNSAFE;
        } else if (forced.equalsIgnoreCase("varhandle")) {
            wanted = USE_VAR_HANDLE;
        } else if (forced.equalsIgnoreCase("foreign")) {
            wanted = USE_FOREIGN;
        } else {
            throw new IllegalStateException("system property " + BACKEND_PROPERTY + "=" + forced
                    + " is not a backend: use 'unsafe', 'varhandle' or 'foreign' (JDK 22 and later),"
                    + " or leave it unset");
        }
        if (wanted == USE_UNSAFE && !unsafeWorks()) {
            wanted = SAFE_DEFAULT;
        }
        if (wanted == USE_FOREIGN && !ForeignAccess.AVAILABLE) {
            wanted = USE_VAR_HANDLE;
        }
        return wanted;
    }

    private static boolean publicStrings() {
        String chosen = System.getProperty(STRINGS_PROPERTY, "").trim();
        if (chosen.isEmpty() || chosen.equalsIgnoreCase("internals")) {
            return false;
        }
        if (chosen.equalsIgnoreCase("public")) {
            return true;
        }
        throw new IllegalStateException("system property " + STRINGS_PROPERTY + "=" + chosen
                + " is not a choice: use 'public' (String's public API only) or 'internals', or leave it unset");
    }

    private static boolean unsafeWorks() {
        try {
            // Initialises the holder; fails when Unsafe is missing or its memory access is denied.
            return UnsafeHolder.probe();
        } catch (Throwable unavailable) {
            return false;
        }
    }

    /**
     * The Unsafe instance and array base offsets; initialised only on first use, and only when
     * {@link #UNSAFE} is true ({@link NativeAccess} shares it under the same rule).
     */
    static final class UnsafeHolder {
        static final sun.misc.Unsafe U = load();
        static final long BYTES = U.arrayBaseOffset(byte[].class);
        static final long SHORTS = U.arrayBaseOffset(short[].class);
        static final long CHARS = U.arrayBaseOffset(char[].class);
        static final long INTS = U.arrayBaseOffset(int[].class);
        static final long LONGS = U.arrayBaseOffset(long[].class);
        static final long FLOATS = U.arrayBaseOffset(float[].class);
        static final long DOUBLES = U.arrayBaseOffset(double[].class);

        private static sun.misc.Unsafe load() {
            try {
                Field field = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
                field.setAccessible(true);
                return (sun.misc.Unsafe) field.get(null);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("sun.misc.Unsafe is not available", e);
            }
        }

        /**
         * Offsets of {@code String.value} and {@code String.coder}, or -1 for both when they are
         * absent or do not mean what this class expects ({@link #stringFieldsAsExpected}).
         */
        static final long STRING_VALUE;
        static final long STRING_CODER;

        static {
            long value = -1;
            long coder = -1;
            try {
                Field valueField = String.class.getDeclaredField("value");
                Field coderField = String.class.getDeclaredField("coder");
                if (valueField.getType() == byte[].class && coderField.getType() == byte.class) {
                    long v = U.objectFieldOffset(valueField);
                    long c = U.objectFieldOffset(coderField);
                    if (stringFieldsAsExpected(s -> U.getByte(s, c), s -> U.getObject(s, v))) {
                        value = v;
                        coder = c;
                    }
                }
            } catch (ReflectiveOperationException | RuntimeException unavailable) {
                value = -1;
                coder = -1;
            }
            STRING_VALUE = value;
            STRING_CODER = coder;
        }

        static boolean probe() {
            byte[] probe = new byte[8];
            U.putLong(probe, BYTES, 0x0102030405060708L);
            return U.getLong(probe, BYTES) == 0x0102030405060708L;
        }

        /**
         * A string of {@code bytes} as its Latin-1 value, the array kept, not copied: allocated
         * bare, its value and coder set, and fenced so that no thread sees it half made (what its
         * final fields would give). Only with {@link #STRING_VALUE} known; null if allocation fails.
         */
        static String sharing(byte[] bytes) {
            try {
                String made = (String) U.allocateInstance(String.class);
                U.putObject(made, STRING_VALUE, bytes);
                U.putByte(made, STRING_CODER, (byte) 0);
                U.storeFence();
                return made;
            } catch (InstantiationException refused) {
                return null;
            }
        }

        static void copy(Object src, long srcOffset, Object dst, long dstOffset, long bytes) {
            U.copyMemory(src, srcOffset, dst, dstOffset, bytes);
        }
    }

    /**
     * {@code String.value} and {@code String.coder} through VarHandles, for the backends other
     * than Unsafe, through whichever opening the user gave: {@code java.lang} open to this
     * module ({@code --add-opens java.base/java.lang=dev.marshalled.runtime}, or
     * {@code =ALL-UNNAMED} on the class path) allows a private lookup in {@code String};
     * {@code java.lang.invoke} open (the flag other serializers already ask for) allows the
     * JDK's own fully trusted lookup, which reaches the same fields. Where neither is open, both
     * attempts fail without a word and {@link #OPEN} is false. Initialised on first use only.
     */
    private static final class OpenString {
        static final VarHandle VALUE;
        static final VarHandle CODER;
        static final boolean OPEN;
        /** {@code String(byte[], byte)}, which keeps the array it is given; null where unavailable. */
        static final MethodHandle SHARING;

        static {
            MethodHandles.Lookup lookup = privateLookup();
            VarHandle[] found = find(lookup);
            if (found == null) {
                lookup = trustedLookup();
                found = find(lookup);
            }
            VALUE = found == null ? null : found[0];
            CODER = found == null ? null : found[1];
            OPEN = found != null;
            SHARING = OPEN ? sharingConstructor(lookup) : null;
        }

        /** The constructor that keeps its array, if it does so for a Latin-1 string; else null. */
        private static MethodHandle sharingConstructor(MethodHandles.Lookup lookup) {
            try {
                MethodHandle constructor = lookup.findConstructor(String.class,
                        MethodType.methodType(void.class, byte[].class, byte.class));
                byte[] probe = {'a', (byte) 0xE9};
                String made = (String) constructor.invokeExact(probe, (byte) 0);
                return made.equals("a\u00e9") && VALUE.get(made) == probe ? constructor : null;
            } catch (Throwable closed) {
                return null;
            }
        }

        private static MethodHandles.Lookup privateLookup() {
            try {
                return MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
            } catch (IllegalAccessException | RuntimeException closed) {
                return null;
            }
        }

        /** The JDK's lookup with every access, reachable only where {@code java.lang.invoke} is open to us. */
        private static MethodHandles.Lookup trustedLookup() {
            try {
                Field field = MethodHandles.Lookup.class.getDeclaredField("IMPL_LOOKUP");
                field.setAccessible(true);
                return (MethodHandles.Lookup) field.get(null);
            } catch (ReflectiveOperationException | RuntimeException closed) {
                return null;
            }
        }

        /** The value and coder handles through {@code lookup}, or null where they cannot be had or mean something else. */
        private static VarHandle[] find(MethodHandles.Lookup lookup) {
            if (lookup == null) {
                return null;
            }
            try {
                VarHandle v = lookup.findVarHandle(String.class, "value", byte[].class);
                VarHandle c = lookup.findVarHandle(String.class, "coder", byte.class);
                return stringFieldsAsExpected(s -> (byte) c.get(s), s -> v.get(s)) ? new VarHandle[] {v, c} : null;
            } catch (ReflectiveOperationException | RuntimeException closed) {
                return null;
            }
        }
    }

    /**
     * Whether {@code coder} and {@code value}, read from strings built at run time, mean what
     * {@link #latin1Bytes} takes them to: with compact strings on, coder 0 means value holds one
     * byte per char (Latin-1). If the JVM disagrees (compact strings off, another layout), the
     * fields are never used.
     */
    private static boolean stringFieldsAsExpected(ToIntFunction<String> coder, Function<String, Object> value) {
        String latin1 = new String(new char[] {'a', '\u00e9'});
        String utf16 = new String(new char[] {'a', '\u0100'});
        Object bytes = value.apply(latin1);
        return coder.applyAsInt(latin1) == 0 && coder.applyAsInt(utf16) != 0
                && bytes instanceof byte[] && Arrays.equals((byte[]) bytes, new byte[] {'a', (byte) 0xE9});
    }

    /**
     * The chars of {@code s}, one byte each, when the string is stored that way (Latin-1) and
     * this backend can see it; otherwise null. The Unsafe backend can; the others can where
     * {@code java.lang} is open to this module ({@link OpenString}). The array is the string's
     * own: read it, never write it.
     */
    static byte[] latin1Bytes(String s) {
        if (PUBLIC_STRINGS) {
            return null;
        }
        if (UNSAFE) {
            if (UnsafeHolder.STRING_CODER >= 0 && UnsafeHolder.U.getByte(s, UnsafeHolder.STRING_CODER) == 0) {
                return (byte[]) UnsafeHolder.U.getObject(s, UnsafeHolder.STRING_VALUE);
            }
        } else if (OpenString.OPEN && (byte) OpenString.CODER.get(s) == 0) {
            return (byte[]) OpenString.VALUE.get(s);
        }
        return null;
    }

    /**
     * A string whose value is {@code bytes} itself, one char per byte (Latin-1), where this
     * backend can make one without a copy: the Unsafe backend can; the others can where
     * {@code java.lang} or {@code java.lang.invoke} is open ({@link OpenString}). Otherwise null.
     * The caller hands over {@code bytes} and never touches it again.
     */
    static String latin1String(byte[] bytes) {
        if (PUBLIC_STRINGS) {
            return null;
        }
        if (UNSAFE) {
            return UnsafeHolder.STRING_CODER >= 0 ? UnsafeHolder.sharing(bytes) : null;
        }
        if (OpenString.SHARING != null) {
            try {
                return (String) OpenString.SHARING.invokeExact(bytes, (byte) 0);
            } catch (Throwable unexpected) {
                throw new AssertionError("String's own constructor threw", unexpected);
            }
        }
        return null;
    }

    /** True when {@link #latin1String} makes strings on this backend and JVM; constant-folded by the JIT. */
    static boolean sharesLatin1Strings() {
        if (PUBLIC_STRINGS) {
            return false;
        }
        return UNSAFE ? UnsafeHolder.STRING_CODER >= 0 : OpenString.SHARING != null;
    }

    /** True when {@link #latin1Bytes} can see strings' own bytes on this backend and JVM. */
    static boolean seesStringBytes() {
        if (PUBLIC_STRINGS) {
            return false;
        }
        return UNSAFE ? UnsafeHolder.STRING_CODER >= 0 : OpenString.OPEN;
    }

    static String backendName() {
        return UNSAFE ? "unsafe" : FOREIGN ? "foreign" : "varhandle";
    }

    // ---- single values, little-endian ----

    static void putShort(byte[] a, int i, short v) {
        if (UNSAFE) {
            UnsafeHolder.U.putShort(a, UnsafeHolder.BYTES + i, NATIVE_LITTLE_ENDIAN ? v : Short.reverseBytes(v));
        } else if (FOREIGN) {
            ForeignAccess.putShort(a, i, v);
        } else {
            SHORT.set(a, i, v);
        }
    }

    static short getShort(byte[] a, int i) {
        if (UNSAFE) {
            short v = UnsafeHolder.U.getShort(a, UnsafeHolder.BYTES + i);
            return NATIVE_LITTLE_ENDIAN ? v : Short.reverseBytes(v);
        }
        if (FOREIGN) {
            return ForeignAccess.getShort(a, i);
        }
        return (short) SHORT.get(a, i);
    }

    static void putChar(byte[] a, int i, char v) {
        if (UNSAFE) {
            UnsafeHolder.U.putChar(a, UnsafeHolder.BYTES + i, NATIVE_LITTLE_ENDIAN ? v : Character.reverseBytes(v));
        } else if (FOREIGN) {
            ForeignAccess.putChar(a, i, v);
        } else {
            CHAR.set(a, i, v);
        }
    }

    static char getChar(byte[] a, int i) {
        if (UNSAFE) {
            char v = UnsafeHolder.U.getChar(a, UnsafeHolder.BYTES + i);
            return NATIVE_LITTLE_ENDIAN ? v : Character.reverseBytes(v);
        }
        if (FOREIGN) {
            return ForeignAccess.getChar(a, i);
        }
        return (char) CHAR.get(a, i);
    }

    static void putInt(byte[] a, int i, int v) {
        if (UNSAFE) {
            UnsafeHolder.U.putInt(a, UnsafeHolder.BYTES + i, NATIVE_LITTLE_ENDIAN ? v : Integer.reverseBytes(v));
        } else if (FOREIGN) {
            ForeignAccess.putInt(a, i, v);
        } else {
            INT.set(a, i, v);
        }
    }

    static int getInt(byte[] a, int i) {
        if (UNSAFE) {
            int v = UnsafeHolder.U.getInt(a, UnsafeHolder.BYTES + i);
            return NATIVE_LITTLE_ENDIAN ? v : Integer.reverseBytes(v);
        }
        if (FOREIGN) {
            return ForeignAccess.getInt(a, i);
        }
        return (int) INT.get(a, i);
    }

    static void putLong(byte[] a, int i, long v) {
        if (UNSAFE) {
            UnsafeHolder.U.putLong(a, UnsafeHolder.BYTES + i, NATIVE_LITTLE_ENDIAN ? v : Long.reverseBytes(v));
        } else if (FOREIGN) {
            ForeignAccess.putLong(a, i, v);
        } else {
            LONG.set(a, i, v);
        }
    }

    static long getLong(byte[] a, int i) {
        if (UNSAFE) {
            long v = UnsafeHolder.U.getLong(a, UnsafeHolder.BYTES + i);
            return NATIVE_LITTLE_ENDIAN ? v : Long.reverseBytes(v);
        }
        if (FOREIGN) {
            return ForeignAccess.getLong(a, i);
        }
        return (long) LONG.get(a, i);
    }

    static void putFloat(byte[] a, int i, float v) {
        if (UNSAFE) {
            putInt(a, i, Float.floatToRawIntBits(v));
        } else if (FOREIGN) {
            ForeignAccess.putFloat(a, i, v);
        } else {
            FLOAT.set(a, i, v);
        }
    }

    static float getFloat(byte[] a, int i) {
        if (UNSAFE) {
            return Float.intBitsToFloat(getInt(a, i));
        }
        if (FOREIGN) {
            return ForeignAccess.getFloat(a, i);
        }
        return (float) FLOAT.get(a, i);
    }

    static void putDouble(byte[] a, int i, double v) {
        if (UNSAFE) {
            putLong(a, i, Double.doubleToRawLongBits(v));
        } else if (FOREIGN) {
            ForeignAccess.putDouble(a, i, v);
        } else {
            DOUBLE.set(a, i, v);
        }
    }

    static double getDouble(byte[] a, int i) {
        if (UNSAFE) {
            return Double.longBitsToDouble(getLong(a, i));
        }
        if (FOREIGN) {
            return ForeignAccess.getDouble(a, i);
        }
        return (double) DOUBLE.get(a, i);
    }

    // ---- bulk copies between primitive arrays and the byte array, little-endian ----
    // With Unsafe on a little-endian host the wire layout equals the heap layout, so one
    // copyMemory moves the whole array; otherwise each element goes through the typed store.

    static void copyShorts(short[] src, byte[] dst, int at) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.SHORTS, dst, UnsafeHolder.BYTES + at, (long) src.length << 1);
        } else if (FOREIGN) {
            ForeignAccess.copyShorts(src, dst, at);
        } else {
            for (int k = 0; k < src.length; k++) {
                putShort(dst, at + (k << 1), src[k]);
            }
        }
    }

    static void copyShorts(byte[] src, int at, short[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.BYTES + at, dst, UnsafeHolder.SHORTS, (long) dst.length << 1);
        } else if (FOREIGN) {
            ForeignAccess.copyShorts(src, at, dst);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getShort(src, at + (k << 1));
            }
        }
    }

    static void copyChars(char[] src, byte[] dst, int at) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.CHARS, dst, UnsafeHolder.BYTES + at, (long) src.length << 1);
        } else if (FOREIGN) {
            ForeignAccess.copyChars(src, dst, at);
        } else {
            for (int k = 0; k < src.length; k++) {
                putChar(dst, at + (k << 1), src[k]);
            }
        }
    }

    static void copyChars(byte[] src, int at, char[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.BYTES + at, dst, UnsafeHolder.CHARS, (long) dst.length << 1);
        } else if (FOREIGN) {
            ForeignAccess.copyChars(src, at, dst);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getChar(src, at + (k << 1));
            }
        }
    }

    static void copyInts(int[] src, byte[] dst, int at) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.INTS, dst, UnsafeHolder.BYTES + at, (long) src.length << 2);
        } else if (FOREIGN) {
            ForeignAccess.copyInts(src, dst, at);
        } else {
            for (int k = 0; k < src.length; k++) {
                putInt(dst, at + (k << 2), src[k]);
            }
        }
    }

    static void copyInts(byte[] src, int at, int[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.BYTES + at, dst, UnsafeHolder.INTS, (long) dst.length << 2);
        } else if (FOREIGN) {
            ForeignAccess.copyInts(src, at, dst);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getInt(src, at + (k << 2));
            }
        }
    }

    static void copyLongs(long[] src, byte[] dst, int at) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.LONGS, dst, UnsafeHolder.BYTES + at, (long) src.length << 3);
        } else if (FOREIGN) {
            ForeignAccess.copyLongs(src, dst, at);
        } else {
            for (int k = 0; k < src.length; k++) {
                putLong(dst, at + (k << 3), src[k]);
            }
        }
    }

    static void copyLongs(byte[] src, int at, long[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.BYTES + at, dst, UnsafeHolder.LONGS, (long) dst.length << 3);
        } else if (FOREIGN) {
            ForeignAccess.copyLongs(src, at, dst);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getLong(src, at + (k << 3));
            }
        }
    }

    static void copyFloats(float[] src, byte[] dst, int at) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.FLOATS, dst, UnsafeHolder.BYTES + at, (long) src.length << 2);
        } else if (FOREIGN) {
            ForeignAccess.copyFloats(src, dst, at);
        } else {
            for (int k = 0; k < src.length; k++) {
                putFloat(dst, at + (k << 2), src[k]);
            }
        }
    }

    static void copyFloats(byte[] src, int at, float[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.BYTES + at, dst, UnsafeHolder.FLOATS, (long) dst.length << 2);
        } else if (FOREIGN) {
            ForeignAccess.copyFloats(src, at, dst);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getFloat(src, at + (k << 2));
            }
        }
    }

    static void copyDoubles(double[] src, byte[] dst, int at) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.DOUBLES, dst, UnsafeHolder.BYTES + at, (long) src.length << 3);
        } else if (FOREIGN) {
            ForeignAccess.copyDoubles(src, dst, at);
        } else {
            for (int k = 0; k < src.length; k++) {
                putDouble(dst, at + (k << 3), src[k]);
            }
        }
    }

    static void copyDoubles(byte[] src, int at, double[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            UnsafeHolder.copy(src, UnsafeHolder.BYTES + at, dst, UnsafeHolder.DOUBLES, (long) dst.length << 3);
        } else if (FOREIGN) {
            ForeignAccess.copyDoubles(src, at, dst);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getDouble(src, at + (k << 3));
            }
        }
    }
}
