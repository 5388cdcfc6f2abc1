package dev.marshalled.processor.codegen;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.Container;
import java.util.function.Supplier;

/** The code that creates a container when reading, and checks one before writing. */
final class Containers {
    private Containers() {
    }

    /**
     * An expression creating an empty {@code container} for {@code count} elements.
     *
     * @param count the element count variable
     * @param enumClass the element (key) enum, for EnumSet and EnumMap
     */
    static CodeBlock create(Container container, String count, TypeName enumClass) {
        switch (container.creation()) {
            case SIZED: return CodeBlock.of("new $T<>($N)", container.created(), count);
            case HASHED: return CodeBlock.of("new $T<>($L)", container.created(),
                        WireCalls.CONTAINERS.hashCapacity.invoke(CodeBlock.of("$N", count)));
            case ENUM_SET: return CodeBlock.of("$T.noneOf($T.class)", container.created(), enumClass);
            case ENUM_MAP: return CodeBlock.of("new $T<>($T.class)", container.created(), enumClass);
            default: return CodeBlock.of("new $T<>()", container.created());
        }
    }

    /**
     * Reads one element (or key) with {@code read}; for a container that cannot hold null,
     * wraps it in the runtime's check, which refuses a null at the offset where it starts.
     *
     * @param container the container, or null for an array (which holds null)
     * @param declared the declared type's simple name, for the message
     */
    static CodeBlock refusingNull(CodeBlock.Builder code, Container container, Codec.Slot slot, String declared,
            Supplier<CodeBlock> read) {
        if (container == null || container.holdsNull()) {
            return read.get();
        }
        String at = slot.fresh("at");
        code.addStatement("int $N = $L", at, RuntimeCalls.BUFFER.readIndex.call(slot.buffer()));
        return refusingNull(container, slot, declared, CodeBlock.of("$N", at), read);
    }

    /**
     * As {@link #refusingNull(CodeBlock.Builder, Container, Codec.Slot, String, Supplier)}, with
     * the offset where the element starts already known: {@code at}, an int expression (a local,
     * or a position in a run of fixed-size elements).
     */
    static CodeBlock refusingNull(Container container, Codec.Slot slot, String declared, CodeBlock at,
            Supplier<CodeBlock> read) {
        CodeBlock one = read.get();
        if (container == null || container.holdsNull()) {
            return one;
        }
        return WireCalls.CONTAINERS.notNull.call(slot.buffer(), one, at, slot.labelLiteral(),
                CodeBlock.of("$S", declared));
    }

    /**
     * Closes a loop that wrote a collection's elements after its count; with {@code written}, the
     * elements the iterator gave, checks them against the count, so that a collection whose size
     * disagreed with its elements (a concurrent one, changing) fails the write instead of
     * leaving a count that does not match what follows it.
     */
    static void endCountedLoop(CodeBlock.Builder code, Codec.Slot slot, String count, String written) {
        if (written == null) {
            code.endControlFlow();
            return;
        }
        code.addStatement("$N++", written)
                .endControlFlow()
                .addStatement("$L", WireCalls.COUNTS.checkCount.call(slot.buffer(), CodeBlock.of("$N", count),
                        CodeBlock.of("$N", written), slot.labelLiteral()));
    }

    /** Statements that reject a sorted container with its own comparator, whose order the wire cannot carry. */
    static CodeBlock requireNaturalOrder(Codec.Slot slot, String value) {
        return WireCalls.CONTAINERS.requireNaturalOrder.statement(slot.buffer(), CodeBlock.of("$N.comparator()", value),
                slot.labelLiteral());
    }
}
