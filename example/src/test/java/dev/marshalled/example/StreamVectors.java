package dev.marshalled.example;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.marshalled.example.model.Color;
import dev.marshalled.example.model.CompactCanonical;
import dev.marshalled.example.model.CompactCanonicalMarshaller;
import dev.marshalled.runtime.DelimitedReader;
import dev.marshalled.runtime.DelimitedWriter;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeSet;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The vectors of length-delimited streams (FORMAT.md, Delimited streams): a stream of messages of
 * one type, each a varint length then a body. A case's {@code hex} is the whole stream;
 * {@code messages} what a reader reads from it in order, before the end or before the failure
 * that {@code reject} gives (its {@code offset} counted from the stream's first byte), and
 * {@code after} what it reads after a failure that leaves the stream at the next message. The
 * values are ASCII alone, whose bytes no string rule changes.
 */
final class StreamVectors {
    private StreamVectors() {
    }

    /** One stream vector: the stream's bytes and the type of its messages. */
    record StreamCase(String name, String rule, Marshaller<?> marshaller, byte[] bytes) {
    }

    static List<StreamCase> cases() {
        List<StreamCase> all = new ArrayList<>();
        Marshaller<Trade> trades = TradeMarshaller.INSTANCE;
        Trade buy = new Trade(1, 101.25, 100, "ACME", Trade.Side.BUY);
        Trade sell = new Trade(2, 99.5, 7, "XY", Trade.Side.SELL);
        Trade wide = new Trade(3, 0.0, 1, "W".repeat(120), Trade.Side.BUY);
        byte[] one = stream(trades, List.of(buy));
        all.add(new StreamCase("delimited-none", "a stream of no messages is empty: its end is a clean end", trades,
                new byte[0]));
        all.add(new StreamCase("delimited-one", "one message: its length 0x20 (32), then a Trade's body", trades,
                one));
        all.add(new StreamCase("delimited-many", "three messages; the third's body is 148 bytes, a two-byte length"
                + " (94 01)", trades, stream(trades, List.of(buy, sell, wide))));
        Marshaller<CompactCanonical> compact = CompactCanonicalMarshaller.INSTANCE;
        all.add(new StreamCase("delimited-compact", "messages of a compact type: the body is in the type's encoding,"
                + " the length a varint in any encoding", compact, stream(compact, List.of(
                        new CompactCanonical(-1, Long.MIN_VALUE, (short) 7, 'x', new TreeSet<>(List.of(-5, 0, 300)),
                                EnumSet.of(Color.RED, Color.BLUE)),
                        new CompactCanonical(null, null, null, null, null, null)))));
        byte[] two = stream(trades, List.of(buy, sell));
        all.add(new StreamCase("reject-delimited-cut-in-length", "a whole message, then the first byte of a two-byte"
                + " length: the stream ends inside the length, rejected at its first byte", trades,
                concat(one, hex("94"))));
        all.add(new StreamCase("reject-delimited-cut-in-body", "the second message cut three bytes before its end:"
                + " rejected at its length's first byte, as a length past the end", trades,
                Arrays.copyOf(two, two.length - 3)));
        all.add(new StreamCase("reject-delimited-length-overlong", "a whole message, then the same one with its length"
                + " 32 spelled a0 00, longer than needed: rejected at the length", trades,
                concat(one, hex("a000"), Arrays.copyOfRange(one, 1, one.length))));
        all.add(new StreamCase("reject-delimited-length-too-wide", "a length whose fifth byte is above 0x0f, wider"
                + " than 32 bits", trades, hex("ffffffff10")));
        all.add(new StreamCase("reject-delimited-length-above-limit", "a length of 67,108,865 (81 80 80 20), one above"
                + " the length limit: rejected at the length, before any body byte is looked for", trades,
                hex("81808020")));
        byte[] shorter = Arrays.copyOf(one, one.length - 1);
        shorter[0]--;
        all.add(new StreamCase("reject-delimited-body-past-length", "a Trade without its last byte, its length 31: the"
                + " body is read in a window of 31 bytes, and its last run (the side) does not fit it; the stream"
                + " then ends cleanly", trades, shorter));
        byte[] longer = concat(one, hex("ee"));
        longer[0]++;
        all.add(new StreamCase("reject-delimited-trailing-in-body", "a length one more than the body, the byte ee"
                + " inside it: rejected at ee; the message after it still reads", trades,
                concat(longer, stream(trades, List.of(sell)))));
        return all;
    }

    /** The case's file. */
    static String render(StreamCase c, ObjectMapper json) {
        StringBuilder out = new StringBuilder("{\n");
        out.append("  \"name\": ").append(quote(json, c.name())).append(",\n");
        out.append("  \"rule\": ").append(quote(json, c.rule())).append(",\n");
        out.append("  \"type\": ").append(quote(json, c.marshaller().schema().qualifiedName())).append(",\n");
        out.append("  \"schema\": ").append(quote(json, VectorsTest.schemaFile(c.marshaller().schema())))
                .append(",\n");
        out.append("  \"framed\": false,\n");
        out.append("  \"delimited\": true,\n");
        out.append("  \"hex\": ").append(quote(json, HexFormat.of().formatHex(c.bytes()))).append(",\n");
        Outcome outcome = read(c.marshaller(), c.bytes());
        out.append("  \"messages\": ").append(values(c.marshaller(), outcome.messages()));
        if (outcome.failure() != null) {
            out.append(",\n  \"reject\": {\"offset\": ").append(outcome.offset()).append(", \"path\": ")
                    .append(quote(json, outcome.failure().path())).append('}');
            if (outcome.after() != null) {
                out.append(",\n  \"after\": ").append(values(c.marshaller(), outcome.after()));
            }
        }
        return out.append("\n}\n").toString();
    }

    /** Reads a committed stream case as a reader in another language would, and writes its messages back. */
    static boolean check(String file, JsonNode vector, Marshaller<?> marshaller, ObjectMapper json) throws IOException {
        byte[] bytes = HexFormat.of().parseHex(vector.get("hex").asText());
        Outcome outcome = read(marshaller, bytes);
        assertEquals(vector.get("messages"), json.readTree(values(marshaller, outcome.messages())), file);
        if (!vector.has("reject")) {
            assertEquals(null, outcome.failure(), file);
            assertArrayEquals(bytes, write(marshaller, outcome.messages()), file + ": writes back the same bytes");
            return true;
        }
        assertTrue(outcome.failure() != null, file + ": rejected");
        JsonNode reject = vector.get("reject");
        assertEquals(reject.get("offset").asLong(), outcome.offset(), file + ": " + outcome.failure().getMessage());
        assertEquals(reject.get("path").asText(), outcome.failure().path(), file);
        assertEquals(vector.has("after"), outcome.after() != null, file + ": whether the stream reads on");
        if (vector.has("after")) {
            assertEquals(vector.get("after"), json.readTree(values(marshaller, outcome.after())), file);
        }
        return false;
    }

    /**
     * What Java reads from a stream: the messages before the end or a failure; the failure, its
     * offset in the stream, and, when it left the stream at the next message, what follows it.
     */
    record Outcome(List<Object> messages, MarshalException failure, long offset, List<Object> after) {
    }

    static Outcome read(Marshaller<?> marshaller, byte[] bytes) {
        DelimitedReader<?> reader = new DelimitedReader<>(marshaller, new ByteArrayInputStream(bytes));
        List<Object> messages = new ArrayList<>();
        try {
            for (Object value = reader.read(); value != null; value = reader.read()) {
                messages.add(value);
            }
            return new Outcome(messages, null, -1, null);
        } catch (MarshalException e) {
            long offset = reader.messageStart() + e.offset();
            boolean resumes = e.offset() > 0; // a failure of the body, after the whole message was taken
            List<Object> after = null;
            if (resumes) {
                after = new ArrayList<>();
                try {
                    for (Object value = reader.read(); value != null; value = reader.read()) {
                        after.add(value);
                    }
                } catch (IOException io) {
                    throw new UncheckedIOException(io);
                } catch (MarshalException again) {
                    throw new AssertionError("a stream case reads on to a clean end after a failure of a body", again);
                }
            }
            return new Outcome(messages, e, offset, after);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String values(Marshaller<?> marshaller, List<Object> values) {
        if (values.isEmpty()) {
            return "[]";
        }
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) {
            out.append(i == 0 ? "\n    " : ",\n    ").append(ValueJson.of(marshaller.schema(), values.get(i)));
        }
        return out.append("\n  ]").toString();
    }

    @SuppressWarnings("unchecked")
    private static byte[] write(Marshaller<?> marshaller, List<Object> values) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DelimitedWriter<Object> writer = new DelimitedWriter<>((Marshaller<Object>) marshaller, out);
        for (Object value : values) {
            writer.write(value);
        }
        return out.toByteArray();
    }

    @SuppressWarnings("unchecked")
    private static <T> byte[] stream(Marshaller<T> marshaller, List<T> values) {
        try {
            return write(marshaller, (List<Object>) (List<?>) values);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] hex(String hex) {
        return HexFormat.of().parseHex(hex);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    private static String quote(ObjectMapper json, String text) {
        try {
            return json.writeValueAsString(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
