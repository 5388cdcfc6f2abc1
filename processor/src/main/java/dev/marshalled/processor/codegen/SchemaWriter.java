package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.model.WireType;
import dev.marshalled.schema.GeneratedNames;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The schema a generated class publishes ({@code SCHEMA}, or a generic marshaller's
 * {@code schema()}): its fields' descriptions, by their codecs, and what the bytes do not say.
 */
final class SchemaWriter {
    private SchemaWriter() {
    }

    /** {@code public static final WireSchema SCHEMA}, for a type that is not generic. */
    static FieldSpec schemaField(TypeModel model, List<Codec> codecs, String typeLabel) {
        return FieldSpec.builder(RuntimeApi.WIRE_SCHEMA, GeneratedNames.SCHEMA, Modifier.PUBLIC, Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc("The wire layout of {@link $T}, for tools that decode its bytes.\n", model.type())
                .initializer("$L", schema(model, codecs, CodeBlock.of("$S", typeLabel),
                        CodeBlock.of("$S", model.type().reflectionName()), null))
                .build();
    }

    /** {@code new String[] {"T", "U"}}: a generic type's parameters, as its fields' type names write them. */
    private static CodeBlock parameters(TypeModel model) {
        List<CodeBlock> names = new ArrayList<>();
        for (String parameter : model.typeParameters()) {
            names.add(CodeBlock.of("$S", parameter));
        }
        return CodeBlock.of("new $T[] {$L}", String.class, CodeBlock.join(names, ", "));
    }

    /**
     * The expression of the type's schema.
     *
     * @param typeName its name for readers, an expression of a String
     * @param qualifiedName its Java type, an expression of a String
     * @param arguments for a generic type, the expression of its arguments' names (a local of the
     *     constructor); null for another type
     */
    static CodeBlock schema(TypeModel model, List<Codec> codecs, CodeBlock typeName, CodeBlock qualifiedName,
            CodeBlock arguments) {
        List<CodeBlock> fields = new ArrayList<>();
        for (int i = 0; i < codecs.size(); i++) {
            CodeBlock field = codecs.get(i).describe(model.fields().get(i).name());
            if (WireType.mentionsVariable(model.fields().get(i).wire())) {
                field = WireCalls.FIELD_ENCODING.withArguments.invoke(field, parameters(model), arguments);
            }
            fields.add(CodeBlock.of("\n$L", model.fields().get(i).retired() ? SchemaCalls.FIELD.retire.call(field) : field));
        }
        RuntimeMember.Method factory = SchemaCalls.SCHEMA.of;
        List<CodeBlock> identity = new ArrayList<>();
        if (model.typeId() != 0 || model.references()) {
            factory = SchemaCalls.SCHEMA.ofIdentified;
            identity.add(CodeBlock.of("$L", model.typeId()));
            identity.add(CodeBlock.of("$L", model.references()));
        }
        if (model.evolvable()) {
            factory = SchemaCalls.SCHEMA.evolvable;
            List<CodeBlock> since = new ArrayList<>();
            for (var field : model.fields()) {
                since.add(CodeBlock.of("$L", field.since()));
            }
            identity.clear();
            identity.add(CodeBlock.of("$L", model.typeId()));
            identity.add(CodeBlock.of("$L", model.references()));
            identity.add(CodeBlock.of("new int[] {$L}", CodeBlock.join(since, ",$W")));
        }
        CodeBlock head = typeName;
        for (CodeBlock part : identity) {
            head = CodeBlock.of("$L, $L", head, part);
        }
        // Each field on its own line: the arguments are one list that carries its line breaks. A
        // type with no fields (a heartbeat, an acknowledgement) has no list at all.
        CodeBlock schema = factory.invokeWith(fields.isEmpty() ? head
                : CodeBlock.of("$L,$>$>$L$<$<", head, CodeBlock.join(fields, ",")));
        if (model.compact()) {
            schema = SchemaCalls.SCHEMA.compact.call(schema);
        }
        // What a reader in another language needs and the bytes do not say: the Java type, the
        // cycle rule (built from its fields) and the depth rule (can contain itself).
        return SchemaCalls.SCHEMA.origin.call(schema, qualifiedName,
                CodeBlock.of("$L", !model.constructorArgs().isEmpty()), CodeBlock.of("$L", model.recursive()));
    }
}
