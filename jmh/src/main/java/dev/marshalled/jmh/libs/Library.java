package dev.marshalled.jmh.libs;

/**
 * One serialization approach on one model, with its own reusable buffer: {@link #write}
 * encodes into it, {@link #read} decodes what was last written. Benchmarks call both the same
 * way for every library, so the numbers compare like with like.
 *
 * @param <T> the model's root type
 */
public interface Library<T> {
    /** @return bytes written */
    int write(T value);

    /** @return the value decoded from the bytes the last {@link #write} produced */
    T read();
}
