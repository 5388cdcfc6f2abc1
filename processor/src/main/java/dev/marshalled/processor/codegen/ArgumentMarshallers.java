package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import dev.marshalled.processor.model.WireType;
import dev.marshalled.schema.GeneratedNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The expression of the marshaller that stands for a type argument of a generic type: a generated
 * one's {@code INSTANCE}, another generic type's {@code of(...)}, a JDK type's from
 * {@code JdkMarshallers}, or one this marshaller was made with. Every wire type has its method
 * here, so a new shape does not compile until it is decided whether it can be an argument.
 */
final class ArgumentMarshallers implements WireType.Visitor<CodeBlock> {
    private final Constants constants;

    /** @param constants where this marshaller keeps the marshallers it was made with */
    ArgumentMarshallers(Constants constants) {
        this.constants = constants;
    }

    /** {@code PageMarshaller.of(ItemMarshaller.INSTANCE)}: the marshaller of a parameterized type. */
    CodeBlock made(WireType.Generic generic) {
        List<CodeBlock> arguments = new ArrayList<>();
        for (WireType argument : generic.arguments()) {
            arguments.add(argument.accept(this));
        }
        return CodeBlock.of("$T.$N($L)", generic.marshaller(), GeneratedNames.FACTORY,
                CodeBlock.join(arguments, ",$W"));
    }

    @Override
    public CodeBlock nested(WireType.Nested type) {
        return CodeBlock.of("$T.$N", type.marshaller(), GeneratedNames.INSTANCE);
    }

    @Override
    public CodeBlock generic(WireType.Generic type) {
        return made(type);
    }

    @Override
    public CodeBlock variable(WireType.Variable type) {
        return CodeBlock.of("$N", constants.argument(type.index()));
    }

    @Override
    public CodeBlock enumeration(WireType.EnumType type) {
        if (type.isHidden()) {
            // The enum's class, found once through the marshalled class's private lookup, as its fields' are.
            constants.requireLevel(RuntimeApi.HIDDEN_CONTAINER_LEVEL);
            return WireCalls.ENUMS.marshaller.invoke(EnumCodec.hiddenType(type, constants));
        }
        return RuntimeCalls.JDK.enumeration.invoke(CodeBlock.of("$T.class", type.type()));
    }

    @Override
    public CodeBlock text(WireType.Text type) {
        return jdk(type);
    }

    @Override
    public CodeBlock boxed(WireType.Boxed type) {
        return jdk(type);
    }

    @Override
    public CodeBlock standard(WireType.Standard type) {
        return jdk(type);
    }

    @Override
    public CodeBlock primitiveArray(WireType.PrimitiveArray type) {
        return jdk(type);
    }

    @Override
    public CodeBlock optional(WireType.OptionalOf type) {
        return RuntimeCalls.JDK.optional.invoke(type.value().accept(this));
    }

    @Override
    public CodeBlock map(WireType.MapOf type) {
        Method factory = raw(type.declared()).simpleName().equals("SortedMap") ? RuntimeCalls.JDK.sortedMap
                : RuntimeCalls.JDK.map;
        return factory.invoke(type.key().accept(this), type.value().accept(this));
    }

    @Override
    public CodeBlock sequence(WireType.Sequence type) {
        String name = raw(type.declared()).simpleName();
        Method factory = name.equals("SortedSet") ? RuntimeCalls.JDK.sortedSet
                : name.equals("Set") ? RuntimeCalls.JDK.set : RuntimeCalls.JDK.list;
        return factory.invoke(type.element().accept(this));
    }

    // The resolver admits none of these as a type argument: a primitive cannot be one, and a sealed,
    // identity-keeping, polymorphic or converted type has no marshaller a generic one can be made with.

    @Override
    public CodeBlock primitive(WireType.Primitive type) {
        throw notAnArgument(type);
    }

    @Override
    public CodeBlock reference(WireType.Reference type) {
        throw notAnArgument(type);
    }

    @Override
    public CodeBlock union(WireType.Union type) {
        throw notAnArgument(type);
    }

    @Override
    public CodeBlock dynamic(WireType.Dynamic type) {
        throw notAnArgument(type);
    }

    @Override
    public CodeBlock converted(WireType.Converted type) {
        throw notAnArgument(type);
    }

    /** {@code JdkMarshallers.of(String.class)}: a JDK type the runtime's {@code JdkMarshallers} knows by class. */
    private static CodeBlock jdk(WireType type) {
        return RuntimeCalls.JDK.of.invoke(CodeBlock.of("$T.class", type.javaType()));
    }

    private static IllegalArgumentException notAnArgument(WireType type) {
        return new IllegalArgumentException("not a type argument: " + type);
    }

    private static ClassName raw(TypeName declared) {
        return declared instanceof ParameterizedTypeName p ? p.rawType : (ClassName) declared;
    }
}
