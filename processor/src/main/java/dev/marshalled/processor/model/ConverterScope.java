package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * The converters that apply to one field: its own {@code @ConvertWith}, then its type's, then
 * its package's. The nearest converter for a type wins.
 */
public final class ConverterScope {
    /** No converters. */
    static final ConverterScope NONE = new ConverterScope(List.of());

    private final List<List<Converter>> levels;

    private ConverterScope(List<List<Converter>> levels) {
        this.levels = levels;
    }

    /** This scope with a nearer level in front. */
    ConverterScope within(List<Converter> nearer) {
        if (nearer.isEmpty()) {
            return this;
        }
        List<List<Converter>> more = new ArrayList<>();
        more.add(nearer);
        more.addAll(levels);
        return new ConverterScope(more);
    }

    /** @return the converter for values of {@code type}, or null */
    Converter find(TypeMirror type, Types types) {
        for (List<Converter> level : levels) {
            for (Converter converter : level) {
                if (types.isSameType(type, converter.source())) {
                    return converter;
                }
            }
        }
        return null;
    }

    /**
     * One checked converter.
     *
     * @param type the converter class
     * @param source its {@code T}: the type it converts
     * @param wire what its {@code W} is on the wire; null for a converter that was refused (and
     *     reported), which still claims its type so that fields of it are not reported twice
     */
    record Converter(ClassName type, TypeMirror source, WireType wire) {
    }
}
