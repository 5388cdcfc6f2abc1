package dev.marshalled;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Lets a field whose type is an interface, an abstract class, {@code Object}, or a container
 * of these, hold any {@code @Marshalled} type that has a {@link Marshalled#id() type id}. Each
 * such value is written as its type id, its body length and its body, and read back through
 * the global registry ({@code Marshallers.global()}); a value whose type is not registered
 * cannot be written, and an id in the bytes that is not registered, or whose type is not
 * assignable to the field's type, is rejected when reading.
 *
 * <p>A field of a sealed type needs no annotation: its permitted subtypes are known at compile
 * time and are written with a one-byte tag instead.
 *
 * <p>Only those parts of the field's type are written with type ids: in
 * {@code @Polymorphic Map<Side, Event>} the enum keys are still written by their ordinals. On a
 * field of which no part is written with a type id (an enum, {@code String}, a box, a primitive
 * array, a JDK value type, a type parameter, a converted type, or a container of only these) the
 * annotation would do nothing, and it is a compile error.
 *
 * <pre>{@code
 * @Marshalled
 * public record Envelope(long sequence, @Polymorphic Event event) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Polymorphic {
}
