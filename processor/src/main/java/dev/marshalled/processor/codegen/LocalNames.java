package dev.marshalled.processor.codegen;

import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The names of a generated class's locals: one per field, named after it, and the internal
 * ones ({@code buffer}, {@code mark}, ...), each given a trailing underscore where a field
 * already has its name, so that no two can clash.
 */
final class LocalNames {
    final String value;
    final String buffer;
    final String mark;
    final String at;
    final String failure;
    final String result;
    final String scope;
    final String self;
    final String bodyStart;
    final String readLimit;
    final String current;
    final String depth;
    /** Field {@code i}'s local: its name, or {@code name_2} where two fields' names would clash. */
    final List<String> fields = new ArrayList<>();
    private final Set<String> reserved = new HashSet<>();

    LocalNames(TypeModel model) {
        Set<String> fieldNames = model.fields().stream().map(FieldModel::name).collect(Collectors.toSet());
        this.value = internal("value", fieldNames);
        this.buffer = internal("buffer", fieldNames);
        this.mark = internal("mark", fieldNames);
        this.at = internal("at", fieldNames);
        this.failure = internal("failure", fieldNames);
        this.result = internal("result", fieldNames);
        this.scope = internal("references", fieldNames);
        this.self = internal("self", fieldNames);
        this.bodyStart = internal("body", fieldNames);
        this.readLimit = internal("limit", fieldNames);
        this.current = internal("field", fieldNames);
        this.depth = internal("depth", fieldNames);
        for (FieldModel f : model.fields()) {
            String name = f.name();
            for (int n = 2; !reserved.add(name); n++) {
                name = f.name() + "_" + n;
            }
            fields.add(name);
        }
        reserved.addAll(List.of(value, buffer, mark, at, failure, result, scope, self, bodyStart, readLimit, current,
                depth));
    }

    private static String internal(String base, Set<String> fieldNames) {
        String name = base;
        while (fieldNames.contains(name)) {
            name = name + "_";
        }
        return name;
    }

    /** Fresh names for the temporaries of one of the public methods, which also hold every field's local. */
    Locals forMethod() {
        return new Locals(reserved);
    }
}
