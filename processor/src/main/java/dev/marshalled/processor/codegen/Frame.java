package dev.marshalled.processor.codegen;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import dev.marshalled.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What the kind of type asks of the methods of its marshaller, decided here and nowhere else:
 *
 * <ul>
 *   <li>a type that can contain itself (recursive) counts nesting on the way in and out of each
 *       write and read, and its {@code sizeOf} counts it too, so a cycle ends in a
 *       {@code MarshalException};
 *   <li>a type that keeps identity ({@code references = true}, or that holds one) opens a reference
 *       scope around each write and read, and measures by writing;
 *   <li>a generic type's methods are instance methods of the {@code Marshaller} it is, and open the
 *       scope, or measure by writing, only when its arguments keep identity.
 * </ul>
 */
final class Frame {
    /** Which public method a frame is for, and the runtime calls that differ between the two. */
    enum Direction {
        WRITE(WireCalls.REFERENCES.beginWrite, WireCalls.REFERENCES.endWrite, WireCalls.NESTING.enterWrite,
                WireCalls.NESTING.exitWrite, RuntimeCalls.BUFFER.writeIndex),
        READ(WireCalls.REFERENCES.beginRead, WireCalls.REFERENCES.endRead, WireCalls.NESTING.enterRead,
                WireCalls.NESTING.exitRead, RuntimeCalls.BUFFER.readIndex);

        private final Method beginScope;
        private final Method endScope;
        private final Method enter;
        private final Method exit;
        private final Method index;

        Direction(Method beginScope, Method endScope, Method enter, Method exit, Method index) {
            this.beginScope = beginScope;
            this.endScope = endScope;
            this.enter = enter;
            this.exit = exit;
            this.index = index;
        }
    }

    private final TypeModel model;
    private final Constants constants;
    private final LocalNames names;
    private final String typeLabel;

    Frame(TypeModel model, Constants constants, LocalNames names, String typeLabel) {
        this.model = model;
        this.constants = constants;
        this.names = names;
        this.typeLabel = typeLabel;
    }

    /** The modifiers of {@code write}, {@code read} and {@code sizeOf}: static, but for a generic type. */
    Modifier[] api() {
        return model.generic() ? new Modifier[] {Modifier.PUBLIC} : new Modifier[] {Modifier.PUBLIC, Modifier.STATIC};
    }

    /**
     * The modifiers of a private helper method: static, but for a generic type, whose helpers use
     * the encodings its marshaller was made with.
     */
    Modifier[] helper() {
        return model.generic() ? new Modifier[] {Modifier.PRIVATE} : new Modifier[] {Modifier.PRIVATE, Modifier.STATIC};
    }

    /** {@code @Override} on the public methods of a generic type's marshaller, which implements {@code Marshaller}. */
    List<AnnotationSpec> overrides() {
        return model.generic() ? List.of(AnnotationSpec.builder(Override.class).build()) : List.of();
    }

    /**
     * Whether {@code sizeOf} counts nesting: a type that can contain itself could otherwise recurse
     * without end on a cycle (a type that keeps identity measures by writing, which counts). A
     * generic type counts too: its arguments' types may contain it.
     */
    boolean countsSizeDepth() {
        return (model.recursive() || model.generic()) && !model.usesReferences();
    }

    /** Whether the type has a {@code sizeOf} at a depth, for values nested in types that can contain themselves. */
    boolean sizesAtDepth() {
        return countsSizeDepth() || model.generic();
    }

    /** Whether {@code sizeOf} at a depth checks it: the type itself can contain itself. */
    boolean checksSizeDepth() {
        return countsSizeDepth() && model.recursive();
    }

    /**
     * Whether {@code sizeOf} measures by writing: a type that keeps identity writes an object in
     * full or as a back reference by what came before it, so only writing tells its exact size.
     */
    boolean measuresByWriting() {
        return model.usesReferences();
    }

    /**
     * Whether {@code sizeOf} measures by writing when {@link #argumentsKeepIdentity()}: a generic
     * type's arguments that keep identity share one table across its fields.
     */
    boolean measuresByWritingIfArgumentsKeepIdentity() {
        return model.generic() && !model.usesReferences();
    }

    /**
     * The statements before the {@code try} of a public method: the reference scope it opens, if
     * any, and the mark a failure goes back to (through the depth, for a recursive type).
     */
    CodeBlock enter(Direction direction) {
        CodeBlock.Builder code = CodeBlock.builder();
        CodeBlock scope = direction.beginScope.call(names.buffer);
        if (model.usesReferences()) {
            code.addStatement("boolean $N = $L", names.scope, scope);
        } else if (model.generic()) {
            code.addStatement("boolean $N = $L && $L", names.scope, argumentsKeepIdentity(), scope);
        }
        CodeBlock mark = model.recursive() ? direction.enter.call(names.buffer, label())
                : direction.index.call(names.buffer);
        return code.addStatement("int $N = $L", names.mark, mark).build();
    }

    /** Leaves one level of nesting; only recursive types count levels. */
    CodeBlock exit(Direction direction) {
        return model.recursive() ? direction.exit.statement(names.buffer) : CodeBlock.of("");
    }

    /** Ends the {@code try} that {@link #enter} precedes, closing the reference scope it opened. */
    void endTry(MethodSpec.Builder method, Direction direction) {
        if (model.usesReferences() || model.generic()) {
            method.nextControlFlow("finally")
                    .addStatement("$L", direction.endScope.call(names.buffer, CodeBlock.of("$N", names.scope)));
        }
        method.endControlFlow();
    }

    /**
     * For a generic type, whether its arguments' values keep identity
     * ({@code FieldEncoding.keepIdentity}), as the call of its accessor.
     */
    CodeBlock argumentsKeepIdentity() {
        List<CodeBlock> arguments = new ArrayList<>();
        for (String argument : constants.arguments()) {
            arguments.add(CodeBlock.of("$N", argument));
        }
        // Found on first use, not when made: the arguments' schemas reach the field types' schemas,
        // whose marshallers may be made while this one is, in the same class initialisation.
        return constants.lazy("keepIdentity", TypeName.BOOLEAN.box(), "argumentsKeepIdentity",
                WireCalls.FIELD_ENCODING.keepIdentity.invoke(CodeBlock.join(arguments, ", ")));
    }

    /** The constant holding the type's label, {@code TYPE}. */
    CodeBlock label() {
        return CodeBlock.of("$N", constants.path(typeLabel, typeLabel, Constants.TYPE_LEVEL));
    }
}
