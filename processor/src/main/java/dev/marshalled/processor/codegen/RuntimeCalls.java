package dev.marshalled.processor.codegen;

import dev.marshalled.processor.codegen.RuntimeClass.PerKind;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import javax.lang.model.type.TypeKind;

/**
 * What generated code calls in the runtime's user package ({@value RuntimeApi#PACKAGE}), one
 * object per class, each member named as the runtime names it.
 */
final class RuntimeCalls {
    /** The primitive kinds the buffer stores as they are: all but boolean, whose rule is the wire package's. */
    private static final TypeKind[] NUMERIC = {TypeKind.BYTE, TypeKind.SHORT, TypeKind.CHAR, TypeKind.INT,
        TypeKind.LONG, TypeKind.FLOAT, TypeKind.DOUBLE};

    static final UnsafeBuffer BUFFER = new UnsafeBuffer();
    static final MarshalException EXCEPTION = new MarshalException();
    static final Marshaller MARSHALLER = new Marshaller();
    static final MarshallerProvider PROVIDER = new MarshallerProvider();
    static final Marshallers MARSHALLERS = new Marshallers();
    static final JdkMarshallers JDK = new JdkMarshallers();

    private RuntimeCalls() {
    }

    /** The buffer: its positions, the bounds check of a run, and positioned primitives. */
    static final class UnsafeBuffer extends RuntimeClass {
        final Method claim = instance("claim", INT, INT);
        final Method take = instance("take", INT, INT, STRING);
        final Method writeIndex = instance("writeIndex", INT);
        final Method readIndex = instance("readIndex", INT);
        final Method create = constructor(INT);
        /** {@code buffer.putIntAt(index, value)} and its siblings, but for a boolean ({@code Booleans}). */
        final PerKind<Method> putAt = perKind(kind -> instance("put" + word(kind) + "At", VOID, INT,
                primitive(kind)), NUMERIC);
        /** {@code buffer.getIntAt(index)} and its siblings, but for a boolean ({@code Booleans}). */
        final PerKind<Method> getAt = perKind(kind -> instance("get" + word(kind) + "At", primitive(kind), INT),
                NUMERIC);

        private UnsafeBuffer() {
            super(RuntimeApi.UNSAFE_BUFFER);
        }
    }

    static final class MarshalException extends RuntimeClass {
        final Method create = constructor(STRING, INT);
        final Method inElement = instance("inElement", RuntimeApi.MARSHAL_EXCEPTION, INT);

        private MarshalException() {
            super(RuntimeApi.MARSHAL_EXCEPTION);
        }
    }

    /** The interface a generated {@code INSTANCE} (or a generic type's marshaller) implements. */
    static final class Marshaller extends RuntimeClass {
        final Method write = instance("write", VOID, OBJECT, RuntimeApi.UNSAFE_BUFFER);
        final Method read = instance("read", OBJECT, RuntimeApi.UNSAFE_BUFFER);
        final Method sizeOf = instance("sizeOf", INT, OBJECT);
        final Method schema = instance("schema", RuntimeApi.WIRE_SCHEMA);
        final Method type = instance("type", CLASS);
        final Method typeId = instance("typeId", INT);

        private Marshaller() {
            super(RuntimeApi.MARSHALLER);
        }
    }

    /** The provider {@code ServiceLoader} finds for a type with a type id. */
    static final class MarshallerProvider extends RuntimeClass {
        final Method marshaller = instance("marshaller", RuntimeApi.MARSHALLER);

        private MarshallerProvider() {
            super(RuntimeApi.MARSHALLER_PROVIDER);
        }
    }

    /** The global registry, through which a {@code @Polymorphic} field is written and read. */
    static final class Marshallers extends RuntimeClass {
        final Method global = plain("global", RuntimeApi.MARSHALLERS);
        final Method writeValue = instance("writeValue", VOID, OBJECT, RuntimeApi.UNSAFE_BUFFER);
        final Method readValue = instance("readValue", OBJECT, RuntimeApi.UNSAFE_BUFFER, CLASS, STRING);
        final Method sizeOfValue = instance("sizeOfValue", INT, OBJECT);

        private Marshallers() {
            super(RuntimeApi.MARSHALLERS);
        }
    }

    /** The marshallers of JDK types, as a generic type's arguments. */
    static final class JdkMarshallers extends RuntimeClass {
        final Method of = plain("of", RuntimeApi.MARSHALLER, CLASS);
        final Method enumeration = plain("enumeration", RuntimeApi.MARSHALLER, CLASS);
        final Method list = plain("list", RuntimeApi.MARSHALLER, RuntimeApi.MARSHALLER);
        final Method set = plain("set", RuntimeApi.MARSHALLER, RuntimeApi.MARSHALLER);
        final Method sortedSet = plain("sortedSet", RuntimeApi.MARSHALLER, RuntimeApi.MARSHALLER);
        final Method map = plain("map", RuntimeApi.MARSHALLER, RuntimeApi.MARSHALLER, RuntimeApi.MARSHALLER);
        final Method sortedMap = plain("sortedMap", RuntimeApi.MARSHALLER, RuntimeApi.MARSHALLER,
                RuntimeApi.MARSHALLER);
        final Method optional = plain("optional", RuntimeApi.MARSHALLER, RuntimeApi.MARSHALLER);

        private JdkMarshallers() {
            super(RuntimeApi.JDK_MARSHALLERS);
        }
    }
}
