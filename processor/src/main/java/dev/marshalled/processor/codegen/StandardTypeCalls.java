package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import dev.marshalled.processor.codegen.RuntimeMember.Method;
import dev.marshalled.processor.model.JdkTypes;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How generated code writes, reads and measures each JDK value type: for every type of
 * {@link JdkTypes#STANDARD}, three static methods named after it ({@code writeUuid},
 * {@code readUuid}, {@code sizeOfUuid}; {@code writeCompactUuid} and so on where the compact
 * encoding differs) in the runtime's {@code StandardTypes} or {@code MoreStandardTypes}. Only
 * what the runtime decides per type is written down here; the types are the model's.
 */
final class StandardTypeCalls {
    static final StandardTypes STANDARD_TYPES = new StandardTypes();
    static final MoreStandardTypes MORE_STANDARD_TYPES = new MoreStandardTypes();

    private StandardTypeCalls() {
    }

    /** The three static methods that write, read and measure one JDK value type. */
    record Standard(Method write, Method read, Method sizeOf) {
        /** Whether {@link #write} also takes the field's label, as a write that can refuse a value does. */
        boolean writeTakesLabel() {
            return write.parameters().size() > 1;
        }
    }

    /** How a JDK value type is written in the given encoding. */
    static Standard of(String qualifiedName, boolean compact) {
        StandardHome home = MORE_STANDARD_TYPES.holds(qualifiedName) ? MORE_STANDARD_TYPES : STANDARD_TYPES;
        return home.standard(qualifiedName, compact);
    }

    /** A runtime class that holds some of the JDK value types. */
    abstract static class StandardHome extends RuntimeClass {
        /** The types whose compact encoding has methods of its own. */
        static final Set<String> COMPACT_OF_THEIR_OWN = Set.of("java.math.BigInteger", "java.math.BigDecimal",
                "java.net.URI", "java.util.Locale", "java.time.ZoneId");
        /** The types whose write can refuse a value (a Locale that reads back as another), so it names the field. */
        static final Set<String> WRITE_TAKES_LABEL = Set.of("java.util.Locale");

        private final Map<String, Standard> fixed = new HashMap<>();
        private final Map<String, Standard> compact = new HashMap<>();

        StandardHome(ClassName type) {
            super(type);
        }

        /** Declares the methods of each type it {@link #holds}. */
        final void declare() {
            for (String name : JdkTypes.STANDARD) {
                if (holds(name)) {
                    Standard methods = declare(name, "");
                    fixed.put(name, methods);
                    compact.put(name, COMPACT_OF_THEIR_OWN.contains(name) ? declare(name, "Compact") : methods);
                }
            }
        }

        abstract boolean holds(String qualifiedName);

        final Standard standard(String qualifiedName, boolean compactEncoding) {
            Standard methods = (compactEncoding ? compact : fixed).get(qualifiedName);
            if (methods == null) {
                throw new IllegalArgumentException("not a JDK value type: " + qualifiedName);
            }
            return methods;
        }

        private Standard declare(String qualifiedName, String encoding) {
            ClassName type = ClassName.bestGuess(qualifiedName);
            String stem = encoding + stem(type.simpleName());
            Method write = WRITE_TAKES_LABEL.contains(qualifiedName) ? withBuffer("write" + stem, VOID, type, STRING)
                    : withBuffer("write" + stem, VOID, type);
            return new Standard(write, withBuffer("read" + stem, type, STRING), plain("sizeOf" + stem, INT, type));
        }

        /** {@code Uuid} for {@code UUID}: an acronym is written as a word in a method's name. */
        private static String stem(String simpleName) {
            return simpleName.equals(simpleName.toUpperCase(Locale.ROOT))
                    ? simpleName.charAt(0) + simpleName.substring(1).toLowerCase(Locale.ROOT) : simpleName;
        }
    }

    /**
     * {@code UUID}, the big numbers, the {@code java.time} types of an instant, a duration or a date
     * and time, {@code BitSet}, the primitive {@code Optional}s; and the state byte of an {@code Optional}.
     */
    static final class StandardTypes extends StandardHome {
        final Method writeOptionalState = withBuffer("writeOptionalState", VOID, BOOLEAN, BOOLEAN);
        final Method readOptionalState = withBuffer("readOptionalState", INT, STRING);

        private StandardTypes() {
            super(RuntimeApi.STANDARD_TYPES);
            declare();
        }

        @Override
        boolean holds(String qualifiedName) {
            return !MoreStandardTypes.HELD.contains(qualifiedName);
        }
    }

    /** The JDK value types added after the first: places, money and the calendar's parts. */
    static final class MoreStandardTypes extends StandardHome {
        static final Set<String> HELD = Set.of("java.net.URI", "java.util.Locale", "java.util.Currency",
                "java.time.ZoneId", "java.time.ZoneOffset", "java.time.Year", "java.time.YearMonth",
                "java.time.MonthDay", "java.time.OffsetTime");

        private MoreStandardTypes() {
            super(RuntimeApi.MORE_STANDARD_TYPES);
            declare();
        }

        @Override
        boolean holds(String qualifiedName) {
            return HELD.contains(qualifiedName);
        }
    }
}
