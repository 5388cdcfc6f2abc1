package dev.marshalled.flink;

import java.util.List;

/**
 * Thrown when Flink state written with one version of a type cannot be read by the type the
 * job now has: the change is one the schema lock refuses. The message gives each reason in the
 * lock's words and the compatible alternative.
 *
 * <pre>{@code
 * state of com.acme.Account cannot be restored: field 'owner' of Account (slot 1) has type long,
 * but the schema lock in the restored state records String there, so stored bytes would be
 * misread: keep the old type, or keep the old field marked @Retired and add the new one at the
 * end with @Since(2) (the type must be evolvable)
 * }</pre>
 */
public final class IncompatibleSchemaException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    /** The reasons, one sentence each. */
    private final String[] reasons;

    IncompatibleSchemaException(String message, List<String> reasons) {
        super(message);
        this.reasons = reasons.toArray(new String[0]);
    }

    /**
     * Returns why the stored state cannot be read, one sentence per change.
     *
     * @return the reasons, in the lock's words
     */
    public List<String> reasons() {
        return List.of(reasons);
    }
}
