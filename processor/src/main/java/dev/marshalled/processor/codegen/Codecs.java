package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import dev.marshalled.processor.model.MarshalledAnnotation;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.ModelReader;
import dev.marshalled.processor.model.Naming;
import dev.marshalled.processor.validate.Message;
import dev.marshalled.processor.validate.Reporter;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.Name;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Finds the codec for a field's type, or reports why there is none. */
public final class Codecs {
    /** Date and time classes that java.time replaces; a message about one suggests Instant. */
    private static final java.util.Set<String> LEGACY_DATES = java.util.Set.of("java.util.Date", "java.util.Calendar",
            "java.util.GregorianCalendar", "java.sql.Date", "java.sql.Time", "java.sql.Timestamp");

    private final Types types;
    private final Reporter reporter;
    private final TypeMirror comparable;
    private final boolean compact;

    /** @param compact whether the type being generated uses the compact encoding */
    public Codecs(Elements elements, Types types, Reporter reporter, boolean compact) {
        this.compact = compact;
        this.types = types;
        this.reporter = reporter;
        this.comparable = types.erasure(elements.getTypeElement("java.lang.Comparable").asType());
    }

    /** @return the codec, or null after reporting an error on the field */
    Codec resolve(FieldModel field, TypeElement owner) {
        Codec codec = find(field.type(), field.polymorphic());
        if (codec == null) {
            diagnose(field, owner, field.type());
        }
        return codec;
    }

    /** Reports the first part of {@code type} (the field type or one of its arguments) that has no codec. */
    private void diagnose(FieldModel field, TypeElement owner, TypeMirror type) {
        Name ownerName = owner.getQualifiedName();
        TypeMirror whole = field.type();
        if (type.getKind() == TypeKind.TYPEVAR) {
            reporter.report(field.element(), Message.TYPE_VARIABLE_FIELD, field.name(), ownerName, type);
            return;
        }
        if (type.getKind() == TypeKind.ARRAY) {
            TypeMirror component = ((ArrayType) type).getComponentType();
            if (hasTypeArguments(component) && find(component, field.polymorphic()) != null) {
                reporter.report(field.element(), Message.GENERIC_ARRAY, field.name(), ownerName, whole, display(component));
            } else {
                diagnose(field, owner, component);
            }
            return;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            reporter.report(field.element(), Message.UNSUPPORTED_JDK_TYPE, field.name(), ownerName, whole,
                    StandardTypeCodec.supportedNames());
            return;
        }
        DeclaredType declared = (DeclaredType) type;
        TypeElement element = (TypeElement) declared.asElement();
        String erasure = element.getQualifiedName().toString();
        Containers.Kind container = Containers.COLLECTIONS.get(erasure);
        if (container == null) {
            container = Containers.MAPS.get(erasure);
        }
        if (container == null && erasure.equals("java.util.Optional")) {
            container = Containers.COLLECTIONS.get("java.util.List"); // same rules for its argument
        }
        if (container != null) {
            List<? extends TypeMirror> args = declared.getTypeArguments();
            if (args.isEmpty()) {
                reporter.report(field.element(), Message.RAW_CONTAINER, field.name(), ownerName, whole,
                        element.getSimpleName());
                return;
            }
            for (TypeMirror arg : args) {
                if (!concrete(arg)) {
                    reporter.report(field.element(), Message.CONTAINER_ARGUMENT, field.name(), ownerName, whole, arg);
                    return;
                }
            }
            if (container.sorted() && !comparable(args.get(0))) {
                reporter.report(field.element(), Message.SORTED_NOT_COMPARABLE, field.name(), ownerName, whole,
                        args.get(0), types.asElement(args.get(0)).getSimpleName());
                return;
            }
            for (TypeMirror arg : args) {
                if (find(arg, field.polymorphic()) == null) {
                    diagnose(field, owner, arg);
                    return;
                }
            }
        }
        if (element.getModifiers().contains(Modifier.SEALED) && !field.polymorphic()) {
            List<TypeElement> missing = new ArrayList<>();
            List<TypeElement> leaves = MarshalledAnnotation.permittedLeaves(element, missing);
            if (!declared.getTypeArguments().isEmpty()) {
                reporter.report(field.element(), Message.GENERIC_SEALED_TYPE, field.name(), ownerName, whole);
            } else if (!missing.isEmpty()) {
                reporter.report(field.element(), Message.SEALED_SUBTYPE_NOT_MARSHALLED, field.name(), ownerName,
                        element.getSimpleName(), missing.get(0).getQualifiedName(), missing.get(0).getSimpleName());
            } else if (leaves.isEmpty()) {
                reporter.report(field.element(), Message.SEALED_WITHOUT_SUBTYPES, field.name(), ownerName,
                        element.getSimpleName());
            } else {
                reporter.report(field.element(), Message.TOO_MANY_SUBTYPES, field.name(), ownerName,
                        element.getSimpleName(), leaves.size(), SealedCodec.MAX_SUBTYPES);
            }
            return;
        }
        boolean jdk = isJdkType(declared);
        boolean object = erasure.equals("java.lang.Object");
        if (field.polymorphic() && !declared.getTypeArguments().isEmpty()) {
            reporter.report(field.element(), Message.GENERIC_POLYMORPHIC, field.name(), ownerName, type);
        } else if (object || !jdk && (element.getKind() == ElementKind.INTERFACE
                || element.getModifiers().contains(Modifier.ABSTRACT))) {
            reporter.report(field.element(), Message.ABSTRACT_FIELD_TYPE, field.name(), ownerName, type);
        } else if (!jdk) {
            reporter.report(field.element(), Message.UNSUPPORTED_USER_TYPE, field.name(), ownerName, whole,
                    element.getSimpleName());
        } else if (LEGACY_DATES.contains(erasure)) {
            reporter.report(field.element(), Message.LEGACY_DATE_TYPE, field.name(), ownerName, whole,
                    StandardTypeCodec.supportedNames());
        } else {
            reporter.report(field.element(), Message.UNSUPPORTED_JDK_TYPE, field.name(), ownerName, whole,
                    StandardTypeCodec.supportedNames());
        }
    }

    private Codec find(TypeMirror type, boolean polymorphic) {
        if (type.getKind().isPrimitive()) {
            if (compact && (type.getKind() == TypeKind.INT || type.getKind() == TypeKind.LONG)) {
                return new VarIntCodec(type.getKind(), false);
            }
            return new PrimitiveCodec(type.getKind());
        }
        if (type.getKind() == TypeKind.ARRAY) {
            TypeMirror component = ((ArrayType) type).getComponentType();
            if (component.getKind().isPrimitive()) {
                return new PrimitiveArrayCodec(component.getKind());
            }
            Codec element = find(component, polymorphic);
            if (element == null || hasTypeArguments(component)) {
                return null; // generic arrays cannot be created
            }
            return new CollectionCodec(TypeName.get(type), TypeName.get(component), element, null, display(type),
                    compact);
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
        if (element.getQualifiedName().contentEquals("java.lang.String")) {
            return new StringCodec(compact);
        }
        if (StandardTypeCodec.MIN_SIZES.containsKey(element.getQualifiedName().toString())) {
            return new StandardTypeCodec(element.getQualifiedName().toString(), compact);
        }
        TypeKind unboxed = unboxedKind(type);
        if (unboxed != null) {
            if (compact && (unboxed == TypeKind.INT || unboxed == TypeKind.LONG)) {
                return new VarIntCodec(unboxed, true);
            }
            return new BoxedCodec(unboxed);
        }
        if (element.getKind() == ElementKind.ENUM) {
            return new EnumCodec(ClassName.get(element), compact);
        }
        String erasure = element.getQualifiedName().toString();
        List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
        Containers.Kind collection = Containers.COLLECTIONS.get(erasure);
        if (collection != null && args.size() == 1 && concrete(args.get(0))) {
            Codec codec = find(args.get(0), polymorphic);
            if (codec == null || collection.sorted() && !comparable(args.get(0))) {
                return null;
            }
            return new CollectionCodec(TypeName.get(type), TypeName.get(args.get(0)), codec, collection, display(type),
                    compact);
        }
        Containers.Kind map = Containers.MAPS.get(erasure);
        if (map != null && args.size() == 2 && concrete(args.get(0)) && concrete(args.get(1))) {
            Codec key = find(args.get(0), polymorphic);
            Codec value = find(args.get(1), polymorphic);
            if (key == null || value == null || map.sorted() && !comparable(args.get(0))) {
                return null;
            }
            return new MapCodec(TypeName.get(type), TypeName.get(args.get(0)), TypeName.get(args.get(1)), key, value, map,
                    display(type), compact);
        }
        if (erasure.equals("java.util.Optional") && args.size() == 1 && concrete(args.get(0))) {
            Codec codec = find(args.get(0), polymorphic);
            return codec == null ? null
                    : new OptionalCodec(TypeName.get(type), TypeName.get(args.get(0)), codec, display(type));
        }
        if (polymorphic && args.isEmpty() && (erasure.equals("java.lang.Object")
                || element.getKind() == ElementKind.INTERFACE || !isJdkType((DeclaredType) type))) {
            return new DynamicCodec(ClassName.get(element));
        }
        if (element.getModifiers().contains(Modifier.SEALED)) {
            List<TypeElement> missing = new ArrayList<>();
            List<TypeElement> leaves = MarshalledAnnotation.permittedLeaves(element, missing);
            if (!missing.isEmpty() || leaves.isEmpty() || leaves.size() > SealedCodec.MAX_SUBTYPES || !args.isEmpty()) {
                return null;
            }
            return new SealedCodec(ClassName.get(element), leaves);
        }
        if (ModelReader.isMarshalled(element)) {
            return MarshalledAnnotation.references(element)
                    ? new ReferenceCodec(ClassName.get(element), Naming.marshallerOf(element), compact)
                    : new NestedCodec(ClassName.get(element), Naming.marshallerOf(element));
        }
        return null;
    }

    /** A type argument the generated code can name and instantiate: no wildcard, no type variable. */
    private static boolean concrete(TypeMirror type) {
        return type.getKind() == TypeKind.DECLARED || type.getKind() == TypeKind.ARRAY;
    }

    private static boolean hasTypeArguments(TypeMirror type) {
        return type.getKind() == TypeKind.DECLARED && !((DeclaredType) type).getTypeArguments().isEmpty();
    }

    private boolean comparable(TypeMirror type) {
        return types.isAssignable(types.erasure(type), comparable);
    }

    /** How a field type is shown to people: simple names, e.g. {@code Map<String, List<Point>>}. */
    private static String display(TypeMirror type) {
        return type.toString().replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
    }

    private TypeKind unboxedKind(TypeMirror type) {
        try {
            return types.unboxedType(type).getKind();
        } catch (IllegalArgumentException notABox) {
            return null;
        }
    }

    private static boolean isJdkType(DeclaredType type) {
        String name = ((TypeElement) type.asElement()).getQualifiedName().toString();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun.");
    }
}
