package dev.marshalled.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Field;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Raw memory of a {@link ByteBuffer}: little-endian loads, stores and bulk copies in place, on
 * a direct buffer (which is also how a mapped file and, on JDK 22 and later, a native
 * {@code MemorySegment} reach the runtime), a read-only one, or a heap slice. The counterpart of
 * {@link ByteArrayAccess}, on the same backend: with Unsafe, plain loads and stores at the
 * buffer's base ({@link #base}, {@link #address}) plus the index; with the VarHandle and foreign
 * backends, the JDK's byte-buffer view {@link VarHandle}s, which check bounds, read-only and
 * liveness themselves.
 *
 * <p>Nothing here checks bounds beyond what the JDK does: {@link UnsafeBuffer} checks every
 * index against the memory's size before it calls in. The buffer is passed on every call so
 * that it stays reachable (its memory cannot be freed) while the address is in use.
 */
final class NativeAccess {

    private static final boolean UNSAFE = ByteArrayAccess.UNSAFE;

    private static final boolean NATIVE_LITTLE_ENDIAN = ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;

    private static final VarHandle SHORT = MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle CHAR = MethodHandles.byteBufferViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteBufferViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteBufferViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Up to this many bytes, a copy between an array and the memory goes a word at a time; a
     * bulk copy ({@code Unsafe.copyMemory}, {@code ByteBuffer.put}) costs more than that for the
     * short strings most messages hold (measured on MediaContent's, 10 to 36 bytes each).
     */
    private static final int SHORT_COPY = 64;

    private static final VarHandle ARRAY_LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private NativeAccess() {
    }

    /**
     * The object that holds index 0 of {@code buffer} for the Unsafe backend: null for a direct
     * buffer (its memory is addressed absolutely), its array for a heap buffer, read-only or
     * not. Null on the other backends, which never use it.
     */
    static Object base(ByteBuffer buffer) {
        return UNSAFE && !buffer.isDirect() ? Fields.array(buffer) : null;
    }

    /**
     * The offset of index 0 of {@code buffer} from {@link #base} for the Unsafe backend: a direct
     * buffer's address, or the array offset of a heap buffer's first byte; 0 on the others.
     */
    static long address(ByteBuffer buffer) {
        if (!UNSAFE) {
            return 0;
        }
        return buffer.isDirect() ? Fields.address(buffer) : ByteArrayAccess.UnsafeHolder.BYTES + Fields.offset(buffer);
    }

    /**
     * Where a buffer keeps its memory: {@code Buffer.address}, and a heap buffer's array and
     * offset, which a read-only heap buffer hides from its public API. Read through Unsafe
     * (offsets of fields of the JDK's own classes, no reflective access); initialised only
     * with that backend.
     */
    private static final class Fields {
        private static final long ADDRESS = offsetOf(Buffer.class, "address");
        private static final long ARRAY = offsetOf(ByteBuffer.class, "hb");
        private static final long OFFSET = offsetOf(ByteBuffer.class, "offset");

        private static long offsetOf(Class<?> type, String name) {
            try {
                Field field = type.getDeclaredField(name);
                return ByteArrayAccess.UnsafeHolder.U.objectFieldOffset(field);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(type.getName() + " has no field " + name + " on this JVM", e);
            }
        }

        static long address(ByteBuffer direct) {
            return ByteArrayAccess.UnsafeHolder.U.getLong(direct, ADDRESS);
        }

        static byte[] array(ByteBuffer heap) {
            return (byte[]) ByteArrayAccess.UnsafeHolder.U.getObject(heap, ARRAY);
        }

        static int offset(ByteBuffer heap) {
            return ByteArrayAccess.UnsafeHolder.U.getInt(heap, OFFSET);
        }
    }

    private static sun.misc.Unsafe u() {
        return ByteArrayAccess.UnsafeHolder.U;
    }

    // ---- single values, little-endian ----

    static void putByte(ByteBuffer m, Object base, long address, int i, byte v) {
        if (UNSAFE) {
            u().putByte(base, address + i, v);
        } else {
            m.put(i, v);
        }
    }

    static byte getByte(ByteBuffer m, Object base, long address, int i) {
        return UNSAFE ? u().getByte(base, address + i) : m.get(i);
    }

    static void putShort(ByteBuffer m, Object base, long address, int i, short v) {
        if (UNSAFE) {
            u().putShort(base, address + i, NATIVE_LITTLE_ENDIAN ? v : Short.reverseBytes(v));
        } else {
            SHORT.set(m, i, v);
        }
    }

    static short getShort(ByteBuffer m, Object base, long address, int i) {
        if (UNSAFE) {
            short v = u().getShort(base, address + i);
            return NATIVE_LITTLE_ENDIAN ? v : Short.reverseBytes(v);
        }
        return (short) SHORT.get(m, i);
    }

    static void putChar(ByteBuffer m, Object base, long address, int i, char v) {
        if (UNSAFE) {
            u().putChar(base, address + i, NATIVE_LITTLE_ENDIAN ? v : Character.reverseBytes(v));
        } else {
            CHAR.set(m, i, v);
        }
    }

    static char getChar(ByteBuffer m, Object base, long address, int i) {
        if (UNSAFE) {
            char v = u().getChar(base, address + i);
            return NATIVE_LITTLE_ENDIAN ? v : Character.reverseBytes(v);
        }
        return (char) CHAR.get(m, i);
    }

    static void putInt(ByteBuffer m, Object base, long address, int i, int v) {
        if (UNSAFE) {
            u().putInt(base, address + i, NATIVE_LITTLE_ENDIAN ? v : Integer.reverseBytes(v));
        } else {
            INT.set(m, i, v);
        }
    }

    static int getInt(ByteBuffer m, Object base, long address, int i) {
        if (UNSAFE) {
            int v = u().getInt(base, address + i);
            return NATIVE_LITTLE_ENDIAN ? v : Integer.reverseBytes(v);
        }
        return (int) INT.get(m, i);
    }

    static void putLong(ByteBuffer m, Object base, long address, int i, long v) {
        if (UNSAFE) {
            u().putLong(base, address + i, NATIVE_LITTLE_ENDIAN ? v : Long.reverseBytes(v));
        } else {
            LONG.set(m, i, v);
        }
    }

    static long getLong(ByteBuffer m, Object base, long address, int i) {
        if (UNSAFE) {
            long v = u().getLong(base, address + i);
            return NATIVE_LITTLE_ENDIAN ? v : Long.reverseBytes(v);
        }
        return (long) LONG.get(m, i);
    }

    static void putFloat(ByteBuffer m, Object base, long address, int i, float v) {
        if (UNSAFE) {
            putInt(m, base, address, i, Float.floatToRawIntBits(v));
        } else {
            FLOAT.set(m, i, v);
        }
    }

    static float getFloat(ByteBuffer m, Object base, long address, int i) {
        return UNSAFE ? Float.intBitsToFloat(getInt(m, base, address, i)) : (float) FLOAT.get(m, i);
    }

    static void putDouble(ByteBuffer m, Object base, long address, int i, double v) {
        if (UNSAFE) {
            putLong(m, base, address, i, Double.doubleToRawLongBits(v));
        } else {
            DOUBLE.set(m, i, v);
        }
    }

    static double getDouble(ByteBuffer m, Object base, long address, int i) {
        return UNSAFE ? Double.longBitsToDouble(getLong(m, base, address, i)) : (double) DOUBLE.get(m, i);
    }

    // ---- bulk copies ----

    /** Copies {@code length} bytes of {@code src} from {@code offset} to index {@code i}. */
    static void putBytes(ByteBuffer m, Object base, long address, int i, byte[] src, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, src.length);
        if (UNSAFE && base == null && length >= 8 && length <= SHORT_COPY) {
            sun.misc.Unsafe u = u();
            long from = ByteArrayAccess.UnsafeHolder.BYTES + offset;
            long to = address + i;
            int last = length - 8;
            for (int k = 0; k < last; k += 8) {
                u.putLong(to + k, u.getLong(src, from + k));
            }
            u.putLong(to + last, u.getLong(src, from + last));
        } else if (length >= 8 && length <= SHORT_COPY) {
            // Words, the last one overlapping the one before: no per-byte loop, no bulk call.
            int last = length - 8;
            for (int k = 0; k < last; k += 8) {
                putLong(m, base, address, i + k, (long) ARRAY_LONG.get(src, offset + k));
            }
            putLong(m, base, address, i + last, (long) ARRAY_LONG.get(src, offset + last));
        } else if (length < 8) {
            for (int k = 0; k < length; k++) {
                putByte(m, base, address, i + k, src[offset + k]);
            }
        } else if (UNSAFE) {
            ByteArrayAccess.UnsafeHolder.copy(src, ByteArrayAccess.UnsafeHolder.BYTES + offset, base, address + i, length);
        } else {
            m.put(i, src, offset, length);
        }
    }

    /** Copies {@code length} bytes at index {@code i} into {@code dst} from {@code offset}. */
    static void getBytes(ByteBuffer m, Object base, long address, int i, byte[] dst, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, dst.length);
        if (UNSAFE && base == null && length >= 8 && length <= SHORT_COPY) {
            sun.misc.Unsafe u = u();
            long from = address + i;
            long to = ByteArrayAccess.UnsafeHolder.BYTES + offset;
            int last = length - 8;
            for (int k = 0; k < last; k += 8) {
                u.putLong(dst, to + k, u.getLong(from + k));
            }
            u.putLong(dst, to + last, u.getLong(from + last));
        } else if (length >= 8 && length <= SHORT_COPY) {
            int last = length - 8;
            for (int k = 0; k < last; k += 8) {
                ARRAY_LONG.set(dst, offset + k, getLong(m, base, address, i + k));
            }
            ARRAY_LONG.set(dst, offset + last, getLong(m, base, address, i + last));
        } else if (length < 8) {
            for (int k = 0; k < length; k++) {
                dst[offset + k] = getByte(m, base, address, i + k);
            }
        } else if (UNSAFE) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + i, dst, ByteArrayAccess.UnsafeHolder.BYTES + offset, length);
        } else {
            m.get(i, dst, offset, length);
        }
    }

    /** Moves {@code length} bytes from index {@code from} to index {@code to}; the ranges may overlap. */
    static void moveBytes(ByteBuffer m, Object base, long address, int from, int to, int length) {
        if (UNSAFE) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + from, base, address + to, length);
        } else {
            m.put(to, m.duplicate(), from, length);
        }
    }

    // Typed arrays: with Unsafe on a little-endian host one copyMemory, as for the heap; otherwise
    // element by element through the typed stores.

    static void putShorts(ByteBuffer m, Object base, long address, int at, short[] src) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(src, ByteArrayAccess.UnsafeHolder.SHORTS, base, address + at, (long) src.length << 1);
        } else {
            for (int k = 0; k < src.length; k++) {
                putShort(m, base, address, at + (k << 1), src[k]);
            }
        }
    }

    static void getShorts(ByteBuffer m, Object base, long address, int at, short[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + at, dst, ByteArrayAccess.UnsafeHolder.SHORTS, (long) dst.length << 1);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getShort(m, base, address, at + (k << 1));
            }
        }
    }

    static void putChars(ByteBuffer m, Object base, long address, int at, char[] src) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(src, ByteArrayAccess.UnsafeHolder.CHARS, base, address + at, (long) src.length << 1);
        } else {
            for (int k = 0; k < src.length; k++) {
                putChar(m, base, address, at + (k << 1), src[k]);
            }
        }
    }

    static void getChars(ByteBuffer m, Object base, long address, int at, char[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + at, dst, ByteArrayAccess.UnsafeHolder.CHARS, (long) dst.length << 1);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getChar(m, base, address, at + (k << 1));
            }
        }
    }

    static void putInts(ByteBuffer m, Object base, long address, int at, int[] src) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(src, ByteArrayAccess.UnsafeHolder.INTS, base, address + at, (long) src.length << 2);
        } else {
            for (int k = 0; k < src.length; k++) {
                putInt(m, base, address, at + (k << 2), src[k]);
            }
        }
    }

    static void getInts(ByteBuffer m, Object base, long address, int at, int[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + at, dst, ByteArrayAccess.UnsafeHolder.INTS, (long) dst.length << 2);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getInt(m, base, address, at + (k << 2));
            }
        }
    }

    static void putLongs(ByteBuffer m, Object base, long address, int at, long[] src) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(src, ByteArrayAccess.UnsafeHolder.LONGS, base, address + at, (long) src.length << 3);
        } else {
            for (int k = 0; k < src.length; k++) {
                putLong(m, base, address, at + (k << 3), src[k]);
            }
        }
    }

    static void getLongs(ByteBuffer m, Object base, long address, int at, long[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + at, dst, ByteArrayAccess.UnsafeHolder.LONGS, (long) dst.length << 3);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getLong(m, base, address, at + (k << 3));
            }
        }
    }

    static void putFloats(ByteBuffer m, Object base, long address, int at, float[] src) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(src, ByteArrayAccess.UnsafeHolder.FLOATS, base, address + at, (long) src.length << 2);
        } else {
            for (int k = 0; k < src.length; k++) {
                putFloat(m, base, address, at + (k << 2), src[k]);
            }
        }
    }

    static void getFloats(ByteBuffer m, Object base, long address, int at, float[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + at, dst, ByteArrayAccess.UnsafeHolder.FLOATS, (long) dst.length << 2);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getFloat(m, base, address, at + (k << 2));
            }
        }
    }

    static void putDoubles(ByteBuffer m, Object base, long address, int at, double[] src) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(src, ByteArrayAccess.UnsafeHolder.DOUBLES, base, address + at, (long) src.length << 3);
        } else {
            for (int k = 0; k < src.length; k++) {
                putDouble(m, base, address, at + (k << 3), src[k]);
            }
        }
    }

    static void getDoubles(ByteBuffer m, Object base, long address, int at, double[] dst) {
        if (UNSAFE && NATIVE_LITTLE_ENDIAN) {
            ByteArrayAccess.UnsafeHolder.copy(base, address + at, dst, ByteArrayAccess.UnsafeHolder.DOUBLES, (long) dst.length << 3);
        } else {
            for (int k = 0; k < dst.length; k++) {
                dst[k] = getDouble(m, base, address, at + (k << 3));
            }
        }
    }
}
