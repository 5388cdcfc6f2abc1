package dev.marshalled.runtime;

/**
 * How much a read accepts before it has allocated anything: the deepest nesting of marshalled
 * objects, and the most elements of one collection, map or array, or bytes of one string. Input
 * beyond either is a {@link MarshalException} rather than a {@code StackOverflowError} or an
 * allocation the input cannot justify. Immutable; a buffer, a {@link DelimitedReader} and the
 * integrations each hold one.
 *
 * <pre>{@code
 * UnsafeBuffer in = UnsafeBuffer.wrap(bytes).limits(ReadLimits.defaults().withMaxLength(10_000));
 * }</pre>
 *
 * <p>Allocation is bounded by the input in any case (a declared length must fit in the bytes
 * that remain); the length limit bounds it further. The depth limit applies to writes too, so
 * that a cyclic object graph written without references fails cleanly.
 */
public final class ReadLimits {

    /** System property with the default nesting limit. */
    public static final String MAX_DEPTH_PROPERTY = "dev.marshalled.maxDepth";

    /** Nesting limit used when {@value #MAX_DEPTH_PROPERTY} is not set. */
    public static final int DEFAULT_MAX_DEPTH = 512;

    /** System property with the default length limit. */
    public static final String MAX_LENGTH_PROPERTY = "dev.marshalled.maxLength";

    /**
     * Length limit used when {@value #MAX_LENGTH_PROPERTY} is not set: the most elements of a
     * collection, map or array, or bytes of a string, that a read accepts (64 Mi).
     */
    public static final int DEFAULT_MAX_LENGTH = 1 << 26;

    // The properties are taken as they are, as before there was this class: a value below the
    // least makes every read fail with the limit in its message, rather than this class's
    // initialisation, which would leave the runtime unusable with a less clear error.
    private static final ReadLimits DEFAULTS = new ReadLimits(
            Integer.getInteger(MAX_DEPTH_PROPERTY, DEFAULT_MAX_DEPTH),
            Integer.getInteger(MAX_LENGTH_PROPERTY, DEFAULT_MAX_LENGTH));

    private final int maxDepth;
    private final int maxLength;

    private ReadLimits(int maxDepth, int maxLength) {
        this.maxDepth = maxDepth;
        this.maxLength = maxLength;
    }

    /**
     * Returns the limits new buffers start with: the system properties {@value #MAX_DEPTH_PROPERTY}
     * and {@value #MAX_LENGTH_PROPERTY} where set, else {@value #DEFAULT_MAX_DEPTH} and
     * {@value #DEFAULT_MAX_LENGTH}.
     *
     * @return the default limits of this JVM
     */
    public static ReadLimits defaults() {
        return DEFAULTS;
    }

    /**
     * Returns the given limits.
     *
     * @param maxDepth the deepest nesting, at least 1
     * @param maxLength the most elements or string bytes, at least 0
     * @return the limits
     * @throws IllegalArgumentException if either is below its least value
     */
    public static ReadLimits of(int maxDepth, int maxLength) {
        return new ReadLimits(checkDepth(maxDepth), checkLength(maxLength));
    }

    /** @return the deepest nesting of marshalled objects a read or write accepts */
    public int maxDepth() {
        return maxDepth;
    }

    /** @return the most elements (or string bytes) one collection, map, array or string may declare when read */
    public int maxLength() {
        return maxLength;
    }

    /**
     * @param maxDepth the deepest nesting, at least 1
     * @return these limits with that nesting limit
     * @throws IllegalArgumentException if {@code maxDepth} is below 1
     */
    public ReadLimits withMaxDepth(int maxDepth) {
        return new ReadLimits(checkDepth(maxDepth), maxLength);
    }

    /**
     * @param maxLength the most elements or string bytes, at least 0
     * @return these limits with that length limit
     * @throws IllegalArgumentException if {@code maxLength} is negative
     */
    public ReadLimits withMaxLength(int maxLength) {
        return new ReadLimits(maxDepth, checkLength(maxLength));
    }

    private static int checkDepth(int maxDepth) {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1, was " + maxDepth);
        }
        return maxDepth;
    }

    private static int checkLength(int maxLength) {
        if (maxLength < 0) {
            throw new IllegalArgumentException("maxLength must be at least 0, was " + maxLength);
        }
        return maxLength;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReadLimits && ((ReadLimits) other).maxDepth == maxDepth
                && ((ReadLimits) other).maxLength == maxLength;
    }

    @Override
    public int hashCode() {
        return 31 * maxDepth + maxLength;
    }

    @Override
    public String toString() {
        return "ReadLimits[maxDepth=" + maxDepth + ", maxLength=" + maxLength + "]";
    }
}
