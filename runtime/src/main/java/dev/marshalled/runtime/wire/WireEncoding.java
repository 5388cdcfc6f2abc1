package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.Layout;

/**
 * What differs between the fixed and the compact encoding when bytes are read by a
 * {@link WireSchema}: which runtime home reads a count, a string, an enum ordinal, a reference
 * tag, an int or long and a JDK value type, which fields are fixed-size (read as one run), and
 * the fewest bytes a value of each kind takes (FORMAT.md, "Smallest sizes"). Each choice calls
 * the same method the generated readers of that encoding call, so a tool that reads through
 * this object (the inspector) and a generated reader cannot disagree about a value's bytes.
 * The sizes and runs are the schema's {@link Layout}, which the processor lays out its generated
 * code by.
 *
 * <pre>{@code
 * WireEncoding encoding = WireEncoding.of(schema);
 * int count = encoding.readCount(buffer, "Order.lines", encoding.minSize(element));
 * }</pre>
 */
public abstract class WireEncoding {
    /** int32 counts, lengths and ordinals, with -1 for null; every primitive at its fixed width. */
    public static final WireEncoding FIXED = new Fixed();

    /** Varints for ints, longs, {@code Integer}, {@code Long}, counts, lengths, ordinals and references. */
    public static final WireEncoding COMPACT = new Compact();

    private WireEncoding() {
    }

    /**
     * @param schema a type's layout
     * @return the encoding of that type's own fields
     */
    public static WireEncoding of(WireSchema schema) {
        return schema.isCompact() ? COMPACT : FIXED;
    }

    /** @return whether this is the compact encoding */
    public abstract boolean isCompact();

    /**
     * Whether a primitive of this kind (a field, or the value of a box) is a zigzag varint.
     *
     * @param primitive a primitive kind
     * @return true for {@code INT} and {@code LONG} in the compact encoding
     */
    public boolean isVarint(Kind primitive) {
        return Layout.isVarint(primitive, isCompact());
    }

    /**
     * Reads the count of a collection, map or object array, checked against the bytes left.
     *
     * @param buffer the buffer
     * @param path what is read, for messages
     * @param minElementBytes the fewest bytes an element (for a map, a key and a value) takes
     * @return the count, or -1 for null
     */
    public abstract int readCount(UnsafeBuffer buffer, String path, int minElementBytes);

    /**
     * @param buffer the buffer
     * @param path what is read, for messages
     * @return the string, or null
     */
    public abstract String readString(UnsafeBuffer buffer, String path);

    /**
     * @param buffer the buffer
     * @param constants how many constants the enum has
     * @param path what is read, for messages
     * @return the ordinal, or -1 for null
     */
    public abstract int readOrdinal(UnsafeBuffer buffer, int constants, String path);

    /**
     * @param buffer the buffer
     * @param path what is read, for messages
     * @return {@link References#NULL}, {@link References#NEW} or the id of an object read before
     */
    public abstract int readReference(UnsafeBuffer buffer, String path);

    /**
     * Reads a JDK value type by its schema name ({@code "UUID"}, {@code "BigInteger"}, ...).
     *
     * @param type the name
     * @param buffer the buffer
     * @param path what is read, for messages
     * @return the value, or null
     */
    public abstract Object readStandard(String type, UnsafeBuffer buffer, String path);

    /**
     * Reads a varint primitive ({@link #isVarint}).
     *
     * @param primitive {@code INT} or {@code LONG}
     * @param buffer the buffer
     * @param path what is read, for messages
     * @return an {@code Integer} or a {@code Long}
     */
    public Object readVarint(Kind primitive, UnsafeBuffer buffer, String path) {
        return primitive == Kind.INT ? (Object) VarInts.readInt(buffer, path) : (Object) VarInts.readLong(buffer, path);
    }

    /**
     * The bytes a field always takes when it is fixed-size in this encoding: a primitive, a box
     * (presence byte and value) and, in the fixed encoding, an enum. Consecutive fixed-size fields
     * of one version are one run, which a reader checks against the bytes left before reading any
     * of them (FORMAT.md, "Where a reader reports an error").
     *
     * @param field a field or element
     * @return its size, or -1 if it varies
     */
    public int fixedSize(Field field) {
        return Layout.fixedSize(field, isCompact());
    }

    /**
     * The fewest bytes a value of this field takes, null included: what a count is checked against
     * before anything is allocated (FORMAT.md, "Smallest sizes"); {@link Layout#minSize}.
     *
     * @param field a field or element
     * @return at least 1
     */
    public int minSize(Field field) {
        return Layout.minSize(field, isCompact());
    }

    /**
     * The fewest bytes an element of a collection or object array, or an entry of a map, takes.
     *
     * @param container a {@code SEQUENCE} or {@code MAP} field
     * @return the element's {@link #minSize}, or the key's and the value's together
     */
    public int minElementSize(Field container) {
        return Layout.minElementSize(container, isCompact());
    }

    /** @return the bytes of a null string, collection, map or object array: 4, or 1 in the compact encoding */
    public int nullCountSize() {
        return Layout.nullCountSize(isCompact());
    }

    private static final class Fixed extends WireEncoding {
        @Override
        public boolean isCompact() {
            return false;
        }


        @Override
        public int readCount(UnsafeBuffer buffer, String path, int minElementBytes) {
            return Counts.read(buffer, path, minElementBytes);
        }

        @Override
        public String readString(UnsafeBuffer buffer, String path) {
            return Strings.read(buffer, path);
        }

        @Override
        public int readOrdinal(UnsafeBuffer buffer, int constants, String path) {
            return Enums.ordinalAt(buffer, buffer.take(4, path), constants, path);
        }

        @Override
        public int readReference(UnsafeBuffer buffer, String path) {
            return References.get(buffer, path);
        }

        @Override
        public Object readStandard(String type, UnsafeBuffer buffer, String path) {
            return StandardTypes.read(type, buffer, path);
        }


        @Override
        public String toString() {
            return "fixed";
        }
    }

    private static final class Compact extends WireEncoding {
        @Override
        public boolean isCompact() {
            return true;
        }


        @Override
        public int readCount(UnsafeBuffer buffer, String path, int minElementBytes) {
            return Counts.readCompact(buffer, path, minElementBytes);
        }

        @Override
        public String readString(UnsafeBuffer buffer, String path) {
            return Strings.readCompact(buffer, path);
        }

        @Override
        public int readOrdinal(UnsafeBuffer buffer, int constants, String path) {
            return Enums.readCompactOrdinal(buffer, constants, path);
        }

        @Override
        public int readReference(UnsafeBuffer buffer, String path) {
            return References.getCompact(buffer, path);
        }

        @Override
        public Object readStandard(String type, UnsafeBuffer buffer, String path) {
            return StandardTypes.readCompact(type, buffer, path);
        }


        @Override
        public String toString() {
            return "compact";
        }
    }
}
