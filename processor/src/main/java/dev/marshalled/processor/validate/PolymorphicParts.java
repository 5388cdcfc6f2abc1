package dev.marshalled.processor.validate;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.WireType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a {@code @Polymorphic} field's parts are written as. The annotation makes each part whose
 * type is an interface, an abstract class, {@code Object} or a {@code @Marshalled} type with an id a
 * {@link WireType.Dynamic} value with its type id; every other part is written as it would be without
 * the annotation (an enum by its ordinal, a JDK value type by its own encoding, a converted type as its
 * converter's type, a type parameter as its argument). A field none of whose parts is dynamic has an
 * annotation that changes nothing, which {@link ModelChecks} refuses with the reasons collected here.
 */
final class PolymorphicParts implements WireType.Visitor<Void> {
    private final Set<String> reasons = new LinkedHashSet<>();
    private final List<String> parameters = new ArrayList<>();
    private boolean dynamic;

    private PolymorphicParts() {
    }

    /** @return the parts of {@code type} and how each is written; {@link #writesTypeId} says whether one is dynamic */
    static PolymorphicParts of(WireType type) {
        PolymorphicParts parts = new PolymorphicParts();
        type.accept(parts);
        return parts;
    }

    /** @return whether some part is written with its type id */
    boolean writesTypeId() {
        return dynamic;
    }

    /** @return the type parameters among the parts, in the order met */
    List<String> parameters() {
        return parameters;
    }

    /** @return how each part that is not a type parameter is written, e.g. {@code Side is an enum, written by its ordinal} */
    String reasons() {
        return String.join("; ", reasons);
    }

    @Override
    public Void primitive(WireType.Primitive type) {
        reasons.add(shown(type.javaType()) + " is written as its value");
        return null;
    }

    @Override
    public Void boxed(WireType.Boxed type) {
        reasons.add(shown(type.javaType()) + " is written as its value");
        return null;
    }

    @Override
    public Void text(WireType.Text type) {
        reasons.add("String is written as its characters");
        return null;
    }

    @Override
    public Void primitiveArray(WireType.PrimitiveArray type) {
        reasons.add(shown(type.javaType()) + " is written as its elements");
        return null;
    }

    @Override
    public Void sequence(WireType.Sequence type) {
        return type.element().accept(this);
    }

    @Override
    public Void map(WireType.MapOf type) {
        type.key().accept(this);
        return type.value().accept(this);
    }

    @Override
    public Void optional(WireType.OptionalOf type) {
        return type.value().accept(this);
    }

    @Override
    public Void enumeration(WireType.EnumType type) {
        reasons.add(shown(type.type()) + " is an enum, written by its ordinal");
        return null;
    }

    @Override
    public Void nested(WireType.Nested type) {
        reasons.add(shown(type.type()) + " is written by its own marshaller");
        return null;
    }

    @Override
    public Void reference(WireType.Reference type) {
        reasons.add(shown(type.type()) + " is written by its own marshaller");
        return null;
    }

    @Override
    public Void union(WireType.Union type) {
        reasons.add(shown(type.type()) + " is a sealed type, written with the tag of its subtype");
        return null;
    }

    @Override
    public Void dynamic(WireType.Dynamic type) {
        dynamic = true;
        return null;
    }

    @Override
    public Void standard(WireType.Standard type) {
        reasons.add(shown(type.type()) + " is a JDK value type, written by its own encoding");
        return null;
    }

    @Override
    public Void converted(WireType.Converted type) {
        // A converter's type is resolved without @Polymorphic: nothing in it carries a type id.
        reasons.add(shown(type.javaType()) + " is written as " + shown(type.wire().javaType())
                + ", its converter's type");
        return null;
    }

    @Override
    public Void variable(WireType.Variable type) {
        if (!parameters.contains(type.name())) {
            parameters.add(type.name());
        }
        return null;
    }

    @Override
    public Void generic(WireType.Generic type) {
        // Its arguments are resolved as the field's parts are, but none may be a dynamic value.
        reasons.add(type.display() + " is a generic @Marshalled type, written by its marshaller at its arguments");
        return null;
    }

    /** A type as messages show it: simple names, {@code Outer.Inner}, {@code List<Item>}, {@code int[]}. */
    static String shown(TypeName type) {
        if (type instanceof ClassName c) {
            return String.join(".", c.simpleNames());
        }
        if (type instanceof ParameterizedTypeName p) {
            List<String> arguments = new ArrayList<>();
            p.typeArguments.forEach(argument -> arguments.add(shown(argument)));
            return shown(p.rawType) + "<" + String.join(", ", arguments) + ">";
        }
        if (type instanceof ArrayTypeName a) {
            return shown(a.componentType) + "[]";
        }
        return type.withoutAnnotations().toString();
    }
}
