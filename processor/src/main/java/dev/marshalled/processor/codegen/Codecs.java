package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
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
import javax.lang.model.util.Types;

/** Finds the codec for a field's type, or reports why there is none. */
public final class Codecs {
    private final Types types;
    private final Reporter reporter;

    public Codecs(Types types, Reporter reporter) {
        this.types = types;
        this.reporter = reporter;
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
            return component.getKind().isPrimitive() ? new PrimitiveArrayCodec(component.getKind()) : null;
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
        if (ModelReader.isMarshalled(element)) {
            return new NestedCodec(ClassName.get(element), Naming.marshallerOf(element));
        }
        return null;
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
