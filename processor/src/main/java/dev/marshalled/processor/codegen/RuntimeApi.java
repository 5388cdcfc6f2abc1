package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.WireType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.type.TypeKind;

/**
 * Every runtime type, method, constructor and constant the generated code uses, in one place.
 * Code generation names runtime API only through these entries, and {@code RuntimeApiTest}
 * checks each one against the runtime by reflection, so a runtime rename fails the processor's
 * build instead of users' generated code.
 *
 * <p>An entry says where a method lives and how it is called. Moving, say, {@code putTag} from
 * an instance method of the buffer to a static method of another class that takes the buffer
 * first is a change to its entry alone: {@code onBuffer(UNSAFE_BUFFER, "putTag", ...)} becomes
 * {@code withBuffer(ClassName.get(WIRE, "Unions"), "putTag", ...)}; every call site renders
 * the new form.
 */
public final class RuntimeApi {
    /** The runtime's user API: the buffer, {@code Marshaller}, the registry. */
    public static final String PACKAGE = "dev.marshalled.runtime";

    /** The runtime's wire package: one class per wire kind, for generated code alone. */
    public static final String WIRE = "dev.marshalled.runtime.wire";

    private static final List<Member> ALL = new ArrayList<>();

    public static final ClassName UNSAFE_BUFFER = ClassName.get(PACKAGE, "UnsafeBuffer");
    public static final ClassName MARSHAL_EXCEPTION = ClassName.get(PACKAGE, "MarshalException");
    public static final ClassName STANDARD_TYPES = ClassName.get(WIRE, "StandardTypes");
    public static final ClassName MARSHALLERS = ClassName.get(PACKAGE, "Marshallers");
    public static final ClassName MARSHALLER = ClassName.get(PACKAGE, "Marshaller");
    public static final ClassName MARSHALLER_PROVIDER = ClassName.get(PACKAGE, "MarshallerProvider");
    public static final ClassName STRINGS = ClassName.get(WIRE, "Strings");
    public static final ClassName COUNTS = ClassName.get(WIRE, "Counts");
    public static final ClassName VAR_INTS = ClassName.get(WIRE, "VarInts");
    public static final ClassName PRIMITIVE_ARRAYS = ClassName.get(WIRE, "PrimitiveArrays");
    public static final ClassName ENUMS = ClassName.get(WIRE, "Enums");
    public static final ClassName UNIONS = ClassName.get(WIRE, "Unions");
    public static final ClassName REFERENCES = ClassName.get(WIRE, "References");
    public static final ClassName NESTING = ClassName.get(WIRE, "Nesting");
    public static final ClassName BODIES = ClassName.get(WIRE, "Bodies");
    public static final ClassName CONTAINERS = ClassName.get(WIRE, "Containers");
    public static final ClassName BOXES = ClassName.get(WIRE, "Boxes");
    public static final ClassName MEMBERS = ClassName.get(WIRE, "Members");
    public static final ClassName MORE_STANDARD_TYPES = ClassName.get(WIRE, "MoreStandardTypes");
    public static final ClassName PRESENCE = ClassName.get(WIRE, "Presence");
    public static final ClassName VERSIONS = ClassName.get(WIRE, "Versions");
    public static final ClassName FIELD_ENCODING = ClassName.get(WIRE, "FieldEncoding");
    public static final ClassName DEPTH_SIZED = FIELD_ENCODING.nestedClass("DepthSized");
    public static final ClassName ARGUMENT_RUNS = ClassName.get(WIRE, "ArgumentRuns");
    public static final ClassName JDK_MARSHALLERS = ClassName.get(PACKAGE, "JdkMarshallers");

    /**
     * The runtime API level this processor generates code for: the level of the runtime it is
     * built with ({@code RuntimeApiTest} checks they agree). Raise it with the runtime's
     * {@code Versions.API} whenever generated code starts to call something new. Level 4 is the
     * first whose {@code SCHEMA} is a {@code dev.marshalled.schema.WireSchema}, so every class states it.
     */
    public static final int API_LEVEL = 4;

    /** The schema module's package: the {@code SCHEMA} of every generated class is its {@code WireSchema}. */
    public static final String SCHEMA_PACKAGE = "dev.marshalled.schema";

    public static final ClassName WIRE_SCHEMA = ClassName.get(SCHEMA_PACKAGE, "WireSchema");
    public static final ClassName SCHEMA_FIELD = WIRE_SCHEMA.nestedClass("Field");
    public static final ClassName SCHEMA_KIND = WIRE_SCHEMA.nestedClass("Kind");

    /** The runtime types the generated code names. */
    public static final List<ClassName> TYPES = List.of(UNSAFE_BUFFER, MARSHAL_EXCEPTION, STANDARD_TYPES,
            MARSHALLERS, MARSHALLER, MARSHALLER_PROVIDER, WIRE_SCHEMA, SCHEMA_FIELD, SCHEMA_KIND, STRINGS, COUNTS, VAR_INTS,
            PRIMITIVE_ARRAYS, ENUMS, UNIONS, REFERENCES, NESTING, BODIES, CONTAINERS, BOXES, MEMBERS, MORE_STANDARD_TYPES,
            PRESENCE, VERSIONS, FIELD_ENCODING, DEPTH_SIZED, JDK_MARSHALLERS);

    private static final TypeName VOID = TypeName.VOID;
    private static final TypeName BOOLEAN = TypeName.BOOLEAN;
    private static final TypeName INT = TypeName.INT;
    private static final TypeName LONG = TypeName.LONG;
    private static final ClassName STRING = ClassName.get(String.class);
    private static final ClassName OBJECT = ClassName.get(Object.class);
    private static final ClassName CLASS = ClassName.get(Class.class);
    private static final ClassName ENUM = ClassName.get(Enum.class);
    private static final ClassName SUPPLIER = ClassName.get("java.util.function", "Supplier");
    private static final ClassName COLLECTION = ClassName.get("java.util", "Collection");
    private static final ClassName MAP = ClassName.get("java.util", "Map");

    // The buffer: positions, bounds and nesting.
    public static final Method CLAIM = onBuffer("claim", INT, INT);
    public static final Method TAKE = onBuffer("take", INT, INT, STRING);
    public static final Method WRITE_INDEX = onBuffer("writeIndex", INT);
    public static final Method READ_INDEX = onBuffer("readIndex", INT);
    public static final Method ENTER_WRITE = withBuffer(NESTING, "enterWrite", INT, STRING);
    public static final Method EXIT_WRITE = withBuffer(NESTING, "exitWrite", VOID);
    public static final Method ABORT_WRITE = withBuffer(NESTING, "abortWrite", VOID, INT);
    public static final Method ENTER_READ = withBuffer(NESTING, "enterRead", INT, STRING);
    public static final Method EXIT_READ = withBuffer(NESTING, "exitRead", VOID);
    public static final Method ABORT_READ = withBuffer(NESTING, "abortRead", MARSHAL_EXCEPTION, INT,
            ClassName.get(RuntimeException.class), STRING, STRING);
    public static final Method NEW_BUFFER = constructor(UNSAFE_BUFFER, INT);
    public static final Method CHECK_SIZE_DEPTH = plain(NESTING, "checkSizeDepth", VOID, INT, STRING);

    // Presence bytes and counts: their own wire homes.
    public static final Method PUT_PRESENCE = withBuffer(PRESENCE, "write", VOID, BOOLEAN);
    public static final Method GET_PRESENCE = withBuffer(PRESENCE, "read", BOOLEAN, STRING);
    public static final Method PUT_COUNT = withBuffer(COUNTS, "write", VOID, INT);
    public static final Method CLAIM_RUN = withBuffer(COUNTS, "claimRun", INT, INT, INT);
    public static final Method CHECK_RUN = withBuffer(COUNTS, "checkRun", VOID, INT, STRING);
    public static final Method CHECK_COUNT = withBuffer(COUNTS, "checkCount", VOID, INT, INT, STRING);
    public static final Method GET_COUNT = withBuffer(COUNTS, "read", INT, STRING, INT);
    public static final Method PUT_VAR_COUNT = withBuffer(COUNTS, "writeCompact", VOID, INT);
    public static final Method GET_VAR_COUNT = withBuffer(COUNTS, "readCompact", INT, STRING, INT);
    public static final Method SIZE_OF_VAR_COUNT = plain(COUNTS, "sizeOfCompact", INT, INT);
    public static final Method HASH_CAPACITY = plain(CONTAINERS, "hashCapacity", INT, INT);

    // Containers that cannot hold null.
    public static final Method NOT_NULL = withBuffer(CONTAINERS, "notNull", OBJECT, OBJECT, INT, STRING, STRING);
    // Sets and maps: each element or key once, sorted and enum ones in ascending order.
    public static final Method ADD_TO_SET = withBuffer(CONTAINERS, "add", VOID, COLLECTION, OBJECT, INT, STRING,
            STRING);
    public static final Method PUT_IN_MAP = withBuffer(CONTAINERS, "put", VOID, MAP, OBJECT, OBJECT, INT, STRING,
            STRING);

    // Sorted containers: natural order only.
    public static final Method REQUIRE_NATURAL_ORDER = withBuffer(CONTAINERS, "requireNaturalOrder", VOID,
            ClassName.get("java.util", "Comparator"), STRING);

    // A final collection or map that construction created, filled with what was read.
    public static final Method REFILL = plain(CONTAINERS, "refill", VOID, OBJECT, OBJECT, STRING);

    // Private fields and constructors, through handles from a private lookup in their class.
    private static final ClassName LOOKUP = ClassName.get("java.lang.invoke", "MethodHandles", "Lookup");
    public static final Method FIELD_HANDLE = plain(MEMBERS, "field", ClassName.get("java.lang.invoke", "VarHandle"),
            LOOKUP, CLASS, STRING, CLASS);
    public static final Method CONSTRUCTOR_HANDLE = plain(MEMBERS, "constructor",
            ClassName.get("java.lang.invoke", "MethodHandle"), LOOKUP, CLASS, ArrayTypeName.of(CLASS));
    public static final Method CHECK_VERSION = plain(VERSIONS, "check", INT, INT, STRING, STRING);
    public static final Method REQUIRE_NON_NULL = withBuffer(MEMBERS, "requireNonNull", VOID, OBJECT, STRING);
    public static final Method CONSTRUCTOR_FAILED = plain(MEMBERS, "constructorFailed",
            ClassName.get(RuntimeException.class), ClassName.get(Throwable.class));


    // Strings.
    public static final Method PUT_STRING = withBuffer(STRINGS, "write", VOID, STRING);
    public static final Method GET_STRING = withBuffer(STRINGS, "read", STRING, STRING);
    public static final Method SIZE_OF_STRING = plain(STRINGS, "sizeOf", INT, STRING);
    public static final Method PUT_COMPACT_STRING = withBuffer(STRINGS, "writeCompact", VOID, STRING);
    public static final Method GET_COMPACT_STRING = withBuffer(STRINGS, "readCompact", STRING, STRING);
    public static final Method SIZE_OF_COMPACT_STRING = plain(STRINGS, "sizeOfCompact", INT, STRING);

    // Enums.
    public static final Method PUT_ENUM_AT = withBuffer(ENUMS, "putAt", VOID, INT, ENUM);
    public static final Method GET_ENUM_AT = withBuffer(ENUMS, "getAt", ENUM, INT, ArrayTypeName.of(ENUM), STRING);
    public static final Method PUT_VAR_ENUM = withBuffer(ENUMS, "writeCompact", VOID, ENUM);
    public static final Method GET_VAR_ENUM = withBuffer(ENUMS, "readCompact", ENUM, ArrayTypeName.of(ENUM), STRING);

    // Sealed types.
    public static final Method PUT_TAG = withBuffer(UNIONS, "putTag", VOID, INT);
    public static final Method GET_TAG = withBuffer(UNIONS, "getTag", INT, STRING, INT);
    public static final Method NOT_PERMITTED = withBuffer(UNIONS, "notPermitted", MARSHAL_EXCEPTION, STRING, OBJECT, STRING);

    // References.
    public static final Method BEGIN_WRITE_REFERENCES = withBuffer(REFERENCES, "beginWrite", BOOLEAN);
    public static final Method END_WRITE_REFERENCES = withBuffer(REFERENCES, "endWrite", VOID, BOOLEAN);
    public static final Method BEGIN_READ_REFERENCES = withBuffer(REFERENCES, "beginRead", BOOLEAN);
    public static final Method END_READ_REFERENCES = withBuffer(REFERENCES, "endRead", VOID, BOOLEAN);
    public static final Method ADD_WRITTEN_REFERENCE = withBuffer(REFERENCES, "addWritten", VOID, OBJECT, BOOLEAN);
    public static final Method COMPLETE_WRITTEN_REFERENCE = withBuffer(REFERENCES, "completeWritten", VOID, OBJECT);
    public static final Method RESERVE_READ_REFERENCE = withBuffer(REFERENCES, "reserveRead", INT);
    public static final Method SET_READ_REFERENCE = withBuffer(REFERENCES, "setRead", VOID, INT, OBJECT);
    public static final Method PUT_REFERENCE = withBuffer(REFERENCES, "put", BOOLEAN, OBJECT, STRING);
    public static final Method GET_REFERENCE = withBuffer(REFERENCES, "get", INT, STRING);
    public static final Method PUT_COMPACT_REFERENCE = withBuffer(REFERENCES, "putCompact", BOOLEAN, OBJECT, STRING);
    public static final Method GET_COMPACT_REFERENCE = withBuffer(REFERENCES, "getCompact", INT, STRING);
    public static final Method REFERENCED = withBuffer(REFERENCES, "resolve", OBJECT, INT, CLASS, STRING);
    public static final Constant NEW_REFERENCE = constant(REFERENCES, "NEW", INT);

    // Evolvable bodies.
    public static final Method BEGIN_BODY = withBuffer(BODIES, "begin", INT);
    public static final Method END_BODY = withBuffer(BODIES, "end", VOID, INT);
    public static final Method ENTER_BODY = withBuffer(BODIES, "enter", INT, STRING);
    public static final Method MORE_IN_BODY = withBuffer(BODIES, "more", BOOLEAN);
    public static final Method EXIT_BODY = withBuffer(BODIES, "exit", VOID, INT);

    // Failures.
    public static final Method NEW_MARSHAL_EXCEPTION = constructor(MARSHAL_EXCEPTION, STRING, INT);
    public static final Method IN_ELEMENT = instance(MARSHAL_EXCEPTION, "inElement", MARSHAL_EXCEPTION, INT);

    // Optional<T>.
    public static final Method WRITE_OPTIONAL_STATE = withBuffer(STANDARD_TYPES, "writeOptionalState", VOID,
            BOOLEAN, BOOLEAN);
    public static final Method READ_OPTIONAL_STATE = withBuffer(STANDARD_TYPES, "readOptionalState", INT, STRING);

    // @Polymorphic fields, through the global registry.
    public static final Method GLOBAL_MARSHALLERS = plain(MARSHALLERS, "global", MARSHALLERS);
    public static final Method WRITE_VALUE = instance(MARSHALLERS, "writeValue", VOID, OBJECT, UNSAFE_BUFFER);
    public static final Method READ_VALUE = instance(MARSHALLERS, "readValue", OBJECT, UNSAFE_BUFFER, CLASS, STRING);
    public static final Method SIZE_OF_VALUE = instance(MARSHALLERS, "sizeOfValue", INT, OBJECT);

    // The Marshaller interface a generated INSTANCE implements, and the provider ServiceLoader finds.
    public static final Method MARSHALLER_WRITE = instance(MARSHALLER, "write", VOID, OBJECT, UNSAFE_BUFFER);
    public static final Method MARSHALLER_READ = instance(MARSHALLER, "read", OBJECT, UNSAFE_BUFFER);
    public static final Method MARSHALLER_SIZE_OF = instance(MARSHALLER, "sizeOf", INT, OBJECT);
    public static final Method MARSHALLER_SCHEMA = instance(MARSHALLER, "schema", WIRE_SCHEMA);
    public static final Method MARSHALLER_TYPE = instance(MARSHALLER, "type", CLASS);
    public static final Method MARSHALLER_TYPE_ID = instance(MARSHALLER, "typeId", INT);
    public static final Method PROVIDER_MARSHALLER = instance(MARSHALLER_PROVIDER, "marshaller", MARSHALLER);

    // Generic types: a type argument's field encoding, made from its marshaller, and the JDK types' marshallers.
    public static final Method FIELD_ENCODING_OF = plain(FIELD_ENCODING, "of", FIELD_ENCODING, MARSHALLER, BOOLEAN,
            STRING);
    public static final Method ARGUMENT_DISPLAY = plain(FIELD_ENCODING, "display", STRING, MARSHALLER);
    public static final Method FIELD_WITH_ARGUMENTS = plain(FIELD_ENCODING, "withArguments", SCHEMA_FIELD,
            SCHEMA_FIELD, ArrayTypeName.of(STRING), ArrayTypeName.of(STRING));
    public static final Method CANONICAL = plain(FIELD_ENCODING, "canonical", OBJECT,
            ClassName.get("java.util.concurrent", "ConcurrentMap"), SUPPLIER, ArrayTypeName.of(MARSHALLER));
    public static final Method KEEP_IDENTITY = plain(FIELD_ENCODING, "keepIdentity", BOOLEAN,
            ArrayTypeName.of(MARSHALLER));
    public static final Method ARGUMENT_QUALIFIED_NAME = plain(FIELD_ENCODING, "qualifiedName", STRING, MARSHALLER);
    public static final Method ENCODING_WRITE = instance(FIELD_ENCODING, "write", VOID, UNSAFE_BUFFER, OBJECT);
    public static final Method ENCODING_READ = instance(FIELD_ENCODING, "read", OBJECT, UNSAFE_BUFFER);
    public static final Method ENCODING_SIZE_OF = instance(FIELD_ENCODING, "sizeOf", INT, OBJECT, INT);
    public static final Method ENCODING_MIN_SIZE = instance(FIELD_ENCODING, "minSize", INT);
    public static final Method ARGUMENT_RUNS_OF = plain(ARGUMENT_RUNS, "of", ARGUMENT_RUNS, WIRE_SCHEMA, STRING);
    public static final Method ARGUMENT_RUNS_CHECK = instance(ARGUMENT_RUNS, "check", VOID, UNSAFE_BUFFER, INT);
    public static final Method ENCODING_DESCRIBE = instance(FIELD_ENCODING, "describe", SCHEMA_FIELD, STRING);
    public static final Method DEPTH_SIZED_SIZE_OF = instance(DEPTH_SIZED, "sizeOf", INT, OBJECT, INT);
    public static final Method JDK_OF = plain(JDK_MARSHALLERS, "of", MARSHALLER, CLASS);
    public static final Method JDK_ENUMERATION = plain(JDK_MARSHALLERS, "enumeration", MARSHALLER, CLASS);
    public static final Method JDK_LIST = plain(JDK_MARSHALLERS, "list", MARSHALLER, MARSHALLER);
    public static final Method JDK_SET = plain(JDK_MARSHALLERS, "set", MARSHALLER, MARSHALLER);
    public static final Method JDK_SORTED_SET = plain(JDK_MARSHALLERS, "sortedSet", MARSHALLER, MARSHALLER);
    public static final Method JDK_MAP = plain(JDK_MARSHALLERS, "map", MARSHALLER, MARSHALLER, MARSHALLER);
    public static final Method JDK_SORTED_MAP = plain(JDK_MARSHALLERS, "sortedMap", MARSHALLER, MARSHALLER,
            MARSHALLER);
    public static final Method JDK_OPTIONAL = plain(JDK_MARSHALLERS, "optional", MARSHALLER, MARSHALLER);

    // The schema a generated class publishes.
    private static final ArrayTypeName FIELDS = ArrayTypeName.of(SCHEMA_FIELD);
    public static final Method SCHEMA_OF = plain(WIRE_SCHEMA, "of", WIRE_SCHEMA, STRING, FIELDS);
    public static final Method SCHEMA_OF_IDENTIFIED = plain(WIRE_SCHEMA, "of", WIRE_SCHEMA, STRING, INT, BOOLEAN,
            FIELDS);
    public static final Method SCHEMA_EVOLVABLE = plain(WIRE_SCHEMA, "evolvable", WIRE_SCHEMA, STRING, INT, BOOLEAN,
            ArrayTypeName.of(INT), FIELDS);
    public static final Method SCHEMA_COMPACT = instance(WIRE_SCHEMA, "compact", WIRE_SCHEMA);
    public static final Method SCHEMA_ORIGIN = instance(WIRE_SCHEMA, "origin", WIRE_SCHEMA, STRING, BOOLEAN, BOOLEAN);
    public static final Method FIELD_QUALIFIED = instance(SCHEMA_FIELD, "qualified", SCHEMA_FIELD, STRING);
    public static final Method FIELD_RETIRE = instance(SCHEMA_FIELD, "retire", SCHEMA_FIELD);
    public static final Method FIELD_PRIMITIVE = plain(SCHEMA_FIELD, "primitive", SCHEMA_FIELD, STRING, SCHEMA_KIND);
    public static final Method FIELD_BOXED = plain(SCHEMA_FIELD, "boxed", SCHEMA_FIELD, STRING, SCHEMA_KIND, STRING);
    public static final Method FIELD_STRING = plain(SCHEMA_FIELD, "string", SCHEMA_FIELD, STRING);
    public static final Method FIELD_ARRAY = plain(SCHEMA_FIELD, "array", SCHEMA_FIELD, STRING, SCHEMA_KIND);
    public static final Method FIELD_ENUMERATION = plain(SCHEMA_FIELD, "enumeration", SCHEMA_FIELD, STRING, STRING,
            ArrayTypeName.of(ENUM));
    public static final Method FIELD_NESTED = plain(SCHEMA_FIELD, "nested", SCHEMA_FIELD, STRING, STRING, SUPPLIER);
    public static final Method FIELD_SEQUENCE = plain(SCHEMA_FIELD, "sequence", SCHEMA_FIELD, STRING, STRING,
            SCHEMA_FIELD);
    public static final Method FIELD_STANDARD = plain(SCHEMA_FIELD, "standard", SCHEMA_FIELD, STRING, STRING);
    public static final Method FIELD_OPTIONAL = plain(SCHEMA_FIELD, "optional", SCHEMA_FIELD, STRING, STRING,
            SCHEMA_FIELD);
    public static final Method FIELD_UNION = plain(SCHEMA_FIELD, "union", SCHEMA_FIELD, STRING, STRING, FIELDS);
    public static final Method FIELD_DYNAMIC = plain(SCHEMA_FIELD, "dynamic", SCHEMA_FIELD, STRING, STRING);
    public static final Method FIELD_REFERENCE = plain(SCHEMA_FIELD, "reference", SCHEMA_FIELD, STRING, STRING,
            SUPPLIER);
    public static final Method FIELD_MAP = plain(SCHEMA_FIELD, "map", SCHEMA_FIELD, STRING, STRING, SCHEMA_FIELD,
            SCHEMA_FIELD);

    // Per primitive kind: positioned accessors, bulk arrays, schema kinds; varints for int and long.
    private static final Map<TypeKind, Method> PUT_AT = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> PUT_BOX_AT = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> GET_BOX_AT = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> GET_AT = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> PUT_ARRAY = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> GET_ARRAY = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> SIZE_OF_ARRAY = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Constant> KINDS = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> PUT_VAR = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> GET_VAR = new EnumMap<>(TypeKind.class);
    private static final Map<TypeKind, Method> SIZE_OF_VAR = new EnumMap<>(TypeKind.class);

    static {
        primitive(TypeKind.BOOLEAN, "putBooleanAt", onBuffer("getBooleanAt", BOOLEAN, INT, STRING),
                "writeBooleans", "readBooleans", "BOOLEAN");
        primitive(TypeKind.BYTE, "putByteAt", onBuffer("getByteAt", TypeName.BYTE, INT),
                "writeBytes", "readBytes", "BYTE");
        primitive(TypeKind.SHORT, "putShortAt", onBuffer("getShortAt", TypeName.SHORT, INT),
                "writeShorts", "readShorts", "SHORT");
        primitive(TypeKind.CHAR, "putCharAt", onBuffer("getCharAt", TypeName.CHAR, INT),
                "writeChars", "readChars", "CHAR");
        primitive(TypeKind.INT, "putIntAt", onBuffer("getIntAt", INT, INT),
                "writeInts", "readInts", "INT");
        primitive(TypeKind.LONG, "putLongAt", onBuffer("getLongAt", LONG, INT),
                "writeLongs", "readLongs", "LONG");
        primitive(TypeKind.FLOAT, "putFloatAt", onBuffer("getFloatAt", TypeName.FLOAT, INT),
                "writeFloats", "readFloats", "FLOAT");
        primitive(TypeKind.DOUBLE, "putDoubleAt", onBuffer("getDoubleAt", TypeName.DOUBLE, INT),
                "writeDoubles", "readDoubles", "DOUBLE");
        PUT_VAR.put(TypeKind.INT, withBuffer(VAR_INTS, "writeInt", VOID, INT));
        GET_VAR.put(TypeKind.INT, withBuffer(VAR_INTS, "readInt", INT, STRING));
        SIZE_OF_VAR.put(TypeKind.INT, plain(VAR_INTS, "sizeOfInt", INT, INT));
        PUT_VAR.put(TypeKind.LONG, withBuffer(VAR_INTS, "writeLong", VOID, LONG));
        GET_VAR.put(TypeKind.LONG, withBuffer(VAR_INTS, "readLong", LONG, STRING));
        SIZE_OF_VAR.put(TypeKind.LONG, plain(VAR_INTS, "sizeOfLong", INT, LONG));
    }

    // MoreStandardTypes holds URI, Locale, Currency, ZoneId, ZoneOffset, Year, YearMonth, MonthDay and OffsetTime.
    // A Locale's write also takes the field's label: it refuses a Locale whose language tag reads back as another one.

    /** How each JDK value type is written, read and measured, by qualified name. */
    private static final Map<String, Standard> STANDARD = Map.ofEntries(
            standard("java.util.UUID", "writeUuid", "readUuid", "sizeOfUuid"),
            standard("java.math.BigInteger", "writeBigInteger", "readBigInteger", "sizeOfBigInteger"),
            standard("java.math.BigDecimal", "writeBigDecimal", "readBigDecimal", "sizeOfBigDecimal"),
            standard("java.time.Instant", "writeInstant", "readInstant", "sizeOfInstant"),
            standard("java.time.Duration", "writeDuration", "readDuration", "sizeOfDuration"),
            standard("java.time.LocalDate", "writeLocalDate", "readLocalDate", "sizeOfLocalDate"),
            standard("java.time.LocalTime", "writeLocalTime", "readLocalTime", "sizeOfLocalTime"),
            standard("java.time.LocalDateTime", "writeLocalDateTime", "readLocalDateTime", "sizeOfLocalDateTime"),
            standard("java.time.OffsetDateTime", "writeOffsetDateTime", "readOffsetDateTime",
                    "sizeOfOffsetDateTime"),
            standard("java.time.ZonedDateTime", "writeZonedDateTime", "readZonedDateTime", "sizeOfZonedDateTime"),
            standard("java.time.Period", "writePeriod", "readPeriod", "sizeOfPeriod"),
            standard("java.util.BitSet", "writeBitSet", "readBitSet", "sizeOfBitSet"),
            standard("java.util.OptionalInt", "writeOptionalInt", "readOptionalInt", "sizeOfOptionalInt"),
            standard("java.util.OptionalLong", "writeOptionalLong", "readOptionalLong", "sizeOfOptionalLong"),
            standard("java.util.OptionalDouble", "writeOptionalDouble", "readOptionalDouble",
                    "sizeOfOptionalDouble"),
            more("java.net.URI", "writeUri", "readUri", "sizeOfUri"),
            moreLabelled("java.util.Locale", "writeLocale", "readLocale", "sizeOfLocale"),
            more("java.util.Currency", "writeCurrency", "readCurrency", "sizeOfCurrency"),
            more("java.time.ZoneId", "writeZoneId", "readZoneId", "sizeOfZoneId"),
            more("java.time.ZoneOffset", "writeZoneOffset", "readZoneOffset", "sizeOfZoneOffset"),
            more("java.time.Year", "writeYear", "readYear", "sizeOfYear"),
            more("java.time.YearMonth", "writeYearMonth", "readYearMonth", "sizeOfYearMonth"),
            more("java.time.MonthDay", "writeMonthDay", "readMonthDay", "sizeOfMonthDay"),
            more("java.time.OffsetTime", "writeOffsetTime", "readOffsetTime", "sizeOfOffsetTime"));

    /** The JDK value types whose compact encoding differs from the fixed one. */
    private static final Map<String, Standard> COMPACT_STANDARD = Map.ofEntries(
            standard("java.math.BigInteger", "writeCompactBigInteger", "readCompactBigInteger",
                    "sizeOfCompactBigInteger"),
            standard("java.math.BigDecimal", "writeCompactBigDecimal", "readCompactBigDecimal",
                    "sizeOfCompactBigDecimal"),
            more("java.net.URI", "writeCompactUri", "readCompactUri", "sizeOfCompactUri"),
            moreLabelled("java.util.Locale", "writeCompactLocale", "readCompactLocale", "sizeOfCompactLocale"),
            more("java.time.ZoneId", "writeCompactZoneId", "readCompactZoneId", "sizeOfCompactZoneId"));

    private RuntimeApi() {
    }

    /** @return every method, constructor and constant listed here */
    public static List<Member> all() {
        return Collections.unmodifiableList(ALL);
    }

    /** {@code buffer.putIntAt(index, value)} and its siblings, for a primitive kind. */
    static Method putAt(TypeKind kind) {
        return get(PUT_AT, kind);
    }

    /** {@code buffer.getIntAt(index)}; for {@code boolean}, which validates, also the field label. */
    static Method getAt(TypeKind kind) {
        return get(GET_AT, kind);
    }

    /** {@code Boxes.putAt(buffer, index, box)} for a primitive's box. */
    static Method putBoxAt(TypeKind kind) {
        return get(PUT_BOX_AT, kind);
    }

    /** {@code Boxes.getIntegerAt(buffer, index, field)} and its siblings, for a primitive's box. */
    static Method getBoxAt(TypeKind kind) {
        return get(GET_BOX_AT, kind);
    }

    static Method putArray(TypeKind component) {
        return get(PUT_ARRAY, component);
    }

    static Method getArray(TypeKind component) {
        return get(GET_ARRAY, component);
    }

    static Method sizeOfArray(TypeKind component) {
        return get(SIZE_OF_ARRAY, component);
    }

    /** {@code putVarInt} or {@code putVarLong}. */
    static Method putVar(TypeKind kind) {
        return get(PUT_VAR, kind);
    }

    static Method getVar(TypeKind kind) {
        return get(GET_VAR, kind);
    }

    static Method sizeOfVar(TypeKind kind) {
        return get(SIZE_OF_VAR, kind);
    }

    /** The {@code WireSchema.Kind} constant of a primitive kind. */
    static Constant schemaKind(TypeKind kind) {
        return get(KINDS, kind);
    }

    /** Whether {@code qualifiedName} is a JDK value type the runtime writes. */
    static boolean isStandard(String qualifiedName) {
        return STANDARD.containsKey(qualifiedName);
    }

    /** How a JDK value type is written in the given encoding. */
    static Standard standard(String qualifiedName, boolean compact) {
        Standard standard = compact ? COMPACT_STANDARD.get(qualifiedName) : null;
        return standard != null ? standard : get(STANDARD, qualifiedName);
    }

    private static <K, V> V get(Map<K, V> map, K key) {
        V value = map.get(key);
        if (value == null) {
            throw new IllegalArgumentException("no runtime entry for " + key);
        }
        return value;
    }

    /** The three static methods that write, read and measure one JDK value type. */
    record Standard(Method write, Method read, Method sizeOf) {
    }

    /** A runtime method, constructor or constant the generated code refers to. */
    public sealed interface Member permits Method, Constant {
        /** @return the class that declares it */
        ClassName owner();

        /** @return its name; {@code <init>} for a constructor */
        String name();
    }

    /** How a method is called. */
    public enum Form {
        /** An instance method of the subject, e.g. {@code buffer.putTag(tag)}. */
        INSTANCE,
        /** A static method whose first parameter is the subject, e.g. {@code Unions.putTag(buffer, tag)}. */
        STATIC_WITH_SUBJECT,
        /** A static method without a subject, e.g. {@code Strings.sizeOf(value)}. */
        STATIC,
        /** A constructor, e.g. {@code new UnsafeBuffer(256)}. */
        CONSTRUCTOR
    }

    /**
     * A runtime method.
     *
     * @param owner the declaring class
     * @param name the method's name
     * @param form how it is called
     * @param subject the type of the subject (the receiver of an instance method, the first
     *     parameter of a {@link Form#STATIC_WITH_SUBJECT} method); null for the other forms
     * @param parameters the types of the other parameters, erased
     * @param returns the erased return type; {@code void} for a constructor
     */
    public record Method(ClassName owner, String name, Form form, ClassName subject, List<TypeName> parameters,
            TypeName returns) implements Member {
        /** @return all parameter types of the declared method or constructor, in order */
        public List<TypeName> declaredParameters() {
            if (form != Form.STATIC_WITH_SUBJECT) {
                return parameters;
            }
            List<TypeName> all = new ArrayList<>();
            all.add(subject);
            all.addAll(parameters);
            return all;
        }

        /** @return whether the declared method is static */
        public boolean isStatic() {
            return form == Form.STATIC || form == Form.STATIC_WITH_SUBJECT;
        }

        /** A call on {@code subject} (the buffer, for most methods) with the other arguments. */
        CodeBlock call(CodeBlock subject, CodeBlock... arguments) {
            return callWith(subject, CodeBlock.join(Arrays.asList(arguments), ",$W"));
        }

        /** A call on {@code subject} whose other arguments are given as one formatted list. */
        CodeBlock callWith(CodeBlock subject, CodeBlock arguments) {
            switch (form) {
                case INSTANCE:
                    return CodeBlock.of("$L.$N($L)", subject, name, arguments);
                case STATIC_WITH_SUBJECT:
                    return arguments.isEmpty() ? CodeBlock.of("$T.$N($L)", owner, name, subject)
                            : CodeBlock.of("$T.$N($L,$W$L)", owner, name, subject, arguments);
                default:
                    throw new IllegalStateException(owner + "." + name + " has no subject");
            }
        }

        /** A call on the buffer variable {@code buffer}. */
        CodeBlock call(String buffer, CodeBlock... arguments) {
            return call(CodeBlock.of("$N", buffer), arguments);
        }

        /** A call of a static method without a subject, or of a constructor. */
        CodeBlock invoke(CodeBlock... arguments) {
            return invokeWith(CodeBlock.join(Arrays.asList(arguments), ",$W"));
        }

        /** As {@link #invoke}, the arguments given as one formatted list. */
        CodeBlock invokeWith(CodeBlock arguments) {
            switch (form) {
                case STATIC:
                    return CodeBlock.of("$T.$N($L)", owner, name, arguments);
                case CONSTRUCTOR:
                    return CodeBlock.of("new $T($L)", owner, arguments);
                default:
                    throw new IllegalStateException(owner + "." + name + " needs a subject");
            }
        }

        /** The statement {@code call;} on the buffer variable. */
        CodeBlock statement(String buffer, CodeBlock... arguments) {
            return CodeBlock.of("$L;\n", call(buffer, arguments));
        }
    }

    /**
     * A public static final field of the runtime: a constant or an enum constant.
     *
     * @param owner the declaring class
     * @param name the field's name
     * @param type its type
     */
    public record Constant(ClassName owner, String name, TypeName type) implements Member {
        /** {@code Owner.NAME}. */
        CodeBlock reference() {
            return CodeBlock.of("$T.$N", owner, name);
        }
    }

    private static Method onBuffer(String name, TypeName returns, TypeName... parameters) {
        return instance(UNSAFE_BUFFER, name, returns, parameters);
    }

    private static Method instance(ClassName owner, String name, TypeName returns, TypeName... parameters) {
        return add(new Method(owner, name, Form.INSTANCE, owner, List.of(parameters), returns));
    }

    /** A static method of {@code owner} that takes the buffer first. */
    private static Method withBuffer(ClassName owner, String name, TypeName returns, TypeName... parameters) {
        return add(new Method(owner, name, Form.STATIC_WITH_SUBJECT, UNSAFE_BUFFER, List.of(parameters), returns));
    }

    private static Method plain(ClassName owner, String name, TypeName returns, TypeName... parameters) {
        return add(new Method(owner, name, Form.STATIC, null, List.of(parameters), returns));
    }

    private static Method constructor(ClassName owner, TypeName... parameters) {
        return add(new Method(owner, "<init>", Form.CONSTRUCTOR, null, List.of(parameters), VOID));
    }

    private static Constant constant(ClassName owner, String name, TypeName type) {
        Constant constant = new Constant(owner, name, type);
        ALL.add(constant);
        return constant;
    }

    private static Method add(Method method) {
        ALL.add(method);
        return method;
    }

    private static void primitive(TypeKind kind, String putAt, Method getAt, String putArray, String getArray,
            String schemaKind) {
        TypeName type = WireType.primitiveName(kind);
        ArrayTypeName array = ArrayTypeName.of(type);
        PUT_AT.put(kind, onBuffer(putAt, VOID, INT, type));
        TypeName box = type.box();
        PUT_BOX_AT.put(kind, withBuffer(BOXES, "putAt", VOID, INT, box));
        GET_BOX_AT.put(kind, withBuffer(BOXES, "get" + ((ClassName) box).simpleName() + "At", box, INT, STRING));
        GET_AT.put(kind, getAt);
        PUT_ARRAY.put(kind, withBuffer(PRIMITIVE_ARRAYS, putArray, VOID, array));
        GET_ARRAY.put(kind, withBuffer(PRIMITIVE_ARRAYS, getArray, array, STRING));
        SIZE_OF_ARRAY.put(kind, plain(PRIMITIVE_ARRAYS, "sizeOf", INT, array));
        KINDS.put(kind, constant(SCHEMA_KIND, schemaKind, SCHEMA_KIND));
    }

    /** A JDK value type of {@code MoreStandardTypes}. */
    private static Map.Entry<String, Standard> more(String qualifiedName, String write, String read, String sizeOf) {
        ClassName type = ClassName.bestGuess(qualifiedName);
        return Map.entry(qualifiedName, new Standard(withBuffer(MORE_STANDARD_TYPES, write, VOID, type),
                withBuffer(MORE_STANDARD_TYPES, read, type, STRING), plain(MORE_STANDARD_TYPES, sizeOf, INT, type)));
    }

    /** As {@link #more}, for a type whose write can refuse a value and so takes the field's label after it. */
    private static Map.Entry<String, Standard> moreLabelled(String qualifiedName, String write, String read,
            String sizeOf) {
        ClassName type = ClassName.bestGuess(qualifiedName);
        return Map.entry(qualifiedName, new Standard(withBuffer(MORE_STANDARD_TYPES, write, VOID, type, STRING),
                withBuffer(MORE_STANDARD_TYPES, read, type, STRING), plain(MORE_STANDARD_TYPES, sizeOf, INT, type)));
    }

    private static Map.Entry<String, Standard> standard(String qualifiedName, String write, String read,
            String sizeOf) {
        int dot = qualifiedName.lastIndexOf('.');
        ClassName type = ClassName.get(qualifiedName.substring(0, dot), qualifiedName.substring(dot + 1));
        return Map.entry(qualifiedName, new Standard(withBuffer(STANDARD_TYPES, write, VOID, type),
                withBuffer(STANDARD_TYPES, read, type, STRING), plain(STANDARD_TYPES, sizeOf, INT, type)));
    }
}
