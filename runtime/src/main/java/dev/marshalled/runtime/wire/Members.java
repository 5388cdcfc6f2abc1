package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.UnsafeBuffer;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.reflect.UndeclaredThrowableException;

/**
 * How a generated marshaller reaches the private fields and constructors of the class it
 * marshals, with no reflection at run time: once, when the marshaller is initialised, it takes a
 * private lookup in the declaring class from its own lookup and keeps the handle in a
 * {@code static final} field, which the JIT treats as a constant. The marshaller sits in the
 * class's own package, hence its own module, so no flag and no {@code opens} are needed; a
 * superclass in another named module must be opened to the class's module.
 *
 * <pre>{@code
 * private static final VarHandle ID_HANDLE = Members.field(MethodHandles.lookup(), Entity.class, "id", long.class);
 * long id = (long) ID_HANDLE.get(value);
 * }</pre>
 *
 * <p>For generated code; not part of the API users call.
 */
public final class Members {
    private Members() {
    }

    /**
     * A handle on an instance field, whatever its access.
     *
     * @param marshaller the generated marshaller's own lookup ({@code MethodHandles.lookup()})
     * @param owner the class that declares the field
     * @param name the field's name
     * @param type the field's declared type, erased
     * @return the handle; a final field's handle can only read
     * @throws IllegalStateException if the field cannot be reached (its class was changed since
     *     the marshaller was generated, or lies in a module not open to the marshaller's)
     */
    /**
     * A class the marshaller cannot name in source (a private nested enum, or one of another
     * package that only the declaring class may use), found by name through a private lookup in
     * a class that can see it; taken once, when the marshaller initialises.
     *
     * @param marshaller the generated marshaller's own lookup ({@code MethodHandles.lookup()})
     * @param in the class whose access decides: the marshalled class or a superclass of it
     * @param name the class's binary name ({@code com.acme.Order$Status})
     * @return the class
     * @throws IllegalStateException if the class cannot be found or reached from {@code in}
     */
    public static Class<?> type(MethodHandles.Lookup marshaller, Class<?> in, String name) {
        try {
            return MethodHandles.privateLookupIn(in, marshaller).findClass(name);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot reach class " + name + " from " + in.getName() + ": " + e
                    + advice(in, marshaller), e);
        }
    }

    /**
     * The constants of an enum the marshaller cannot name, in ordinal order, for
     * {@link Enums#constantAt} and {@link Enums#readCompactConstant}.
     *
     * @param type the enum, from {@link #type}
     * @return its constants
     * @throws IllegalStateException if {@code type} is not an enum
     */
    public static Enum<?>[] enumConstants(Class<?> type) {
        if (!type.isEnum()) {
            throw new IllegalStateException(type.getName() + " is not an enum: its class was changed since the"
                    + " marshaller was generated");
        }
        return (Enum<?>[]) type.getEnumConstants();
    }

    public static VarHandle field(MethodHandles.Lookup marshaller, Class<?> owner, String name, Class<?> type) {
        try {
            return MethodHandles.privateLookupIn(owner, marshaller).findVarHandle(owner, name, type);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot reach field " + owner.getName() + "." + name + " of type "
                    + type.getName() + " from " + marshaller.lookupClass().getName() + ": " + e
                    + advice(owner, marshaller), e);
        }
    }

    /**
     * A handle on a constructor, whatever its access.
     *
     * @param marshaller the generated marshaller's own lookup
     * @param type the class to create
     * @param parameters the constructor's parameter types, erased
     * @return a handle of type {@code (parameters)type}
     * @throws IllegalStateException if the constructor cannot be reached
     */
    public static MethodHandle constructor(MethodHandles.Lookup marshaller, Class<?> type, Class<?>... parameters) {
        try {
            return MethodHandles.privateLookupIn(type, marshaller)
                    .findConstructor(type, MethodType.methodType(void.class, parameters));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot reach a constructor of " + type.getName() + " from "
                    + marshaller.lookupClass().getName() + ": " + e + advice(type, marshaller), e);
        }
    }

    /**
     * What a generated read throws when a constructor called through its handle fails: the
     * exception itself if unchecked (the read then reports it as a {@link dev.marshalled.runtime.MarshalException} naming
     * the type), an {@link Error} rethrown as is, a checked one wrapped.
     *
     * @param failure what the constructor threw
     * @return the exception to throw
     */
    public static RuntimeException constructorFailed(Throwable failure) {
        if (failure instanceof RuntimeException) {
            return (RuntimeException) failure;
        }
        if (failure instanceof Error) {
            throw (Error) failure;
        }
        return new UndeclaredThrowableException(failure, "constructor threw " + failure);
    }

    private static String advice(Class<?> target, MethodHandles.Lookup marshaller) {
        Module module = target.getModule();
        if (module.isNamed() && module != marshaller.lookupClass().getModule()) {
            return "; open package " + target.getPackageName() + " of module " + module.getName() + " to "
                    + marshaller.lookupClass().getModule();
        }
        return "; rebuild so that the marshaller is generated from the class as it is";
    }

    /**
     * Refuses a null read for a field declared non-null ({@code @NotNull}, as Kotlin's compiler
     * and kapt mark non-null properties) that no constructor checks, so the object is never left
     * holding what its declaration rules out.
     *
     * @param buffer the buffer being read, for the offset
     * @param value the value read for the field
     * @param field the field's path, e.g. {@code Order.id}
     * @throws MarshalException if {@code value} is null
     */
    public static void requireNonNull(UnsafeBuffer buffer, Object value, String field) {
        if (value == null) {
            throw new MarshalException(field + " is declared non-null, but the bytes hold null", buffer.readIndex());
        }
    }
}
