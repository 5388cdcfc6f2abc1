package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.codegen.RuntimeMember.Constant;
import dev.marshalled.processor.codegen.RuntimeMember.Form;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import dev.marshalled.processor.model.WireType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import javax.lang.model.type.TypeKind;

/**
 * A runtime class that generated code calls. A subclass declares that class's members as its
 * fields, named as the runtime names them ({@code WireCalls.STRINGS.write} is
 * {@code Strings.write}); each member is recorded as it is declared, so that
 * {@code RuntimeApiTest} checks every one against the runtime without a list to keep.
 */
abstract class RuntimeClass {
    static final TypeName VOID = TypeName.VOID;
    static final TypeName BOOLEAN = TypeName.BOOLEAN;
    static final TypeName INT = TypeName.INT;
    static final TypeName LONG = TypeName.LONG;
    static final ClassName STRING = ClassName.get(String.class);
    static final ClassName OBJECT = ClassName.get(Object.class);
    static final ClassName CLASS = ClassName.get(Class.class);
    static final ClassName ENUM = ClassName.get(Enum.class);

    private static final List<RuntimeMember> DECLARED = Collections.synchronizedList(new ArrayList<>());

    private final ClassName type;

    /** @param type one of {@link RuntimeApi#TYPES} */
    RuntimeClass(ClassName type) {
        this.type = Objects.requireNonNull(type, "a runtime type declared after its first use");
    }

    /** @return every member of every runtime class declared so far */
    static List<RuntimeMember> declared() {
        synchronized (DECLARED) {
            return List.copyOf(DECLARED);
        }
    }

    /** An instance method of this class, called on an instance of it. */
    final Method instance(String name, TypeName returns, TypeName... parameters) {
        return add(new Method(type, name, Form.INSTANCE, type, List.of(parameters), returns));
    }

    /** A static method that takes the buffer first, called as {@code Owner.name(buffer, ...)}. */
    final Method withBuffer(String name, TypeName returns, TypeName... parameters) {
        return add(new Method(type, name, Form.STATIC_WITH_SUBJECT, RuntimeApi.UNSAFE_BUFFER, List.of(parameters),
                returns));
    }

    /** A static method of this class without a subject. */
    final Method plain(String name, TypeName returns, TypeName... parameters) {
        return add(new Method(type, name, Form.STATIC, null, List.of(parameters), returns));
    }

    final Method constructor(TypeName... parameters) {
        return add(new Method(type, "<init>", Form.CONSTRUCTOR, null, List.of(parameters), VOID));
    }

    /** A public static final field of this class. */
    final Constant constant(String name, TypeName fieldType) {
        return add(new Constant(type, name, fieldType));
    }

    /**
     * One member per primitive kind, {@code boolean} to {@code double}, made by {@code declare}.
     *
     * @return a map that fails on a kind it has no member for
     */
    final <M extends RuntimeMember> PerKind<M> perPrimitive(Function<TypeKind, M> declare) {
        TypeKind[] primitives = Arrays.stream(TypeKind.values()).filter(TypeKind::isPrimitive).toArray(TypeKind[]::new);
        return perKind(declare, primitives);
    }

    /** As {@link #perPrimitive}, for the given kinds alone. */
    final <M extends RuntimeMember> PerKind<M> perKind(Function<TypeKind, M> declare, TypeKind... kinds) {
        Map<TypeKind, M> members = new EnumMap<>(TypeKind.class);
        for (TypeKind kind : kinds) {
            members.put(kind, declare.apply(kind));
        }
        return new PerKind<>(members);
    }

    /** {@code Int} for {@code int}: the word a runtime method's name takes for a primitive kind. */
    static String word(TypeKind kind) {
        String name = kind.name();
        return name.charAt(0) + name.substring(1).toLowerCase(Locale.ROOT);
    }

    /** {@code int} for {@link TypeKind#INT}. */
    static TypeName primitive(TypeKind kind) {
        return WireType.primitiveName(kind);
    }

    /** Members by primitive kind, e.g. {@code putIntAt} for {@code int}. */
    record PerKind<M extends RuntimeMember>(Map<TypeKind, M> members) {
        M of(TypeKind kind) {
            M member = members.get(kind);
            if (member == null) {
                throw new IllegalArgumentException("no runtime member for " + kind);
            }
            return member;
        }
    }

    private static <M extends RuntimeMember> M add(M member) {
        for (TypeName parameter : member instanceof Method method ? method.parameters() : List.<TypeName>of()) {
            Objects.requireNonNull(parameter, () -> member + ": a parameter type declared after its first use");
        }
        DECLARED.add(member);
        return member;
    }
}
