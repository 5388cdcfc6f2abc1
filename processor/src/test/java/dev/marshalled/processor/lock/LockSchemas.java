package dev.marshalled.processor.lock;

import dev.marshalled.processor.model.MarshalledAnnotation;
import dev.marshalled.processor.model.ModelReader;
import dev.marshalled.processor.model.Resolution;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.model.TypeResolver;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * What the schema lock records, collected beside the processor in the same javac run, for a test to
 * hold against what the generated marshallers report at run time: each {@code @Marshalled} type's
 * schema as the lock builds it ({@link ModelSchema#of}, from the same model the processor reads), and
 * for a generic type at concrete arguments, the field the lock records for a field of that
 * parameterized type ({@code Page<List<Item>>}: a nested type named with its arguments, which are its
 * parts). The parameterizations are the return types {@code Marshaller<Page<List<Item>>>} of the
 * methods of check classes, as the fuzzer's writes them.
 */
public final class LockSchemas extends AbstractProcessor {
    private final String checkClass;
    private final String methodPrefix;
    private final Map<String, WireSchema> types = new LinkedHashMap<>();
    private final Map<String, Field> parameterizations = new LinkedHashMap<>();

    /**
     * @param checkClass the simple name of the classes whose methods return marshallers of generic
     *     types at concrete arguments
     * @param methodPrefix how those methods' names start
     */
    public LockSchemas(String checkClass, String methodPrefix) {
        this.checkClass = checkClass;
        this.methodPrefix = methodPrefix;
    }

    /** @return each type the processor accepts, as the lock records it, by qualified (canonical) name */
    public Map<String, WireSchema> types() {
        return types;
    }

    /**
     * @return for each method of a check class, by its class's qualified name, a dot and its name, the
     *     field of the type its marshaller is for as the lock records such a field, named {@code value}
     */
    public Map<String, Field> parameterizations() {
        return parameterizations;
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
                TypeModel model = new ModelReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils(),
                        ModelReader.declaresValue(processingEnv)).read(type);
                if (model.problems().isEmpty() && model.fields().stream().allMatch(f -> f.resolution().ok())) {
                    types.put(type.getQualifiedName().toString(), ModelSchema.of(model));
                }
            }
        }
        TypeResolver resolver = new TypeResolver(processingEnv.getElementUtils(), processingEnv.getTypeUtils());
        for (Element root : round.getRootElements()) {
            if (root instanceof TypeElement check && check.getSimpleName().contentEquals(checkClass)) {
                for (ExecutableElement method : ElementFilter.methodsIn(check.getEnclosedElements())) {
                    TypeMirror returned = method.getReturnType();
                    if (!method.getSimpleName().toString().startsWith(methodPrefix)
                            || returned.getKind() != TypeKind.DECLARED
                            || ((DeclaredType) returned).getTypeArguments().size() != 1) {
                        continue;
                    }
                    Resolution made = resolver.resolve(((DeclaredType) returned).getTypeArguments().get(0), false);
                    if (made.ok()) {
                        parameterizations.put(check.getQualifiedName() + "." + method.getSimpleName(),
                                ModelSchema.field("value", made.wire()));
                    }
                }
            }
        }
        return false;
    }
}
