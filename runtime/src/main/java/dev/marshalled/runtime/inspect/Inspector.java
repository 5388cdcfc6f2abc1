package dev.marshalled.runtime.inspect;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.wire.Bodies;
import dev.marshalled.runtime.wire.Containers;
import dev.marshalled.runtime.wire.Frames;
import dev.marshalled.runtime.wire.Nesting;
import dev.marshalled.runtime.wire.Presence;
import dev.marshalled.runtime.wire.References;
import dev.marshalled.runtime.wire.StandardTypes;
import dev.marshalled.runtime.wire.Unions;
import dev.marshalled.runtime.wire.WireEncoding;
import dev.marshalled.schema.ContainerRules;
import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.WireSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes bytes by a {@link WireSchema} alone, without the marshalled class, into an
 * {@link Inspection}: each field with its offset, length and value, ready to print as text,
 * JSON or an annotated hex dump. Malformed input does not throw: the inspection holds what
 * was decoded before the failure and the failure itself.
 *
 * <p>Every value is decoded by the same runtime home the generated readers call (strings,
 * counts, enums, unions, references, evolvable bodies, frames, standard types), chosen by the
 * body's {@link WireEncoding}, which also says which fields are one fixed-size run and the
 * fewest bytes of each element; so the inspector accepts exactly the bytes a reader accepts and
 * reports a failure at the same offset. It only adds the tree.
 *
 * <pre>{@code
 * Inspection inspection = Inspector.inspect(TradeMarshaller.INSTANCE, bytes);
 * System.out.println(inspection.toHexDump());
 * }</pre>
 */
public final class Inspector {
    /** What the identity table holds for each reference-keeping body decoded: its type. */
    private record Body(String typeName) {
    }

    /** The encoding of the body being decoded. */
    private WireEncoding encoding = WireEncoding.FIXED;

    private Inspector() {
    }

    /**
     * Decodes one message of {@code marshaller}'s type from the start of {@code bytes}.
     *
     * @param marshaller the marshaller whose schema describes the bytes
     * @param bytes the encoded value
     * @return the inspection, complete or partial
     */
    public static Inspection inspect(Marshaller<?> marshaller, byte[] bytes) {
        return inspect(marshaller.schema(), UnsafeBuffer.wrap(bytes));
    }

    /**
     * Decodes one message at the buffer's read index and advances past what was decoded.
     *
     * @param schema the layout of the bytes
     * @param buffer the bytes, at the message's start
     * @return the inspection, complete or partial
     */
    public static Inspection inspect(WireSchema schema, UnsafeBuffer buffer) {
        return onEnoughStack(buffer, b -> decode(schema, b), schema.typeName());
    }

    /**
     * Decodes with {@code decoder}; on a deep but valid input, on a thread with a small stack,
     * again where the stack is known to fit the depth limit. The decoder restores the buffer in
     * finally blocks, but a finally block can overflow too on the way out, so the read index and
     * depth are put back here, and the second decoding runs on a fresh view of the same bytes and
     * limits, so that nothing else half-undone on this buffer (a body's limit) can change the result.
     */
    private static Inspection onEnoughStack(UnsafeBuffer buffer, java.util.function.Function<UnsafeBuffer,
            Inspection> decoder, String typeName) {
        int start = buffer.readIndex();
        int limit = buffer.readLimit();
        if (!buffer.hasArray()) {
            // A wrapped ByteBuffer's memory: the inspection shows bytes from an array, so the
            // readable bytes are copied once to one at the same offsets, and decoded there.
            byte[] bytes = new byte[limit];
            buffer.getBytesAt(0, bytes, 0, limit);
            UnsafeBuffer copy = UnsafeBuffer.wrap(bytes).readIndex(start).limits(buffer.limits());
            Nesting.restoreDepth(copy, Nesting.depth(buffer));
            Inspection inspection = onEnoughStack(copy, decoder, typeName);
            buffer.readIndex(copy.readIndex());
            return inspection;
        }
        int depth = Nesting.depth(buffer);
        try {
            return decoder.apply(buffer);
        } catch (StackOverflowError overflow) {
            buffer.readIndex(start);
            Nesting.restoreDepth(buffer, depth);
            UnsafeBuffer fresh = UnsafeBuffer.wrap(buffer.array()).writeIndex(limit).readIndex(start)
                    .limits(buffer.limits());
            Nesting.restoreDepth(fresh, depth);
            Inspection inspection = onLargeStack(fresh, decoder, typeName);
            buffer.readIndex(fresh.readIndex());
            return inspection;
        }
    }

    /** Bytes of stack allowed per nesting level: far more than a level takes, even interpreted. */
    private static final long STACK_PER_LEVEL = 64 * 1024;

    private static Inspection onLargeStack(UnsafeBuffer buffer, java.util.function.Function<UnsafeBuffer, Inspection> decoder,
            String typeName) {
        int start = buffer.readIndex();
        int depth = Nesting.depth(buffer);
        Inspection[] result = new Inspection[1];
        Throwable[] thrown = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            try {
                result[0] = decoder.apply(buffer);
            } catch (StackOverflowError overflow) {
                buffer.readIndex(start);
                Nesting.restoreDepth(buffer, depth);
                result[0] = failed(typeName, buffer, new MarshalException("cannot inspect " + typeName
                        + " at offset " + start + ": nesting needs more stack than the depth limit of "
                        + buffer.limits().maxDepth() + " allows for", start));
            } catch (RuntimeException | Error e) { // handed to the caller, as if decoded on its own thread
                thrown[0] = e;
            }
        }, "marshalled-inspector", (1 + (long) buffer.limits().maxDepth()) * STACK_PER_LEVEL);
        try {
            thread.start();
        } catch (OutOfMemoryError noThread) { // no memory for that stack: say so, like any other failure
            buffer.readIndex(start);
            return failed(typeName, buffer, new MarshalException("cannot inspect " + typeName + " at offset "
                    + start + ": nesting needs more stack than this thread has, and no thread with a larger one"
                    + " could be started (" + noThread.getMessage() + ")", start));
        }
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (thrown[0] instanceof RuntimeException) {
            throw (RuntimeException) thrown[0];
        }
        if (thrown[0] != null) {
            throw (Error) thrown[0];
        }
        return result[0];
    }

    private static Inspection decode(WireSchema schema, UnsafeBuffer buffer) {
        int start = buffer.readIndex();
        Inspection.Node root = root(schema, start);
        MarshalException failure = null;
        boolean references = References.beginRead(buffer);
        try {
            new Inspector().body(schema, buffer, root, schema.typeName());
        } catch (MarshalException e) {
            failure = e;
            buffer.readIndex(start); // what the generated reader would do; the inspection keeps the partial tree
        } finally {
            References.endRead(buffer, references);
        }
        root.end(failure == null ? buffer.readIndex() : -1);
        return new Inspection(root, buffer.array(), start, buffer.readLimit(), failure);
    }

    private static Inspection.Node root(WireSchema schema, int start) {
        return root(schema.typeName(), start);
    }

    private static Inspection.Node root(String typeName, int start) {
        Inspection.Node root = new Inspection.Node(typeName, typeName, typeName, start);
        root.composite();
        return root;
    }

    private static Inspection failed(String typeName, UnsafeBuffer buffer, MarshalException failure) {
        int start = buffer.readIndex();
        return new Inspection(root(typeName, start), buffer.array(), start, buffer.readLimit(), failure);
    }

    /**
     * Decodes one framed message (type id, body length, body: what {@code Marshallers.writeMessage}
     * writes) at the buffer's read index, by the schema of the type its id names in
     * {@code registry}, and advances past it. The header and the body's length are checked as
     * {@code registry.readMessage} checks them, so the two refuse the same bytes at the same offset.
     *
     * <pre>{@code
     * Inspection message = Inspector.inspectMessage(Marshallers.global(), UnsafeBuffer.wrap(bytes));
     * System.out.print(message.toText());
     * }</pre>
     *
     * @param registry the types the message's id may name
     * @param buffer the bytes, at the message's header
     * @return the inspection, complete or partial; its root is the message, named by its type
     */
    public static Inspection inspectMessage(Marshallers registry, UnsafeBuffer buffer) {
        return onEnoughStack(buffer, b -> decodeMessage(registry, b), MESSAGE);
    }

    /** The path of a framed message's failures, as the registry's reader names it. */
    private static final String MESSAGE = Frames.MESSAGE;

    private static Inspection decodeMessage(Marshallers registry, UnsafeBuffer buffer) {
        int start = buffer.readIndex();
        Inspection.Node root = root(MESSAGE, start);
        MarshalException failure = null;
        try {
            Frames.Header header = Frames.readMessageHeader(buffer, registry, Object.class);
            WireSchema schema = header.marshaller().schema();
            root = new Inspection.Node(schema.typeName(), schema.typeName(), schema.typeName(), start);
            root.composite();
            Inspection.Node body = root;
            Frames.readBody(buffer, header.at(), header.length(), schema.typeName(), MESSAGE, view -> {
                // As the generated reader the registry calls: identity of its own, inside the frame.
                boolean references = References.beginRead(view);
                try {
                    new Inspector().body(schema, view, body, schema.typeName());
                } finally {
                    References.endRead(view, references);
                }
                return null;
            });
        } catch (MarshalException e) {
            failure = e;
            buffer.readIndex(start);
        }
        root.end(failure == null ? buffer.readIndex() : -1);
        return new Inspection(root, buffer.array(), start, buffer.readLimit(), failure);
    }

    /**
     * Decodes messages one after another until the buffer has no readable bytes left or one fails.
     *
     * @param schema the layout of each message
     * @param buffer the bytes
     * @return an inspection per message; only the last may be incomplete
     */
    public static List<Inspection> inspectAll(WireSchema schema, UnsafeBuffer buffer) {
        List<Inspection> all = new ArrayList<>();
        while (buffer.remaining() > 0) {
            Inspection one = inspect(schema, buffer);
            all.add(one);
            if (!one.complete()) {
                break;
            }
        }
        return all;
    }

    private void body(WireSchema schema, UnsafeBuffer buffer, Inspection.Node parent, String path) {
        WireEncoding outer = encoding;
        encoding = WireEncoding.of(schema);
        // As the generated readers: only a type that can contain itself counts a level of nesting.
        boolean counts = schema.recursive();
        int mark = counts ? Nesting.enterRead(buffer, schema.typeName()) : buffer.readIndex();
        try {
            // As the generated readers: an object built by its constructor exists only after its
            // fields, so until then its id names a pending object, which a back reference cannot use.
            int id = schema.references() ? References.reserveRead(buffer) : -1;
            boolean pending = id >= 0 && schema.builtByConstructor();
            if (id >= 0 && !pending) {
                References.setRead(buffer, id, new Body(schema.typeName()));
            }
            if (schema.evolvable()) {
                evolvableFields(schema, buffer, parent, path);
            } else {
                List<Layout.Run> runs = Layout.runs(schema);
                boolean whole = wholeValue(schema);
                for (int i = 0; i < schema.fields().size(); i++) {
                    Field field = schema.fields().get(i);
                    run(schema, runs, i, buffer, path);
                    field(field, field.name(), buffer, parent, whole ? path : path + "." + field.name());
                }
            }
            if (pending) {
                References.setRead(buffer, id, new Body(schema.typeName()));
            }
        } catch (MarshalException e) {
            throw Nesting.abortRead(buffer, mark, e, schema.typeName());
        } finally {
            // In finally, so that a StackOverflowError leaves the depth as it found it.
            if (counts) {
                Nesting.exitRead(buffer);
            }
            encoding = outer;
        }
    }

    /**
     * Whether {@code schema} is a {@code JdkMarshallers} marshaller's: the value itself, described as
     * one field named {@code value} of the schema's own type, with no origin. Its reader names no
     * field ({@code List<String>[1]}), so neither do the paths here.
     */
    private static boolean wholeValue(WireSchema schema) {
        return !schema.hasOrigin() && schema.fields().size() == 1 && "value".equals(schema.fields().get(0).name())
                && schema.typeName().equals(schema.fields().get(0).typeName());
    }

    /**
     * As the generated readers: where a run of consecutive fixed-size fields of one version
     * starts, its bytes are checked at once, so input that ends anywhere inside the run is
     * reported where the run starts.
     */
    private void run(WireSchema schema, List<Layout.Run> runs, int first, UnsafeBuffer buffer, String path) {
        for (Layout.Run run : runs) {
            if (run.first() == first) {
                int at = buffer.readIndex();
                buffer.take(run.size(), run.label(path, schema));
                buffer.readIndex(at);
                return;
            }
        }
    }

    /**
     * The fields of an evolvable body, as its reader sees them: within the body's length,
     * fields of a later version absent when an older writer's body ends before them, and
     * bytes after the known fields (a newer writer's) shown as skipped.
     */
    private void evolvableFields(WireSchema schema, UnsafeBuffer buffer, Inspection.Node parent, String path) {
        int start = buffer.readIndex();
        Inspection.Node length = new Inspection.Node("(body length)", path + ".(body length)", "int32", start);
        int limit = Bodies.enter(buffer, path);
        int end = buffer.readLimit();
        length.value(end - start - 4);
        length.end(start + 4);
        parent.add(length);
        try {
            // As the reader: the fields of one version are there or absent together, decided where
            // the version's first field would start (a writer of that version wrote them all).
            List<Layout.Run> runs = Layout.runs(schema);
            for (Layout.Group group : Layout.versionGroups(schema)) {
                boolean present = !group.optional() || Bodies.more(buffer);
                for (int i = group.first(); i <= group.last(); i++) {
                    Field field = schema.fields().get(i);
                    if (!present) {
                        Inspection.Node absent = new Inspection.Node(field.name(), path + "." + field.name(),
                                field.typeName(), buffer.readIndex());
                        absent.value(new Inspection.Shown("absent (added in version " + group.version() + "), default"));
                        absent.end(buffer.readIndex());
                        parent.add(absent);
                        continue;
                    }
                    run(schema, runs, i, buffer, path);
                    field(field, field.name(), buffer, parent, path + "." + field.name());
                }
            }
            if (Bodies.more(buffer)) {
                int at = buffer.readIndex();
                Inspection.Node later = new Inspection.Node("(later fields)", path + ".(later fields)", "bytes", at);
                later.value(new Inspection.Shown((end - at) + " bytes written by a newer version, skipped"));
                later.end(end);
                parent.add(later);
            }
        } finally {
            Bodies.exit(buffer, limit);
        }
    }

    /** Decodes one value into a node under {@code parent}. */
    private void field(Field field, String name, UnsafeBuffer buffer, Inspection.Node parent, String path) {
        int at = buffer.readIndex();
        Inspection.Node node = new Inspection.Node(name, path, field.typeName(), at);
        // Composite values attach their node before decoding inside it, so that a failure
        // there still shows what was decoded; they end it themselves.
        boolean done;
        switch (field.kind()) {
            case OPTIONAL: done = optional(field, buffer, parent, node, path); break;
            case SEQUENCE: case MAP: done = container(field, buffer, parent, node, path); break;
            case NESTED: done = nested(field, buffer, parent, node, path); break;
            case UNION: done = union(field, name, buffer, parent, node, path); break;
            case REFERENCE: done = reference(field, buffer, parent, node, path); break;
            case DYNAMIC: done = dynamic(field, name, buffer, parent, node, path); break;
            default:
                node.value(Values.read(field, encoding, buffer, node, path));
                done = false;
        }
        if (!done) {
            node.end(buffer.readIndex());
            parent.add(node);
        }
    }

    private boolean optional(Field field, UnsafeBuffer buffer, Inspection.Node parent, Inspection.Node node,
            String path) {
        int state = StandardTypes.readOptionalState(buffer, path);
        if (state != 2) {
            node.value(state == 0 ? null : new Inspection.Shown("empty"));
            return false;
        }
        node.composite();
        parent.add(node);
        field(field.parts().get(0), "value", buffer, node, path + ".get()");
        Inspection.Node value = node.children.get(node.children.size() - 1);
        if (!value.composite && value.value == null) { // refused as the reader does
            throw Containers.nullIn(buffer, value.offset, path + ".get()", "present Optional");
        }
        node.end(buffer.readIndex());
        return true;
    }

    private boolean container(Field field, UnsafeBuffer buffer, Inspection.Node parent, Inspection.Node node,
            String path) {
        // checked against the elements' smallest size, as the generated reader checks it
        int count = encoding.readCount(buffer, path, encoding.minElementSize(field));
        if (count < 0) {
            node.value(null);
            return false;
        }
        node.sequence();
        parent.add(node);
        boolean sequence = field.kind() == Kind.SEQUENCE;
        boolean nulls = sequence ? ContainerRules.holdsNullElements(field.typeName())
                : ContainerRules.holdsNullKeys(field.typeName());
        // As the generated reader, a set or map refuses a repeated element or key, and a sorted
        // or enum one an element or key out of order; checked here where the inspector knows the
        // values' equality and order (strings, boxes, enums by ordinal, JDK value types).
        Field keyField = field.parts().get(0);
        boolean distinct = (!sequence || ContainerRules.isSet(field.typeName())) && Values.comparable(keyField);
        String declared = field.typeName().substring(0, Math.max(0, field.typeName().indexOf('<')));
        java.util.Set<Object> seen = !distinct ? null
                : ContainerRules.isAscending(field.typeName()) ? new java.util.TreeSet<>() : new java.util.HashSet<>();
        for (int i = 0; i < count; i++) {
            String element = "[" + i + "]";
            int at = buffer.readIndex();
            if (sequence) {
                field(keyField, element, buffer, node, path + element);
                refuseNull(nulls, node, buffer, path + element, field);
                if (seen != null) {
                    Containers.add(buffer, seen, Values.plain(keyField, encoding, buffer, at, path + element), at,
                            path + element, declared);
                }
            } else {
                Inspection.Node entry = new Inspection.Node(element, path + element, "entry", buffer.readIndex());
                entry.composite();
                node.add(entry);
                field(keyField, "key", buffer, entry, path + element + ".key");
                refuseNull(nulls, entry, buffer, path + element + ".key", field);
                Object key = seen == null ? null : Values.plain(keyField, encoding, buffer, at, path + element + ".key");
                field(field.parts().get(1), "value", buffer, entry, path + element + ".value");
                if (seen != null) { // after the value, where the generated reader puts the entry
                    int end = buffer.readIndex();
                    Containers.add(buffer, seen, key, at, path + element + ".key", declared);
                    buffer.readIndex(end);
                }
                entry.end(buffer.readIndex());
            }
        }
        node.end(buffer.readIndex());
        return true;
    }

    /** Refuses a null that was just decoded into {@code parent}, as the reader does, unless the container holds nulls. */
    private static void refuseNull(boolean nulls, Inspection.Node parent, UnsafeBuffer buffer, String path,
            Field container) {
        Inspection.Node last = parent.children.get(parent.children.size() - 1);
        if (!nulls && !last.composite && last.value == null) {
            String declared = container.typeName();
            throw Containers.nullIn(buffer, last.offset, path, declared.substring(0, declared.indexOf('<')));
        }
    }

    private boolean nested(Field field, UnsafeBuffer buffer, Inspection.Node parent, Inspection.Node node,
            String path) {
        if (!Presence.read(buffer, path)) {
            node.value(null);
            return false;
        }
        composite(field.nested(), buffer, parent, node, path);
        return true;
    }

    private boolean union(Field field, String name, UnsafeBuffer buffer, Inspection.Node parent,
            Inspection.Node node, String path) {
        int tag = Unions.getTag(buffer, path, field.parts().size());
        if (tag == 0) {
            node.value(null);
            return false;
        }
        Field chosen = field.parts().get(tag - 1);
        composite(chosen.nested(), buffer, parent, new Inspection.Node(name, path, chosen.typeName(), node.offset),
                path);
        return true;
    }

    private boolean reference(Field field, UnsafeBuffer buffer, Inspection.Node parent, Inspection.Node node,
            String path) {
        int reference = encoding.readReference(buffer, path);
        if (reference == References.NULL) {
            node.value(null);
            return false;
        }
        if (reference == References.NEW) {
            composite(field.nested(), buffer, parent, node, path);
            return true;
        }
        Body named = References.resolve(buffer, reference, Body.class, path);
        String expected = field.nested().typeName();
        if (!named.typeName().equals(expected)) {
            int at = node.offset;
            buffer.readIndex(at);
            throw new MarshalException(path + ": back reference at offset " + at + " names object " + reference
                    + " of type " + named.typeName() + ", not " + expected, at);
        }
        node.value(new Inspection.Shown("-> object #" + reference));
        return false;
    }

    private boolean dynamic(Field field, String name, UnsafeBuffer buffer, Inspection.Node parent,
            Inspection.Node node, String path) {
        // As the generated reader reads it (Marshallers.readValue): the field's type named as a class names it.
        Frames.Header header = Frames.readValueHeader(buffer, path, Marshallers.global(), field::admits,
                field.qualifiedName() != null ? field.qualifiedName() : field.typeName());
        if (header == null) {
            node.value(null);
            return false;
        }
        WireSchema schema = header.marshaller().schema();
        Inspection.Node framed = new Inspection.Node(name, path, schema.typeName(), header.at());
        Frames.readBody(buffer, header.at(), header.length(), schema.typeName(), path, body -> {
            composite(schema, body, parent, framed, path);
            return null;
        });
        return true;
    }

    /** Decodes a body into {@code node}, attached to {@code parent} first. */
    private void composite(WireSchema schema, UnsafeBuffer buffer, Inspection.Node parent, Inspection.Node node,
            String path) {
        node.composite();
        parent.add(node);
        body(schema, buffer, node, path);
        node.end(buffer.readIndex());
    }
}
