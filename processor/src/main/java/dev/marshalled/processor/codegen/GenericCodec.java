package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
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
        CodeBlock made = new ArgumentMarshallers(constants).made(type);
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

    @Override
    public CodeBlock describe(String name) {
        // A supplier, as for any nested type: types may be recursive and the schema a constant.
        return SchemaCalls.FIELD.nested.line(CodeBlock.of("$S", name), CodeBlock.of("$S", type.display()),
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
    public CodeBlock skip(Slot slot, CodeBlock index) {
        return NestedCodec.skipPresentThenBody(slot, marshaller());
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
