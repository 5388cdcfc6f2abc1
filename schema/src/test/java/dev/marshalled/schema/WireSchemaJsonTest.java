package dev.marshalled.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.schema.text.Escapes;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

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

    @Test
    void withoutARuntimeToJsonListsNoAdmittedIds() {
        // The schema module's own tests run without the runtime, which provides the global registry.
        WireSchema drawing = WireSchema.of("Drawing", WireSchema.Field.dynamic("any", "Object").qualified("java.lang.Object"));
        assertEquals(drawing.toJson(TypeIdRegistry.NONE), drawing.toJson());
        assertTrue(drawing.toJson().contains("\"admits\": []"), drawing.toJson());
    }
}
