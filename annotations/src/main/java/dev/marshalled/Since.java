package dev.marshalled;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field (or record component) of an {@link Marshalled#evolvable() evolvable} type as
 * added in version {@code value} of that type. Fields without it belong to version 1. Fields
 * must appear in non-decreasing version order, so a later version only ever appends. On a static
 * or transient field, which is never written, it is a compile error, and so is {@code @Since(1)},
 * the version every field without it has.
 *
 * <p>Reading bytes written by an older version, which end before this field, gives the field
 * its default: a class created through its no-argument constructor keeps the value that
 * constructor (or the field's initializer) gave it; a constructor parameter, such as a record
 * component, receives {@code 0}, {@code false} or {@code null}, which a compact canonical
 * constructor may replace.
 *
 * <pre>{@code
 * @Marshalled(evolvable = true)
 * public record Account(long id, String owner, @Since(2) List<String> tags) {
 *     public Account {
 *         tags = tags == null ? List.of() : tags;   // the default for version-1 bytes
 *     }
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Since {

    /**
     * @return the version of the type that added this field, 2 or more
     */
    int value();
}
