package dev.marshalled.processor.codegen;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.marshalled.processor.model.TypeModel;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Modifier;
import javax.lang.model.util.Elements;

/**
 * Writes {@code FooMarshaller} for a {@link TypeModel}: names everything the file introduces
 * ({@link ClassContext}), has each part written by its writer ({@link WriteMethod},
 * {@link ReadMethod}, {@link SizeMethods}, {@link SchemaWriter}, {@link MarshallerApi}) and puts
 * the class together.
 */
public final class MarshallerWriter {
    private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    private static final String PROCESSOR = "dev.marshalled.processor.MarshalledProcessor";

    private final Elements elements;

    /** @param elements asked whether the module of a type can see {@code @Generated} */
    public MarshallerWriter(Elements elements) {
        this.elements = elements;
    }

    /** @return the source file of a model that passed validation; reports nothing */
    public JavaFile write(TypeModel model) {
        boolean generated = GeneratedAnnotation.readableFrom(model.element(), elements);
        Set<String> reserved = ScopeNames.initial(model, elements);
        // A second pass only when a name the file gives out turns out to be one it also has in
        // scope through an import that the first pass could not foresee. A generic type's parameters
        // are in scope as types from the class's own annotations on (javac resolves @Generated there),
        // so a type the file names that shares a parameter's name (T, Generated, String) is qualified.
        Set<String> qualified = new HashSet<>(model.typeParameters());
        for (int pass = 1; ; pass++) {
            Identifiers identifiers = new Identifiers(reserved);
            JavaFile file = file(new ClassContext(model, identifiers), generated, qualified);
            Set<String> clashes = ScopeNames.imported(file);
            clashes.retainAll(identifiers.given());
            Set<String> shadowed = ScopeNames.shadowedJavaLang(file, elements);
            shadowed.removeAll(qualified);
            if (clashes.isEmpty() && shadowed.isEmpty() || pass == 3) {
                return file;
            }
            reserved.addAll(clashes);
            qualified.addAll(shadowed);
        }
    }

    /**
     * @param generated whether to annotate the class with {@code @Generated}
     * @param qualified simple names of {@code java.lang} types to write qualified, since a type of
     *     the marshaller's package has them too
     */
    private static JavaFile file(ClassContext context, boolean generated, Set<String> qualified) {
        TypeModel model = context.model;
        MethodSpec write = new WriteMethod(context).build();
        MethodSpec read = new ReadMethod(context).build();
        SizeMethods sizes = new SizeMethods(context);
        MethodSpec sizeOf = sizes.sizeOf();
        MethodSpec sizeOfAtDepth = sizes.sizeOfAtDepth();
        MethodSpec construct = context.access.constructMethod();
        TypeSpec.Builder spec = TypeSpec.classBuilder(model.marshaller())
                .addOriginatingElement(model.element())
                .addJavadoc("Writes and reads {@link $T} in the Marshalled wire format; generated from its declaration.\n",
                        model.type())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .alwaysQualify(qualified.toArray(new String[0]));
        if (model.generic()) {
            MarshallerApi.genericParts(model, context.codecs, context.constants, spec, context.names.value);
            spec.addFields(context.constants.fields());
        } else {
            // Described before the constants are listed: a field's description may make one.
            FieldSpec schema = SchemaWriter.schemaField(model, context.codecs, context.typeLabel);
            spec.addFields(context.constants.fields())
                    .addField(schema)
                    .addField(MarshallerApi.instanceField(model, context.names.value, context.names.buffer,
                            context.frame.countsSizeDepth() ? context.names.depth : null))
                    .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        }
        spec.addMethod(write).addMethod(read).addMethod(sizeOf);
        if (sizeOfAtDepth != null) {
            spec.addMethod(sizeOfAtDepth);
        }
        spec.addMethods(context.fields.methods());
        if (construct != null) {
            spec.addMethod(construct);
        }
        TypeSpec holder = context.constants.holderType();
        if (holder != null) {
            spec.addType(holder);
        }
        if (generated) {
            spec.addAnnotation(AnnotationSpec.builder(GENERATED).addMember("value", "$S", PROCESSOR).build());
        }
        if (context.access.castsHandleUnchecked() || model.generic() && !model.construction().direct()) {
            // javac 24 and later call the cast of a VarHandle's result to List<String> unchecked, and
            // every javac a cast to T; the handle is of the field itself, so the cast cannot fail.
            spec.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "unchecked")
                    .build());
        }
        if (model.typeId() != 0) {
            spec.addType(MarshallerApi.providerType(model));
        }
        return JavaFile.builder(model.marshaller().packageName(), spec.build())
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }
}
