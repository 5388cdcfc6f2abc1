package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.schema.ContainerRules;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Turns a field's declared type into its {@link WireType}, or into the one message that says
 * why it has none. The single decision tree for field types: what it accepts, code generation
 * can write; what it rejects, it explains.
 */
public final class TypeResolver {
    private final Types types;
    private final TypeMirror comparable;
    private final ConverterScope converters;

    public TypeResolver(Elements elements, Types types) {
        this(types, types.erasure(elements.getTypeElement("java.lang.Comparable").asType()), ConverterScope.NONE);
    }

    private TypeResolver(Types types, TypeMirror comparable, ConverterScope converters) {
        this.types = types;
        this.comparable = comparable;
        this.converters = converters;
    }

    /** A resolver that writes the types {@code scope} has converters for through them. */
    TypeResolver with(ConverterScope scope) {
        return scope == converters ? this : new TypeResolver(types, comparable, scope);
    }

    /** Whether a converter in scope applies to {@code type} or to a type inside it. */
    boolean converts(TypeMirror type) {
        if (converters.find(type, types) != null) {
            return true;
        }
        if (type.getKind() == TypeKind.ARRAY) {
            return converts(((ArrayType) type).getComponentType());
        }
        if (type.getKind() == TypeKind.DECLARED) {
            for (TypeMirror arg : ((DeclaredType) type).getTypeArguments()) {
                if (converts(arg)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * @param type the field's type
     * @param polymorphic whether the field is {@code @Polymorphic}
     */
    public Resolution resolve(TypeMirror type, boolean polymorphic) {
        return resolve(type, type, polymorphic);
    }

    /** @param whole the field's whole type, which messages show; {@code type} is it or a part of it */
    private Resolution resolve(TypeMirror type, TypeMirror whole, boolean polymorphic) {
        ConverterScope.Converter converter = converters.find(type, types);
        if (converter != null) {
            return converter.wire() == null
                    ? new Resolution(null, null) // the converter's own error says it all
                    : Resolution.of(new WireType.Converted(TypeName.get(type), converter.type(), converter.wire()));
        }
        TypeKind kind = type.getKind();
        if (kind.isPrimitive()) {
            return Resolution.of(new WireType.Primitive(kind));
        }
        switch (kind) {
            case ERROR:
                return Resolution.reject(Message.UNRESOLVED_TYPE, type);
            case TYPEVAR:
                return variable((TypeVariable) type, whole);
            case ARRAY:
                return array((ArrayType) type, whole, polymorphic);
            case DECLARED:
                return declared((DeclaredType) type, whole, polymorphic);
            default:
                return Resolution.reject(Message.UNSUPPORTED_JDK_TYPE, whole, JdkTypes.standardNames());
        }
    }

    private Resolution array(ArrayType type, TypeMirror whole, boolean polymorphic) {
        TypeMirror component = type.getComponentType();
        if (component.getKind().isPrimitive()) {
            return Resolution.of(new WireType.PrimitiveArray(component.getKind()));
        }
        Resolution element = resolve(component, whole, polymorphic);
        if (!element.ok()) {
            return element;
        }
        if (hasTypeArguments(component)) { // generic arrays cannot be created
            return Resolution.reject(Message.GENERIC_ARRAY, whole, display(component));
        }
        if (component.getKind() == TypeKind.TYPEVAR) {
            return Resolution.reject(Message.TYPE_VARIABLE_ARRAY, whole, component);
        }
        return Resolution.of(new WireType.Sequence(TypeName.get(type), element.wire(), null, display(type)));
    }

    private Resolution declared(DeclaredType type, TypeMirror whole, boolean polymorphic) {
        TypeElement element = (TypeElement) type.asElement();
        String name = element.getQualifiedName().toString();
        if (name.equals(JdkTypes.STRING)) {
            return Resolution.of(new WireType.Text());
        }
        if (JdkTypes.STANDARD.contains(name)) {
            return Resolution.of(new WireType.Standard(ClassName.get(element)));
        }
        TypeKind unboxed = unboxedKind(type);
        if (unboxed != null) {
            return Resolution.of(new WireType.Boxed(unboxed));
        }
        if (element.getKind() == ElementKind.ENUM) {
            return Resolution.of(new WireType.EnumType(ClassName.get(element), constants(element),
                    fieldShadowsName(element)));
        }
        Container collection = Container.COLLECTIONS.get(name);
        Container map = Container.MAPS.get(name);
        List<? extends TypeMirror> args = type.getTypeArguments();
        boolean jdk = JdkTypes.isJdk(name);
        boolean dynamic = polymorphic && args.isEmpty()
                && (name.equals(JdkTypes.OBJECT) || element.getKind() == ElementKind.INTERFACE || !jdk);
        boolean container = collection != null || map != null || name.equals(JdkTypes.OPTIONAL);
        if (container && !dynamic) {
            return container(type, whole, polymorphic, collection != null ? collection : map);
        }
        if (dynamic && (element.getKind() == ElementKind.CLASS || element.getKind() == ElementKind.RECORD)
                && !element.getModifiers().contains(Modifier.ABSTRACT) && MarshalledAnnotation.of(element) != null
                && MarshalledAnnotation.typeId(element) == 0) {
            return Resolution.reject(Message.POLYMORPHIC_WITHOUT_ID, element.getSimpleName(), element.getSimpleName());
        }
        if (dynamic) { // a raw collection interface too: the value's own type id says what it is
            return Resolution.of(new WireType.Dynamic(ClassName.get(element)));
        }
        if (element.getModifiers().contains(Modifier.SEALED)) {
            Resolution union = union(element, args, whole);
            return union.ok() || !polymorphic ? union : unsupported(type, whole, polymorphic);
        }
        if (MarshalledAnnotation.of(element) != null && !element.getTypeParameters().isEmpty()) {
            return generic(type, whole, polymorphic);
        }
        if (MarshalledAnnotation.of(element) != null) {
            return Resolution.of(MarshalledAnnotation.references(element)
                    ? new WireType.Reference(ClassName.get(element), Naming.marshallerOf(element))
                    : new WireType.Nested(ClassName.get(element), Naming.marshallerOf(element)));
        }
        return unsupported(type, whole, polymorphic);
    }

    /** A type parameter of the type being generated: its position among the declaration's parameters. */
    private static Resolution variable(TypeVariable type, TypeMirror whole) {
        Element owner = type.asElement().getEnclosingElement();
        if (!(owner instanceof TypeElement declaring) || MarshalledAnnotation.of(declaring) == null) {
            return Resolution.reject(Message.TYPE_VARIABLE_FIELD, whole);
        }
        int index = declaring.getTypeParameters().indexOf(type.asElement());
        return index < 0 ? Resolution.reject(Message.TYPE_VARIABLE_FIELD, whole)
                : Resolution.of(new WireType.Variable(type.asElement().getSimpleName().toString(), index));
    }

    /**
     * A generic {@code @Marshalled} type at a parameterization: every argument concrete (or a
     * type parameter of the type being generated) and of a shape a type argument may have.
     */
    private Resolution generic(DeclaredType type, TypeMirror whole, boolean polymorphic) {
        TypeElement element = (TypeElement) type.asElement();
        List<? extends TypeMirror> args = type.getTypeArguments();
        if (args.isEmpty()) {
            return Resolution.reject(Message.RAW_GENERIC_TYPE, whole,
                    Message.typeParameters(element.getTypeParameters(), false),
                    element.getSimpleName());
        }
        List<WireType> arguments = new ArrayList<>();
        for (TypeMirror arg : args) {
            if (arg.getKind() == TypeKind.WILDCARD) {
                return Resolution.reject(Message.WILDCARD_ARGUMENT, whole, arg);
            }
            Resolution part = resolve(arg, whole, polymorphic);
            if (!part.ok()) {
                return part;
            }
            if (!typeArgument(arg, part.wire())) {
                return Resolution.reject(Message.TYPE_ARGUMENT_UNSUPPORTED, whole, display(arg));
            }
            arguments.add(part.wire());
        }
        return Resolution.of(new WireType.Generic(TypeName.get(type), ClassName.get(element),
                Naming.marshallerOf(element), List.copyOf(arguments), display(type)));
    }

    /**
     * Whether a type argument of shape {@code wire} has a marshaller a generic marshaller can be
     * made with: a {@code @Marshalled} type that does not keep identity, a type parameter, or a
     * JDK type of {@code JdkMarshallers}, at any depth.
     */
    private boolean typeArgument(TypeMirror arg, WireType wire) {
        if (wire instanceof WireType.Nested || wire instanceof WireType.Variable || wire instanceof WireType.Text
                || wire instanceof WireType.Boxed || wire instanceof WireType.Standard
                || wire instanceof WireType.EnumType || wire instanceof WireType.Generic) {
            return true;
        }
        if (wire instanceof WireType.PrimitiveArray) {
            return arg.getKind() == TypeKind.ARRAY;
        }
        if (arg.getKind() != TypeKind.DECLARED || wire instanceof WireType.Converted) {
            return false;
        }
        DeclaredType declared = (DeclaredType) arg;
        String name = ((TypeElement) declared.asElement()).getQualifiedName().toString();
        if (!ContainerRules.isTypeArgumentContainer(name)) {
            return false;
        }
        List<WireType> parts = wire instanceof WireType.Sequence q ? List.of(q.element())
                : wire instanceof WireType.MapOf m ? List.of(m.key(), m.value())
                : wire instanceof WireType.OptionalOf o ? List.of(o.value()) : List.of();
        for (int i = 0; i < parts.size(); i++) {
            if (!typeArgument(declared.getTypeArguments().get(i), parts.get(i))) {
                return false;
            }
        }
        return !parts.isEmpty();
    }

    /** Whether {@code element} was compiled from Kotlin (kapt's stubs keep {@code @kotlin.Metadata}). */
    private static boolean kotlin(TypeElement element) {
        return element.getAnnotationMirrors().stream().anyMatch(a -> ((TypeElement) a.getAnnotationType().asElement())
                .getQualifiedName().contentEquals("kotlin.Metadata"));
    }

    /** Why a declared type that is none of the supported kinds cannot be written. */
    private static Resolution unsupported(DeclaredType type, TypeMirror whole, boolean polymorphic) {
        TypeElement element = (TypeElement) type.asElement();
        String name = element.getQualifiedName().toString();
        List<? extends TypeMirror> args = type.getTypeArguments();
        boolean jdk = JdkTypes.isJdk(name);
        boolean object = name.equals(JdkTypes.OBJECT);
        if (polymorphic && !args.isEmpty()) {
            return Resolution.reject(Message.GENERIC_POLYMORPHIC, type);
        }
        if (object || !jdk && (element.getKind() == ElementKind.INTERFACE
                || element.getModifiers().contains(Modifier.ABSTRACT))) {
            return Resolution.reject(kotlin(element) ? Message.KOTLIN_ABSTRACT_FIELD_TYPE : Message.ABSTRACT_FIELD_TYPE,
                    type);
        }
        if (!jdk) {
            return Resolution.reject(Message.UNSUPPORTED_USER_TYPE, whole, element.getSimpleName());
        }
        if (name.equals("java.net.URL")) {
            return Resolution.reject(Message.URL_TYPE, whole);
        }
        if (JdkTypes.LEGACY_DATES.contains(name)) {
            return Resolution.reject(Message.LEGACY_DATE_TYPE, whole, JdkTypes.standardNames());
        }
        return Resolution.reject(Message.UNSUPPORTED_JDK_TYPE, whole, JdkTypes.standardNames());
    }

    /** A collection, a map or an {@code Optional}: concrete type arguments, each with a shape of its own. */
    private Resolution container(DeclaredType type, TypeMirror whole, boolean polymorphic, Container container) {
        List<? extends TypeMirror> args = type.getTypeArguments();
        if (args.isEmpty()) {
            return Resolution.reject(Message.RAW_CONTAINER, whole, type.asElement().getSimpleName());
        }
        boolean enumContainer = container != null && (container.creation() == Container.Creation.ENUM_SET
                || container.creation() == Container.Creation.ENUM_MAP);
        for (int i = 0; i < args.size(); i++) {
            TypeMirror arg = args.get(i);
            // A type parameter of the generic type being generated may be any argument but the enum of
            // an EnumSet or EnumMap, whose class creates the container (an EnumMap's value may be one).
            boolean creates = enumContainer && i == 0;
            if (arg.getKind() == TypeKind.TYPEVAR && creates) {
                String created = type.asElement().getSimpleName().toString();
                boolean map = args.size() == 2;
                return Resolution.reject(Message.ENUM_CONTAINER_TYPE_PARAMETER, whole, arg, created, created,
                        map ? ", " + display(args.get(1)) : "", map ? "Map" : "Set");
            }
            if (arg.getKind() != TypeKind.DECLARED && arg.getKind() != TypeKind.ARRAY
                    && arg.getKind() != TypeKind.TYPEVAR) {
                return Resolution.reject(Message.CONTAINER_ARGUMENT, whole, arg);
            }
        }
        // A type parameter is Comparable by any of its bounds (V extends Number & Comparable<V>),
        // which its erasure, the first bound alone, would not show.
        TypeMirror sortedBy = args.get(0).getKind() == TypeKind.TYPEVAR ? args.get(0) : types.erasure(args.get(0));
        if (container != null && container.sorted() && !types.isAssignable(sortedBy, comparable)) {
            return Resolution.reject(Message.SORTED_NOT_COMPARABLE, whole, args.get(0),
                    types.asElement(args.get(0)).getSimpleName());
        }
        List<WireType> parts = new ArrayList<>();
        for (TypeMirror arg : args) {
            Resolution part = resolve(arg, whole, polymorphic);
            if (!part.ok()) {
                return part;
            }
            parts.add(part.wire());
        }
        TypeName declared = TypeName.get(type);
        if (container == null) {
            return Resolution.of(new WireType.OptionalOf(declared, parts.get(0), display(type)));
        }
        if (parts.size() == 2) {
            return Resolution.of(new WireType.MapOf(declared, parts.get(0), parts.get(1), container, display(type)));
        }
        return Resolution.of(new WireType.Sequence(declared, parts.get(0), container, display(type)));
    }

    /** A sealed type whose concrete subtypes are all {@code @Marshalled}, at most 255 of them. */
    private Resolution union(TypeElement element, List<? extends TypeMirror> args, TypeMirror whole) {
        List<TypeElement> missing = new ArrayList<>();
        List<TypeElement> leaves = MarshalledAnnotation.permittedLeaves(element, missing);
        if (!args.isEmpty()) {
            return Resolution.reject(Message.GENERIC_SEALED_TYPE, whole);
        }
        if (!missing.isEmpty() && missing.get(0).getKind() == ElementKind.ENUM) {
            return Resolution.reject(Message.SEALED_SUBTYPE_IS_ENUM, element.getSimpleName(),
                    missing.get(0).getQualifiedName(), missing.get(0).getSimpleName(), missing.get(0).getSimpleName(),
                    element.getSimpleName());
        }
        if (!missing.isEmpty()) {
            return Resolution.reject(Message.SEALED_SUBTYPE_NOT_MARSHALLED, element.getSimpleName(),
                    missing.get(0).getQualifiedName(), missing.get(0).getSimpleName());
        }
        if (leaves.isEmpty()) {
            return Resolution.reject(Message.SEALED_WITHOUT_SUBTYPES, element.getSimpleName());
        }
        if (leaves.size() > WireType.Union.MAX_SUBTYPES) {
            return Resolution.reject(Message.TOO_MANY_SUBTYPES, element.getSimpleName(), leaves.size(),
                    WireType.Union.MAX_SUBTYPES);
        }
        List<ClassName> subtypes = new ArrayList<>();
        List<ClassName> marshallers = new ArrayList<>();
        for (TypeElement leaf : leaves) {
            subtypes.add(ClassName.get(leaf));
            marshallers.add(Naming.marshallerOf(leaf));
        }
        return Resolution.of(new WireType.Union(ClassName.get(element), subtypes, marshallers));
    }

    /** See {@link WireType.EnumType#fieldShadowsName()}. */
    private boolean fieldShadowsName(TypeElement enumeration) {
        for (Element inner = enumeration; inner.getEnclosingElement() instanceof TypeElement outer;
                inner = outer) {
            if (hasField(outer, inner.getSimpleName().toString(), new java.util.HashSet<>())) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code type} declares or inherits a field named {@code name}. */
    private boolean hasField(TypeElement type, String name, java.util.Set<TypeElement> seen) {
        if (!seen.add(type)) {
            return false;
        }
        for (Element e : type.getEnclosedElements()) {
            if (e.getKind() == ElementKind.FIELD && e.getSimpleName().contentEquals(name)) {
                return true;
            }
        }
        for (TypeMirror supertype : types.directSupertypes(type.asType())) {
            if (supertype.getKind() == TypeKind.DECLARED
                    && hasField((TypeElement) types.asElement(supertype), name, seen)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> constants(TypeElement enumeration) {
        List<String> constants = new ArrayList<>();
        for (Element e : enumeration.getEnclosedElements()) {
            if (e.getKind() == ElementKind.ENUM_CONSTANT) {
                constants.add(e.getSimpleName().toString());
            }
        }
        return constants;
    }

    private static boolean hasTypeArguments(TypeMirror type) {
        return type.getKind() == TypeKind.DECLARED && !((DeclaredType) type).getTypeArguments().isEmpty();
    }

    /** How a field type is shown to people: simple names, e.g. {@code Map<String, List<Point>>}. */
    static String display(TypeMirror type) {
        return type.toString().replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
    }

    private TypeKind unboxedKind(TypeMirror type) {
        try {
            return types.unboxedType(type).getKind();
        } catch (IllegalArgumentException notABox) {
            return null;
        }
    }
}
