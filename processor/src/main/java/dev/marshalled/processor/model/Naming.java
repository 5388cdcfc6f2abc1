package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import dev.marshalled.schema.GeneratedNames;
import javax.lang.model.element.TypeElement;

/** Names of generated classes. */
public final class Naming {
    private Naming() {
    }

    /** {@code com.acme.Foo} gives {@code com.acme.FooMarshaller}; {@code Outer.Inner} gives {@code Outer_InnerMarshaller}. */
    public static ClassName marshallerOf(TypeElement type) {
        ClassName name = ClassName.get(type);
        String pkg = name.packageName();
        // The one rule, which the runtime's lookups use to find the class again.
        String binary = GeneratedNames.className(pkg, name.simpleNames());
        return ClassName.get(pkg, binary.substring(pkg.isEmpty() ? 0 : pkg.length() + 1));
    }
}
