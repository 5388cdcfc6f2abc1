package dev.marshalled;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Keeps the wire slot of a field that is no longer used, so that the fields after it stay
 * where older readers and writers expect them. Deleting a field would shift them, which the
 * schema lock reports as an error; retiring it is the compatible way to remove it.
 *
 * <p>A retired field is always written as the empty value of its type ({@code 0},
 * {@code false}, or null), and whatever is read in its slot is skipped: the field is not set
 * on a class, and a constructor parameter (a record component) receives {@code 0},
 * {@code false} or {@code null}. Keep its type unchanged; its name, visibility and uses in
 * the rest of the code may go.
 *
 * <pre>{@code
 * @Marshalled(evolvable = true)
 * public class Account {
 *     long id;
 *     @Retired String legacyCode;   // was written by version 1; now always null
 *     @Since(2) String currency;
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Retired {
}
