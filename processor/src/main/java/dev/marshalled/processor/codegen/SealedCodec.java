package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.marshalled.schema.GeneratedNames;
import java.util.ArrayList;
import java.util.List;

/**
 * A field of a sealed type: a tag byte (0 for null, n for the n-th permitted subtype in
 * {@code permits} order), then that subtype's body. The subtypes are known when the field is
 * compiled, so no registry is consulted; dispatch compares the exact class, so an instance of
 * an unknown subclass is refused rather than written as its parent.
 */
final class SealedCodec implements Codec {
    private final ClassName type;
    private final List<ClassName> subtypes;
    private final List<ClassName> marshallers;

    /** @param subtypes the concrete subtypes in tag order; @param marshallers theirs, in the same order */
    SealedCodec(ClassName type, List<ClassName> subtypes, List<ClassName> marshallers) {
        this.type = type;
        this.subtypes = subtypes;
        this.marshallers = marshallers;
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public boolean usesValueOnce() {
        return false;
    }

    private String permitted() {
        List<String> names = new ArrayList<>();
        for (ClassName subtype : subtypes) {
            names.add(String.join(".", subtype.simpleNames()));
        }
        return String.join(", ", names);
    }

    @Override
    public CodeBlock describe(String name) {
        List<CodeBlock> alternatives = new ArrayList<>();
        for (int i = 0; i < subtypes.size(); i++) {
            String simple = String.join(".", subtypes.get(i).simpleNames());
            alternatives.add(SchemaCalls.FIELD.nested.line(CodeBlock.of("$S", simple),
                    CodeBlock.of("$S", simple), CodeBlock.of("() -> $T.$N", marshallers.get(i), GeneratedNames.SCHEMA)));
        }
        CodeBlock union = SchemaWriter.parts(SchemaCalls.FIELD.union, List.of(CodeBlock.of("$S", name),
                CodeBlock.of("$S", String.join(".", type.simpleNames()))), alternatives);
        return SchemaWriter.qualified(union, type.reflectionName());
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if ($L == null)", value)
                .addStatement("$L", WireCalls.UNIONS.putTag.call(slot.buffer(), CodeBlock.of("0")));
        for (int i = 0; i < subtypes.size(); i++) {
            code.nextControlFlow("else if ($L.getClass() == $T.class)", value, subtypes.get(i))
                    .addStatement("$L", WireCalls.UNIONS.putTag.call(slot.buffer(), CodeBlock.of("$L", i + 1)))
                    .addStatement("$T.write(($T) $L, $N)", marshallers.get(i), subtypes.get(i), value, slot.buffer());
        }
        return code.nextControlFlow("else")
                .addStatement("throw $L", WireCalls.UNIONS.notPermitted.call(slot.buffer(), slot.labelLiteral(), value,
                        CodeBlock.of("$S", permitted())))
                .endControlFlow()
                .build();
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String result = slot.fresh("subtype");
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("$T $N", type, result)
                .beginControlFlow("switch ($L)", WireCalls.UNIONS.getTag.call(slot.buffer(), slot.labelLiteral(),
                        CodeBlock.of("$L", subtypes.size())));
        for (int i = 0; i < subtypes.size(); i++) {
            code.add("case $L:\n", i + 1).indent()
                    .addStatement("$N = $T.read($N)", result, marshallers.get(i), slot.buffer())
                    .addStatement("break")
                    .unindent();
        }
        code.add("default:\n").indent().addStatement("$N = null", result).unindent().endControlFlow();
        return new Expr(code.build(), CodeBlock.of("$N", result));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        String size = slot.fresh("size");
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int $N = 1", size)
                .beginControlFlow("if ($L == null)", value)
                .add("// the tag alone\n");
        for (int i = 0; i < subtypes.size(); i++) {
            code.nextControlFlow("else if ($L.getClass() == $T.class)", value, subtypes.get(i))
                    .addStatement("$N += $L", size, slot.sizeOf(marshallers.get(i), subtypes.get(i),
                            CodeBlock.of("($T) $L", subtypes.get(i), value)));
        }
        return new Expr(code.endControlFlow().build(), CodeBlock.of("$N", size));
    }
}
