package dev.marshalled.example.model;

/** A superclass that is not itself marshalled; its fields come first on the wire. */
public abstract class Entity {
    protected long id;
    private String createdBy;

    public String getCreatedBy() { return createdBy; }
    public void setCreatedBy(String createdBy) { this.createdBy = createdBy; }
}
