package dev.marshalled.processor.codegen;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.TypeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.Modifier;

/** The private static final fields of a generated class, named by the file's {@link Identifiers}. */
final class Constants {
    private final Identifiers identifiers;
    private final Map<String, String> shared = new LinkedHashMap<>();
    private final List<FieldSpec> fields = new ArrayList<>();

    Constants(Identifiers identifiers) {
        this.identifiers = identifiers;
    }

    /** Adds an int constant named after {@code words} (e.g. "sourceId", "offset" gives SOURCE_ID_OFFSET). */
    String addInt(String words, String suffix, int value, String javadoc) {
        String name = unique(screamingSnake(words) + "_" + suffix);
        FieldSpec.Builder field = FieldSpec.builder(TypeName.INT, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$L", value);
        if (javadoc != null) {
            field.addJavadoc("$L\n", javadoc);
        }
        fields.add(field.build());
        return name;
    }

    /** A constant computed once per distinct {@code key}, e.g. an enum's {@code values()} array. */
    String shared(String key, TypeName type, String words, String suffix, CodeBlock initializer) {
        return shared.computeIfAbsent(key, k -> {
            String name = unique(screamingSnake(words) + (suffix.isEmpty() ? "" : "_" + suffix));
            fields.add(FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer(initializer).build());
            return name;
        });
    }

    /**
     * The constant holding {@code path} (say {@code Order.lines[]}), made on first use and named
     * after the part below the type ({@code LINES_ELEMENT}); a path equal to the type is {@code TYPE}.
     */
    String path(String type, String path) {
        return shared("path:" + path, ClassName.get(String.class), words(type, path), "", CodeBlock.of("$Z$S", path));
    }

    /** The words of a constant about {@code path}: the part below the type, {@code lines[]} giving {@code lines_element}. */
    private static String words(String type, String path) {
        String below = path.equals(type) ? "type" : path.substring(type.length() + 1);
        return below.replace("[]", ".element").replace("()", "").replace("{", "").replace("}", "").replace(", ", ".").replace(".", "_");
    }

    /** The constant holding the fixed size of the value at {@code path}, named as {@link #path} names it, plus {@code _SIZE}. */
    String size(String type, String path, int size) {
        return shared("size:" + path, TypeName.INT, words(type, path), "SIZE", CodeBlock.of("$L", size));
    }

    List<FieldSpec> fields() {
        return fields;
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
