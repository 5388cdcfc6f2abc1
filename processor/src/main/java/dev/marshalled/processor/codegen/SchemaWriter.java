package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import com.squareup.javapoet.WildcardTypeName;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.TypeModel;
import dev.marshalled.processor.model.WireType;
import dev.marshalled.schema.GeneratedNames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The schema a generated class publishes ({@code SCHEMA}, or a generic marshaller's
 * {@code schema()}), laid out for a reader: one field per line, a composite field's parts each on
 * a line of their own one level deeper, and each call that follows on a line of its own. Nothing
 * in it is left to JavaPoet's line wrapping, which would break a call in the middle.
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
                        CodeBlock.of("$S", model.type().reflectionName()), null, null))
                .build();
    }

    /**
     * The expression of the type's schema.
     *
     * @param typeName its name for readers, an expression of a String
     * @param qualifiedName its Java type, an expression of a String
     * @param arguments for a generic type, the expression of its arguments' names (a local of the
     *     constructor); null for another type
     * @param constants the class's constants, for the runtime level a call needs; null for a type
     *     that is not generic
     */
    static CodeBlock schema(TypeModel model, List<Codec> codecs, CodeBlock typeName, CodeBlock qualifiedName,
            CodeBlock arguments, Constants constants) {
        List<CodeBlock> fields = new ArrayList<>();
        for (int i = 0; i < codecs.size(); i++) {
            FieldModel field = model.fields().get(i);
            CodeBlock described = codecs.get(i).describe(field.name());
            // A field of a type parameter itself is described by its argument's encoding, in its names.
            if (WireType.mentionsVariable(field.wire()) && !(field.wire() instanceof WireType.Variable)) {
                String template = parameterTemplate(field.javaType(), model.typeParameters());
                if (template == null) {
                    described = parts(WireCalls.FIELD_ENCODING.withArguments, List.of(),
                            List.of(described, CodeBlock.of("$L, $L", parameters(model), arguments)));
                } else {
                    constants.requireLevel(RuntimeApi.PARAMETER_TEMPLATE_LEVEL);
                    described = parts(WireCalls.FIELD_ENCODING.withArgumentsMarked, List.of(),
                            List.of(described, CodeBlock.of("$L, $L, $S", parameters(model), arguments, template)));
                }
            }
            fields.add(field.retired() ? SchemaCalls.FIELD.retire.call(described) : described);
        }
        List<CodeBlock> head = new ArrayList<>();
        head.add(typeName);
        Method factory = SchemaCalls.SCHEMA.of;
        if (model.evolvable()) {
            factory = SchemaCalls.SCHEMA.evolvable;
            List<CodeBlock> since = new ArrayList<>();
            for (FieldModel field : model.fields()) {
                since.add(CodeBlock.of("$L", field.since()));
            }
            head.add(CodeBlock.of("$L", model.typeId()));
            head.add(CodeBlock.of("$L", model.references()));
            // The version of each field, on a line of its own above the fields it lists.
            fields.add(0, CodeBlock.of("new int[] {$L}", CodeBlock.join(since, ", ")));
        } else if (model.typeId() != 0 || model.references()) {
            factory = SchemaCalls.SCHEMA.ofIdentified;
            head.add(CodeBlock.of("$L", model.typeId()));
            head.add(CodeBlock.of("$L", model.references()));
        }
        CodeBlock schema = parts(factory, head, fields);
        if (model.compact()) {
            schema = SchemaCalls.SCHEMA.compact.chained(schema);
        }
        // What a reader in another language needs and the bytes do not say: the Java type, the
        // cycle rule (built from its fields) and the depth rule (can contain itself).
        return SchemaCalls.SCHEMA.origin.chained(schema, qualifiedName,
                CodeBlock.of("$L", !model.constructorArgs().isEmpty()), CodeBlock.of("$L", model.recursive()));
    }

    /** {@code new String[] {"T", "U"}}: a generic type's parameters, as its fields' type names write them. */
    /**
     * A field's type with each of the declaration's parameters written {@code #index} and every other
     * name {@code _} ({@code _<#1,_>}), for the runtime to tell by position which names of the
     * field's type name are parameters; null where the names tell them apart, because no type in
     * the field's type is called like a parameter (then the call and the generated code stay as
     * they were).
     */
    static String parameterTemplate(TypeName type, List<String> parameters) {
        return namesAParameter(type, parameters) ? template(type, parameters) : null;
    }

    private static boolean namesAParameter(TypeName type, List<String> parameters) {
        if (type instanceof ParameterizedTypeName p) {
            return namesAParameter(p.rawType, parameters)
                    || p.typeArguments.stream().anyMatch(a -> namesAParameter(a, parameters));
        }
        if (type instanceof ArrayTypeName a) {
            return namesAParameter(a.componentType, parameters);
        }
        if (type instanceof WildcardTypeName w) {
            return w.upperBounds.stream().anyMatch(b -> namesAParameter(b, parameters))
                    || w.lowerBounds.stream().anyMatch(b -> namesAParameter(b, parameters));
        }
        return type instanceof ClassName c && parameters.contains(c.simpleName());
    }

    private static String template(TypeName type, List<String> parameters) {
        if (type instanceof TypeVariableName v) {
            int at = parameters.indexOf(v.name);
            return at < 0 ? "_" : "#" + at;
        }
        if (type instanceof ArrayTypeName a) {
            return template(a.componentType, parameters) + "[]";
        }
        if (type instanceof ParameterizedTypeName p) {
            List<String> arguments = new ArrayList<>();
            p.typeArguments.forEach(argument -> arguments.add(template(argument, parameters)));
            return "_<" + String.join(",", arguments) + ">";
        }
        return "_";
    }

    private static CodeBlock parameters(TypeModel model) {
        List<CodeBlock> names = new ArrayList<>();
        for (String parameter : model.typeParameters()) {
            names.add(CodeBlock.of("$S", parameter));
        }
        return CodeBlock.of("new $T[] {$L}", String.class, CodeBlock.join(names, ", "));
    }

    /**
     * A call of a static schema method whose last arguments are descriptions of parts, each on a
     * line of its own one level deeper than the call: {@code map("shelves", "Map<...>",} then the
     * key's and the value's descriptions.
     */
    static CodeBlock parts(Method factory, List<CodeBlock> head, List<CodeBlock> parts) {
        if (parts.isEmpty()) {
            return factory.invokeWith(CodeBlock.join(head, ", "));
        }
        List<CodeBlock> lines = new ArrayList<>();
        for (CodeBlock part : parts) {
            lines.add(CodeBlock.of("\n$L", part));
        }
        CodeBlock first = head.isEmpty() ? CodeBlock.of("") : CodeBlock.of("$L,", CodeBlock.join(head, ", "));
        return factory.invokeWith(CodeBlock.of("$L$>$>$L$<$<", first, CodeBlock.join(lines, ",")));
    }

    /** As {@link #parts(Method, List, List)}, for a call with one part. */
    static CodeBlock parts(Method factory, CodeBlock part, CodeBlock... head) {
        return parts(factory, Arrays.asList(head), List.of(part));
    }

    /** A field's description of a type named in the schema by its qualified name too. */
    static CodeBlock qualified(CodeBlock field, String qualifiedName) {
        return SchemaCalls.FIELD.qualified.chained(field, CodeBlock.of("$S", qualifiedName));
    }
}
