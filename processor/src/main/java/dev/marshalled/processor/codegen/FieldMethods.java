package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.FieldModel.Getter;
import dev.marshalled.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The code of each field in the public methods of a generated class. A field whose code is one
 * statement or expression is written inline; a composite one (a collection, a map, a nullable
 * nested type, ...) gets private methods of its own, {@code writeLines}, {@code readLines} and
 * {@code sizeOfLines}, whose locals start afresh and are named after what they hold.
 */
final class FieldMethods {
    private final TypeModel model;
    private final List<Codec> codecs;
    private final LocalNames names;
    private final Constants constants;
    private final MemberAccess access;
    private final Frame frame;
    private final String typeLabel;
    private final Set<String> methodNames = new HashSet<>(Set.of("write", "read", "sizeOf", "construct"));
    /** The private methods of composite fields, in the order they were made. */
    private final List<MethodSpec> methods = new ArrayList<>();
    private Locals temporaries;

    FieldMethods(TypeModel model, List<Codec> codecs, LocalNames names, Constants constants, MemberAccess access,
            Frame frame) {
        this.model = model;
        this.codecs = codecs;
        this.names = names;
        this.constants = constants;
        this.access = access;
        this.frame = frame;
        this.typeLabel = String.join(".", model.type().simpleNames());
        this.temporaries = names.forMethod();
    }

    /** The private methods made so far. */
    List<MethodSpec> methods() {
        return methods;
    }

    /** The temporaries of the public method being generated. */
    Locals temporaries() {
        return temporaries;
    }

    Codec.Slot slot(int field) {
        return slot(field, temporaries);
    }

    /** Field {@code field}'s slot, its statements' locals taken from {@code fresh}. */
    private Codec.Slot slot(int field, Locals fresh) {
        return new Codec.Slot(names.buffer, typeLabel, field, typeLabel + "." + model.fields().get(field).name(),
                names.fields.get(field), constants, fresh,
                frame.countsSizeDepth() ? new Codec.SizeDepth(names.depth, model.recursiveTypes()) : null);
    }

    /** Locals for one generated method, none equal to a field's local or an internal name. */
    void startMethod() {
        temporaries = names.forMethod();
    }

    /**
     * A name for the private method of field {@code field} ({@code readLines}), unlike any
     * other method of the class.
     */
    private String methodName(String verb, int field) {
        String local = names.fields.get(field);
        String base = verb + Character.toUpperCase(local.charAt(0)) + local.substring(1);
        String name = base;
        for (int n = 2; !methodNames.add(name); n++) {
            name = base + n;
        }
        return name;
    }

    /** Whether {@code code} is exactly one statement, which is then written inline. */
    private static boolean oneStatement(CodeBlock code) {
        String text = code.toString();
        return text.indexOf(";\n") == text.length() - 2 && !text.contains("{\n");
    }

    /**
     * The statement that writes field {@code i}: the codec's own if it is one statement,
     * else a call of a private {@code writeX(x, buffer)} that holds them.
     */
    CodeBlock writeField(int i, CodeBlock.Builder body, CodeBlock index) {
        FieldModel field = model.fields().get(i);
        String parameter = names.fields.get(i);
        Locals own = names.forPrivateMethod(names.buffer, parameter);
        CodeBlock alone = codecs.get(i).write(slot(i, own), CodeBlock.of("$N", parameter), index);
        if (index != null || oneStatement(alone)) {
            return codecs.get(i).write(slot(i), valueOf(i, body), index);
        }
        String name = methodName("write", i);
        methods.add(MethodSpec.methodBuilder(name)
                .addModifiers(frame.helper())
                .addParameter(field.javaType(), parameter)
                .addParameter(RuntimeApi.UNSAFE_BUFFER, names.buffer)
                .addCode(alone)
                .build());
        return CodeBlock.of("$N($L, $N);\n", name, fieldValue(i), names.buffer);
    }

    /**
     * The expression that reads field {@code i}: the codec's own if it needs no statements,
     * else a call of a private {@code readX(buffer)} that holds them.
     */
    Codec.Expr readField(int i, CodeBlock index) {
        Locals own = names.forPrivateMethod(names.buffer);
        Codec.Expr alone = codecs.get(i).read(slot(i, own), index);
        if (index != null || alone.statements().isEmpty()) {
            return codecs.get(i).read(slot(i), index);
        }
        return Codec.Expr.of("$N($N)", readMethod(i, alone), names.buffer);
    }

    /**
     * The statements that read field {@code i} and drop it, as for a retired field: the codec's
     * own where they need no method, else a call of the private {@code readX(buffer)}.
     */
    CodeBlock skipField(int i, CodeBlock index) {
        Locals own = names.forPrivateMethod(names.buffer);
        Codec.Expr alone = codecs.get(i).read(slot(i, own), index);
        if (index != null || alone.statements().isEmpty()) {
            return codecs.get(i).skip(slot(i), index);
        }
        return CodeBlock.of("$N($N);\n", readMethod(i, alone), names.buffer);
    }

    /** Makes the private method that reads field {@code i} with the statements of {@code read}; @return its name */
    private String readMethod(int i, Codec.Expr read) {
        String name = methodName("read", i);
        methods.add(MethodSpec.methodBuilder(name)
                .addModifiers(frame.helper())
                .returns(model.fields().get(i).javaType())
                .addParameter(RuntimeApi.UNSAFE_BUFFER, names.buffer)
                .addCode(read.statements())
                .addStatement("return $L", read.value())
                .build());
        return name;
    }

    /**
     * The int expression of field {@code i}'s size: the codec's own if it needs no
     * statements, else a call of a private {@code sizeOfX(x)} that holds them.
     */
    Codec.Expr sizeField(int i, CodeBlock.Builder body) {
        FieldModel field = model.fields().get(i);
        String parameter = names.fields.get(i);
        Locals own = names.forPrivateMethod(parameter, names.depth);
        Codec.Expr alone = codecs.get(i).size(slot(i, own), CodeBlock.of("$N", parameter));
        if (alone.statements().isEmpty()) {
            return codecs.get(i).size(slot(i), valueOf(i, body));
        }
        String name = methodName("sizeOf", i);
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(frame.helper())
                .returns(int.class)
                .addParameter(field.javaType(), parameter);
        if (frame.countsSizeDepth()) {
            method.addParameter(int.class, names.depth);
        }
        methods.add(method.addCode(alone.statements()).addStatement("return $L", alone.value()).build());
        return frame.countsSizeDepth() ? Codec.Expr.of("$N($L, $N)", name, fieldValue(i), names.depth)
                : Codec.Expr.of("$N($L)", name, fieldValue(i));
    }

    /** Field {@code i}'s value read once, as a method argument. */
    private CodeBlock fieldValue(int i) {
        FieldModel field = model.fields().get(i);
        return field.retired() ? FieldCode.emptyValue(field) : access.get(field, names.value);
    }

    /** A field's value, stored in a local first when the codec would otherwise call a getter twice. */
    private CodeBlock valueOf(int i, CodeBlock.Builder body) {
        FieldModel field = model.fields().get(i);
        if (field.retired() && field.javaType().isPrimitive()) {
            return FieldCode.emptyValue(field);
        }
        if (field.retired()) {
            // A local, not a null literal: a codec's expression may dereference the value it is given.
            body.addStatement("$T $N = $L", field.javaType(), names.fields.get(i), CodeBlock.of("null"));
            return CodeBlock.of("$N", names.fields.get(i));
        }
        if (codecs.get(i).usesValueOnce() || field.getter() == Getter.FIELD) {
            return access.get(field, names.value);
        }
        body.addStatement("$T $N = $L", field.javaType(), names.fields.get(i), access.get(field, names.value));
        return CodeBlock.of("$N", names.fields.get(i));
    }
}
