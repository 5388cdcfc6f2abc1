package dev.marshalled.processor.codegen;

import dev.marshalled.schema.Layout;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

/**
 * Emits the code for one kind of field type. A fixed-size codec writes and reads at an index
 * inside a run of fixed-size fields that the writer claims (or takes) once; a variable-size
 * codec appends and consumes on its own and reports its size.
 */
interface Codec {
    /** What {@link #fixedSize()} returns for a variable-size codec. */
    int VARIABLE = Layout.VARIABLE;

    /** @return the bytes every value takes, or {@link #VARIABLE} */
    int fixedSize();

    /**
     * @return the fewest bytes a value can take; bounds what a declared element count may
     *     allocate before the elements are read
     */
    default int minSize() {
        return fixedSize() == VARIABLE ? 1 : fixedSize();
    }

    /**
     * @return {@link #minSize()} as an int expression: a fixed size through the constant that names
     *     it where the value is claimed or taken; a type parameter's is known only at run time
     */
    default CodeBlock minSizeCode(Slot slot) {
        return fixedSize() != VARIABLE ? slot.size(fixedSize()) : CodeBlock.of("$L", minSize());
    }

    /**
     * @return false if {@link #write} or {@link #size} evaluate the value more than once, in
     *     which case a getter call is first stored in a local
     */
    default boolean usesValueOnce() {
        return true;
    }

    /**
     * Statements that write {@code value}.
     *
     * @param index for a fixed-size codec, the expression of the byte index to write at;
     *     null for a variable-size codec, which appends
     */
    CodeBlock write(Slot slot, CodeBlock value, CodeBlock index);

    /**
     * Reads the value: statements to run first (a loop, say), then the expression of the value.
     *
     * @param index as for {@link #write}
     */
    Expr read(Slot slot, CodeBlock index);

    /** The encoded size of {@code value} as an int; only called for variable-size codecs. */
    default Expr size(Slot slot, CodeBlock value) {
        throw new UnsupportedOperationException("fixed-size codec " + getClass().getSimpleName());
    }

    /** An expression of type {@code WireSchema.Field} describing this field for tools. */
    CodeBlock describe(String name);

    /**
     * Statements that read a value here and drop it, as for a retired field: every check the read
     * makes is made, nothing is kept. Asked only where the read would be inline (in a run, or
     * without statements of its own; else the field's own read method is called and its value
     * dropped). By default the read's expression, which must then be a call, as a statement.
     */
    default CodeBlock skip(Slot slot, CodeBlock index) {
        Expr read = read(slot, index);
        return CodeBlock.builder().add(read.statements()).addStatement("$L", read.value()).build();
    }

    /**
     * One value being generated: the buffer variable, where it is in the type (its field, and its
     * path for messages), class-level constants, fresh local names for the statements a codec
     * emits, and the name its own local takes (the field's name, or {@code element}, {@code key}, ...).
     *
     * @param type the label of the type being generated, e.g. {@code Order}
     * @param field the index of the field this value is in
     * @param label the path of this value, e.g. {@code Order.lines[]}
     */
    record Slot(String buffer, String type, int field, String label, String name, Constants constants, Locals locals,
            SizeDepth depth) {
        /** The same place, for a part of this value (e.g. {@code Order.lines[]}), whose local is {@code name}. */
        Slot element(String suffix, String name) {
            return new Slot(buffer, type, field, label + suffix, name, constants, locals, depth);
        }

        /**
         * A fresh local for what {@code base} names ({@code count}, {@code size}): that word where it is
         * free, else the word said of this value ({@code valueCount} inside a map's value), so that
         * nested loops need no numbers.
         */
        String fresh(String base) {
            String capitalized = Character.toUpperCase(base.charAt(0)) + base.substring(1);
            String owned = name.equals(base) ? "inner" + capitalized : name + capitalized;
            return locals.fresh(base, owned);
        }

        /** A fresh loop index: {@code i}, then {@code j} and {@code k} in nested loops. */
        String index() {
            return locals.fresh("i", "j", "k");
        }

        /**
         * The size of a nested marshalled value: a type that can contain itself is measured one
         * level deeper, so that a cycle ends in a {@code MarshalException}, not a stack overflow.
         */
        CodeBlock sizeOf(com.squareup.javapoet.ClassName marshaller, com.squareup.javapoet.ClassName type,
                CodeBlock value) {
            return depth != null && depth.recursive().contains(type)
                    ? CodeBlock.of("$T.sizeOf($L, $N + 1)", marshaller, value, depth.local())
                    : CodeBlock.of("$T.sizeOf($L)", marshaller, value);
        }

        /**
         * The path as a constant of the generated class ({@code LINES} holding {@code "Order.lines"}),
         * for the messages the runtime builds and for the read method's note of the field it is in.
         */
        CodeBlock labelLiteral() {
            return CodeBlock.of("$N", constants.path(type, label, field));
        }

        /** The bytes a value here takes, {@code size}, as a constant ({@code LINES_ELEMENT_SIZE}). */
        CodeBlock size(int size) {
            return CodeBlock.of("$N", constants.size(type, label, size, field));
        }

        /** A constant of the class this value's code shares with every other that asks by {@code key}. */
        String shared(String key, TypeName constantType, String words, String suffix, CodeBlock initializer) {
            return constants.ofField(field, key, constantType, words, suffix, initializer);
        }
    }

    /**
     * The depth parameter of a {@code sizeOf} that counts nesting.
     *
     * @param local its name
     * @param recursive the marshalled types whose {@code sizeOf} takes a depth
     */
    record SizeDepth(String local, java.util.Set<com.squareup.javapoet.ClassName> recursive) {
    }

    /** Statements to run, then the expression that holds the result. */
    record Expr(CodeBlock statements, CodeBlock value) {
        static Expr of(CodeBlock value) {
            return new Expr(CodeBlock.of(""), value);
        }

        static Expr of(String format, Object... args) {
            return of(CodeBlock.of(format, args));
        }
    }
}
