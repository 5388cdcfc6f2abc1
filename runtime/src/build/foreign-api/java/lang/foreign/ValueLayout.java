package java.lang.foreign;

import java.nio.ByteOrder;

/* Compile-time declarations only: see MemorySegment.java in this folder. */
public interface ValueLayout {
    OfShort JAVA_SHORT_UNALIGNED = null;
    OfChar JAVA_CHAR_UNALIGNED = null;
    OfInt JAVA_INT_UNALIGNED = null;
    OfLong JAVA_LONG_UNALIGNED = null;
    OfFloat JAVA_FLOAT_UNALIGNED = null;
    OfDouble JAVA_DOUBLE_UNALIGNED = null;

    /** The layouts ForeignAccess uses, each with the JDK 22 signature of withOrder. */
    interface OfShort extends ValueLayout {
        OfShort withOrder(ByteOrder order);
    }

    interface OfChar extends ValueLayout {
        OfChar withOrder(ByteOrder order);
    }

    interface OfInt extends ValueLayout {
        OfInt withOrder(ByteOrder order);
    }

    interface OfLong extends ValueLayout {
        OfLong withOrder(ByteOrder order);
    }

    interface OfFloat extends ValueLayout {
        OfFloat withOrder(ByteOrder order);
    }

    interface OfDouble extends ValueLayout {
        OfDouble withOrder(ByteOrder order);
    }
}
