package dev.marshalled;

/**
 * Maps a type that cannot carry {@code @Marshalled} (a library's {@code DateTime}, a money
 * class, anything the format does not know) to a type it does know, so that fields of the
 * foreign type can be marshalled. The bytes are those of the wire type {@code W}: the schema,
 * the schema lock, the inspector and evolution see only {@code W}.
 *
 * <p>Null never reaches a converter: a null field is written as a null {@code W} and read back
 * as null. A converter needs a no-argument constructor the generated marshaller can call
 * (public, or package-private in the marshalled type's package); one instance is created per
 * marshaller and shared by all threads, so it must be stateless or thread-safe. Declare it with
 * {@link ConvertWith} on a field, on a {@code @Marshalled} type or on a package.
 *
 * <pre>{@code
 * public final class DateTimeConverter implements WireConverter<DateTime, Instant> {
 *     public Instant toWire(DateTime value) { return Instant.ofEpochMilli(value.getMillis()); }
 *     public DateTime fromWire(Instant wire) { return new DateTime(wire.toEpochMilli(), DateTimeZone.UTC); }
 * }
 * }</pre>
 *
 * @param <T> the type of the fields it converts
 * @param <W> the type that goes on the wire: any type a {@code @Marshalled} field may have,
 *     including a {@code @Marshalled} record, but not a type that itself needs a converter
 */
public interface WireConverter<T, W> {
    /**
     * Called when writing (and by {@code sizeOf}, which may call it again for the same value).
     *
     * @param value a field's value, never null
     * @return what to write instead; null is written as null
     */
    W toWire(T value);

    /**
     * Called when reading. A runtime exception thrown here fails the read with a
     * {@code MarshalException} that names the field.
     *
     * @param wire the value read, never null
     * @return the field's value
     */
    T fromWire(W wire);
}
