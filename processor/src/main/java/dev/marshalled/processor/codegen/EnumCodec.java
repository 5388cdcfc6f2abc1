package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import dev.marshalled.schema.WireSchema.Kind;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.marshalled.processor.model.WireType;

/**
 * A nullable enum in the fixed encoding: an int32 ordinal, -1 for null, fixed-size.
 * Out-of-range ordinals are rejected on read.
 */
final class EnumCodec implements Codec {
    private final WireType.EnumType type;

    EnumCodec(WireType.EnumType type) {
        this.type = type;
    }

    @Override
    public CodeBlock describe(String name) {
        return describe(type, name);
    }

    /** The schema entry of an enum field, the same in both encodings. */
    static CodeBlock describe(WireType.EnumType enumeration, String name) {
        ClassName type = enumeration.type();
        CodeBlock field = SchemaCalls.FIELD.enumeration.line(CodeBlock.of("$S", name),
                CodeBlock.of("$S", String.join(".", type.simpleNames())), constants(enumeration));
        return SchemaWriter.qualified(field, type.reflectionName());
    }

    /** The class constant holding {@code values()}, shared by every field of the enum. */
    static CodeBlock values(WireType.EnumType enumeration, Slot slot) {
        ClassName type = enumeration.type();
        if (enumeration.isHidden()) {
            // Found by name through a private lookup in the marshalled class, once.
            CodeBlock hiddenType = hiddenType(enumeration, slot);
            return CodeBlock.of("$N", slot.shared(type.canonicalName(), ArrayTypeName.of(WireType.HIDDEN_ENUM),
                    String.join("", type.simpleNames()), "VALUES", WireCalls.MEMBERS.enumConstants.invoke(hiddenType)));
        }
        return CodeBlock.of("$N", slot.shared(type.canonicalName(), ArrayTypeName.of(type),
                String.join("", type.simpleNames()), "VALUES", constants(enumeration)));
    }

    /**
     * The class constant holding an enum the marshaller cannot name, found by name through a private
     * lookup in the marshalled class once: its constants, and the sets, maps and arrays of it that
     * are read, are made from it.
     */
    static CodeBlock hiddenType(WireType.EnumType enumeration, Slot slot) {
        return hiddenType(enumeration, slot.constants());
    }

    /** As {@link #hiddenType(WireType.EnumType, Slot)}, for code that holds no slot (a type argument's marshaller). */
    static CodeBlock hiddenType(WireType.EnumType enumeration, Constants constants) {
        ClassName type = enumeration.type();
        constants.requireLevel(RuntimeApi.HIDDEN_ENUM_LEVEL);
        return CodeBlock.of("$N", constants.shared(type.canonicalName() + ":type",
                com.squareup.javapoet.ParameterizedTypeName.get(ClassName.get(Class.class),
                        com.squareup.javapoet.WildcardTypeName.subtypeOf(Object.class)),
                String.join("", type.simpleNames()), "TYPE",
                MemberAccess.hiddenClass(CodeBlock.of("$T.class", enumeration.lookupIn()), enumeration)));
    }

    /**
     * An expression of the enum's constants in ordinal order: {@code values()}, or, where a field
     * makes the enum's qualified name mean that field in an expression, an {@code EnumSet} of all
     * of them (the enum named only in a class literal and an array type, where no field can be meant).
     */
    private static CodeBlock constants(WireType.EnumType enumeration) {
        ClassName type = enumeration.type();
        if (enumeration.isHidden()) {
            return WireCalls.MEMBERS.enumConstants.invoke(
                    MemberAccess.hiddenClass(CodeBlock.of("$T.class", enumeration.lookupIn()), enumeration));
        }
        return enumeration.fieldShadowsName()
                ? CodeBlock.of("$T.allOf($T.class).toArray(new $T[0])", java.util.EnumSet.class, type, type)
                : CodeBlock.of("$T.values()", type);
    }

    @Override
    public int fixedSize() {
        return Layout.fixedSize(Kind.ENUM, null, false); // the fixed encoding's; VarEnumCodec is the compact one
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        return WireCalls.ENUMS.putAt.statement(slot.buffer(), index, value);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        if (type.isHidden()) {
            return Expr.of(WireCalls.ENUMS.constantAt.call(slot.buffer(), index, values(type, slot),
                    slot.labelLiteral()));
        }
        return Expr.of(WireCalls.ENUMS.getAt.call(slot.buffer(), index, values(type, slot), slot.labelLiteral()));
    }
}
