package dev.marshalled.processor.validate;

import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.processor.model.ConverterScope;
import dev.marshalled.processor.model.MarshalledAnnotation;
import dev.marshalled.processor.model.ModelReader;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * A type's {@code @ConvertWith} that lists a converter no field uses. A type's converters apply to its
 * own fields (inherited ones included) and to those of the types nested in it, so once every
 * {@code @Marshalled} type among them has been read, a converter none of their fields is written with
 * does nothing; the compilation ends before that is known, so this is checked when it ends.
 *
 * <p>Not judged: a package's {@code @ConvertWith} (a model's converters, listed once, for types that
 * come and go; and an incremental build compiles only some of a package's types), and a type among
 * whose own and nested types is a class that is not {@code @Marshalled} and can be extended: a
 * {@code @Marshalled} subclass compiled elsewhere reads that class's fields through the converters of
 * the class and the types around it. A type with a refused type among them is left to those errors.
 */
public final class ConverterUses {
    /** The types whose {@code @ConvertWith} this compilation has, by qualified name. */
    private final Set<String> declarations = new LinkedHashSet<>();
    /** Each type-level converter some field is written with: the type's qualified name, a space, the converter's. */
    private final Set<String> used = new HashSet<>();
    private final Set<String> read = new HashSet<>();
    private final Set<String> refused = new HashSet<>();

    /** Notes the types of {@code round} that carry {@code @ConvertWith}. */
    public void declared(RoundEnvironment round, Elements elements) {
        TypeElement convertWith = elements.getTypeElement(MarshalledAnnotation.CONVERT_WITH);
        if (convertWith == null) {
            return;
        }
        for (Element element : round.getElementsAnnotatedWith(convertWith)) {
            if (element instanceof TypeElement type) {
                declarations.add(type.getQualifiedName().toString());
            }
        }
    }

    /** Notes a type read, with the converters its fields are written with. */
    public void read(TypeElement type, Collection<ConverterScope.Converter> converters) {
        read.add(type.getQualifiedName().toString());
        for (ConverterScope.Converter converter : converters) {
            if (converter.declaration() instanceof TypeElement declaration) {
                used.add(declaration.getQualifiedName() + " " + converter.type().canonicalName());
            }
        }
    }

    /** Notes a type refused, before or after it was read. */
    public void refused(TypeElement type) {
        refused.add(type.getQualifiedName().toString());
    }

    /** Reports each converter of a type's {@code @ConvertWith} that no field uses; once, when the compilation ends. */
    public void check(Elements elements, ModelReader reader, Reporter reporter) {
        for (String name : declarations) {
            TypeElement type = elements.getTypeElement(name);
            if (type == null) {
                continue;
            }
            List<TypeElement> within = new ArrayList<>();
            if (!settled(type, within)) {
                continue;
            }
            AnnotationMirror annotation = MarshalledAnnotation.convertWith(type);
            Set<String> sources = new HashSet<>();
            for (ConverterScope.Converter converter : reader.usableConverters(type)) {
                String listed = converter.type().canonicalName();
                // A second converter for one type is an error of its own.
                if (sources.add(converter.source().toString()) && !used.contains(name + " " + listed)) {
                    reporter.report(type, annotation, MarshalledAnnotation.converterValue(annotation, listed),
                            Message.CONVERTER_UNUSED, name, listed, converter.source(), within.isEmpty() ? name
                                    : name + " or of the @Marshalled types nested in it");
                }
            }
        }
    }

    /**
     * Whether every type whose fields {@code type}'s converters can reach is known to this compilation
     * and was read: it and its nested types are each {@code @Marshalled} (and read, not refused) or
     * cannot be extended by a class compiled elsewhere.
     *
     * @param nested receives the {@code @Marshalled} types nested in {@code type}
     */
    private boolean settled(TypeElement type, List<TypeElement> nested) {
        String name = type.getQualifiedName().toString();
        if (MarshalledAnnotation.of(type) != null) {
            if (!read.contains(name) || refused.contains(name)) {
                return false;
            }
        } else if (type.getKind() == ElementKind.CLASS && !type.getModifiers().contains(Modifier.FINAL)
                && AnnotationUses.closed(type) == null) {
            return false;
        }
        for (Element member : type.getEnclosedElements()) {
            if (member instanceof TypeElement inner) {
                List<TypeElement> deeper = new ArrayList<>();
                if (!settled(inner, deeper)) {
                    return false;
                }
                if (MarshalledAnnotation.of(inner) != null) {
                    nested.add(inner);
                }
                nested.addAll(deeper);
            }
        }
        return true;
    }
}
