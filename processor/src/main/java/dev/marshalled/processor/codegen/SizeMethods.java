package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The public {@code sizeOf}, and for a type whose size counts nesting the {@code sizeOf} at a
 * depth that nested types call: the sum of the runs' sizes and of each variable-size field's, or,
 * where the frame says so, the bytes a write takes.
 */
final class SizeMethods {
    private final ClassContext context;
    private final LocalNames names;

    SizeMethods(ClassContext context) {
        this.context = context;
        this.names = context.names;
    }

    MethodSpec sizeOf() {
        Frame frame = context.frame;
        CodeBlock.Builder body = CodeBlock.builder();
        if (frame.measuresByWritingIfArgumentsKeepIdentity()) {
            body.beginControlFlow("if ($L)", frame.argumentsKeepIdentity());
            byWriting(body);
            body.endControlFlow();
        }
        if (frame.countsSizeDepth()) {
            body.addStatement("return sizeOf($N, 0)", names.value);
        } else if (frame.measuresByWriting()) {
            byWriting(body);
        } else {
            sum(body);
        }
        return start()
                .addJavadoc("Returns the exact number of bytes {@link #write} appends for {@code $N}.\n", names.value)
                .addJavadoc("\n@param $N the value to measure, not null\n@return its encoded size in bytes\n",
                        names.value)
                .addModifiers(frame.api())
                .returns(int.class)
                .addParameter(context.model.declaredType(), names.value)
                .addCode(body.build())
                .build();
    }

    /** For a type that can contain itself, the {@code sizeOf} that nested types call one level deeper; else null. */
    MethodSpec sizeOfAtDepth() {
        Frame frame = context.frame;
        if (!frame.sizesAtDepth()) {
            return null;
        }
        CodeBlock.Builder body = CodeBlock.builder();
        if (frame.countsSizeDepth()) {
            if (frame.checksSizeDepth()) { // a generic type that cannot contain itself passes the depth on
                body.addStatement("$L", WireCalls.NESTING.checkSizeDepth.invoke(CodeBlock.of("$N", names.depth),
                        frame.label()));
            }
            sum(body);
        } else { // measured by writing, which counts depth itself
            body.addStatement("return sizeOf($N)", names.value);
        }
        return start()
                .addJavadoc("As {@link #sizeOf($T)}, for a value nested $N levels deep in values of types\n"
                        + "that can contain themselves; for generated code.\n", context.model.type(), names.depth)
                .addJavadoc("\n@param $N the value to measure, not null\n@param $N its nesting depth\n", names.value,
                        names.depth)
                .addJavadoc("@return its encoded size in bytes\n")
                .addJavadoc("@throws $T if nesting is deeper than the limit, as on a cycle\n",
                        RuntimeApi.MARSHAL_EXCEPTION)
                .addModifiers(frame.api())
                .returns(int.class)
                .addParameter(context.model.declaredType(), names.value)
                .addParameter(int.class, names.depth)
                .addCode(body.build())
                .build();
    }

    private MethodSpec.Builder start() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("sizeOf");
        if (context.model.generic()) {
            method.addAnnotation(Override.class);
        }
        return method;
    }

    /** Returns the bytes a write of the value takes, written to a buffer of its own. */
    private void byWriting(CodeBlock.Builder body) {
        body.addStatement("$T $N = $L", RuntimeApi.UNSAFE_BUFFER, names.buffer,
                        RuntimeCalls.BUFFER.create.invoke(CodeBlock.of("256")))
                .addStatement("write($N, $N)", names.value, names.buffer)
                .addStatement("return $L", RuntimeCalls.BUFFER.writeIndex.call(names.buffer));
    }

    /** Returns the sum of the runs' sizes, each variable-size field's, and an evolvable body's length. */
    private void sum(CodeBlock.Builder body) {
        context.fields.startMethod();
        List<CodeBlock> terms = new ArrayList<>();
        for (Runs.Run run : context.runs.all()) {
            terms.add(CodeBlock.of("$N", run.sizeConstant));
        }
        for (int i = 0; i < context.codecs.size(); i++) {
            if (context.codecs.get(i).fixedSize() == Codec.VARIABLE) {
                Codec.Expr size = context.fields.sizeField(i, body);
                body.add(size.statements());
                terms.add(size.value());
            }
        }
        if (context.model.evolvable()) {
            terms.add(CodeBlock.of("4"));
        }
        if (terms.isEmpty()) {
            terms.add(CodeBlock.of("0"));
        }
        body.addStatement("return $L", CodeBlock.join(terms, "$W+ "));
    }
}
