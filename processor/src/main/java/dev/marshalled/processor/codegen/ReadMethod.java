package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import dev.marshalled.processor.codegen.Frame.Direction;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.FieldModel.Setter;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.schema.Layout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The public {@code read}: each field read into a local named after it (a run of fixed-size fields
 * taken with one bounds check), then the object made and the fields the constructor does not take
 * set on it; a retired field's bytes are read past. Before each field, {@code field} notes its
 * path for the one {@code catch} that adds it to a failure.
 */
final class ReadMethod {
    private final ClassContext context;
    private final TypeModel model;
    private final LocalNames names;

    ReadMethod(ClassContext context) {
        this.context = context;
        this.model = context.model;
        this.names = context.names;
    }

    MethodSpec build() {
        context.fields.startMethod();
        CodeBlock.Builder body = CodeBlock.builder();
        if (model.references()) {
            body.addStatement("int $N = $L", names.self, WireCalls.REFERENCES.reserveRead.call(names.buffer));
        }
        if (model.createdFirst()) {
            body.addStatement("$T $N = $L", model.declaredType(), names.result, context.access.newInstance(List.of()));
            body.addStatement("$L", setReference());
        }
        if (model.evolvable()) {
            body.addStatement("int $N = $L", names.readLimit, WireCalls.BODIES.enter.call(names.buffer,
                    context.frame.label()));
            body.beginControlFlow("try");
        }
        Map<Integer, String> presentFlags = readFields(body);
        if (!model.createdFirst()) {
            List<CodeBlock> args = new ArrayList<>();
            for (int index : model.constructorArgs()) {
                FieldModel field = model.fields().get(index);
                args.add(field.retired() ? FieldCode.emptyValue(field) : CodeBlock.of("$N", names.fields.get(index)));
            }
            body.addStatement("$N = null", names.current);
            body.addStatement("$T $N = $L", model.declaredType(), names.result, context.access.newInstance(args));
            if (model.references()) {
                body.addStatement("$L", setReference());
            }
        }
        assignFields(body, presentFlags);
        body.add(context.frame.exit(Direction.READ));
        body.addStatement("return $N", names.result);
        if (model.evolvable()) {
            body.nextControlFlow("finally")
                    .addStatement("$L", WireCalls.BODIES.exit.call(names.buffer, CodeBlock.of("$N", names.readLimit)))
                    .endControlFlow();
        }
        return shell(body.build());
    }

    /** The public {@code read} around {@code body}: references, depth, and the one catch that names the failure. */
    private MethodSpec shell(CodeBlock body) {
        Frame frame = context.frame;
        MethodSpec.Builder method = MethodSpec.methodBuilder("read")
                .addAnnotations(frame.overrides())
                .addJavadoc("Reads one {@code $L} at the buffer's read index; on failure the read index is unchanged.\n",
                        context.typeLabel)
                .addJavadoc("\n@param $N the buffer to read from\n@return the value read\n", names.buffer)
                .addJavadoc("@throws $T if the bytes are not a valid encoding; nothing else is thrown\n",
                        RuntimeApi.MARSHAL_EXCEPTION)
                .addModifiers(frame.api())
                .returns(model.declaredType())
                .addParameter(RuntimeApi.UNSAFE_BUFFER, names.buffer)
                .addCode(frame.enter(Direction.READ))
                .addStatement("$T $N = null", String.class, names.current)
                .beginControlFlow("try")
                .addCode(body)
                .nextControlFlow("catch ($T $N)", RuntimeException.class, names.failure)
                .addCode(frame.exit(Direction.READ))
                .addStatement("throw $L", WireCalls.NESTING.abortRead.call(names.buffer, CodeBlock.of("$N", names.mark),
                        CodeBlock.of("$N", names.failure), frame.label(), CodeBlock.of("$N", names.current)));
        frame.endTry(method, Direction.READ);
        return method.build();
    }

    /** Notes the object read as the one its reference, reserved before its fields, stands for. */
    private CodeBlock setReference() {
        return WireCalls.REFERENCES.setRead.call(names.buffer, CodeBlock.of("$N", names.self),
                CodeBlock.of("$N", names.result));
    }

    /**
     * Sets each field that the constructor did not take on the new object; a field of a later
     * version that the bytes do not have keeps the constructor's value.
     */
    private void assignFields(CodeBlock.Builder body, Map<Integer, String> presentFlags) {
        String versionFlag = null;
        for (int i = 0; i < model.fields().size(); i++) {
            FieldModel field = model.fields().get(i);
            if (field.retired() || field.setter() == Setter.CONSTRUCTOR) {
                continue;
            }
            int version = context.runs.version(i);
            String flag = version > 1 ? presentFlags.get(version) : null;
            if (!Objects.equals(flag, versionFlag)) {
                if (versionFlag != null) {
                    body.endControlFlow();
                }
                if (flag != null) {
                    body.beginControlFlow("if ($N)", flag);
                }
                versionFlag = flag;
            }
            body.addStatement("$L", context.access.set(field, names.result, CodeBlock.of("$N", names.fields.get(i))));
        }
        if (versionFlag != null) {
            body.endControlFlow();
        }
    }

    /**
     * Reads every field into its local. In an evolvable type the fields of each later version are
     * read only if the body has bytes left; otherwise their locals keep 0, false or null.
     *
     * @return for each version after the first, the local that says whether the bytes have its fields
     */
    private Map<Integer, String> readFields(CodeBlock.Builder body) {
        Map<Integer, String> presentFlags = new HashMap<>();
        boolean atDeclared = false;
        if (model.evolvable() && !context.runs.all().isEmpty()) {
            body.addStatement("int $N", names.at);
            atDeclared = true;
        }
        for (Layout.Group group : context.runs.versionGroups()) {
            boolean optional = group.optional();
            if (optional) {
                for (int j = group.first(); j <= group.last(); j++) {
                    FieldModel later = model.fields().get(j);
                    if (!later.retired()) {
                        body.addStatement("$T $N = $L", later.javaType(), names.fields.get(j),
                                later.javaType().isPrimitive() ? FieldCode.emptyValue(later) : CodeBlock.of("null"));
                    }
                }
                String flag = context.fields.temporaries().fresh("version" + group.version() + "Present");
                presentFlags.put(group.version(), flag);
                body.addStatement("boolean $N = $L", flag, WireCalls.BODIES.more.call(names.buffer));
                body.beginControlFlow("if ($N)", flag);
            }
            for (int i = group.first(); i <= group.last(); i++) {
                readField(body, i, optional, atDeclared);
                atDeclared |= context.runs.startingAt(i) != null;
            }
            if (optional) {
                body.endControlFlow();
            }
        }
        return presentFlags;
    }

    /** Reads field {@code i} into its local, with the bounds check of the run it starts, if any. */
    private void readField(CodeBlock.Builder body, int i, boolean optional, boolean atDeclared) {
        Runs.Run run = context.runs.startingAt(i);
        Runs.Run inRun = context.runs.containing(i);
        FieldModel field = model.fields().get(i);
        if (run != null) {
            body.addStatement("$N = $N", names.current, run.pathConstant());
        } else if (inRun == null) {
            body.addStatement("$N = $L", names.current, context.fields.slot(i).labelLiteral());
        }
        if (context.argumentRunStarts.contains(i)) {
            // The run the arguments make here, if they make one, is checked whole first.
            body.addStatement("$L", WireCalls.ARGUMENT_RUNS.check.call(argumentRuns(),
                    CodeBlock.of("$N", names.buffer), CodeBlock.of("$L", i)));
        }
        if (run != null) {
            body.addStatement(atDeclared ? "$N = $L" : "int $N = $L", names.at, RuntimeCalls.BUFFER.take.call(
                    names.buffer, CodeBlock.of("$N", run.sizeConstant), CodeBlock.of("$N", run.pathConstant())));
        }
        CodeBlock index = inRun == null ? null : inRun.index(i);
        if (field.retired()) {
            // Read past: its bytes are checked as any field's, and the value is not kept.
            body.add(context.fields.skipField(i, index));
            return;
        }
        Codec.Expr read = context.fields.readField(i, index);
        body.add(read.statements());
        if (optional) {
            body.addStatement("$N = $L", names.fields.get(i), read.value());
        } else {
            body.addStatement("$T $N = $L", field.javaType(), names.fields.get(i), read.value());
        }
        if (field.nonNull() && field.setter() != Setter.CONSTRUCTOR) {
            // A constructor checks its own parameters; a field set afterwards is checked here.
            body.addStatement("$L", WireCalls.MEMBERS.requireNonNull.call(names.buffer,
                    CodeBlock.of("$N", names.fields.get(i)), context.fields.slot(i).labelLiteral()));
        }
    }

    /**
     * The call of the accessor of this parameterization's {@code ArgumentRuns}, made on first use
     * from its schema (which the constructor makes after the fields the read method names).
     */
    private CodeBlock argumentRuns() {
        return context.constants.lazy("argumentRuns", RuntimeApi.ARGUMENT_RUNS, "argumentRuns",
                WireCalls.ARGUMENT_RUNS.of.invoke(RuntimeCalls.MARSHALLER.schema.call(CodeBlock.of("this")),
                        context.frame.label()));
    }
}
