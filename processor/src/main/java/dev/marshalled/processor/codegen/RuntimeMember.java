package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A runtime method, constructor or constant the generated code refers to, and how code that
 * uses it is rendered. Each is declared once, by the {@link RuntimeClass} of its owner.
 *
 * <p>An entry says where a method lives and how it is called. Moving, say, {@code putTag} from
 * an instance method of the buffer to a static method of another class that takes the buffer
 * first is a change to its declaration alone ({@code instance("putTag", ...)} in one class
 * becomes {@code withBuffer("putTag", ...)} in another); every call site renders the new form.
 */
sealed interface RuntimeMember permits RuntimeMember.Method, RuntimeMember.Constant {
    /** @return the class that declares it */
    ClassName owner();

    /** @return its name; {@code <init>} for a constructor */
    String name();

    /** How a method is called. */
    enum Form {
        /** An instance method of the subject, e.g. {@code buffer.claim(size)}. */
        INSTANCE,
        /** A static method whose first parameter is the subject, e.g. {@code Unions.putTag(buffer, tag)}. */
        STATIC_WITH_SUBJECT,
        /** A static method without a subject, e.g. {@code Strings.sizeOf(value)}. */
        STATIC,
        /** A constructor, e.g. {@code new UnsafeBuffer(256)}. */
        CONSTRUCTOR
    }

    /**
     * A runtime method or constructor.
     *
     * @param owner the declaring class
     * @param name the method's name
     * @param form how it is called
     * @param subject the type of the subject (the receiver of an instance method, the first
     *     parameter of a {@link Form#STATIC_WITH_SUBJECT} method); null for the other forms
     * @param parameters the types of the other parameters, erased
     * @param returns the erased return type; {@code void} for a constructor
     */
    record Method(ClassName owner, String name, Form form, ClassName subject, List<TypeName> parameters,
            TypeName returns) implements RuntimeMember {
        /** @return all parameter types of the declared method or constructor, in order */
        List<TypeName> declaredParameters() {
            if (form != Form.STATIC_WITH_SUBJECT) {
                return parameters;
            }
            List<TypeName> all = new ArrayList<>();
            all.add(subject);
            all.addAll(parameters);
            return all;
        }

        /** @return whether the declared method is static */
        boolean isStatic() {
            return form == Form.STATIC || form == Form.STATIC_WITH_SUBJECT;
        }

        /** A call on {@code subject} (the buffer, for most methods) with the other arguments. */
        CodeBlock call(CodeBlock subject, CodeBlock... arguments) {
            return callWith(subject, CodeBlock.join(Arrays.asList(arguments), ",$W"));
        }

        /** A call on {@code subject} whose other arguments are given as one formatted list. */
        CodeBlock callWith(CodeBlock subject, CodeBlock arguments) {
            switch (form) {
                case INSTANCE:
                    return CodeBlock.of("$L.$N($L)", subject, name, arguments);
                case STATIC_WITH_SUBJECT:
                    return arguments.isEmpty() ? CodeBlock.of("$T.$N($L)", owner, name, subject)
                            : CodeBlock.of("$T.$N($L,$W$L)", owner, name, subject, arguments);
                default:
                    throw new IllegalStateException(owner + "." + name + " has no subject");
            }
        }

        /**
         * A call of an instance method on {@code subject}, on a line of its own one level deeper,
         * its arguments on that line: {@code .origin("p.Trade", true, false)} after a schema.
         */
        CodeBlock chained(CodeBlock subject, CodeBlock... arguments) {
            if (form != Form.INSTANCE) {
                throw new IllegalStateException(owner + "." + name + " is not an instance method");
            }
            return CodeBlock.of("$L$>$>\n.$N($L)$<$<", subject, name, CodeBlock.join(Arrays.asList(arguments), ", "));
        }

        /** A call on the buffer variable {@code buffer}. */
        CodeBlock call(String buffer, CodeBlock... arguments) {
            return call(CodeBlock.of("$N", buffer), arguments);
        }

        /** A call of a static method without a subject, or of a constructor. */
        CodeBlock invoke(CodeBlock... arguments) {
            return invokeWith(CodeBlock.join(Arrays.asList(arguments), ",$W"));
        }

        /** As {@link #invoke}, all on one line: JavaPoet may not break it between arguments. */
        CodeBlock line(CodeBlock... arguments) {
            return invokeWith(CodeBlock.join(Arrays.asList(arguments), ", "));
        }

        /** As {@link #invoke}, the arguments given as one formatted list. */
        CodeBlock invokeWith(CodeBlock arguments) {
            switch (form) {
                case STATIC:
                    return CodeBlock.of("$T.$N($L)", owner, name, arguments);
                case CONSTRUCTOR:
                    return CodeBlock.of("new $T($L)", owner, arguments);
                default:
                    throw new IllegalStateException(owner + "." + name + " needs a subject");
            }
        }

        /** The statement {@code call;} on the buffer variable. */
        CodeBlock statement(String buffer, CodeBlock... arguments) {
            return CodeBlock.of("$L;\n", call(buffer, arguments));
        }
    }

    /**
     * A public static final field of the runtime: a constant or an enum constant.
     *
     * @param owner the declaring class
     * @param name the field's name
     * @param type its type
     */
    record Constant(ClassName owner, String name, TypeName type) implements RuntimeMember {
        /** {@code Owner.NAME}. */
        CodeBlock reference() {
            return CodeBlock.of("$T.$N", owner, name);
        }
    }
}
