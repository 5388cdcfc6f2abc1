package dev.marshalled.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.marshalled.example.graph.Events;
import dev.marshalled.example.graph.Events_EnvelopeMarshaller;
import dev.marshalled.example.graph.Shape;
import dev.marshalled.example.graph.Shape_GroupMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.ReadLimits;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.inspect.Inspection;
import dev.marshalled.runtime.inspect.Inspector;
import dev.marshalled.runtime.tool.InspectCommand;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;

/**
 * The deepest input the reader accepts, inspected and rendered on a thread with a 512 KiB stack:
 * nothing may throw, and every rendering shows every level. The surefire execution
 * {@code small-stack-c1} runs this class again with C1 only ({@code -XX:TieredStopAtLevel=1}).
 */
class DeepInspectionTest {
    /** The default nesting limit, {@link ReadLimits#DEFAULT_MAX_DEPTH}. */
    static final int LIMIT = ReadLimits.DEFAULT_MAX_DEPTH;
    static final long SMALL_STACK = 512 * 1024;

    /** {@code levels} groups, each the one member of the one before, around a circle. */
    static Shape.Group groups(int levels) {
        Shape shape = new Shape.Circle(1, 2, 3);
        for (int i = 0; i < levels; i++) {
            shape = new Shape.Group("g", List.of(shape));
        }
        return (Shape.Group) shape;
    }

    static byte[] encode(Shape.Group group) {
        UnsafeBuffer buffer = new UnsafeBuffer(64).limits(ReadLimits.defaults().withMaxDepth(LIMIT + 10));
        Shape_GroupMarshaller.write(group, buffer);
        return buffer.toByteArray();
    }

    /** Runs {@code work} on a new thread with a {@value #SMALL_STACK}-byte stack; rethrows what it throws. */
    static <T> T onSmallStack(Callable<T> work) throws Throwable {
        return onStack(SMALL_STACK, work);
    }

    @Test
    void theDeepestTreeTheReaderAcceptsIsInspectedAndRenderedOnASmallStack() throws Throwable {
        byte[] deepest = encode(groups(LIMIT));
        // it is the deepest: the reader takes it, and one level more is refused
        // (compared by its bytes: a record's equals recurses as deep, on this JVM's stack)
        assertArrayEquals(deepest, encode(Shape_GroupMarshaller.read(UnsafeBuffer.wrap(deepest))));
        MarshalException tooDeep = assertThrows(MarshalException.class,
                () -> Shape_GroupMarshaller.read(UnsafeBuffer.wrap(encode(groups(LIMIT + 1)))));
        assertTrue(tooDeep.getMessage().contains("objects nested deeper than " + LIMIT), tooDeep.getMessage());

        // Rendered many times, so that the rendering code runs interpreted, then compiled (by C2
        // in the default runs, by C1 in the small-stack-c1 run) on the small stack.
        String[] rendered = onSmallStack(() -> {
            String[] last = null;
            for (int i = 0; i < 40; i++) {
                Inspection inspection = Inspector.inspect(Shape_GroupMarshaller.INSTANCE, deepest);
                last = new String[] {String.valueOf(inspection.complete()), String.valueOf(inspection.length()),
                        inspection.toHexDump(), inspection.toText(), inspection.toJson()};
            }
            return last;
        });
        assertEquals("true", rendered[0]);
        assertEquals(String.valueOf(deepest.length), rendered[1]);

        String dump = rendered[2];
        assertTrue(dump.startsWith("Shape.Group: " + deepest.length + " bytes at offset 0\n"), dump.substring(0, 200));
        // Every level has its rows, in order, each level indented one step more: a group's name and members,
        // then its one member; at the bottom the circle's three doubles. (Other rows may come between.)
        List<String> levels = new ArrayList<>();
        for (int level = 0; level < LIMIT; level++) {
            if (level > 0) {
                levels.add("  ".repeat(2 * level - 1) + "[0]");
            }
            levels.add("  ".repeat(2 * level) + "name");
            levels.add("  ".repeat(2 * level) + "members");
        }
        levels.add("  ".repeat(2 * LIMIT - 1) + "[0]");
        for (String field : new String[] {"x", "y", "radius"}) {
            levels.add("  ".repeat(2 * LIMIT) + field);
        }
        String[] rows = dump.split("\n");
        int column = rows[1].indexOf("field");
        List<String> fields = new ArrayList<>();
        for (String row : rows) {
            fields.add(row.length() > column ? row.substring(column).replaceFirst("^( *\\S+).*", "$1") : "");
        }
        int at = 0;
        for (String field : levels) {
            while (at < fields.size() && !fields.get(at).equals(field)) {
                at++;
            }
            assertTrue(at < fields.size(), "no row for " + field.strip() + " indented "
                    + (field.length() - field.strip().length()) + " spaces, where expected");
            at++;
        }
        String innermost = rows[rows.length - 1];
        assertTrue(innermost.contains("  ".repeat(2 * LIMIT) + "radius"), innermost);
        assertTrue(innermost.endsWith("double         3.0"), innermost);

        String group = "Shape.Group{name=\"g\", members=[";
        assertEquals(group.repeat(LIMIT) + "Shape.Circle{x=1.0, y=2.0, radius=3.0}" + "]}".repeat(LIMIT), rendered[3]);

        // JSON: a real parser, allowed this deep, finds every level
        ObjectMapper json = new ObjectMapper(JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(4 * LIMIT).build()).build());
        JsonNode node = json.readTree(rendered[4]);
        for (int level = 0; level < LIMIT; level++) {
            assertEquals("g", node.get("name").asText(), "level " + level);
            assertEquals(1, node.get("members").size(), "level " + level);
            node = node.get("members").get(0);
        }
        assertEquals(3.0, node.get("radius").asDouble());
    }

    @Test
    void oneLevelTooDeepIsAPartialInspectionOnASmallStack() throws Throwable {
        byte[] tooDeep = encode(groups(LIMIT + 1));
        String[] rendered = onSmallStack(() -> {
            Inspection inspection = Inspector.inspect(Shape_GroupMarshaller.INSTANCE, tooDeep);
            return new String[] {String.valueOf(inspection.complete()), inspection.failure().getMessage(),
                    inspection.toHexDump(), inspection.toText(), inspection.toJson()};
        });
        assertEquals("false", rendered[0]);
        assertTrue(rendered[1].startsWith("cannot read Shape.Group at offset "), rendered[1]);
        assertTrue(rendered[1].contains("objects nested deeper than " + LIMIT), rendered[1]);
        assertTrue(rendered[2].endsWith("error at offset " + offset(rendered[1]) + ": " + rendered[1] + "\n"),
                rendered[2].substring(rendered[2].length() - 300));
        assertTrue(rendered[3].endsWith(" ... error at offset " + offset(rendered[1]) + ": " + rendered[1]),
                rendered[3].substring(rendered[3].length() - 300));
        assertTrue(rendered[4].startsWith("{\"name\":\"g\",\"members\":[{"), rendered[4].substring(0, 100));
    }

    /** The offset in "cannot read T at offset N: ...". */
    private static String offset(String message) {
        String from = message.substring(message.indexOf(" at offset ") + " at offset ".length());
        return from.substring(0, from.indexOf(':'));
    }

    @Test
    void theCommandPrintsTheDeepestTreeOnASmallStack() throws Throwable {
        byte[] deepest = encode(groups(LIMIT));
        for (String format : new String[] {"hex", "text", "json"}) {
            String[] result = onSmallStack(() -> {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                ByteArrayOutputStream err = new ByteArrayOutputStream();
                int status = InspectCommand.run(new String[] {"--type", "dev.marshalled.example.graph.Shape.Group",
                        "--format", format}, new ByteArrayInputStream(deepest),
                        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
                return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8),
                        err.toString(StandardCharsets.UTF_8)};
            });
            assertEquals("0", result[0], format + ": " + result[2]);
            assertEquals("", result[2], format);
            assertTrue(result[1].contains("radius"), format);
        }
    }

    /** {@code frames} envelopes, each holding the next in its {@code @Polymorphic Object} field, encoded. */
    static byte[] envelopes(int frames) {
        Events.Envelope envelope = new Events.Envelope(0, null, null, null, null);
        for (int i = 0; i < frames; i++) {
            envelope = new Events.Envelope(i + 1, null, null, null, envelope);
        }
        UnsafeBuffer buffer = new UnsafeBuffer(64).limits(ReadLimits.defaults().withMaxDepth(frames + 1));
        Events_EnvelopeMarshaller.write(envelope, buffer);
        return buffer.toByteArray();
    }

    /** Runs {@code work} on a new thread with a stack of {@code bytes}; rethrows what it throws. */
    static <T> T onStack(long bytes, Callable<T> work) throws Throwable {
        Object[] result = new Object[1];
        Throwable[] thrown = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            try {
                result[0] = work.call();
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "stack-" + bytes, bytes);
        thread.start();
        thread.join();
        if (thrown[0] != null) {
            throw thrown[0];
        }
        @SuppressWarnings("unchecked")
        T value = (T) result[0];
        return value;
    }

    /**
     * A chain of envelopes: the reader counts one level per frame (the envelope cannot contain
     * itself but through the registry), so it takes {@value #LIMIT} frames and refuses one
     * more; the inspector must count alike, also on a small stack.
     */
    @Test
    void theInspectorCountsNestingAsTheReaderDoes() throws Throwable {
        assertEquals(Events.Envelope.class, Marshallers.global().forId(14).type(), "found on the class path");
        for (int frames : new int[] {LIMIT, LIMIT + 1}) {
            byte[] bytes = envelopes(frames);
            // a frame takes more stack than the default thread stack holds 512 times over, interpreted
            boolean read = onStack(64L << 20, () -> {
                try {
                    Events_EnvelopeMarshaller.read(UnsafeBuffer.wrap(bytes));
                    return true;
                } catch (MarshalException tooDeep) {
                    assertTrue(tooDeep.getMessage().contains("nested deeper than " + LIMIT), tooDeep.getMessage());
                    return false;
                }
            });
            assertEquals(frames <= LIMIT, read, frames + " frames");
            boolean inspected = onSmallStack(() -> {
                Inspection inspection = Inspector.inspect(Events_EnvelopeMarshaller.INSTANCE, bytes);
                inspection.toHexDump();
                return inspection.complete();
            });
            assertEquals(read, inspected, frames + " frames");
        }
    }

    /**
     * Frames nested within the depth limit but deeper than the thread's stack can read: the
     * reader refuses them with a MarshalException, never a StackOverflowError.
     */
    @Test
    void framesDeeperThanTheStackAreRefusedWithMarshalException() throws Throwable {
        int frames = 5_000;
        byte[] bytes = onStack(256L << 20, () -> envelopes(frames)); // writing recurses as deep
        MarshalException e = onStack(128 * 1024, () -> {
            UnsafeBuffer buffer = UnsafeBuffer.wrap(bytes).limits(ReadLimits.defaults().withMaxDepth(frames + 1));
            MarshalException refused = assertThrows(MarshalException.class, () -> Events_EnvelopeMarshaller.read(buffer));
            assertEquals(0, buffer.readIndex());
            return refused;
        });
        assertTrue(e.getMessage().contains("is nested deeper than this thread's stack can read (the depth limit is "
                + (frames + 1) + ")"), e.getMessage());
        assertTrue(e.path().startsWith("Events.Envelope.attachment"), e.path());
    }
}
