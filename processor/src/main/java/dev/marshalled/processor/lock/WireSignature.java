package dev.marshalled.processor.lock;

import dev.marshalled.processor.model.Container;
import dev.marshalled.processor.model.JdkTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a lock descriptor means on the wire. Declared types that encode alike get one
 * signature: every collection and array of objects is a sequence, every map a map, so
 * changing {@code List<String>} to {@code ArrayList<String>} or {@code String[]} keeps the
 * bytes and is not reported. Primitive arrays, boxes, strings and named types stay as written.
 */
final class WireSignature {
    private static final Set<String> PRIMITIVES = Set.of("boolean", "byte", "short", "char", "int", "long", "float",
            "double");

    private WireSignature() {
    }

    /** @param descriptor a field type as the lock writes it, e.g. {@code java.util.List<java.lang.String>} */
    static String of(String descriptor) {
        if (descriptor.endsWith("[]")) {
            String component = descriptor.substring(0, descriptor.length() - 2);
            return PRIMITIVES.contains(component) ? descriptor : "sequence<" + of(component) + ">";
        }
        int open = descriptor.indexOf('<');
        if (open < 0 || !descriptor.endsWith(">")) {
            return descriptor;
        }
        String name = descriptor.substring(0, open);
        List<String> args = new ArrayList<>();
        for (String arg : split(descriptor.substring(open + 1, descriptor.length() - 1))) {
            args.add(of(arg));
        }
        if (Container.COLLECTIONS.containsKey(name) && args.size() == 1) {
            return "sequence<" + args.get(0) + ">";
        }
        if (Container.MAPS.containsKey(name) && args.size() == 2) {
            return "map<" + args.get(0) + "," + args.get(1) + ">";
        }
        if (name.equals(JdkTypes.OPTIONAL)) {
            return "optional<" + String.join(",", args) + ">";
        }
        return name + "<" + String.join(",", args) + ">";
    }

    /** Splits type arguments at the commas that are not inside nested arguments. */
    private static List<String> split(String arguments) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < arguments.length(); i++) {
            char c = arguments.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(arguments.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(arguments.substring(start));
        return parts;
    }
}
