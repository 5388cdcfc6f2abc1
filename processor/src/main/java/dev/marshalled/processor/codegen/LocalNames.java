package dev.marshalled.processor.codegen;

import dev.marshalled.processor.model.FieldModel;
import dev.marshalled.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The names of a generated class's locals: one per field, named after it, and the internal
 * ones ({@code buffer}, {@code mark}, ...). All come from the file's {@link Identifiers}, so none
 * equals another, a constant, or a name reserved in the file; an internal name that is taken
 * gets trailing underscores ({@code value_}), a field's local a number ({@code name_2}).
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
    /** Field {@code i}'s local: its name, or {@code name_2} where that name is taken. */
    final List<String> fields = new ArrayList<>();
    private final Identifiers identifiers;
    private final Set<String> all = new HashSet<>();

    LocalNames(TypeModel model, Identifiers identifiers) {
        this.identifiers = identifiers;
        // Fields first: their locals keep the fields' names wherever the file allows it.
        for (FieldModel f : model.fields()) {
            String name = f.name();
            for (int n = 2; !identifiers.claimShared(name); n++) {
                name = f.name() + "_" + n;
            }
            fields.add(name);
        }
        this.value = internal("value");
        this.buffer = internal("buffer");
        this.mark = internal("mark");
        this.at = internal("at");
        this.failure = internal("failure");
        this.result = internal("result");
        this.scope = internal("references");
        this.self = internal("self");
        this.bodyStart = internal("body");
        this.readLimit = internal("limit");
        this.current = internal("field");
        this.depth = internal("depth");
        all.addAll(fields);
    }

    private String internal(String base) {
        String name = base;
        while (!identifiers.claimShared(name)) {
            name = name + "_";
        }
        all.add(name);
        return name;
    }

    /** Fresh names for the temporaries of one of the public methods, which also hold every field's local. */
    Locals forMethod() {
        return identifiers.method(all);
    }

    /** Fresh names for a private method whose parameters are {@code parameters}. */
    Locals forPrivateMethod(String... parameters) {
        return identifiers.method(Set.of(parameters));
    }
}
