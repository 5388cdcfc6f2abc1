package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;

/**
 * The contract between generated code and the runtime: the API level generated code is written
 * for, and every runtime type it names. The members it calls are declared by class, in
 * {@link RuntimeCalls} (the buffer, {@code Marshaller}, the registry), {@link WireCalls} (one home
 * per wire kind), {@link StandardTypeCalls} (the JDK value types) and {@link SchemaCalls} (the
 * schema each class publishes). Code generation names the runtime only through these, and
 * {@code RuntimeApiTest} checks each type and member against the runtime by reflection, so a
 * runtime rename fails the processor's build instead of users' generated code.
 */
public final class RuntimeApi {
    /** The runtime's user API: the buffer, {@code Marshaller}, the registry. */
    public static final String PACKAGE = "dev.marshalled.runtime";

    /** The runtime's wire package: one class per wire kind, for generated code alone. */
    public static final String WIRE = "dev.marshalled.runtime.wire";

    /** The schema module's package: the {@code SCHEMA} of every generated class is its {@code WireSchema}. */
    public static final String SCHEMA_PACKAGE = "dev.marshalled.schema";

    /**
     * The runtime API level this processor generates code for: the level of the runtime it is
     * built with ({@code RuntimeApiTest} checks they agree). Raise it with the runtime's
     * {@code Versions.API} whenever generated code starts to call something new. Level 4 is the
     * first whose {@code SCHEMA} is a {@code dev.marshalled.schema.WireSchema}, so every class states
     * at least {@link #BASE_LEVEL}; level 5 added what an enum the marshaller cannot name needs
     * ({@code Members.type}, {@code Members.enumConstants}, {@code Enums.constantAt},
     * {@code Enums.readCompactConstant}), and only a class with such a field states it; level 6
     * added {@code Counts.changedWhileSized}, which the {@code sizeOf} of a {@code List} walked by
     * index or iterator calls, and {@code Enums.newSet}, {@code newMap} and {@code newArray}, which
     * an {@code EnumSet}, {@code EnumMap} or array of an enum the marshaller cannot name is read
     * into, and {@code FieldEncoding.withArguments} with a template of a field's parameters, which a
     * generic type calls for a field whose type names a type called like one of its parameters;
     * only a class that calls one of them states it. A class states the
     * lowest level that has everything it calls. Level 7 moved the boolean rule from the buffer
     * to {@code Booleans.putAt} and {@code getAt}, which every class with a boolean field calls;
     * the buffer lost its own, so a runtime of level 7 runs no class of an older level, and
     * every class states 7.
     */
    public static final int API_LEVEL = 7;

    /** The level a class states that calls nothing added after it. */
    public static final int BASE_LEVEL = 7;

    /** The level that added what an enum the marshaller cannot name needs. */
    public static final int HIDDEN_ENUM_LEVEL = 5;

    /** The level that added the failure of a {@code sizeOf} over a list whose size over-reports. */
    public static final int SIZED_LIST_LEVEL = 6;

    /** The level that added what an array, {@code EnumSet} or {@code EnumMap} of such an enum is made with. */
    public static final int HIDDEN_CONTAINER_LEVEL = 6;

    /** The level of {@code FieldEncoding.withArguments} with a template of the parameters' positions. */
    public static final int PARAMETER_TEMPLATE_LEVEL = 6;

    // Filled by type() below, in declaration order: TYPES is what was declared, never a copy.
    private static final List<ClassName> DECLARED = new ArrayList<>();

    public static final ClassName UNSAFE_BUFFER = type(PACKAGE, "UnsafeBuffer");
    public static final ClassName MARSHAL_EXCEPTION = type(PACKAGE, "MarshalException");
    public static final ClassName MARSHALLERS = type(PACKAGE, "Marshallers");
    public static final ClassName MARSHALLER = type(PACKAGE, "Marshaller");
    public static final ClassName MARSHALLER_PROVIDER = type(PACKAGE, "MarshallerProvider");
    public static final ClassName JDK_MARSHALLERS = type(PACKAGE, "JdkMarshallers");

    public static final ClassName WIRE_SCHEMA = type(SCHEMA_PACKAGE, "WireSchema");
    public static final ClassName SCHEMA_FIELD = type(WIRE_SCHEMA.nestedClass("Field"));
    public static final ClassName SCHEMA_KIND = type(WIRE_SCHEMA.nestedClass("Kind"));

    public static final ClassName NESTING = type(WIRE, "Nesting");
    public static final ClassName BODIES = type(WIRE, "Bodies");
    public static final ClassName PRESENCE = type(WIRE, "Presence");
    public static final ClassName BOOLEANS = type(WIRE, "Booleans");
    public static final ClassName COUNTS = type(WIRE, "Counts");
    public static final ClassName CONTAINERS = type(WIRE, "Containers");
    public static final ClassName MEMBERS = type(WIRE, "Members");
    public static final ClassName VERSIONS = type(WIRE, "Versions");
    public static final ClassName STRINGS = type(WIRE, "Strings");
    public static final ClassName ENUMS = type(WIRE, "Enums");
    public static final ClassName UNIONS = type(WIRE, "Unions");
    public static final ClassName REFERENCES = type(WIRE, "References");
    public static final ClassName BOXES = type(WIRE, "Boxes");
    public static final ClassName PRIMITIVE_ARRAYS = type(WIRE, "PrimitiveArrays");
    public static final ClassName VAR_INTS = type(WIRE, "VarInts");
    public static final ClassName STANDARD_TYPES = type(WIRE, "StandardTypes");
    public static final ClassName MORE_STANDARD_TYPES = type(WIRE, "MoreStandardTypes");
    public static final ClassName FIELD_ENCODING = type(WIRE, "FieldEncoding");
    public static final ClassName DEPTH_SIZED = type(FIELD_ENCODING.nestedClass("DepthSized"));
    public static final ClassName ARGUMENT_RUNS = type(WIRE, "ArgumentRuns");

    /** The runtime types the generated code names: each one declared above, in that order. */
    public static final List<ClassName> TYPES = List.copyOf(DECLARED);

    private RuntimeApi() {
    }

    private static ClassName type(String packageName, String simpleName) {
        return type(ClassName.get(packageName, simpleName));
    }

    private static ClassName type(ClassName type) {
        DECLARED.add(type);
        return type;
    }
}
