package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;
import dev.marshalled.processor.model.Container;
import java.util.function.Supplier;

/**
 * A collection, or an array of objects or of arrays: int32 count (-1 for null), then each
 * element by its own codec, in iteration order. The reader checks the count against the
 * remaining bytes before it allocates, then runs a typed loop; elements of a fixed size are
 * taken as one run.
 */
final class CollectionCodec implements Codec {
    private static final ClassName LIST = ClassName.get("java.util", "List");
    private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    private static final ClassName ITERATOR = ClassName.get("java.util", "Iterator");
    private static final ClassName RANDOM_ACCESS = ClassName.get("java.util", "RandomAccess");

    private final TypeName declared;
    private final TypeName elementType;
    private final Codec element;
    private final Container container; // null for an array
    private final String typeName;
    private final Encoding encoding;
    /** The enum generated code cannot name that the elements are, or that they are arrays of; else null. */
    private final dev.marshalled.processor.model.WireType.EnumType hiddenBase;

    CollectionCodec(TypeName declared, TypeName elementType, Codec element, Container container, String typeName,
            Encoding encoding, dev.marshalled.processor.model.WireType.EnumType hiddenBase) {
        this.encoding = encoding;
        this.hiddenBase = hiddenBase;
        this.declared = declared;
        this.elementType = elementType;
        this.element = element;
        this.container = container;
        this.typeName = typeName;
    }

    @Override
    public int fixedSize() {
        return VARIABLE;
    }

    @Override
    public int minSize() {
        return encoding.nullCountSize();
    }

    @Override
    public boolean usesValueOnce() {
        return false;
    }

    private String count(CodeBlock value) {
        return container == null ? value + ".length" : value + ".size()";
    }

    @Override
    public CodeBlock write(Slot slot, CodeBlock value, CodeBlock index) {
        String item = slot.fresh("element");
        Slot inner = slot.element("[]", "element");
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if ($L == null)", value)
                .add(encoding.writeCount(slot, -1))
                .nextControlFlow("else");
        if (container != null && container.sorted()) {
            code.add(Containers.requireNaturalOrder(slot, value.toString()));
        }
        // The size is read once: the count, the run claimed and the loop all use it.
        String count = slot.fresh("count");
        code.addStatement("int $N = $L", count, count(value))
                .add(encoding.writeCount(slot, count));
        int size = element.fixedSize();
        if (size != VARIABLE && element.minSize() == size) {
            writeRun(code, slot, inner, value, item, count);
        } else {
            Loop loop = beginElements(code, slot, value, item, count, true);
            Elements.write(code, element, inner, CodeBlock.of("$N", item));
            Containers.endCountedLoop(code, slot, count, loop.written());
            endGuard(code, slot, count, loop);
        }
        return code.endControlFlow().build();
    }

    /**
     * Writes elements of one fixed size: their bytes are claimed at once, as the reader takes
     * them; a collection whose size changed meanwhile (a concurrent one) would leave the run
     * short of what it claimed, or write past it, which the runtime then refuses.
     */
    private void writeRun(CodeBlock.Builder code, Slot slot, Slot inner, CodeBlock value, String item, String count) {
        String at = slot.fresh("at");
        CodeBlock size = inner.size(element.fixedSize());
        code.addStatement("int $N = $L", at, WireCalls.COUNTS.claimRun.call(slot.buffer(), CodeBlock.of("$N", count),
                size));
        Loop loop = beginElements(code, slot, value, item, count, false);
        code.add(element.write(inner, CodeBlock.of("$N", item), CodeBlock.of("$N", at)))
                .addStatement("$N += $L", at, size)
                .endControlFlow();
        endGuard(code, slot, count, loop);
        code
                .addStatement("$L", WireCalls.COUNTS.checkRun.call(slot.buffer(), CodeBlock.of("$N", at),
                        slot.labelLiteral()));
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String count = slot.fresh("count");
        String result = slot.fresh(slot.name());
        String i = slot.index();
        Slot inner = slot.element("[]", "element");
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int $N = $L", count, encoding.readCount(slot, element.minSizeCode(inner)))
                .addStatement("$T $N = null", declared, result)
                .beginControlFlow("if ($N >= 0)", count);
        if (container == null) {
            code.addStatement("$N = $L", result, newArray(slot, count));
        } else if (hiddenBase != null && container.creation() == Container.Creation.ENUM_SET) {
            slot.constants().requireLevel(RuntimeApi.HIDDEN_CONTAINER_LEVEL);
            code.addStatement("$N = $L", result, WireCalls.ENUMS.newSet.invoke(EnumCodec.hiddenType(hiddenBase, slot)));
        } else {
            code.addStatement("$N = $L", result, Containers.create(container, count, elementType));
        }
        // Elements of one fixed size: the count check above proved that count * size bytes remain,
        // so the whole run is taken at once instead of one bounds check per element.
        int size = element.fixedSize();
        boolean oneRun = size != VARIABLE && element.minSize() == size;
        String run = oneRun ? slot.fresh("run") : null;
        if (oneRun) {
            code.addStatement("int $N = $L", run,
                    RuntimeCalls.BUFFER.take.call(slot.buffer(), CodeBlock.of("$N * $L", count, inner.size(size)),
                            inner.labelLiteral()));
        }
        Elements.beginReadLoop(code, i, count);
        // Where element i starts: in a run, computed; otherwise the read index before it, kept in
        // a local only where a check needs it.
        CodeBlock at = null;
        if (oneRun) {
            String local = slot.fresh("at");
            code.addStatement("int $N = $N + $N * $L", local, run, i, inner.size(size));
            at = CodeBlock.of("$N", local);
        }
        addElement(code, slot, inner, result, i, at);
        Elements.endReadLoop(code, slot, i);
        code.endControlFlow();
        return new Expr(code.build(), CodeBlock.of("$N", result));
    }

    /**
     * Reads element {@code i} into {@code result}: into a set through the runtime's check of
     * repeats and order, into a collection or array as it is.
     *
     * @param at where the element starts if it is in a run taken at once, else null
     */
    private void addElement(CodeBlock.Builder code, Slot slot, Slot inner, String result, String i, CodeBlock at) {
        CodeBlock runAt = at;
        Supplier<CodeBlock> readOne = runAt != null
                ? () -> Elements.readAt(code, element, inner, runAt)
                : () -> Elements.read(code, element, inner);
        if (container != null && container.isSet()) {
            // a set refuses a repeated element, and a sorted or enum set one out of order
            if (at == null) {
                String local = slot.fresh("at");
                code.addStatement("int $N = $L", local, RuntimeCalls.BUFFER.readIndex.call(slot.buffer()));
                at = CodeBlock.of("$N", local);
            }
            String one = slot.fresh("element");
            code.addStatement("$T $N = $L", elementType, one, Containers.refusingNull(container, inner, rawName(), at,
                    readOne));
            code.addStatement("$L", WireCalls.CONTAINERS.add.call(slot.buffer(), CodeBlock.of("$N", result),
                    CodeBlock.of("$N", one), at, inner.labelLiteral(), CodeBlock.of("$S", rawName())));
        } else {
            CodeBlock one = at == null
                    ? Containers.refusingNull(code, container, inner, rawName(), readOne)
                    : Containers.refusingNull(container, inner, rawName(), at, readOne);
            if (container == null) {
                code.addStatement("$N[$N] = $L", result, i, one);
            } else {
                code.addStatement("$N.add($L)", result, one);
            }
        }
    }

    /**
     * Opens the loop over the elements of {@code value}, not null, with each one in the local
     * {@code item}. A list that is {@code RandomAccess} is walked by index (known for a declared
     * {@code ArrayList}, checked once for a declared {@code List}), so writing or sizing one never
     * creates an iterator, whatever the JIT's escape analysis decides; any other collection by its
     * iterator, and an array by a for-each loop. Either way exactly {@code size()} elements are visited after the
     * count was written from {@code size()}.
     */
    /**
     * Opens the loop over the elements: by index for a list that allows it, exactly {@code count}
     * times where the size was read once into that local (else {@code size()} times), or by
     * iterator. If {@code counted}, an iterating loop over a collection counts what it writes in
     * the local returned, for {@link Containers#endCountedLoop} to hold against the count; an
     * array's length cannot change, so nothing is counted for it.
     */
    private Loop beginElements(CodeBlock.Builder code, Slot slot, CodeBlock value, String item, String count,
            boolean counted) {
        ClassName raw = declared instanceof ParameterizedTypeName ? ((ParameterizedTypeName) declared).rawType : null;
        if (!walkedByIndex()) {
            String written = container == null || !counted ? null : slot.fresh("written");
            if (written != null) {
                code.addStatement("int $N = 0", written);
            }
            code.beginControlFlow("for ($T $N : $L)", elementType, item, value);
            return new Loop(written, null);
        }
        String i = slot.index();
        CodeBlock next = CodeBlock.of("$L.get($N)", value, i);
        if (!ARRAY_LIST.equals(raw)) {
            String iterator = slot.fresh("iterator");
            TypeName iteratorType = ParameterizedTypeName.get(ITERATOR, WildcardTypeName.subtypeOf(elementType.box()));
            code.addStatement("$T $N = $L instanceof $T$W? null : $L.iterator()", iteratorType, iterator, value,
                    RANDOM_ACCESS, value);
            next = CodeBlock.of("$N == null ? $L : $N.next()", iterator, next, iterator);
        }
        if (count != null) {
            // A list whose size() said more than it holds fails in get or next: the index says how
            // many it gave, and the write fails as any count the elements disagree with does.
            code.addStatement("int $N = 0", i)
                    .beginControlFlow("try")
                    .beginControlFlow("for (; $N < $N; $N++)", i, count, i);
            code.addStatement("$T $N = $L", elementType, item, next);
            return new Loop(null, i);
        } else {
            String n = slot.fresh("n");
            code.beginControlFlow("for (int $N = 0, $N = $L.size(); $N < $N; $N++)", i, n, value, i, n, i);
        }
        code.addStatement("$T $N = $L", elementType, item, next);
        return new Loop(null, null);
    }

    /** Whether {@link #beginElements} walks the elements by index or iterator, as a list, rather than by for-each. */
    private boolean walkedByIndex() {
        ClassName raw = declared instanceof ParameterizedTypeName ? ((ParameterizedTypeName) declared).rawType : null;
        return container != null && (LIST.equals(raw) || ARRAY_LIST.equals(raw));
    }

    /**
     * The loop {@link #beginElements} opened: the local counting what an iterator gave, if any, and the
     * index of a list walked {@code count} times inside a {@code try}, if so.
     */
    private record Loop(String written, String guardedIndex) {
    }

    /** Closes the {@code try} around a list walked {@code count} times, after its loop is closed. */
    private static void endGuard(CodeBlock.Builder code, Slot slot, String count, Loop loop) {
        if (loop.guardedIndex() == null) {
            return;
        }
        String failure = slot.fresh("failure");
        code.nextControlFlow("catch ($T | $T $N)", IndexOutOfBoundsException.class,
                        java.util.NoSuchElementException.class, failure)
                .addStatement("$L", WireCalls.COUNTS.checkCount.call(slot.buffer(), CodeBlock.of("$N", count),
                        CodeBlock.of("$N", loop.guardedIndex()), slot.labelLiteral()))
                .addStatement("throw $N", failure)
                .endControlFlow();
    }

    /** The declared type without its arguments, e.g. {@code SortedSet}, as the schema names it. */
    private String rawName() {
        int angle = typeName.indexOf('<');
        return angle < 0 ? typeName : typeName.substring(0, angle);
    }

    /** {@code new String[count]}, {@code new int[count][]}: the count goes in the first pair of brackets. */
    private CodeBlock newArray(Slot slot, String count) {
        int dims = 0;
        TypeName base = elementType;
        while (base instanceof com.squareup.javapoet.ArrayTypeName) {
            base = ((com.squareup.javapoet.ArrayTypeName) base).componentType;
            dims++;
        }
        if (hiddenBase != null) {
            // new Enum<?>[count] would not fit a field of the enum's own array type.
            slot.constants().requireLevel(RuntimeApi.HIDDEN_CONTAINER_LEVEL);
            return CodeBlock.of("($T) $L", com.squareup.javapoet.ArrayTypeName.of(elementType),
                    WireCalls.ENUMS.newArray.invoke(EnumCodec.hiddenType(hiddenBase, slot),
                            CodeBlock.of("$L", dims + 1), CodeBlock.of("$N", count)));
        }
        return CodeBlock.of("new $T[$N]$L", base, count, "[]".repeat(dims));
    }

    @Override
    public Expr size(Slot slot, CodeBlock value) {
        if (element.fixedSize() != VARIABLE) {
            return Expr.of("($L == null ? $L : $L + $L * $L)", value, encoding.nullCountSize(),
                    encoding.countSize(count(value)), count(value),
                    slot.element("[]", "element").size(element.fixedSize()));
        }
        String size = slot.fresh("size");
        String item = slot.fresh("element");
        Expr one = element.size(slot.element("[]", "element"), CodeBlock.of("$N", item));
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int $N = $L", size, encoding.nullCountSize())
                .beginControlFlow("if ($L != null)", value);
        // A list is walked size() times, read once into a local that the loop's guard reports.
        String count = walkedByIndex() ? slot.fresh("count") : null;
        if (count != null) {
            code.addStatement("int $N = $L", count, count(value));
        }
        if (encoding.countSizeVaries()) { // else a count takes as many bytes as a null
            code.addStatement("$N = $L", size, encoding.countSize(count != null ? count : count(value)));
        }
        Loop loop = beginElements(code, slot, value, item, count, false);
        code.add(one.statements())
                .addStatement("$N += $L", size, one.value())
                .endControlFlow();
        if (loop.guardedIndex() != null) {
            slot.constants().requireLevel(RuntimeApi.SIZED_LIST_LEVEL);
            String failure = slot.fresh("failure");
            code.nextControlFlow("catch ($T | $T $N)", IndexOutOfBoundsException.class,
                            java.util.NoSuchElementException.class, failure)
                    .addStatement("throw $L", WireCalls.COUNTS.changedWhileSized.invoke(CodeBlock.of("$N", count),
                            CodeBlock.of("$N", loop.guardedIndex()), slot.labelLiteral(),
                            CodeBlock.of("$N", failure)))
                    .endControlFlow();
        }
        code.endControlFlow();
        return new Expr(code.build(), CodeBlock.of("$N", size));
    }

    @Override
    public CodeBlock describe(String name) {
        return SchemaWriter.parts(SchemaCalls.FIELD.sequence, element.describe("[]"), CodeBlock.of("$S", name),
                CodeBlock.of("$S", typeName));
    }
}
