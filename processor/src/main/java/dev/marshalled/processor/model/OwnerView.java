package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Types;

/**
 * The class that declares an inherited field, as generated code casts a value to it to reach a
 * field it hides or does not inherit ({@link FieldModel.Member#view}). A cast to a generic
 * superclass's raw type would give the field its raw type, an unchecked conversion.
 */
final class OwnerView {
    private OwnerView() {
    }

    /**
     * {@code owner}, a superclass of {@code self} (or it), as a cast from {@code self} names it: at
     * the arguments {@code self} gives it where {@code field}'s type mentions the parameter, else a
     * wildcard; the erasure when {@code owner} is not generic.
     */
    static TypeName of(Types types, DeclaredType self, TypeElement owner, VariableElement field) {
        TypeName raw = TypeName.get(types.erasure(owner.asType()));
        if (owner.getTypeParameters().isEmpty()) {
            return raw;
        }
        DeclaredType at = self;
        while (!at.asElement().equals(owner)) {
            DeclaredType next = null;
            for (TypeMirror s : types.directSupertypes(at)) {
                if (s.getKind() == TypeKind.DECLARED && ((DeclaredType) s).asElement().getKind().isClass()) {
                    next = (DeclaredType) s;
                }
            }
            if (next == null) {
                return raw;
            }
            at = next;
        }
        List<TypeName> args = new ArrayList<>();
        for (int i = 0; i < owner.getTypeParameters().size(); i++) {
            boolean mentioned = mentions(field.asType(), owner.getTypeParameters().get(i));
            args.add(mentioned && i < at.getTypeArguments().size() ? TypeName.get(at.getTypeArguments().get(i))
                    : WildcardTypeName.subtypeOf(Object.class));
        }
        return ParameterizedTypeName.get((ClassName) raw, args.toArray(new TypeName[0]));
    }

    /** Whether {@code type} names the type parameter {@code parameter} at any depth. */
    private static boolean mentions(TypeMirror type, Element parameter) {
        return switch (type.getKind()) {
            case TYPEVAR -> ((TypeVariable) type).asElement().equals(parameter);
            case ARRAY -> mentions(((ArrayType) type).getComponentType(), parameter);
            case DECLARED -> ((DeclaredType) type).getTypeArguments().stream().anyMatch(a -> mentions(a, parameter));
            case WILDCARD -> {
                WildcardType w = (WildcardType) type;
                yield w.getExtendsBound() != null && mentions(w.getExtendsBound(), parameter)
                        || w.getSuperBound() != null && mentions(w.getSuperBound(), parameter);
            }
            default -> false;
        };
    }
}
