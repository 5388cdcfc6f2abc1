package dev.marshalled.processor.model;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;
import java.util.List;
import javax.lang.model.type.TypeKind;

/**
 * What a field is on the wire: the closed set of shapes the format knows. {@link TypeResolver}
 * makes one from a field's declared type; code generation and the schema lock work from it
 * alone, through a {@link Visitor}, so a new shape is a compile error wherever it is not handled.
 */
public sealed interface WireType {

    /** @return the Java type generated code declares for a value of this shape */
    TypeName javaType();

    /** Calls the visitor's method for this shape. */
    <R> R accept(Visitor<R> visitor);

    /** One method per shape. */
    interface Visitor<R> {
        R primitive(Primitive type);

        R boxed(Boxed type);

        R text(Text type);

        R primitiveArray(PrimitiveArray type);

        R sequence(Sequence type);

        R map(MapOf type);

        R optional(OptionalOf type);

        R enumeration(EnumType type);

        R nested(Nested type);

        R reference(Reference type);

        R union(Union type);

        R dynamic(Dynamic type);

        R standard(Standard type);

        R converted(Converted type);

        R variable(Variable type);

        R generic(Generic type);
    }

    /**
     * A type parameter of the generic type being generated: written as a field of the type
     * argument it stands for, through the argument's encoding the marshaller is made with.
     *
     * @param name the parameter's name, e.g. {@code T}
     * @param index its position among the type's parameters
     */
    record Variable(String name, int index) implements WireType {
        @Override
        public TypeName javaType() {
            return com.squareup.javapoet.TypeVariableName.get(name);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.variable(this);
        }
    }

    /**
     * A generic {@code @Marshalled} type at a parameterization, {@code Page<Item>}: a presence
     * byte, then the body of the type with its arguments substituted, written by the generic
     * marshaller made with the arguments' marshallers.
     *
     * @param declared the parameterized type, e.g. {@code Page<Item>}
     * @param type the generic type, e.g. {@code Page}
     * @param marshaller its marshaller class, e.g. {@code PageMarshaller}
     * @param arguments the type arguments' shapes, each one a {@link #typeArgument} accepts
     * @param display the type as people read it, e.g. {@code Page<Item>}
     */
    record Generic(TypeName declared, ClassName type, ClassName marshaller, List<WireType> arguments, String display)
            implements WireType {
        @Override
        public TypeName javaType() {
            return declared;
        }

        /** Whether a type argument, at any depth, is a type parameter of the type being generated. */
        public boolean mentionsVariables() {
            return arguments.stream().anyMatch(WireType::mentionsVariable);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.generic(this);
        }
    }

    /** Whether {@code type} is or contains a type parameter of the type being generated. */
    static boolean mentionsVariable(WireType type) {
        if (type instanceof Variable) {
            return true;
        }
        if (type instanceof Generic g) {
            return g.mentionsVariables();
        }
        if (type instanceof Sequence q) {
            return mentionsVariable(q.element());
        }
        if (type instanceof MapOf m) {
            return mentionsVariable(m.key()) || mentionsVariable(m.value());
        }
        if (type instanceof OptionalOf o) {
            return mentionsVariable(o.value());
        }
        if (type instanceof Converted c) {
            return mentionsVariable(c.wire());
        }
        return false;
    }

    /**
     * A type the format does not know, written as another through a user's converter: on the
     * wire it is {@code wire} and nothing else.
     *
     * @param javaType the field's type, the converter's {@code T}
     * @param converter the converter class
     * @param wire the converter's {@code W} on the wire
     */
    record Converted(TypeName javaType, ClassName converter, WireType wire) implements WireType {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.converted(this);
        }
    }

    /** A primitive. */
    record Primitive(TypeKind kind) implements WireType {
        @Override
        public TypeName javaType() {
            return primitiveName(kind);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.primitive(this);
        }
    }

    /** A primitive's box, nullable. */
    record Boxed(TypeKind kind) implements WireType {
        @Override
        public TypeName javaType() {
            return primitiveName(kind).box();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.boxed(this);
        }
    }

    /** A {@code String}. */
    record Text() implements WireType {
        @Override
        public TypeName javaType() {
            return ClassName.get(String.class);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.text(this);
        }
    }

    /** An array of primitives, copied in bulk. */
    record PrimitiveArray(TypeKind component) implements WireType {
        @Override
        public TypeName javaType() {
            return ArrayTypeName.of(primitiveName(component));
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.primitiveArray(this);
        }
    }

    /**
     * A collection, or an array of objects: a count, then the elements.
     *
     * @param declared the field's declared type
     * @param element the elements' shape
     * @param container what a reader creates; null for an array
     * @param display the declared type as people read it, e.g. {@code List<Point>}
     */
    record Sequence(TypeName declared, WireType element, Container container, String display) implements WireType {
        @Override
        public TypeName javaType() {
            return declared;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sequence(this);
        }
    }

    /** A map: a count, then each key and value. */
    record MapOf(TypeName declared, WireType key, WireType value, Container container, String display)
            implements WireType {
        @Override
        public TypeName javaType() {
            return declared;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.map(this);
        }
    }

    /** {@code Optional<T>}: a state byte, then a present value. */
    record OptionalOf(TypeName declared, WireType value, String display) implements WireType {
        @Override
        public TypeName javaType() {
            return declared;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.optional(this);
        }
    }

    /**
     * Whether {@code wire} is or holds an enum generated code cannot name ({@link EnumType#isHidden}),
     * so that it declares the value with {@code Enum<?>} in the enum's place.
     */
    static boolean hidesEnum(WireType wire) {
        if (wire instanceof EnumType e) {
            return e.isHidden();
        }
        if (wire instanceof Sequence s) {
            return hidesEnum(s.element());
        }
        if (wire instanceof MapOf m) {
            return hidesEnum(m.key()) || hidesEnum(m.value());
        }
        if (wire instanceof Generic g) {
            return g.arguments().stream().anyMatch(WireType::hidesEnum);
        }
        return wire instanceof OptionalOf o && hidesEnum(o.value());
    }

    /** The type generated code gives a value of an enum it cannot name. */
    TypeName HIDDEN_ENUM = ParameterizedTypeName.get(ClassName.get(Enum.class), WildcardTypeName.subtypeOf(Object.class));

    /**
     * An enum, by ordinal; {@code constants} in declaration order.
     *
     * @param fieldShadowsName whether a type enclosing the enum has a field named like the next
     *     type inward ({@code Outer} with a field {@code Status} beside its enum {@code Status}):
     *     {@code Outer.Status} in an expression then names the field, so generated code must take
     *     the constants without naming the enum in one
     * @param hiddenName the enum's binary name when the marshaller's package cannot name it (a private
     *     nested enum): generated code then finds it by that name through a private lookup and holds
     *     its values as {@code Enum<?>}; null when it can
     * @param lookupIn for a hidden enum, the marshalled class, in which that lookup is taken
     */
    record EnumType(ClassName type, List<String> constants, boolean fieldShadowsName, String hiddenName,
            ClassName lookupIn) implements WireType {
        public EnumType(ClassName type, List<String> constants, boolean fieldShadowsName) {
            this(type, constants, fieldShadowsName, null, null);
        }

        /** The same enum, which the marshaller of {@code lookupIn} cannot name. */
        public EnumType hidden(String binaryName, ClassName lookupIn) {
            return new EnumType(type, constants, fieldShadowsName, binaryName, lookupIn);
        }

        /** Whether generated code must reach the enum by name ({@link #hiddenName()}). */
        public boolean isHidden() {
            return hiddenName != null;
        }

        /** The type of a value in generated code: the enum, or {@code Enum<?>} when it is hidden. */
        @Override
        public TypeName javaType() {
            return hiddenName == null ? type : HIDDEN_ENUM;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.enumeration(this);
        }
    }

    /** Another {@code @Marshalled} type, nullable, written by its own marshaller. */
    record Nested(ClassName type, ClassName marshaller) implements WireType {
        @Override
        public TypeName javaType() {
            return type;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.nested(this);
        }
    }

    /** A {@code @Marshalled(references = true)} type: new objects in full, repeated ones by id. */
    record Reference(ClassName type, ClassName marshaller) implements WireType {
        @Override
        public TypeName javaType() {
            return type;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.reference(this);
        }
    }

    /**
     * A sealed type: a tag naming the subtype, then its body.
     *
     * @param subtypes the concrete {@code @Marshalled} subtypes in tag order (tag 1 first)
     * @param marshallers their marshallers, in the same order
     */
    record Union(ClassName type, List<ClassName> subtypes, List<ClassName> marshallers) implements WireType {
        /** Tags are one unsigned byte and 0 is null. */
        public static final int MAX_SUBTYPES = 255;

        @Override
        public TypeName javaType() {
            return type;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.union(this);
        }
    }

    /** A {@code @Polymorphic} field: a type id, then the value through the registry. */
    record Dynamic(ClassName type) implements WireType {
        @Override
        public TypeName javaType() {
            return type;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.dynamic(this);
        }
    }

    /** A JDK value type the runtime writes ({@link JdkTypes#STANDARD}). */
    record Standard(ClassName type) implements WireType {
        @Override
        public TypeName javaType() {
            return type;
        }

        /** @return e.g. {@code java.util.UUID} */
        public String qualifiedName() {
            return type.canonicalName();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.standard(this);
        }
    }

    /**
     * @param kind a primitive kind
     * @return its JavaPoet type name
     */
    static TypeName primitiveName(TypeKind kind) {
        switch (kind) {
            case BOOLEAN: return TypeName.BOOLEAN;
            case BYTE: return TypeName.BYTE;
            case SHORT: return TypeName.SHORT;
            case CHAR: return TypeName.CHAR;
            case INT: return TypeName.INT;
            case LONG: return TypeName.LONG;
            case FLOAT: return TypeName.FLOAT;
            case DOUBLE: return TypeName.DOUBLE;
            default: throw new IllegalArgumentException(kind.toString());
        }
    }
}
