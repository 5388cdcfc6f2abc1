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
    private static final ClassName MARSHALLER = RuntimeApi.MARSHALLER;
    private static final ClassName PROVIDER = RuntimeApi.MARSHALLER_PROVIDER;

    private MarshallerApi() {
    }

    static FieldSpec schemaField(TypeModel model, List<Codec> codecs, String typeLabel) {
        List<CodeBlock> fields = new ArrayList<>();
        for (int i = 0; i < codecs.size(); i++) {
            CodeBlock field = codecs.get(i).describe(model.fields().get(i).name());
            fields.add(CodeBlock.of("\n$L", model.fields().get(i).retired() ? RuntimeApi.FIELD_RETIRE.call(field) : field));
        }
        RuntimeApi.Method factory = RuntimeApi.SCHEMA_OF;
        List<CodeBlock> identity = new ArrayList<>();
        if (model.typeId() != 0 || model.references()) {
            factory = RuntimeApi.SCHEMA_OF_IDENTIFIED;
            identity.add(CodeBlock.of("$L", model.typeId()));
            identity.add(CodeBlock.of("$L", model.references()));
        }
        if (model.evolvable()) {
            factory = RuntimeApi.SCHEMA_EVOLVABLE;
            List<CodeBlock> since = new ArrayList<>();
            for (var field : model.fields()) {
                since.add(CodeBlock.of("$L", field.since()));
            }
            identity.clear();
            identity.add(CodeBlock.of("$L", model.typeId()));
            identity.add(CodeBlock.of("$L", model.references()));
            identity.add(CodeBlock.of("new int[] {$L}", CodeBlock.join(since, ",$W")));
        }
        CodeBlock head = CodeBlock.of("$S", typeLabel);
        for (CodeBlock part : identity) {
            head = CodeBlock.of("$L, $L", head, part);
        }
        // Each field on its own line: the arguments are one list that carries its line breaks. A
        // type with no fields (a heartbeat, an acknowledgement) has no list at all.
        CodeBlock schema = factory.invokeWith(fields.isEmpty() ? head
                : CodeBlock.of("$L,$>$>$L$<$<", head, CodeBlock.join(fields, ",")));
        if (model.compact()) {
            schema = RuntimeApi.SCHEMA_COMPACT.call(schema);
        }
        // What a reader in another language needs and the bytes do not say: the Java type, the
        // cycle rule (built from its fields) and the depth rule (can contain itself).
        schema = RuntimeApi.SCHEMA_ORIGIN.call(schema, CodeBlock.of("$S", model.type().reflectionName()),
                CodeBlock.of("$L", !model.constructorArgs().isEmpty()), CodeBlock.of("$L", model.recursive()));
        return FieldSpec.builder(RuntimeApi.WIRE_SCHEMA, "SCHEMA", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The wire layout of {@link $T}, for tools that decode its bytes.\n", model.type())
                .initializer("$L", schema)
                .build();
    }

    static FieldSpec instanceField(TypeModel model, String value, String buffer) {
        TypeName type = model.type();
        TypeName marshallerType = ParameterizedTypeName.get(MARSHALLER, type);
        TypeSpec.Builder anonymous = TypeSpec.anonymousClassBuilder("")
                .addSuperinterface(marshallerType)
                .addMethod(override(RuntimeApi.MARSHALLER_WRITE).addParameter(type, value)
                        .addParameter(RuntimeApi.UNSAFE_BUFFER, buffer)
                        .addStatement("$T.write($N, $N)", model.marshaller(), value, buffer).build())
                .addMethod(override(RuntimeApi.MARSHALLER_READ).returns(type).addParameter(RuntimeApi.UNSAFE_BUFFER, buffer)
                        .addStatement("return $T.read($N)", model.marshaller(), buffer).build())
                .addMethod(override(RuntimeApi.MARSHALLER_SIZE_OF).returns(int.class).addParameter(type, value)
                        .addStatement("return $T.sizeOf($N)", model.marshaller(), value).build())
                .addMethod(override(RuntimeApi.MARSHALLER_SCHEMA).returns(RuntimeApi.WIRE_SCHEMA)
                        .addStatement("return SCHEMA").build())
                .addMethod(override(RuntimeApi.MARSHALLER_TYPE)
                        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), type))
                        .addStatement("return $T.class", type).build());
        if (model.typeId() != 0) {
            anonymous.addMethod(override(RuntimeApi.MARSHALLER_TYPE_ID).returns(int.class)
                    .addStatement("return $L", model.typeId()).build());
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
                .addMethod(override(RuntimeApi.PROVIDER_MARSHALLER)
                        .returns(ParameterizedTypeName.get(MARSHALLER, WildcardTypeName.subtypeOf(Object.class)))
                        .addStatement("return INSTANCE").build())
                .build();
    }

    private static MethodSpec.Builder override(RuntimeApi.Method method) {
        return MethodSpec.methodBuilder(method.name()).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC);
    }
}
