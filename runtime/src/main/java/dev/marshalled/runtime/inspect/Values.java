package dev.marshalled.runtime.inspect;

import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.runtime.wire.Booleans;
import dev.marshalled.runtime.wire.Boxes;
import dev.marshalled.runtime.wire.Presence;
import dev.marshalled.runtime.wire.PrimitiveArrays;
import dev.marshalled.runtime.wire.WireEncoding;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.lang.reflect.Array;
import java.util.Locale;

/**
 * The inspector's leaf values: primitives, boxes, strings, primitive arrays, enums and the
 * standard JDK types, each read by the runtime home the generated readers call, chosen by the
 * body's {@link WireEncoding} (the one place that says what differs between the encodings).
 */
final class Values {
    private Values() {
    }

    /**
     * Reads a leaf value; a primitive array also gets a child node per element.
     *
     * @return what the node shows
     */
    static Object read(Field field, WireEncoding encoding, UnsafeBuffer buffer, Inspection.Node node, String path) {
        switch (field.kind()) {
            case STANDARD: return standard(field, encoding, buffer, path);
            case BOXED: return boxed(field.element(), encoding, buffer, path);
            case STRING: return encoding.readString(buffer, path);
            case PRIMITIVE_ARRAY: return array(field.element(), buffer, node, path);
            case ENUM: {
                int ordinal = encoding.readOrdinal(buffer, field.enumConstants().size(), path);
                return ordinal < 0 ? null : new Inspection.EnumConstant(field.enumConstants().get(ordinal));
            }
            default:
                if (encoding.isVarint(field.kind())) {
                    return encoding.readVarint(field.kind(), buffer, path);
                }
                return primitiveAt(field.kind(), buffer, buffer.take(field.kind().size(), path), path);
        }
    }

    /** A value the JDK refuses (month 13) is the runtime's MarshalException, as for the reader. */
    private static Object standard(Field field, WireEncoding encoding, UnsafeBuffer buffer, String path) {
        Object standard = encoding.readStandard(field.typeName(), buffer, path);
        // null as null, so that a present Optional or a sorted set holding it is refused as the reader refuses it;
        // a Locale as its language tag, the text on the wire (its toString() of "" for Locale.ROOT would show nothing)
        return standard == null ? null : new Inspection.Shown(standard instanceof Locale locale ? locale.toLanguageTag()
                : String.valueOf(standard));
    }

    private static Object boxed(Kind primitive, WireEncoding encoding, UnsafeBuffer buffer, String path) {
        if (encoding.isVarint(primitive)) {
            return Presence.read(buffer, path) ? encoding.readVarint(primitive, buffer, path) : null;
        }
        int run = buffer.take(1 + primitive.size(), path);
        boolean present = Boxes.presentAt(buffer, run, primitive.size(), path);
        return present ? primitiveAt(primitive, buffer, run + 1, path) : null;
    }

    private static Object array(Kind element, UnsafeBuffer buffer, Inspection.Node node, String path) {
        int at = buffer.readIndex();
        Object values = readArray(element, buffer, path); // validates the length before allocating
        if (values == null) {
            return null;
        }
        node.sequence();
        int size = element.size();
        String type = element.name().toLowerCase(Locale.ROOT);
        for (int i = 0, n = Array.getLength(values); i < n; i++) {
            int offset = at + 4 + i * size;
            Inspection.Node child = new Inspection.Node("[" + i + "]", path + "[" + i + "]", type, offset);
            child.value(Array.get(values, i));
            child.end(offset + size);
            node.add(child);
        }
        return values;
    }

    private static Object readArray(Kind element, UnsafeBuffer buffer, String path) {
        switch (element) {
            case BOOLEAN: return PrimitiveArrays.readBooleans(buffer, path);
            case BYTE: return PrimitiveArrays.readBytes(buffer, path);
            case SHORT: return PrimitiveArrays.readShorts(buffer, path);
            case CHAR: return PrimitiveArrays.readChars(buffer, path);
            case INT: return PrimitiveArrays.readInts(buffer, path);
            case LONG: return PrimitiveArrays.readLongs(buffer, path);
            case FLOAT: return PrimitiveArrays.readFloats(buffer, path);
            case DOUBLE: return PrimitiveArrays.readDoubles(buffer, path);
            default: throw new IllegalArgumentException("not a primitive: " + element);
        }
    }

    private static Object primitiveAt(Kind kind, UnsafeBuffer buffer, int at, String path) {
        switch (kind) {
            case BOOLEAN: return Booleans.getAt(buffer, at, path);
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

    /**
     * Whether an element or key of this kind decodes to a plain Java value ({@link #plain}) that
     * the inspector can compare as the generated reader does; the inspector cannot run a user
     * type's {@code equals} or {@code compareTo}, so it checks sets and maps of these alone.
     */
    static boolean comparable(Field field) {
        switch (field.kind()) {
            case STRING: case BOXED: case ENUM: case STANDARD: return true;
            default: return false;
        }
    }

    /**
     * Decodes again, as the generated reader's value, the element that starts at {@code at} and
     * ends at the read index: a string, a box, an enum's ordinal, or the JDK value.
     */
    static Object plain(Field field, WireEncoding encoding, UnsafeBuffer buffer, int at, String path) {
        int end = buffer.readIndex();
        buffer.readIndex(at);
        try {
            switch (field.kind()) {
                case STRING: return encoding.readString(buffer, path);
                case BOXED: return boxed(field.element(), encoding, buffer, path);
                case ENUM: {
                    int ordinal = encoding.readOrdinal(buffer, field.enumConstants().size(), path);
                    return ordinal < 0 ? null : ordinal;
                }
                default: return encoding.readStandard(field.typeName(), buffer, path);
            }
        } finally {
            buffer.readIndex(end);
        }
    }
}
