package dev.marshalled.schema;

import java.util.Objects;

/**
 * One difference between the schema bytes were written with and the schema that reads them,
 * as {@link Compatibility#compare} reports it. Which parts are set depends on the {@link #kind}
 * (see each {@link ChangeKind}); the others are empty strings, or -1 for {@code slot}.
 *
 * <pre>{@code
 * for (Change change : Compatibility.compare(stored, TradeMarshaller.SCHEMA)) {
 *     if (change.breaking()) {
 *         System.err.println(change.describe(new Wording("in the archive", "start from an empty archive")));
 *     }
 * }
 * }</pre>
 *
 * @param kind what changed, and its text
 * @param type the qualified name of the type whose layout changed
 * @param slot the field's position in wire order, or -1 for a change of the type itself
 * @param field the field's name (in the new schema; for a removed field, in the old one)
 * @param subject what else the text names: a flag, an enum, a sealed type or the type that held an id
 * @param before the old value: a type as written, a slot, constants, a flag's value
 * @param after the new value
 * @param version a type version: the newest stored one, or the version that added a field
 */
public record Change(ChangeKind kind, String type, int slot, String field, String subject, String before,
        String after, int version) {
    /** Checks that the kind and type are given. */
    public Change {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(type, "type");
    }

    /** @return whether stored bytes cannot be read after this change */
    public boolean breaking() {
        return kind.breaking();
    }

    /**
     * @param wording where the old schema was kept, and how to give up stored bytes
     * @return the change's text from the catalogue, its placeholders filled
     */
    public String describe(Wording wording) {
        String template = kind.template();
        StringBuilder out = new StringBuilder(template.length() + 64);
        int at = 0;
        while (at < template.length()) {
            int open = template.indexOf('{', at);
            if (open < 0) {
                break;
            }
            int close = template.indexOf('}', open);
            out.append(template, at, open).append(value(template.substring(open + 1, close), wording));
            at = close + 1;
        }
        return out.append(template, at, template.length()).toString();
    }

    private String value(String placeholder, Wording wording) {
        switch (placeholder) {
            case "type": return type;
            case "slot": return Integer.toString(slot);
            case "field": return field;
            case "subject": return subject;
            case "before": return before;
            case "after": return after;
            case "version": return Integer.toString(version);
            case "next": return Integer.toString(version + 1);
            case "where": return wording.where();
            case "discard": return wording.discard();
            default: throw new IllegalStateException("no value for {" + placeholder + "} in " + kind);
        }
    }
}
