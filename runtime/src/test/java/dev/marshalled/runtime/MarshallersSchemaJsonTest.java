package dev.marshalled.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marshalled.schema.WireSchema;
import org.junit.jupiter.api.Test;

/**
 * A registry of marshallers as the schema JSON's source of admitted type ids: one passed in, and
 * the process-wide one that the runtime provides to {@code WireSchema.toJson()} as a service.
 */
class MarshallersSchemaJsonTest {

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
                WireSchema.Field.dynamic("shape", "MarshallersSchemaJsonTest.Shape").qualified(Shape.class.getName()),
                WireSchema.Field.dynamic("any", "Object").qualified("java.lang.Object"),
                WireSchema.Field.dynamic("byName", "MarshallersSchemaJsonTest.Shape"));
        String json = drawing.toJson(registry);
        assertTrue(json.contains("\"name\": \"old\",\n          \"kind\": \"STRING\",\n          \"type\": \"String\",\n"
                + "          \"retired\": true"), json);
        assertTrue(json.contains("\"name\": \"shape\",\n          \"kind\": \"DYNAMIC\",\n"
                + "          \"type\": \"MarshallersSchemaJsonTest.Shape\",\n"
                + "          \"qualifiedName\": \"dev.marshalled.runtime.MarshallersSchemaJsonTest$Shape\",\n"
                + "          \"admits\": [7]"), json);
        assertTrue(json.contains("\"type\": \"Object\",\n          \"qualifiedName\": \"java.lang.Object\",\n"
                + "          \"admits\": [7, 8]"), json);
        assertTrue(json.contains("\"type\": \"MarshallersSchemaJsonTest.Shape\",\n          \"admits\": [7]\n"), json);
        // A declared type of the same simple name in another package admits nothing.
        assertFalse(WireSchema.Field.dynamic("s", "Shape").qualified("com.other.Shape").admits(Circle.class));
    }

    @Test
    void toJsonWithoutARegistryListsTheIdsOfTheGlobalOne() {
        WireSchema square = WireSchema.of("Square", 9_101, false, WireSchema.Field.primitive("side", WireSchema.Kind.DOUBLE))
                .origin(Square.class.getName(), true, false);
        Marshallers.global().register(marshaller(square, Square.class));
        WireSchema holder = WireSchema.of("Holder",
                WireSchema.Field.dynamic("shape", "MarshallersSchemaJsonTest.Shape").qualified(Shape.class.getName()));
        // Found through the TypeIdRegistry service the runtime provides, not passed in.
        String json = holder.toJson();
        assertEquals(holder.toJson(Marshallers.global()), json);
        assertTrue(json.contains("9101"), json);
    }

    record Square(double side) implements Shape {
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
