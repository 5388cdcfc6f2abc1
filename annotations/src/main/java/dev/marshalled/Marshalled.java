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

    /** The value of {@link #id()} for a type without a type id. */
    int NO_ID = 0;

    /**
     * A stable type id, from 1 up, that names this type in self-identifying messages
     * ({@code Marshallers.writeMessage}) and in {@link Polymorphic} fields, so no class name
     * is ever written. Two types compiled together may not share an id. A type with an id is
     * found by {@code Marshallers.discovered()} through the {@code ServiceLoader} file the
     * processor writes.
     *
     * <pre>{@code
     * @Marshalled(id = 7)
     * public record Quote(String symbol, double bid, double ask) {}
     * }</pre>
     *
     * @return the type id, or {@link #NO_ID}
     */
    int id() default NO_ID;

    /**
     * Whether fields of this type keep object identity: an object reachable twice within one
     * top-level write is written once and read back as one object, and cycles through it
     * round-trip. Off by default, and free when off. A type that is part of a cycle needs a
     * no-argument constructor and settable fields, so that reading can create it before its
     * fields; a constructor-built type (a record, say) may be shared but not part of a cycle,
     * and writing such a cycle throws {@code MarshalException}.
     *
     * <pre>{@code
     * @Marshalled(references = true)
     * public class Order { List<OrderLine> lines; ... }
     *
     * @Marshalled
     * public class OrderLine { Order order; ... }   // read back with line.order == order
     * }</pre>
     *
     * @return whether identity is kept
     */
    boolean references() default false;

    /**
     * Whether this type may gain fields later and still exchange bytes with its older
     * versions. The body of an evolvable type starts with its length in bytes, so a reader
     * that knows fewer fields skips the ones it does not know, and a reader that knows more
     * gives the missing ones their defaults. Fields added later are appended after all others
     * and carry {@link Since}; a field no longer wanted keeps its slot with {@link Retired}.
     * Renaming is always free (names are not on the wire). Costs four bytes and a bounds
     * update per object; types that are not evolvable are unaffected.
     *
     * <pre>{@code
     * @Marshalled(evolvable = true)
     * public record Account(long id, String owner, @Since(2) String currency) {}
     * }</pre>
     *
     * <p>Turning this on or off changes the encoding of every existing value of the type, so
     * it is a decision made before the first bytes are stored; the schema lock refuses it later.
     *
     * @return whether the type is evolvable
     */
    boolean evolvable() default false;

    /**
     * How this type's own numbers and lengths are written. {@link Encoding#FIXED}, the
     * default, is fastest; {@link Encoding#COMPACT} is smaller for typical data. Each type
     * chooses for itself: a compact type's fields of another type use that type's encoding.
     *
     * <pre>{@code
     * @Marshalled(encoding = Marshalled.Encoding.COMPACT)
     * public record Quote(long id, String symbol, int bid, int ask) {}
     * }</pre>
     *
     * @return the encoding
     */
    Encoding encoding() default Encoding.FIXED;

    /** How a type's numbers and lengths are written. */
    enum Encoding {
        /**
         * Little-endian, fixed width: an {@code int} is 4 bytes, a {@code long} 8, lengths and
         * counts 4, enum ordinals 4. Runs of fixed-size fields cost one bounds check.
         */
        FIXED,
        /**
         * Varints, seven bits a byte: {@code int} and {@code long} fields (and their boxes,
         * also as elements) zigzag-encoded, so small magnitudes of either sign take one byte;
         * lengths and counts of strings, collections, maps and object arrays, enum ordinals
         * and reference tags, as unsigned varints (null is a single 0); the scale and length
         * of {@code BigDecimal} and {@code BigInteger} likewise. Other primitives, primitive
         * arrays (bulk-copied), other JDK value types, sealed tags and type ids keep the fixed
         * encoding.
         */
        COMPACT
    }
}
