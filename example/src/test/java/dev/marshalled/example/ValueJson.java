package dev.marshalled.example;

import dev.marshalled.runtime.Marshallers;
import dev.marshalled.schema.WireSchema;
import dev.marshalled.schema.WireSchema.Field;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A value read by a generated marshaller, as JSON, walked by its {@link WireSchema}: the
 * expected value of a test vector (layout in docs/vectors.md). Reflection is fine here: this is
 * test code, and it must see the Java value, not the bytes.
 */
final class ValueJson {
    private final StringBuilder out = new StringBuilder();
    /** Objects of types that keep identity, numbered in the order their bodies begin, as on the wire. */
    private final Map<Object, Integer> ids = new IdentityHashMap<>();

    private ValueJson() {
    }

    static String of(WireSchema schema, Object value) {
        ValueJson json = new ValueJson();
        json.body(schema, value);
        return json.out.toString();
    }

    private void body(WireSchema schema, Object value) {
        out.append('{');
        if (schema.references()) {
            int id = ids.size();
            ids.put(value, id);
            out.append("\"@id\":").append(id).append(',');
        }
        out.append("\"@type\":");
        string(schema.typeName());
        for (Field field : schema.fields()) {
            out.append(',');
            string(field.name());
            out.append(':');
            value(field, get(value, field.name()));
        }
        out.append('}');
    }

    private void value(Field field, Object value) {
        if (value == null) {
            out.append("null");
            return;
        }
        switch (field.kind()) {
            case BOOLEAN: case BYTE: case SHORT: case INT: case LONG:
                out.append(value);
                return;
            case FLOAT: case DOUBLE:
                number(((Number) value).doubleValue(), value);
                return;
            case CHAR:
                string(String.valueOf(value));
                return;
            case BOXED:
                value(new Field(field.name(), field.element(), null, "", java.util.List.of(), null,
                        java.util.List.of()), value);
                return;
            case STRING: case ENUM:
                string(value instanceof Enum<?> e ? e.name() : (String) value);
                return;
            case STANDARD:
                standard(value);
                return;
            case PRIMITIVE_ARRAY: {
                Field element = new Field("[]", field.element(), null, "", java.util.List.of(), null, java.util.List.of());
                out.append('[');
                for (int i = 0, n = Array.getLength(value); i < n; i++) {
                    out.append(i == 0 ? "" : ",");
                    value(element, Array.get(value, i));
                }
                out.append(']');
                return;
            }
            case SEQUENCE: {
                Iterable<?> items = value instanceof Collection<?> c ? c : java.util.Arrays.asList((Object[]) value);
                out.append('[');
                boolean first = true;
                for (Object item : items) {
                    out.append(first ? "" : ",");
                    first = false;
                    value(field.parts().get(0), item);
                }
                out.append(']');
                return;
            }
            case MAP: {
                out.append('[');
                boolean first = true;
                for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                    out.append(first ? "" : ",").append("{\"key\":");
                    first = false;
                    value(field.parts().get(0), entry.getKey());
                    out.append(",\"value\":");
                    value(field.parts().get(1), entry.getValue());
                    out.append('}');
                }
                out.append(']');
                return;
            }
            case OPTIONAL: {
                Optional<?> optional = (Optional<?>) value;
                if (optional.isEmpty()) {
                    out.append("{\"@empty\":true}");
                } else {
                    out.append("{\"@present\":");
                    value(field.parts().get(0), optional.get());
                    out.append('}');
                }
                return;
            }
            case NESTED:
                body(field.nested(), value);
                return;
            case REFERENCE: {
                Integer id = ids.get(value);
                if (id != null) {
                    out.append("{\"@ref\":").append(id).append('}');
                } else {
                    body(field.nested(), value);
                }
                return;
            }
            case UNION: {
                for (int tag = 1; tag <= field.parts().size(); tag++) {
                    WireSchema subtype = field.parts().get(tag - 1).nested();
                    if (subtype.qualifiedName().equals(value.getClass().getName())) {
                        out.append("{\"@tag\":").append(tag).append(",\"@value\":");
                        body(subtype, value);
                        out.append('}');
                        return;
                    }
                }
                throw new AssertionError("no subtype of " + field.typeName() + " is " + value.getClass());
            }
            case DYNAMIC: {
                var marshaller = Marshallers.global().forType(value.getClass());
                out.append("{\"@typeId\":").append(marshaller.typeId()).append(",\"@value\":");
                new ValueJson().bodyInto(out, marshaller.schema(), value); // a framed body has its own id scope
                out.append('}');
                return;
            }
            default:
                throw new AssertionError(field.kind());
        }
    }

    private void bodyInto(StringBuilder target, WireSchema schema, Object value) {
        body(schema, value);
        target.append(out);
    }

    /** A JDK value type by its {@code toString}, which is exact for every one of them; a Locale by its language tag. */
    private void standard(Object value) {
        if (value instanceof OptionalInt o) {
            out.append(o.isPresent() ? "{\"@present\":" + o.getAsInt() + "}" : "{\"@empty\":true}");
        } else if (value instanceof OptionalLong o) {
            out.append(o.isPresent() ? "{\"@present\":" + o.getAsLong() + "}" : "{\"@empty\":true}");
        } else if (value instanceof OptionalDouble o) {
            if (o.isPresent()) {
                out.append("{\"@present\":");
                number(o.getAsDouble(), o.getAsDouble());
                out.append('}');
            } else {
                out.append("{\"@empty\":true}");
            }
        } else if (value instanceof java.util.Locale locale) {
            string(locale.toLanguageTag()); // the text on the wire; toString() is "" for Locale.ROOT
        } else {
            string(value.toString());
        }
    }

    /** A finite float or double as a JSON number (Java's shortest round-trip digits); NaN and infinities as strings with their bits. */
    private void number(double d, Object value) {
        if (Double.isFinite(d)) {
            out.append(value);
        } else if (value instanceof Float f) {
            string(f + " 0x" + Integer.toHexString(Float.floatToRawIntBits(f)));
        } else {
            string(d + " 0x" + Long.toHexString(Double.doubleToRawLongBits(d)));
        }
    }

    private void string(String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7E) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    /** The value of field {@code name}: a record's component, else a field of the class or a superclass. */
    private static Object get(Object owner, String name) {
        try {
            if (owner.getClass().isRecord()) {
                for (RecordComponent component : owner.getClass().getRecordComponents()) {
                    if (component.getName().equals(name)) {
                        var accessor = component.getAccessor();
                        accessor.setAccessible(true);
                        return accessor.invoke(owner);
                    }
                }
            }
            for (Class<?> c = owner.getClass(); c != null; c = c.getSuperclass()) {
                for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                    if (f.getName().equals(name) && !java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                        f.setAccessible(true);
                        return f.get(owner);
                    }
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot read " + name + " of " + owner.getClass(), e);
        }
        throw new AssertionError("no field " + name + " in " + owner.getClass());
    }
}
