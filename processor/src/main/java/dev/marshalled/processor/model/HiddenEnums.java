package dev.marshalled.processor.model;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The wire type of a field whose type holds enums the marshaller cannot name ({@code List<Status>},
 * {@code Map<Status, Integer>}, {@code Optional<Status>}, {@code Status[]} of a private nested
 * {@code Status}), as generated code writes it: each such enum {@link WireType.EnumType#hidden hidden},
 * and each Java type with {@code Enum<?>} in its place ({@code List<Enum<?>>}). An {@code EnumSet} or
 * {@code EnumMap} of such an enum is declared as the {@code Set} or {@code Map} it is, since
 * {@code EnumSet<Enum<?>>} is no type. The bytes are those of the same field of a public enum.
 */
final class HiddenEnums {
    private static final ClassName ENUM_SET = ClassName.get("java.util", "EnumSet");
    private static final ClassName ENUM_MAP = ClassName.get("java.util", "EnumMap");

    private final Map<ClassName, String> hidden;
    private final ClassName lookupIn;

    /**
     * @param hidden the enums the marshaller cannot name, each with its binary name
     * @param lookupIn the marshalled class, in which generated code takes the private lookup
     */
    HiddenEnums(Map<ClassName, String> hidden, ClassName lookupIn) {
        this.hidden = hidden;
        this.lookupIn = lookupIn;
    }

    /** @return {@code wire} as generated code writes it, or null if some part of it cannot hold such an enum */
    WireType hide(WireType wire) {
        if (wire instanceof WireType.EnumType e) {
            String name = hidden.get(e.type());
            return name == null ? e : e.hidden(name, lookupIn);
        }
        if (wire instanceof WireType.Sequence s) {
            WireType element = hide(s.element());
            return element == null ? null : new WireType.Sequence(type(s.declared()), element, s.container(),
                    s.display());
        }
        if (wire instanceof WireType.MapOf m) {
            WireType key = hide(m.key());
            WireType value = hide(m.value());
            return key == null || value == null ? null
                    : new WireType.MapOf(type(m.declared()), key, value, m.container(), m.display());
        }
        if (wire instanceof WireType.OptionalOf o) {
            WireType value = hide(o.value());
            return value == null ? null : new WireType.OptionalOf(type(o.declared()), value, o.display());
        }
        if (wire instanceof WireType.Generic g) {
            // Page<Status>: made with the enum's marshaller, taken from its class (ModelReader admits
            // only parameters that Enum<?> satisfies).
            List<WireType> arguments = new ArrayList<>();
            for (WireType argument : g.arguments()) {
                WireType hiddenArgument = hide(argument);
                if (hiddenArgument == null) {
                    return null;
                }
                arguments.add(hiddenArgument);
            }
            return new WireType.Generic(type(g.declared()), g.type(), g.marshaller(), arguments, g.display());
        }
        // Any other shape holds the enum in a type generated code must name (a converter's), or not at all.
        return mentions(wire.javaType()) ? null : wire;
    }

    /** {@code type} with {@code Enum<?>} for each hidden enum, and an EnumSet or EnumMap of one as a Set or Map. */
    TypeName type(TypeName type) {
        if (type instanceof ClassName c) {
            return hidden.containsKey(c) ? WireType.HIDDEN_ENUM : c;
        }
        if (type instanceof ArrayTypeName a) {
            return ArrayTypeName.of(type(a.componentType));
        }
        if (type instanceof ParameterizedTypeName p) {
            List<TypeName> arguments = new ArrayList<>();
            for (TypeName argument : p.typeArguments) {
                arguments.add(type(argument));
            }
            ClassName raw = p.rawType;
            if (mentions(p.typeArguments.get(0)) && (raw.equals(ENUM_SET) || raw.equals(ENUM_MAP))) {
                raw = ClassName.get("java.util", raw.equals(ENUM_SET) ? "Set" : "Map");
            }
            return ParameterizedTypeName.get(raw, arguments.toArray(new TypeName[0]));
        }
        if (type instanceof WildcardTypeName w && !w.upperBounds.isEmpty() && w.lowerBounds.isEmpty()) {
            return WildcardTypeName.subtypeOf(type(w.upperBounds.get(0)));
        }
        return type;
    }

    private boolean mentions(TypeName type) {
        return !type(type).equals(type);
    }
}
