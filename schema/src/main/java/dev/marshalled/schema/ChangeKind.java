package dev.marshalled.schema;

/**
 * The catalogue of schema changes: each kind's rule and remedy, in the one text that the
 * processor's schema lock and the Flink integration both show. Placeholders in braces are filled
 * from the {@link Change} and the reporter's {@link Wording}.
 */
public enum ChangeKind {
    /** Another type had the id: its stored messages would be read as this type. */
    ID_REUSED(true, "@Marshalled type {type} has type id {after}, which {subject} has in the schema lock {where},"
            + " so stored messages of {subject} would be read as {type}: choose an id that no type has used,"
            + " or {discard}"),
    /** The type id changed. */
    ID_CHANGED(true, "@Marshalled type {type} has type id {before} in the schema lock {where} but now {after},"
            + " so stored messages of it would no longer be recognised: keep id = {before}, or {discard}"),
    /** {@code evolvable}, {@code references} or {@code encoding} changed ({@code subject}). */
    FLAG_CHANGED(true, "@Marshalled type {type} has {subject} = {before} in the schema lock {where} but now {after},"
            + " which changes the encoding of every stored value: keep {subject} = {before}, or {discard}"),
    /** A slot holds a field that encodes differently. */
    FIELD_TYPE_CHANGED(true, "field '{field}' of {type} (slot {slot}) has type {after}, but the schema lock {where}"
            + " records {before} there, so stored bytes would be misread: keep the old type, or keep the old field"
            + " marked @Retired and add the new one at the end with @Since({next}) (the type must be evolvable)"),
    /** A field is in another slot than before ({@code before}). */
    FIELD_MOVED(true, "field '{field}' of {type} is at slot {slot}, but the schema lock {where} has it at slot"
            + " {before}; fields are on the wire in declaration order, so moving one misreads stored bytes: move it"
            + " back to position {before} (renaming in place is free)"),
    /** A slot at the end is gone. */
    FIELD_REMOVED(true, "@Marshalled type {type} has no field in slot {slot}, where the schema lock {where} records"
            + " '{field}' : {before}, so the fields after it would be misread: put the field back and mark it"
            + " @Retired, which keeps its slot and always writes it empty"),
    /** A field appended to a type whose bodies carry no length. */
    APPEND_NOT_EVOLVABLE(true, "field '{field}' of {type} is new since the schema lock {where}, but {type} is not"
            + " evolvable, so bytes stored without the field could not be read: remove it, or declare"
            + " evolvable = true and {discard}"),
    /** A field appended without a version newer than every stored one. */
    APPEND_WITHOUT_SINCE(true, "field '{field}' of {type} is new since the schema lock {where}, whose newest version"
            + " of the type is {version}: mark it @Since({next}) so that bytes from older versions, which end before"
            + " it, give it its default"),
    /** An enum's constants changed other than by appending. */
    ENUM_CHANGED(true, "field '{field}' of {type} uses enum {subject}, whose constants were {before} in the schema"
            + " lock {where} and are now {after}; the wire holds ordinals, so only appending constants is safe:"
            + " restore the old constants in their order and add new ones at the end"),
    /** A sealed type's subtypes changed other than by appending. */
    SEALED_CHANGED(true, "field '{field}' of {type} uses sealed type {subject}, whose subtypes were {before} in the"
            + " schema lock {where} and are now {after}; the wire holds each subtype's position in the permits"
            + " clause, so only appending is safe: restore the old permits order and add new subtypes at the end"),
    /**
     * A field appended with a newer {@code @Since} to an evolvable type: stored bytes still read
     * (the field gets its default), but they are not what the new type writes.
     */
    FIELD_APPENDED(false, "field '{field}' of {type} is new since the schema lock {where}, with @Since({version}):"
            + " values stored before it read it as its default, and are written again with it");

    private final boolean breaking;
    private final String template;

    ChangeKind(boolean breaking, String template) {
        this.breaking = breaking;
        this.template = template;
    }

    /** @return whether stored bytes cannot be read after this change */
    public boolean breaking() {
        return breaking;
    }

    /** @return the text with its placeholders, e.g. {@code "field '{field}' of {type} ..."} */
    public String template() {
        return template;
    }
}
