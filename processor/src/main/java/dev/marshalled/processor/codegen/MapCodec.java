package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.marshalled.processor.model.Container;
import java.util.List;

/**
 * A map: int32 count (-1 for null), then for each entry in iteration order its key and its
 * value, each by its own codec.
 */
final class MapCodec implements Codec {
    private static final ClassName ENTRY = ClassName.get("java.util", "Map", "Entry");

    private final TypeName declared;
    private final TypeName keyType;
    private final TypeName valueType;
    private final Codec key;
    private final Codec value;
    private final Container container;
    private final String typeName;
    private final Encoding encoding;
    /** The enum generated code cannot name that the keys are, or that they are arrays of; else null. */
    private final dev.marshalled.processor.model.WireType.EnumType hiddenKey;

    MapCodec(TypeName declared, TypeName keyType, TypeName valueType, Codec key, Codec value,
            Container container, String typeName, Encoding encoding,
            dev.marshalled.processor.model.WireType.EnumType hiddenKey) {
        this.encoding = encoding;
        this.hiddenKey = hiddenKey;
        this.declared = declared;
        this.keyType = keyType;
        this.valueType = valueType;
        this.key = key;
        this.value = value;
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

    @Override
    public CodeBlock write(Slot slot, CodeBlock map, CodeBlock index) {
        String entry = slot.fresh("entry");
        String k = slot.fresh("key");
        String v = slot.fresh("value");
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if ($L == null)", map)
                .add(encoding.writeCount(slot, -1))
                .nextControlFlow("else");
        if (container.sorted()) {
            code.add(Containers.requireNaturalOrder(slot, map.toString()));
        }
        // The size is read once, and the entries the iterator gives are counted against it.
        String count = slot.fresh("count");
        String written = slot.fresh("written");
        code.addStatement("int $N = $L.size()", count, map)
                .add(encoding.writeCount(slot, count))
                .addStatement("int $N = 0", written)
                .beginControlFlow("for ($T $N : $L.entrySet())", ParameterizedTypeName.get(ENTRY, keyType, valueType), entry, map)
                .addStatement("$T $N = $N.getKey()", keyType, k, entry)
                .addStatement("$T $N = $N.getValue()", valueType, v, entry);
        Elements.write(code, key, slot.element(".key", "key"), CodeBlock.of("$N", k));
        Elements.write(code, value, slot.element(".value", "value"), CodeBlock.of("$N", v));
        Containers.endCountedLoop(code, slot, count, written);
        return code.endControlFlow().build();
    }

    /**
     * The fewest bytes of a key and value: one number where both are literals, else their sum as
     * code (a fixed size is its constant; a type parameter's is known only at run time).
     */
    private CodeBlock minEntrySize(Slot slot) {
        CodeBlock keys = key.minSizeCode(slot.element(".key", "key"));
        CodeBlock values = value.minSizeCode(slot.element(".value", "value"));
        return keys.toString().equals(String.valueOf(key.minSize()))
                && values.toString().equals(String.valueOf(value.minSize()))
                ? CodeBlock.of("$L", key.minSize() + value.minSize()) : CodeBlock.of("$L + $L", keys, values);
    }

    @Override
    public Expr read(Slot slot, CodeBlock index) {
        String count = slot.fresh("count");
        String result = slot.fresh(slot.name());
        String i = slot.index();
        boolean hiddenMap = hiddenKey != null
                && container.creation() == dev.marshalled.processor.model.Container.Creation.ENUM_MAP;
        if (hiddenMap) {
            slot.constants().requireLevel(RuntimeApi.HIDDEN_CONTAINER_LEVEL);
        }
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int $N = $L", count, encoding.readCount(slot, minEntrySize(slot)))
                .addStatement("$T $N = null", declared, result)
                .beginControlFlow("if ($N >= 0)", count)
                .addStatement("$N = $L", result, hiddenMap
                        ? WireCalls.ENUMS.newMap.invoke(EnumCodec.hiddenType(hiddenKey, slot))
                        : Containers.create(container, count, keyType));
        Elements.beginReadLoop(code, i, count);
        String k = slot.fresh("key");
        String at = slot.fresh("at");
        Slot keySlot = slot.element(".key", "key");
        code.addStatement("int $N = $L", at, RuntimeCalls.BUFFER.readIndex.call(slot.buffer()));
        code.addStatement("$T $N = $L", keyType, k, Containers.refusingNull(container, keySlot, rawName(), CodeBlock.of("$N", at),
                () -> Elements.read(code, key, keySlot)));
        CodeBlock v = Elements.read(code, value, slot.element(".value", "value"));
        // a map refuses a repeated key, and a sorted or enum map one out of order
        code.addStatement("$L", WireCalls.CONTAINERS.put.call(slot.buffer(), CodeBlock.of("$N", result),
                CodeBlock.of("$N", k), v, CodeBlock.of("$N", at), keySlot.labelLiteral(), CodeBlock.of("$S", rawName())));
        Elements.endReadLoop(code, slot, i);
        code.endControlFlow();
        return new Expr(code.build(), CodeBlock.of("$N", result));
    }

    /** The declared type without its arguments, e.g. {@code TreeMap}, as the schema names it. */
    private String rawName() {
        return typeName.substring(0, typeName.indexOf('<'));
    }

    @Override
    public Expr size(Slot slot, CodeBlock map) {
        String size = slot.fresh("size");
        String entry = slot.fresh("entry");
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int $N = $L", size, encoding.nullCountSize())
                .beginControlFlow("if ($L != null)", map);
        if (encoding.countSizeVaries()) { // else a count takes as many bytes as a null
            code.addStatement("$N = $L", size, encoding.countSize(CodeBlock.of("$L.size()", map)));
        }
        code.beginControlFlow("for ($T $N : $L.entrySet())", ParameterizedTypeName.get(ENTRY, keyType, valueType), entry,
                map);
        addPartSize(code, key, slot.element(".key", "key"), size, keyType, CodeBlock.of("$N.getKey()", entry));
        addPartSize(code, value, slot.element(".value", "value"), size, valueType, CodeBlock.of("$N.getValue()", entry));
        code.endControlFlow().endControlFlow();
        return new Expr(code.build(), CodeBlock.of("$N", size));
    }

    private static void addPartSize(CodeBlock.Builder code, Codec codec, Slot slot, String size, TypeName type,
            CodeBlock part) {
        if (codec.fixedSize() != VARIABLE) {
            code.addStatement("$N += $L", size, slot.size(codec.fixedSize()));
            return;
        }
        String local = slot.fresh(slot.name());
        code.addStatement("$T $N = $L", type, local, part);
        Expr one = codec.size(slot, CodeBlock.of("$N", local));
        code.add(one.statements());
        code.addStatement("$N += $L", size, one.value());
    }

    @Override
    public CodeBlock describe(String name) {
        return SchemaWriter.parts(SchemaCalls.FIELD.map, List.of(CodeBlock.of("$S", name),
                CodeBlock.of("$S", typeName)), List.of(key.describe("key"), value.describe("value")));
    }
}
