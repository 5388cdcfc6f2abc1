package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
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
    /** Receives each converter {@link #find} returns; null for a scope that records nothing. */
    private final java.util.Set<Converter> used;

    private ConverterScope(List<List<Converter>> levels) {
        this(levels, null);
    }

    private ConverterScope(List<List<Converter>> levels, java.util.Set<Converter> used) {
        this.levels = levels;
        this.used = used;
    }

    /**
     * @param used receives each converter this scope finds for a type: the converters that the field
     *     resolved through this scope is written with
     * @return this scope, recording
     */
    ConverterScope recording(java.util.Set<Converter> used) {
        return new ConverterScope(levels, used);
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
                    if (used != null) {
                        used.add(converter);
                    }
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
     * @param declaration the field, type or package whose {@code @ConvertWith} lists it
     */
    public record Converter(ClassName type, TypeMirror source, WireType wire, Element declaration) {
    }
}
