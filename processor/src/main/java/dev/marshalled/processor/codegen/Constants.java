package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.TypeName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The fields of a generated class, named by the file's {@link Identifiers}: its private static
 * final constants and, for a generic type, what its marshaller is made with (the arguments'
 * marshallers and encodings, set by the constructor), the marshallers of the parameterized types
 * its fields have (constants of a holder class, or made on first use when they take the
 * arguments), in one namespace.
 */
final class Constants {
    /** The position of a constant that belongs to the type rather than to one field. */
    static final int TYPE_LEVEL = -1;
    /** The position of a constant that the type needs after all its fields' (a constructor's handle). */
    static final int AFTER_FIELDS = Integer.MAX_VALUE;

    private final Identifiers identifiers;
    private final Map<String, Constant> shared = new LinkedHashMap<>();
    private final List<Constant> fields = new ArrayList<>();
    private final Map<String, String> instance = new LinkedHashMap<>();
    private final List<FieldSpec> instanceFields = new ArrayList<>();
    private final CodeBlock.Builder construction = CodeBlock.builder();
    private final List<com.squareup.javapoet.MethodSpec> lazyMethods = new ArrayList<>();
    private final List<FieldSpec> held = new ArrayList<>();
    private final Map<String, String> heldNames = new LinkedHashMap<>();
    private final List<String> arguments = new ArrayList<>();
    private String holder;
    private java.util.function.IntFunction<CodeBlock> check;
    private int level;

    Constants(Identifiers identifiers) {
        this.identifiers = identifiers;
    }

    /**
     * The groups a reader finds the constants in, in this order; within a group they are in the
     * order of the fields they belong to.
     */
    private enum Group {
        /** The handshake with the runtime: the first static initialiser, before anything calls it. */
        VERSION,
        /** Sizes and offsets: each run's size and its fields' offsets, the size of a fixed-size element. */
        LAYOUT,
        /** The paths the runtime's messages name: the type's, then each field's and its parts'. */
        PATH,
        /** What code shares across calls: enum constants, converters, handles. */
        SHARED
    }

    /**
     * A constant of the class and where it goes: a field's, by the first field that asks for it, and
     * among a field's paths by the path, so that a field's own comes before its parts'.
     */
    private static final class Constant {
        final Group group;
        FieldSpec spec;
        final String path;
        int field;

        Constant(Group group, int field, FieldSpec spec, String path) {
            this.group = group;
            this.field = field;
            this.spec = spec;
            this.path = path;
        }
    }

    /**
     * The first static initialiser: the runtime's check that it can run this class, at the lowest API
     * level that has everything the class calls ({@code level}, raised by {@link #requireLevel} while the
     * code is written).
     */
    String runtimeApi(java.util.function.IntFunction<CodeBlock> check, int level) {
        this.check = check;
        this.level = level;
        return declare(Group.VERSION, TYPE_LEVEL, "version", TypeName.INT, "runtimeApi", "", check.apply(level), "");
    }

    /** Notes that the class calls something the runtime has from API level {@code needed} on. */
    void requireLevel(int needed) {
        level = Math.max(level, needed);
    }

    /** An int of the layout named after {@code words} (e.g. "sourceId", "OFFSET" gives SOURCE_ID_OFFSET). */
    String layout(String words, String suffix, int value, int field) {
        // Keyed by field too: two fields may share a name (a superclass's hidden one and its own).
        return declare(Group.LAYOUT, field, "layout:" + field + ":" + words + "_" + suffix, TypeName.INT, words,
                suffix, CodeBlock.of("$L", value), "");
    }

    /** A constant of the type, computed once per distinct {@code key}, e.g. a map of marshallers made. */
    String shared(String key, TypeName type, String words, String suffix, CodeBlock initializer) {
        return ofField(TYPE_LEVEL, key, type, words, suffix, initializer);
    }

    /**
     * A constant computed once per distinct {@code key}, e.g. an enum's {@code values()} array, placed
     * with the first field that asks for it.
     */
    String ofField(int field, String key, TypeName type, String words, String suffix, CodeBlock initializer) {
        return declare(Group.SHARED, field, key, type, words, suffix, initializer, "");
    }

    private String declare(Group group, int field, String key, TypeName type, String words, String suffix,
            CodeBlock initializer, String path) {
        Constant constant = shared.computeIfAbsent(key, k -> {
            String name = unique(screamingSnake(words) + (suffix.isEmpty() ? "" : "_" + suffix));
            Constant made = new Constant(group, field, FieldSpec.builder(type, name, Modifier.PRIVATE,
                    Modifier.STATIC, Modifier.FINAL).initializer(initializer).build(), path);
            fields.add(made);
            return made;
        });
        constant.field = Math.min(constant.field, field);
        return constant.spec.name;
    }

    /**
     * The constant holding {@code path} (say {@code Order.lines[]}), made on first use and named
     * after the part below the type ({@code LINES_ELEMENT}); a path equal to the type is {@code TYPE}.
     *
     * @param field the field the path is in, or {@link #TYPE_LEVEL}
     */
    String path(String type, String path, int field) {
        return declare(Group.PATH, field, "path:" + path, ClassName.get(String.class), words(type, path), "",
                CodeBlock.of("$Z$S", path), path);
    }

    /** The words of a constant about {@code path}: the part below the type, {@code lines[]} giving {@code lines_element}. */
    static String words(String type, String path) {
        String below = path.equals(type) ? "type" : path.substring(type.length() + 1);
        return below.replace("[]", ".element").replace("()", "").replace("{", "").replace("}", "").replace(", ", ".").replace(".", "_");
    }

    /** The constant holding the fixed size of the value at {@code path}, named as {@link #path} names it, plus {@code _SIZE}. */
    String size(String type, String path, int size, int field) {
        return declare(Group.LAYOUT, field, "size:" + path, TypeName.INT, words(type, path), "SIZE",
                CodeBlock.of("$L", size), "");
    }

    /** @return the class's constants, by group, and in each group in the order of their fields */
    List<FieldSpec> fields() {
        List<Constant> ordered = new ArrayList<>(fields);
        ordered.sort(Comparator.<Constant, Group>comparing(c -> c.group).thenComparingInt(c -> c.field)
                .thenComparing(c -> c.path));
        List<FieldSpec> specs = new ArrayList<>();
        for (Constant constant : ordered) {
            if (constant.group == Group.VERSION && check != null) {
                constant.spec = FieldSpec.builder(constant.spec.type, constant.spec.name, Modifier.PRIVATE,
                        Modifier.STATIC, Modifier.FINAL).initializer(check.apply(level)).build();
            }
            specs.add(constant.spec);
        }
        return specs;
    }

    /**
     * Names the final fields that hold a generic type's arguments' marshallers, one per type
     * parameter, before any other field is made.
     */
    void arguments(List<String> parameters) {
        for (String parameter : parameters) {
            arguments.add(unique(lowerCamel("marshallerOf" + parameter)));
        }
    }

    /** @return the field holding the marshaller of type parameter {@code index} */
    String argument(int index) {
        return arguments.get(index);
    }

    /** @return the fields {@link #arguments} named, in parameter order */
    List<String> arguments() {
        return arguments;
    }

    /** A final field of the generic marshaller, set by its constructor once per distinct {@code key}. */
    String instance(String key, TypeName type, String words, CodeBlock initializer) {
        return instance.computeIfAbsent(key, k -> {
            String name = unique(lowerCamel(words));
            instanceFields.add(FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.FINAL).build());
            // Not a statement to JavaPoet: an initializer that lays out its own lines (the schema's)
            // is not indented again.
            construction.add("this.$N = $L;\n", name, initializer);
            return name;
        });
    }

    /**
     * A marshaller of a generic type that takes the type's own arguments, made on first use
     * (two generic types that hold each other would otherwise make each other without end).
     *
     * @return the call of the accessor
     */
    CodeBlock lazy(String key, TypeName type, String words, CodeBlock initializer) {
        String name = instance.computeIfAbsent("lazy:" + key, k -> {
            String field = unique(lowerCamel(words));
            instanceFields.add(FieldSpec.builder(type, field, Modifier.PRIVATE).build());
            String local = field + "Made";
            lazyMethods.add(com.squareup.javapoet.MethodSpec.methodBuilder(field)
                    .addModifiers(Modifier.PRIVATE)
                    .returns(type)
                    .addStatement("$T $N = this.$N", type, local, field)
                    .beginControlFlow("if ($N == null)", local)
                    .addComment("made again by a racing thread at worst: it is the same either way")
                    .addStatement("$N = $L", local, initializer)
                    .addStatement("this.$N = $N", field, local)
                    .endControlFlow()
                    .addStatement("return $N", local)
                    .build());
            return field;
        });
        return CodeBlock.of("$N()", name);
    }

    /**
     * A marshaller of a parameterized type, as a constant of the holder class: made when first
     * used, after every marshaller class it names has been initialised, so two marshallers that
     * name each other's types cannot see each other half made.
     *
     * @return the expression of the constant
     */
    CodeBlock held(String key, TypeName type, String words, CodeBlock initializer) {
        if (holder == null) {
            holder = unique("Parameterized");
        }
        String name = heldNames.computeIfAbsent(key, k -> {
            String constant = unique(screamingSnake(words));
            held.add(FieldSpec.builder(type, constant, Modifier.STATIC, Modifier.FINAL).initializer(initializer).build());
            return constant;
        });
        return CodeBlock.of("$N.$N", holder, name);
    }

    /** @return the generic marshaller's instance fields */
    List<FieldSpec> instanceFields() {
        return instanceFields;
    }

    /** @return the statements of the constructor that set the instance fields */
    CodeBlock construction() {
        return construction.build();
    }

    /** @return the accessors {@link #lazy} made */
    List<com.squareup.javapoet.MethodSpec> lazyMethods() {
        return lazyMethods;
    }

    /** @return the holder class of {@link #held}'s constants, or null if there are none */
    com.squareup.javapoet.TypeSpec holderType() {
        if (holder == null) {
            return null;
        }
        return com.squareup.javapoet.TypeSpec.classBuilder(holder)
                .addJavadoc("The marshallers of the parameterized types this class's fields have.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addFields(held)
                .addMethod(com.squareup.javapoet.MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .build();
    }

    private static String lowerCamel(String words) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : words.toCharArray()) {
            if (!Character.isJavaIdentifierPart(c) || c == '_' || c == '$') {
                upper = out.length() > 0;
                continue;
            }
            out.append(upper ? Character.toUpperCase(c) : out.length() == 0 ? Character.toLowerCase(c) : c);
            upper = false;
        }
        return out.length() == 0 ? "part" : out.toString();
    }

    private String unique(String words) {
        String base = javax.lang.model.SourceVersion.isIdentifier(words) ? words : "CONSTANT";
        String name = base;
        for (int n = 2; !identifiers.claimConstant(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    static String screamingSnake(String camel) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(camel.charAt(i - 1)) && camel.charAt(i - 1) != '_') {
                out.append('_');
            }
            out.append(c == '$' ? '_' : Character.toUpperCase(c));
        }
        return out.toString().toUpperCase(Locale.ROOT);
    }
}
