package dev.marshalled.flink;

import java.io.Serializable;

/**
 * The values one version of a type gives the state jobs: {@link StateJobs} is written once
 * against this, and each version of a type (compiled at test time into a jar of its own) brings
 * its own implementation.
 */
public interface Values extends Serializable {
    /** @return the value stored under key {@code id}; every field derived from it */
    Object make(long id);

    /** @return the key of a value */
    long id(Object value);

    /** @return the value as the test compares it, e.g. {@code "7|owner-7|[]|0.0"} */
    String describe(Object value);
}
