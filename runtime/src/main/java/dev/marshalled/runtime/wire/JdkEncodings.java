package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import dev.marshalled.schema.ContainerRules;
import dev.marshalled.schema.Layout;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The marshallers of JDK types that a generic type's arguments may be ({@code Page<String>},
 * {@code Result<List<Order>>}): each writes, as a root, what a field of its type holds, and gives
 * a generic marshaller that field's encoding in either encoding. Every value goes through the
 * same wire class a generated field of that type calls, so the bytes are those of the
 * substituted type. {@code JdkMarshallers} is the public face of this class.
 */
public final class JdkEncodings {
    /** Writes a value, with the field's path for a refusal (a Locale that would not read back). */
    interface Writer<T> {
        void write(UnsafeBuffer buffer, T value, String field);
    }

    /** Reads a value, with the field's path for messages. */
    interface Reader<T> {
        T read(UnsafeBuffer buffer, String field);
    }

    /** Measures a value. */
    interface Sizer<T> {
        int sizeOf(T value);
    }

    /** One encoding of a scalar JDK type. */
    private record Scalar<T>(String display, int minSize, Function<String, Field> describe, Writer<T> writer,
            Reader<T> reader, Sizer<T> sizer) {
    }

    private static final Map<Class<?>, Scalar<?>> FIXED = new HashMap<>();
    private static final Map<Class<?>, Scalar<?>> COMPACT = new HashMap<>();

    static {
        scalar(String.class, "String", Field::string, (b, v, f) -> Strings.write(b, v), Strings::read,
                Strings::sizeOf);
        compact(String.class, (b, v, f) -> Strings.writeCompact(b, v), Strings::readCompact, Strings::sizeOfCompact);
        box(Boolean.class, Kind.BOOLEAN, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getBooleanAt);
        box(Byte.class, Kind.BYTE, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getByteAt);
        box(Short.class, Kind.SHORT, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getShortAt);
        box(Character.class, Kind.CHAR, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getCharacterAt);
        box(Integer.class, Kind.INT, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getIntegerAt);
        box(Long.class, Kind.LONG, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getLongAt);
        box(Float.class, Kind.FLOAT, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getFloatAt);
        box(Double.class, Kind.DOUBLE, (b, at, v) -> Boxes.putAt(b, at, v), Boxes::getDoubleAt);
        compact(Integer.class, (b, v, f) -> {
            Presence.write(b, v != null);
            if (v != null) {
                VarInts.writeInt(b, v);
            }
        }, (b, f) -> Presence.read(b, f) ? (Integer) VarInts.readInt(b, f) : null,
                v -> v == null ? 1 : 1 + VarInts.sizeOfInt(v));
        compact(Long.class, (b, v, f) -> {
            Presence.write(b, v != null);
            if (v != null) {
                VarInts.writeLong(b, v);
            }
        }, (b, f) -> Presence.read(b, f) ? (Long) VarInts.readLong(b, f) : null,
                v -> v == null ? 1 : 1 + VarInts.sizeOfLong(v));
        array(boolean[].class, Kind.BOOLEAN, PrimitiveArrays::writeBooleans, PrimitiveArrays::readBooleans,
                PrimitiveArrays::sizeOf);
        array(byte[].class, Kind.BYTE, PrimitiveArrays::writeBytes, PrimitiveArrays::readBytes, PrimitiveArrays::sizeOf);
        array(short[].class, Kind.SHORT, PrimitiveArrays::writeShorts, PrimitiveArrays::readShorts,
                PrimitiveArrays::sizeOf);
        array(char[].class, Kind.CHAR, PrimitiveArrays::writeChars, PrimitiveArrays::readChars, PrimitiveArrays::sizeOf);
        array(int[].class, Kind.INT, PrimitiveArrays::writeInts, PrimitiveArrays::readInts, PrimitiveArrays::sizeOf);
        array(long[].class, Kind.LONG, PrimitiveArrays::writeLongs, PrimitiveArrays::readLongs, PrimitiveArrays::sizeOf);
        array(float[].class, Kind.FLOAT, PrimitiveArrays::writeFloats, PrimitiveArrays::readFloats,
                PrimitiveArrays::sizeOf);
        array(double[].class, Kind.DOUBLE, PrimitiveArrays::writeDoubles, PrimitiveArrays::readDoubles,
                PrimitiveArrays::sizeOf);
        standard(java.util.UUID.class, "UUID", (b, v, f) -> StandardTypes.writeUuid(b, v), StandardTypes::readUuid, StandardTypes::sizeOfUuid);
        standard(java.math.BigInteger.class, "BigInteger", (b, v, f) -> StandardTypes.writeBigInteger(b, v), StandardTypes::readBigInteger, StandardTypes::sizeOfBigInteger);
        compactStandard(java.math.BigInteger.class, (b, v, f) -> StandardTypes.writeCompactBigInteger(b, v), StandardTypes::readCompactBigInteger, StandardTypes::sizeOfCompactBigInteger);
        standard(java.math.BigDecimal.class, "BigDecimal", (b, v, f) -> StandardTypes.writeBigDecimal(b, v), StandardTypes::readBigDecimal, StandardTypes::sizeOfBigDecimal);
        compactStandard(java.math.BigDecimal.class, (b, v, f) -> StandardTypes.writeCompactBigDecimal(b, v), StandardTypes::readCompactBigDecimal, StandardTypes::sizeOfCompactBigDecimal);
        standard(java.time.Instant.class, "Instant", (b, v, f) -> StandardTypes.writeInstant(b, v), StandardTypes::readInstant, StandardTypes::sizeOfInstant);
        standard(java.time.Duration.class, "Duration", (b, v, f) -> StandardTypes.writeDuration(b, v), StandardTypes::readDuration, StandardTypes::sizeOfDuration);
        standard(java.time.LocalDate.class, "LocalDate", (b, v, f) -> StandardTypes.writeLocalDate(b, v), StandardTypes::readLocalDate, StandardTypes::sizeOfLocalDate);
        standard(java.time.LocalTime.class, "LocalTime", (b, v, f) -> StandardTypes.writeLocalTime(b, v), StandardTypes::readLocalTime, StandardTypes::sizeOfLocalTime);
        standard(java.time.LocalDateTime.class, "LocalDateTime", (b, v, f) -> StandardTypes.writeLocalDateTime(b, v), StandardTypes::readLocalDateTime, StandardTypes::sizeOfLocalDateTime);
        standard(java.time.OffsetDateTime.class, "OffsetDateTime", (b, v, f) -> StandardTypes.writeOffsetDateTime(b, v), StandardTypes::readOffsetDateTime, StandardTypes::sizeOfOffsetDateTime);
        standard(java.time.ZonedDateTime.class, "ZonedDateTime", (b, v, f) -> StandardTypes.writeZonedDateTime(b, v), StandardTypes::readZonedDateTime, StandardTypes::sizeOfZonedDateTime);
        standard(java.time.Period.class, "Period", (b, v, f) -> StandardTypes.writePeriod(b, v), StandardTypes::readPeriod, StandardTypes::sizeOfPeriod);
        standard(java.util.BitSet.class, "BitSet", (b, v, f) -> StandardTypes.writeBitSet(b, v), StandardTypes::readBitSet, StandardTypes::sizeOfBitSet);
        standard(java.util.OptionalInt.class, "OptionalInt", (b, v, f) -> StandardTypes.writeOptionalInt(b, v), StandardTypes::readOptionalInt, StandardTypes::sizeOfOptionalInt);
        standard(java.util.OptionalLong.class, "OptionalLong", (b, v, f) -> StandardTypes.writeOptionalLong(b, v), StandardTypes::readOptionalLong, StandardTypes::sizeOfOptionalLong);
        standard(java.util.OptionalDouble.class, "OptionalDouble", (b, v, f) -> StandardTypes.writeOptionalDouble(b, v), StandardTypes::readOptionalDouble, StandardTypes::sizeOfOptionalDouble);
        standard(java.net.URI.class, "URI", (b, v, f) -> MoreStandardTypes.writeUri(b, v), MoreStandardTypes::readUri, MoreStandardTypes::sizeOfUri);
        compactStandard(java.net.URI.class, (b, v, f) -> MoreStandardTypes.writeCompactUri(b, v), MoreStandardTypes::readCompactUri, MoreStandardTypes::sizeOfCompactUri);
        standard(java.util.Locale.class, "Locale", (b, v, f) -> MoreStandardTypes.writeLocale(b, v, f), MoreStandardTypes::readLocale, MoreStandardTypes::sizeOfLocale);
        compactStandard(java.util.Locale.class, (b, v, f) -> MoreStandardTypes.writeCompactLocale(b, v, f), MoreStandardTypes::readCompactLocale, MoreStandardTypes::sizeOfCompactLocale);
        standard(java.util.Currency.class, "Currency", (b, v, f) -> MoreStandardTypes.writeCurrency(b, v), MoreStandardTypes::readCurrency, MoreStandardTypes::sizeOfCurrency);
        standard(java.time.ZoneId.class, "ZoneId", (b, v, f) -> MoreStandardTypes.writeZoneId(b, v), MoreStandardTypes::readZoneId, MoreStandardTypes::sizeOfZoneId);
        compactStandard(java.time.ZoneId.class, (b, v, f) -> MoreStandardTypes.writeCompactZoneId(b, v), MoreStandardTypes::readCompactZoneId, MoreStandardTypes::sizeOfCompactZoneId);
        standard(java.time.ZoneOffset.class, "ZoneOffset", (b, v, f) -> MoreStandardTypes.writeZoneOffset(b, v), MoreStandardTypes::readZoneOffset, MoreStandardTypes::sizeOfZoneOffset);
        standard(java.time.Year.class, "Year", (b, v, f) -> MoreStandardTypes.writeYear(b, v), MoreStandardTypes::readYear, MoreStandardTypes::sizeOfYear);
        standard(java.time.YearMonth.class, "YearMonth", (b, v, f) -> MoreStandardTypes.writeYearMonth(b, v), MoreStandardTypes::readYearMonth, MoreStandardTypes::sizeOfYearMonth);
        standard(java.time.MonthDay.class, "MonthDay", (b, v, f) -> MoreStandardTypes.writeMonthDay(b, v), MoreStandardTypes::readMonthDay, MoreStandardTypes::sizeOfMonthDay);
        standard(java.time.OffsetTime.class, "OffsetTime", (b, v, f) -> MoreStandardTypes.writeOffsetTime(b, v), MoreStandardTypes::readOffsetTime, MoreStandardTypes::sizeOfOffsetTime);
    }

    private JdkEncodings() {
    }

    /**
     * @param type {@code String}, a primitive's box, a primitive array, or a JDK value type a field may have
     * @param <T> the type
     * @return its marshaller, or null if {@code type} is none of these
     */
    public static <T> Marshaller<T> scalar(Class<T> type) {
        @SuppressWarnings("unchecked")
        Scalar<T> fixed = (Scalar<T>) FIXED.get(type);
        if (fixed == null) {
            return null;
        }
        @SuppressWarnings("unchecked")
        Scalar<T> compact = (Scalar<T>) COMPACT.getOrDefault(type, fixed);
        // An array argument is named as in source (int[]), as the schema's display names it, not [I.
        return new JdkMarshaller<>(type, fixed.display(), type.getTypeName(), (isCompact, field) -> new ScalarEncoding<>(
                isCompact ? compact : fixed, field));
    }

    /**
     * @param type an enum
     * @param <E> the enum
     * @return its marshaller: the ordinal, as a field of the enum's type holds it
     */
    public static <E extends Enum<E>> Marshaller<E> enumeration(Class<E> type) {
        E[] values = type.getEnumConstants();
        String display = nestedName(type);
        return new JdkMarshaller<>(type, display, type.getName(), (compact, field) -> new EnumEncoding<>(type, values, compact, field));
    }

    /**
     * @param created what reading creates: {@code List}, {@code Set} or {@code SortedSet}
     * @param element the elements' marshaller
     * @param <C> the collection type
     * @param <E> the element type
     * @return its marshaller: a count, then the elements
     */
    @SuppressWarnings("unchecked")
    public static <C extends Collection<E>, E> Marshaller<C> collection(Class<?> created, Marshaller<E> element) {
        String container = created.getSimpleName();
        String display = container + "<" + displayOf(element) + ">";
        return new JdkMarshaller<>((Class<C>) created, display,
                created.getName() + "<" + qualifiedNameOf(element) + ">",
                (compact, field) -> new SequenceEncoding<>(container, display, element, compact, field), element);
    }

    /**
     * @param created what reading creates: {@code Map} or {@code SortedMap}
     * @param key the keys' marshaller
     * @param value the values' marshaller
     * @param <M> the map type
     * @param <K> the key type
     * @param <V> the value type
     * @return its marshaller: a count, then each key and value
     */
    @SuppressWarnings("unchecked")
    public static <M extends Map<K, V>, K, V> Marshaller<M> map(Class<?> created, Marshaller<K> key,
            Marshaller<V> value) {
        String container = created.getSimpleName();
        String display = container + "<" + displayOf(key) + "," + displayOf(value) + ">";
        return new JdkMarshaller<>((Class<M>) created, display,
                created.getName() + "<" + qualifiedNameOf(key) + "," + qualifiedNameOf(value) + ">",
                (compact, field) -> new MapEncoding<>(container, display, key, value, compact, field), key, value);
    }

    /**
     * @param value the present value's marshaller
     * @param <T> the value type
     * @return the marshaller of {@code Optional<T>}: a state byte, then a present value
     */
    @SuppressWarnings("unchecked")
    public static <T> Marshaller<Optional<T>> optional(Marshaller<T> value) {
        String display = "Optional<" + displayOf(value) + ">";
        return new JdkMarshaller<>((Class<Optional<T>>) (Class<?>) Optional.class, display,
                "java.util.Optional<" + qualifiedNameOf(value) + ">",
                (compact, field) -> new OptionalEncoding<>(display, value, compact, field), value);
    }

    /**
     * A class's name without its package, nested names joined by dots, as schemas name types: from
     * its canonical name, since a class's own name may hold a {@code $} ({@code $Type}).
     */
    static String nestedName(Class<?> type) {
        String canonical = type.getCanonicalName();
        if (canonical != null) {
            String pkg = type.getPackageName();
            return pkg.isEmpty() ? canonical : canonical.substring(pkg.length() + 1);
        }
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1).replace('$', '.');
    }

    /** The qualified name of a type argument, with its own arguments. */
    static String qualifiedNameOf(Marshaller<?> argument) {
        if (argument instanceof JdkMarshaller<?> jdk) {
            return jdk.qualifiedName;
        }
        WireSchema schema = argument.schema();
        return schema.hasOrigin() ? schema.qualifiedName() : argument.type().getTypeName();
    }

    /** The display of a type argument, as its encoding describes it. */
    static String displayOf(Marshaller<?> argument) {
        return argument instanceof JdkMarshaller<?> jdk ? jdk.display : argument.schema().typeName();
    }

    /** The fewest bytes a value takes is the schema's rule for what {@code describe} says it is. */
    private static <T> void scalar(Class<T> type, String display, Function<String, Field> describe,
            Writer<T> writer, Reader<T> reader, Sizer<T> sizer) {
        FIXED.put(type, new Scalar<>(display, Layout.minSize(describe.apply(display), false), describe, writer, reader,
                sizer));
    }

    private static <T> void compact(Class<T> type, Writer<T> writer, Reader<T> reader, Sizer<T> sizer) {
        Scalar<?> fixed = FIXED.get(type);
        COMPACT.put(type, new Scalar<>(fixed.display(), Layout.minSize(fixed.describe().apply(fixed.display()), true),
                fixed.describe(), writer, reader, sizer));
    }

    private static <T> void standard(Class<T> type, String display, Writer<T> writer, Reader<T> reader,
            Sizer<T> sizer) {
        scalar(type, display, name -> Field.standard(name, display), writer, reader, sizer);
    }

    private static <T> void compactStandard(Class<T> type, Writer<T> writer, Reader<T> reader, Sizer<T> sizer) {
        compact(type, writer, reader, sizer);
    }

    /** Writes a box at a claimed index. */
    private interface BoxWriter<T> {
        void putAt(UnsafeBuffer buffer, int at, T value);
    }

    /** Reads a box at a taken index. */
    private interface BoxReader<T> {
        T getAt(UnsafeBuffer buffer, int at, String field);
    }

    /** A box in the fixed encoding: a presence byte and the primitive, one run of fixed size. */
    private static <T> void box(Class<T> type, Kind primitive, BoxWriter<T> writer, BoxReader<T> reader) {
        int size = 1 + primitive.size();
        String display = type.getSimpleName();
        scalar(type, display, name -> Field.boxed(name, primitive, display),
                (b, v, f) -> writer.putAt(b, b.claim(size), v), (b, f) -> reader.getAt(b, b.take(size, f), f),
                v -> size);
    }

    /** An array of primitives: the same in both encodings. */
    private static <T> void array(Class<T> type, Kind component, java.util.function.BiConsumer<UnsafeBuffer, T> writer,
            Reader<T> reader, Sizer<T> sizer) {
        scalar(type, type.getSimpleName(), name -> Field.array(name, component),
                (b, v, f) -> writer.accept(b, v), reader, sizer);
    }

    /** A JDK type's marshaller: as a root, the bytes of a field of its type in the fixed encoding. */
    private static final class JdkMarshaller<T> implements Marshaller<T>, FieldEncoding.Source<T> {
        private final Class<T> type;
        private final String display;
        private final String qualifiedName;
        private final java.util.function.BiFunction<Boolean, String, FieldEncoding<T>> encodings;
        private final java.util.List<Marshaller<?>> arguments;
        private final FieldEncoding<T> root;
        private final WireSchema schema;

        JdkMarshaller(Class<T> type, String display, String qualifiedName,
                java.util.function.BiFunction<Boolean, String, FieldEncoding<T>> encodings, Marshaller<?>... arguments) {
            this.type = type;
            this.display = display;
            this.qualifiedName = qualifiedName;
            this.arguments = java.util.List.of(arguments);
            this.encodings = encodings;
            this.root = encodings.apply(false, display);
            this.schema = WireSchema.of(display, root.describe("value"));
        }

        @Override
        public FieldEncoding<T> encoding(boolean compact, String field) {
            return encodings.apply(compact, field);
        }

        @Override
        public void write(T value, UnsafeBuffer buffer) {
            java.util.Objects.requireNonNull(value, "cannot write a null " + display);
            int mark = buffer.writeIndex();
            try {
                root.write(buffer, value);
            } catch (RuntimeException failure) {
                Nesting.abortWrite(buffer, mark);
                throw failure;
            }
        }

        @Override
        public T read(UnsafeBuffer buffer) {
            int mark = buffer.readIndex();
            try {
                return root.read(buffer);
            } catch (RuntimeException failure) {
                // The root is the value itself, no field of it: the path is the type, then any element.
                throw Nesting.abortRead(buffer, mark, failure, display);
            }
        }

        @Override
        public int sizeOf(T value) {
            return root.sizeOf(value, 0);
        }

        @Override
        public WireSchema schema() {
            return schema;
        }

        @Override
        public Class<T> type() {
            return type;
        }

        @Override
        public String toString() {
            return "JdkMarshallers[" + display + "]";
        }

        /** Two marshallers of one JDK type with equal arguments are equal: they write the same bytes. */
        @Override
        public boolean equals(Object other) {
            return other instanceof JdkMarshaller<?> that && type == that.type && arguments.equals(that.arguments);
        }

        @Override
        public int hashCode() {
            return type.hashCode() * 31 + arguments.hashCode();
        }
    }

    /** A scalar type's field, in one encoding. */
    private static final class ScalarEncoding<T> extends FieldEncoding<T> {
        private final Scalar<T> scalar;
        private final String field;

        ScalarEncoding(Scalar<T> scalar, String field) {
            this.scalar = scalar;
            this.field = field;
        }

        @Override
        public void write(UnsafeBuffer buffer, T value) {
            scalar.writer().write(buffer, value, field);
        }

        @Override
        public T read(UnsafeBuffer buffer) {
            return scalar.reader().read(buffer, field);
        }

        @Override
        public int sizeOf(T value, int depth) {
            return scalar.sizer().sizeOf(value);
        }

        @Override
        public int minSize() {
            return scalar.minSize();
        }

        @Override
        public Field describe(String name) {
            return scalar.describe().apply(name);
        }

        @Override
        public String display() {
            return scalar.display();
        }
    }

    /** An enum's field: its ordinal, int32 (-1 null) or, compact, a varint of ordinal + 1. */
    private static final class EnumEncoding<E extends Enum<E>> extends FieldEncoding<E> {
        private final Class<E> type;
        private final E[] values;
        private final boolean compact;
        private final String field;

        EnumEncoding(Class<E> type, E[] values, boolean compact, String field) {
            this.type = type;
            this.values = values;
            this.compact = compact;
            this.field = field;
        }

        @Override
        public void write(UnsafeBuffer buffer, E value) {
            if (compact) {
                Enums.writeCompact(buffer, value);
            } else {
                Enums.putAt(buffer, buffer.claim(4), value);
            }
        }

        @Override
        public E read(UnsafeBuffer buffer) {
            return compact ? Enums.readCompact(buffer, values, field)
                    : Enums.getAt(buffer, buffer.take(4, field), values, field);
        }

        @Override
        public int sizeOf(E value, int depth) {
            return !compact ? 4 : value == null ? 1 : Counts.sizeOfCompact(value.ordinal());
        }

        @Override
        public int minSize() {
            return Layout.minSize(Kind.ENUM, null, null, compact);
        }

        @Override
        public Field describe(String name) {
            return Field.enumeration(name, display(), values).qualified(type.getName());
        }

        @Override
        public String display() {
            return nestedName(type);
        }
    }

    /** The count of a collection or map in one encoding; -1 is null. */
    private static void writeCount(UnsafeBuffer buffer, int count, boolean compact) {
        if (compact) {
            Counts.writeCompact(buffer, count);
        } else {
            Counts.write(buffer, count);
        }
    }

    private static int readCount(UnsafeBuffer buffer, String field, int minElementBytes, boolean compact) {
        return compact ? Counts.readCompact(buffer, field, minElementBytes)
                : Counts.read(buffer, field, minElementBytes);
    }

    private static int countSize(int count, boolean compact) {
        return compact ? Counts.sizeOfCompact(count) : Counts.SIZE;
    }

    /** What a collection's and a map's field share: a count first, -1 (compact: 0) for null. */
    private abstract static class CountedEncoding<T> extends FieldEncoding<T> {
        final String container;
        final String display;
        final boolean compact;
        final String field;
        final boolean sorted;

        CountedEncoding(String container, String display, boolean compact, String field) {
            this.container = container;
            this.display = display;
            this.compact = compact;
            this.field = field;
            this.sorted = container.startsWith("Sorted");
        }

        /** Writes the count, or the null count for null; @return whether elements follow */
        final boolean writeCount(UnsafeBuffer buffer, T value, int count, java.util.Comparator<?> comparator) {
            if (value == null) {
                JdkEncodings.writeCount(buffer, -1, compact);
                return false;
            }
            if (sorted) {
                Containers.requireNaturalOrder(buffer, comparator, field);
            }
            JdkEncodings.writeCount(buffer, count, compact);
            return true;
        }

        @Override
        public final int minSize() {
            return Layout.nullCountSize(compact);
        }

        @Override
        public final String display() {
            return display;
        }
    }

    /** A List, Set or SortedSet: a count, then each element as a field of its type. */
    private static final class SequenceEncoding<C extends Collection<E>, E> extends CountedEncoding<C> {
        private final FieldEncoding<E> element;
        private final String elementField;
        private final boolean set;
        private final boolean holdsNull;

        SequenceEncoding(String container, String display, Marshaller<E> element, boolean compact, String field) {
            super(container, display, compact, field);
            this.elementField = field + "[]";
            this.element = FieldEncoding.of(element, compact, elementField);
            String created = ContainerRules.createdForTypeArgument(container);
            this.set = ContainerRules.isSet(created);
            this.holdsNull = ContainerRules.holdsNullElements(created);
        }

        @Override
        public void write(UnsafeBuffer buffer, C value) {
            int count = value == null ? -1 : value.size();
            if (!writeCount(buffer, value, count, value instanceof SortedSet<?> s ? s.comparator() : null)) {
                return;
            }
            int written = 0;
            for (E e : value) {
                // As a field of its type: a list is its size's elements; a set gives all of its own to be
                // counted, so that one that grew while written fails rather than loses an element.
                if (!set && written == count) {
                    break;
                }
                element.write(buffer, e);
                written++;
            }
            Counts.checkCount(buffer, count, written, field);
        }

        @Override
        @SuppressWarnings("unchecked")
        public C read(UnsafeBuffer buffer) {
            int count = readCount(buffer, field, element.minSize(), compact);
            if (count < 0) {
                return null;
            }
            Collection<E> result = sorted ? new TreeSet<>() : set ? new LinkedHashSet<>(Containers.hashCapacity(count))
                    : new ArrayList<>(count);
            int i = 0;
            try {
                for (; i < count; i++) {
                    int at = buffer.readIndex();
                    E e = element.read(buffer);
                    if (!holdsNull) {
                        e = Containers.notNull(buffer, e, at, elementField, container);
                    }
                    if (set) {
                        Containers.add(buffer, result, e, at, elementField, container);
                    } else {
                        result.add(e);
                    }
                }
            } catch (MarshalException failure) {
                throw failure.inElement(i);
            }
            return (C) result;
        }

        @Override
        public int sizeOf(C value, int depth) {
            if (value == null) {
                return countSize(-1, compact);
            }
            int size = countSize(value.size(), compact);
            for (E e : value) {
                size += element.sizeOf(e, depth);
            }
            return size;
        }

        @Override
        public Field describe(String name) {
            return Field.sequence(name, display, element.describe("[]"));
        }
    }

    /** A Map or SortedMap: a count, then each key and value as fields of their types. */
    private static final class MapEncoding<M extends Map<K, V>, K, V> extends CountedEncoding<M> {
        private final FieldEncoding<K> key;
        private final FieldEncoding<V> value;
        private final String keyField;

        MapEncoding(String container, String display, Marshaller<K> key, Marshaller<V> value, boolean compact,
                String field) {
            super(container, display, compact, field);
            this.keyField = field + ".key";
            this.key = FieldEncoding.of(key, compact, keyField);
            this.value = FieldEncoding.of(value, compact, field + ".value");
        }

        @Override
        public void write(UnsafeBuffer buffer, M map) {
            int count = map == null ? -1 : map.size();
            if (!writeCount(buffer, map, count, map instanceof SortedMap<?, ?> s ? s.comparator() : null)) {
                return;
            }
            int written = 0;
            // Every entry is counted, as a map field's are: one that grew while written fails, none is lost.
            for (Map.Entry<K, V> entry : map.entrySet()) {
                key.write(buffer, entry.getKey());
                value.write(buffer, entry.getValue());
                written++;
            }
            Counts.checkCount(buffer, count, written, field);
        }

        @Override
        @SuppressWarnings("unchecked")
        public M read(UnsafeBuffer buffer) {
            int count = readCount(buffer, field, key.minSize() + value.minSize(), compact);
            if (count < 0) {
                return null;
            }
            Map<K, V> result = sorted ? new TreeMap<>() : new LinkedHashMap<>(Containers.hashCapacity(count));
            int i = 0;
            try {
                for (; i < count; i++) {
                    int at = buffer.readIndex();
                    K k = key.read(buffer);
                    if (sorted) {
                        k = Containers.notNull(buffer, k, at, keyField, container);
                    }
                    V v = value.read(buffer);
                    Containers.put(buffer, result, k, v, at, keyField, container);
                }
            } catch (MarshalException failure) {
                throw failure.inElement(i);
            }
            return (M) result;
        }

        @Override
        public int sizeOf(M map, int depth) {
            if (map == null) {
                return countSize(-1, compact);
            }
            int size = countSize(map.size(), compact);
            for (Map.Entry<K, V> entry : map.entrySet()) {
                size += key.sizeOf(entry.getKey(), depth) + value.sizeOf(entry.getValue(), depth);
            }
            return size;
        }

        @Override
        public Field describe(String name) {
            return Field.map(name, display, key.describe("key"), value.describe("value"));
        }
    }

    /** {@code Optional<T>}: a state byte (null, empty, present), then a present value. */
    private static final class OptionalEncoding<T> extends FieldEncoding<Optional<T>> {
        private final String display;
        private final FieldEncoding<T> value;
        private final String field;
        private final String valueField;
        private final boolean compact;

        OptionalEncoding(String display, Marshaller<T> value, boolean compact, String field) {
            this.display = display;
            this.compact = compact;
            this.valueField = field + ".get()";
            this.value = FieldEncoding.of(value, compact, valueField);
            this.field = field;
        }

        @Override
        public void write(UnsafeBuffer buffer, Optional<T> optional) {
            boolean present = optional != null && optional.isPresent();
            StandardTypes.writeOptionalState(buffer, optional == null, present);
            if (present) {
                value.write(buffer, optional.get());
            }
        }

        @Override
        public Optional<T> read(UnsafeBuffer buffer) {
            int state = StandardTypes.readOptionalState(buffer, field);
            if (state != 2) {
                return state == 0 ? null : Optional.empty();
            }
            int at = buffer.readIndex();
            return Optional.of(Containers.notNull(buffer, value.read(buffer), at, valueField, "present Optional"));
        }

        @Override
        public int sizeOf(Optional<T> optional, int depth) {
            return optional != null && optional.isPresent() ? 1 + value.sizeOf(optional.get(), depth) : 1;
        }

        @Override
        public int minSize() {
            return Layout.minSize(Kind.OPTIONAL, null, null, compact);
        }

        @Override
        public Field describe(String name) {
            return Field.optional(name, display, value.describe("value"));
        }

        @Override
        public String display() {
            return display;
        }
    }
}
