package dev.marshalled.processor.diagnostics;

import dev.marshalled.schema.Change;
import dev.marshalled.schema.ChangeKind;
import dev.marshalled.schema.ContainerRules;
import dev.marshalled.schema.Wording;
import javax.tools.Diagnostic;

/**
 * Every diagnostic the processor emits, in one place. Each message states the rule, names
 * the element and says how to fix it; {@code %s} placeholders are filled in order.
 */
public enum Message {
    NOT_A_CLASS_OR_RECORD(Diagnostic.Kind.ERROR,
            "@Marshalled applies to classes and records, not to %s %s: move the annotation to a class or record"
                    + " (enums need no annotation, they are supported as field types)"),
    ABSTRACT_TYPE(Diagnostic.Kind.ERROR,
            "@Marshalled class %s is abstract, so reading cannot create it: annotate its concrete subclasses instead"),
    PRIVATE_TYPE(Diagnostic.Kind.ERROR,
            "@Marshalled type %s is private (or nested in a private type), so the generated %s cannot reach it:"
                    + " make it package-private or public"),
    INNER_CLASS(Diagnostic.Kind.ERROR,
            "@Marshalled class %s is an inner class and needs an enclosing instance to be created: declare it static"),
    GENERIC_TYPE_ID(Diagnostic.Kind.ERROR,
            "@Marshalled type %s declares %s and a type id, but an id names one class and type"
                    + " arguments are not on the wire: drop the id, and give it to a non-generic subclass instead,"
                    + " e.g. @Marshalled(id = N) class ItemPage extends %s<Item>"),
    GENERIC_REFERENCES(Diagnostic.Kind.ERROR,
            "@Marshalled type %s declares %s and references = true, which a generic type cannot"
                    + " have: drop references, or keep identity in a non-generic subclass, e.g."
                    + " @Marshalled(references = true) class ItemNode extends %s<Item>"),
    NO_CONSTRUCTOR(Diagnostic.Kind.ERROR,
            "@Marshalled class %s has no constructor that reading can call: add a no-argument constructor (it may be"
                    + " private, e.g. private %s() {}), or one whose parameters are named and typed like the fields"),
    FINAL_FIELDS_NOT_CONSTRUCTED(Diagnostic.Kind.ERROR,
            "@Marshalled class %s has no constructor that sets its final field%s %s, and a final field can only be set"
                    + " by a constructor: add a constructor (of any access) whose parameters are named and typed like"
                    + " %s, e.g. %s(%s), or make %s non-final (or transient, if construction alone gives the value)"),
    CONVERTER_TYPE_ARGUMENTS(Diagnostic.Kind.ERROR,
            "converter %s does not implement %s<T, W> with concrete types T and W, so the marshaller cannot know what it"
                    + " converts: name the types, e.g. class %s implements WireConverter<DateTime, Instant>"),
    CONVERTER_NOT_CREATABLE(Diagnostic.Kind.ERROR,
            "converter %s cannot be created by the generated marshallers of package %s: make it a non-abstract class,"
                    + " public (or in that package), top-level or static, with a public no-argument constructor"),
    CONVERTER_WIRE_UNSUPPORTED(Diagnostic.Kind.ERROR,
            "converter %s converts %s to %s, which cannot go on the wire itself: convert to a type a @Marshalled field"
                    + " may have (a primitive box, String, an enum, a JDK value type such as Instant or BigDecimal,"
                    + " a @Marshalled record, or a collection of these)"),
    CONVERTER_DUPLICATE(Diagnostic.Kind.ERROR,
            "@ConvertWith on %s lists two converters for %s, %s and %s: keep one (a @ConvertWith on a type or field"
                    + " overrides one on its package)"),
    CONVERTER_NOT_APPLICABLE(Diagnostic.Kind.ERROR,
            "@ConvertWith on field '%s' of %s names no converter for its type %s or a type inside it: list a converter"
                    + " whose source type appears in %s, or remove the annotation"),
    CONVERTER_NOT_USED_BY_FIELD(Diagnostic.Kind.ERROR,
            "@ConvertWith on field '%s' of %s lists %s, which converts %s, a type that is nowhere in the field's type"
                    + " %s, so it does nothing: remove it from the list"),
    CONVERTER_UNUSED(Diagnostic.Kind.ERROR,
            "@ConvertWith on %s lists %s, which converts %s, but no field of %s has that type or a type inside it, so"
                    + " it does nothing: remove it from the list (converters for a whole model can be listed once, on"
                    + " the package in package-info.java, where a converter no field uses is allowed)"),
    CONVERTER_LIST_EMPTY(Diagnostic.Kind.ERROR,
            "@ConvertWith on %s lists no converter, so it does nothing: name the converters, e.g."
                    + " @ConvertWith(MoneyConverter.class), or remove the annotation"),
    UNWRITTEN_FIELD_ANNOTATED(Diagnostic.Kind.ERROR,
            "field '%s' of %s is %s, so no marshaller writes it, and @%s on it does nothing: remove @%s, or %s"),
    UNMARSHALLED_FIELD_ANNOTATED(Diagnostic.Kind.ERROR,
            "field '%s' of %s has @%s, but %s %s, so no marshaller reads the field and the annotation does nothing:"
                    + " %s"),
    RAW_GENERIC_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has raw type %s, which gives no argument for its %s, so its fields have no known"
                    + " encoding: give it type arguments, e.g. %s<String>"),
    WILDCARD_ARGUMENT(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, whose type argument %s is a wildcard, which stands for many types and"
                    + " so has no one encoding:"
                    + " name the type itself; for values of several types, use a sealed type whose permitted"
                    + " subtypes are @Marshalled, or mark a field @Polymorphic"),
    TYPE_ARGUMENT_UNSUPPORTED(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, whose type argument %s cannot be an argument of a generic @Marshalled"
                    + " type: use a @Marshalled type, String, a box, an enum, a JDK value type, a primitive array,"
                    + " or a " + ContainerRules.typeArgumentContainerNames() + " of these; hold anything else (a sealed"
                    + " or converted type, another collection, a type with references = true) in a @Marshalled"
                    + " record and use that"),
    ENDLESS_PARAMETERIZATIONS(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, through which %s holds itself at ever larger type arguments, so its"
                    + " parameterizations have no end and no schema can describe them: hold the generic type at"
                    + " its own parameters (Node<T>, not Node<List<T>>), or give the field a concrete type"),
    TYPE_VARIABLE_ARRAY(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, an array of type parameter %s, which cannot be created when reading:"
                    + " use a List instead"),
    TYPE_VARIABLE_FIELD(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type variable %s, which has no fixed encoding: give the field a concrete type,"
                    + " or mark it transient"),
    UNSUPPORTED_JDK_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, which is not supported: use a supported type"
                    + " (primitives and their boxes, String, enums, @Marshalled types, the JDK types %s,"
                    + " arrays of these, and collections, maps and Optionals of these with concrete type arguments),"
                    + " convert it to one with a WireConverter named in @ConvertWith, or mark it transient"),
    LEGACY_DATE_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, which is not supported: use java.time.Instant for a point in time"
                    + " (or LocalDate, LocalDateTime, OffsetDateTime or ZonedDateTime), convert it to one with a"
                    + " WireConverter named in @ConvertWith, or mark it transient; the supported JDK types are %s"),
    URL_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, which is not supported (URL.equals and hashCode resolve host names over the"
                    + " network): use java.net.URI, a supported type (URL.toURI() and URI.toURL() convert), or mark it"
                    + " transient"),
    UNSUPPORTED_USER_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, which is not supported: annotate %s with @Marshalled, or if it is not"
                    + " yours, convert it to a supported type with a WireConverter named in @ConvertWith"
                    + " (on the field, the type or the package), or mark it transient"),
    RAW_CONTAINER(Diagnostic.Kind.ERROR,
            "field '%s' of %s has raw type %s, whose elements have no known encoding:"
                    + " give it concrete type arguments, e.g. %s<String>"),
    CONTAINER_ARGUMENT(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, whose type argument %s is a wildcard, which stands for many types and so"
                    + " has no one encoding: name the type itself, e.g. List<Number>"),
    ENUM_CONTAINER_TYPE_PARAMETER(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, whose enum %s is a type parameter, but reading creates the %s from its"
                    + " enum's class, which a type parameter does not give: name the enum itself, e.g. %s<Color%s>,"
                    + " or use a %s"),
    SORTED_NOT_COMPARABLE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has sorted type %s, but %s is not Comparable, so its order needs a comparator,"
                    + " which cannot be written: make %s implement Comparable, or use a List or a LinkedHashSet/LinkedHashMap"),
    GENERIC_ARRAY(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, an array of a generic type, which cannot be created when reading:"
                    + " use a List instead, e.g. List<%s>"),
    ABSTRACT_FIELD_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, an interface, abstract class or Object, so reading could not know which"
                    + " class to create: make it a sealed type whose permitted subtypes are @Marshalled, or mark the field"
                    + " @Polymorphic and give each class it may hold @Marshalled(id = N), or use a concrete @Marshalled"
                    + " type, or mark the field transient"),
    POLYMORPHIC_WITHOUT_ID(Diagnostic.Kind.ERROR,
            "field '%s' of %s is @Polymorphic, but its type %s has no type id, so a value of exactly that type could"
                    + " not be written: give %s @Marshalled(id = N), or drop @Polymorphic"),
    POLYMORPHIC_WITHOUT_TYPE_ID(Diagnostic.Kind.ERROR,
            "field '%s' of %s is @Polymorphic, but nothing in its type %s is written with a type id, so the annotation"
                    + " does nothing: drop @Polymorphic (%s); @Polymorphic is for fields, and elements of containers, of"
                    + " an interface, an abstract class or Object, whose values carry their type id"),
    POLYMORPHIC_TYPE_PARAMETER(Diagnostic.Kind.ERROR,
            "field '%s' of %s is @Polymorphic, but its type %s is written without a type id: type parameter %s is"
                    + " written as the type argument each marshaller of %s is made with (%s<Item> writes an Item)%s,"
                    + " so the annotation does nothing: drop @Polymorphic; for values of several types, declare the"
                    + " field as an interface or Object and keep @Polymorphic"),
    GENERIC_POLYMORPHIC(Diagnostic.Kind.ERROR,
            "field '%s' of %s is @Polymorphic but has generic type %s, whose type arguments a type id cannot carry:"
                    + " use a type without type arguments, e.g. a non-generic interface"),
    GENERIC_SEALED_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has generic sealed type %s, whose type arguments have no fixed encoding:"
                    + " use a sealed type without type parameters"),
    SEALED_SUBTYPE_NOT_MARSHALLED(Diagnostic.Kind.ERROR,
            "field '%s' of %s has sealed type %s, but its permitted subtype %s is not @Marshalled, so a value of"
                    + " that type could not be written: annotate %s with @Marshalled"),
    TYPE_NOT_NAMEABLE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, but %s is %s, so the generated marshaller, a class of its own in package"
                    + " %s, cannot name it: make %s %s"),
    SEALED_SUBTYPE_IS_ENUM(Diagnostic.Kind.ERROR,
            "field '%s' of %s has sealed type %s, whose permitted subtype %s is an enum, which cannot be a case of a"
                    + " sealed field (its cases are @Marshalled classes and records): permit a record that holds the"
                    + " enum instead, e.g. record %sCase(%s value) implements %s"),
    KOTLIN_ABSTRACT_FIELD_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has type %s, an abstract Kotlin class or interface: kapt shows javac a Kotlin sealed"
                    + " class without its subclasses, so the processor cannot list them; mark the field @Polymorphic and"
                    + " give each class it may hold @Marshalled(id = N), or use a concrete @Marshalled type"),
    SEALED_WITHOUT_SUBTYPES(Diagnostic.Kind.ERROR,
            "field '%s' of %s has sealed type %s, which has no concrete permitted subtypes to write:"
                    + " permit at least one @Marshalled class or record"),
    TOO_MANY_SUBTYPES(Diagnostic.Kind.ERROR,
            "field '%s' of %s has sealed type %s with %s concrete subtypes, more than the %s a one-byte tag can name:"
                    + " group them under sealed intermediate types of their own fields, or mark the field @Polymorphic"),
    INVALID_TYPE_ID(Diagnostic.Kind.ERROR,
            "@Marshalled type %s has type id %s, but type ids start at 1 (0 means no id): choose a positive id"),
    DUPLICATE_TYPE_ID(Diagnostic.Kind.ERROR,
            "@Marshalled type %s has type id %s, which %s already has; a reader could not tell them apart:"
                    + " give one of them another id"),
    SINCE_NOT_EVOLVABLE(Diagnostic.Kind.ERROR,
            "field '%s' has @Since, but %s is not evolvable, so its bytes carry no length and an older reader could"
                    + " not skip the new field: declare @Marshalled(evolvable = true) before the first bytes are"
                    + " stored, or remove @Since"),
    SINCE_ONE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has @Since(1), the version every field without @Since has, so the annotation does"
                    + " nothing: remove it (a field added after the first version has @Since(2) or more)"),
    INVALID_SINCE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has @Since(%s), but versions start at 1 (the fields without @Since):"
                    + " a field added later has @Since(2) or more"),
    SINCE_OUT_OF_ORDER(Diagnostic.Kind.ERROR,
            "field '%s' of %s has @Since(%s) but comes after field '%s' with version %s; fields are read in order,"
                    + " so a newer field can only be appended: move '%s' after every older field"),
    LOCK_UNREADABLE(Diagnostic.Kind.ERROR,
            "the schema lock %s cannot be read: %s; correct the line, or delete the file to record every type afresh"),
    LOCK_WRITE_FAILED(Diagnostic.Kind.ERROR,
            "could not write the schema lock %s: %s"),
    // A generic type's parameters are the lock's own rule (TypeParameters): the runtime's schemas are
    // of parameterizations, which have none.
    LOCK_TYPE_PARAMETERS_REORDERED(Diagnostic.Kind.ERROR,
            "@Marshalled type %s declares %s, but the schema lock %s records %s; a field of a"
                    + " generic type gives its type arguments by position, so reordering the parameters changes what"
                    + " every field of type %s holds and stored bytes would be misread: restore the order %s"
                    + " (renaming a parameter in place is free), or %s"),
    LOCK_TYPE_PARAMETER_ADDED(Diagnostic.Kind.ERROR,
            "@Marshalled type %s declares %s, but the schema lock %s records %s; a field of a"
                    + " generic type gives its type arguments by position, so every field of type %s would change"
                    + " type, and its stored bytes were written for %s: keep those parameters and give a new field a"
                    + " concrete type (appended with @Since to an evolvable type), or declare a new generic type,"
                    + " or %s"),
    LOCK_TYPE_PARAMETER_REMOVED(Diagnostic.Kind.ERROR,
            "@Marshalled type %s declares %s, but the schema lock %s records %s; a field of a"
                    + " generic type gives its type arguments by position, so every field of type %s would change"
                    + " type, and its stored bytes were written for %s: put those parameters back (a field of one"
                    + " that is no longer needed can stay, marked @Retired), or %s"),
    // Only for a lock of schema JSON written before the lock recorded what @Polymorphic fields write
    // (lock.DynamicSlots): it recorded an enum in such a field as a dynamic value, without its constants.
    LOCK_ENUM_CONSTANTS_RECORDED(Diagnostic.Kind.NOTE,
            "the schema lock %s recorded enum %s in field '%s' of %s as a @Polymorphic value, without its constants,"
                    + " but an enum is written by its ordinal: the lock now records its constants %s as they are in"
                    + " this compile, which it could not check; if they were reordered since the lock was written,"
                    + " restore the order the stored bytes were written with"),
    LOCK_UPDATED(Diagnostic.Kind.NOTE,
            "schema lock %s updated for %s; commit it with the change"),
    // The schema lock's refusals: the text is the shared catalogue's (the runtime's ChangeKind), with the
    // lock's Wording.
    LOCK_ID_REUSED(ChangeKind.ID_REUSED),
    LOCK_ID_CHANGED(ChangeKind.ID_CHANGED),
    LOCK_FLAG_CHANGED(ChangeKind.FLAG_CHANGED),
    LOCK_FIELD_TYPE_CHANGED(ChangeKind.FIELD_TYPE_CHANGED),
    LOCK_FIELD_MOVED(ChangeKind.FIELD_MOVED),
    LOCK_FIELD_REMOVED(ChangeKind.FIELD_REMOVED),
    LOCK_APPEND_NOT_EVOLVABLE(ChangeKind.APPEND_NOT_EVOLVABLE),
    LOCK_APPEND_WITHOUT_SINCE(ChangeKind.APPEND_WITHOUT_SINCE),
    LOCK_ENUM_CHANGED(ChangeKind.ENUM_CHANGED),
    LOCK_SEALED_CHANGED(ChangeKind.SEALED_CHANGED),
    UNRESOLVED_TYPE(Diagnostic.Kind.ERROR,
            "field '%s' of %s has a type that could not be resolved: %s; check that it is on the classpath"
                    + " or generated by another processor"),
    MODULE_PROVIDES_MISSING(Diagnostic.Kind.ERROR,
            "module %s does not provide %s, so Marshallers.discovered() would not find their types (a named module's"
                    + " META-INF/services file is ignored): in module-info.java, write 'provides %s with %s;'"),
    MARSHALLER_NAME_CLASH(Diagnostic.Kind.ERROR,
            "the marshaller of %s would be %s, the same class as the marshaller of %s: rename one of the two types"),
    MARSHALLER_NAME_TAKEN(Diagnostic.Kind.ERROR,
            "the marshaller of %s would be %s, but a class of that name is already in this compilation: rename or"
                    + " remove that class (marshallers are generated, never written by hand)"),
    WRITE_FAILED(Diagnostic.Kind.ERROR,
            "could not write the generated %s: %s"),
    INTERNAL_ERROR(Diagnostic.Kind.ERROR,
            "the Marshalled processor failed on %s; please report this with the stack trace: %s");

    /**
     * A type's parameters in messages, by their count: {@code type parameter T}, {@code type parameters K, V}.
     *
     * @param parameters the parameters, or their names
     * @param bracketed whether to show them as a type declares them, {@code <K, V>}
     */
    public static String typeParameters(java.util.List<?> parameters, boolean bracketed) {
        java.util.List<String> names = parameters.stream().map(Object::toString).toList();
        String listed = bracketed ? "<" + String.join(", ", names) + ">" : String.join(", ", names);
        return (names.size() == 1 ? "type parameter " : "type parameters ") + listed;
    }

    /** Completes the catalogue's "or ..." where a lock change can only be accepted by giving up stored bytes. */
    static final String LOCK_DISCARD =
            "accept the change with -Amarshalled.lock.update=true if no stored bytes must be read";

    private final Diagnostic.Kind kind;
    private final String format;
    /** The catalogue entry whose text this message is, or null. */
    private final ChangeKind change;

    Message(Diagnostic.Kind kind, String format) {
        this.kind = kind;
        this.format = format;
        this.change = null;
    }

    Message(ChangeKind change) {
        this.kind = Diagnostic.Kind.ERROR;
        this.format = null;
        this.change = change;
    }

    public Diagnostic.Kind kind() {
        return kind;
    }

    /**
     * @param args the values of the format's placeholders in order; for a schema lock change, the
     *     {@link Change} and the {@link Wording} ({@link #lockWording})
     * @return the message's text
     */
    public String format(Object... args) {
        if (change != null) {
            return ((Change) args[0]).describe((Wording) args[1]);
        }
        return String.format(format, args);
    }

    /** @return the entry that reports a breaking schema change of {@code kind} */
    public static Message of(ChangeKind kind) {
        for (Message message : values()) {
            if (message.change == kind) {
                return message;
            }
        }
        throw new IllegalArgumentException("no message for schema change " + kind);
    }

    /** @return how the lock's messages name the lock file and how to give up stored bytes */
    public static Wording lockWording(java.nio.file.Path file) {
        return new Wording(file.toString(), LOCK_DISCARD);
    }
}
