package dev.marshalled.example.domain.base;

/**
 * A JPA-style mapped superclass in another package: a private generated id with a getter and no
 * setter, a private version, a protected no-argument constructor.
 */
public abstract class BaseEntity {
    private Long id;
    private int version;

    protected BaseEntity() {
    }

    public Long getId() {
        return id;
    }

    public int getVersion() {
        return version;
    }

    /** What a persistence layer would do; the model offers nothing else to set them. */
    protected void persisted(long newId) {
        id = newId;
        version++;
    }
}
