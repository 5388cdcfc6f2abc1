package dev.marshalled.runtime;

import dev.marshalled.runtime.text.Escapes;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A schema built by hand: which types are recursive, and its JSON. */
class WireSchemaJsonTest {

    private static WireSchema node() {
        AtomicReference<WireSchema> self = new AtomicReference<>();
        WireSchema node = WireSchema.of("Node", WireSchema.Field.primitive("value", WireSchema.Kind.INT),
                WireSchema.Field.nested("next", "Node", self::get));
        self.set(node);
        return node;
    }

    @Test
    void aSchemaWithoutOriginIsRecursiveWhenItsFieldsReachIt() {
        WireSchema node = node();
        assertTrue(node.recursive());
        WireSchema holder = WireSchema.of("Holder", WireSchema.Field.sequence("nodes", "List<Node>",
                WireSchema.Field.nested("[]", "Node", () -> node)));
        assertFalse(holder.recursive(), "holds a recursive type, but cannot hold a Holder");
        assertEquals("Node", node.qualifiedName());
        assertFalse(node.builtByConstructor());
        WireSchema declared = node.origin("com.example.Node", true, false);
        assertFalse(declared.recursive(), "the generator's word is taken as given");
        assertEquals("com.example.Node", declared.qualifiedName());
        assertTrue(declared.builtByConstructor());
        assertTrue(declared.compact().builtByConstructor(), "compact() keeps the origin");
    }

    @Test
    void jsonListsEveryReachableTypeOnceAndEscapesNames() {
        WireSchema node = node();
        WireSchema odd = WireSchema.of("Odd", WireSchema.Field.string("q\"uote\\back\nline\u0001"),
                WireSchema.Field.nested("a", "Node", () -> node), WireSchema.Field.nested("b", "Node", () -> node));
        String json = odd.toJson();
        assertTrue(json.startsWith("{\n  \"format\": 3,\n  \"root\": \"Odd\",\n  \"types\": {\n    \"Odd\": {"), json);
        assertTrue(json.contains("\"name\": \"q\\\"uote\\\\back\\nline\\u0001\""), json);
        assertEquals(1, json.split("\"Node\": \\{", -1).length - 1, "Node once: " + json);
        assertTrue(json.contains("\"schema\": \"Node\""), json);
        assertTrue(json.endsWith("}\n"), json);
    }

    interface Shape {
    }

    record Circle(double r) implements Shape {
    }

    @Test
    void retiredFieldsAreMarkedAndPolymorphicFieldsListTheIdsTheyAdmit() {
        WireSchema circle = WireSchema.of("Circle", 7, false, WireSchema.Field.primitive("r", WireSchema.Kind.DOUBLE))
                .origin(Circle.class.getName(), true, false);
        WireSchema other = WireSchema.of("Other", 8, false).origin("com.example.Other", false, false);
        Marshallers registry = Marshallers.of(marshaller(circle, Circle.class), marshaller(other, String.class));
        WireSchema drawing = WireSchema.of("Drawing",
                WireSchema.Field.string("old").retire(),
                WireSchema.Field.dynamic("shape", "WireSchemaJsonTest.Shape").qualified(Shape.class.getName()),
                WireSchema.Field.dynamic("any", "Object").qualified("java.lang.Object"),
                WireSchema.Field.dynamic("byName", "WireSchemaJsonTest.Shape"));
        String json = drawing.toJson(registry);
        assertTrue(json.contains("\"name\": \"old\",\n          \"kind\": \"STRING\",\n          \"type\": \"String\",\n"
                + "          \"retired\": true"), json);
        assertTrue(json.contains("\"name\": \"shape\",\n          \"kind\": \"DYNAMIC\",\n"
                + "          \"type\": \"WireSchemaJsonTest.Shape\",\n"
                + "          \"qualifiedName\": \"dev.marshalled.runtime.WireSchemaJsonTest$Shape\",\n"
                + "          \"admits\": [7]"), json);
        assertTrue(json.contains("\"type\": \"Object\",\n          \"qualifiedName\": \"java.lang.Object\",\n"
                + "          \"admits\": [7, 8]"), json);
        assertTrue(json.contains("\"type\": \"WireSchemaJsonTest.Shape\",\n          \"admits\": [7]\n"), json);
        // A declared type of the same simple name in another package admits nothing.
        assertFalse(WireSchema.Field.dynamic("s", "Shape").qualified("com.other.Shape").admits(Circle.class));
    }

    private static <T> Marshaller<T> marshaller(WireSchema schema, Class<T> type) {
        return new Marshaller<>() {
            @Override
            public void write(T value, UnsafeBuffer buffer) {
                throw new UnsupportedOperationException();
            }

            @Override
            public T read(UnsafeBuffer buffer) {
                throw new UnsupportedOperationException();
            }

            @Override
            public int sizeOf(T value) {
                return 0;
            }

            @Override
            public WireSchema schema() {
                return schema;
            }

            @Override
            public Class<T> type() {
                return type;
            }

            @Override
            public int typeId() {
                return schema.typeId();
            }
        };
    }
}
