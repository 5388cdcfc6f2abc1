package dev.marshalled.runtime.wire;

import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.UnsafeBuffer;
import dev.marshalled.schema.TypeExpression;
import dev.marshalled.schema.WireSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How a value of a type argument is written where a generic type has a field of its type
 * variable: the bytes a field of that type would have, in the generic type's encoding, so that
 * {@code Page<Item>} writes exactly what a hand-written {@code ItemPage} would. A generated
 * generic marshaller makes one per field that mentions a type variable, from the argument's
 * {@link Marshaller}; the label for messages is fixed when it is made.
 *
 * <pre>{@code
 * FieldEncoding<T> data = FieldEncoding.of(argument, false, "Result.data");
 * data.write(buffer, value.data);
 * T copy = data.read(buffer);
 * }</pre>
 *
 * @param <T> the argument's type
 */
public abstract class FieldEncoding<T> {
    FieldEncoding() {
    }

    /**
     * Appends {@code value} as a field of the argument's type.
     *
     * @param buffer the buffer to append to
     * @param value the value, or null
     */
    public abstract void write(UnsafeBuffer buffer, T value);

    /**
     * Reads a field of the argument's type.
     *
     * @param buffer the buffer to read from
     * @return the value, or null
     * @throws MarshalException if the bytes are not a valid encoding
     */
    public abstract T read(UnsafeBuffer buffer);

    /**
     * @param value the value, or null
     * @param depth how many values of types that can contain themselves enclose this one
     * @return the bytes {@link #write} appends for {@code value}
     */
    public abstract int sizeOf(T value, int depth);

    /** @return the fewest bytes a value takes: bounds what a declared element count may allocate */
    public abstract int minSize();

    /**
     * @param name the field's name in the schema
     * @return the schema entry of a field of the argument's type
     */
    public abstract WireSchema.Field describe(String name);

    /** @return the argument's type as a schema names it, e.g. {@code List<Item>} */
    public abstract String display();

    /**
     * The encoding of a field of {@code argument}'s type.
     *
     * @param argument the type argument's marshaller: a generated one, or one of {@code JdkMarshallers}
     * @param compact whether the generic type has the compact encoding
     * @param field the field's path, for messages, e.g. {@code Result.data}
     * @param <T> the argument's type
     * @return the encoding
     * @throws IllegalArgumentException if the argument's type keeps identity ({@code references = true}),
     *     which a type argument cannot
     */
    @SuppressWarnings("unchecked")
    public static <T> FieldEncoding<T> of(Marshaller<T> argument, boolean compact, String field) {
        Objects.requireNonNull(argument, "type argument marshaller");
        if (argument instanceof Source<?> source) {
            return ((Source<T>) source).encoding(compact, field);
        }
        WireSchema schema = argument.schema();
        if (schema.references()) {
            throw new IllegalArgumentException(schema.typeName() + " keeps identity (references = true), which a"
                    + " type argument cannot: hold it in a field of a non-generic @Marshalled type instead");
        }
        return new Nested<>(argument, field);
    }

    /**
     * @param argument a type argument's marshaller
     * @return its type as a schema names it, e.g. {@code Item} or {@code List<Item>}
     */
    public static String display(Marshaller<?> argument) {
        return JdkEncodings.displayOf(argument);
    }

    /**
     * @param argument a type argument's marshaller
     * @return its type's qualified name, with type arguments, e.g. {@code com.acme.Item} or
     *     {@code java.util.List<com.acme.Item>}: what names a parameterized schema apart
     */
    public static String qualifiedName(Marshaller<?> argument) {
        return JdkEncodings.qualifiedNameOf(argument);
    }

    /**
     * The one marshaller of a parameterization: the one {@code made} holds for equal arguments, else
     * {@code make}'s, kept there. A generic type that holds itself at other arguments
     * ({@code Pair<A, B>} with a field {@code Pair<A, Long>}) makes that marshaller when first used;
     * made once per parameterization, the marshallers and their schemas form a finite graph.
     *
     * @param made the generated class's marshallers by their arguments
     * @param make makes the marshaller
     * @param arguments the arguments' marshallers, which {@code equals} compares
     * @param <M> the generated class
     * @return the marshaller of these arguments
     */
    @SuppressWarnings("unchecked")
    public static <M> M canonical(java.util.concurrent.ConcurrentMap<java.util.List<Marshaller<?>>, Object> made,
            java.util.function.Supplier<M> make, Marshaller<?>... arguments) {
        java.util.List<Marshaller<?>> key = java.util.List.of(arguments);
        Object known = made.get(key);
        if (known == null) {
            M fresh = make.get();
            known = made.putIfAbsent(key, fresh);
            if (known == null) {
                return fresh;
            }
        }
        return (M) known;
    }

    /**
     * Whether values of the arguments' types can hold objects of a type that keeps identity
     * ({@code references = true}) at any depth: a generic marshaller made with such arguments
     * shares one identity table across its fields, as the substituted type would, so an object
     * two of its fields hold is written once.
     *
     * @param arguments the type arguments' marshallers
     * @return whether any of them reaches a type that keeps identity
     */
    public static boolean keepIdentity(Marshaller<?>... arguments) {
        for (Marshaller<?> argument : arguments) {
            for (WireSchema schema : argument.schema().reachable()) {
                if (schema.references()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A generic type's field as its parameterization shows it: every type parameter in the
     * field's type name, and in its parts' where the declaration names them, replaced by the
     * argument's name ({@code List<T>} becomes {@code List<Item>}), for the inspector and the schema's
     * JSON. The bytes do not change.
     *
     * <p>A parameter is a name with no type arguments of its own (in {@code Map<String,T>}, a parameter
     * named {@code Map} is not the map), and a part where the declaration has a parameter itself
     * ({@code List<T>}'s element) was described by the argument's encoding, in the argument's names,
     * and is kept as it is: an argument's name is never replaced again, even where it is a parameter's.
     *
     * @param field the field as the generic declaration describes it
     * @param parameters the type parameters' names, e.g. {@code T}
     * @param arguments the arguments' names, in the same order ({@link #display(Marshaller)})
     * @return the field with the arguments' names
     */
    public static WireSchema.Field withArguments(WireSchema.Field field, String[] parameters, String[] arguments) {
        java.util.List<String> names = java.util.List.of(parameters);
        if (field.typeName() == null || names.isEmpty()) {
            return field;
        }
        TypeExpression declared;
        try {
            declared = TypeExpression.parse(field.typeName());
        } catch (IllegalArgumentException notOneType) {
            return withArgumentNames(field, parameters, arguments); // e.g. with type annotations
        }
        java.util.List<TypeExpression> positions = declared.isArray() ? java.util.List.of(declared.component())
                : declared.arguments();
        java.util.List<WireSchema.Field> parts = new java.util.ArrayList<>();
        for (int i = 0; i < field.parts().size(); i++) {
            WireSchema.Field part = field.parts().get(i);
            // A sealed type's parts are its subtypes, which name no parameter.
            boolean asIs = field.kind() == WireSchema.Kind.UNION
                    || i < positions.size() && parameter(positions.get(i), names);
            parts.add(asIs ? part : withArguments(part, parameters, arguments));
        }
        return new WireSchema.Field(field.name(), field.kind(), field.element(),
                substituted(declared, names, arguments).toString(), field.enumConstants(), field.nestedSchema(), parts,
                field.qualifiedName(), field.retired());
    }

    /**
     * {@link #withArguments(WireSchema.Field, String[], String[])} for a field whose type names a type
     * called like one of the parameters ({@code Deprecated<Long, java.lang.String>} in a type with a
     * parameter {@code String}), where the display name cannot tell the two apart: {@code template} is
     * the field's type with each parameter written {@code #index} and every other name {@code _}
     * ({@code _<#1,_>}), and says by position which names are parameters. A template of another shape
     * than the field's type name falls back to the names.
     *
     * @param field the field as the generic declaration describes it
     * @param parameters the type parameters' names
     * @param arguments the arguments' names, in the same order
     * @param template the field's type with its parameters marked by position
     * @return the field with the arguments' names
     */
    public static WireSchema.Field withArguments(WireSchema.Field field, String[] parameters, String[] arguments,
            String template) {
        TypeExpression marks;
        try {
            marks = TypeExpression.parse(template);
        } catch (IllegalArgumentException notOneType) {
            return withArguments(field, parameters, arguments);
        }
        return withMarks(field, parameters, arguments, marks);
    }

    private static WireSchema.Field withMarks(WireSchema.Field field, String[] parameters, String[] arguments,
            TypeExpression marks) {
        TypeExpression declared;
        try {
            declared = field.typeName() == null ? null : TypeExpression.parse(field.typeName());
        } catch (IllegalArgumentException notOneType) {
            declared = null;
        }
        if (declared == null || !sameShape(declared, marks)) {
            return withArguments(field, parameters, arguments);
        }
        List<TypeExpression> marked = positions(marks);
        List<WireSchema.Field> parts = new ArrayList<>();
        for (int i = 0; i < field.parts().size(); i++) {
            WireSchema.Field part = field.parts().get(i);
            if (field.kind() == WireSchema.Kind.UNION || i >= marked.size()) {
                parts.add(field.kind() == WireSchema.Kind.UNION ? part : withArguments(part, parameters, arguments));
            } else {
                parts.add(mark(marked.get(i)) >= 0 ? part : withMarks(part, parameters, arguments, marked.get(i)));
            }
        }
        return new WireSchema.Field(field.name(), field.kind(), field.element(), byMarks(declared, marks, arguments)
                .toString(), field.enumConstants(), field.nestedSchema(), parts, field.qualifiedName(), field.retired());
    }

    /** A type's positions that may hold a parameter: its arguments, or an array's component. */
    private static List<TypeExpression> positions(TypeExpression type) {
        return type.isArray() ? List.of(type.component()) : type.arguments();
    }

    /** The parameter a template's position stands for ({@code #1} is 1), or -1 for another type. */
    private static int mark(TypeExpression position) {
        if (!position.arguments().isEmpty() || position.isArray() || !position.name().startsWith("#")) {
            return -1;
        }
        try {
            return Integer.parseInt(position.name().substring(1));
        } catch (NumberFormatException notAMark) {
            return -1;
        }
    }

    /** {@code declared} with the names at the template's marks replaced by the arguments'. */
    private static TypeExpression byMarks(TypeExpression declared, TypeExpression marks, String[] arguments) {
        if (marks.arguments().isEmpty()) {
            int at = marks.name().startsWith("#") ? mark(new TypeExpression(marks.name(), List.of(), 0)) : -1;
            return at < 0 || at >= arguments.length ? declared
                    : new TypeExpression(arguments[at], List.of(), declared.dimensions());
        }
        List<TypeExpression> replaced = new ArrayList<>();
        for (int i = 0; i < declared.arguments().size(); i++) {
            replaced.add(byMarks(declared.arguments().get(i), marks.arguments().get(i), arguments));
        }
        return new TypeExpression(declared.name(), replaced, declared.dimensions());
    }

    private static boolean sameShape(TypeExpression a, TypeExpression b) {
        if (a.arguments().size() != b.arguments().size() || a.dimensions() != b.dimensions()) {
            return false;
        }
        for (int i = 0; i < a.arguments().size(); i++) {
            if (!sameShape(a.arguments().get(i), b.arguments().get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code type} is one of the type parameters: a name alone, no arguments, no array. */
    private static boolean parameter(TypeExpression type, java.util.List<String> parameters) {
        return type.arguments().isEmpty() && !type.isArray() && parameters.contains(type.name());
    }

    /** {@code type} with each parameter in it replaced by its argument's name, all at once. */
    private static TypeExpression substituted(TypeExpression type, java.util.List<String> parameters,
            String[] arguments) {
        if (type.arguments().isEmpty()) {
            int at = parameters.indexOf(type.name());
            return at < 0 ? type : new TypeExpression(arguments[at], java.util.List.of(), type.dimensions());
        }
        java.util.List<TypeExpression> replaced = new java.util.ArrayList<>();
        for (TypeExpression argument : type.arguments()) {
            replaced.add(substituted(argument, parameters, arguments));
        }
        return new TypeExpression(type.name(), replaced, type.dimensions());
    }

    /**
     * The former rule, for a type name that is not one type expression: every whole parameter name
     * in it and its parts' replaced, all parameters in one pass, so that an argument named like
     * another parameter is not replaced again; a parameter is a whole identifier, in any script
     * ({@code \b} is ASCII-only from JDK 19), never one after a dot, which names a member type.
     */
    private static WireSchema.Field withArgumentNames(WireSchema.Field field, String[] parameters,
            String[] arguments) {
        java.util.List<WireSchema.Field> parts = new java.util.ArrayList<>();
        for (WireSchema.Field part : field.parts()) {
            parts.add(withArgumentNames(part, parameters, arguments));
        }
        String typeName = field.typeName();
        if (typeName != null) {
            java.util.StringJoiner names = new java.util.StringJoiner("|");
            for (String parameter : parameters) {
                names.add(java.util.regex.Pattern.quote(parameter));
            }
            java.util.List<String> order = java.util.List.of(parameters);
            typeName = java.util.regex.Pattern.compile("(?<![\\p{javaJavaIdentifierPart}.])(?:" + names
                    + ")(?!\\p{javaJavaIdentifierPart})").matcher(typeName).replaceAll(parameter ->
                    java.util.regex.Matcher.quoteReplacement(arguments[order.indexOf(parameter.group())]));
        }
        return new WireSchema.Field(field.name(), field.kind(), field.element(), typeName, field.enumConstants(),
                field.nestedSchema(), parts, field.qualifiedName(), field.retired());
    }

    /**
     * A marshaller that knows its own field encodings: those of {@code JdkMarshallers}, whose
     * values are not {@code @Marshalled} types.
     *
     * @param <T> the marshalled type
     */
    public interface Source<T> {
        /**
         * @param compact whether the encoding is the compact one
         * @param field the field's path, for messages
         * @return the encoding of a field of this type
         */
        FieldEncoding<T> encoding(boolean compact, String field);
    }

    /**
     * A marshaller whose size can be measured at a nesting depth: a generated generic one, or one
     * of a type that can contain itself, so that measuring a cycle through a type argument ends in
     * a {@link MarshalException}, not a stack overflow.
     *
     * @param <T> the marshalled type
     */
    public interface DepthSized<T> extends Marshaller<T> {
        /**
         * @param value the value, not null
         * @param depth its nesting depth
         * @return its encoded size
         */
        int sizeOf(T value, int depth);
    }

    /** A {@code @Marshalled} type: a presence byte, then its body, as any field of such a type. */
    private static final class Nested<T> extends FieldEncoding<T> {
        private final Marshaller<T> marshaller;
        private final DepthSized<T> sized;
        private final int level;
        private final String field;

        @SuppressWarnings("unchecked")
        Nested(Marshaller<T> marshaller, String field) {
            this.marshaller = marshaller;
            this.sized = marshaller instanceof DepthSized<?> d ? (DepthSized<T>) d : null;
            // As writing counts: a level for the body of a type that can contain itself, none for another.
            WireSchema schema = marshaller.schema();
            this.level = schema.hasOrigin() && schema.recursive() ? 1 : 0;
            this.field = field;
        }

        @Override
        public void write(UnsafeBuffer buffer, T value) {
            Presence.write(buffer, value != null);
            if (value != null) {
                marshaller.write(value, buffer);
            }
        }

        @Override
        public T read(UnsafeBuffer buffer) {
            return Presence.read(buffer, field) ? marshaller.read(buffer) : null;
        }

        @Override
        public int sizeOf(T value, int depth) {
            if (value == null) {
                return 1;
            }
            return 1 + (sized != null ? sized.sizeOf(value, depth + level) : marshaller.sizeOf(value));
        }

        @Override
        public int minSize() {
            return Presence.SIZE;
        }

        @Override
        public WireSchema.Field describe(String name) {
            return WireSchema.Field.nested(name, display(), marshaller::schema);
        }

        @Override
        public String display() {
            return marshaller.schema().typeName();
        }
    }
}
