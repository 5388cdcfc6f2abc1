package dev.marshalled.runtime.inspect;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.StandardTypes;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.WireSchema;
import dev.marshalled.runtime.WireSchema.Field;
import dev.marshalled.runtime.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes bytes by a {@link WireSchema} alone, without the marshalled class, into an
 * {@link Inspection}: each field with its offset, length and value, ready to print as text,
 * JSON or an annotated hex dump. Malformed input does not throw: the inspection holds what
 * was decoded before the failure and the failure itself.
 *
 * <pre>{@code
 * Inspection inspection = Inspector.inspect(TradeMarshaller.INSTANCE, bytes);
 * System.out.println(inspection.toHexDump());
 * }</pre>
 */
public final class Inspector {
    /** The types of the reference-keeping objects decoded so far, by id: back references may name only these. */
    private List<String> objects = new ArrayList<>();

    /** Whether the body being decoded is of a type with the compact encoding. */
    private boolean compact;

    private Inspector() {
    }

    /** Decodes one message of {@code marshaller}'s type from the start of {@code bytes}. */
    public static Inspection inspect(Marshaller<?> marshaller, byte[] bytes) {
        return inspect(marshaller.schema(), UnsafeBuffer.wrap(bytes));
    }

    /** Decodes one message at the buffer's read index and advances past what was decoded. */
    public static Inspection inspect(WireSchema schema, UnsafeBuffer buffer) {
        int start = buffer.readIndex();
        Inspection.Node root = new Inspection.Node(schema.typeName(), schema.typeName(), schema.typeName(), start);
        root.composite();
        MarshalException failure = null;
        try {
            new Inspector().body(schema, buffer, root, schema.typeName());
        } catch (MarshalException e) {
            failure = e;
            buffer.readIndex(start); // what the generated reader would do; the inspection keeps the partial tree
        }
        root.end(failure == null ? buffer.readIndex() : -1);
        return new Inspection(root, buffer.array(), start, buffer.writeIndex(), failure);
    }

    private void body(WireSchema schema, UnsafeBuffer buffer, Inspection.Node parent, String path) {
        boolean outer = compact;
        compact = schema.isCompact();
        try {
            fields(schema, buffer, parent, path);
        } finally {
            compact = outer;
        }
    }

    private void fields(WireSchema schema, UnsafeBuffer buffer, Inspection.Node parent, String path) {
        int mark = buffer.enterRead(schema.typeName());
        if (schema.references()) {
            objects.add(schema.typeName());
        }
        try {
            if (schema.evolvable()) {
                evolvableFields(schema, buffer, parent, path);
            } else {
                for (Field field : schema.fields()) {
                    field(field, field.name(), buffer, parent, path + "." + field.name());
                }
            }
            buffer.exitRead();
        } catch (MarshalException e) {
            buffer.exitRead();
            throw buffer.abortRead(mark, e, schema.typeName());
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
        int limit = buffer.enterBody(path);
        length.value(limitOf(buffer) - start - 4);
        length.end(start + 4);
        parent.add(length);
        try {
            for (int i = 0; i < schema.fields().size(); i++) {
                Field field = schema.fields().get(i);
                if (!buffer.moreInBody() && schema.since(i) > 1) {
                    Inspection.Node absent = new Inspection.Node(field.name(), path + "." + field.name(),
                            field.typeName(), buffer.readIndex());
                    absent.value(new Inspection.Shown("absent (added in version " + schema.since(i) + "), default"));
                    absent.end(buffer.readIndex());
                    parent.add(absent);
                    continue;
                }
                field(field, field.name(), buffer, parent, path + "." + field.name());
            }
            if (buffer.moreInBody()) {
                int at = buffer.readIndex();
                Inspection.Node later = new Inspection.Node("(later fields)", path + ".(later fields)", "bytes", at);
                later.value(new Inspection.Shown((limitOf(buffer) - at) + " bytes written by a newer version, skipped"));
                later.end(limitOf(buffer));
                parent.add(later);
            }
        } finally {
            buffer.exitBody(limit);
        }
    }

    /** The end of the readable bytes, which is the body's end while inside one. */
    private static int limitOf(UnsafeBuffer buffer) {
        return buffer.writeIndex();
    }

    private void field(Field field, String name, UnsafeBuffer buffer, Inspection.Node parent, String path) {
        int at = buffer.readIndex();
        Inspection.Node node = new Inspection.Node(name, path, field.typeName(), at);
        switch (field.kind()) {
            case STANDARD:
                try {
                    Object standard = compact ? StandardTypes.readCompact(field.typeName(), buffer, path)
                            : StandardTypes.read(field.typeName(), buffer, path);
                    node.value(new Inspection.Shown(String.valueOf(standard)));
                } catch (MarshalException e) {
                    throw e;
                } catch (RuntimeException e) { // the JDK refused the value, e.g. month 13
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": invalid " + field.typeName() + " at offset " + at + ": " + e, at);
                }
                break;
            case OPTIONAL: {
                int state = StandardTypes.readOptionalState(buffer, path);
                if (state != 2) {
                    node.value(state == 0 ? null : new Inspection.Shown("empty"));
                    break;
                }
                node.composite();
                parent.add(node);
                field(field.parts().get(0), "value", buffer, node, path + ".get()");
                Inspection.Node value = node.children.get(node.children.size() - 1);
                if (!value.composite && value.value == null) { // the reader's Optional.of(null) fails too
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": a present Optional at offset " + at + " holds null", at);
                }
                node.end(buffer.readIndex());
                return;
            }
            case SEQUENCE:
            case MAP: {
                int count = compact ? buffer.getVarCount(path, 1) : buffer.getCount(path, 1);
                if (count < 0) {
                    node.value(null);
                    break;
                }
                node.sequence();
                parent.add(node); // attached first, so a failure inside still shows the elements read
                for (int i = 0; i < count; i++) {
                    String element = "[" + i + "]";
                    if (field.kind() == Kind.SEQUENCE) {
                        field(field.parts().get(0), element, buffer, node, path + element);
                    } else {
                        Inspection.Node entry = new Inspection.Node(element, path + element, "entry", buffer.readIndex());
                        entry.composite();
                        node.add(entry);
                        field(field.parts().get(0), "key", buffer, entry, path + element + ".key");
                        field(field.parts().get(1), "value", buffer, entry, path + element + ".value");
                        entry.end(buffer.readIndex());
                    }
                }
                node.end(buffer.readIndex());
                return;
            }
            case BOXED: {
                if (varint(field.element())) {
                    node.value(buffer.getPresence(path) ? varint(field.element(), buffer, path) : null);
                    break;
                }
                int run = buffer.take(1 + field.element().size(), path);
                boolean present = buffer.getBooleanAt(run, path);
                node.value(present ? primitiveAt(field.element(), buffer, run + 1, path) : null);
                break;
            }
            case STRING:
                node.value(compact ? buffer.getCompactString(path) : buffer.getString(path));
                break;
            case PRIMITIVE_ARRAY:
                array(field.element(), buffer, node, path);
                break;
            case ENUM: {
                if (compact) {
                    int ordinal = buffer.getVarOrdinal(path, field.enumConstants().size());
                    node.value(ordinal < 0 ? null : new Inspection.EnumConstant(field.enumConstants().get(ordinal)));
                    break;
                }
                int run = buffer.take(4, path);
                int ordinal = buffer.getIntAt(run);
                if (ordinal == -1) {
                    node.value(null);
                } else if (ordinal >= 0 && ordinal < field.enumConstants().size()) {
                    node.value(new Inspection.EnumConstant(field.enumConstants().get(ordinal)));
                } else {
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": enum ordinal " + ordinal + " at offset " + run
                            + " is out of range 0.." + (field.enumConstants().size() - 1), run);
                }
                break;
            }
            case NESTED:
                if (buffer.getPresence(path)) {
                    node.composite();
                    // The node is attached first so a failure inside still shows the fields read.
                    parent.add(node);
                    body(field.nested(), buffer, node, path);
                    node.end(buffer.readIndex());
                    return;
                }
                node.value(null);
                break;
            case UNION: {
                int tagAt = buffer.take(1, path);
                int tag = buffer.getByteAt(tagAt) & 0xFF;
                if (tag == 0) {
                    node.value(null);
                    break;
                }
                if (tag > field.parts().size()) {
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": subtype tag " + tag + " at offset " + tagAt
                            + " is out of range 1.." + field.parts().size() + " (0 means null)", tagAt);
                }
                Field chosen = field.parts().get(tag - 1);
                Inspection.Node alternative = new Inspection.Node(name, path, chosen.typeName(), at);
                alternative.composite();
                parent.add(alternative);
                body(chosen.nested(), buffer, alternative, path);
                alternative.end(buffer.readIndex());
                return;
            }
            case REFERENCE: {
                int tag;
                int id = -1;
                if (compact) {
                    // One varint: 0 null, 1 new, id + 2 back reference.
                    int reference = buffer.getVarCount(path, 0);
                    tag = reference < 1 ? reference + 1 : 2;
                    id = reference - 1;
                } else {
                    tag = buffer.getByteAt(buffer.take(1, path));
                    id = tag == 2 ? buffer.getIntAt(buffer.take(4, path)) : -1;
                }
                if (tag == 0) {
                    node.value(null);
                    break;
                }
                if (tag == 1) {
                    node.composite();
                    parent.add(node);
                    body(field.nested(), buffer, node, path);
                    node.end(buffer.readIndex());
                    return;
                }
                if (tag != 2 || id < 0 || id >= objects.size() || !objects.get(id).equals(field.nested().typeName())) {
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": invalid reference at offset " + at + " (tag " + tag
                            + (tag == 2 ? ", object " + id + " of " + objects.size() + " read" : "") + ")", at);
                }
                node.value(new Inspection.Shown("-> object #" + id));
                break;
            }
            case DYNAMIC: {
                int id = buffer.getIntAt(buffer.take(4, path));
                if (id == Marshallers.NULL_ID) {
                    node.value(null);
                    break;
                }
                int length = buffer.getInt();
                if (length < 0 || length > buffer.remaining()) {
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": body length " + length + " at offset " + (at + 4)
                            + " is negative or past the end", at + 4);
                }
                Marshaller<?> known = Marshallers.global().forId(id);
                if (known == null) { // as the reader does; the schema cannot say which types would fit
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": unknown type id " + id + " at offset " + at
                            + " (not registered with Marshallers.global())", at);
                }
                Inspection.Node framed = new Inspection.Node(name, path, known.schema().typeName(), at);
                framed.composite();
                parent.add(framed);
                List<String> outer = objects;
                objects = new ArrayList<>();
                body(known.schema(), buffer, framed, path);
                objects = outer;
                if (buffer.readIndex() != at + Marshallers.HEADER_SIZE + length) {
                    buffer.readIndex(at);
                    throw new MarshalException(path + ": body at offset " + at + " has length " + length
                            + " but its fields say otherwise", at);
                }
                framed.end(buffer.readIndex());
                return;
            }
            default: {
                if (varint(field.kind())) {
                    node.value(varint(field.kind(), buffer, path));
                    break;
                }
                int run = buffer.take(field.kind().size(), path);
                node.value(primitiveAt(field.kind(), buffer, run, path));
            }
        }
        node.end(buffer.readIndex());
        parent.add(node);
    }

    private static void array(Kind element, UnsafeBuffer buffer, Inspection.Node node, String path) {
        int at = buffer.readIndex();
        int count = buffer.getInt();
        buffer.readIndex(at);
        if (count == -1) {
            buffer.getInt();
            node.value(null);
            return;
        }
        Object values = readArray(element, buffer, path); // validates the length before allocating
        node.sequence();
        int size = element.size();
        for (int i = 0; i < count; i++) {
            int offset = at + 4 + i * size;
            Inspection.Node child = new Inspection.Node("[" + i + "]", path + "[" + i + "]",
                    element.name().toLowerCase(java.util.Locale.ROOT), offset);
            child.value(element(values, i));
            child.end(offset + size);
            node.add(child);
        }
    }

    private static Object readArray(Kind element, UnsafeBuffer buffer, String path) {
        switch (element) {
            case BOOLEAN: return buffer.getBooleanArray(path);
            case BYTE: return buffer.getByteArray(path);
            case SHORT: return buffer.getShortArray(path);
            case CHAR: return buffer.getCharArray(path);
            case INT: return buffer.getIntArray(path);
            case LONG: return buffer.getLongArray(path);
            case FLOAT: return buffer.getFloatArray(path);
            case DOUBLE: return buffer.getDoubleArray(path);
            default: throw new IllegalArgumentException("not a primitive: " + element);
        }
    }

    private static Object element(Object array, int i) {
        if (array instanceof boolean[]) {
            return ((boolean[]) array)[i];
        } else if (array instanceof byte[]) {
            return ((byte[]) array)[i];
        } else if (array instanceof short[]) {
            return ((short[]) array)[i];
        } else if (array instanceof char[]) {
            return ((char[]) array)[i];
        } else if (array instanceof int[]) {
            return ((int[]) array)[i];
        } else if (array instanceof long[]) {
            return ((long[]) array)[i];
        } else if (array instanceof float[]) {
            return ((float[]) array)[i];
        }
        return ((double[]) array)[i];
    }

    /** Whether a primitive of {@code kind} is a varint in the body being decoded. */
    private boolean varint(Kind kind) {
        return compact && (kind == Kind.INT || kind == Kind.LONG);
    }

    private static Object varint(Kind kind, UnsafeBuffer buffer, String path) {
        return kind == Kind.INT ? (Object) buffer.getVarInt(path) : (Object) buffer.getVarLong(path);
    }

    private static Object primitiveAt(Kind kind, UnsafeBuffer buffer, int at, String path) {
        switch (kind) {
            case BOOLEAN: return buffer.getBooleanAt(at, path);
            case BYTE: return buffer.getByteAt(at);
            case SHORT: return buffer.getShortAt(at);
            case CHAR: return buffer.getCharAt(at);
            case INT: return buffer.getIntAt(at);
            case LONG: return buffer.getLongAt(at);
            case FLOAT: return buffer.getFloatAt(at);
            case DOUBLE: return buffer.getDoubleAt(at);
            default: throw new IllegalArgumentException("not a primitive: " + kind);
        }
    }

    /** Decodes messages one after another until the buffer has no readable bytes left or one fails. */
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
}
