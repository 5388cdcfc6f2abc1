package dev.marshalled.processor.codegen;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.TypeVariableName;
import com.squareup.javapoet.WildcardTypeName;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.schema.GeneratedNames;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeParameterElement;

/**
 * The parts of a generated marshaller that frameworks use: the {@code INSTANCE} that implements
 * {@code Marshaller}, for a type with a type id the {@code Provider} that {@code ServiceLoader}
 * finds, and for a generic type what makes the class itself a {@code Marshaller}. Its
 * {@code SCHEMA} is {@link SchemaWriter}'s.
 */
final class MarshallerApi {
    private static final ClassName MARSHALLER = RuntimeApi.MARSHALLER;
    private static final ClassName PROVIDER = RuntimeApi.MARSHALLER_PROVIDER;

    private MarshallerApi() {
    }

    /**
     * The parts of a generic type's marshaller that take the place of {@code SCHEMA} and
     * {@code INSTANCE}: the class is itself the {@code Marshaller}, made per parameterization by
     * {@code of(...)} from the arguments' marshallers, and holds its schema.
     */
    static void genericParts(TypeModel model, List<Codec> codecs, Constants constants, TypeSpec.Builder spec,
            String value) {
        TypeName self = model.declaredType();
        List<TypeVariableName> variables = new ArrayList<>();
        for (TypeParameterElement parameter : model.element().getTypeParameters()) {
            variables.add(TypeVariableName.get(parameter));
        }
        List<CodeBlock> names = new ArrayList<>();
        List<CodeBlock> qualifiedNames = new ArrayList<>();
        for (String argument : constants.arguments()) {
            names.add(WireCalls.FIELD_ENCODING.display.invoke(CodeBlock.of("$N", argument)));
            qualifiedNames.add(WireCalls.FIELD_ENCODING.qualifiedName.invoke(CodeBlock.of("$N", argument)));
        }
        // Result<Item> and Result<String> are two types to a reader: each parameterization has its own names.
        CodeBlock typeName = CodeBlock.of("$S + $L + $S", String.join(".", model.type().simpleNames()) + "<",
                CodeBlock.join(names, " + \",\" + "), ">");
        CodeBlock qualifiedName = CodeBlock.of("$S + $L + $S", model.type().reflectionName() + "<",
                CodeBlock.join(qualifiedNames, " + \",\" + "), ">");
        // Described first: a field's schema may need a marshaller the constants then make.
        CodeBlock arguments = CodeBlock.of("new $T[] {$L}", String.class, CodeBlock.join(names, ", "));
        String schema = constants.instance("schema", RuntimeApi.WIRE_SCHEMA, "schema",
                SchemaWriter.schema(model, codecs, typeName, qualifiedName, arguments, constants));
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
        MethodSpec.Builder of = MethodSpec.methodBuilder(GeneratedNames.FACTORY)
                .addJavadoc("The marshaller of {@code $L} for the given type arguments: the bytes of a value are\n"
                        + "those of the type with its parameters replaced by the arguments; no type arguments\n"
                        + "go on the wire.\n\n<pre>{@code\nMarshaller<$L<Item>> items = $L.of(ItemMarshaller.INSTANCE);\n"
                        + "}</pre>\n\n", String.join(".", model.type().simpleNames()) + variables,
                        model.type().simpleName(), model.marshaller().simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariables(variables)
                .returns(ParameterizedTypeName.get(model.marshaller(), variables.toArray(new TypeName[0])));
        CodeBlock.Builder assign = CodeBlock.builder();
        for (int i = 0; i < variables.size(); i++) {
            String argument = constants.arguments().get(i);
            TypeName type = ParameterizedTypeName.get(MARSHALLER, variables.get(i));
            spec.addField(FieldSpec.builder(type, argument, Modifier.PRIVATE, Modifier.FINAL).build());
            constructor.addParameter(type, argument);
            of.addParameter(type, argument);
            of.addJavadoc("@param $N the marshaller of the argument for {@code $L}: a generated {@code INSTANCE}, a\n"
                    + "{@code JdkMarshallers} one, or another generic type's {@code of(...)}\n", argument,
                    variables.get(i).name);
            assign.addStatement("this.$N = $T.requireNonNull($N, $S)", argument, java.util.Objects.class, argument,
                    "the marshaller of " + variables.get(i).name);
        }
        of.addJavadoc("@param <$L> the type argument\n", String.join("> the type argument\n@param <",
                variables.stream().map(v -> v.name).toList()));
        of.addJavadoc("@return the marshaller\n");
        // One marshaller per parameterization, so a type that holds itself at other arguments reaches
        // a finite set of them.
        TypeName made = ParameterizedTypeName.get(ClassName.get("java.util.concurrent", "ConcurrentMap"),
                ParameterizedTypeName.get(ClassName.get(List.class), ParameterizedTypeName.get(MARSHALLER,
                        WildcardTypeName.subtypeOf(Object.class))), ClassName.get(Object.class));
        String byArguments = constants.shared("made", made, "made", "", CodeBlock.of("new $T<>()",
                ClassName.get("java.util.concurrent", "ConcurrentHashMap")));
        of.addStatement("return $L", WireCalls.FIELD_ENCODING.canonical.invoke(CodeBlock.of("$N", byArguments),
                CodeBlock.of("() -> new $T<>($L)", model.marshaller(), String.join(", ", constants.arguments())),
                CodeBlock.of("$L", String.join(", ", constants.arguments()))));
        spec.addTypeVariables(variables)
                .addSuperinterface(ParameterizedTypeName.get(RuntimeApi.DEPTH_SIZED, self))
                .addFields(constants.instanceFields())
                .addMethod(constructor.addCode(assign.build()).addCode(constants.construction()).build())
                .addMethod(of.build())
                .addMethod(override(RuntimeCalls.MARSHALLER.schema).returns(RuntimeApi.WIRE_SCHEMA)
                        .addStatement("return $N", schema).build())
                .addMethod(override(RuntimeCalls.MARSHALLER.type)
                        .addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "unchecked")
                                .build())
                        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), self))
                        .addComment("every parameterization has the one class")
                        .addStatement("return ($T) ($T<?>) $T.class", ParameterizedTypeName.get(ClassName.get(Class.class),
                                self), Class.class, model.type()).build())
                .addMethods(constants.lazyMethods())
                .addMethod(MethodSpec.methodBuilder("toString").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return $S + $N.typeName()", model.marshaller().simpleName() + " of ", schema)
                        .build());
    }

    /** @param depth the depth parameter's name, if the type's {@code sizeOf} counts depth; else null */
    static FieldSpec instanceField(TypeModel model, String value, String buffer, String depth) {
        TypeName type = model.type();
        TypeName marshallerType = ParameterizedTypeName.get(MARSHALLER, type);
        TypeSpec.Builder anonymous = TypeSpec.anonymousClassBuilder("")
                .addSuperinterface(marshallerType)
                .addMethod(override(RuntimeCalls.MARSHALLER.write).addParameter(type, value)
                        .addParameter(RuntimeApi.UNSAFE_BUFFER, buffer)
                        .addStatement("$T.write($N, $N)", model.marshaller(), value, buffer).build())
                .addMethod(override(RuntimeCalls.MARSHALLER.read).returns(type).addParameter(RuntimeApi.UNSAFE_BUFFER, buffer)
                        .addStatement("return $T.read($N)", model.marshaller(), buffer).build())
                .addMethod(override(RuntimeCalls.MARSHALLER.sizeOf).returns(int.class).addParameter(type, value)
                        .addStatement("return $T.sizeOf($N)", model.marshaller(), value).build())
                .addMethod(override(RuntimeCalls.MARSHALLER.schema).returns(RuntimeApi.WIRE_SCHEMA)
                        .addStatement("return $N", GeneratedNames.SCHEMA).build())
                .addMethod(override(RuntimeCalls.MARSHALLER.type)
                        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), type))
                        .addStatement("return $T.class", type).build());
        if (depth != null) {
            // Measured one level deeper where it is a generic type's argument, so a cycle through it ends.
            anonymous = TypeSpec.anonymousClassBuilder("")
                    .addSuperinterface(ParameterizedTypeName.get(RuntimeApi.DEPTH_SIZED, type))
                    .addMethods(anonymous.build().methodSpecs)
                    .addMethod(override(WireCalls.DEPTH_SIZED.sizeOf).returns(int.class).addParameter(type, value)
                            .addParameter(int.class, depth)
                            .addStatement("return $T.sizeOf($N, $N)", model.marshaller(), value, depth).build());
        }
        if (model.typeId() != 0) {
            anonymous.addMethod(override(RuntimeCalls.MARSHALLER.typeId).returns(int.class)
                    .addStatement("return $L", model.typeId()).build());
        }
        return FieldSpec.builder(marshallerType, GeneratedNames.INSTANCE, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("This marshaller as a {@link $T}, for code that holds marshallers generically.\n", MARSHALLER)
                .initializer("$L", anonymous.build())
                .build();
    }

    /** A public class with a public no-argument constructor, as {@code ServiceLoader} needs on the class path. */
    static TypeSpec providerType(TypeModel model) {
        return TypeSpec.classBuilder(GeneratedNames.PROVIDER)
                .addJavadoc("Lets {@code Marshallers.discovered()} find this marshaller by type id $L; listed in\n"
                        + "{@code META-INF/services/$L}.\n", model.typeId(), PROVIDER.reflectionName())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addSuperinterface(PROVIDER)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("For {@code ServiceLoader}.\n").build())
                .addMethod(override(RuntimeCalls.PROVIDER.marshaller)
                        .returns(ParameterizedTypeName.get(MARSHALLER, WildcardTypeName.subtypeOf(Object.class)))
                        .addStatement("return $N", GeneratedNames.INSTANCE).build())
                .build();
    }

    private static MethodSpec.Builder override(RuntimeMember.Method method) {
        return MethodSpec.methodBuilder(method.name()).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC);
    }
}
