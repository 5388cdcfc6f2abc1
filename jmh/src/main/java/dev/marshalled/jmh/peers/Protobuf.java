package dev.marshalled.jmh.peers;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.marshalled.jmh.libs.Library;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Function;

/**
 * protobuf-java behind {@link Library}: a message is written into a reused array through a
 * {@link CodedOutputStream} and parsed back from that array in place, so protobuf pays no copy
 * ({@code toByteArray()}'s fresh array) that the buffer-based libraries do not.
 */
final class Protobuf {
    private static final int CAPACITY = 1 << 16;

    private Protobuf() {
    }

    /** Generated messages in, generated messages out: protobuf as its own users hold their data. */
    static <M extends MessageLite> Library<M> own(Parser<M> parser) {
        byte[] bytes = new byte[CAPACITY];
        return new Library<>() {
            private int length;

            @Override
            public int write(M message) {
                length = writeTo(message, bytes);
                return length;
            }

            @Override
            public M read() {
                return parse(parser, bytes, length);
            }
        };
    }

    /**
     * Domain objects in and out: each write builds a message from the object and each read
     * converts the parsed message back, the cost a team pays that keeps its own classes.
     */
    static <T, M extends MessageLite> Library<T> converting(Parser<M> parser, Function<T, M> toMessage,
            Function<M, T> fromMessage) {
        byte[] bytes = new byte[CAPACITY];
        return new Library<>() {
            private int length;

            @Override
            public int write(T value) {
                length = writeTo(toMessage.apply(value), bytes);
                return length;
            }

            @Override
            public T read() {
                return fromMessage.apply(parse(parser, bytes, length));
            }
        };
    }

    private static int writeTo(MessageLite message, byte[] bytes) {
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        try {
            message.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // an array this size does not fill up with these models
        }
        return out.getTotalBytesWritten();
    }

    private static <M> M parse(Parser<M> parser, byte[] bytes, int length) {
        try {
            return parser.parseFrom(bytes, 0, length);
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalStateException("protobuf could not parse what it wrote", e);
        }
    }
}
