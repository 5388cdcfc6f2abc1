package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import java.util.List;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.ModelReader;
import dev.marshalled.processor.model.Naming;
import dev.marshalled.processor.validate.Message;
import dev.marshalled.processor.validate.Reporter;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Finds the codec for a field's type, or reports why there is none. */
public final class Codecs {
    private final Types types;
    private final Reporter reporter;
    private final TypeMirror comparable;

    public Codecs(Elements elements, Types types, Reporter reporter) {
        this.types = types;
        this.reporter = reporter;
        this.comparable = types.erasure(elements.getTypeElement("java.lang.Comparable").asType());
    }

    /** @return the codec, or null after reporting an error on the field */
    Codec resolve(FieldModel field, TypeElement owner) {
        TypeMirror type = field.type();
        Codec codec = find(type);
        if (codec != null) {
            return codec;
        }
        if (type.getKind() == TypeKind.TYPEVAR) {
            reporter.report(field.element(), Message.TYPE_VARIABLE_FIELD, field.name(), owner.getQualifiedName(), type);
        } else if (type.getKind() == TypeKind.DECLARED && !isJdkType((DeclaredType) type)) {
            TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
            reporter.report(field.element(), Message.UNSUPPORTED_USER_TYPE, field.name(), owner.getQualifiedName(), type,
                    element.getSimpleName());
        } else {
            reporter.report(field.element(), Message.UNSUPPORTED_JDK_TYPE, field.name(), owner.getQualifiedName(), type);
        }
        return null;
    }

    private Codec find(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return new PrimitiveCodec(type.getKind());
        }
        if (type.getKind() == TypeKind.ARRAY) {
            TypeMirror component = ((ArrayType) type).getComponentType();
            if (component.getKind().isPrimitive()) {
                return new PrimitiveArrayCodec(component.getKind());
            }
            Codec element = find(component);
            if (element == null || hasTypeArguments(component)) {
                return null; // generic arrays cannot be created
            }
            return new CollectionCodec(TypeName.get(type), TypeName.get(component), element, null, display(type));
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
        if (element.getQualifiedName().contentEquals("java.lang.String")) {
            return new StringCodec();
        }
        TypeKind unboxed = unboxedKind(type);
        if (unboxed != null) {
            return new BoxedCodec(unboxed);
        }
        if (element.getKind() == ElementKind.ENUM) {
            return new EnumCodec(ClassName.get(element));
        }
        String erasure = element.getQualifiedName().toString();
        List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
        Containers.Kind collection = Containers.COLLECTIONS.get(erasure);
        if (collection != null && args.size() == 1 && concrete(args.get(0))) {
            Codec codec = find(args.get(0));
            if (codec == null || collection.sorted() && !comparable(args.get(0))) {
                return null;
            }
            return new CollectionCodec(TypeName.get(type), TypeName.get(args.get(0)), codec, collection, display(type));
        }
        Containers.Kind map = Containers.MAPS.get(erasure);
        if (map != null && args.size() == 2 && concrete(args.get(0)) && concrete(args.get(1))) {
            Codec key = find(args.get(0));
            Codec value = find(args.get(1));
            if (key == null || value == null || map.sorted() && !comparable(args.get(0))) {
                return null;
            }
            return new MapCodec(TypeName.get(type), TypeName.get(args.get(0)), TypeName.get(args.get(1)), key, value, map,
                    display(type));
        }
        if (ModelReader.isMarshalled(element)) {
            return new NestedCodec(ClassName.get(element), Naming.marshallerOf(element));
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
