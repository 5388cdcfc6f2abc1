package dev.marshalled.processor.lock;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.JdkTypes;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.model.WireType;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * The type being compiled as the lock keeps it, built from its model: each field's schema is its
 * {@link WireType}, which {@code TypeResolver} decided once, so the lock classifies nothing again.
 *
 * <p>What it builds is what the lock has always stored (the fuzzer holds it to the former text
 * form's reading of the same type, {@link LockSchema#of}): each field's {@code typeName} is its type
 * as declared with qualified names, a converted part's as its converter's wire type
 * ({@code java.util.List<java.lang.String>}); a parameterized {@code @Marshalled} type is a nested
 * type named with its arguments, which are its parts {@code <0>}, {@code <1>}; a type parameter is a
 * nested type named as written ({@code T}); a type that keeps identity is a nested type, since the
 * lock records {@code references} on the type itself.
 *
 * <p>Each part is recorded as what the generated code writes for it, {@code @Polymorphic} fields
 * included: there only a part written with its type id ({@link WireType.Dynamic}) is {@code DYNAMIC},
 * and an enum, a JDK value type or a converted part beside it is what it is elsewhere, so an enum's
 * constants are held to their order there too. (Until this was so, every declared type but a
 * primitive, a box, {@code String} and a type parameter in a {@code @Polymorphic} field was recorded
 * as {@code DYNAMIC} without its constants; {@link LockCheck} reads such a lock's slot as explained there.)
 */
final class ModelSchema implements WireType.Visitor<Field> {
    private final String name;

    private ModelSchema(String name) {
        this.name = name;
    }

    /** @return the type as the lock keeps it: named with its type parameters, its fields naming them as written */
    static WireSchema of(TypeModel model) {
        List<FieldModel> fields = model.fields();
        Field[] schema = new Field[fields.size()];
        int[] since = new int[schema.length];
        for (int i = 0; i < schema.length; i++) {
            FieldModel field = fields.get(i);
            Field built = field(field.name(), field.wire());
            schema[i] = field.retired() ? built.retire() : built;
            since[i] = field.since();
        }
        return LockSchema.type(model.element().getQualifiedName().toString(), model.typeParameters(),
                model.typeId(), model.evolvable(), model.references(), model.compact(), schema, since);
    }

    /**
     * @param name the field's name, or a part's ({@code []}, {@code key}, {@code <0>})
     * @param type its wire type
     * @return the field as the lock keeps it: what the generated code writes for each part
     */
    static Field field(String name, WireType type) {
        return type.accept(new ModelSchema(name));
    }

    private static Field part(String partName, WireType type) {
        return field(partName, type);
    }

    @Override
    public Field primitive(WireType.Primitive type) {
        return Field.primitive(name, Kind.valueOf(type.kind().name()));
    }

    @Override
    public Field boxed(WireType.Boxed type) {
        return Field.boxed(name, Kind.valueOf(type.kind().name()), qualified(type.javaType()));
    }

    @Override
    public Field text(WireType.Text type) {
        return new Field(name, Kind.STRING, null, JdkTypes.STRING, List.of(), null, List.of());
    }

    @Override
    public Field primitiveArray(WireType.PrimitiveArray type) {
        return Field.array(name, Kind.valueOf(type.component().name()));
    }

    @Override
    public Field sequence(WireType.Sequence type) {
        Field element = part("[]", type.element());
        // An array has no container: its elements' type, then [].
        String typeName = type.container() == null ? element.typeName() + "[]"
                : parameterized(declared(type.declared(), type.container()), List.of(element));
        return node(Kind.SEQUENCE, typeName, List.of(element));
    }

    @Override
    public Field map(WireType.MapOf type) {
        List<Field> parts = List.of(part("key", type.key()), part("value", type.value()));
        return node(Kind.MAP, parameterized(declared(type.declared(), type.container()), parts), parts);
    }

    @Override
    public Field optional(WireType.OptionalOf type) {
        List<Field> parts = List.of(part("value", type.value()));
        return node(Kind.OPTIONAL, parameterized(type.declared(), parts), parts);
    }

    @Override
    public Field enumeration(WireType.EnumType type) {
        String typeName = type.type().canonicalName();
        return new Field(name, Kind.ENUM, null, typeName, type.constants(), null, List.of()).qualified(typeName);
    }

    @Override
    public Field nested(WireType.Nested type) {
        return named(name, type.type().canonicalName());
    }

    @Override
    public Field reference(WireType.Reference type) {
        return named(name, type.type().canonicalName());
    }

    @Override
    public Field union(WireType.Union type) {
        List<Field> subtypes = new ArrayList<>();
        for (ClassName subtype : type.subtypes()) {
            subtypes.add(named(subtype.canonicalName(), subtype.canonicalName()));
        }
        String typeName = type.type().canonicalName();
        return node(Kind.UNION, typeName, subtypes).qualified(typeName);
    }

    @Override
    public Field dynamic(WireType.Dynamic type) {
        String typeName = type.type().canonicalName();
        return Field.dynamic(name, typeName).qualified(typeName);
    }

    @Override
    public Field standard(WireType.Standard type) {
        String typeName = type.qualifiedName();
        return new Field(name, Kind.STANDARD, null, typeName, List.of(), null, List.of()).qualified(typeName);
    }

    @Override
    public Field converted(WireType.Converted type) {
        // On the wire it is the converter's type and nothing else; the lock says so.
        return type.wire().accept(this);
    }

    @Override
    public Field variable(WireType.Variable type) {
        // Written as a field of the argument's type, whatever it is: only the position says which.
        return named(name, type.name());
    }

    @Override
    public Field generic(WireType.Generic type) {
        List<Field> arguments = new ArrayList<>();
        for (int i = 0; i < type.arguments().size(); i++) {
            arguments.add(part("<" + i + ">", type.arguments().get(i)));
        }
        // The arguments are parts of the name, so that a changed argument is a changed type.
        String typeName = parameterized(type.type(), arguments);
        return node(Kind.NESTED, typeName, arguments).qualified(typeName);
    }

    /** A type by name alone: each {@code @Marshalled} type's schema is locked and compared on its own. */
    private static Field named(String name, String typeName) {
        return new Field(name, Kind.NESTED, null, typeName, List.of(), null, List.of()).qualified(typeName);
    }

    private Field node(Kind kind, String typeName, List<Field> parts) {
        return new Field(name, kind, null, typeName, List.of(), null, parts);
    }

    /**
     * The declared type: an {@code EnumSet} or {@code EnumMap} of an enum the marshaller cannot name is
     * held as a {@code Set} or {@code Map} in generated code, but declared, and locked, as what it is.
     */
    private static TypeName declared(TypeName declared, dev.marshalled.processor.model.Container container) {
        if (container != null && container.creation() == dev.marshalled.processor.model.Container.Creation.ENUM_SET) {
            return ClassName.get("java.util", "EnumSet");
        }
        if (container != null && container.creation() == dev.marshalled.processor.model.Container.Creation.ENUM_MAP) {
            return ClassName.get("java.util", "EnumMap");
        }
        return declared;
    }

    /** {@code java.util.Map<java.lang.String,java.lang.Integer>}: the raw type, then each part's type name. */
    private static String parameterized(TypeName declared, List<Field> parts) {
        ClassName raw = declared instanceof ParameterizedTypeName p ? p.rawType : (ClassName) declared;
        List<String> arguments = parts.stream().map(Field::typeName).toList();
        return raw.canonicalName() + "<" + String.join(",", arguments) + ">";
    }

    private static String qualified(TypeName type) {
        return ((ClassName) type).canonicalName();
    }
}
