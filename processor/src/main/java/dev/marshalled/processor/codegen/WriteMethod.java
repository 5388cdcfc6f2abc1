package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import dev.marshalled.processor.codegen.Frame.Direction;
import java.util.Objects;

/**
 * The public {@code write}: each run of fixed-size fields claimed with one bounds check and written
 * at its offsets, each other field appended on its own, inside the frame of its kind of type
 * (depth, reference scope, undoing a failed write).
 */
final class WriteMethod {
    private final ClassContext context;

    WriteMethod(ClassContext context) {
        this.context = context;
    }

    MethodSpec build() {
        LocalNames names = context.names;
        Frame frame = context.frame;
        context.fields.startMethod();
        CodeBlock.Builder body = CodeBlock.builder();
        boolean atDeclared = false;
        for (int i = 0; i < context.codecs.size(); i++) {
            Runs.Run run = context.runs.startingAt(i);
            if (run != null) {
                body.addStatement(atDeclared ? "$N = $L" : "int $N = $L", names.at,
                        RuntimeCalls.BUFFER.claim.call(names.buffer, CodeBlock.of("$N", run.sizeConstant)));
                atDeclared = true;
            }
            Runs.Run inRun = context.runs.containing(i);
            body.add(context.fields.writeField(i, body, inRun == null ? null : inRun.index(i)));
        }
        MethodSpec.Builder method = MethodSpec.methodBuilder("write")
                .addAnnotations(frame.overrides())
                .addJavadoc("Appends {@code $N} at the buffer's write index; on failure the write index is unchanged.\n",
                        names.value)
                .addJavadoc("\n@param $N the value to write, not null\n@param $N the buffer to append to\n", names.value,
                        names.buffer)
                .addJavadoc("@throws $T if a fixed-size buffer is full or objects nest too deeply\n",
                        RuntimeApi.MARSHAL_EXCEPTION)
                .addModifiers(frame.api())
                .addParameter(context.model.declaredType(), names.value)
                .addParameter(RuntimeApi.UNSAFE_BUFFER, names.buffer)
                .addStatement("$T.requireNonNull($N, $S)", Objects.class, names.value,
                        "cannot write a null " + context.typeLabel)
                .addCode(frame.enter(Direction.WRITE))
                .beginControlFlow("try")
                .addCode(body(body.build()))
                .nextControlFlow("catch ($T $N)", RuntimeException.class, names.failure)
                .addCode(frame.exit(Direction.WRITE))
                .addStatement("$L", WireCalls.NESTING.abortWrite.call(names.buffer, CodeBlock.of("$N", names.mark)))
                .addStatement("throw $N", names.failure);
        frame.endTry(method, Direction.WRITE);
        return method.addCode(frame.exit(Direction.WRITE)).build();
    }

    /**
     * The fields' code, for a type that keeps identity between the note of the object written
     * (before its fields, unless it is created before them on read) and its completion; for an
     * evolvable type inside its length-prefixed body.
     */
    private CodeBlock body(CodeBlock fields) {
        LocalNames names = context.names;
        boolean references = context.model.references();
        boolean createdFirst = context.model.createdFirst();
        CodeBlock.Builder code = CodeBlock.builder();
        if (references) {
            code.addStatement("$L", WireCalls.REFERENCES.addWritten.call(names.buffer,
                    CodeBlock.of("$N", names.value), CodeBlock.of("$L", !createdFirst)));
        }
        if (context.model.evolvable()) {
            code.addStatement("int $N = $L", names.bodyStart, WireCalls.BODIES.begin.call(names.buffer));
        }
        code.add(fields);
        if (context.model.evolvable()) {
            code.addStatement("$L", WireCalls.BODIES.end.call(names.buffer, CodeBlock.of("$N", names.bodyStart)));
        }
        if (references && !createdFirst) {
            code.addStatement("$L", WireCalls.REFERENCES.completeWritten.call(names.buffer,
                    CodeBlock.of("$N", names.value)));
        }
        return code.build();
    }
}
