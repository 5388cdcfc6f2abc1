package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import dev.marshalled.processor.codegen.RuntimeClass.PerKind;
import dev.marshalled.processor.codegen.RuntimeMember.Constant;
import dev.marshalled.processor.codegen.RuntimeMember.Method;

/**
 * What generated code calls to build the schema it publishes ({@code SCHEMA}): the schema
 * module's {@code WireSchema}, its {@code Field} factories and its {@code Kind}s.
 */
final class SchemaCalls {
    static final WireSchema SCHEMA = new WireSchema();
    static final Field FIELD = new Field();
    static final Kind KIND = new Kind();

    private SchemaCalls() {
    }

    static final class WireSchema extends RuntimeClass {
        private static final ArrayTypeName FIELDS = ArrayTypeName.of(RuntimeApi.SCHEMA_FIELD);

        final Method of = plain("of", RuntimeApi.WIRE_SCHEMA, STRING, FIELDS);
        /** {@code of} for a type with a type id or that keeps identity. */
        final Method ofIdentified = plain("of", RuntimeApi.WIRE_SCHEMA, STRING, INT, BOOLEAN, FIELDS);
        final Method evolvable = plain("evolvable", RuntimeApi.WIRE_SCHEMA, STRING, INT, BOOLEAN,
                ArrayTypeName.of(INT), FIELDS);
        final Method compact = instance("compact", RuntimeApi.WIRE_SCHEMA);
        final Method origin = instance("origin", RuntimeApi.WIRE_SCHEMA, STRING, BOOLEAN, BOOLEAN);

        private WireSchema() {
            super(RuntimeApi.WIRE_SCHEMA);
        }
    }

    /** A field's description, by its kind; a composite one holds its parts' descriptions. */
    static final class Field extends RuntimeClass {
        private static final ClassName FIELD = RuntimeApi.SCHEMA_FIELD;
        private static final ClassName KIND = RuntimeApi.SCHEMA_KIND;
        private static final ClassName SUPPLIER = ClassName.get("java.util.function", "Supplier");

        final Method qualified = instance("qualified", FIELD, STRING);
        final Method retire = instance("retire", FIELD);
        final Method primitive = plain("primitive", FIELD, STRING, KIND);
        final Method boxed = plain("boxed", FIELD, STRING, KIND, STRING);
        final Method string = plain("string", FIELD, STRING);
        final Method array = plain("array", FIELD, STRING, KIND);
        final Method enumeration = plain("enumeration", FIELD, STRING, STRING, ArrayTypeName.of(ENUM));
        final Method nested = plain("nested", FIELD, STRING, STRING, SUPPLIER);
        final Method sequence = plain("sequence", FIELD, STRING, STRING, FIELD);
        final Method standard = plain("standard", FIELD, STRING, STRING);
        final Method optional = plain("optional", FIELD, STRING, STRING, FIELD);
        final Method union = plain("union", FIELD, STRING, STRING, ArrayTypeName.of(FIELD));
        final Method dynamic = plain("dynamic", FIELD, STRING, STRING);
        final Method reference = plain("reference", FIELD, STRING, STRING, SUPPLIER);
        final Method map = plain("map", FIELD, STRING, STRING, FIELD, FIELD);

        private Field() {
            super(RuntimeApi.SCHEMA_FIELD);
        }
    }

    /** The kind of a primitive, as the schema names it: {@code WireSchema.Kind.INT}. */
    static final class Kind extends RuntimeClass {
        final PerKind<Constant> of = perPrimitive(kind -> constant(kind.name(), RuntimeApi.SCHEMA_KIND));

        private Kind() {
            super(RuntimeApi.SCHEMA_KIND);
        }
    }
}
