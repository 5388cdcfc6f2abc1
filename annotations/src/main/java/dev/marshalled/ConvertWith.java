package dev.marshalled;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the {@link WireConverter}s that marshal types the format does not know. Each converter
 * applies to every use of its source type {@code T} in scope: a field of type {@code T}, and
 * {@code T} inside a field's type ({@code List<T>}, {@code Map<String, T>}, {@code T[]},
 * {@code Optional<T>}).
 *
 * <p>The scope is where the annotation sits: a field (or record component), a
 * {@code @Marshalled} type (its fields, inherited ones included), or a package, in its
 * {@code package-info.java} (every {@code @Marshalled} type of that package). When several
 * scopes have a converter for the same type, the nearest wins: field, then type, then package.
 * Two converters for one type on the same declaration are a compile error, and so is a converter
 * that converts nothing where it is listed: on a field, one whose type is nowhere in the field's
 * type; on a type, one that no field of it or of the types nested in it uses. A package may list
 * converters that no field uses.
 *
 * <pre>{@code
 * // package-info.java: one declaration covers the whole model
 * @ConvertWith({DateTimeConverter.class, MoneyConverter.class})
 * package com.acme.shop;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PACKAGE, ElementType.TYPE, ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface ConvertWith {
    /** @return the converters, each with a no-argument constructor */
    Class<? extends WireConverter<?, ?>>[] value();
}
