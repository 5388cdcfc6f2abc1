package dev.marshalled.processor.model;

import com.squareup.javapoet.ClassName;
import javax.lang.model.element.TypeElement;

/** Names of generated classes. */
public final class Naming {
    private Naming() {
    }

    /** {@code com.acme.Foo} gives {@code com.acme.FooMarshaller}; {@code Outer.Inner} gives {@code Outer_InnerMarshaller}. */
    public static ClassName marshallerOf(TypeElement type) {
        ClassName name = ClassName.get(type);
        return ClassName.get(name.packageName(), String.join("_", name.simpleNames()) + "Marshaller");
    }
}
