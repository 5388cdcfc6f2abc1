package dev.marshalled;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class or record for which the Marshalled annotation processor generates a
 * reflection-free marshaller at compile time.
 *
 * <p>For a type {@code com.acme.Trade} the processor writes {@code com.acme.TradeMarshaller}
 * (for a nested type {@code Outer.Inner}, {@code Outer_InnerMarshaller}) with static
 * {@code write}, {@code read} and {@code sizeOf} methods and an {@code INSTANCE} that
 * implements {@code dev.marshalled.runtime.Marshaller}:
 *
 * <pre>{@code
 * @Marshalled
 * public record Trade(long id, double price, int quantity, String symbol) {}
 *
 * UnsafeBuffer buffer = new UnsafeBuffer(256);
 * TradeMarshaller.write(trade, buffer);
 * Trade copy = TradeMarshaller.read(buffer);
 * }</pre>
 *
 * <p>The body of a marshalled type is its fields in declaration order (record components
 * in component order, superclass fields before subclass fields); static and
 * {@code transient} fields are skipped. A field type the processor cannot encode is a
 * compile error on that field.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Marshalled {
}
