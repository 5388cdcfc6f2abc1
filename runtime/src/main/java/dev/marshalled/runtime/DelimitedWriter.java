package dev.marshalled.runtime;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Objects;

/**
 * Writes a length-delimited stream of messages of one type, one message per {@link #write}:
 * its length in bytes as an unsigned varint, then its body (FORMAT.md, Delimited streams).
 * {@link DelimitedReader} reads them back, one at a time, and a file or socket can hold any
 * number of them.
 *
 * <pre>{@code
 * try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
 *     DelimitedWriter<Trade> trades = new DelimitedWriter<>(TradeMarshaller.INSTANCE, out);
 *     for (Trade trade : book) {
 *         trades.write(trade);
 *     }
 * }
 * }</pre>
 *
 * <p>Each message is encoded into a buffer the writer keeps, then handed to the stream in one
 * {@code write} call: a message that cannot be encoded ({@link MarshalException}) writes nothing,
 * and once the buffer has grown to the longest message, writing allocates nothing. The writer
 * neither flushes nor closes the stream; {@link #flush()} flushes it, for a socket whose reader
 * waits. An {@code IOException} of the stream is thrown as it is.
 *
 * <p>Not thread-safe: one writer per stream, on one thread at a time.
 *
 * @param <T> the type of the messages
 */
public final class DelimitedWriter<T> {
    private final Marshaller<T> marshaller;
    private final OutputStream out;
    private final UnsafeBuffer buffer = new UnsafeBuffer(256);
    private long position;

    /**
     * A writer of messages to {@code out}, from its current position on.
     *
     * @param marshaller the marshaller of the messages' type
     * @param out the stream; the caller keeps it, and closes it
     */
    public DelimitedWriter(Marshaller<T> marshaller, OutputStream out) {
        this.marshaller = Objects.requireNonNull(marshaller, "marshaller");
        this.out = Objects.requireNonNull(out, "out");
    }

    /**
     * Writes {@code value} as the next message.
     *
     * @param value the value, not null
     * @throws MarshalException if the value cannot be encoded; nothing is written then
     * @throws IOException if the stream throws it
     */
    public void write(T value) throws IOException {
        Objects.requireNonNull(value, "cannot write a null message");
        buffer.clear();
        // The prefix's room at its widest; the prefix is put right before the body once its length is known.
        buffer.claim(Delimited.MAX_PREFIX);
        marshaller.write(value, buffer);
        int length = buffer.writeIndex() - Delimited.MAX_PREFIX;
        int start = Delimited.putPrefixBefore(buffer.array(), Delimited.MAX_PREFIX, length);
        out.write(buffer.array(), start, buffer.writeIndex() - start);
        position += buffer.writeIndex() - start;
    }

    /**
     * Flushes the stream.
     *
     * @throws IOException if the stream throws it
     */
    public void flush() throws IOException {
        out.flush();
    }

    /** @return how many bytes this writer has handed to the stream */
    public long position() {
        return position;
    }
}
