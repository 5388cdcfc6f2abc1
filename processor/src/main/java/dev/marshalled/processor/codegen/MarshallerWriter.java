package dev.marshalled.processor.codegen;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.FieldModel.Setter;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.schema.Layout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.lang.model.element.Modifier;
import javax.lang.model.util.Elements;

/**
 * Writes {@code FooMarshaller} for a {@link TypeModel}. Consecutive fixed-size fields form a
 * run: the writer claims (the reader takes) the whole run with one bounds check and then
 * uses positioned accessors at named offsets; variable-size fields append on their own.
 */
public final class MarshallerWriter {
    private static final ClassName UNSAFE_BUFFER = RuntimeApi.UNSAFE_BUFFER;
    private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    private static final String PROCESSOR = "dev.marshalled.processor.MarshalledProcessor";

    private final Elements elements;

    /** @param elements asked whether the module of a type can see {@code @Generated} */
    public MarshallerWriter(Elements elements) {
        this.elements = elements;
    }

    /**
     * The modifiers of a private helper method: static, but for a generic type, whose helpers use
     * the encodings its marshaller was made with.
     */
    static Modifier[] helper(TypeModel model) {
        return model.generic() ? new Modifier[] {Modifier.PRIVATE} : new Modifier[] {Modifier.PRIVATE, Modifier.STATIC};
    }

    /** The modifiers of {@code write}, {@code read} and {@code sizeOf}: static, but for a generic type. */
    static Modifier[] api(TypeModel model) {
        return model.generic() ? new Modifier[] {Modifier.PUBLIC} : new Modifier[] {Modifier.PUBLIC, Modifier.STATIC};
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
            JavaFile file = new Generation(model, identifiers).file(generated, qualified);
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

    /** The state of generating one class. */
    private static final class Generation {
        private final TypeModel model;
        private final List<Codec> codecs;
        private final String typeLabel;
        private final Constants constants;
        private final Runs runs;
        // Internal variable names, chosen so they cannot equal a field's local.
        private final String value;
        private final String buffer;
        private final String mark;
        private final String at;
        private final String failure;
        private final String result;
        private final String scope;
        private final String self;
        private final String bodyStart;
        private final String readLimit;
        private final String current;
        private final String depth;
        private final List<String> locals;
        private final MemberAccess access;
        private final FieldMethods fields;
        /** Where a run that the type arguments decide may start ({@link Runs#argumentRunStarts}). */
        private final List<Integer> argumentRunStarts;

        Generation(TypeModel model, Identifiers identifiers) {
            this.model = model;
            this.typeLabel = String.join(".", model.type().simpleNames());
            LocalNames names = new LocalNames(model, identifiers);
            this.value = names.value;
            this.buffer = names.buffer;
            this.mark = names.mark;
            this.at = names.at;
            this.failure = names.failure;
            this.result = names.result;
            this.scope = names.scope;
            this.self = names.self;
            this.bodyStart = names.bodyStart;
            this.readLimit = names.readLimit;
            this.current = names.current;
            this.depth = names.depth;
            this.locals = names.fields;
            this.constants = new Constants(identifiers);
            constants.arguments(model.typeParameters());
            CodecFactory factory = new CodecFactory(Encoding.of(model.compact()), model.type(), constants);
            this.codecs = new ArrayList<>();
            for (FieldModel field : model.fields()) {
                codecs.add(factory.of(field.wire()));
            }
            this.argumentRunStarts = Runs.argumentRunStarts(codecs, Runs.versions(model));
            // The first static initialiser, so a runtime that cannot run this class says so before
            // any other initialiser calls it.
            int level = RuntimeApi.API_LEVEL;
            constants.shared("version", TypeName.INT, "runtimeApi", "", WireCalls.VERSIONS.check.invoke(
                    CodeBlock.of("$L", level), CodeBlock.of("$S", processorVersion()),
                    CodeBlock.of("$S", model.marshaller().canonicalName())));
            this.runs = new Runs(model, codecs, constants, typeLabel, at);
            this.access = new MemberAccess(model, constants, names);
            this.fields = new FieldMethods(model, codecs, names, constants, access, countsSizeDepth());
        }


        /**
         * @param generated whether to annotate the class with {@code @Generated}
         * @param qualified simple names of {@code java.lang} types to write qualified, since a type of
         *     the marshaller's package has them too
         */
        JavaFile file(boolean generated, Set<String> qualified) {
            MethodSpec write = writeMethod();
            MethodSpec read = readMethod();
            MethodSpec sizeOf = sizeOfMethod();
            MethodSpec sizeOfAtDepth = countsSizeDepth() || model.generic() ? sizeOfAtDepthMethod() : null;
            MethodSpec construct = access.constructMethod();
            TypeName type = model.type();
            TypeSpec.Builder spec = TypeSpec.classBuilder(model.marshaller())
                    .addOriginatingElement(model.element())
                    .addJavadoc("Writes and reads {@link $T} in the Marshalled wire format; generated from its declaration.\n",
                            type)
                    .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                    .alwaysQualify(qualified.toArray(new String[0]));
            if (model.generic()) {
                MarshallerApi.genericParts(model, codecs, constants, spec, value);
                spec.addFields(constants.fields());
            } else {
                FieldSpec schema = MarshallerApi.schemaField(model, codecs, typeLabel);
                spec.addFields(constants.fields())
                        .addField(schema)
                        .addField(MarshallerApi.instanceField(model, value, buffer, countsSizeDepth() ? depth : null))
                        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
            }
            spec.addMethod(write)
                    .addMethod(read)
                    .addMethod(sizeOf);
            if (sizeOfAtDepth != null) {
                spec.addMethod(sizeOfAtDepth);
            }
            spec.addMethods(fields.methods());
            if (construct != null) {
                spec.addMethod(construct);
            }
            TypeSpec holder = constants.holderType();
            if (holder != null) {
                spec.addType(holder);
            }
            if (generated) {
                spec.addAnnotation(AnnotationSpec.builder(GENERATED).addMember("value", "$S", PROCESSOR).build());
            }
            if (access.castsHandleUnchecked() || model.generic() && !model.construction().direct()) {
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


        private MethodSpec writeMethod() {
            fields.startMethod();
            CodeBlock.Builder body = CodeBlock.builder();
            boolean atDeclared = false;
            for (int i = 0; i < codecs.size(); i++) {
                Runs.Run run = runs.startingAt(i);
                if (run != null) {
                    body.addStatement(atDeclared ? "$N = $L" : "int $N = $L", at,
                            RuntimeCalls.BUFFER.claim.call(buffer, name(run.sizeConstant)));
                    atDeclared = true;
                }
                Runs.Run inRun = runs.containing(i);
                body.add(fields.writeField(i, body, inRun == null ? null : inRun.index(i)));
            }
            MethodSpec.Builder method = MethodSpec.methodBuilder("write")
                    .addAnnotations(overrides())
                    .addJavadoc("Appends {@code $N} at the buffer's write index; on failure the write index is unchanged.\n",
                            value)
                    .addJavadoc("\n@param $N the value to write, not null\n@param $N the buffer to append to\n", value, buffer)
                    .addJavadoc("@throws $T if a fixed-size buffer is full or objects nest too deeply\n", marshalException())
                    .addModifiers(api(model))
                    .addParameter(model.declaredType(), value)
                    .addParameter(UNSAFE_BUFFER, buffer)
                    .addStatement("$T.requireNonNull($N, $S)", Objects.class, value, "cannot write a null " + typeLabel);
            if (model.usesReferences()) {
                method.addStatement("boolean $N = $L", scope, WireCalls.REFERENCES.beginWrite.call(buffer));
            } else if (model.generic()) {
                method.addStatement("boolean $N = $L && $L", scope, argumentsKeepIdentity(),
                        WireCalls.REFERENCES.beginWrite.call(buffer));
            }
            method.addCode(model.recursive()
                            ? CodeBlock.of("int $N = $L;\n", mark, WireCalls.NESTING.enterWrite.call(buffer, label()))
                            : CodeBlock.of("int $N = $L;\n", mark, RuntimeCalls.BUFFER.writeIndex.call(buffer)))
                    .beginControlFlow("try");
            if (model.references()) {
                method.addStatement("$L", WireCalls.REFERENCES.addWritten.call(buffer, name(value),
                        CodeBlock.of("$L", !model.createdFirst())));
            }
            if (model.evolvable()) {
                method.addStatement("int $N = $L", bodyStart, WireCalls.BODIES.begin.call(buffer));
            }
            method.addCode(body.build());
            if (model.evolvable()) {
                method.addStatement("$L", WireCalls.BODIES.end.call(buffer, name(bodyStart)));
            }
            if (model.references() && !model.createdFirst()) {
                method.addStatement("$L", WireCalls.REFERENCES.completeWritten.call(buffer, name(value)));
            }
            method.nextControlFlow("catch ($T $N)", RuntimeException.class, failure)
                    .addCode(exitDepth(WireCalls.NESTING.exitWrite))
                    .addStatement("$L", WireCalls.NESTING.abortWrite.call(buffer, name(mark)))
                    .addStatement("throw $N", failure);
            if (model.usesReferences() || model.generic()) {
                method.nextControlFlow("finally")
                        .addStatement("$L", WireCalls.REFERENCES.endWrite.call(buffer, name(scope)));
            }
            return method.endControlFlow()
                    .addCode(exitDepth(WireCalls.NESTING.exitWrite))
                    .build();
        }

        private MethodSpec readMethod() {
            fields.startMethod();
            CodeBlock.Builder body = CodeBlock.builder();
            if (model.references()) {
                body.addStatement("int $N = $L", self, WireCalls.REFERENCES.reserveRead.call(buffer));
            }
            if (model.createdFirst()) {
                body.addStatement("$T $N = $L", model.declaredType(), result, access.newInstance(List.of()));
                body.addStatement("$L", WireCalls.REFERENCES.setRead.call(buffer, name(self), name(result)));
            }
            if (model.evolvable()) {
                body.addStatement("int $N = $L", readLimit, WireCalls.BODIES.enter.call(buffer, label()));
                body.beginControlFlow("try");
            }
            Map<Integer, String> presentFlags = readFields(body);
            List<CodeBlock> args = new ArrayList<>();
            for (int index : model.constructorArgs()) {
                FieldModel field = model.fields().get(index);
                args.add(field.retired() ? FieldCode.emptyValue(field) : CodeBlock.of("$N", locals.get(index)));
            }
            if (!model.createdFirst()) {
                body.addStatement("$N = null", current);
                body.addStatement("$T $N = $L", model.declaredType(), result, access.newInstance(args));
                if (model.references()) {
                    body.addStatement("$L", WireCalls.REFERENCES.setRead.call(buffer, name(self), name(result)));
                }
            }
            assignFields(body, presentFlags);
            body.add(exitDepth(WireCalls.NESTING.exitRead));
            body.addStatement("return $N", result);
            if (model.evolvable()) {
                body.nextControlFlow("finally")
                        .addStatement("$L", WireCalls.BODIES.exit.call(buffer, name(readLimit)))
                        .endControlFlow();
            }
            return readShell(body.build());
        }

        /** The public {@code read} around {@code body}: references, depth, and the one catch that names the failure. */
        private MethodSpec readShell(CodeBlock body) {
            MethodSpec.Builder method = MethodSpec.methodBuilder("read")
                    .addAnnotations(overrides())
                    .addJavadoc("Reads one {@code $L} at the buffer's read index; on failure the read index is unchanged.\n",
                            typeLabel)
                    .addJavadoc("\n@param $N the buffer to read from\n@return the value read\n", buffer)
                    .addJavadoc("@throws $T if the bytes are not a valid encoding; nothing else is thrown\n",
                            marshalException())
                    .addModifiers(api(model))
                    .returns(model.declaredType())
                    .addParameter(UNSAFE_BUFFER, buffer);
            if (model.usesReferences()) {
                method.addStatement("boolean $N = $L", scope, WireCalls.REFERENCES.beginRead.call(buffer));
            } else if (model.generic()) {
                method.addStatement("boolean $N = $L && $L", scope, argumentsKeepIdentity(),
                        WireCalls.REFERENCES.beginRead.call(buffer));
            }
            method.addCode(model.recursive()
                            ? CodeBlock.of("int $N = $L;\n", mark, WireCalls.NESTING.enterRead.call(buffer, label()))
                            : CodeBlock.of("int $N = $L;\n", mark, RuntimeCalls.BUFFER.readIndex.call(buffer)))
                    .addStatement("$T $N = null", String.class, current)
                    .beginControlFlow("try")
                    .addCode(body)
                    .nextControlFlow("catch ($T $N)", RuntimeException.class, failure)
                    .addCode(exitDepth(WireCalls.NESTING.exitRead))
                    .addStatement("throw $L", WireCalls.NESTING.abortRead.call(buffer, name(mark), name(failure), label(),
                            name(current)));
            if (model.usesReferences() || model.generic()) {
                method.nextControlFlow("finally")
                        .addStatement("$L", WireCalls.REFERENCES.endRead.call(buffer, name(scope)));
            }
            return method.endControlFlow().build();
        }

        /**
         * Sets each field that the constructor did not take on the new object; a field of a later
         * version that the bytes do not have keeps the constructor's value.
         */
        private void assignFields(CodeBlock.Builder body, Map<Integer, String> presentFlags) {
            String versionFlag = null;
            for (int i = 0; i < model.fields().size(); i++) {
                FieldModel field = model.fields().get(i);
                Setter setter = field.setter();
                if (field.retired() || setter == Setter.CONSTRUCTOR) {
                    continue;
                }
                String flag = runs.version(i) > 1 ? presentFlags.get(runs.version(i)) : null;
                if (!Objects.equals(flag, versionFlag)) {
                    if (versionFlag != null) {
                        body.endControlFlow();
                    }
                    if (flag != null) {
                        body.beginControlFlow("if ($N)", flag);
                    }
                    versionFlag = flag;
                }
                body.addStatement("$L", access.set(field, result, CodeBlock.of("$N", locals.get(i))));
            }
            if (versionFlag != null) {
                body.endControlFlow();
            }
        }

        /**
         * Reads every field into its local. In an evolvable type the fields of each later
         * version are read only if the body has bytes left; otherwise their locals keep 0,
         * false or null.
         *
         * @return for each version after the first, the local that says whether the bytes have its fields
         */
        private Map<Integer, String> readFields(CodeBlock.Builder body) {
            Map<Integer, String> presentFlags = new HashMap<>();
            boolean atDeclared = false;
            if (model.evolvable() && !runs.all().isEmpty()) {
                body.addStatement("int $N", at);
                atDeclared = true;
            }
            for (Layout.Group group : runs.versionGroups()) {
                boolean optional = group.optional();
                if (optional) {
                    for (int j = group.first(); j <= group.last(); j++) {
                        FieldModel later = model.fields().get(j);
                        body.addStatement("$T $N = $L", later.javaType(), locals.get(j),
                                later.javaType().isPrimitive() ? FieldCode.emptyValue(later) : CodeBlock.of("null"));
                    }
                    String flag = fields.temporaries().fresh("version" + group.version() + "Present");
                    presentFlags.put(group.version(), flag);
                    body.addStatement("boolean $N = $L", flag, WireCalls.BODIES.more.call(buffer));
                    body.beginControlFlow("if ($N)", flag);
                }
                for (int i = group.first(); i <= group.last(); i++) {
                    readField(body, i, optional, atDeclared);
                    atDeclared |= runs.startingAt(i) != null;
                }
                if (optional) {
                    body.endControlFlow();
                }
            }
            return presentFlags;
        }

        /** Reads field {@code i} into its local, with the bounds check of the run it starts, if any. */
        private void readField(CodeBlock.Builder body, int i, boolean optional, boolean atDeclared) {
            Runs.Run run = runs.startingAt(i);
            Runs.Run inRun = runs.containing(i);
            FieldModel field = model.fields().get(i);
            if (run != null) {
                body.addStatement("$N = $N", current, constants.path(typeLabel, run.label()));
            } else if (inRun == null) {
                body.addStatement("$N = $L", current, fields.slot(i).labelLiteral());
            }
            if (argumentRunStarts.contains(i)) {
                // The run the arguments make here, if they make one, is checked whole first.
                body.addStatement("$L", WireCalls.ARGUMENT_RUNS.check.call(argumentRuns(), name(buffer),
                        CodeBlock.of("$L", i)));
            }
            if (run != null) {
                body.addStatement(atDeclared ? "$N = $L" : "int $N = $L", at,
                        RuntimeCalls.BUFFER.take.call(buffer, name(run.sizeConstant), name(constants.path(typeLabel, run.label()))));
            }
            Codec.Expr read = fields.readField(i, inRun == null ? null : inRun.index(i));
            body.add(read.statements());
            if (optional) {
                body.addStatement("$N = $L", locals.get(i), read.value());
            } else {
                body.addStatement("$T $N = $L", field.javaType(), locals.get(i), read.value());
            }
            if (field.nonNull() && field.setter() != Setter.CONSTRUCTOR && !field.retired()) {
                // A constructor checks its own parameters; a field set afterwards is checked here.
                body.addStatement("$L", WireCalls.MEMBERS.requireNonNull.call(buffer, name(locals.get(i)),
                        fields.slot(i).labelLiteral()));
            }
        }

        /**
         * For a generic type, whether its arguments' values keep identity
         * ({@code FieldEncoding.keepIdentity}), as the call of its accessor.
         */
        private CodeBlock argumentsKeepIdentity() {
            List<CodeBlock> arguments = new ArrayList<>();
            for (String argument : constants.arguments()) {
                arguments.add(CodeBlock.of("$N", argument));
            }
            // Found on first use, not when made: the arguments' schemas reach the field types' schemas,
            // whose marshallers may be made while this one is, in the same class initialisation.
            return constants.lazy("keepIdentity", TypeName.BOOLEAN.box(), "argumentsKeepIdentity",
                    WireCalls.FIELD_ENCODING.keepIdentity.invoke(CodeBlock.join(arguments, ", ")));
        }

        /** {@code @Override} on the public methods of a generic type's marshaller, which implements {@code Marshaller}. */
        private List<AnnotationSpec> overrides() {
            return model.generic() ? List.of(AnnotationSpec.builder(Override.class).build()) : List.of();
        }

        /** Leaves one level of nesting; only recursive types count levels. */
        private CodeBlock exitDepth(RuntimeMember.Method exit) {
            return model.recursive() ? exit.statement(buffer) : CodeBlock.of("");
        }

        /**
         * The call of the accessor of this parameterization's {@code ArgumentRuns}, made on first use
         * from its schema (which the constructor makes after the fields the read method names).
         */
        private CodeBlock argumentRuns() {
            return constants.lazy("argumentRuns", RuntimeApi.ARGUMENT_RUNS, "argumentRuns",
                    WireCalls.ARGUMENT_RUNS.of.invoke(RuntimeCalls.MARSHALLER.schema.call(CodeBlock.of("this")), label()));
        }

        /** The constant holding the type's label, {@code TYPE}. */
        private CodeBlock label() {
            return name(constants.path(typeLabel, typeLabel));
        }

        private static CodeBlock name(String local) {
            return CodeBlock.of("$N", local);
        }

        /**
         * Whether {@code sizeOf} counts nesting: a type that can contain itself could otherwise
         * recurse without end on a cycle (a type that keeps identity measures by writing, which counts).
         */
        private boolean countsSizeDepth() {
            // A generic type counts too: its arguments' types may contain it.
            return (model.recursive() || model.generic()) && !model.usesReferences();
        }

        /** For a type that can contain itself, the {@code sizeOf} that nested types call one level deeper. */
        private MethodSpec sizeOfAtDepthMethod() {
            CodeBlock.Builder body = CodeBlock.builder();
            if (countsSizeDepth()) {
                if (model.recursive()) { // a generic type that cannot contain itself passes the depth on
                    body.addStatement("$L", WireCalls.NESTING.checkSizeDepth.invoke(CodeBlock.of("$N", depth), label()));
                }
                sizeTerms(body);
            } else { // measured by writing, which counts depth itself
                body.addStatement("return sizeOf($N)", value);
            }
            MethodSpec.Builder method = MethodSpec.methodBuilder("sizeOf");
            if (model.generic()) {
                method.addAnnotation(Override.class);
            }
            return method
                    .addJavadoc("As {@link #sizeOf($T)}, for a value nested $N levels deep in values of types\n"
                            + "that can contain themselves; for generated code.\n", model.type(), depth)
                    .addJavadoc("\n@param $N the value to measure, not null\n@param $N its nesting depth\n", value, depth)
                    .addJavadoc("@return its encoded size in bytes\n")
                    .addJavadoc("@throws $T if nesting is deeper than the limit, as on a cycle\n", marshalException())
                    .addModifiers(api(model))
                    .returns(int.class)
                    .addParameter(model.declaredType(), value)
                    .addParameter(int.class, depth)
                    .addCode(body.build())
                    .build();
        }

        private MethodSpec sizeOfMethod() {
            CodeBlock.Builder body = CodeBlock.builder();
            if (model.generic() && !model.usesReferences()) {
                // Arguments whose values keep identity share one table across the fields, so a
                // shared object's size depends on what came before it: found by writing, as below.
                body.beginControlFlow("if ($L)", argumentsKeepIdentity())
                        .addStatement("$T $N = $L", UNSAFE_BUFFER, buffer, RuntimeCalls.BUFFER.create.invoke(CodeBlock.of("256")))
                        .addStatement("write($N, $N)", value, buffer)
                        .addStatement("return $L", RuntimeCalls.BUFFER.writeIndex.call(buffer))
                        .endControlFlow();
            }
            if (countsSizeDepth()) {
                body.addStatement("return sizeOf($N, 0)", value);
            } else if (model.usesReferences()) {
                // Whether an object is written in full or as a back reference depends on what was
                // written before it, so the exact size is found by writing.
                body.addStatement("$T $N = $L", UNSAFE_BUFFER, buffer, RuntimeCalls.BUFFER.create.invoke(CodeBlock.of("256")))
                        .addStatement("write($N, $N)", value, buffer)
                        .addStatement("return $L", RuntimeCalls.BUFFER.writeIndex.call(buffer));
            } else {
                sizeTerms(body);
            }
            MethodSpec.Builder method = MethodSpec.methodBuilder("sizeOf");
            if (model.generic()) {
                method.addAnnotation(Override.class);
            }
            return method
                    .addJavadoc("Returns the exact number of bytes {@link #write} appends for {@code $N}.\n", value)
                    .addJavadoc("\n@param $N the value to measure, not null\n@return its encoded size in bytes\n", value)
                    .addModifiers(api(model))
                    .returns(int.class)
                    .addParameter(model.declaredType(), value)
                    .addCode(body.build())
                    .build();
        }

        private void sizeTerms(CodeBlock.Builder body) {
            fields.startMethod();
            List<CodeBlock> terms = new ArrayList<>();
            for (Runs.Run run : runs.all()) {
                terms.add(CodeBlock.of("$N", run.sizeConstant));
            }
            for (int i = 0; i < codecs.size(); i++) {
                if (codecs.get(i).fixedSize() == Codec.VARIABLE) {
                    Codec.Expr size = fields.sizeField(i, body);
                    body.add(size.statements());
                    terms.add(size.value());
                }
            }
            if (model.evolvable()) {
                terms.add(CodeBlock.of("4"));
            }
            if (terms.isEmpty()) {
                terms.add(CodeBlock.of("0"));
            }
            body.addStatement("return $L", CodeBlock.join(terms, "$W+ "));
        }

        /** The processor's version, from its jar's manifest; outside a jar (its own tests), a fixed word. */
        private static String processorVersion() {
            String version = MarshallerWriter.class.getPackage().getImplementationVersion();
            return version == null ? "a development build" : version;
        }

        private static ClassName marshalException() {
            return RuntimeApi.MARSHAL_EXCEPTION;
        }
    }
}
