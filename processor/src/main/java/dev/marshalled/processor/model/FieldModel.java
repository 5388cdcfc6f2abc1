package dev.marshalled.processor.model;

import com.squareup.javapoet.TypeName;
import javax.lang.model.element.Element;

/**
 * One field on the wire and how generated code reaches it.
 *
 * @param name the field's (or record component's) name
 * @param element where diagnostics about it go
 * @param javaType its type as seen from the marshalled type (type arguments of superclasses applied)
 * @param descriptor its type as the schema lock writes it
 * @param resolution its wire shape, or why it has none
 * @param getter how the writer gets the value from an instance
 * @param setter how the reader puts the value into a new instance
 * @param polymorphic whether the field carries {@code @Polymorphic}: abstract types in it are
 *     written with type ids through the registry
 * @param since the version of the type that added the field ({@code @Since}), 1 without one
 * @param retired whether the field carries {@code @Retired}: its slot is written empty and
 *     what is read there is dropped
 */
public record FieldModel(String name, Element element, TypeName javaType, String descriptor, Resolution resolution,
        Getter getter, Setter setter, boolean polymorphic, int since, boolean retired) {

    /** The field's wire shape; only for a model that passed validation. */
    public WireType wire() {
        if (resolution.wire() == null) {
            throw new IllegalStateException("field " + name + " has no wire type: " + resolution.rejection());
        }
        return resolution.wire();
    }

    /** The same field with another setter. */
    public FieldModel withSetter(Setter newSetter) {
        return new FieldModel(name, element, javaType, descriptor, resolution, getter, newSetter, polymorphic, since,
                retired);
    }

    /** How to get a field's value. */
    public record Getter(Kind kind, String name, TypeName castTo) {
        /** Direct field access, or a no-argument method. */
        public enum Kind { FIELD, METHOD }

        public static Getter field(String name, TypeName castTo) {
            return new Getter(Kind.FIELD, name, castTo);
        }

        public static Getter method(String name) {
            return new Getter(Kind.METHOD, name, null);
        }
    }

    /** How to set a field's value on a new instance. */
    public record Setter(Kind kind, String name) {
        /** A constructor parameter, a direct field assignment, or a one-argument method. */
        public enum Kind { CONSTRUCTOR, FIELD, METHOD }

        public static final Setter CONSTRUCTOR = new Setter(Kind.CONSTRUCTOR, null);
    }
}
