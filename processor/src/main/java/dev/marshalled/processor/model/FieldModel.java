package dev.marshalled.processor.model;

import com.squareup.javapoet.TypeName;
import javax.lang.model.element.Element;

/**
 * One field on the wire and how generated code reaches it.
 *
 * @param name the field's (or record component's) name
 * @param element where diagnostics about it go
 * @param javaType its type as seen from the marshalled type (type arguments of superclasses applied)
 * @param resolution its wire shape, or why it has none
 * @param getter how the writer gets the value from an instance
 * @param setter how the reader puts the value into a new instance
 * @param member the field as declared, for a class's field; null for a record component
 * @param polymorphic whether the field carries {@code @Polymorphic}: abstract types in it are
 *     written with type ids through the registry
 * @param since the version of the type that added the field ({@code @Since}), 1 without one
 * @param retired whether the field carries {@code @Retired}: its slot is written empty and
 *     what is read there is dropped
 * @param nonNull whether the field is declared non-null ({@code @NotNull}, as Kotlin marks a
 *     non-null property): reading refuses a null for it
 */
public record FieldModel(String name, Element element, TypeName javaType, Resolution resolution,
        Getter getter, Setter setter, Member member, boolean polymorphic, int since, boolean retired,
        boolean nonNull) {

    /** The field's wire shape; only for a model that passed validation. */
    public WireType wire() {
        if (resolution.wire() == null) {
            throw new IllegalStateException("field " + name + " has no wire type: " + resolution.rejection());
        }
        return resolution.wire();
    }

    /** The same field with another setter. */
    public FieldModel withSetter(Setter newSetter) {
        return new FieldModel(name, element, javaType, resolution, getter, newSetter, member, polymorphic,
                since, retired, nonNull);
    }

    /** How to get a field's value. */
    public enum Getter {
        /** {@code value.name}: the field is visible from the marshaller's package. */
        FIELD,
        /** {@code value.name()}: a record's accessor. */
        METHOD,
        /** Through the marshaller's {@code VarHandle} for the field: a private or otherwise hidden field. */
        HANDLE
    }

    /** How to set a field's value on a new instance. */
    public enum Setter {
        /** A parameter of the constructor that creates the instance. */
        CONSTRUCTOR,
        /** {@code result.name = value}. */
        FIELD,
        /** Through the marshaller's {@code VarHandle} for the field. */
        HANDLE,
        /**
         * A final collection or map that construction creates: emptied and filled with what
         * was read, since a final field cannot be assigned after construction.
         */
        IN_PLACE
    }

    /**
     * A class's field as declared, as the marshaller names it.
     *
     * @param owner the class that declares it, erased
     * @param view the owner as a supertype of the marshalled type, as a cast to it names it: for a
     *     generic owner, {@code Event<Item, ?>}, the arguments the field's type mentions and a wildcard
     *     for the others (which the marshaller's package may not be able to name), so that the field
     *     has its type at the marshalled type's arguments, not the raw one; else {@code owner}
     * @param ownerHops when the owner cannot be named from the marshaller's package (a
     *     package-private superclass elsewhere), how many {@code getSuperclass()} steps lead from
     *     the marshalled type to it; 0 when {@code owner} can be named
     * @param name the field's name
     * @param erasure the field's declared type, erased: the type its {@code VarHandle} has
     * @param hidden whether a direct access must cast to the owner: a field of a subclass has the
     *     same name, or the marshalled type does not inherit the field as a member (it is
     *     package-private or protected and a class between lies in another package)
     */
    public record Member(TypeName owner, TypeName view, int ownerHops, String name, TypeName erasure,
            boolean hidden) {
    }
}
