package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import dev.marshalled.processor.diagnostics.Message;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the converters a {@code @ConvertWith} names and checks each one: it implements
 * {@code WireConverter} with concrete types, the marshaller can create it, and its wire type is
 * one the format knows. A converter that breaks a rule is reported and left out.
 */
final class ConverterReader {
    private final Elements elements;
    private final Types types;
    private final TypeResolver plain;

    /** @param plain resolves wire types without converters: a converter's wire type needs none */
    ConverterReader(Elements elements, Types types, TypeResolver plain) {
        this.elements = elements;
        this.types = types;
        this.plain = plain;
    }

    /**
     * @param declaration a field, type or package that may carry {@code @ConvertWith}
     * @param pkg the package of the marshaller that will create the converters
     * @param problems receives what is wrong with them
     * @return the usable converters it names, in order; empty without the annotation
     */
    List<ConverterScope.Converter> declaredOn(Element declaration, PackageElement pkg, List<Problem> problems) {
        AnnotationMirror annotation = MarshalledAnnotation.convertWith(declaration);
        List<ConverterScope.Converter> found = new ArrayList<>();
        if (annotation == null) {
            return found;
        }
        for (TypeMirror listed : MarshalledAnnotation.converters(annotation)) {
            ConverterScope.Converter converter = check(declaration, listed, pkg, problems);
            if (converter == null) {
                continue;
            }
            for (ConverterScope.Converter earlier : found) {
                if (types.isSameType(earlier.source(), converter.source())) {
                    problems.add(Problem.of(declaration, Message.CONVERTER_DUPLICATE, where(declaration),
                            converter.source(), earlier.type().canonicalName(), converter.type().canonicalName()));
                }
            }
            found.add(converter);
        }
        return found;
    }

    private ConverterScope.Converter check(Element declaration, TypeMirror listed, PackageElement pkg,
            List<Problem> problems) {
        if (listed.getKind() != TypeKind.DECLARED) {
            return null; // javac has reported it
        }
        TypeElement converter = (TypeElement) ((DeclaredType) listed).asElement();
        String name = converter.getQualifiedName().toString();
        List<? extends TypeMirror> args = wireConverterArguments(listed);
        if (args == null || args.size() != 2 || !concrete(args.get(0)) || !concrete(args.get(1))) {
            problems.add(Problem.of(declaration, Message.CONVERTER_TYPE_ARGUMENTS, name, MarshalledAnnotation.WIRE_CONVERTER,
                    converter.getSimpleName()));
            return null;
        }
        // A converter refused here still claims its type, so the field is not reported again as unsupported.
        if (!creatable(converter, pkg)) {
            problems.add(Problem.of(declaration, Message.CONVERTER_NOT_CREATABLE, name, pkg.getQualifiedName()));
            return new ConverterScope.Converter(ClassName.get(converter), args.get(0), null, declaration);
        }
        Resolution wire = plain.resolve(args.get(1), false);
        if (!wire.ok()) {
            problems.add(Problem.of(declaration, Message.CONVERTER_WIRE_UNSUPPORTED, name, args.get(0), args.get(1)));
            return new ConverterScope.Converter(ClassName.get(converter), args.get(0), null, declaration);
        }
        return new ConverterScope.Converter(ClassName.get(converter), args.get(0), wire.wire(), declaration);
    }

    /** The type arguments with which {@code type} implements {@code WireConverter}, or null. */
    private List<? extends TypeMirror> wireConverterArguments(TypeMirror type) {
        for (TypeMirror sup : types.directSupertypes(type)) {
            if (sup.getKind() != TypeKind.DECLARED) {
                continue;
            }
            TypeElement element = (TypeElement) ((DeclaredType) sup).asElement();
            if (element.getQualifiedName().contentEquals(MarshalledAnnotation.WIRE_CONVERTER)) {
                return ((DeclaredType) sup).getTypeArguments();
            }
            List<? extends TypeMirror> deeper = wireConverterArguments(sup);
            if (deeper != null) {
                return deeper;
            }
        }
        return null;
    }

    private static boolean concrete(TypeMirror type) {
        return type.getKind() == TypeKind.DECLARED || type.getKind() == TypeKind.ARRAY;
    }

    /** A class, not abstract, reachable from {@code pkg}, with a no-argument constructor {@code pkg} may call. */
    private boolean creatable(TypeElement converter, PackageElement pkg) {
        if (converter.getKind() != ElementKind.CLASS || converter.getModifiers().contains(Modifier.ABSTRACT)) {
            return false;
        }
        for (Element e = converter; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            if (!visible(t, pkg) || t.getNestingKind() == NestingKind.MEMBER && !t.getModifiers().contains(Modifier.STATIC)) {
                return false;
            }
            if (t.getNestingKind() == NestingKind.LOCAL || t.getNestingKind() == NestingKind.ANONYMOUS) {
                return false;
            }
        }
        for (ExecutableElement c : ElementFilter.constructorsIn(converter.getEnclosedElements())) {
            if (c.getParameters().isEmpty() && visible(c, pkg)) {
                return true;
            }
        }
        return false;
    }

    private boolean visible(Element member, PackageElement pkg) {
        return member.getModifiers().contains(Modifier.PUBLIC)
                || !member.getModifiers().contains(Modifier.PRIVATE) && elements.getPackageOf(member).equals(pkg);
    }

    /** How a declaration is named in messages. */
    static String where(Element declaration) {
        if (declaration instanceof PackageElement p) {
            return "package " + p.getQualifiedName();
        }
        if (declaration instanceof TypeElement t) {
            return t.getQualifiedName().toString();
        }
        return "field '" + declaration.getSimpleName() + "'";
    }
}
