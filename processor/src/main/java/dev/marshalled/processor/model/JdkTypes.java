package dev.marshalled.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The JDK classes the format treats specially, by qualified name. */
public final class JdkTypes {
    /** The JDK value types the runtime writes, in the order messages list them. */
    public static final List<String> STANDARD = List.of(
            "java.util.UUID",
            "java.math.BigInteger",
            "java.math.BigDecimal",
            "java.time.Instant",
            "java.time.Duration",
            "java.time.LocalDate",
            "java.time.LocalTime",
            "java.time.LocalDateTime",
            "java.time.OffsetDateTime",
            "java.time.ZonedDateTime",
            "java.time.Period",
            "java.util.BitSet",
            "java.util.OptionalInt",
            "java.util.OptionalLong",
            "java.util.OptionalDouble",
            "java.net.URI",
            "java.util.Locale",
            "java.util.Currency",
            "java.time.ZoneId",
            "java.time.ZoneOffset",
            "java.time.Year",
            "java.time.YearMonth",
            "java.time.MonthDay",
            "java.time.OffsetTime");

    /** Date and time classes that java.time replaces; a message about one suggests Instant. */
    public static final Set<String> LEGACY_DATES = Set.of("java.util.Date", "java.util.Calendar",
            "java.util.GregorianCalendar", "java.sql.Date", "java.sql.Time", "java.sql.Timestamp");

    public static final String STRING = "java.lang.String";
    public static final String OBJECT = "java.lang.Object";
    public static final String OPTIONAL = "java.util.Optional";

    private JdkTypes() {
    }

    /** The simple names of the standard types, for messages, e.g. "UUID, BigInteger, ...". */
    public static String standardNames() {
        List<String> names = new ArrayList<>();
        for (String name : STANDARD) {
            names.add(name.substring(name.lastIndexOf('.') + 1));
        }
        return String.join(", ", names);
    }

    /** Whether a class belongs to the JDK, whose classes cannot be annotated. */
    public static boolean isJdk(String qualifiedName) {
        return qualifiedName.startsWith("java.") || qualifiedName.startsWith("javax.")
                || qualifiedName.startsWith("jdk.") || qualifiedName.startsWith("sun.");
    }
}
