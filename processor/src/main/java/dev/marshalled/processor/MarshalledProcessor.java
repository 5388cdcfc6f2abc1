package dev.marshalled.processor;

import com.google.auto.service.AutoService;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import dev.marshalled.processor.codegen.MarshallerWriter;
import dev.marshalled.processor.codegen.RuntimeApi;
import dev.marshalled.processor.diagnostics.Message;
import dev.marshalled.processor.diagnostics.Reporter;
import dev.marshalled.processor.lock.LockCheck;
import dev.marshalled.processor.model.MarshalledAnnotation;
import dev.marshalled.processor.model.ModelReader;
import dev.marshalled.processor.model.Naming;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.validate.AnnotationUses;
import dev.marshalled.processor.validate.ConverterUses;
import dev.marshalled.processor.validate.ModelChecks;
import dev.marshalled.processor.validate.TypeChecks;
import dev.marshalled.processor.validate.TypeIds;
import dev.marshalled.schema.GeneratedNames;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Generates a {@code FooMarshaller} for every {@code @Marshalled} type {@code Foo}.
 *
 * <p>Each type goes through the pipeline on its own: check the type ({@code validate}), read it
 * into a model whose fields have wire types ({@code model}), check the model ({@code validate}),
 * write the file ({@code codegen}), record it in the schema lock ({@code lock}). A problem is reported on the most specific element
 * and only stops that type. A type that mentions a class not generated yet (by another
 * processor) waits for the next round.
 */
@AutoService(Processor.class)
public final class MarshalledProcessor extends AbstractProcessor {
    private static final String MARSHALLED = MarshalledAnnotation.MARSHALLED;
    private static final String SERVICE = RuntimeApi.MARSHALLER_PROVIDER.reflectionName();

    /** Types whose fields mentioned not-yet-generated classes; retried next round. */
    private final Set<String> deferred = new LinkedHashSet<>();

    /** Types shaped by Lombok that already waited one round for it; see {@link LombokOrder}. */
    private final Set<String> waitedForLombok = new java.util.HashSet<>();

    /** Type ids seen in this compilation, and which type has each. */
    private final TypeIds typeIds = new TypeIds();

    /** The schema lock check, when the options configure one; created on the first round. */
    private LockCheck lockCheck;
    private boolean lockConfigured;

    /** Whether this compilation has reported an error, here or elsewhere; a failed compile leaves the lock alone. */
    private boolean failed;

    /** Each marshaller generated so far, and the type it is for; two types must not share one. */
    private final java.util.Map<String, String> marshallers = new java.util.HashMap<>();

    private java.util.function.Predicate<Element> declaresValue;

    /** The marshallers of types refused in this compilation, which no other marshaller may call. */
    private final Set<String> refused = new java.util.HashSet<>();

    /** The top-level types of the sources javac was given, which a marshaller must not replace. */
    private final Set<String> sourceTypes = new java.util.HashSet<>();

    /** Binary names of the generated providers, for the ServiceLoader file. */
    private final Set<String> providers = new TreeSet<>();

    /** The converters of types' {@code @ConvertWith} and which of them fields use, judged when the compilation ends. */
    private final ConverterUses converterUses = new ConverterUses();

    /**
     * {@code @Marshalled}, and the field annotations, so that a use of one where no marshaller acts on
     * it is seen even outside {@code @Marshalled} types ({@link AnnotationUses}).
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        Set<String> supported = new java.util.HashSet<>(AnnotationUses.annotations());
        supported.add(MARSHALLED);
        return Set.copyOf(supported);
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(LockCheck.LOCK_OPTION, LockCheck.UPDATE_OPTION);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        List<TypeElement> work = new ArrayList<>();
        for (String name : deferred) {
            TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
            if (type != null) {
                work.add(type);
            }
        }
        deferred.clear();
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement(MARSHALLED);
        if (annotation != null) {
            for (Element e : round.getElementsAnnotatedWith(annotation)) {
                if (e instanceof TypeElement) {
                    work.add((TypeElement) e);
                }
            }
        }
        for (Element root : round.getRootElements()) {
            if (root instanceof TypeElement t && !marshallers.containsKey(t.getQualifiedName().toString())) {
                sourceTypes.add(t.getQualifiedName().toString());
            }
        }
        Reporter reporter = new Reporter(processingEnv.getMessager());
        if (!lockConfigured) {
            lockCheck = LockCheck.fromOptions(processingEnv.getOptions(), reporter);
            lockConfigured = true;
        }
        new AnnotationUses(reporter).check(round, processingEnv.getElementUtils());
        converterUses.declared(round, processingEnv.getElementUtils());
        List<TypeModel> accepted = new ArrayList<>();
        for (TypeElement type : work) {
            try {
                TypeModel model = readType(type, reporter, round.processingOver());
                if (model != null) {
                    accepted.add(model);
                }
            } catch (RuntimeException e) {
                internalError(type, e, reporter);
            }
        }
        refuseCallersOfRefused(accepted);
        for (TypeModel model : accepted) {
            try {
                generate(model, reporter);
            } catch (RuntimeException e) {
                internalError(model.element(), e, reporter);
            }
        }
        if (round.processingOver()) {
            converterUses.check(processingEnv.getElementUtils(), modelReader(), reporter);
        }
        failed |= reporter.errorCount() > 0 || round.errorRaised();
        if (round.processingOver() && lockCheck != null) {
            lockCheck.finish(failed);
        }
        if (round.processingOver() && !providers.isEmpty()) {
            new ServiceFile(processingEnv.getFiler(), SERVICE).write(providers, reporter);
            new ModuleProviders(processingEnv.getElementUtils(), SERVICE).check(providers, reporter);
            providers.clear();
        }
        return false;
    }

    private static void internalError(TypeElement type, RuntimeException e, Reporter reporter) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        reporter.report(type, Message.INTERNAL_ERROR, type.getQualifiedName(), trace);
    }

    /**
     * Checks a type and reads its model; reports what is wrong with it.
     *
     * @return the model to generate, or null if the type was refused or waits for a later round
     */
    private TypeModel readType(TypeElement type, Reporter reporter, boolean lastRound) {
        String marshaller = Naming.marshallerOf(type).simpleName();
        String refused = Naming.marshallerOf(type).canonicalName();
        if (!new TypeChecks(reporter).check(type, marshaller) || !typeIds.check(type, reporter)) {
            this.refused.add(refused);
            converterUses.refused(type);
            return null;
        }
        if (!lastRound && mentionsUnresolvedType(type)) {
            deferred.add(type.getQualifiedName().toString());
            return null;
        }
        if (!lastRound && LombokOrder.mustWait(type, waitedForLombok)) {
            deferred.add(type.getQualifiedName().toString());
            return null;
        }
        ModelReader reader = modelReader();
        TypeModel model = reader.read(type);
        converterUses.read(type, reader.convertersUsed());
        if (!new ModelChecks(reporter).check(model) || !nameIsFree(type, model.marshaller().canonicalName(), reporter)) {
            this.refused.add(refused);
            converterUses.refused(type);
            return null;
        }
        return model;
    }

    /**
     * Marks as not to be written every accepted model whose marshaller would call, directly or through
     * others, the marshaller of a type refused in this compilation: a marshaller that is not written
     * must not be called either, whatever order the models come in.
     */
    private void refuseCallersOfRefused(List<TypeModel> accepted) {
        boolean more = true;
        while (more) {
            more = false;
            for (TypeModel model : accepted) {
                String own = model.marshaller().canonicalName();
                if (!refused.contains(own)
                        && model.marshallersCalled().stream().anyMatch(c -> refused.contains(c.canonicalName()))) {
                    refused.add(own);
                    more = true;
                }
            }
        }
    }

    /**
     * Writes the marshaller of an accepted model and records it in the lock. A marshaller that
     * would call the marshaller of a type refused in this compilation is not written: the
     * refusal already fails the build and says why, and the file could only add errors in code
     * the user never wrote.
     */
    private void generate(TypeModel model, Reporter reporter) {
        TypeElement type = model.element();
        for (ClassName called : model.marshallersCalled()) {
            if (refused.contains(called.canonicalName())) {
                return;
            }
        }
        JavaFile file = new MarshallerWriter(processingEnv.getElementUtils()).write(model);
        if (lockCheck != null) {
            lockCheck.check(model);
        }
        try {
            file.writeTo(processingEnv.getFiler());
            if (model.typeId() != 0) {
                providers.add(GeneratedNames.providerName(model.marshaller().reflectionName()));
            }
        } catch (IOException e) {
            reporter.report(type, Message.WRITE_FAILED, file.packageName + "." + file.typeSpec.name, e.getMessage());
        }
    }

    private ModelReader modelReader() {
        return new ModelReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), declaresValue());
    }

    /** Whether a field's declaration gives it a value, as far as the compiler shows; made once. */
    private java.util.function.Predicate<Element> declaresValue() {
        if (declaresValue == null) {
            declaresValue = dev.marshalled.processor.model.ModelReader.declaresValue(processingEnv);
        }
        return declaresValue;
    }

    /** Whether no other type's marshaller and no source of the compilation has the name {@code marshaller}. */
    private boolean nameIsFree(TypeElement type, String marshaller, Reporter reporter) {
        String self = type.getQualifiedName().toString();
        String other = marshallers.get(marshaller);
        if (other != null && !other.equals(self)) {
            reporter.report(type, Message.MARSHALLER_NAME_CLASH, self, marshaller, other);
            return false;
        }
        if (sourceTypes.contains(marshaller)) {
            reporter.report(type, Message.MARSHALLER_NAME_TAKEN, self, marshaller);
            return false;
        }
        marshallers.put(marshaller, self);
        return true;
    }

    private static boolean mentionsUnresolvedType(TypeElement type) {
        for (Element e = type; e instanceof TypeElement; ) {
            for (VariableElement field : ElementFilter.fieldsIn(e.getEnclosedElements())) {
                if (field.asType().getKind() == TypeKind.ERROR) {
                    return true;
                }
            }
            TypeMirror sup = ((TypeElement) e).getSuperclass();
            if (sup.getKind() == TypeKind.ERROR) {
                return true;
            }
            e = sup.getKind() == TypeKind.DECLARED ? ((javax.lang.model.type.DeclaredType) sup).asElement() : null;
        }
        return false;
    }
}
