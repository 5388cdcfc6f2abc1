package dev.marshalled.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * A type written as text, with its type arguments and array brackets:
 * {@code com.acme.Page<java.util.List<com.acme.Item>>}, {@code byte[]}. A schema names the types
 * of its fields so ({@link WireSchema#qualifiedName()}), the runtime finds a marshaller by such a
 * name ({@code GeneratedMarshallers.forName}), and the processor's schema lock reads its own
 * records by it, so the three read one grammar, here:
 *
 * <pre>
 * type = name [ "&lt;" type { "," type } "&gt;" ] { "[]" }
 * name = characters other than "&lt;", "&gt;", "," and white space
 * </pre>
 *
 * <p>White space may surround the punctuation, but not come before a {@code []}. A name is a
 * binary or canonical class name ({@code com.acme.Outer$Inner}, {@code com.acme.Outer.Inner},
 * {@code [B}), a primitive or a type parameter; what it stands for is the reader's business. The
 * {@code []} that end a name are its array brackets, so {@code byte[]} is {@code byte} with one.
 *
 * <pre>{@code
 * TypeExpression page = TypeExpression.parse("com.acme.Page< java.util.List<com.acme.Item> >");
 * page.name();                   // "com.acme.Page"
 * page.arguments().get(0);       // java.util.List<com.acme.Item>
 * page.toString();               // "com.acme.Page<java.util.List<com.acme.Item>>"
 * }</pre>
 *
 * @param name the type's name without its arguments and brackets
 * @param arguments its type arguments, in order; empty for none
 * @param dimensions how many {@code []} follow it: 0 for a type that is not an array
 */
public record TypeExpression(String name, List<TypeExpression> arguments, int dimensions) {
    /**
     * @throws IllegalArgumentException if the name is empty or the dimensions negative
     */
    public TypeExpression {
        Objects.requireNonNull(name, "name");
        if (name.isEmpty() || dimensions < 0) {
            throw new IllegalArgumentException("a type needs a name and no negative dimensions: '" + name + "', "
                    + dimensions);
        }
        arguments = List.copyOf(arguments);
    }

    /**
     * A qualified type name with every array written as in Java source ({@code int[]},
     * {@code com.acme.Item[][]}), the spelling schemas give users: an array in JVM form
     * ({@code [I}, {@code [[Lcom.acme.Item;}), which a stored schema of an earlier release may hold
     * inside type arguments ({@code com.acme.R<[I>}), is rewritten; any other text is returned as is.
     *
     * @param name a qualified name, with type arguments or not
     * @return the same name in source spelling
     */
    public static String sourceSpelling(String name) {
        if (name == null || name.indexOf('[') < 0) {
            return name;
        }
        StringBuilder out = new StringBuilder(name.length() + 8);
        int i = 0;
        while (i < name.length()) {
            char c = name.charAt(i);
            boolean starts = c == '[' && (i == 0 || "<, ".indexOf(name.charAt(i - 1)) >= 0);
            if (!starts) {
                out.append(c);
                i++;
                continue;
            }
            int dims = 0;
            while (i < name.length() && name.charAt(i) == '[') {
                dims++;
                i++;
            }
            String component = null;
            if (i < name.length()) {
                char code = name.charAt(i);
                if (code == 'L') {
                    int end = name.indexOf(';', i);
                    if (end > i + 1) {
                        component = name.substring(i + 1, end);
                        i = end + 1;
                    }
                } else {
                    component = switch (code) {
                        case 'Z' -> "boolean";
                        case 'B' -> "byte";
                        case 'S' -> "short";
                        case 'C' -> "char";
                        case 'I' -> "int";
                        case 'J' -> "long";
                        case 'F' -> "float";
                        case 'D' -> "double";
                        default -> null;
                    };
                    if (component != null) {
                        i++;
                    }
                }
            }
            if (component == null) {
                return name; // not a JVM array name: leave the text to whoever reads it
            }
            out.append(component).append("[]".repeat(dims));
        }
        return out.toString();
    }

    /**
     * Reads a type expression.
     *
     * @param text e.g. {@code com.acme.Result<java.util.List<com.acme.Order>>}
     * @return the type it writes
     * @throws IllegalArgumentException if the text is not one type expression: the message quotes the
     *     text and says where reading stopped, e.g. {@code cannot read the type 'Page<': expected a
     *     type name after 'Page<'}
     */
    public static TypeExpression parse(String text) {
        Parser parser = new Parser(text);
        TypeExpression type = parser.type();
        parser.skipSpaces();
        if (parser.at < text.length()) {
            throw parser.syntax("expected the end after '" + parser.before() + "', not '" + text.charAt(parser.at)
                    + "'");
        }
        return type;
    }

    /** @return whether this is an array type: it has a {@code []} */
    public boolean isArray() {
        return dimensions > 0;
    }

    /**
     * @return the type of this array's elements: one {@code []} fewer
     * @throws IllegalStateException if this is not an array
     */
    public TypeExpression component() {
        if (!isArray()) {
            throw new IllegalStateException(this + " is not an array");
        }
        return new TypeExpression(name, arguments, dimensions - 1);
    }

    /**
     * @param rename what each name becomes, e.g. a type parameter its position
     * @return this type with every name in it, its own and its arguments', renamed
     */
    public TypeExpression renamed(UnaryOperator<String> rename) {
        List<TypeExpression> renamed = new ArrayList<>();
        for (TypeExpression argument : arguments) {
            renamed.add(argument.renamed(rename));
        }
        return new TypeExpression(rename.apply(name), renamed, dimensions);
    }

    /** @return the type as schemas write it: no white space, arguments joined by {@code ,} */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(name);
        if (!arguments.isEmpty()) {
            out.append('<');
            for (int i = 0; i < arguments.size(); i++) {
                out.append(i == 0 ? "" : ",").append(arguments.get(i));
            }
            out.append('>');
        }
        return out.append("[]".repeat(dimensions)).toString();
    }

    /** A recursive descent over the text, one type at a time. */
    private static final class Parser {
        private final String text;
        private int at;

        Parser(String text) {
            this.text = Objects.requireNonNull(text, "text");
        }

        TypeExpression type() {
            skipSpaces();
            int start = at;
            while (at < text.length() && !delimiter(text.charAt(at))) {
                at++;
            }
            if (at == start) {
                throw syntax(before().isEmpty() ? "expected a type name at the start"
                        : "expected a type name after '" + before() + "'");
            }
            String name = text.substring(start, at);
            int dimensions = 0;
            while (name.length() > 2 && name.endsWith("[]")) {
                name = name.substring(0, name.length() - 2);
                dimensions++;
            }
            skipSpaces();
            List<TypeExpression> arguments = new ArrayList<>();
            // An array's brackets come after its arguments, so `byte[]<T>` ends at `byte[]`.
            if (dimensions == 0 && at < text.length() && text.charAt(at) == '<') {
                at++;
                arguments.add(type());
                skipSpaces();
                while (at < text.length() && text.charAt(at) == ',') {
                    at++;
                    arguments.add(type());
                    skipSpaces();
                }
                if (at == text.length() || text.charAt(at) != '>') {
                    throw syntax("expected ',' or '>' after '" + before() + "'");
                }
                at++;
                while (text.startsWith("[]", at)) {
                    at += 2;
                    dimensions++;
                }
            }
            return new TypeExpression(name, arguments, dimensions);
        }

        private static boolean delimiter(char c) {
            return c == '<' || c == '>' || c == ',' || Character.isWhitespace(c);
        }

        void skipSpaces() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        /** What has been read, for messages. */
        String before() {
            return text.substring(0, at).strip();
        }

        IllegalArgumentException syntax(String what) {
            return new IllegalArgumentException("cannot read the type '" + text + "': " + what);
        }
    }
}
