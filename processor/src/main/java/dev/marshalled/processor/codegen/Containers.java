package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import java.util.Map;

/**
 * The collection and map types a field may declare, and what a reader creates for each:
 * the declared class itself when it is concrete, else a documented default that keeps the
 * iteration order (see FORMAT.md).
 */
final class Containers {
    /** How to create an empty container for {@code count} elements. */
    enum Creation { SIZED, HASHED, EMPTY, ENUM_SET, ENUM_MAP }

    /** What a declared type reads back as. */
    record Kind(ClassName created, Creation creation, boolean sorted) {
        /** @param count the element count variable @param enumClass the element (key) enum, for EnumSet/EnumMap */
        CodeBlock create(String count, TypeName enumClass) {
            switch (creation) {
                case SIZED: return CodeBlock.of("new $T<>($N)", created, count);
                case HASHED: return CodeBlock.of("new $T<>($L)", created,
                        RuntimeApi.HASH_CAPACITY.invoke(CodeBlock.of("$N", count)));
                case ENUM_SET: return CodeBlock.of("$T.noneOf($T.class)", created, enumClass);
                case ENUM_MAP: return CodeBlock.of("new $T<>($T.class)", created, enumClass);
                default: return CodeBlock.of("new $T<>()", created);
            }
        }
    }

    private static Kind kind(String simpleName, Creation creation, boolean sorted) {
        return new Kind(ClassName.get("java.util", simpleName), creation, sorted);
    }

    static final Map<String, Kind> COLLECTIONS = Map.ofEntries(
            Map.entry("java.util.Collection", kind("ArrayList", Creation.SIZED, false)),
            Map.entry("java.util.List", kind("ArrayList", Creation.SIZED, false)),
            Map.entry("java.util.ArrayList", kind("ArrayList", Creation.SIZED, false)),
            Map.entry("java.util.LinkedList", kind("LinkedList", Creation.EMPTY, false)),
            Map.entry("java.util.Set", kind("LinkedHashSet", Creation.HASHED, false)),
            Map.entry("java.util.HashSet", kind("HashSet", Creation.HASHED, false)),
            Map.entry("java.util.LinkedHashSet", kind("LinkedHashSet", Creation.HASHED, false)),
            Map.entry("java.util.SortedSet", kind("TreeSet", Creation.EMPTY, true)),
            Map.entry("java.util.NavigableSet", kind("TreeSet", Creation.EMPTY, true)),
            Map.entry("java.util.TreeSet", kind("TreeSet", Creation.EMPTY, true)),
            // LinkedList, not ArrayDeque: a Queue or Deque may hold null elements, and must read back.
            Map.entry("java.util.Queue", kind("LinkedList", Creation.EMPTY, false)),
            Map.entry("java.util.Deque", kind("LinkedList", Creation.EMPTY, false)),
            Map.entry("java.util.ArrayDeque", kind("ArrayDeque", Creation.SIZED, false)),
            Map.entry("java.util.EnumSet", kind("EnumSet", Creation.ENUM_SET, false)));

    static final Map<String, Kind> MAPS = Map.ofEntries(
            Map.entry("java.util.Map", kind("LinkedHashMap", Creation.HASHED, false)),
            Map.entry("java.util.HashMap", kind("HashMap", Creation.HASHED, false)),
            Map.entry("java.util.LinkedHashMap", kind("LinkedHashMap", Creation.HASHED, false)),
            Map.entry("java.util.SortedMap", kind("TreeMap", Creation.EMPTY, true)),
            Map.entry("java.util.NavigableMap", kind("TreeMap", Creation.EMPTY, true)),
            Map.entry("java.util.TreeMap", kind("TreeMap", Creation.EMPTY, true)),
            Map.entry("java.util.EnumMap", kind("EnumMap", Creation.ENUM_MAP, false)));

    private Containers() {
    }

    /** Statements that reject a sorted container with its own comparator, whose order the wire cannot carry. */
    static CodeBlock requireNaturalOrder(Codec.Slot slot, String value) {
        return CodeBlock.builder()
                .beginControlFlow("if ($N.comparator() != null)", value)
                .addStatement("throw $L", RuntimeApi.NEW_MARSHAL_EXCEPTION.invoke(
                        CodeBlock.of("$S", slot.label() + " has a custom comparator, which cannot be written: use natural ordering"),
                        RuntimeApi.WRITE_INDEX.call(slot.buffer())))
                .endControlFlow()
                .build();
    }
}
