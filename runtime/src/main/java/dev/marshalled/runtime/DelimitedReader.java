package dev.marshalled.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * Reads a length-delimited stream of messages of one type, one message per {@link #read()}:
 * each message is its length as an unsigned varint, then its body (FORMAT.md, Delimited
 * streams), as {@link DelimitedWriter} and {@link Marshaller#writeDelimitedTo} write them.
 *
 * <pre>{@code
 * try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
 *     DelimitedReader<Trade> trades = new DelimitedReader<>(TradeMarshaller.INSTANCE, in);
 *     for (Trade trade = trades.read(); trade != null; trade = trades.read()) {
 *         book.add(trade);
 *     }
 * }
 * }</pre>
 *
 * <p><b>Nothing past the message.</b> A read takes from the stream exactly the bytes of the
 * message it returns: the prefix one byte at a time, then the body. The stream stays positioned
 * at the next message, so other code may read it in between, and nothing is buffered here; give
 * it a {@code BufferedInputStream} (as above) where each {@code read} of the stream is costly.
 *
 * <p><b>Untrusted input.</b> The length is held to {@link #limits()}'s length limit before anything is
 * allocated for the body, and the body's bytes are allocated as they arrive (up to 64 KiB at
 * once, then doubling), so a stream that declares more than it holds
 * costs at most twice what it held. The body is read in a window of its length, as a framed
 * body is: it cannot read past it, and must fill it. The reader keeps its array for the next
 * message (so it holds as much memory as the longest message read so far) and allocates only
 * when a message is longer.
 *
 * <p><b>Failures.</b> A stream that ends before a message's first byte is a clean end:
 * {@code read} returns null. Anything else is a {@link MarshalException}, whose
 * {@link MarshalException#offset() offset} counts from the failing message's first byte (its
 * prefix's); {@link #messageStart()} is where that is in the stream. A failure of the framing (the
 * stream ends inside the prefix or the body; a prefix longer than needed, wider than 32 bits or
 * above the limit) is reported at offset 0 and leaves the stream inside the message: what follows
 * cannot be read as messages. A failure of the body (its bytes are not a valid value, or do not
 * fill its length) is reported where it is, after the whole message was taken from the stream, so
 * the next {@code read} reads the next message ({@link #position()} is then exact; after a failure of
 * the framing it is not). An {@code IOException} of the stream is thrown as
 * it is.
 *
 * <p>Not thread-safe: one reader per stream, on one thread at a time.
 *
 * @param <T> the type of the messages
 */
public final class DelimitedReader<T> {
    private static final byte[] EMPTY = new byte[0];

    private final Marshaller<T> marshaller;
    private final InputStream in;
    private final byte[] prefix = new byte[Delimited.MAX_PREFIX];
    private ReadLimits limits = ReadLimits.defaults();
    /** The last message's bytes, prefix first; kept for the next one. */
    private byte[] array = EMPTY;
    private UnsafeBuffer buffer;
    private long position;
    private long messageStart;

    /**
     * A reader of the messages in {@code in}, from its current position on.
     *
     * @param marshaller the marshaller of the messages' type
     * @param in the stream; the caller keeps it, and closes it
     */
    public DelimitedReader(Marshaller<T> marshaller, InputStream in) {
        this.marshaller = Objects.requireNonNull(marshaller, "marshaller");
        this.in = Objects.requireNonNull(in, "in");
    }

    /**
     * Reads the next message.
     *
     * @return the message, or null if the stream ends before its first byte
     * @throws MarshalException if the stream ends inside a message, its length is not a valid
     *     prefix or is above the length limit, or its body is not one valid value that fills it
     * @throws IOException if the stream throws it
     */
    public T read() throws IOException {
        long start = position;
        messageStart = start;
        long read = Delimited.readPrefix(in, prefix, limits.maxLength(), start);
        if (read < 0) {
            return null;
        }
        int size = (int) (read >>> 32);
        int length = (int) read;
        position += size;
        int total = size + length;
        byte[] a = array;
        if (a.length < Math.min(total, Delimited.CHUNK)) {
            a = new byte[Math.min(total, Delimited.CHUNK)];
        }
        System.arraycopy(prefix, 0, a, 0, size);
        a = Delimited.fill(in, a, size, total, start, 0);
        array = a;
        position = start + total;
        UnsafeBuffer body = buffer;
        if (body == null || body.array() != a) {
            body = UnsafeBuffer.wrap(a);
            buffer = body;
        }
        body.clear();
        body.writeIndex(total);
        body.readIndex(size);
        body.limits(limits);
        T value = marshaller.read(body);
        if (body.remaining() != 0) {
            throw MarshalException.trailingBytes(marshaller.schema().typeName(), body.remaining(), body.readIndex());
        }
        return value;
    }

    /**
     * @return how many bytes this reader has taken from the stream: the position of the next
     *     message, counted from where the stream was when the reader was made
     */
    public long position() {
        return position;
    }

    /**
     * @return the position of the first byte of the message the last {@link #read()} returned or
     *     failed on (its prefix's), counted as {@link #position()} is; a failure's offset counts
     *     from here
     */
    public long messageStart() {
        return messageStart;
    }

    /** @return this reader's limits: {@link ReadLimits#defaults()} unless set */
    public ReadLimits limits() {
        return limits;
    }

    /**
     * Sets this reader's limits. The length limit bounds the bytes of one message, which is
     * refused at its prefix when longer, as well as the elements of each collection, map or array
     * and the bytes of each string in it; the depth limit bounds its nesting.
     *
     * @param limits the limits, not null
     * @return this reader
     */
    public DelimitedReader<T> limits(ReadLimits limits) {
        this.limits = java.util.Objects.requireNonNull(limits, "limits");
        return this;
    }

    /** @return the length of the array kept for the next message, for tests of what was allocated */
    int capacity() {
        return array.length;
    }
}
