package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import dev.marshalled.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The parts of a generated marshaller that frameworks and tools use: {@code SCHEMA}, the
 * {@code INSTANCE} that implements {@code Marshaller}, and, for a type with a type id, the
 * {@code Provider} that {@code ServiceLoader} finds.
 */
final class MarshallerApi {
    static final ClassName MARSHALLER = ClassName.get("dev.marshalled.runtime", "Marshaller");
    static final ClassName PROVIDER = ClassName.get("dev.marshalled.runtime", "MarshallerProvider");

    private MarshallerApi() {
    }

    static FieldSpec schemaField(TypeModel model, List<Codec> codecs, String typeLabel) {
        List<CodeBlock> fields = new ArrayList<>();
        for (int i = 0; i < codecs.size(); i++) {
            fields.add(CodeBlock.of("\n$L", codecs.get(i).describe(model.fields().get(i).name())));
        }
        String factory = "of";
        CodeBlock identity = model.typeId() != 0 || model.references()
                ? CodeBlock.of(" $L, $L,", model.typeId(), model.references()) : CodeBlock.of("");
        if (model.evolvable()) {
            factory = "evolvable";
            List<CodeBlock> since = new ArrayList<>();
            for (var field : model.fields()) {
                since.add(CodeBlock.of("$L", field.since()));
            }
            identity = CodeBlock.of(" $L, $L, new int[] {$L},", model.typeId(), model.references(),
                    CodeBlock.join(since, ", "));
        }
        return FieldSpec.builder(Codec.SCHEMA, "SCHEMA", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The wire layout of {@link $T}, for tools that decode its bytes.\n", model.type())
                .initializer("$T.$L($S,$L$>$>$L$<$<)$L", Codec.SCHEMA, factory, typeLabel, identity,
                        CodeBlock.join(fields, ","), model.compact() ? ".compact()" : "")
                .build();
    }

    static FieldSpec instanceField(TypeModel model, String value, String buffer) {
        TypeName type = model.type();
        TypeName marshallerType = ParameterizedTypeName.get(MARSHALLER, type);
        TypeSpec.Builder anonymous = TypeSpec.anonymousClassBuilder("")
                .addSuperinterface(marshallerType)
                .addMethod(override("write").addParameter(type, value).addParameter(MarshallerWriter.UNSAFE_BUFFER, buffer)
                        .addStatement("$T.write($N, $N)", model.marshaller(), value, buffer).build())
                .addMethod(override("read").returns(type).addParameter(MarshallerWriter.UNSAFE_BUFFER, buffer)
                        .addStatement("return $T.read($N)", model.marshaller(), buffer).build())
                .addMethod(override("sizeOf").returns(int.class).addParameter(type, value)
                        .addStatement("return $T.sizeOf($N)", model.marshaller(), value).build())
                .addMethod(override("schema").returns(Codec.SCHEMA).addStatement("return SCHEMA").build())
                .addMethod(override("type").returns(ParameterizedTypeName.get(ClassName.get(Class.class), type))
                        .addStatement("return $T.class", type).build());
        if (model.typeId() != 0) {
            anonymous.addMethod(override("typeId").returns(int.class).addStatement("return $L", model.typeId()).build());
        }
        return FieldSpec.builder(marshallerType, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("This marshaller as a {@link $T}, for code that holds marshallers generically.\n", MARSHALLER)
                .initializer("$L", anonymous.build())
                .build();
    }

    /** A public class with a public no-argument constructor, as {@code ServiceLoader} needs on the class path. */
    static TypeSpec providerType(TypeModel model) {
        return TypeSpec.classBuilder("Provider")
                .addJavadoc("Lets {@code Marshallers.discovered()} find this marshaller by type id $L; listed in\n"
                        + "{@code META-INF/services/$L}.\n", model.typeId(), PROVIDER.reflectionName())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addSuperinterface(PROVIDER)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("For {@code ServiceLoader}.\n").build())
                .addMethod(override("marshaller")
                        .returns(ParameterizedTypeName.get(MARSHALLER, WildcardTypeName.subtypeOf(Object.class)))
                        .addStatement("return INSTANCE").build())
                .build();
    }

    private static MethodSpec.Builder override(String name) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC);
    }
}
