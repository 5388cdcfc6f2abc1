package dev.marshalled.example;

import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;

/**
 * A marshaller on the command line's class path whose schema fails in a way chosen by the test:
 * a real stack overflow, a real out-of-memory error, or a checked exception with a two-line
 * message. The command must still print one line and exit with status 1.
 */
public final class FailingMarshaller {
    /** How {@link Marshaller#schema()} fails. */
    enum Failure { STACK, MEMORY, CHECKED }

    static volatile Failure failure = Failure.STACK;

    private FailingMarshaller() {
    }

    public static final Marshaller<Object> INSTANCE = new Marshaller<>() {
        @Override
        public void write(Object value, UnsafeBuffer buffer) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Object read(UnsafeBuffer buffer) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int sizeOf(Object value) {
            return 0;
        }

        @Override
        public WireSchema schema() {
            switch (failure) {
                case STACK: return deeper(0);
                case MEMORY: return WireSchema.of("x" + new long[Integer.MAX_VALUE].length);
                default: throw FailingMarshaller.<RuntimeException>sneaky(new java.io.IOException("the disk\nis gone"));
            }
        }

        @Override
        public Class<Object> type() {
            return Object.class;
        }
    };

    /** Recurses until the stack runs out. */
    static WireSchema deeper(int depth) {
        return depth < 0 ? null : deeper(depth + 1);
    }

    /** Throws a checked exception where the compiler does not expect one, as some libraries do. */
    @SuppressWarnings("unchecked")
    static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }
}
