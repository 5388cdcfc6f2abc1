package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.marshalled.schema.GeneratedNames;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.WireType;
import java.util.ArrayList;
import java.util.List;

/**
 * A nullable field of a generic {@code @Marshalled} type at a parameterization ({@code Page<Item>}):
 * a presence byte, then the body, written by the generic marshaller made with the arguments'
 * marshallers. With concrete arguments that marshaller is a constant; with the generated type's
 * own parameters it is this marshaller itself, or one made on first use.
 */
final class GenericCodec implements Codec {
    private final WireType.Generic type;
    private final ClassName self;
    private final Constants constants;

    /**
     * @param self the type being generated
     * @param constants where the marshaller of the parameterized type is kept
     */
    GenericCodec(WireType.Generic type, ClassName self, Constants constants) {
        this.type = type;
        this.self = self;
        this.constants = constants;
    }

    /** The expression of the marshaller of {@code Page<Item>}. */
    private CodeBlock marshaller() {
        if (ownParameters()) {
            return CodeBlock.of("this");
        }
        List<TypeName> arguments = new ArrayList<>();
        for (WireType argument : type.arguments()) {
            arguments.add(argument.javaType());
        }
        TypeName marshallerType = ParameterizedTypeName.get(type.marshaller(), arguments.toArray(new TypeName[0]));
        // RESULT_PAGE_ITEM for Result<Page<Item>>: the types' own simple names.
        String words = type.display().replaceAll("\\b\\w+\\.", "").replaceAll("[^A-Za-z0-9]+", "_")
                .replaceAll("^_|_$", "");
        CodeBlock made = made(type, constants);
        return type.mentionsVariables() ? constants.lazy(type.declared().toString(), marshallerType, words, made)
                : constants.held(type.declared().toString(), marshallerType, words, made);
    }

    /** Whether the field's type is the generated type with its own parameters, in order: a recursive type. */
    private boolean ownParameters() {
        if (!type.type().equals(self)) {
            return false;
        }
        for (int i = 0; i < type.arguments().size(); i++) {
            if (!(type.arguments().get(i) instanceof WireType.Variable v) || v.index() != i) {
                return false;
            }
        }
        return true;
    }

    /** {@code PageMarshaller.of(ItemMarshaller.INSTANCE)}. */
    static CodeBlock made(WireType.Generic generic, Constants constants) {
        List<CodeBlock> arguments = new ArrayList<>();
        for (WireType argument : generic.arguments()) {
            arguments.add(argument(argument, constants));
        }
        return CodeBlock.of("$T.of($L)", generic.marshaller(), CodeBlock.join(arguments, ",$W"));
    }

    /** The marshaller of a type argument: a generated one, a JDK type's, or the argument this marshaller was made with. */
    private static CodeBlock argument(WireType argument, Constants constants) {
        if (argument instanceof WireType.Nested nested) {
            return CodeBlock.of("$T.$N", nested.marshaller(), GeneratedNames.INSTANCE);
        }
        if (argument instanceof WireType.Generic generic) {
            return made(generic, constants);
        }
        if (argument instanceof WireType.Variable variable) {
            return CodeBlock.of("$N", constants.argument(variable.index()));
        }
        if (argument instanceof WireType.EnumType enumeration) {
            return RuntimeCalls.JDK.enumeration.invoke(CodeBlock.of("$T.class", enumeration.type()));
        }
        if (argument instanceof WireType.Text || argument instanceof WireType.Boxed
                || argument instanceof WireType.Standard || argument instanceof WireType.PrimitiveArray) {
            return RuntimeCalls.JDK.of.invoke(CodeBlock.of("$T.class", argument.javaType()));
        }
        if (argument instanceof WireType.OptionalOf optional) {
            return RuntimeCalls.JDK.optional.invoke(argument(optional.value(), constants));
        }
        if (argument instanceof WireType.MapOf map) {
            return (raw(map.declared()).simpleName().equals("SortedMap") ? RuntimeCalls.JDK.sortedMap
                    : RuntimeCalls.JDK.map).invoke(argument(map.key(), constants), argument(map.value(), constants));
        }
        if (argument instanceof WireType.Sequence sequence) {
            String name = raw(sequence.declared()).simpleName();
            RuntimeMember.Method factory = name.equals("SortedSet") ? RuntimeCalls.JDK.sortedSet
                    : name.equals("Set") ? RuntimeCalls.JDK.set : RuntimeCalls.JDK.list;
            return factory.invoke(argument(sequence.element(), constants));
        }
        // The resolver admits no other type argument.
        throw new IllegalArgumentException("not a type argument: " + argument);
    }

    private static ClassName raw(TypeName declared) {
        return declared instanceof ParameterizedTypeName p ? p.rawType : (ClassName) declared;
    }

    @Override
    public CodeBlock describe(String name) {
        // A supplier, as for any nested type: types may be recursive and the schema a constant.
        return SchemaCalls.FIELD.nested.invoke(CodeBlock.of("$S", name), CodeBlock.of("$S", type.display()),
                CodeBlock.of("() -> $L.schema()", marshaller()));
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public boolean usesValueOnce() {
        return false;
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return NestedCodec.presentThenBody(slot, value, marshaller());
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        return NestedCodec.readPresentThenBody(slot, marshaller());
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        // Depth counts the bodies of types that can contain themselves, as writing does: one level
        // more only into such a type; any other parameterization passes the depth on to its arguments.
        CodeBlock size = slot.depth() == null ? CodeBlock.of("$L.sizeOf($L)", marshaller(), value)
                : slot.depth().recursive().contains(type.type())
                ? CodeBlock.of("$L.sizeOf($L, $N + 1)", marshaller(), value, slot.depth().local())
                : CodeBlock.of("$L.sizeOf($L, $N)", marshaller(), value, slot.depth().local());
        return Expr.of("1 + ($L == null ? 0 : $L)", value, size);
    }
}
