package dev.marshalled.processor.lock;

import dev.marshalled.processor.lock.SchemaLock.Slot;
import dev.marshalled.processor.lock.SchemaLock.TypeEntry;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.MarshalledAnnotation;
import dev.marshalled.processor.model.ModelReader;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.model.WireType;
import dev.marshalled.schema.SchemaDocument;
import dev.marshalled.schema.TypeExpression;
import dev.marshalled.schema.WireSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * The guarantee that a lock in the former text form of an unchanged type reads as no change: run
 * beside the processor in one javac run, it builds each {@code @Marshalled} type's lock schema both
 * ways and wants the same schema JSON, byte for byte. One way is the lock's now, {@link ModelSchema}
 * from the model's wire types; the other is the former one, which a text lock of the type holds:
 * each field's declared type printed as a descriptor ({@link Descriptors}, a converted part as its
 * converter's wire type) and classified again from that string by {@link LockSchema#of}, with the
 * enums' constants and the sealed types' subtypes the text lock kept after its types
 * ({@link PositionalValues}). Keep it while text locks are read.
 *
 * <p>Which parts a converter writes is taken from the wire types' {@code Converted} parts: the former
 * path asked the same converter scope the resolver asks, at the same parts of the type.
 *
 * <p>One kind of type a text lock cannot describe, and is not compared ({@link #ambiguous()}): a
 * {@code @Polymorphic} field with a part that a converter writes as a {@code @Marshalled} type. The text
 * form wrote the converter's type alone, as it wrote a part written with its type id, so its reading
 * says {@code DYNAMIC} where the part is written as a nested body.
 */
public final class TextLockEquivalence extends AbstractProcessor {
    private final List<String> compared = new ArrayList<>();
    private final List<String> differences = new ArrayList<>();
    private final List<String> ambiguous = new ArrayList<>();

    /** @return the qualified names of the types compared, in the order met */
    public List<String> compared() {
        return compared;
    }

    /** @return each type whose two schemas differ, with both as JSON */
    public List<String> differences() {
        return differences;
    }

    /**
     * @return the types among {@link #compared()} that a text lock cannot describe, so whose schemas
     *     were not compared: a {@code @Polymorphic} field with a part that a converter writes as a type
     *     the converter's type names alone ({@code Money} as {@code MoneyWire}, a {@code @Marshalled}
     *     record), which the text form wrote as a type id's value would be written
     */
    public List<String> ambiguous() {
        return ambiguous;
    }

    /** Whether a converter in {@code type} writes a part as a type of the user's, or a container of one. */
    private static boolean convertsToMarshalled(WireType type) {
        if (type instanceof WireType.Converted c) {
            return !(c.wire() instanceof WireType.Primitive || c.wire() instanceof WireType.Boxed
                    || c.wire() instanceof WireType.Text || c.wire() instanceof WireType.PrimitiveArray
                    || c.wire() instanceof WireType.EnumType || c.wire() instanceof WireType.Standard);
        }
        if (type instanceof WireType.Sequence q) {
            return convertsToMarshalled(q.element());
        }
        if (type instanceof WireType.MapOf m) {
            return convertsToMarshalled(m.key()) || convertsToMarshalled(m.value());
        }
        if (type instanceof WireType.OptionalOf o) {
            return convertsToMarshalled(o.value());
        }
        return false;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(MarshalledAnnotation.MARSHALLED);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement(MarshalledAnnotation.MARSHALLED);
        if (annotation == null) {
            return false;
        }
        for (Element element : round.getElementsAnnotatedWith(annotation)) {
            if (element instanceof TypeElement type) {
                compare(type);
            }
        }
        return false;
    }

    private void compare(TypeElement type) {
        TypeModel model = new ModelReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils(),
                ModelReader.declaresValue(processingEnv)).read(type);
        if (!model.problems().isEmpty() || model.fields().stream().anyMatch(f -> !f.resolution().ok())) {
            return; // refused, so never locked; compared() tells a test that expected it
        }
        String name = type.getQualifiedName().toString();
        compared.add(name);
        if (model.fields().stream().anyMatch(f -> f.polymorphic() && convertsToMarshalled(f.wire()))) {
            // The text form wrote a converted part as its converter's type alone, which in a @Polymorphic
            // slot is also how it wrote a part written with its type id: it cannot say which it was.
            ambiguous.add(name);
            return;
        }
        String now = json(ModelSchema.of(model));
        String former = json(former(model));
        if (!now.equals(former)) {
            differences.add(name + ": the lock schema from the model differs from the former descriptors' reading\n"
                    + difference(former, now));
        }
    }

    /** The type as a lock in the former text form of it reads. */
    private WireSchema former(TypeModel model) {
        Map<String, List<String>> enums = new LinkedHashMap<>();
        Map<String, List<String>> sealed = new LinkedHashMap<>();
        List<Slot> slots = new ArrayList<>();
        DeclaredType self = (DeclaredType) model.element().asType();
        for (FieldModel field : model.fields()) {
            PositionalValues.collect(field.wire(), enums, sealed);
            List<TypeMirror[]> converted = new ArrayList<>();
            converters(field.wire(), converted);
            Types types = processingEnv.getTypeUtils();
            String descriptor = Descriptors.of(declaredType(self, field), t -> {
                for (TypeMirror[] pair : converted) {
                    if (types.isSameType(t, pair[0])) {
                        return pair[1];
                    }
                }
                return null;
            });
            slots.add(new Slot(field.name(), TypeExpression.parse(descriptor), field.since(), field.retired(), field.polymorphic()));
        }
        return LockSchema.of(new TypeEntry(model.element().getQualifiedName().toString(), model.typeParameters(),
                model.typeId(), model.evolvable(), model.references(), model.compact(), slots), enums, sealed);
    }

    /** The field's type as a member of the marshalled type, as the model reader took it. */
    private TypeMirror declaredType(DeclaredType self, FieldModel field) {
        Types types = processingEnv.getTypeUtils();
        if (self.asElement().getKind() == ElementKind.RECORD) {
            for (RecordComponentElement component : ((TypeElement) self.asElement()).getRecordComponents()) {
                if (component.getSimpleName().contentEquals(field.name())) {
                    return ((ExecutableType) types.asMemberOf(self, component.getAccessor())).getReturnType();
                }
            }
        }
        return types.asMemberOf(self, field.element());
    }

    /** Each converter {@code type} writes a part through, as its {@code {T, W}}. */
    private void converters(WireType type, List<TypeMirror[]> out) {
        if (type instanceof WireType.Converted c) {
            TypeElement converter = processingEnv.getElementUtils().getTypeElement(c.converter().canonicalName());
            List<? extends TypeMirror> arguments = wireConverterArguments(converter.asType());
            out.add(new TypeMirror[] {arguments.get(0), arguments.get(1)});
        } else if (type instanceof WireType.Sequence q) {
            converters(q.element(), out);
        } else if (type instanceof WireType.MapOf m) {
            converters(m.key(), out);
            converters(m.value(), out);
        } else if (type instanceof WireType.OptionalOf o) {
            converters(o.value(), out);
        } else if (type instanceof WireType.Generic g) {
            g.arguments().forEach(argument -> converters(argument, out));
        }
    }

    private List<? extends TypeMirror> wireConverterArguments(TypeMirror type) {
        for (TypeMirror supertype : processingEnv.getTypeUtils().directSupertypes(type)) {
            if (supertype.getKind() != TypeKind.DECLARED) {
                continue;
            }
            DeclaredType declared = (DeclaredType) supertype;
            if (((TypeElement) declared.asElement()).getQualifiedName().contentEquals(MarshalledAnnotation.WIRE_CONVERTER)) {
                return declared.getTypeArguments();
            }
            List<? extends TypeMirror> found = wireConverterArguments(declared);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static String json(WireSchema type) {
        return SchemaDocument.of(List.of(type)).toJson();
    }

    /** Both texts from a little before their first difference. */
    private static String difference(String former, String now) {
        int at = 0;
        while (at < former.length() && at < now.length() && former.charAt(at) == now.charAt(at)) {
            at++;
        }
        int from = Math.max(0, at - 200);
        return "  former: …" + former.substring(from, Math.min(former.length(), at + 200)) + "\n"
                + "  model:  …" + now.substring(from, Math.min(now.length(), at + 200));
    }
}
