package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.codegen.RuntimeClass.PerKind;
import dev.marshalled.processor.codegen.RuntimeMember.Constant;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import javax.lang.model.type.TypeKind;

/**
 * What generated code calls in the runtime's wire package ({@value RuntimeApi#WIRE}): one
 * object per class, each member named as the runtime names it, so {@code WireCalls.STRINGS.write}
 * renders {@code Strings.write(buffer, value)}. The JDK value types are {@link StandardTypeCalls}.
 */
final class WireCalls {
    static final Nesting NESTING = new Nesting();
    static final Bodies BODIES = new Bodies();
    static final Presence PRESENCE = new Presence();
    static final Booleans BOOLEANS = new Booleans();
    static final Counts COUNTS = new Counts();
    static final Containers CONTAINERS = new Containers();
    static final Members MEMBERS = new Members();
    static final Versions VERSIONS = new Versions();
    static final Strings STRINGS = new Strings();
    static final Enums ENUMS = new Enums();
    static final Unions UNIONS = new Unions();
    static final References REFERENCES = new References();
    static final Boxes BOXES = new Boxes();
    static final PrimitiveArrays PRIMITIVE_ARRAYS = new PrimitiveArrays();
    static final VarInts VAR_INTS = new VarInts();
    static final FieldEncoding FIELD_ENCODING = new FieldEncoding();
    static final DepthSized DEPTH_SIZED = new DepthSized();
    static final ArgumentRuns ARGUMENT_RUNS = new ArgumentRuns();

    private WireCalls() {
    }

    /** The start and end of each generated write and read: depth, and undoing a failed message. */
    static final class Nesting extends RuntimeClass {
        final Method enterWrite = withBuffer("enterWrite", INT, STRING);
        final Method exitWrite = withBuffer("exitWrite", VOID);
        final Method abortWrite = withBuffer("abortWrite", VOID, INT);
        final Method enterRead = withBuffer("enterRead", INT, STRING);
        final Method exitRead = withBuffer("exitRead", VOID);
        final Method abortRead = withBuffer("abortRead", RuntimeApi.MARSHAL_EXCEPTION, INT,
                ClassName.get(RuntimeException.class), STRING, STRING);
        final Method checkSizeDepth = plain("checkSizeDepth", VOID, INT, STRING);

        private Nesting() {
            super(RuntimeApi.NESTING);
        }
    }

    /** The length-prefixed body of an evolvable type. */
    static final class Bodies extends RuntimeClass {
        final Method begin = withBuffer("begin", INT);
        final Method end = withBuffer("end", VOID, INT);
        final Method enter = withBuffer("enter", INT, STRING);
        final Method more = withBuffer("more", BOOLEAN);
        final Method exit = withBuffer("exit", VOID, INT);

        private Bodies() {
            super(RuntimeApi.BODIES);
        }
    }

    /** The presence byte of a nullable value. */
    static final class Presence extends RuntimeClass {
        final Method write = withBuffer("write", VOID, BOOLEAN);
        final Method read = withBuffer("read", BOOLEAN, STRING);

        private Presence() {
            super(RuntimeApi.PRESENCE);
        }
    }

    /** A boolean field's byte, 0 or 1, in a claimed or taken run. */
    static final class Booleans extends RuntimeClass {
        final Method putAt = withBuffer("putAt", VOID, INT, BOOLEAN);
        final Method getAt = withBuffer("getAt", BOOLEAN, INT, STRING);

        private Booleans() {
            super(RuntimeApi.BOOLEANS);
        }
    }

    /** Counts and lengths in both encodings, and runs of fixed-size elements. */
    static final class Counts extends RuntimeClass {
        final Method write = withBuffer("write", VOID, INT);
        final Method read = withBuffer("read", INT, STRING, INT);
        final Method writeCompact = withBuffer("writeCompact", VOID, INT);
        final Method readCompact = withBuffer("readCompact", INT, STRING, INT);
        final Method sizeOfCompact = plain("sizeOfCompact", INT, INT);
        final Method claimRun = withBuffer("claimRun", INT, INT, INT);
        final Method checkRun = withBuffer("checkRun", VOID, INT, STRING);
        final Method checkCount = withBuffer("checkCount", VOID, INT, INT, STRING);
        final Method changedWhileSized = plain("changedWhileSized", RuntimeApi.MARSHAL_EXCEPTION, INT, INT, STRING,
                ClassName.get(RuntimeException.class));

        private Counts() {
            super(RuntimeApi.COUNTS);
        }
    }

    /**
     * Containers: no null where one cannot be held, each element or key of a set or map once (sorted
     * and enum ones in ascending order), natural order only, hash capacities, a final one refilled.
     */
    static final class Containers extends RuntimeClass {
        final Method notNull = withBuffer("notNull", OBJECT, OBJECT, INT, STRING, STRING);
        final Method add = withBuffer("add", VOID, ClassName.get("java.util", "Collection"), OBJECT, INT, STRING,
                STRING);
        final Method put = withBuffer("put", VOID, ClassName.get("java.util", "Map"), OBJECT, OBJECT, INT, STRING,
                STRING);
        final Method requireNaturalOrder = withBuffer("requireNaturalOrder", VOID,
                ClassName.get("java.util", "Comparator"), STRING);
        final Method hashCapacity = plain("hashCapacity", INT, INT);
        final Method refill = plain("refill", VOID, OBJECT, OBJECT, STRING);

        private Containers() {
            super(RuntimeApi.CONTAINERS);
        }
    }

    /** Private fields and constructors, through handles from a private lookup in their class. */
    static final class Members extends RuntimeClass {
        private static final ClassName LOOKUP = ClassName.get("java.lang.invoke", "MethodHandles", "Lookup");

        final Method field = plain("field", ClassName.get("java.lang.invoke", "VarHandle"), LOOKUP, CLASS, STRING,
                CLASS);
        final Method constructor = plain("constructor", ClassName.get("java.lang.invoke", "MethodHandle"), LOOKUP,
                CLASS, ArrayTypeName.of(CLASS));
        final Method type = plain("type", CLASS, LOOKUP, CLASS, STRING);
        final Method enumConstants = plain("enumConstants", ArrayTypeName.of(ENUM), CLASS);
        final Method requireNonNull = withBuffer("requireNonNull", VOID, OBJECT, STRING);
        final Method constructorFailed = plain("constructorFailed", ClassName.get(RuntimeException.class),
                ClassName.get(Throwable.class));

        private Members() {
            super(RuntimeApi.MEMBERS);
        }
    }

    /** The handshake each generated class makes with the runtime when it loads. */
    static final class Versions extends RuntimeClass {
        final Method check = plain("check", INT, INT, STRING, STRING);

        private Versions() {
            super(RuntimeApi.VERSIONS);
        }
    }

    static final class Strings extends RuntimeClass {
        final Method write = withBuffer("write", VOID, STRING);
        final Method read = withBuffer("read", STRING, STRING);
        final Method sizeOf = plain("sizeOf", INT, STRING);
        final Method writeCompact = withBuffer("writeCompact", VOID, STRING);
        final Method readCompact = withBuffer("readCompact", STRING, STRING);
        final Method sizeOfCompact = plain("sizeOfCompact", INT, STRING);

        private Strings() {
            super(RuntimeApi.STRINGS);
        }
    }

    static final class Enums extends RuntimeClass {
        final Method putAt = withBuffer("putAt", VOID, INT, ENUM);
        final Method getAt = withBuffer("getAt", ENUM, INT, ArrayTypeName.of(ENUM), STRING);
        final Method writeCompact = withBuffer("writeCompact", VOID, ENUM);
        final Method readCompact = withBuffer("readCompact", ENUM, ArrayTypeName.of(ENUM), STRING);
        final Method constantAt = withBuffer("constantAt", ENUM, INT, ArrayTypeName.of(ENUM), STRING);
        final Method readCompactConstant = withBuffer("readCompactConstant", ENUM, ArrayTypeName.of(ENUM), STRING);
        final Method newSet = plain("newSet", ClassName.get("java.util", "Set"), CLASS);
        final Method newMap = plain("newMap", ClassName.get("java.util", "Map"), CLASS);
        final Method newArray = plain("newArray", OBJECT, CLASS, INT, INT);
        final Method marshaller = plain("marshaller", RuntimeApi.MARSHALLER, CLASS);

        private Enums() {
            super(RuntimeApi.ENUMS);
        }
    }

    /** The tag of a sealed type's subtype. */
    static final class Unions extends RuntimeClass {
        final Method putTag = withBuffer("putTag", VOID, INT);
        final Method getTag = withBuffer("getTag", INT, STRING, INT);
        final Method notPermitted = withBuffer("notPermitted", RuntimeApi.MARSHAL_EXCEPTION, STRING, OBJECT, STRING);

        private Unions() {
            super(RuntimeApi.UNIONS);
        }
    }

    /** Shared and cyclic references: the scope of a write or read, and each object's tag. */
    static final class References extends RuntimeClass {
        final Method beginWrite = withBuffer("beginWrite", BOOLEAN);
        final Method endWrite = withBuffer("endWrite", VOID, BOOLEAN);
        final Method beginRead = withBuffer("beginRead", BOOLEAN);
        final Method endRead = withBuffer("endRead", VOID, BOOLEAN);
        final Method addWritten = withBuffer("addWritten", VOID, OBJECT, BOOLEAN);
        final Method completeWritten = withBuffer("completeWritten", VOID, OBJECT);
        final Method reserveRead = withBuffer("reserveRead", INT);
        final Method setRead = withBuffer("setRead", VOID, INT, OBJECT);
        final Method put = withBuffer("put", BOOLEAN, OBJECT, STRING);
        final Method get = withBuffer("get", INT, STRING);
        final Method putCompact = withBuffer("putCompact", BOOLEAN, OBJECT, STRING);
        final Method getCompact = withBuffer("getCompact", INT, STRING);
        final Method resolve = withBuffer("resolve", OBJECT, INT, CLASS, STRING);
        /** What {@link #get} returns for an object written in full. */
        final Constant NEW = constant("NEW", INT);

        private References() {
            super(RuntimeApi.REFERENCES);
        }
    }

    /** Boxed primitives at an index in a run: a null box's value bytes are zero. */
    static final class Boxes extends RuntimeClass {
        final PerKind<Method> putAt = perPrimitive(kind -> withBuffer("putAt", VOID, INT, primitive(kind).box()));
        /** {@code Boxes.getIntegerAt(buffer, index, field)} and its siblings. */
        final PerKind<Method> getAt = perPrimitive(kind -> {
            TypeName box = primitive(kind).box();
            return withBuffer("get" + ((ClassName) box).simpleName() + "At", box, INT, STRING);
        });

        private Boxes() {
            super(RuntimeApi.BOXES);
        }
    }

    /** Arrays of primitives, copied in bulk. */
    static final class PrimitiveArrays extends RuntimeClass {
        final PerKind<Method> write = perPrimitive(kind -> withBuffer("write" + word(kind) + "s", VOID, array(kind)));
        final PerKind<Method> read = perPrimitive(kind -> withBuffer("read" + word(kind) + "s", array(kind), STRING));
        final PerKind<Method> sizeOf = perPrimitive(kind -> plain("sizeOf", INT, array(kind)));

        private PrimitiveArrays() {
            super(RuntimeApi.PRIMITIVE_ARRAYS);
        }

        private static TypeName array(TypeKind kind) {
            return ArrayTypeName.of(primitive(kind));
        }
    }

    /** The compact encoding's zigzag varints, for {@code int} and {@code long}. */
    static final class VarInts extends RuntimeClass {
        final PerKind<Method> write = perKind(kind -> withBuffer("write" + word(kind), VOID, primitive(kind)),
                TypeKind.INT, TypeKind.LONG);
        final PerKind<Method> read = perKind(kind -> withBuffer("read" + word(kind), primitive(kind), STRING),
                TypeKind.INT, TypeKind.LONG);
        final PerKind<Method> sizeOf = perKind(kind -> plain("sizeOf" + word(kind), INT, primitive(kind)),
                TypeKind.INT, TypeKind.LONG);

        private VarInts() {
            super(RuntimeApi.VAR_INTS);
        }
    }

    /**
     * A generic type's fields of a type parameter: the encoding made from the argument's marshaller,
     * and what a generic marshaller is made with.
     */
    static final class FieldEncoding extends RuntimeClass {
        final Method of = plain("of", RuntimeApi.FIELD_ENCODING, RuntimeApi.MARSHALLER, BOOLEAN, STRING);
        final Method write = instance("write", VOID, RuntimeApi.UNSAFE_BUFFER, OBJECT);
        final Method read = instance("read", OBJECT, RuntimeApi.UNSAFE_BUFFER);
        final Method sizeOf = instance("sizeOf", INT, OBJECT, INT);
        final Method minSize = instance("minSize", INT);
        final Method describe = instance("describe", RuntimeApi.SCHEMA_FIELD, STRING);
        final Method display = plain("display", STRING, RuntimeApi.MARSHALLER);
        final Method qualifiedName = plain("qualifiedName", STRING, RuntimeApi.MARSHALLER);
        final Method withArguments = plain("withArguments", RuntimeApi.SCHEMA_FIELD, RuntimeApi.SCHEMA_FIELD,
                ArrayTypeName.of(STRING), ArrayTypeName.of(STRING));
        /** {@code withArguments} with a template that marks the parameters by position (level 6). */
        final Method withArgumentsMarked = plain("withArguments", RuntimeApi.SCHEMA_FIELD, RuntimeApi.SCHEMA_FIELD,
                ArrayTypeName.of(STRING), ArrayTypeName.of(STRING), STRING);
        final Method canonical = plain("canonical", OBJECT, ClassName.get("java.util.concurrent", "ConcurrentMap"),
                ClassName.get("java.util.function", "Supplier"), ArrayTypeName.of(RuntimeApi.MARSHALLER));
        final Method keepIdentity = plain("keepIdentity", BOOLEAN, ArrayTypeName.of(RuntimeApi.MARSHALLER));

        private FieldEncoding() {
            super(RuntimeApi.FIELD_ENCODING);
        }
    }

    /** A marshaller measured at a nesting depth, so that a cycle through a generic type's argument ends. */
    static final class DepthSized extends RuntimeClass {
        final Method sizeOf = instance("sizeOf", INT, OBJECT, INT);

        private DepthSized() {
            super(RuntimeApi.DEPTH_SIZED);
        }
    }

    /** The runs of fixed-size fields that a parameterization's arguments make, checked whole. */
    static final class ArgumentRuns extends RuntimeClass {
        final Method of = plain("of", RuntimeApi.ARGUMENT_RUNS, RuntimeApi.WIRE_SCHEMA, STRING);
        final Method check = instance("check", VOID, RuntimeApi.UNSAFE_BUFFER, INT);

        private ArgumentRuns() {
            super(RuntimeApi.ARGUMENT_RUNS);
        }
    }
}
