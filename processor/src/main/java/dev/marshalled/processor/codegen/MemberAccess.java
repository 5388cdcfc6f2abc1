package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import dev.marshalled.processor.model.Construction;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.FieldModel.Member;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.model.WireType;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * How generated code reaches a type's fields and constructor. What the marshaller's package can
 * see it uses directly; a private field, or one hidden in a superclass of another package, goes
 * through a {@code VarHandle}, and a private constructor through a {@code MethodHandle}, each
 * taken once from a private lookup in the declaring class and held in a constant.
 */
final class MemberAccess {
    /** The name of the private method that calls a constructor through its handle. */
    static final String CONSTRUCT = "construct";

    private final TypeModel model;
    private final Constants constants;
    private final LocalNames names;
    private final Frame frame;

    MemberAccess(TypeModel model, Constants constants, LocalNames names, Frame frame) {
        this.model = model;
        this.constants = constants;
        this.names = names;
        this.frame = frame;
    }

    /**
     * Whether some field is read through its {@code VarHandle} into a parameterized type or a type
     * parameter ({@code (T) (Object) handle.get(value)}), an unchecked cast.
     */
    boolean castsHandleUnchecked() {
        return model.fields().stream().anyMatch(f -> !f.retired()
                && (f.getter() == FieldModel.Getter.HANDLE || hidesEnum(f))
                && (f.javaType() instanceof ParameterizedTypeName || f.javaType() instanceof TypeVariableName));
    }

    /** The expression of a field's value on the instance in local {@code value}. */
    CodeBlock get(FieldModel field, String value) {
        if (hidesEnum(field) && field.getter() != FieldModel.Getter.HANDLE) {
            // The field or accessor has a type the marshaller cannot name, nor call a method on: its
            // value is taken as the type with Enum<?> in the enum's place (an unchecked cast for a
            // List<Enum<?>>, through Object).
            return field.javaType() instanceof ParameterizedTypeName
                    ? CodeBlock.of("(($T) ($T) $L)", field.javaType(), Object.class, read(field, value))
                    : CodeBlock.of("(($T) $L)", field.javaType(), read(field, value));
        }
        return read(field, value);
    }

    private CodeBlock read(FieldModel field, String value) {
        Member member = field.member();
        switch (field.getter()) {
            case METHOD:
                return CodeBlock.of("$N.$N()", value, field.name());
            case FIELD:
                return member.hidden()
                        ? CodeBlock.of("(($T) $N).$N", member.view(), value, member.name())
                        : CodeBlock.of("$N.$N", value, member.name());
            default:
                TypeName type = field.javaType();
                CodeBlock call = CodeBlock.of("$N.get($L)", handle(field), receiver(member, value));
                if (hidesEnum(field) && !(type instanceof ParameterizedTypeName)) {
                    // The member's own type names an enum the marshaller cannot name: the call returns
                    // an Object, cast to the type held in its place (Enum<?>, Enum<?>[]).
                    return CodeBlock.of("($T) ($T) $L", type, Object.class, call);
                }
                if (erasure(type).equals(member.erasure()) || type instanceof ParameterizedTypeName) {
                    return CodeBlock.of("($T) $L", type, call);
                }
                // The inner cast gives the call the handle's exact type; the outer one is a checkcast.
                return CodeBlock.of("($T) ($T) $L", type, member.erasure(), call);
        }
    }

    /** The statement that sets a field of the new instance in local {@code result} to {@code value}. */
    CodeBlock set(FieldModel field, String result, CodeBlock value) {
        Member member = field.member();
        switch (field.setter()) {
            case FIELD:
                return member.hidden()
                        ? CodeBlock.of("(($T) $N).$N = $L", member.view(), result, member.name(), value)
                        : CodeBlock.of("$N.$N = $L", result, member.name(), value);
            case HANDLE:
                // A hidden enum's value is an Enum<?>: the handle's set converts it (a checkcast).
                return erasure(field.javaType()).equals(member.erasure()) || hidesEnum(field)
                        ? CodeBlock.of("$N.set($L, $L)", handle(field), receiver(member, result), value)
                        : CodeBlock.of("$N.set($L, ($T) $L)", handle(field), receiver(member, result), member.erasure(),
                                value);
            case IN_PLACE:
                return WireCalls.CONTAINERS.refill.invoke(get(field, result), value,
                        CodeBlock.of("$S", String.join(".", model.type().simpleNames()) + "." + field.name()));
            default:
                throw new IllegalStateException("field " + field.name() + " is set by the constructor");
        }
    }

    /** The expression that creates the instance from the constructor's arguments. */
    CodeBlock newInstance(List<CodeBlock> args) {
        return model.construction().direct()
                ? CodeBlock.of(model.generic() ? "new $T<>($L)" : "new $T($L)", model.type(), CodeBlock.join(args, ", "))
                : CodeBlock.of("$N($L)", CONSTRUCT, CodeBlock.join(args, ", "));
    }

    /** The private method that calls a constructor the marshaller cannot call with {@code new}; null if none is needed. */
    MethodSpec constructMethod() {
        Construction construction = model.construction();
        if (construction.direct()) {
            return null;
        }
        List<CodeBlock> classes = new ArrayList<>();
        classes.add(CodeBlock.of("$T.lookup()", MethodHandles.class));
        classes.add(CodeBlock.of("$T.class", model.type()));
        MethodSpec.Builder method = MethodSpec.methodBuilder(CONSTRUCT)
                .addModifiers(frame.helper())
                .returns(model.declaredType());
        List<CodeBlock> args = new ArrayList<>();
        Locals locals = names.forPrivateMethod();
        boolean exact = true;
        for (int p = 0; p < construction.parameterTypes().size(); p++) {
            TypeName type = construction.parameterTypes().get(p);
            FieldModel field = model.fields().get(model.constructorArgs().get(p));
            if (hidesEnum(field)) {
                // An Enum<?> argument (or a List<Enum<?>>): invoke converts it to the parameter's
                // type, as invokeExact cannot.
                exact = false;
                classes.add(classOf(field, CodeBlock.of("$T.class", model.type()),
                        construction.parameterClasses().get(p)));
            } else {
                classes.add(CodeBlock.of("$T.class", construction.parameterClasses().get(p)));
            }
            String name = locals.fresh("p" + p);
            method.addParameter(type, name);
            args.add(CodeBlock.of("$N", name));
        }
        String handle = constants.ofField(Constants.AFTER_FIELDS, "constructor", ClassName.get(MethodHandle.class),
                "constructor", "HANDLE", WireCalls.MEMBERS.constructor.invoke(classes.toArray(new CodeBlock[0])));
        String failure = locals.fresh("failure");
        return method.beginControlFlow("try")
                .addStatement("return ($T) $N.$L($L)", model.declaredType(), handle, exact ? "invokeExact" : "invoke",
                        CodeBlock.join(args, ", "))
                .nextControlFlow("catch ($T $N)", Throwable.class, failure)
                .addStatement("throw $L", WireCalls.MEMBERS.constructorFailed.invoke(CodeBlock.of("$N", failure)))
                .endControlFlow()
                .build();
    }

    /** The constant holding a field's {@code VarHandle}, declared on first use. */
    private String handle(FieldModel field) {
        Member member = field.member();
        CodeBlock owner = CodeBlock.of("$T.class", member.ownerHops() == 0 ? member.owner() : model.type());
        for (int i = 0; i < member.ownerHops(); i++) {
            owner = CodeBlock.of("$L.getSuperclass()", owner);
        }
        CodeBlock lookup = WireCalls.MEMBERS.field.invoke(CodeBlock.of("$T.lookup()", MethodHandles.class), owner,
                CodeBlock.of("$S", member.name()), classOf(field, owner, member.erasure()));
        return constants.ofField(model.fields().indexOf(field), "field:" + member.owner() + "." + member.name(),
                ClassName.get(VarHandle.class), member.name(), "HANDLE", lookup);
    }

    /** Whether a field's type is or holds an enum the marshaller cannot name. */
    private static boolean hidesEnum(FieldModel field) {
        return field.resolution().ok() && WireType.hidesEnum(field.resolution().wire());
    }

    /**
     * The class of a field's erased type {@code erasure} as generated code can write it: a class
     * literal, or for an enum the marshaller cannot name (or an array of one) the enum found through a
     * private lookup in {@code in} ({@code .arrayType()} per dimension).
     */
    private static CodeBlock classOf(FieldModel field, CodeBlock in, TypeName erasure) {
        WireType wire = field.resolution().wire();
        int dimensions = 0;
        while (wire instanceof WireType.Sequence s && s.container() == null) {
            wire = s.element();
            dimensions++;
        }
        if (!(wire instanceof WireType.EnumType e && e.isHidden())) {
            return CodeBlock.of("$T.class", erasure);
        }
        return CodeBlock.of("$L$L", hiddenClass(in, e), ".arrayType()".repeat(dimensions));
    }

    /** The expression of an enum the marshaller cannot name: found by name through a private lookup in {@code in}. */
    static CodeBlock hiddenClass(CodeBlock in, WireType.EnumType enumeration) {
        return WireCalls.MEMBERS.type.invoke(CodeBlock.of("$T.lookup()", MethodHandles.class), in,
                CodeBlock.of("$S", enumeration.hiddenName()));
    }

    /** The instance a handle acts on, cast to the declaring class so that the call has the handle's exact type. */
    private CodeBlock receiver(Member member, String local) {
        return member.ownerHops() == 0 && !member.owner().equals(model.type())
                ? CodeBlock.of("($T) $N", member.owner(), local)
                : CodeBlock.of("$N", local);
    }

    private static TypeName erasure(TypeName type) {
        return type instanceof ParameterizedTypeName p ? p.rawType : type;
    }
}
