package dev.marshalled.processor;

import dev.marshalled.schema.SchemaDocument;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import dev.marshalled.schema.WireSchema.Kind;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A schema lock read through the schema JSON reader and shown one line per field, as the lock's
 * former text form showed it, so that tests state what the lock holds in a few readable lines:
 *
 * <pre>
 * type test.Account id=4 evolvable
 *   0 id : long
 *   3 tags since=2 : java.util.List&lt;java.lang.String&gt;
 *
 * enum test.Account.Side
 *   BUY,SELL
 * </pre>
 */
final class LockBlocks {
    private LockBlocks() {
    }

    /** @return the types of the lock's JSON, then the enums and sealed types its fields use */
    static String of(String json) {
        StringBuilder out = new StringBuilder();
        Map<String, List<String>> enums = new TreeMap<>();
        Map<String, List<String>> sealed = new TreeMap<>();
        for (WireSchema type : SchemaDocument.read(json).types()) {
            out.append("type ").append(type.typeName());
            if (type.typeId() != 0) {
                out.append(" id=").append(type.typeId());
            }
            out.append(type.evolvable() ? " evolvable" : "").append(type.references() ? " references" : "")
                    .append(type.isCompact() ? " compact" : "").append('\n');
            for (int i = 0; i < type.fields().size(); i++) {
                Field field = type.fields().get(i);
                out.append("  ").append(i).append(' ').append(field.name());
                if (type.since(i) > 1) {
                    out.append(" since=").append(type.since(i));
                }
                out.append(field.retired() ? " retired" : "").append(polymorphic(field) ? " polymorphic" : "")
                        .append(" : ").append(field.typeName()).append('\n');
                collect(field, enums, sealed);
            }
            out.append('\n');
        }
        enums.forEach((name, constants) -> out.append("enum ").append(name).append("\n  ")
                .append(String.join(",", constants)).append("\n\n"));
        sealed.forEach((name, subtypes) -> out.append("sealed ").append(name).append("\n  ")
                .append(String.join(",", subtypes)).append("\n\n"));
        return out.toString();
    }

    private static boolean polymorphic(Field field) {
        return field.kind() == Kind.DYNAMIC || field.parts().stream().anyMatch(LockBlocks::polymorphic);
    }

    private static void collect(Field field, Map<String, List<String>> enums, Map<String, List<String>> sealed) {
        if (field.kind() == Kind.ENUM) {
            enums.put(field.qualifiedName(), field.enumConstants());
        } else if (field.kind() == Kind.UNION) {
            sealed.put(field.qualifiedName(), field.parts().stream().map(Field::qualifiedName).toList());
            return;
        }
        field.parts().forEach(part -> collect(part, enums, sealed));
    }
}
